import { describe, expect, it } from 'vitest';
import { matchesSelection, matchesSomeSelected, matchesSource, matchesYesNo } from './selection.ts';

describe('matchesSelection', () => {
  it('matches everything when nothing is selected', () => {
    expect(matchesSelection('Medium', [])).toBe(true);
    expect(matchesSelection(null, [])).toBe(true);
  });
  it('matches a selected value ignoring case and spacing', () => {
    expect(matchesSelection('lawful dark', ['Lawful Dark'])).toBe(true);
    expect(matchesSelection(' Medium ', ['Small', 'Medium'])).toBe(true);
  });
  it('rejects values that are not selected, and missing values', () => {
    expect(matchesSelection('Large', ['Small', 'Medium'])).toBe(false);
    expect(matchesSelection(undefined, ['Small'])).toBe(false);
  });
});

describe('matchesSomeSelected', () => {
  it('matches when any value is selected', () => {
    expect(matchesSomeSelected(['beast', 'swarm'], ['Swarm'])).toBe(true);
    expect(matchesSomeSelected(['beast'], ['droid'])).toBe(false);
    expect(matchesSomeSelected(null, ['droid'])).toBe(false);
    expect(matchesSomeSelected(null, [])).toBe(true);
  });
});

describe('matchesYesNo', () => {
  it('keeps true for Yes and false or missing for No', () => {
    expect(matchesYesNo(true, ['Yes'])).toBe(true);
    expect(matchesYesNo(false, ['Yes'])).toBe(false);
    expect(matchesYesNo(false, ['No'])).toBe(true);
    expect(matchesYesNo(undefined, ['No'])).toBe(true);
    expect(matchesYesNo(true, ['No'])).toBe(false);
    expect(matchesYesNo(true, [])).toBe(true);
  });
});

describe('matchesSource', () => {
  it('keeps records from a selected source', () => {
    expect(matchesSource('PHB', ['PHB'])).toBe(true);
    expect(matchesSource('EC', ['PHB'])).toBe(false);
    expect(matchesSource('EC', ['PHB', 'EC'])).toBe(true);
  });
});
