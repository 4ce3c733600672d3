// Test support: the differences between two JSON documents, member by member, for comparing a converted document
// with a real one (structure: the same members with the same types; values: where they say the same thing).

export interface Difference {
  /** The member path (`traits[2].description`). */
  path: string;
  kind: 'missing' | 'extra' | 'type' | 'value';
  expected?: unknown;
  actual?: unknown;
}

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

/**
 * Walks `expected` and `actual` together: members only one has, members whose JSON types differ (an integer is a
 * number too, as JSON Schema counts it), and leaf values that differ. Arrays are compared item by item.
 */
export function diffDocuments(expected: unknown, actual: unknown, path = ''): Difference[] {
  const te = typeOf(expected);
  const ta = typeOf(actual);
  const numeric = (t: string) => t === 'integer' || t === 'number';
  if (te !== ta && !(numeric(te) && numeric(ta))) return [{ path, kind: 'type', expected, actual }];
  if (te === 'array') {
    const e = expected as unknown[];
    const a = actual as unknown[];
    const out: Difference[] = [];
    for (let i = 0; i < Math.max(e.length, a.length); i++) {
      if (i >= a.length) out.push({ path: `${path}[${i}]`, kind: 'missing', expected: e[i] });
      else if (i >= e.length) out.push({ path: `${path}[${i}]`, kind: 'extra', actual: a[i] });
      else out.push(...diffDocuments(e[i], a[i], `${path}[${i}]`));
    }
    return out;
  }
  if (te === 'object') {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const out: Difference[] = [];
    for (const k of new Set([...Object.keys(e), ...Object.keys(a)])) {
      const p = path ? `${path}.${k}` : k;
      if (!(k in a)) out.push({ path: p, kind: 'missing', expected: e[k] });
      else if (!(k in e)) out.push({ path: p, kind: 'extra', actual: a[k] });
      else out.push(...diffDocuments(e[k], a[k], p));
    }
    return out;
  }
  return expected === actual ? [] : [{ path, kind: 'value', expected, actual }];
}
