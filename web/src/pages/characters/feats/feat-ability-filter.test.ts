import { describe, expect, it } from 'vitest';
import { matchesAbilityIncreased } from './feat-ability-filter.ts';

describe('matchesAbilityIncreased', () => {
  it('matches feats raising a selected ability', () => {
    expect(matchesAbilityIncreased(['Strength', 'Dexterity'], ['Dexterity'])).toBe(true);
    expect(matchesAbilityIncreased(['Intelligence'], ['Wisdom', 'Intelligence'])).toBe(true);
  });
  it('rejects feats raising none of them, or nothing at all', () => {
    expect(matchesAbilityIncreased(['Intelligence'], ['Wisdom'])).toBe(false);
    expect(matchesAbilityIncreased(null, ['Wisdom'])).toBe(false);
    expect(matchesAbilityIncreased([], ['Wisdom'])).toBe(false);
  });
  it('lets "Any" match every ability, and no selection match every feat', () => {
    expect(matchesAbilityIncreased(['Any'], ['Charisma'])).toBe(true);
    expect(matchesAbilityIncreased(null, [])).toBe(true);
  });
});
