// The builder's feature choices on the bundled rules data (and the real data when present): what is asked, where the
// answer is stored, and that the computed sheet reads it.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import { createCharacter } from '../character/default-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { indexRules, type IndexedRules } from '../rules/index-rules.ts';
import { improvementsAtLevel, setClassLevels, setClassSkills } from '../transitions/classes.ts';
import { setBackgroundTools } from '../transitions/species-background.ts';
import { backgroundToolSlots } from '../rules/background-proficiencies.ts';
import { toRoll20 } from '../export/roll20.ts';
import { toFoundryActor } from '../export/foundry-actor.ts';
import { roll20Rows } from '../test-support/roll20-rows.ts';
import { classChoiceSlots, featureChoicesOf, setClassExpertise, setFeatureChoice, setFightingStyle } from './builder-choices.ts';

function built(species: string, className: string, levels: number, patch: Partial<RawCharacter> = {}): RawCharacter {
  return {
    ...createCharacter(0, () => 0.5),
    name: 'Test',
    species: { name: species, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: className, levels, hitPoints: Array.from({ length: levels - 1 }, () => 5), abilityScoreImprovements: [] }],
    ...patch,
  };
}

const skillLevel = (character: RawCharacter, rules: IndexedRules, skill: string) => {
  const sheet = computeCharacter(character, rules);
  for (const ability of Object.values(sheet.abilityScores)) for (const entry of ability.skills) if (entry.name === skill) return entry.proficiency;
  return undefined;
};

describe('builder feature choices (bundled rules)', () => {
  let rules: IndexedRules;
  beforeAll(() => {
    rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
  });

  it('a trait asking for a skill, a tool and a weapon stores each under its own key, and the sheet reads each', () => {
    const human = built('Human', 'Berserker', 1);
    const asked = featureChoicesOf(human, rules).filter((choice) => choice.source === 'Species');
    expect(asked.map((choice) => [choice.what, choice.count, choice.key])).toEqual([
      ['skill', 1, 'Species|Human|Human Versatility'],
      ['tool', 1, 'Species|Human|Human Versatility#2'],
      ['weapon', 1, 'Species|Human|Human Versatility#3'],
    ]);
    expect(computeCharacter(human, rules).features!.pendingChoices.map((choice) => choice.what)).toEqual(expect.arrayContaining(['skill', 'tool', 'weapon']));

    let chosen = setFeatureChoice(human, asked[0], ['Stealth']);
    chosen = setFeatureChoice(chosen, asked[1], ["Tinker's implements"]);
    chosen = setFeatureChoice(chosen, asked[2], ['Techaxe']);
    expect(chosen.featureChoices).toEqual({
      'Species|Human|Human Versatility': ['Stealth'],
      'Species|Human|Human Versatility#2': ["Tinker's implements"],
      'Species|Human|Human Versatility#3': ['Techaxe'],
    });
    // Only the skill becomes a skill proficiency: the tool and the weapon are proficiencies, not skills.
    expect(skillLevel(chosen, rules, 'Stealth')).toBe('proficient');
    const sheet = computeCharacter(chosen, rules);
    expect(sheet.proficiencies).toEqual(expect.arrayContaining(["Tinker's implements", 'Techaxe']));
    expect(sheet.features!.pendingChoices.filter((choice) => choice.key.startsWith('Species|'))).toEqual([]);
    expect(featureChoicesOf(chosen, rules).filter((choice) => choice.source === 'Species').map((choice) => choice.chosen)).toEqual([['Stealth'], ["Tinker's implements"], ['Techaxe']]);
  });

  it('a list answer keeps at most the count, without duplicates; an empty answer removes the key', () => {
    const character = built('Human', 'Berserker', 1);
    const [skill] = featureChoicesOf(character, rules);
    const twice = setFeatureChoice(character, skill, ['Athletics', 'Athletics', 'Stealth']);
    expect(twice.featureChoices![skill.key]).toEqual(['Athletics']);
    expect(setFeatureChoice(twice, skill, []).featureChoices).toEqual({});
    // The input is not modified.
    expect(character.featureChoices).toBeUndefined();
  });

  it("a half feat's ability is stored by position and raises that score", () => {
    const withFeat = built('Human', 'Berserker', 4, {
      classes: [{ name: 'Berserker', levels: 4, hitPoints: [5, 5, 5], abilityScoreImprovements: [{ type: 'Feat', name: 'Athlete' }] }],
    });
    const feat = featureChoicesOf(withFeat, rules).find((choice) => choice.source === 'Feat')!;
    expect(feat).toMatchObject({ what: 'ability', count: 1, position: 0, from: ['Strength', 'Dexterity'], chosen: [] });
    const before = computeCharacter(withFeat, rules).abilityScores.Dexterity.value;
    const picked = setFeatureChoice(withFeat, feat, ['Dexterity']);
    expect(picked.featureChoices![feat.key]).toEqual(['Dexterity']);
    // Dexterity 14 + 1 = 15.
    expect(computeCharacter(picked, rules).abilityScores.Dexterity.value).toBe(before + 1);
    expect(setFeatureChoice(picked, feat, []).featureChoices).toEqual({});
  });

  it("the background's half feat raises its score (Mercenary, Durable: Con 14 + 1 = 15, 16 with a +1 improvement), hit points and save follow", () => {
    const mercenary = (improvements: RawCharacter['classes'][number]['abilityScoreImprovements']) =>
      built('Human', 'Berserker', 4, {
        background: { name: 'Mercenary', feature: '', feat: { name: 'Durable', type: 'Feat' } },
        classes: [{ name: 'Berserker', levels: 4, hitPoints: [7, 7, 7], abilityScoreImprovements: improvements }],
      });
    const plain = computeCharacter(mercenary([]), rules);
    expect(plain.abilityScores.Constitution.value).toBe(15);
    // Berserker saves: Strength and Constitution; proficiency bonus +2: 2 + 2 = 4.
    expect(plain.abilityScores.Constitution.savingThrow.modifier).toBe(4);
    // 12 + 3 x 7 (levels 2-4) + 4 x Con 2 + Durable 2 x 4 = 49.
    expect(plain.hitPoints.maximum).toBe(12 + 21 + 8 + 8);
    const improved = computeCharacter(mercenary([{ type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Constitution', value: 1 }, { name: 'Strength', value: 1 }] }]), rules);
    expect(improved.abilityScores.Constitution.value).toBe(16);
    // Unarmored Defense: 10 + Dex 2 + Con 3 = 15.
    expect(improved.armorClass).toBe(15);
    expect(improved.hitPoints.maximum).toBe(12 + 21 + 12 + 8);
    // A builder before automation stored the increase with the background: counted there, and not a second time.
    const stored = mercenary([]);
    stored.background.feat!.abilityScoreImprovements = { Constitution: 1 };
    expect(computeCharacter(stored, rules).abilityScores.Constitution.value).toBe(15);
  });

  it("the background's half feat with a choice asks it with the background; the sheet lists it as open until made", () => {
    const athlete = built('Human', 'Berserker', 1, { background: { name: 'Mercenary', feature: '', feat: { name: 'Athlete', type: 'Feat' } } });
    const choice = featureChoicesOf(athlete, rules).find((entry) => entry.source === 'Feat')!;
    expect(choice).toMatchObject({ feature: 'Athlete (feat)', viaBackground: true, what: 'ability', from: ['Strength', 'Dexterity'], chosen: [] });
    expect(computeCharacter(athlete, rules).features!.pendingChoices).toContainEqual({ feature: 'Athlete (feat)', key: choice.key, what: 'ability', count: 1, from: ['Strength', 'Dexterity'] });
    const picked = setFeatureChoice(athlete, choice, ['Strength']);
    expect(computeCharacter(picked, rules).abilityScores.Strength.value).toBe(16);
    expect(computeCharacter(picked, rules).features!.pendingChoices.filter((entry) => entry.feature === 'Athlete (feat)')).toEqual([]);
  });

  it('increases from features stop at 20 unless a feature raises the maximum; a score already above stays', () => {
    const high = (constitution: number) =>
      computeCharacter(
        built('Human', 'Berserker', 1, {
          baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: constitution, Intelligence: 10, Wisdom: 12, Charisma: 8 },
          background: { name: 'Mercenary', feature: '', feat: { name: 'Durable', type: 'Feat' } },
        }),
        rules,
      ).abilityScores.Constitution.value;
    expect([19, 20, 21].map(high)).toEqual([20, 20, 21]);
  });

  it("a class's own options (Berserker Instincts): as many as its column says, read from the class text, prerequisites by level", () => {
    const at = (levels: number) => featureChoicesOf(built('Human', 'Berserker', levels), rules).find((choice) => choice.what === 'classOption');
    expect(at(1)).toBeUndefined();
    const second = at(2)!;
    expect(second).toMatchObject({ feature: 'Berserker Instincts (Berserker 2)', key: 'Class|Berserker|Berserker Instincts', count: 2, chosen: [] });
    // The 7th-level instincts are not offered before 7th level.
    expect(second.from).toEqual(["Acklay's Instinct", "Blurrg's Instinct", "Dewback's Instinct", "Katarn's Instinct", "Predator's Instinct", "Tactician's Instinct"]);
    expect(second.options!.find((option) => option.name === "Katarn's Instinct")!.summary).toMatch(/climb/);
    expect(at(7)!.from).toContain("Bantha's Instinct");
    const character = built('Human', 'Berserker', 2);
    const open = computeCharacter(character, rules).features!;
    expect(open.pendingChoices).toContainEqual({ feature: 'Berserker Instincts (Berserker 2)', key: second.key, what: 'classOption', count: 2, from: second.from });
    const picked = setFeatureChoice(character, second, ["Katarn's Instinct", "Predator's Instinct", "Acklay's Instinct"]);
    expect(picked.featureChoices![second.key]).toEqual(["Katarn's Instinct", "Predator's Instinct"]);
    const sheet = computeCharacter(picked, rules).features!;
    expect(sheet.pendingChoices.filter((choice) => choice.what === 'classOption')).toEqual([]);
    // The sheet shows the picks under their feature.
    expect(sheet.optionChoices.find((choice) => choice.what === 'classOption')?.chosen).toEqual(["Katarn's Instinct", "Predator's Instinct"]);
  });

  it('ability score improvements come at the levels the class table lists them (a Fighter also at 6th and 14th)', () => {
    expect([4, 6, 14, 20].map((level) => improvementsAtLevel(level, rules.classes.get('Fighter')))).toEqual([1, 2, 5, 7]);
    expect([4, 6, 14, 20].map((level) => improvementsAtLevel(level, rules.classes.get('Berserker')))).toEqual([1, 1, 3, 5]);
    expect(improvementsAtLevel(10, rules.classes.get('Monk'))).toBe(3);
    // Lowering a Fighter from 6th to 5th level keeps one improvement of two.
    const fighter = built('Human', 'Fighter', 6, { classes: [{ name: 'Fighter', levels: 6, hitPoints: [6, 6, 6, 6, 6], abilityScoreImprovements: [{ type: 'Feat', name: 'Durable' }, { type: 'Feat', name: 'Athlete' }] }] });
    expect(setClassLevels(fighter, 0, 5, rules).classes[0].abilityScoreImprovements).toEqual([{ type: 'Feat', name: 'Durable' }]);
  });

  it("a background tool picked from its text is a Roll20 tool row and a Foundry tool, automated or not", () => {
    const slots = backgroundToolSlots('One type of gaming set', rules);
    const gamingSet = slots[0].from[0];
    const character = setBackgroundTools(built('Human', 'Berserker', 1, { background: { name: 'Mercenary', feature: '' } }), [[gamingSet]]);
    for (const raw of [character, { ...character, settings: { ...character.settings, isAutomatingFeatures: false } }]) {
      const sheet = computeCharacter(raw, rules);
      expect(roll20Rows(toRoll20(raw, sheet), 'tool').map((row) => row.toolname)).toContain(gamingSet);
      expect((toFoundryActor(raw, sheet, rules).system.traits as { toolProf: { custom: string } }).toolProf.custom.split(';')).toContain(gamingSet);
    }
  });

  it('fighting style: asked from the level of the feature, stored on the class, cleared by an empty pick', () => {
    const fighter = built('Human', 'Fighter', 1);
    expect(classChoiceSlots(fighter, rules, 0).fightingStyle).toBe(true);
    expect(classChoiceSlots(built('Human', 'Guardian', 1), rules, 0).fightingStyle).toBe(false);
    expect(classChoiceSlots(built('Human', 'Guardian', 2), rules, 0).fightingStyle).toBe(true);
    expect(classChoiceSlots(built('Human', 'Berserker', 20), rules, 0).fightingStyle).toBe(false);
    const styled = setFightingStyle(fighter, 0, 'Defense Style');
    expect(styled.classes[0].fightingStyle).toBe('Defense Style');
    // The engine now holds the style as a feature of its own.
    expect(computeCharacter(styled, rules).features!.manual.some((entry) => entry.feature.startsWith('Defense Style'))).toBe(true);
    expect('fightingStyle' in setFightingStyle(styled, 0, '').classes[0]).toBe(false);
  });

  it('expertise: two picks at each level the feature names (Operative 1 and 6), stored on the class and doubling the bonus', () => {
    expect(classChoiceSlots(built('Human', 'Operative', 1), rules, 0).expertise).toBe(2);
    expect(classChoiceSlots(built('Human', 'Operative', 5), rules, 0).expertise).toBe(2);
    expect(classChoiceSlots(built('Human', 'Operative', 6), rules, 0).expertise).toBe(4);
    expect(classChoiceSlots(built('Human', 'Scholar', 2), rules, 0).expertise).toBe(0);
    expect(classChoiceSlots(built('Human', 'Berserker', 20), rules, 0).expertise).toBe(0);
    let operative = setClassSkills(built('Human', 'Operative', 1), 0, ['Stealth', 'Deception']);
    operative = setClassExpertise(operative, 0, ['Stealth', 'Stealth']);
    expect(operative.classes[0].expertise).toEqual(['Stealth']);
    expect(skillLevel(operative, rules, 'Stealth')).toBe('expertise');
    expect(skillLevel(operative, rules, 'Deception')).toBe('proficient');
  });
});

describe.runIf(hasRealData('builder feature choices on the real data'))('builder feature choices (real rules data)', () => {
  let rules: IndexedRules;
  beforeAll(() => {
    rules = indexRules(loadRulesDir(REALDATA_API));
  });

  it("every class option list a catalogue entry names is read from the class text, with a count from the class table", () => {
    const expected: Record<string, [string, number]> = {
      Berserker: ['Berserker Instincts (Berserker 2)', 17],
      Consular: ['Force-Empowered Casting (Consular 2)', 11],
      Guardian: ['Guardian Aura (Guardian 3)', 7],
      Monk: ['Monastic Vows (Monk 2)', 18],
      Operative: ['Operative Exploits (Operative 2)', 11],
      Scholar: ['Discovery (Scholar 2)', 23],
      Scout: ['Scout Routine (Scout 3)', 8],
      Sentinel: ['Sentinel Ideals (Sentinel 2)', 9],
    };
    for (const [className, [feature, options]] of Object.entries(expected)) {
      const choice = featureChoicesOf(built('Human', className, 20), rules).find((entry) => entry.what === 'classOption');
      expect(choice, className).toMatchObject({ feature });
      expect(choice!.from!.length, className).toBe(options);
      expect(choice!.count, className).toBeGreaterThan(0);
      expect(choice!.options!.every((option) => option.summary.length > 0), className).toBe(true);
    }
  });

  it('expertise written "1st and 6th level" in one record counts at both levels; fighting style from the level of the feature', () => {
    expect([1, 5, 6, 20].map((level) => classChoiceSlots(built('Human', 'Operative', level), rules, 0).expertise)).toEqual([2, 2, 4, 4]);
    expect([2, 3, 10].map((level) => classChoiceSlots(built('Human', 'Scholar', level), rules, 0).expertise)).toEqual([0, 2, 4]);
    expect([1, 2].map((level) => classChoiceSlots(built('Human', 'Scout', level), rules, 0).fightingStyle)).toEqual([false, true]);
    expect(classChoiceSlots(built('Human', 'Fighter', 1), rules, 0).fightingStyle).toBe(true);
  });
});
