// Which hashes open the record modal, and the power level text it shows (the tables' level label).
import { describe, expect, it } from 'vitest';
import { hashRecordName } from './hash-record.ts';
import { powerLevelLabel } from './table/format/ordinal.ts';

describe('hashRecordName', () => {
  it('accepts record names and rejects heading anchors and control hashes', () => {
    expect(hashRecordName('#Force%20Push')).toBe('Force Push');
    expect(hashRecordName('#Shock')).toBe('Shock');
    expect(hashRecordName('#fighting-styles')).toBeUndefined();
    expect(hashRecordName('#logged-out')).toBeUndefined();
    expect(hashRecordName('#code=AbC123&state=Xyz')).toBeUndefined();
    expect(hashRecordName('#')).toBeUndefined();
    expect(hashRecordName('')).toBeUndefined();
  });
});

describe('powerLevelLabel', () => {
  it('gives At-will for level 0 or none and ordinals otherwise, teens with th', () => {
    expect(powerLevelLabel(0)).toBe('At-will');
    expect(powerLevelLabel(null)).toBe('At-will');
    expect([1, 2, 3, 4, 9].map(powerLevelLabel)).toEqual(['1st', '2nd', '3rd', '4th', '9th']);
    expect([11, 12, 13, 21, 22].map(powerLevelLabel)).toEqual(['11th', '12th', '13th', '21st', '22nd']);
  });
});
