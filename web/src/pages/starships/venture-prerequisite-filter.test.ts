import { describe, expect, it } from 'vitest';
import { matchesPrerequisite, prerequisiteOptions } from './venture-prerequisite-filter.ts';

describe('prerequisiteOptions', () => {
  it('lists None, then distinct cleaned prerequisites', () => {
    expect(prerequisiteOptions([{ prerequisites: ['Rank 2', ' at least 1 rank in operator  '] }, { prerequisites: [] }, { prerequisites: ['Rank 2'] }])).toEqual([
      'None',
      'at least 1 rank in operator',
      'Rank 2',
    ]);
  });
});

describe('matchesPrerequisite', () => {
  it('None matches ventures without a prerequisite only', () => {
    expect(matchesPrerequisite([], ['None'])).toBe(true);
    expect(matchesPrerequisite(null, ['None'])).toBe(true);
    expect(matchesPrerequisite(['Rank 2'], ['None'])).toBe(false);
  });
  it('matches a selected prerequisite, combined with None', () => {
    expect(matchesPrerequisite(['Gunner deployment', '3rd rank'], ['3rd rank'])).toBe(true);
    expect(matchesPrerequisite(['Gunner deployment'], ['None', 'Pilot deployment'])).toBe(false);
    expect(matchesPrerequisite([], ['None', 'Pilot deployment'])).toBe(true);
    expect(matchesPrerequisite(['Rank 2'], [])).toBe(true);
  });
});
