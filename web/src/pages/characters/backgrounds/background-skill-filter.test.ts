import { describe, expect, it } from 'vitest';
import { matchesAllSkills, skillsNamed } from './background-skill-filter.ts';

const criminal = 'Choose two from Deception, Intimidation, Sleight of Hand, and Stealth';

describe('skillsNamed', () => {
  it('finds multi-word skills and ignores other words', () => {
    expect(skillsNamed(criminal)).toEqual(['Sleight of Hand', 'Stealth', 'Deception', 'Intimidation']);
    expect(skillsNamed(null)).toEqual([]);
  });
});

describe('matchesAllSkills', () => {
  it('matches when every selected skill is named', () => {
    expect(matchesAllSkills(criminal, ['Stealth'])).toBe(true);
    expect(matchesAllSkills(criminal, ['Stealth', 'Sleight of Hand'])).toBe(true);
  });
  it('fails when any selected skill is missing, even if others are named', () => {
    expect(matchesAllSkills(criminal, ['Stealth', 'Lore'])).toBe(false);
    expect(matchesAllSkills(null, ['Stealth'])).toBe(false);
  });
  it('matches everything when nothing is selected', () => {
    expect(matchesAllSkills(criminal, [])).toBe(true);
    expect(matchesAllSkills(undefined, [])).toBe(true);
  });
});
