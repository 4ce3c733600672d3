// The powers tables' range filter: 'Self (15-foot cone)' falls under 'Self',
// '120 feet (30-foot cube)' under '120 feet'.

/** The range without its area in brackets, lower case. */
export function baseRange(range: string | null | undefined): string {
  return (range ?? '').replace(/\s*\(.*$/, '').trim().toLowerCase();
}

export function matchesRange(range: string | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const base = baseRange(range);
  return selected.some((choice) => choice.trim().toLowerCase() === base);
}
