// Search over table rows: each row's searchable text is lower-cased once, and a query matches a row when every
// word of it occurs in that text (so 'blaster heavy' finds 'Heavy blaster pistol').

/** The words of a query, lower case; empty for blank text. */
export function queryWords(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** True when every word occurs in the row's (already lower-case) text. */
export function matchesWords(lowerText: string, words: readonly string[]): boolean {
  for (const word of words) if (!lowerText.includes(word)) return false;
  return true;
}

/** Joins the searchable parts of a row into one lower-case text (null and undefined parts are skipped). */
export function searchableText(parts: ReadonlyArray<string | number | null | undefined | readonly (string | null | undefined)[]>): string {
  const out: string[] = [];
  for (const part of parts) {
    if (part == null) continue;
    if (Array.isArray(part)) {
      for (const p of part) if (p) out.push(p);
    } else out.push(String(part));
  }
  return out.join(' \u0001 ').toLowerCase();
}

/** Orders sort values: numbers numerically, text by code point of its lower case; empty values are left to the caller. */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'string' ? a : String(a);
  const y = typeof b === 'string' ? b : String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
