import { describe, expect, it } from 'vitest';
import { challengeText, signed, typeLine, withOther } from './stat-block-text.ts';

describe('stat block texts', () => {
  it('signs modifiers', () => {
    expect([3, 0, -2].map(signed)).toEqual(['+3', '+0', '−2']);
  });
  it('writes the type line', () => {
    expect(typeLine({ size: 'Gargantuan', types: ['beast'], alignment: 'unaligned' })).toBe('Gargantuan beast, unaligned');
    // 'human' is shown as its creature type, once.
    expect(typeLine({ size: 'Medium', types: ['humanoid', 'human'], alignment: null })).toBe('Medium humanoid');
  });
  it('joins a list with its Other companions', () => {
    expect(withOther(['Fire'], ['kinetic and energy from unenhanced weapons'])).toBe('Fire; kinetic and energy from unenhanced weapons');
    expect(withOther([], ['only this'])).toBe('only this');
    expect(withOther([], null)).toBe('');
  });
  it('writes CR with XP', () => {
    expect(challengeText('20', 25000)).toBe('20 (25,000 XP)');
    expect(challengeText('1/4', 50)).toBe('1/4 (50 XP)');
  });
});
