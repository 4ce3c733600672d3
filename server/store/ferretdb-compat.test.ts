// Unit tests of the FerretDB 1.x workarounds: nested-array wrapping round trip and the $elemMatch pre-filter.
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { hasFieldElemMatch, NESTED_ARRAY_KEY, relaxElemMatch, unwrapNestedArrays, wrapNestedArrays } from './ferretdb-compat.ts';
import type { Doc, Filter } from './port.ts';

describe('nested arrays', () => {
  it('wraps arrays inside arrays, leaves everything else, and unwraps back to an equal document', () => {
    const doc: Doc = { a: [[1, [2]], { b: [[]] }, 3], plain: [1, 2], obj: { c: null }, s: 'x' };
    const wrapped = wrapNestedArrays(doc, 'species', 0);
    expect(wrapped).toEqual({
      a: [{ [NESTED_ARRAY_KEY]: [1, { [NESTED_ARRAY_KEY]: [2] }] }, { b: [{ [NESTED_ARRAY_KEY]: [] }] }, 3],
      plain: [1, 2],
      obj: { c: null },
      s: 'x',
    });
    expect(JSON.stringify(wrapped)).not.toMatch(/\[\s*\[/);
    expect(unwrapNestedArrays(structuredClone(wrapped))).toEqual(doc);
    // The input is not changed.
    expect(doc.a).toEqual([[1, [2]], { b: [[]] }, 3]);
  });

  it('refuses the reserved key and circular references, naming the document', () => {
    expect(() => wrapNestedArrays({ x: { [NESTED_ARRAY_KEY]: [] } }, 'power', 4)).toThrow(/Document 4 of "power" uses the reserved field/);
    const loop: Doc = { name: 'loop' };
    loop.self = [loop];
    expect(() => wrapNestedArrays(loop, 'power', 7)).toThrow(/Document 7 of "power" contains a circular reference/);
    // The same object twice (not a cycle) is fine.
    const shared = { k: 1 };
    expect(wrapNestedArrays({ a: shared, b: [shared] }, 'power', 0)).toEqual({ a: { k: 1 }, b: [{ k: 1 }] });
  });
});

describe('$elemMatch pre-filter', () => {
  it('detects field conditions inside $elemMatch only', () => {
    expect(hasFieldElemMatch({ list: { $elemMatch: { name: 'x' } } })).toBe(true);
    expect(hasFieldElemMatch({ $or: [{ a: 1 }, { list: { $elemMatch: { n: { $gt: 1 } } } }] })).toBe(true);
    expect(hasFieldElemMatch({ tags: { $elemMatch: { $in: ['a'] } } })).toBe(false);
    expect(hasFieldElemMatch({ name: 'x', 'a.b': { $gt: 1 } })).toBe(false);
  });

  it('relaxes to a filter that matches every document the original matches', () => {
    const docs: Doc[] = [
      { list: [{ k: 'a', n: 1 }, { k: 'b', n: 5 }], level: 1 },
      { list: [{ k: 'a', n: 9 }], level: 2 },
      { list: [], level: 3 },
      { level: 4 },
      { list: 'not an array', level: 5 },
    ];
    const filters: Filter[] = [
      { list: { $elemMatch: { k: 'a', n: { $gt: 3 } } } },
      { $or: [{ list: { $elemMatch: { k: 'b' } } }, { level: 4 }] },
      { $and: [{ list: { $elemMatch: { n: { $lt: 2 } } } }, { level: { $lte: 2 } }] },
      { list: { $elemMatch: { k: 'z' }, $exists: true } },
    ];
    for (const filter of filters) {
      const relaxed = relaxElemMatch(filter);
      expect(hasFieldElemMatch(relaxed)).toBe(false);
      const strict = new Query(filter, {});
      const loose = new Query(relaxed, {});
      for (const doc of docs) if (strict.test(doc)) expect(loose.test(doc), JSON.stringify({ filter, doc })).toBe(true);
    }
    expect(relaxElemMatch({ list: { $elemMatch: { k: 'a' } }, level: 1 })).toEqual({ list: { $exists: true }, level: 1 });
  });
});
