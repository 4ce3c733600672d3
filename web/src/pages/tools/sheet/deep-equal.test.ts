// Structural equality used to skip re-rendering sheet panels whose values did not change.
import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal.ts';

describe('deepEqual', () => {
  it('compares values, arrays and objects by content, functions by identity', () => {
    const shared = { name: 'rule' };
    const f = () => 1;
    expect(deepEqual({ a: [1, { b: 'x' }], r: shared, f }, { a: [1, { b: 'x' }], r: shared, f })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ f: () => 1 }, { f: () => 1 })).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(deepEqual(null, {})).toBe(false);
  });
});
