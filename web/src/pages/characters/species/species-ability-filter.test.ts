import { describe, expect, it } from 'vitest';
import { abilityIncreaseText, freeChoiceWeight, matchesSpeciesAbilities } from './species-ability-filter.ts';

const named = [[{ abilities: ['Strength'], amount: 2 }, { abilities: ['Constitution'], amount: 1 }]];
const either = [[{ abilities: ['Constitution'], amount: 2 }, { abilities: ['Strength', 'Dexterity'], amount: 1 }]];
const human = [
  [{ abilities: ['Any one'], amount: 2 }, { abilities: ['Any two'], amount: 1 }],
  [{ abilities: ['Any four'], amount: 1 }],
];
const mixed = [[{ abilities: ['Charisma'], amount: 2 }, { abilities: ['Any one'], amount: 1 }]];

describe('freeChoiceWeight', () => {
  it('weighs one=1, two=2, four=4 and named abilities 0', () => {
    expect(['Any one', 'Any two', 'Any four', 'any TWO', 'Strength', undefined, 'Any seven'].map(freeChoiceWeight)).toEqual([1, 2, 4, 2, 0, 0, 0]);
  });
});

describe('matchesSpeciesAbilities', () => {
  it('matches everything when no ability is selected', () => {
    expect(matchesSpeciesAbilities(named, [])).toBe(true);
    expect(matchesSpeciesAbilities([], [])).toBe(true);
  });
  it('counts each selected ability a group names once', () => {
    expect(matchesSpeciesAbilities(named, ['Strength'])).toBe(true);
    expect(matchesSpeciesAbilities(named, ['Strength', 'Constitution'])).toBe(true);
    expect(matchesSpeciesAbilities(named, ['Strength', 'Dexterity'])).toBe(false);
    expect(matchesSpeciesAbilities(named, ['Wisdom'])).toBe(false);
  });
  it('counts abilities listed as alternatives in one entry', () => {
    expect(matchesSpeciesAbilities(either, ['Dexterity', 'Constitution'])).toBe(true);
    expect(matchesSpeciesAbilities(either, ['Charisma'])).toBe(false);
  });
  it('adds the weight of free-choice entries: one + two covers three selections, four needs the second group', () => {
    expect(matchesSpeciesAbilities(human, ['Wisdom', 'Charisma', 'Intelligence'])).toBe(true);
    expect(matchesSpeciesAbilities(human, ['Strength', 'Wisdom', 'Charisma', 'Intelligence'])).toBe(true);
    expect(matchesSpeciesAbilities(human, ['Strength', 'Dexterity', 'Wisdom', 'Charisma', 'Intelligence'])).toBe(false);
    expect(matchesSpeciesAbilities([human[0]], ['Strength', 'Wisdom', 'Charisma', 'Intelligence'])).toBe(false);
  });
  it('combines named abilities with free choices', () => {
    expect(matchesSpeciesAbilities(mixed, ['Charisma', 'Strength'])).toBe(true);
    expect(matchesSpeciesAbilities(mixed, ['Strength', 'Wisdom'])).toBe(false);
  });
  it('ignores case', () => {
    expect(matchesSpeciesAbilities(named, ['strength'])).toBe(true);
  });
});

describe('abilityIncreaseText', () => {
  it('joins entries and groups', () => {
    expect(abilityIncreaseText(either)).toBe('Constitution +2, Strength or Dexterity +1');
    expect(abilityIncreaseText(human)).toBe('Any one +2, Any two +1; or Any four +1');
  });
});
