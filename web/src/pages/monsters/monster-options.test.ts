import { describe, expect, it } from 'vitest';
import { ALIGNMENTS } from '../../../../core/engine/character/types.ts';
import { alignmentOptions, sizeOptions, typeOptions } from './monster-options.ts';

describe('monster filter options', () => {
  it('orders sizes from Tiny to Gargantuan', () => {
    expect(sizeOptions(['Huge', 'Tiny', 'Medium', 'Huge', null, 'Colossal'])).toEqual(['Tiny', 'Medium', 'Huge', 'Colossal']);
  });
  it("lists the game's nine alignments first, then the data's others once", () => {
    const options = alignmentOptions(['lawful dark', 'unaligned', 'Unaligned', 'any alignment', null]);
    expect(options.slice(0, 9)).toEqual([...ALIGNMENTS]);
    expect(options.slice(9)).toEqual(['Any Alignment', 'Unaligned']);
  });
  it('lists distinct types ignoring case', () => {
    expect(typeOptions([['beast'], ['Humanoid', 'beast'], null, ['humanoid']])).toEqual(['beast', 'humanoid']);
  });
});
