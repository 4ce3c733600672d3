import { describe, expect, it } from 'vitest';
import { levelOptionLabel, ordinal, powerLevelLabel } from './ordinal.ts';

describe('ordinal', () => {
  it('uses st, nd, rd and th for the first levels', () => {
    expect([1, 2, 3, 4, 5, 9, 10].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '9th', '10th']);
  });
  it('gives the teens th', () => {
    expect([11, 12, 13, 14, 111, 112].map(ordinal)).toEqual(['11th', '12th', '13th', '14th', '111th', '112th']);
  });
  it('returns to st, nd, rd after the teens', () => {
    expect([20, 21, 22, 23, 101].map(ordinal)).toEqual(['20th', '21st', '22nd', '23rd', '101st']);
  });
});

describe('powerLevelLabel', () => {
  it('shows At-will for an empty or zero level', () => {
    expect(powerLevelLabel(0)).toBe('At-will');
    expect(powerLevelLabel(null)).toBe('At-will');
    expect(powerLevelLabel(undefined)).toBe('At-will');
  });
  it('shows the ordinal otherwise', () => {
    expect(powerLevelLabel(3)).toBe('3rd');
  });
});

describe('levelOptionLabel', () => {
  it("writes a level option as the level column does: '1st', '2nd'; other options unchanged", () => {
    expect(['At-will', '1', '2', '3', '9'].map(levelOptionLabel)).toEqual(['At-will', '1st', '2nd', '3rd', '9th']);
  });
});
