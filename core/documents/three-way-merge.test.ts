import { describe, expect, it } from 'vitest';
import { jsonEqual, pathKey, resolveMerge, threeWayMerge, valueAt, withValueAt, type JsonValue } from './three-way-merge.ts';

const character = {
  name: 'Kira',
  credits: 100,
  currentStats: { hitPointsLost: 0, conditions: ['Prone'], deathSaves: { successes: 0, failures: 0 } },
  equipment: [{ name: 'Blaster', quantity: 1 }],
  characteristics: { Backstory: 'Born on Tatooine.', Age: '20' },
};

describe('threeWayMerge', () => {
  it('keeps both sides when they changed different fields (hit points here, credits there)', () => {
    const mine = { ...character, currentStats: { ...character.currentStats, hitPointsLost: 7 } };
    const theirs = { ...character, credits: 250 };
    const { merged, conflicts } = threeWayMerge(character, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ ...character, credits: 250, currentStats: { ...character.currentStats, hitPointsLost: 7 } });
  });

  it('reports the same field changed to different values on both sides, keeping mine until someone chooses', () => {
    const { merged, conflicts } = threeWayMerge(character, { ...character, name: 'Kira Vel' }, { ...character, name: 'Kira Dawn' });
    expect(conflicts).toEqual([{ path: ['name'], base: 'Kira', mine: 'Kira Vel', theirs: 'Kira Dawn' }]);
    expect(valueAt(merged, ['name'])).toBe('Kira Vel');
  });

  it('takes a change made to the same value on both sides without a conflict', () => {
    const both = { ...character, credits: 5 };
    expect(threeWayMerge(character, both, both)).toEqual({ merged: both, conflicts: [] });
  });

  it('returns the other side when one side is the base, and either when nothing changed', () => {
    const changed = { ...character, name: 'X' };
    expect(threeWayMerge(character, character, changed).merged).toEqual(changed);
    expect(threeWayMerge(character, changed, character).merged).toEqual(changed);
    expect(threeWayMerge(character, character, character)).toEqual({ merged: character, conflicts: [] });
  });

  it('merges nested objects key by key and reports a nested conflict by its full path', () => {
    const mine = { ...character, currentStats: { ...character.currentStats, hitPointsLost: 3, deathSaves: { successes: 1, failures: 0 } } };
    const theirs = { ...character, currentStats: { ...character.currentStats, hitPointsLost: 9, deathSaves: { successes: 0, failures: 2 } } };
    const { merged, conflicts } = threeWayMerge(character, mine, theirs);
    expect(conflicts).toEqual([{ path: ['currentStats', 'hitPointsLost'], base: 0, mine: 3, theirs: 9 }]);
    // Death saves: successes changed here, failures there; both kept.
    expect(valueAt(merged, ['currentStats', 'deathSaves'])).toEqual({ successes: 1, failures: 2 });
  });

  it('keeps an addition and a removal made on one side', () => {
    const { characteristics: _, ...withoutCharacteristics } = character;
    const mine = { ...withoutCharacteristics, notes: 'new' };
    const { merged, conflicts } = threeWayMerge(character, mine, { ...character, credits: 1 });
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ ...withoutCharacteristics, notes: 'new', credits: 1 });
  });

  it('reports a removal on one side against a change on the other', () => {
    const mine = { ...character, characteristics: { Age: '20' } };
    const theirs = { ...character, characteristics: { ...character.characteristics, Backstory: 'Born on Corellia.' } };
    const { merged, conflicts } = threeWayMerge(character, mine, theirs);
    expect(conflicts).toEqual([{ path: ['characteristics', 'Backstory'], base: 'Born on Tatooine.', mine: undefined, theirs: 'Born on Corellia.' }]);
    expect(valueAt(merged, ['characteristics', 'Backstory'])).toBeUndefined();
    expect(resolveMerge({ merged, conflicts }, { [pathKey(['characteristics', 'Backstory'])]: 'theirs' })).toEqual(theirs);
  });

  it('merges a key both sides added: the same value is no conflict, different values are', () => {
    const same = threeWayMerge({}, { a: { x: 1 } }, { a: { x: 1 } });
    expect(same).toEqual({ merged: { a: { x: 1 } }, conflicts: [] });
    const different = threeWayMerge({}, { a: { x: 1, y: 2 } }, { a: { x: 3, z: 4 } });
    expect(different.conflicts).toEqual([{ path: ['a', 'x'], base: undefined, mine: 1, theirs: 3 }]);
    expect(different.merged).toEqual({ a: { x: 1, y: 2, z: 4 } });
  });

  describe('arrays are whole values', () => {
    it('takes a list changed on one side only', () => {
      const mine = { ...character, equipment: [...character.equipment, { name: 'Medpac', quantity: 2 }] };
      const theirs = { ...character, credits: 0 };
      const { merged, conflicts } = threeWayMerge(character, mine, theirs);
      expect(conflicts).toEqual([]);
      expect(merged).toEqual({ ...mine, credits: 0 });
    });

    it('reports one conflict for a list both changed differently, even at different positions', () => {
      const base = { list: [{ n: 'a', q: 1 }, { n: 'b', q: 1 }] };
      const mine = { list: [{ n: 'a', q: 2 }, { n: 'b', q: 1 }] };
      const theirs = { list: [{ n: 'b', q: 1 }] };
      const { merged, conflicts } = threeWayMerge(base, mine, theirs);
      expect(conflicts).toEqual([{ path: ['list'], base: base.list, mine: mine.list, theirs: theirs.list }]);
      expect(merged).toEqual(mine);
    });

    it('treats an array and an object as different values, never merging into either', () => {
      const { conflicts } = threeWayMerge({ v: { a: 1 } }, { v: [1] }, { v: { a: 2 } });
      expect(conflicts.map((c) => c.path)).toEqual([['v']]);
    });

    it('sees the same list on both sides as no conflict', () => {
      expect(threeWayMerge({ l: [1] }, { l: [1, 2] }, { l: [1, 2] }).conflicts).toEqual([]);
    });
  });

  it('with no base, asks about every field the two sides hold differently and keeps the rest', () => {
    const { merged, conflicts } = threeWayMerge(undefined, { ...character, name: 'A', credits: 1 }, { ...character, name: 'B', credits: 1 });
    expect(conflicts).toEqual([{ path: ['name'], base: undefined, mine: 'A', theirs: 'B' }]);
    expect(valueAt(merged, ['credits'])).toBe(1);
  });

  it('reports a whole-document conflict at the root when a side is not an object', () => {
    expect(threeWayMerge({ a: 1 }, 'text', { a: 2 }).conflicts).toEqual([{ path: [], base: { a: 1 }, mine: 'text', theirs: { a: 2 } }]);
  });
});

describe('resolveMerge', () => {
  const base = { name: 'Kira', credits: 1, notes: 'x' };
  const result = threeWayMerge(base, { ...base, name: 'Mine', credits: 2 }, { ...base, name: 'Theirs', credits: 3, notes: 'y' });

  it('applies each choice per field; a field without a choice keeps mine; untouched merges stay', () => {
    expect(result.conflicts.map((c) => pathKey(c.path))).toEqual(['["name"]', '["credits"]']);
    expect(resolveMerge(result, { '["name"]': 'theirs' })).toEqual({ name: 'Theirs', credits: 2, notes: 'y' });
    expect(resolveMerge(result, { '["name"]': 'mine', '["credits"]': 'theirs' })).toEqual({ name: 'Mine', credits: 3, notes: 'y' });
  });

  it('never changes the merge result it was given', () => {
    const before = structuredClone(result);
    resolveMerge(result, { '["name"]': 'theirs', '["credits"]': 'theirs' });
    expect(result).toEqual(before);
  });
});

describe('paths', () => {
  it('reads and writes values by path without touching the original', () => {
    const doc: JsonValue = { a: { b: 1 } };
    expect(valueAt(doc, ['a', 'b'])).toBe(1);
    expect(valueAt(doc, ['a', 'b', 'c'])).toBeUndefined();
    expect(withValueAt(doc, ['a', 'c'], 2)).toEqual({ a: { b: 1, c: 2 } });
    expect(withValueAt(doc, ['a', 'b'], undefined)).toEqual({ a: {} });
    expect(withValueAt(doc, ['x', 'y'], true)).toEqual({ a: { b: 1 }, x: { y: true } });
    expect(doc).toEqual({ a: { b: 1 } });
  });

  it('compares JSON structurally, ignoring key order and absent keys', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: [] }, { a: {} })).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});
