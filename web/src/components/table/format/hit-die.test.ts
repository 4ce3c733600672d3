import { describe, expect, it } from 'vitest';
import { hitDieText } from './hit-die.ts';

describe('hitDieText', () => {
  it('formats a die as 1d{die}', () => {
    expect(hitDieText(8)).toBe('1d8');
    expect(hitDieText(12)).toBe('1d12');
  });
  it('shows a dash for a missing die', () => {
    expect(hitDieText(0)).toBe('-');
    expect(hitDieText(null)).toBe('-');
  });
});
