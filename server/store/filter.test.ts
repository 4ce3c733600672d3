// Unit tests of the checks both store adapters share: filter operators, sort specs, paging, resource names.
import { describe, expect, it } from 'vitest';
import { checkFilter, checkPaging, checkResourceName, checkSort } from './filter.ts';

describe('checkFilter', () => {
  it('accepts every operator of the port subset, nested where MongoDB allows it', () => {
    expect(() =>
      checkFilter(
        {
          name: 'x',
          a: { $eq: 1, $ne: 2, $gt: 0, $gte: 0, $lt: 9, $lte: 9 },
          b: { $in: [1], $nin: [2] },
          c: { $exists: true },
          d: { $regex: '^x', $options: 'i' },
          e: /x/i,
          f: { $regex: /y/ },
          'g.h': { $elemMatch: { k: 'v', n: { $gt: 1 } } },
          exact: { sub: 'document' },
          $or: [{ x: 1 }, { $and: [{ y: 2 }, { z: { $exists: false } }] }],
        },
        'find("power")',
      ),
    ).not.toThrow();
    expect(() => checkFilter(undefined, 'x')).not.toThrow();
  });

  it('refuses other operators and malformed ones, saying where', () => {
    expect(() => checkFilter({ $where: 'true' }, 'find("power")')).toThrow('Unsupported filter operator $where at "$where" in the filter for find("power").');
    expect(() => checkFilter({ $or: [{ a: { $not: { $gt: 1 } } }] }, 'f')).toThrow(/\$not at "\$or\[0\]\.a\.\$not"/);
    expect(() => checkFilter({ list: { $elemMatch: { $expr: {} } } }, 'f')).toThrow(/\$expr/);
    expect(() => checkFilter({ $and: [] }, 'f')).toThrow(/non-empty array/);
    expect(() => checkFilter({ a: { $in: 'x' } }, 'f')).toThrow(/\$in .* must be an array/);
    expect(() => checkFilter({ a: { $regex: 1 } }, 'f')).toThrow(/\$regex/);
    expect(() => checkFilter({ a: { $regex: 'x', $options: 'g' } }, 'f')).toThrow(/\$options/);
    expect(() => checkFilter([], 'f')).toThrow(/must be an object/);
  });

  it('refuses _id, which the store reserves, but not inside $elemMatch', () => {
    expect(() => checkFilter({ _id: 1 }, 'f')).toThrow(/reserves/);
    expect(() => checkFilter({ $or: [{ '_id.x': 1 }] }, 'f')).toThrow(/reserves/);
    expect(() => checkFilter({ list: { $elemMatch: { _id: 1 } } }, 'f')).not.toThrow();
  });
});

describe('checkSort, checkPaging, checkResourceName', () => {
  it('accepts 1/-1 on plain or dotted fields only', () => {
    expect(() => checkSort({ name: 1, 'meta.page': -1 }, 'f')).not.toThrow();
    expect(() => checkSort({ name: 0 }, 'f')).toThrow(/must be 1 or -1/);
    expect(() => checkSort({ $natural: 1 }, 'f')).toThrow(/Invalid sort field/);
    expect(() => checkSort({ _id: 1 }, 'f')).toThrow(/Invalid sort field/);
  });

  it('wants non-negative integers for skip and limit', () => {
    expect(() => checkPaging(0, 0, 'f')).not.toThrow();
    expect(() => checkPaging(-1, undefined, 'f')).toThrow(/skip/);
    expect(() => checkPaging(undefined, 1.5, 'f')).toThrow(/limit/);
  });

  it('allows plain resource names only', () => {
    for (const ok of ['power', 'StarshipDeployment', 'expanded-content', 'a_b1']) expect(() => checkResourceName(ok)).not.toThrow();
    for (const bad of ['', '1abc', 'a.b', 'a b', '$x', 'x'.repeat(65)]) expect(() => checkResourceName(bad)).toThrow(/Invalid resource name/);
  });
});
