// Each effect kind of the feature-mechanics vocabulary on a hand-made class and species, with hand-derived numbers.
// The fixture character has Str 10, Dex 10, Con 14, Int 12, Wis 14, Cha 12 (modifiers 0, 0, +2, +1, +2, +1).
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { BUNDLED_RULES_DIR, loadRulesDir, RulesLoadError } from '../node/load-rules.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { ClassRule, FeatureMechanicsRule, FeatureRule, RulesData } from '../rules/types.ts';
import { fixtureCharacter, FIXTURE_RULES } from '../test-support/fixture-rules.ts';
import { longRest, shortRest } from '../transitions/rest.ts';
import { setTweak } from '../transitions/tweaks.ts';
import { featureChoiceKey } from './held.ts';
import { previewFeatureAutomation } from './preview.ts';
import { UNLIMITED } from './scaling.ts';
import { enableFeatureAutomation, setFeatureToggle, setFeatureUses } from './transitions.ts';

/** Tester class table: Charges 2 (1-4), 3 (5-19), Unlimited (20); Fury +2 / +3 from 9; Art die d4 / d6 from 5; Move +10 ft. from 2. */
const levelChanges: ClassRule['levelChanges'] = {};
for (let level = 1; level <= 20; level++) {
  levelChanges[String(level)] = {
    Charges: level === 20 ? 'Unlimited' : level >= 5 ? '3' : '2',
    Fury: level >= 9 ? '+3' : '+2',
    'Art Die': level >= 5 ? 'd6' : 'd4',
    Move: level >= 2 ? '+10 ft.' : '\u2014',
  };
}
const tester: ClassRule = { ...FIXTURE_RULES.classes.find((c) => c.name === 'Berserker')!, name: 'Tester', levelChanges, savingThrows: ['Strength'] };

const feature = (name: string, level: number, source: FeatureRule['source'] = 'Class', sourceName = 'Tester', text = 'placeholder'): FeatureRule => ({ name, level, source, sourceName, text });
const mechanics = (name: string, effects: FeatureMechanicsRule['effects'], extra: Partial<FeatureMechanicsRule> = {}): FeatureMechanicsRule => ({
  source: 'Class',
  sourceName: 'Tester',
  name,
  effects,
  ...extra,
});

const rulesData: RulesData = {
  ...FIXTURE_RULES,
  classes: [...FIXTURE_RULES.classes, tester],
  features: [
    feature('Tough Skin', 1),
    feature('Guarded Stance', 1),
    feature('Quick Feet', 2),
    feature('Fury', 1),
    feature('Fists', 1),
    feature('Second Breath', 1),
    feature('Pools', 1),
    feature('Sure Mind', 3),
    feature('Sharp', 3),
    feature('Two Swings', 5),
    feature('Odd Trick', 5),
    feature('Peak', 20),
    feature('Speed', 0, 'Species', 'Human', 'Your walking speed is 25 feet.'),
    feature('Night Eyes', 0, 'Species', 'Human', 'You see in the dark within 60 feet of you.'),
    feature('Scales', 0, 'Species', 'Human'),
    feature('Hardy', 0, 'Species', 'Human'),
    feature('Size', 0, 'Species', 'Human'),
    feature('Wings', 0, 'Species', 'Human'),
  ],
  featureMechanics: [
    mechanics('Tough Skin', [{ kind: 'acFormula', base: 10, abilities: ['Dexterity', 'Constitution'], when: 'noArmor' }]),
    mechanics('Guarded Stance', [{ kind: 'acBonus', value: 1, when: 'wearingArmor' }]),
    mechanics('Quick Feet', [{ kind: 'speed', mode: 'walk', bonus: { column: 'Move' }, when: 'noArmorNoShield' }]),
    mechanics('Fury', [
      { kind: 'resource', max: { column: 'Charges' }, recovery: 'long' },
      {
        kind: 'toggle',
        name: 'Furious',
        uses: 'Fury',
        effects: [
          { kind: 'damageBonus', value: { column: 'Fury' }, on: 'meleeStrength' },
          { kind: 'resistance', damage: ['Kinetic', 'Energy'] },
        ],
      },
    ]),
    mechanics('Fists', [{ kind: 'unarmedDie', die: { column: 'Art Die' }, finesse: true, when: 'noArmorNoShield' }]),
    mechanics('Second Breath', [{ kind: 'resource', max: { value: 1 }, recovery: 'short' }]),
    mechanics('Pools', [
      { kind: 'resource', name: 'Proficiency Pool', max: { proficiencyBonus: true }, recovery: 'long' },
      { kind: 'resource', name: 'Mind Pool', max: { abilityModifier: 'Wisdom|Charisma', minimum: 1 }, recovery: 'short' },
      { kind: 'resource', name: 'Half Pool', max: { classLevel: 0.5, value: 1 }, recovery: 'long' },
    ]),
    mechanics('Sure Mind', [
      { kind: 'proficiency', category: 'save', names: ['Wisdom'] },
      { kind: 'proficiency', category: 'skill', names: ['Perception'] },
      { kind: 'proficiency', category: 'weapon', names: ['Vibroaxe'] },
      { kind: 'proficiency', category: 'language', names: ['Huttese'], choose: { count: 1, from: ['Bith', 'Jawaese'] } },
      { kind: 'advantage', on: 'Wisdom saving throws against fear' },
    ]),
    mechanics('Sharp', [{ kind: 'expertise', choose: { count: 1 } }]),
    mechanics('Two Swings', [{ kind: 'extraAttack', attacks: 2 }]),
    mechanics('Odd Trick', [], { manual: true, reason: 'applied at the table' }),
    mechanics('Peak', [{ kind: 'abilityIncrease', fixed: { Constitution: 2 }, choose: [{ from: ['Strength', 'Dexterity'], amount: 2 }], maximumIncrease: 2 }]),
    mechanics('Speed', [{ kind: 'speed', mode: 'walk', set: 'text' }], { source: 'Species', sourceName: '*' }),
    mechanics('Night Eyes', [{ kind: 'sense', sense: 'darkvision', range: 'text' }], { source: 'Species', sourceName: 'Human' }),
    mechanics('Scales', [{ kind: 'immunity', damage: ['Poison'] }, { kind: 'vulnerability', damage: ['Ion'] }, { kind: 'conditionImmunity', conditions: ['Poisoned'] }], { source: 'Species', sourceName: 'Human' }),
    mechanics('Hardy', [{ kind: 'hitPoints', perLevel: 1 }], { source: 'Species', sourceName: 'Human' }),
    mechanics('Size', [{ kind: 'size' }], { source: 'Species', sourceName: '*' }),
    mechanics('Fixture Grit', [{ kind: 'abilityIncrease', fixed: { Constitution: 1 } }], { source: 'Feat', sourceName: 'Fixture Grit' }),
    mechanics('Wings', [{ kind: 'speed', mode: 'fly', set: 'walk' }, { kind: 'speed', mode: 'swim', set: 20 }], { source: 'Species', sourceName: 'Human' }),
  ],
};
const rules = indexRules(rulesData);

function tester_(levels: number, patch: Partial<RawCharacter> = {}): RawCharacter {
  // The fixture Human has no fixed increases and none chosen, so the scores stay as listed above.
  return fixtureCharacter([{ name: 'Tester', levels }], patch);
}
const sheet = (character: RawCharacter) => computeCharacter(character, rules);
const equip = (...names: string[]) => ({ equipment: names.map((name) => ({ name, quantity: 1, category: 'Equipment' as const, equipped: true })) });

describe('feature mechanics, one effect kind at a time', () => {
  it('AC formula: 10 + Dex 0 + Con 2 = 12 unarmored (beats 10 + Dex 0); armor replaces it; a shield still adds', () => {
    expect(sheet(tester_(1)).armorClass).toBe(12);
    expect(sheet(tester_(1)).features?.armorClassFormula).toBe('10 + Dexterity 0 + Constitution 2 (Tough Skin (Tester 1))');
    // Combat suit: 11 + Dex 0 = 11, plus Guarded Stance +1 while wearing armor = 12; the formula does not apply.
    expect(sheet(tester_(1, equip('Combat suit'))).armorClass).toBe(12);
    expect(sheet(tester_(1, equip('Combat suit'))).features?.armorClassFormula).toBeUndefined();
    // Formula 12 + light shield 1 = 13.
    expect(sheet(tester_(1, equip('Light physical shield'))).armorClass).toBe(13);
  });

  it('speed: the species text sets walking 25; +10 ft. from the class column at level 2 without armor or shield; other modes', () => {
    expect(sheet(tester_(1)).speed.base).toBe(25);
    // 25 + 10 = 35; the fly speed equals the walking speed (35), swim is fixed at 20.
    expect(sheet(tester_(2)).speed.base).toBe(35);
    expect(sheet(tester_(2)).features?.speeds).toEqual({ walk: 35, fly: 35, swim: 20 });
    expect(sheet(tester_(2, equip('Light physical shield'))).speed.base).toBe(25);
  });

  it('senses, damage and condition defences, size', () => {
    const features = sheet(tester_(1)).features!;
    expect(features.senses).toEqual([{ sense: 'darkvision', range: 60 }]);
    expect(features).toMatchObject({ immunities: ['Poison'], vulnerabilities: ['Ion'], conditionImmunities: ['Poisoned'], resistances: [], size: 'Medium' });
  });

  it('resources: class column (2, 3, unlimited at 20), fixed, proficiency bonus, best of Wis/Cha, half class level', () => {
    const at = (level: number) => Object.fromEntries(sheet(tester_(level)).features!.resources.map((r) => [r.name, r.max]));
    // Level 1: Charges 2; pb 2; Wis +2 vs Cha +1 -> 2; floor(1 * 0.5) + 1 = 1.
    expect(at(1)).toEqual({ Fury: 2, 'Second Breath': 1, 'Proficiency Pool': 2, 'Mind Pool': 2, 'Half Pool': 1 });
    // Level 5: Charges 3; pb 3; floor(5 * 0.5) + 1 = 3.
    expect(at(5)).toMatchObject({ Fury: 3, 'Proficiency Pool': 3, 'Half Pool': 3 });
    expect(at(20).Fury).toBe(UNLIMITED);
  });

  it('rests: a short rest restores short-rest resources only, a long rest both', () => {
    let character = tester_(5);
    const resources = () => Object.fromEntries(sheet(character).features!.resources.map((r) => [r.name, r.used]));
    character = setFeatureUses(character, 'Fury', 2, 3);
    character = setFeatureUses(character, 'Second Breath', 1, 1);
    character = setFeatureUses(character, 'Mind Pool', 5, 2);
    expect(resources()).toMatchObject({ Fury: 2, 'Second Breath': 1, 'Mind Pool': 2 });
    const resting = sheet(character).hitPoints.resting;
    expect(resting.shortRestFeatures.sort()).toEqual(['Mind Pool', 'Second Breath']);
    character = shortRest(character, { hitDice: {}, hitPointsRegained: 0, shortRestFeatures: resting.shortRestFeatures });
    expect(resources()).toMatchObject({ Fury: 2, 'Second Breath': 0, 'Mind Pool': 0 });
    character = longRest(character);
    expect(resources()).toMatchObject({ Fury: 0 });
  });

  it('a rest ends toggled states (a rage lasts a minute, a rest an hour or more)', () => {
    const raging = setFeatureToggle(tester_(5), 'Furious', true, { name: 'Fury', used: 0, max: 3 });
    expect(raging.currentStats.activeFeatures).toEqual(['Furious']);
    expect(shortRest(raging, { hitDice: {}, hitPointsRegained: 0 }).currentStats.activeFeatures).toEqual([]);
    expect(longRest(raging).currentStats.activeFeatures).toEqual([]);
    // Characters that never switched a state on keep their stored shape.
    expect('activeFeatures' in longRest(tester_(5)).currentStats).toBe(false);
  });

  it('toggle: switching on spends a use and adds its damage bonus (+2 at 5, +3 at 9) and resistances; refused with none left', () => {
    let character = tester_(5, equip('Vibroaxe', 'Blaster pistol'));
    const fury = () => sheet(character).features!.resources.find((r) => r.name === 'Fury')!;
    const weapon = (name: string) => sheet(character).weapons.find((w) => w.name === name)!;
    expect(weapon('Vibroaxe').damageBonus).toBe(0);
    character = setFeatureToggle(character, 'Furious', true, fury());
    expect(fury().used).toBe(1);
    // Vibroaxe, a melee Strength weapon: Str 0 + 2 = 2. The blaster uses Dexterity at range: unchanged at 0.
    expect(weapon('Vibroaxe').damageBonus).toBe(2);
    expect(weapon('Blaster pistol').damageBonus).toBe(0);
    expect(sheet(character).features).toMatchObject({ resistances: ['Kinetic', 'Energy'], toggles: [{ name: 'Furious', active: true, uses: 'Fury' }] });
    character = setFeatureToggle(character, 'Furious', false);
    expect(weapon('Vibroaxe').damageBonus).toBe(0);
    character = setFeatureUses(character, 'Fury', 3, 3);
    const before = character;
    expect(() => setFeatureToggle(before, 'Furious', true, fury())).toThrow('No uses of "Fury" left (3 of 3 spent)');
    expect(sheet(tester_(9, { ...equip('Vibroaxe'), currentStats: { ...tester_(9).currentStats, activeFeatures: ['Furious'] } })).weapons[0].damageBonus).toBe(3);
  });

  it('unarmed die by level (d4, d6 from 5) with finesse, only without armor and shield', () => {
    const unarmed = (character: RawCharacter) => sheet(character).weapons.find((w) => w.kind === 'unarmed')!;
    expect(unarmed(tester_(1))).toMatchObject({ damageNumberOfDice: 1, damageDieType: 4, damageBonus: 0 });
    expect(unarmed(tester_(5)).damageDieType).toBe(6);
    // In armor: back to 1 + Str 0 = 1 and no die.
    expect(unarmed(tester_(5, equip('Combat suit')))).toMatchObject({ damageDieType: 0, damageBonus: 1 });
    // A tweaked die still wins (tweaks apply last).
    expect(unarmed(setTweak(tester_(5), 'unarmed.damageDice', { dieSize: 10 } as never)).damageDieType).toBe(10);
  });

  it('proficiencies: saves, skills, weapons and languages granted; open choices listed; expertise from the stored choice', () => {
    const character = tester_(3);
    const computed = sheet(character);
    // Wisdom save: +2 + pb 2 = 4; Perception: +2 + 2 = 4, so passive 14.
    expect(computed.abilityScores.Wisdom.savingThrow).toEqual({ modifier: 4, proficiency: 'proficient' });
    expect(computed.passivePerception).toBe(14);
    expect(computed.proficiencies).toContain('Vibroaxe');
    expect(computed.languages).toContain('Huttese');
    expect(computed.features!.pendingChoices.map((c) => [c.what, c.count])).toEqual([['language', 1], ['expertise', 1]]);
    const chosen = sheet({ ...character, featureChoices: { [featureChoiceKey({ source: 'Class', sourceName: 'Tester', name: 'Sharp' })]: ['Perception'], 'Class|Tester|Sure Mind': ['Bith'] } });
    // Expertise doubles the bonus: 2 + 2 * 2 = 6.
    expect(chosen.abilityScores.Wisdom.skills.find((s) => s.name === 'Perception')!.modifier).toBe(6);
    expect(chosen.languages).toContain('Bith');
    expect(chosen.features!.pendingChoices).toEqual([]);
  });

  it('extra attack, hit point bonus per level, ability increases with a stored choice, manual entries, advantage notes', () => {
    expect(sheet(tester_(4)).features!.attacksPerAction).toBe(1);
    expect(sheet(tester_(5)).features!.attacksPerAction).toBe(2);
    // Hardy: +1 per character level: 5 at level 5, on top of the ordinary maximum.
    expect(sheet(tester_(5)).hitPoints.maximum - computeCharacter({ ...tester_(5), settings: { ...tester_(5).settings, isAutomatingFeatures: false } }, rules).hitPoints.maximum).toBe(5);
    const peak = sheet({ ...tester_(20), featureChoices: { 'Class|Tester|Peak': ['Dexterity'] } });
    // Con 14 + 2 = 16; Dex 10 + 2 = 12.
    expect([peak.abilityScores.Constitution.value, peak.abilityScores.Dexterity.value]).toEqual([16, 12]);
    expect(sheet(tester_(5)).features!.manual).toEqual([{ feature: 'Odd Trick (Tester 5)', reason: 'applied at the table' }]);
    expect(sheet(tester_(3)).features!.advantages).toEqual([{ mode: 'advantage', on: 'Wisdom saving throws against fear', feature: 'Sure Mind (Tester 3)' }]);
  });

  it('a feat taken for a class improvement raises its ability (Con 14 + 1 = 15); as the background feat its stored increase counts once', () => {
    const asClassFeat = tester_(4);
    asClassFeat.classes[0].abilityScoreImprovements = [{ type: 'Feat', name: 'Fixture Grit' }];
    expect(sheet(asClassFeat).abilityScores.Constitution.value).toBe(15);
    const asBackgroundFeat = tester_(1, { background: { name: 'Spacer', feature: '', feat: { name: 'Fixture Grit', abilityScoreImprovements: { Constitution: 1 } } } });
    expect(sheet(asBackgroundFeat).abilityScores.Constitution.value).toBe(15);
  });

  it('tweaks still apply last', () => {
    expect(sheet(setTweak(tester_(1), 'armorClass', { bonus: 2 })).armorClass).toBe(14);
    expect(sheet(setTweak(tester_(2), 'speed.base', { override: 40 })).speed.base).toBe(40);
  });
});

describe('automation off and the opt-in preview', () => {
  const old = (character: RawCharacter): RawCharacter => ({ ...character, builderVersion: '0.7.6', settings: { ...character.settings, isAutomatingFeatures: false } });

  it('a character with automation off computes as if no catalogue existed', () => {
    const withoutCatalogue = indexRules({ ...rulesData, featureMechanics: [] });
    const character = old(tester_(5, equip('Vibroaxe')));
    const computed = sheet(character);
    expect(computed).toEqual(computeCharacter(character, withoutCatalogue));
    expect(computed.features).toBeUndefined();
    expect(computed.armorClass).toBe(10);
    expect(computed.speed.base).toBe(30);
  });

  it('the preview lists each changed number and the tweaks that copy a feature; opting in drops the chosen ones', () => {
    const character = setTweak(setTweak(old(tester_(2)), 'armorClass', { bonus: 2 }), 'initiative', { bonus: 1 });
    const preview = previewFeatureAutomation(character, rules);
    // AC 10 + 2 (tweak) = 12 before; 12 (formula) + 2 = 14 after. Speed 30 -> 25 + 10 = 35.
    expect(preview.changes).toEqual(expect.arrayContaining([{ path: 'armorClass', before: 12, after: 14 }, { path: 'speed.base', before: 30, after: 35 }]));
    expect(preview.duplicateTweaks.map((t) => t.path)).toEqual(['armorClass']);
    expect(preview.features.senses).toEqual([{ sense: 'darkvision', range: 60 }]);
    const opted = enableFeatureAutomation(character, preview.duplicateTweaks.map((t) => t.path));
    expect(opted.settings.isAutomatingFeatures).toBe(true);
    expect(sheet(opted).armorClass).toBe(12);
    expect(sheet(opted).initiative).toBe(1);
  });
});

describe('loading a rules folder with its own catalogue', () => {
  it('a bad catalogue entry is refused with the file, index and field; a folder without one gets the bundled catalogue', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mechanics-folder-'));
    for (const file of ['class', 'archetype', 'species', 'background', 'feat', 'power', 'maneuvers', 'equipment', 'enhancedItem']) {
      copyFileSync(join(BUNDLED_RULES_DIR, `${file}.json`), join(dir, `${file}.json`));
    }
    expect(loadRulesDir(dir).featureMechanics!.length).toBe(loadRulesDir(BUNDLED_RULES_DIR).featureMechanics!.length);
    writeFileSync(join(dir, 'featureMechanics.json'), JSON.stringify([{ source: 'Class', sourceName: 'Monk', name: 'Focus', effects: [{ kind: 'resource', max: { value: 2 }, recovery: 'daily' }] }]));
    expect(() => loadRulesDir(dir)).toThrow(RulesLoadError);
    expect(() => loadRulesDir(dir)).toThrow(/featureMechanics\.json\[0\]\.effects\.0\.recovery: Invalid option: expected one of "short"\|"long"$/);
  });
});
