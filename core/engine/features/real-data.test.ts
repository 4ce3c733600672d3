// Feature mechanics on the real rules data: worked characters per class, every class level and species, and the
// preview for the 16 exported characters (whose own numbers stay as built: automation is off for them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../../../tests/support/realdata.ts';
import { createCharacter } from '../character/default-character.ts';
import { importCharacter } from '../character/import-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { featureHasUse } from '../compute/features.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { indexRules, type IndexedRules } from '../rules/index-rules.ts';
import { toRoll20 } from '../export/roll20.ts';
import { previewFeatureAutomation } from './preview.ts';
import { enableFeatureAutomation } from './transitions.ts';
import { UNLIMITED } from './scaling.ts';
import { featureNameKey, tableFeatureLevels } from '../rules/class-feature-levels.ts';
import { featureChoicesOf, setFeatureChoice } from './builder-choices.ts';
import { ABILITIES } from '../character/types.ts';

const LEVELS = [1, 3, 6, 11, 17, 20] as const;

/** A Human of one class at a level: Str 15, Dex 14, Con 14, Int 10, Wis 12, Cha 8; no armor; automation on (new). */
function built(className: string, levels: number, patch: Partial<RawCharacter> = {}): RawCharacter {
  return {
    ...createCharacter(0, () => 0.5),
    name: `${className} ${levels}`,
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    background: { name: '', feature: '' },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: className, levels, hitPoints: Array.from({ length: levels - 1 }, () => 5), abilityScoreImprovements: [] }],
    ...patch,
  };
}

describe.runIf(hasRealData('feature mechanics real data'))('feature mechanics on the real rules data', () => {
  let rules: IndexedRules;
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
  });
  const at = (className: string, patch?: Partial<RawCharacter>) => LEVELS.map((level) => computeCharacter(built(className, level, patch), rules));
  const resource = (className: string, name: string) => at(className).map((sheet) => sheet.features!.resources.find((r) => r.name === name)?.max ?? null);

  it('Berserker: rages follow the Rages column (2, 3, 4, 4, 6, unlimited); Unarmored Defense 10 + Dex 2 + Con 2 = 14 (15 at 20: Primal Champion raises Con to 16); extra attack from 5', () => {
    expect(resource('Berserker', 'Rage')).toEqual([2, 3, 4, 4, 6, UNLIMITED]);
    expect(at('Berserker').map((s) => s.armorClass)).toEqual([14, 14, 14, 14, 14, 15]);
    expect(at('Berserker').map((s) => s.features!.attacksPerAction)).toEqual([1, 1, 2, 2, 2, 2]);
    // Raging at 11 (Rage Damage +3): a vibroaxe deals Str 2 + 3 = 5.
    const raging = computeCharacter(
      built('Berserker', 11, {
        equipment: [{ name: 'Vibroaxe', quantity: 1, category: 'Equipment', equipped: true }],
        currentStats: { ...createCharacter(0, () => 0.5).currentStats, activeFeatures: ['Raging'] },
      }),
      rules,
    );
    expect(raging.weapons.find((w) => w.name === 'Vibroaxe')?.damageBonus).toBe(5);
    expect(raging.features!.resistances).toEqual(['Kinetic', 'Energy']);
  });

  it('Monk: martial arts die d4 d4 d6 d8 d12 d12; 10 + Dex 2 + Wis 1 = 13 (14 at 20: Perfect Self raises Dex to 16); focus points from 2nd, as the class table lists Focus (3, 6, 11, 17, 20); unarmored movement from 3rd', () => {
    expect(at('Monk').map((s) => s.weapons.find((w) => w.kind === 'unarmed')!.damageDieType)).toEqual([4, 4, 6, 8, 12, 12]);
    expect(at('Monk').map((s) => s.armorClass)).toEqual([13, 13, 13, 13, 13, 14]);
    // The record says 11th level; the table's Features column (and the Focus Points column) say 2nd.
    expect(resource('Monk', 'Focus Points')).toEqual([null, 3, 6, 11, 17, 20]);
    // Human 30 ft; the Unarmored Movement column: +10 at 3, +15 at 6, +20 at 11, +30 at 17 and 20.
    expect(at('Monk').map((s) => s.speed.base)).toEqual([30, 40, 45, 50, 60, 60]);
    // Diamond Soul (14): every save proficient, Charisma -1 + pb 6 = 5 at 17.
    expect(at('Monk')[4].abilityScores.Charisma.savingThrow).toEqual({ modifier: 5, proficiency: 'proficient' });
  });

  it('Fighter: second wind 1 per short rest, action surge 1 then 2 at 17, indomitable 1/3/3 from 9, attacks 1 1 2 3 3 4', () => {
    expect(resource('Fighter', 'Second Wind')).toEqual([1, 1, 1, 1, 1, 1]);
    expect(resource('Fighter', 'Action Surge')).toEqual([null, 1, 1, 1, 2, 2]);
    expect(resource('Fighter', 'Indomitable')).toEqual([null, null, null, 1, 3, 3]);
    expect(at('Fighter').map((s) => s.features!.attacksPerAction)).toEqual([1, 1, 2, 3, 3, 4]);
    // The Human's Defiant also comes back on a short rest.
    expect(at('Fighter')[5].hitPoints.resting.shortRestFeatures.sort()).toEqual(['Action Surge', 'Defiant', 'Second Wind']);
  });

  it('uses that grow at 5th, 9th, 13th and 17th level: 2 2 3 4 6 6 (Force Shield from 2, Potent Aptitude, Channel the Force)', () => {
    expect(resource('Consular', 'Force Shield')).toEqual([null, 2, 3, 4, 6, 6]);
    expect(resource('Engineer', 'Potent Aptitude')).toEqual([2, 2, 3, 4, 6, 6]);
    expect(resource('Guardian', 'Channel the Force')).toEqual([2, 2, 3, 4, 6, 6]);
    expect(at('Guardian').map((s) => s.features!.immunities)).toEqual([[], [], ['Poison'], ['Poison'], ['Poison'], ['Poison']]);
  });

  it('Operative, Scholar, Scout, Sentinel: senses, saves and resources by level', () => {
    expect(at('Operative').map((s) => s.features!.senses)).toEqual([[], [], [], [], [{ sense: 'blindsense', range: 10 }], [{ sense: 'blindsense', range: 10 }]]);
    expect(at('Operative').map((s) => s.abilityScores.Wisdom.savingThrow.proficiency)).toEqual(['none', 'none', 'none', 'none', 'proficient', 'proficient']);
    expect(resource('Operative', 'Bad Feeling')).toEqual([null, 1, 1, 1, 1, 1]);
    expect(resource('Scholar', 'Calm and Collected')).toEqual([null, null, null, null, 6, 6]);
    expect(at('Scout').map((s) => s.features!.senses.length)).toEqual([0, 0, 0, 0, 0, 1]);
    expect(resource('Sentinel', 'Ideal Manifests')).toEqual([null, 2, 2, 3, 4, 4]);
  });

  it('a chosen fighting style applies: Blindfighting gives blindsight 10; Brawler improvised weapons', () => {
    const fighter = (style: string) => {
      const character = built('Fighter', 1);
      character.classes[0].fightingStyle = style;
      return computeCharacter(character, rules);
    };
    expect(fighter('Blindfighting Style').features!.senses).toEqual([{ sense: 'blindsight', range: 10 }]);
    expect(fighter('Brawler Style').proficiencies).toContain('Improvised weapons');
    expect(fighter('Defense Style').features!.manual.map((m) => m.feature)).toContain('Defense Style (fighting style)');
  });

  it('species traits: Wookiee speed, darkvision, hide AC 13 + Dex 2 = 15, claws d4, climbing and Intimidation', () => {
    const wookiee = computeCharacter(built('Operative', 1, { species: { name: 'Wookiee', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} } }), rules);
    expect(wookiee.features!.senses).toEqual([{ sense: 'darkvision', range: 60 }]);
    expect(wookiee.speed.base).toBe(30);
    expect(wookiee.features!.speeds.climb).toBeGreaterThan(0);
    expect(wookiee.armorClass).toBe(13 + wookiee.abilityScores.Dexterity.modifier);
    expect(wookiee.weapons.find((w) => w.kind === 'unarmed')!.damageDieType).toBe(4);
    expect(wookiee.abilityScores.Charisma.skills.find((s) => s.name === 'Intimidation')!.proficiency).not.toBe('none');
    expect(wookiee.features!.size).toBe('Medium');
  });

  it('species traits unique to a few species: Colicoid carapace AC 17, Togruta tremorsense 30, Cathar claws d6 finesse, Gamorrean +1 hit point per level', () => {
    const as = (name: string) => computeCharacter(built('Fighter', 5, { species: { name, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} } }), rules);
    // Natural Armor: a flat 17 without Dexterity, above the unarmored 10 + Dex.
    expect(as('Colicoid').armorClass).toBe(17);
    expect(as('Togruta').features!.senses).toContainEqual({ sense: 'tremorsense', range: 30 });
    // Force Sight keeps the force sight power on: its blindsight 30 ft. is on the sheet.
    expect(as('Miraluka').features!.senses).toContainEqual({ sense: 'blindsight', range: 30 });
    const claws = as('Cathar').weapons.find((w) => w.kind === 'unarmed')!;
    expect(claws.damageDieType).toBe(6);
    // Gamorrean Toughness at level 5: 1 x 5 = 5.
    expect(as('Gamorrean').features!.hitPointBonus).toBe(5);
  });

  it('archetype features: Venomous poison doses 2 3 4 6 6 from 3rd level; Path of Iron adds the sentinel level to hit points from 3rd; Brute Force +2/+3/+4 weapon damage', () => {
    const withArchetype = (className: string, archetype: string) =>
      LEVELS.map((level) => {
        const character = built(className, level);
        return computeCharacter({ ...character, classes: [{ ...character.classes[0], archetype: { name: archetype } }] }, rules);
      });
    // Two doses at 3rd level, one more at 5th, 9th, 13th and 17th: levels 3, 6, 11, 17, 20 give 2, 3, 4, 6, 6.
    expect(withArchetype('Operative', 'Scrapper Practice').map((s) => s.features!.resources.find((r) => r.name === 'Poison doses')?.max ?? null)).toEqual([null, 2, 3, 4, 6, 6]);
    // +3 at 3rd level and +1 per sentinel level after it: the sentinel level itself.
    expect(withArchetype('Sentinel', 'Path of Iron').map((s) => s.features!.hitPointBonus)).toEqual([0, 3, 6, 11, 17, 20]);
    // Brute Force: +2 weapon damage from 3rd level, +3 from 10th, +4 from 16th, counted once although the feature is
    // listed at three levels. A vibroaxe adds Str 2: 2, 4, 4, 5, 6, 6.
    const axe = { equipment: [{ name: 'Vibroaxe', quantity: 1, category: 'Equipment' as const, equipped: true }] };
    const assault = LEVELS.map((level) => {
      const character = built('Fighter', level, axe);
      return computeCharacter({ ...character, classes: [{ ...character.classes[0], archetype: { name: 'Assault Specialist' } }] }, rules);
    });
    expect(assault.map((s) => s.weapons.find((w) => w.name === 'Vibroaxe')?.damageBonus)).toEqual([2, 4, 4, 5, 6, 6]);
  });

  it('feats: Alert adds the proficiency bonus to initiative (Dex 2 + 3 = 5 at 5th level), Lucky 3 luck points per long rest, Mobile +10 ft., Resilient raises and proficiently saves the same ability', () => {
    const sheet = computeCharacter(
      built('Fighter', 5, { customFeats: ['Alert', 'Lucky', 'Mobile', 'Resilient'], featureChoices: { 'Feat|Resilient|Resilient': ['Wisdom'] } }),
      rules,
    );
    expect(sheet.initiative).toBe(5);
    expect(sheet.features!.resources.find((r) => r.name === 'Luck points')).toMatchObject({ max: 3, recovery: 'long' });
    expect(sheet.speed.base).toBe(40);
    // Wisdom 12 + 1 = 13 (modifier still +1); proficient save: 1 + 3 = 4.
    expect(sheet.abilityScores.Wisdom.value).toBe(13);
    expect(sheet.abilityScores.Wisdom.savingThrow).toEqual({ modifier: 4, proficiency: 'proficient' });
  });

  it('every feature the class table lists at a level is on the sheet from that level (the Monk\'s Focus from 2nd, with its points)', () => {
    const problems: string[] = [];
    for (const classRule of rules.classes.all) {
      const table = tableFeatureLevels(classRule);
      for (let level = 1; level <= 20; level++) {
        const sheet = computeCharacter(built(classRule.name, level), rules);
        const held = sheet.combatFeatures.filter((f) => f.source === 'Class' && (f.level ?? 0) <= level).map((f) => featureNameKey(f.name));
        for (const [key, listed] of table) {
          // "Order feature", "Approach feature" stand for the archetype's features, whose levels its own records give.
          if (!listed.includes(level) || (/feature$/.test(key) && !held.includes(key))) continue;
          // "Unarmored Movement Improvement": a feature already held, improved at this level.
          if (!held.some((name) => key === name || key.startsWith(name))) problems.push(`${classRule.name} ${level}: "${key}" is not on the sheet`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Tech Mastery has no record of its own: the class text's section gives it.
    expect(computeCharacter(built('Engineer', 20), rules).combatFeatures.find((f) => f.name === 'Tech Mastery')).toMatchObject({ level: 20, source: 'Class' });
    const monk = (level: number) => computeCharacter(built('Monk', level), rules);
    expect(monk(2).combatFeatures.find((f) => f.name === 'Focus')?.level).toBe(2);
    expect(monk(2).features!.resources.find((r) => r.name === 'Focus Points')).toMatchObject({ max: 2, recovery: 'short' });
  });

  it('every speed and sense a species trait states is on the computed sheet', () => {
    const MODES = { climbing: 'climb', swimming: 'swim', flying: 'fly', burrowing: 'burrow' } as const;
    const data = loadRulesDir(REALDATA_API);
    const problems: string[] = [];
    let statements = 0;
    for (const species of data.species) {
      const sheet = computeCharacter(built('Fighter', 5, { species: { name: species.name, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} } }), rules);
      const { speeds, senses } = sheet.features!;
      const sense = (name: string) => senses.find((entry) => entry.sense === name)?.range ?? 0;
      for (const trait of (data.features ?? []).filter((f) => f.source === 'Species' && f.sourceName === species.name)) {
        const text = (trait.text ?? '').replace(/\s+/g, ' ');
        const where = `${species.name} / ${trait.name}`;
        for (const [, feet] of text.matchAll(/\bbase walking speed is (\d+)/gi)) {
          statements++;
          if (sheet.speed.base !== Number(feet)) problems.push(`${where}: walking ${feet}, sheet ${sheet.speed.base}`);
        }
        for (const [, mode, feet] of text.matchAll(/\b(climbing|swimming|flying|burrowing) speed (?:of (\d+) f|equal to your (?:base )?walking speed)/gi)) {
          statements++;
          const want = feet ? Number(feet) : sheet.speed.base;
          const have = speeds[MODES[mode.toLowerCase() as keyof typeof MODES]];
          if (have !== want) problems.push(`${where}: ${mode} ${want}, sheet ${have}`);
        }
        const stated: [string, number][] = [
          ...[...text.matchAll(/\b(darkvision|blindsight|tremorsense|truesight)\b[^.]*?(\d+) (?:feet|ft)/gi)].map(([, name, feet]) => [name.toLowerCase(), Number(feet)] as [string, number]),
          ...[...text.matchAll(/\bsee in dim light within (\d+) feet/gi)].map(([, feet]) => ['darkvision', Number(feet)] as [string, number]),
        ];
        for (const [name, feet] of stated) {
          statements++;
          if (sense(name) < feet) problems.push(`${where}: ${name} ${feet}, sheet ${sense(name)}`);
        }
      }
    }
    expect(statements).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });

  it('a use tally is offered only for features the character does: not Age, Alignment, Size, Languages or Unarmored Defense', () => {
    const text = (source: string, sourceName: string, name: string) =>
      (rules.featuresBySource.get(`${source}|${sourceName}`.toLowerCase()) ?? []).find((feature) => feature.name === name)?.text;
    for (const name of ['Age', 'Alignment', 'Size', 'Languages', 'Speed']) expect(featureHasUse(text('Species', 'Human', name)), name).toBe(false);
    expect(featureHasUse(text('Class', 'Berserker', 'Unarmored Defense'))).toBe(false);
    expect(featureHasUse(text('Class', 'Fighter', 'Second Wind'))).toBe(true);
    expect(featureHasUse(text('Class', 'Fighter', 'Action Surge'))).toBe(true);
  });

  it("every half feat's increase applies when it is the background's feat, with its choice asked and made", () => {
    // The half feats: those the data marks with an ability increase, or whose text raises a score by 1.
    const feats = (JSON.parse(readFileSync(join(REALDATA_API, 'feat.json'), 'utf8')) as { name: string; text: string; attributesIncreased?: string[] | null }[])
      .filter((feat) => (feat.attributesIncreased ?? []).length > 0 || /increase your \w+ (or \w+ )?score by 1/i.test(feat.text));
    expect(feats.length).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const { name } of feats) {
      const plain = built('Fighter', 1, { background: { name: '', feature: '', feat: { name, type: 'Feat' } } });
      // The first choice of each asked ability (the feat's own or an option list's), then the scores compared.
      const asked = featureChoicesOf(plain, rules).filter((choice) => choice.what === 'ability' && choice.feature === `${name} (feat)`);
      if (asked.some((choice) => !choice.viaBackground)) problems.push(`${name}: asked as a class choice, not with the background`);
      const chosen = asked.reduce((character, choice) => setFeatureChoice(character, choice, [choice.from![0]]), plain);
      const without = computeCharacter(built('Fighter', 1), rules).abilityScores;
      const withFeat = computeCharacter(chosen, rules);
      const raised = ABILITIES.reduce((sum, ability) => sum + withFeat.abilityScores[ability].value - without[ability].value, 0);
      if (raised < 1) problems.push(`${name}: no score raised`);
      if (withFeat.features!.pendingChoices.some((choice) => choice.what === 'ability' && choice.feature === `${name} (feat)`)) problems.push(`${name}: still open after choosing`);
    }
    expect(problems).toEqual([]);
  });

  it('fighting styles: Superiority Style gives one die per short rest; Equilibrium Style notes advantage against being moved', () => {
    const styled = (style: string) => {
      const character = built('Fighter', 1);
      character.classes[0].fightingStyle = style;
      return computeCharacter(character, rules).features!;
    };
    expect(styled('Superiority Style').resources.find((r) => r.name === 'Superiority Style die')).toMatchObject({ max: 1, recovery: 'short' });
    expect(styled('Equilibrium Style').advantages.map((a) => a.feature)).toContain('Equilibrium Style (fighting style)');
  });

  it('every fighting style, fighting mastery and lightsaber form has an entry, and a character holding each computes', () => {
    const problems: string[] = [];
    // The feat granting each list, and the key its grant is stored under (after the feat's ability choice, if any).
    const lists = [
      ['fightingStyle', 'FightingStyle', 'Fighting Stylist', '#2'],
      ['fightingMastery', 'FightingMastery', 'Fighting Master', ''],
      ['lightsaberForm', 'LightsaberForm', 'Formfighting Dabbler', '#2'],
    ] as const;
    for (const [list, source, feat, suffix] of lists) {
      expect(rules.optionLists[list].size).toBeGreaterThan(0);
      for (const { name, text } of rules.optionLists[list].all) {
        if (!rules.featureMechanics.find({ source, sourceName: name, name })) problems.push(`${source} ${name}: no catalogue entry`);
        // A Fighter 4 who took the feat granting this list, with this option picked.
        const character = built('Fighter', 4, { customFeats: [feat], featureChoices: { [`Feat|${feat}|${feat}${suffix}`]: [name] } });
        try {
          const features = computeCharacter(character, rules).features!;
          const held = features.options.find((option) => option.source === source && option.name === name);
          if (!held || held.text !== text || held.grantedBy !== `${feat} (feat)`) problems.push(`${source} ${name}: not held as granted (${JSON.stringify(held)})`);
          for (const r of features.resources) if (!(r.max === UNLIMITED || (Number.isInteger(r.max) && r.max > 0))) problems.push(`${name}: ${r.name} max ${String(r.max)}`);
        } catch (error) {
          problems.push(`${source} ${name}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('each Form archetype grants its own form at 3rd level (the named forms exist); a Guardian 7 of Shien/Djem So picks Djem So', () => {
    for (const archetype of rules.archetypesByClass.get('guardian') ?? []) {
      const entry = rules.featureMechanics.find({ source: 'Archetype', sourceName: archetype.name, level: 3, name: 'Form Basics' });
      const grant = entry?.effects?.find((effect) => effect.kind === 'grantOptions');
      expect(grant, archetype.name).toBeDefined();
      if (grant?.kind !== 'grantOptions') continue;
      for (const form of grant.from ?? []) expect(rules.optionLists.lightsaberForm.has(form), `${archetype.name}: ${form}`).toBe(true);
    }
    const guardian = (choices: Record<string, string[]>) =>
      computeCharacter({ ...built('Guardian', 7), classes: [{ ...built('Guardian', 7).classes[0], archetype: { name: 'Shien/Djem So Form' } }], featureChoices: choices }, rules).features!;
    // Unanswered: one form of the two named is still to choose.
    expect(guardian({}).pendingChoices).toContainEqual({ feature: 'Form Basics (Shien/Djem So Form 3)', key: 'Archetype|Shien/Djem So Form|Form Basics', what: 'lightsaberForm', count: 1, from: ['Shien Form', 'Djem So Form'] });
    const chosen = guardian({ 'Archetype|Shien/Djem So Form|Form Basics': ['Djem So Form'] });
    expect(chosen.pendingChoices.filter((choice) => choice.what === 'lightsaberForm')).toEqual([]);
    expect(chosen.options.filter((option) => option.source === 'LightsaberForm').map((option) => option.name)).toEqual(['Djem So Form']);
    expect(chosen.manual.map((entry) => entry.feature)).toContain('Djem So Form (lightsaber form)');
  });

  it('every class at every level 1-20 and every species computes; every resource maximum is a positive integer or unlimited', () => {
    const problems: string[] = [];
    const check = (character: RawCharacter, label: string) => {
      try {
        const sheet = computeCharacter(character, rules);
        for (const r of sheet.features!.resources) if (!(r.max === UNLIMITED || (Number.isInteger(r.max) && r.max > 0))) problems.push(`${label}: ${r.name} max ${String(r.max)}`);
        for (const s of sheet.features!.senses) if (!(s.range > 0)) problems.push(`${label}: ${s.sense} range ${s.range}`);
        if (!(sheet.speed.base > 0)) problems.push(`${label}: speed ${sheet.speed.base}`);
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`);
      }
    };
    const classNames = [...new Set(loadRulesDir(REALDATA_API).classes.map((c) => c.name))];
    expect(classNames).toHaveLength(10);
    for (const className of classNames) {
      for (let level = 1; level <= 20; level++) check(built(className, level), `${className} ${level}`);
      for (const archetype of rules.archetypesByClass.get(className.toLowerCase()) ?? []) {
        check({ ...built(className, 20), classes: [{ ...built(className, 20).classes[0], archetype: { name: archetype.name } }] }, `${className} 20 ${archetype.name}`);
      }
    }
    const species = loadRulesDir(REALDATA_API).species.map((s) => s.name);
    expect(species.length).toBe(141);
    for (const name of species) check(built('Fighter', 5, { species: { name, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} } }), name);
    expect(problems).toEqual([]);
  });
});

describe.runIf(hasRealData('feature mechanics real characters'))('the 16 exported characters', () => {
  let rules: IndexedRules;
  let characters: Map<string, RawCharacter>;
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
    const files = readdirSync(REALDATA_CHARACTERS).filter((file) => file.endsWith('.json') && file !== 'INDEX.json');
    characters = new Map(files.map((file) => [file, importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8'))]));
  });

  it('import with automation off (built before 0.8.0) and compute without a features section', () => {
    expect(characters.size).toBe(16);
    for (const [file, character] of characters) {
      expect(character.settings.isAutomatingFeatures, file).toBe(false);
      expect(computeCharacter(character, rules).features, file).toBeUndefined();
    }
  });

  it('the preview lists what automation would change for every one of them', () => {
    for (const [file, character] of characters) {
      const preview = previewFeatureAutomation(character, rules);
      expect(preview.features, file).toBeDefined();
      for (const change of preview.changes) expect(change.before, `${file} ${change.path}`).not.toBe(change.after);
    }
  });

  it("Yuned'shala (Twi'lek): the hand-made unarmed tweaks copy Unarmed Combatant, the Performance one Elegant Dancers", () => {
    const preview = previewFeatureAutomation(characters.get('site-yunedshala.json')!, rules);
    expect(preview.duplicateTweaks.map((t) => t.path).sort()).toEqual(['abilityScores.Charisma.skills.Performance', 'unarmed.damage', 'unarmed.damageDice', 'unarmed.toHit']);
    expect(preview.changes).toEqual([]);
    // Her Feigned Confidence feat has uses equal to the proficiency bonus (2).
    expect(preview.features.resources.map((r) => [r.name, r.max])).toEqual([['Force Recovery', 1], ['Force Shield', 2], ['Feigned Confidence', 2]]);
    expect(preview.features.senses).toEqual([{ sense: 'darkvision', range: 60 }]);
  });

  it('Diskar (Ryn): the tweaks for the Techie feat (+1 Intelligence) and the Musical trait (Performance) would count twice', () => {
    const preview = previewFeatureAutomation(characters.get('site-diskar.json')!, rules);
    expect(preview.duplicateTweaks.map((t) => t.path).sort()).toEqual(['abilityScores.Charisma.skills.Performance', 'abilityScores.Intelligence.score']);
    // Kept as they are, the feat and the tweak would both add 1: 20 -> 21.
    expect(preview.changes).toEqual([{ path: 'abilityScores.Intelligence.score', before: 20, after: 21 }]);
  });

  it('Miltox (Operative 16): Slippery Mind makes the Wisdom save proficient (-1 + 5 = 4); Menacing adds Intimidation (1 + 5 = 6)', () => {
    const preview = previewFeatureAutomation(characters.get('beyond-miltox.json')!, rules);
    expect(preview.changes).toEqual([
      { path: 'abilityScores.Wisdom.savingThrowModifier', before: -1, after: 4 },
      { path: 'abilityScores.Charisma.skills.Intimidation', before: 1, after: 6 },
    ]);
    expect(preview.duplicateTweaks).toEqual([]);
  });

  it('Xund (Muun Monk 18, Crimson Order): Diamond Soul makes every save proficient, the Acrobat feat adds Acrobatics, Focus 18 per short rest, Purity of Body', () => {
    const xund = characters.get('beyond-xund.json')!;
    const preview = previewFeatureAutomation(xund, rules);
    // Proficiency bonus at 18th level: +6. Monk saves are Strength and Dexterity; Diamond Soul (14th) adds the rest:
    // Con 14 + 2 + 2 (two increases) = 18 -> +4 -> 4 + 6 = 10; Int 8 + 2 (Muun) = 10 -> 0 -> 6;
    // Wis 13 + 2 = 15 -> +2 -> 8; Cha 12 + 1 (Muun) = 13 -> +1 -> 7.
    // The Acrobat feat (the background's) adds 1 to Dexterity: 15 + 2 + 2 + 1 = 20 -> +5, so the Dexterity numbers
    // (AC in light armor, initiative, its save and skills, the finesse echostaff) rise by 1; and Acrobatics
    // proficiency: 5 + 6 = 11.
    expect(preview.changes).toEqual([
      { path: 'armorClass', before: 16, after: 17 },
      { path: 'initiative', before: 4, after: 5 },
      { path: 'abilityScores.Dexterity.score', before: 19, after: 20 },
      { path: 'abilityScores.Dexterity.savingThrowModifier', before: 10, after: 11 },
      { path: 'abilityScores.Dexterity.skills.Acrobatics', before: 4, after: 11 },
      { path: 'abilityScores.Dexterity.skills.Sleight of Hand', before: 4, after: 5 },
      { path: 'abilityScores.Dexterity.skills.Stealth', before: 4, after: 5 },
      { path: 'abilityScores.Constitution.savingThrowModifier', before: 4, after: 10 },
      { path: 'abilityScores.Intelligence.savingThrowModifier', before: 0, after: 6 },
      { path: 'abilityScores.Wisdom.savingThrowModifier', before: 2, after: 8 },
      { path: 'abilityScores.Charisma.savingThrowModifier', before: 1, after: 7 },
      { path: 'weapons.Echostaff.toHit', before: 10, after: 11 },
      { path: 'weapons.Echostaff.damage', before: 4, after: 5 },
    ]);
    // Focus Points column at 18th level: 18, regained on a short rest. Purity of Body (13th): immune to poison and
    // disease, resistant to poison damage. Extra Attack (5th): two attacks. Three Hearts (Muun): drop to 1 hit point
    // instead of 0 once, regained on a long rest.
    expect(preview.features.resources.map((r) => [r.name, r.max, r.recovery])).toEqual([
      ['Focus Points', 18, 'short'],
      ['Three Hearts', 1, 'long'],
    ]);
    expect(preview.features).toMatchObject({ resistances: ['Poison'], immunities: ['Poison'], conditionImmunities: ['Poisoned', 'Diseased'], attacksPerAction: 2 });
    // Light armor (Fleximetal fiber, strength 11 against Str 10) keeps the speed at 20 ft: Unarmored Movement needs no armor.
    expect(preview.features.speeds).toEqual({ walk: 20 });
    expect(preview.duplicateTweaks).toEqual([]);
    // Once opted in, the Roll20 file carries the focus points as the class resource.
    const on = enableFeatureAutomation(xund);
    const file = toRoll20(on, computeCharacter(on, rules));
    expect(file.attribs.find((a) => a.name === 'class_resource_name')?.current).toBe('Focus Points');
    expect(file.attribs.find((a) => a.name === 'class_resource')).toMatchObject({ current: 18, max: 18 });
  });

  it('Consular Sentinel (Chiss, Consular 4 / Sentinel 4): superior darkvision 120 ft, Politically Minded, Martial Proficiency, the Force of Personality feat', () => {
    const preview = previewFeatureAutomation(characters.get('beyond-consularSentinel.json')!, rules);
    // Proficiency bonus at 8th level: +3. Insight: Wis 14 -> +2, + 3 = 5 (Politically Minded).
    // Charisma 15 + 1 (Chiss) + 2 (Consular increase) = 18; Force of Personality (Sentinel feat) +1 = 19.
    expect(preview.changes).toEqual([
      { path: 'abilityScores.Wisdom.skills.Insight', before: 2, after: 5 },
      { path: 'abilityScores.Charisma.score', before: 18, after: 19 },
    ]);
    // Martial Proficiency: light and medium armor, heavy pistol, sniper rifle (light armor already from the Sentinel).
    expect(preview.added).toEqual({ proficiencies: ['Medium armor', 'heavy pistol', 'sniper rifle'], languages: [] });
    expect(preview.features.senses).toEqual([{ sense: 'darkvision', range: 120 }]);
    // Force Recovery 1 per long rest; Force Shield twice (consular level 4 < 5); Shocking Affinity twice per short
    // rest (Way of Lightning, more uses from 5th); Ideal Manifests column at sentinel level 4: 2. Force of
    // Personality (feat): as many uses as the proficiency bonus, +3 at 8th level, regained on a long rest.
    expect(preview.features.resources.map((r) => [r.name, r.max, r.recovery])).toEqual([
      ['Force Recovery', 1, 'long'],
      ['Force Shield', 2, 'long'],
      ['Shocking Affinity', 2, 'short'],
      ['Ideal Manifests', 2, 'long'],
      ['Force of Personality', 3, 'long'],
    ]);
  });

  it('T-3P0 (Droid, Class III; Scholar 3 / Scout 3 / Fighter 4): droid speed, resistances and vulnerability, Knowledge Protocol, Techie, the fighter\'s resources', () => {
    const preview = previewFeatureAutomation(characters.get('beyond-t3P0.json')!, rules);
    // Speed trait: 25 ft (the sheet said 30). Proficiency bonus at 10th level: +4; Int 15 + 1 (species) = 16, + 1
    // (Techie, the background feat) = 17 -> +3: Lore 3 + 4 = 7 (Knowledge Protocol), Technology 3 + 4 = 7 (Techie).
    expect(preview.changes).toEqual([
      { path: 'speed.base', before: 30, after: 25 },
      { path: 'abilityScores.Intelligence.score', before: 16, after: 17 },
      { path: 'abilityScores.Intelligence.skills.Lore', before: 3, after: 7 },
      { path: 'abilityScores.Intelligence.skills.Technology', before: 3, after: 7 },
    ]);
    // Droid Resistances: necrotic, poison, psychic; immune to poison and disease. Droid Vulnerabilities: ion.
    expect(preview.features).toMatchObject({
      resistances: ['Necrotic', 'Poison', 'Psychic'],
      immunities: ['Poison'],
      vulnerabilities: ['Ion'],
      conditionImmunities: ['Poisoned', 'Diseased'],
    });
    // Fighter 4: Second Wind and Action Surge once each per short rest (two uses only from 17th). Techie: its
    // repair power once without tech points, regained on a long rest. Scholar 3: Sage Advice once per long rest (the
    // class table lists it at 2nd level; its record is stored at 13th, where it comes back on a short rest).
    expect(preview.features.resources.map((r) => [r.name, r.max, r.recovery]).sort()).toEqual([
      ['Action Surge', 1, 'short'],
      ['Sage Advice', 1, 'long'],
      ['Second Wind', 1, 'short'],
      ['Techie', 1, 'long'],
    ]);
  });

  it('Brawny on a Fighter proficient in Athletics from the class: expertise, +7 at level 4 (Str 16 +3, proficiency 2 x 2), every source named', () => {
    const fighter = built('Fighter', 4, {
      baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
      classes: [{ name: 'Fighter', levels: 4, hitPoints: [6, 6, 6], skills: ['Athletics', 'Perception'], abilityScoreImprovements: [{ type: 'Feat', name: 'Brawny' }] }],
    });
    const sheet = computeCharacter(fighter, rules);
    const athletics = sheet.abilityScores.Strength.skills.find((s) => s.name === 'Athletics')!;
    expect(sheet.abilityScores.Strength.value).toBe(16);
    expect(athletics).toMatchObject({ proficiency: 'expertise', modifier: 7 });
    expect(sheet.features!.explanations['skill.Athletics']).toBe('Athletics +7 = Strength 3 + proficiency 2 x 2 (Fighter, Brawny (feat))');
    // Without the class skill, Brawny gives proficiency only: +5.
    const untrained = computeCharacter(built('Fighter', 4, { classes: [{ name: 'Fighter', levels: 4, hitPoints: [6, 6, 6], skills: ['Perception'], abilityScoreImprovements: [{ type: 'Feat', name: 'Brawny' }] }] }), rules);
    expect(untrained.abilityScores.Strength.skills.find((s) => s.name === 'Athletics')).toMatchObject({ proficiency: 'proficient', modifier: 5 });
  });
});
