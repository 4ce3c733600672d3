// Workarounds for FerretDB 1.x, used by the MongoDB adapter when buildInfo reports FerretDB: nested arrays and $elemMatch.
import { isPlainObject } from './filter.ts';
import type { Doc, Filter } from './port.ts';

/** The key of the object that carries an array found directly inside another array, on FerretDB 1.x. */
export const NESTED_ARRAY_KEY = '__nestedArray__';

/**
 * A copy of `doc` where each array directly inside an array becomes `{__nestedArray__: [...]}`: FerretDB 1.x
 * refuses nested arrays (every real species record has one). Filters reaching into such values see the wrapper.
 */
export function wrapNestedArrays(doc: Doc, resource: string, index: number): Doc {
  const ancestors = new Set<object>();
  const wrap = (value: unknown, inArray: boolean): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (ancestors.has(value)) {
      throw new Error(`Document ${index} of "${resource}" contains a circular reference; nothing was replaced.`);
    }
    ancestors.add(value);
    try {
      if (Array.isArray(value)) {
        const items = value.map((item) => wrap(item, true));
        return inArray ? { [NESTED_ARRAY_KEY]: items } : items;
      }
      if (!isPlainObject(value)) return value;
      if (NESTED_ARRAY_KEY in value) {
        throw new Error(`Document ${index} of "${resource}" uses the reserved field "${NESTED_ARRAY_KEY}"; nothing was replaced.`);
      }
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = wrap(v, false);
      return out;
    } finally {
      ancestors.delete(value);
    }
  };
  return wrap(doc, false) as Doc;
}

/** Undoes wrapNestedArrays, in place (the document was just decoded from the wire). */
export function unwrapNestedArrays(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      value[i] =
        isPlainObject(item) && Array.isArray(item[NESTED_ARRAY_KEY]) && Object.keys(item).length === 1
          ? unwrapNestedArrays(item[NESTED_ARRAY_KEY])
          : unwrapNestedArrays(item);
    }
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) value[key] = unwrapNestedArrays(value[key]);
  }
  return value;
}

/** True when the filter holds `$elemMatch` with field conditions (`{list: {$elemMatch: {name: 'x'}}}`). */
export function hasFieldElemMatch(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasFieldElemMatch);
  if (!isPlainObject(node)) return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$elemMatch' && isPlainObject(value) && Object.keys(value).some((k) => !k.startsWith('$'))) return true;
    if (hasFieldElemMatch(value)) return true;
  }
  return false;
}

/**
 * A filter matching at least what `filter` matches, with each field `$elemMatch` replaced by `$exists: true`
 * (an element match implies the field exists). Sound because filters only combine clauses with $and/$or.
 */
export function relaxElemMatch(filter: Filter): Filter {
  const out: Filter = {};
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or') && Array.isArray(value)) {
      out[key] = value.map((clause) => relaxElemMatch(clause as Filter));
    } else if (!key.startsWith('$') && isPlainObject(value) && '$elemMatch' in value) {
      const { $elemMatch: _dropped, ...rest } = value;
      out[key] = '$exists' in rest ? rest : { ...rest, $exists: true };
    } else {
      out[key] = value;
    }
  }
  return out;
}
