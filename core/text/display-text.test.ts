import { describe, expect, it } from 'vitest';
import { cleanText, displayName } from './display-text.ts';

describe('cleanText', () => {
  it('shows a replacement character as a dash', () => {
    expect(cleanText('1 \uFFFD 2')).toBe('1 - 2');
  });
});

describe('displayName', () => {
  it('writes a name in capitals in title case', () => {
    expect(displayName('AMPHIBIOUS SYSTEMS')).toBe('Amphibious Systems');
    expect(displayName('TARGETING FIRE')).toBe('Targeting Fire');
    expect(displayName('HOLD OF THE LINE')).toBe('Hold of the Line');
  });
  it('keeps abbreviations and names already written in mixed case', () => {
    expect(displayName('AAT')).toBe('AAT');
    expect(displayName('SLAM')).toBe('SLAM');
    expect(displayName('Heavy shield generator')).toBe('Heavy shield generator');
    expect(displayName('Mark II reactor')).toBe('Mark II reactor');
    expect(displayName('2d6')).toBe('2d6');
  });
});
