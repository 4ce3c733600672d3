// Features by source with their uses attached, and the preview's names for sheet numbers.
import { describe, expect, it } from 'vitest';
import { computeCharacter, createCharacter, indexRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { loadRulesDir } from '../../../../../core/engine/node/load-rules.ts';
import { hasRealData, REALDATA_API } from '../../../../../tests/support/realdata.ts';
import { automatedBerserker, FEATURE_FIXTURE_RULES } from '../../../../../core/engine/test-support/feature-fixture.ts';
import { groupFeatures, sheetNumberLabel, sheetNumberText } from './feature-groups.ts';

describe('groupFeatures', () => {
  it('groups by source in sheet order and attaches each resource and toggle to its feature', () => {
    const character = { ...automatedBerserker({ customFeats: ['Fixture Grit'] }), customFeatures: [{ name: 'Lucky Charm', content: 'Mine.' }] };
    const { groups, unattached } = groupFeatures(computeCharacter(character, FEATURE_FIXTURE_RULES), character);
    expect(groups.map((group) => group.title)).toEqual(['Class: Berserker', 'Species: Human', 'Feats', 'Background: Spacer', 'Your features']);
    const wrath = groups[0]!.rows.find((row) => row.name === 'Wrath')!;
    expect(wrath.resources).toEqual([{ name: 'Wrath', feature: 'Wrath (Berserker 1)', max: 2, used: 0, recovery: 'long' }]);
    expect(wrath.toggles).toEqual([{ name: 'Wrathful', feature: 'Wrath (Berserker 1)', active: false, uses: 'Wrath' }]);
    expect(groups[2]!.rows).toEqual([expect.objectContaining({ name: 'Fixture Grit', customFeat: 0 })]);
    expect(groups[4]!.rows).toEqual([expect.objectContaining({ name: 'Lucky Charm', customFeature: 0 })]);
    expect(unattached).toEqual({ resources: [], toggles: [] });
  });

  it('without automation there are no uses to attach', () => {
    const character = { ...automatedBerserker(), settings: { ...automatedBerserker().settings, isAutomatingFeatures: false } };
    const { groups } = groupFeatures(computeCharacter(character, FEATURE_FIXTURE_RULES), character);
    expect(groups.flatMap((group) => group.rows).every((row) => row.resources.length === 0 && row.toggles.length === 0)).toBe(true);
  });
});

describe.runIf(hasRealData('sheet option groups'))('groupFeatures: styles, masteries and forms (real data)', () => {
  it('lists each under its kind with what granted it and its text; a mastery\'s uses attach to its row', () => {
    const rules = indexRules(loadRulesDir(REALDATA_API));
    const character: RawCharacter = {
      ...createCharacter(0, () => 0.5),
      species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
      classes: [{ name: 'Guardian', levels: 4, hitPoints: [5, 5, 5], abilityScoreImprovements: [], archetype: { name: 'Shien/Djem So Form' }, fightingStyle: 'Defense Style' }],
      customFeats: ['Fighting Master'],
      featureChoices: { 'Archetype|Shien/Djem So Form|Form Basics': ['Djem So Form'], 'Feat|Fighting Master|Fighting Master': ['Superiority Mastery'] },
    };
    const { groups } = groupFeatures(computeCharacter(character, rules), character);
    const group = (title: string) => groups.find((g) => g.title === title)!;
    expect(groups.map((g) => g.title)).toEqual(expect.arrayContaining(['Fighting style', 'Fighting masteries', 'Lightsaber forms']));
    const form = group('Lightsaber forms').rows;
    expect(form.map((row) => row.name)).toEqual(['Djem So Form']);
    expect(form[0]!.description).toBe(`_From Form Basics (Shien/Djem So Form 3)._\n\n${rules.optionLists.lightsaberForm.get('Djem So Form')!.text}`);
    expect(group('Fighting style').rows.map((row) => row.name)).toEqual(['Defense Style']);
    expect(group('Fighting style').rows[0]!.description).toMatch(/^_From Guardian Fighting Style\._/);
    // Superiority Mastery's d4 uses equal the proficiency bonus (2 at 4th level).
    expect(group('Fighting masteries').rows[0]!.resources).toEqual([{ name: 'Superiority Mastery (d4 in place of a die)', feature: 'Superiority Mastery (fighting mastery)', max: 2, used: 0, recovery: 'long' }]);
  });
});

describe('sheet number names', () => {
  it.each([
    ['armorClass', 'Armor class'],
    ['speed.base', 'Speed'],
    ['abilityScores.Dexterity.skills.Stealth', 'Stealth (Dexterity)'],
    ['abilityScores.Wisdom.savingThrowModifier', 'Wisdom saving throw'],
    ['abilityScores.Constitution.score', 'Constitution score'],
    ['weapons.Vibroaxe.toHit', 'Vibroaxe to hit'],
    ['unarmed.damageDice', 'Unarmed strike damage die'],
  ])('%s reads "%s"', (path, label) => expect(sheetNumberLabel(path)).toBe(label));

  it('modifiers are signed, dice read as dice, other numbers plain', () => {
    expect(sheetNumberText('abilityScores.Dexterity.skills.Stealth', 3)).toBe('+3');
    expect(sheetNumberText('unarmed.damageDice', 6)).toBe('d6');
    expect(sheetNumberText('armorClass', 15)).toBe('15');
    expect(sheetNumberText('initiative', -1)).toBe('-1');
  });
});
