import { describe, expect, it } from 'vitest';
import { matchesPrerequisite, prerequisiteLabel, prerequisiteOptions } from './venture-prerequisite-filter.ts';

describe('prerequisiteOptions', () => {
  it('lists None, then distinct cleaned prerequisites', () => {
    expect(prerequisiteOptions([{ prerequisites: ['Rank 2', ' at least 1 rank in operator  '] }, { prerequisites: [] }, { prerequisites: ['Rank 2'] }])).toEqual([
      'None',
      'At least 1 rank in Operator',
      'Rank 2',
    ]);
  });

  it('writes each kind of prerequisite one way, whatever way the data writes it', () => {
    expect(prerequisiteLabel('at least 10 levels in scout')).toBe('At least 10 levels in Scout');
    expect(prerequisiteLabel('The Ability to Cast 1st level Tech Powers')).toBe('The ability to cast 1st level tech powers');
    expect(prerequisiteLabel('The ability to cast 2nd level tech powers')).toBe('The ability to cast 2nd level tech powers');
    expect(prerequisiteLabel(' Multitasker, Improved; Rank 5 ')).toBe('Multitasker, Improved; Rank 5');
  });

  it('matches a written option against the record as the data writes it', () => {
    expect(matchesPrerequisite(['at least 3 ranks in pilot'], [prerequisiteLabel('at least 3 ranks in pilot')])).toBe(true);
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
