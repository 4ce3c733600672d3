// The initiativeBonus effect: what a feature adds to initiative on top of the Dexterity modifier, with hand-derived
// numbers. The fixture character has Dex 10 (modifier 0) and Cha 12 (modifier +1).
import { describe, expect, it } from 'vitest';
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { ClassRule, FeatureMechanicsRule, RulesData } from '../rules/types.ts';
import { fixtureCharacter, FIXTURE_RULES } from '../test-support/fixture-rules.ts';
import { setTweak } from '../transitions/tweaks.ts';

const berserker = FIXTURE_RULES.classes.find((c) => c.name === 'Berserker')!;
const starter: ClassRule = { ...berserker, name: 'Starter' };
const entry = (name: string, value: Extract<NonNullable<FeatureMechanicsRule['effects']>[number], { kind: 'initiativeBonus' }>['value']): FeatureMechanicsRule => ({
  source: 'Class',
  sourceName: 'Starter',
  name,
  effects: [{ kind: 'initiativeBonus', value }],
});
const rulesData: RulesData = {
  ...FIXTURE_RULES,
  classes: [...FIXTURE_RULES.classes, starter],
  features: [
    { name: 'Ready', level: 1, source: 'Class', sourceName: 'Starter', text: 'placeholder' },
    { name: 'Bold Start', level: 3, source: 'Class', sourceName: 'Starter', text: 'placeholder' },
  ],
  featureMechanics: [entry('Ready', { proficiencyBonus: true }), entry('Bold Start', { abilityModifier: 'Charisma' })],
};
const rules = indexRules(rulesData);
const automated = (levels: number): RawCharacter => {
  const character = fixtureCharacter([{ name: 'Starter', levels }]);
  return { ...character, settings: { ...character.settings, isAutomatingFeatures: true } };
};
const initiative = (character: RawCharacter) => computeCharacter(character, rules).initiative;

describe('initiativeBonus', () => {
  it('adds a scaling number to the Dexterity modifier', () => {
    // Level 1: Dex 0 + proficiency bonus 2 = 2.
    expect(initiative(automated(1))).toBe(2);
    // Level 3: Dex 0 + proficiency bonus 2 + Cha 1 (Bold Start) = 3.
    expect(initiative(automated(3))).toBe(3);
    // Level 5: Dex 0 + proficiency bonus 3 + Cha 1 = 4.
    expect(initiative(automated(5))).toBe(4);
  });

  it('leaves characters without automation at the Dexterity modifier, and a tweak still has the last word', () => {
    const manual = automated(5);
    expect(initiative({ ...manual, settings: { ...manual.settings, isAutomatingFeatures: false } })).toBe(0);
    // A +1 tweak on top of 4 gives 5; an override replaces the number.
    expect(initiative(setTweak(automated(5), 'initiative', { bonus: 1 }))).toBe(5);
    expect(initiative(setTweak(automated(5), 'initiative', { override: 9 }))).toBe(9);
  });

  it('says where the number comes from on the sheet', () => {
    // Level 5: Dex 0 (and no tweak) + 3 (Ready: proficiency bonus) + 1 (Bold Start: Cha) = 4.
    expect(computeCharacter(automated(5), rules).features?.explanations.initiative).toBe('Initiative +4 = 0 (Dexterity and tweaks) + 3 (Ready (Starter 1)) + 1 (Bold Start (Starter 3))');
  });
});
