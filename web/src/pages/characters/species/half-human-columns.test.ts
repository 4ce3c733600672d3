import { describe, expect, it } from 'vitest';
import { halfHumanColumns, isHalfHuman, splitIntoColumns } from './half-human-columns.ts';

describe('half-human table columns', () => {
  it('uses 1, 2 and 4 columns at the xs, sm and md breakpoints', () => {
    expect([320, 599, 600, 959, 960, 1300, 2000].map(halfHumanColumns)).toEqual([1, 1, 2, 2, 4, 4, 4]);
  });
  it('splits entries into near-equal columns in reading order', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9]]);
    expect(splitIntoColumns([1, 2, 3, 4, 5], 2)).toEqual([[1, 2, 3], [4, 5]]);
    expect(splitIntoColumns([1, 2], 1)).toEqual([[1, 2]]);
    expect(splitIntoColumns([], 4)).toEqual([]);
  });
  it('recognises the species in either spelling', () => {
    expect(isHalfHuman('Half-Human')).toBe(true);
    expect(isHalfHuman('Half-human')).toBe(true);
    expect(isHalfHuman('Human')).toBe(false);
  });
});
