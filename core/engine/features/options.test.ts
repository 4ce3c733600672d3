// Options chosen inside a feature (a heritage, a damage type, an aspect remade after a rest) on hand-made rules, with
// hand-derived numbers. The fixture character has Str 10, Dex 10, Con 14, Int 12, Wis 14, Cha 12.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import { createCharacter } from '../character/default-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { indexRules, type IndexedRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule, FeatureRule, RulesData } from '../rules/types.ts';
import { fixtureCharacter, FIXTURE_RULES } from '../test-support/fixture-rules.ts';
import { longRest } from '../transitions/rest.ts';
import { featureChoicesOf, setFeatureChoice } from './builder-choices.ts';
import { featureMechanicsSchema } from '../../schemas/feature-mechanics.ts';

const trait = (name: string): FeatureRule => ({ name, level: 0, source: 'Species', sourceName: 'Human', text: 'placeholder' });
const classFeature = (name: string, level: number): FeatureRule => ({ name, level, source: 'Class', sourceName: 'Berserker', text: 'placeholder' });

const heritage: FeatureMechanicsRule = {
  source: 'Species',
  sourceName: 'Human',
  name: 'Heritage',
  effects: [
    {
      kind: 'options',
      options: [
        { name: 'Swimmer', effects: [{ kind: 'speed', mode: 'swim', set: 30 }] },
        { name: 'Night Born', effects: [{ kind: 'sense', sense: 'darkvision', range: 60 }], manual: 'sees colours only in light' },
        { name: 'Scholar', effects: [{ kind: 'proficiency', category: 'skill', choose: { count: 1, from: ['Lore', 'Technology'] } }] },
      ],
    },
  ],
};
const shielding: FeatureMechanicsRule = {
  source: 'Class',
  sourceName: 'Berserker',
  name: 'Shielding',
  effects: [{ kind: 'damageChoice', defence: 'resistance', from: ['acid', 'cold', 'fire'], remade: 'long' }],
};
const aspect: FeatureMechanicsRule = {
  source: 'Class',
  sourceName: 'Berserker',
  name: 'Aspect',
  effects: [
    {
      kind: 'options',
      remade: 'long',
      options: [
        { name: 'Bear', effects: [{ kind: 'acBonus', value: 1 }] },
        { name: 'Hare', effects: [{ kind: 'speed', mode: 'walk', bonus: { value: 10 } }] },
      ],
    },
  ],
};

const rulesData: RulesData = {
  ...FIXTURE_RULES,
  features: [...(FIXTURE_RULES.features ?? []), trait('Heritage'), classFeature('Shielding', 2), classFeature('Aspect', 2)],
  featureMechanics: [...(FIXTURE_RULES.featureMechanics ?? []), heritage, shielding, aspect],
};
const rules = indexRules(rulesData);

/** The validation messages of an entry with this one effect, "<path>: <message>" joined. */
function featureSchemaIssues(effect: unknown): string {
  const parsed = featureMechanicsSchema.safeParse({ source: 'Class', sourceName: 'Berserker', name: 'Test', effects: [effect] });
  return parsed.success ? '' : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
}
const sheet = (character: RawCharacter) => computeCharacter(character, rules);
const hero = (levels = 2) => fixtureCharacter([{ name: 'Berserker', levels }]);
const choiceOf = (character: RawCharacter, feature: string) => featureChoicesOf(character, rules).find((choice) => choice.feature.startsWith(feature))!;
const choose = (character: RawCharacter, feature: string, picks: string[]) => setFeatureChoice(character, choiceOf(character, feature), picks);

describe('options chosen inside a feature', () => {
  it('an unchosen option applies nothing and is pending; the builder is offered each option with a summary written from its effects', () => {
    const computed = sheet(hero());
    expect(computed.features!.senses).toEqual([]);
    expect(computed.features!.pendingChoices).toEqual(
      expect.arrayContaining([{ feature: 'Heritage (Human)', key: 'Species|Human|Heritage', what: 'option', count: 1, from: ['Swimmer', 'Night Born', 'Scholar'] }]),
    );
    expect(choiceOf(hero(), 'Heritage').options).toEqual([
      { name: 'Swimmer', summary: 'Swim 30 ft.' },
      { name: 'Night Born', summary: 'Darkvision 60 ft.; by hand: sees colours only in light' },
      { name: 'Scholar', summary: 'Proficiency: 1 skill of your choice (Lore, Technology)' },
    ]);
  });

  it("a heritage's sense and speed apply as if the trait stated them, labelled with the option", () => {
    const night = sheet(choose(hero(), 'Heritage', ['Night Born']));
    expect(night.features!.senses).toEqual([{ sense: 'darkvision', range: 60 }]);
    expect(night.features!.explanations['sense.darkvision']).toBe('Darkvision 60 ft. (Heritage: Night Born (Human))');
    expect(night.features!.manual).toContainEqual({ feature: 'Heritage: Night Born (Human)', reason: 'sees colours only in light' });
    expect(night.features!.pendingChoices.some((choice) => choice.what === 'option' && choice.feature === 'Heritage (Human)')).toBe(false);
    // Switching to Swimmer drops the darkvision and adds swim 30.
    const swimmer = sheet(choose(choose(hero(), 'Heritage', ['Night Born']), 'Heritage', ['Swimmer']));
    expect(swimmer.features!.senses).toEqual([]);
    expect(swimmer.features!.speeds).toEqual({ walk: 30, swim: 30 });
  });

  it("an option's own choice is stored under the feature's next key (#2) and a name not among the options is ignored", () => {
    let character = choose(hero(), 'Heritage', ['Scholar']);
    const nested = featureChoicesOf(character, rules).find((choice) => choice.what === 'skill' && choice.feature.startsWith('Heritage'))!;
    expect(nested).toMatchObject({ key: 'Species|Human|Heritage#2', from: ['Lore', 'Technology'], chosen: [] });
    character = setFeatureChoice(character, nested, ['Technology']);
    // Technology (Intelligence): modifier +1 + proficiency 2 = 3.
    expect(sheet(character).abilityScores.Intelligence.skills.find((skill) => skill.name === 'Technology')).toMatchObject({ proficiency: 'proficient', modifier: 3 });
    const bogus = sheet({ ...hero(), featureChoices: { 'Species|Human|Heritage': ['Flyer'] } });
    expect(bogus.features!.speeds).toEqual({ walk: 30 });
    expect(bogus.features!.pendingChoices.some((choice) => choice.key === 'Species|Human|Heritage')).toBe(true);
  });

  it('a chosen damage type becomes a resistance; none chosen, none applied', () => {
    expect(sheet(hero()).features!.resistances).toEqual([]);
    const cold = sheet(choose(hero(), 'Shielding', ['cold']));
    expect(cold.features!.resistances).toEqual(['cold']);
    expect(cold.features!.explanations['resistance.cold']).toBe('Resistant to cold (Shielding (Berserker 2))');
    expect(choiceOf(hero(), 'Shielding')).toMatchObject({ what: 'damageType', from: ['acid', 'cold', 'fire'], remade: 'long' });
  });

  it('a choice remade on a long rest: Bear (+1 AC) before the rest, Hare (+10 ft.) after it', () => {
    let character = choose(hero(), 'Aspect', ['Bear']);
    // Unarmored: 10 + Dex 0 = 10, Bear +1 = 11.
    expect(sheet(character).armorClass).toBe(sheet(hero()).armorClass + 1);
    character = longRest(character);
    expect(choiceOf(character, 'Aspect').chosen).toEqual(['Bear']);
    character = choose(character, 'Aspect', ['Hare']);
    expect(sheet(character).armorClass).toBe(sheet(hero()).armorClass);
    // 30 + 10 = 40.
    expect(sheet(character).speed.base).toBe(40);
  });

  it('the vocabulary refuses an options effect with one option, a repeated name, or an option with neither effects nor a reason', () => {
    expect(featureSchemaIssues({ kind: 'options', options: [{ name: 'Only', manual: 'x' }] })).toContain('effects.0.options: Too small');
    expect(featureSchemaIssues({ kind: 'options', options: [{ name: 'Twin', manual: 'x' }, { name: 'Twin', manual: 'y' }] })).toContain('option names must differ');
    expect(featureSchemaIssues({ kind: 'options', options: [{ name: 'Empty' }, { name: 'Other', manual: 'y' }] })).toContain('an option needs effects, or manual with the reason');
    expect(featureSchemaIssues({ kind: 'damageChoice', defence: 'resistance', from: ['acid'] })).toContain('effects.0.from: Too small');
    expect(featureSchemaIssues({ kind: 'damageChoice', defence: 'resistance', from: ['acid', 'fire'], remade: 'daily' })).toContain('effects.0.remade: Invalid option');
  });
});

describe.runIf(hasRealData('feature options real data'))('options on the real rules data', () => {
  let real: IndexedRules;
  let optionTraits: { species: string; name: string; options: string[] }[];
  beforeAll(() => {
    const data = loadRulesDir(REALDATA_API);
    real = indexRules(data);
    optionTraits = (data.featureMechanics ?? [])
      .filter((entry) => entry.source === 'Species')
      .flatMap((entry) => (entry.effects ?? []).flatMap((effect) => (effect.kind === 'options' ? [{ species: entry.sourceName, name: entry.name, options: effect.options.map((option) => option.name) }] : [])));
  });
  /** A new level-1 Berserker of the species (Str 15, Dex 14, Con 14, Int 10, Wis 12, Cha 8), automation on. */
  const of = (species: string, featureChoices: Record<string, string[]> = {}): RawCharacter => ({
    ...createCharacter(0, () => 0.5),
    species: { name: species, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
    baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 14, Intelligence: 10, Wisdom: 12, Charisma: 8 },
    classes: [{ name: 'Berserker', levels: 1, hitPoints: [], abilityScoreImprovements: [] }],
    featureChoices,
  });

  it('every species with an options trait (Kiffar, Nikto, Theelin) computes with each option, which is then no longer pending', () => {
    expect(optionTraits.map((t) => `${t.species}|${t.name}`).sort()).toEqual(['Kiffar|Kiffar Heritage', 'Nikto|Adaptation', 'Theelin|Mutation']);
    for (const { species, name, options } of optionTraits) {
      const key = `Species|${species}|${name}`;
      expect(computeCharacter(of(species), real).features!.pendingChoices.map((choice) => choice.key)).toContain(key);
      for (const option of options) {
        const computed = computeCharacter(of(species, { [key]: [option] }), real);
        expect(computed.features!.pendingChoices.map((choice) => choice.key), `${species} ${option}`).not.toContain(key);
        expect(featureChoicesOf(of(species, { [key]: [option] }), real).find((choice) => choice.key === key)!.options!.find((o) => o.name === option)!.summary).not.toBe('');
      }
    }
  });

  it("each option's numbers: Nikto Pale swims 30, Green climbs 30 with d4 claws, Southern sees 60 ft.; Theelin darkvision 30; Kiffar Paladin wears medium armor", () => {
    const nikto = (option: string) => computeCharacter(of('Nikto', { 'Species|Nikto|Adaptation': [option] }), real);
    expect(nikto("Gluss'sa'Nikto (Pale)").features!.speeds).toEqual({ walk: 30, swim: 30 });
    expect(nikto("Kadas'sa'Nikto (Green)").features!.speeds).toEqual({ walk: 30, climb: 30 });
    // A level-1 Berserker has no martial-arts die: the claws give d4.
    expect(nikto("Kadas'sa'Nikto (Green)").weapons.find((weapon) => weapon.kind === 'unarmed')!.damageDieType).toBe(4);
    expect(nikto("M'shento'su'Nikto (Southern)").features!.senses).toEqual([{ sense: 'darkvision', range: 60 }]);
    // Survival (Wisdom): modifier +1 + proficiency 2 = 3.
    expect(nikto("Kajain'sa'Nikto (Red)").abilityScores.Wisdom.skills.find((skill) => skill.name === 'Survival')).toMatchObject({ proficiency: 'proficient', modifier: 3 });
    expect(computeCharacter(of('Theelin', { 'Species|Theelin|Mutation': ['Darkvision'] }), real).features!.senses).toEqual([{ sense: 'darkvision', range: 30 }]);
    expect(computeCharacter(of('Kiffar', { 'Species|Kiffar|Kiffar Heritage': ['Paladin'] }), real).proficiencies).toEqual(expect.arrayContaining(['Medium armor', 'Electrobaton']));
  });

  it('Armored Approach: the damage type chosen at 6th level is a resistance', () => {
    const berserker: RawCharacter = { ...of('Human'), classes: [{ name: 'Berserker', levels: 6, hitPoints: [7, 7, 7, 7, 7], abilityScoreImprovements: [], archetype: { name: 'Armored Approach' } }] };
    expect(computeCharacter(berserker, real).features!.pendingChoices.map((choice) => choice.what)).toContain('damageType');
    const fire = computeCharacter({ ...berserker, featureChoices: { 'Archetype|Armored Approach|Environmental Shielding': ['fire'] } }, real);
    expect(fire.features!.resistances).toContain('fire');
  });

  it("Fighter Strategies: as many as the Strategies Known column (1 at 3rd, 2 at 7th); a strategy's own grant of a mastery or a form is asked under the feature's next keys", () => {
    const fighter = (levels: number, featureChoices: Record<string, string[]> = {}): RawCharacter => ({
      ...of('Human', featureChoices),
      classes: [{ name: 'Fighter', levels, hitPoints: Array.from({ length: levels - 1 }, () => 6), abilityScoreImprovements: [] }],
    });
    const key = 'Class|Fighter|Fighter Strategies';
    const strategies = (c: RawCharacter) => featureChoicesOf(c, real).find((choice) => choice.key === key)!;
    expect(strategies(fighter(3)).count).toBe(1);
    expect(strategies(fighter(7)).count).toBe(2);
    // Three picks at 7th: the third is beyond the count and ignored.
    const picks = { [key]: ['Mastery Strategist', 'Lightweapon Strategist', 'Enduring Strategist'] };
    const asked = computeCharacter(fighter(7, picks), real).features!;
    // The options are read in catalogue order (Lightweapon before Mastery): the form is asked under #2, the mastery under #3.
    expect(asked.pendingChoices.filter((choice) => choice.key.startsWith(key)).map((choice) => [choice.key, choice.what])).toEqual([
      [`${key}#2`, 'lightsaberForm'],
      [`${key}#3`, 'fightingMastery'],
    ]);
    expect(asked.advantages.map((a) => a.on)).not.toContain('saving throws against exhaustion');
    const done = computeCharacter(fighter(7, { ...picks, [`${key}#2`]: ['Makashi Form'], [`${key}#3`]: ['Defense Mastery'] }), real);
    expect(done.features!.pendingChoices.filter((choice) => choice.key.startsWith(key))).toEqual([]);
    expect(done.features!.options.map((option) => `${option.source}: ${option.name}`).sort()).toEqual(['FightingMastery: Defense Mastery', 'LightsaberForm: Makashi Form']);
    expect(done.proficiencies).toContain('All lightweapons');
  });
});
