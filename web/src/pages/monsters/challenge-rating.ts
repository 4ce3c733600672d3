// Monster challenge ratings as numbers: '1/8' -> 0.125, so the column and its filter options sort
// numerically; text that is no rating sorts after every number. The table filters by a range (from, to).

/** The rating as a number: whole numbers, decimals and fractions ('1/4'); NaN for anything else. */
export function parseChallengeRating(text: string | null | undefined): number {
  const value = (text ?? '').trim();
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? Number.NaN : Number(fraction[1]) / denominator;
  }
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** Ascending order of two ratings; unparsable ratings come last, among themselves by text. */
export function compareChallengeRatings(a: string | null | undefined, b: string | null | undefined): number {
  const x = parseChallengeRating(a);
  const y = parseChallengeRating(b);
  const xBad = Number.isNaN(x);
  const yBad = Number.isNaN(y);
  if (xBad || yBad) return xBad && yBad ? (a ?? '').localeCompare(b ?? '') : xBad ? 1 : -1;
  return x - y;
}

/** The rating as shown: the data's text when it is a rating, '-' otherwise (one record has the bare word 'CR'). */
export function challengeRatingText(text: string | null | undefined): string {
  return Number.isNaN(parseChallengeRating(text)) ? '-' : (text ?? '').trim();
}

/** The distinct ratings of a list, in numeric order: the challenge rating filter's options (only real ratings). */
export function challengeRatingOptions(ratings: Iterable<string | null | undefined>): string[] {
  const distinct = new Set<string>();
  for (const rating of ratings) if (!Number.isNaN(parseChallengeRating(rating))) distinct.add(rating!.trim());
  return [...distinct].sort(compareChallengeRatings);
}

/**
 * One end of the challenge rating range: the monster's rating is at least (`from`) or at most (`to`) the one selected.
 * A monster without a real rating is outside every range; no selection keeps every monster.
 */
export function withinChallengeRating(rating: string | null | undefined, end: 'from' | 'to', selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const value = parseChallengeRating(rating);
  const bound = parseChallengeRating(selected[0]);
  if (Number.isNaN(bound)) return true;
  if (Number.isNaN(value)) return false;
  return end === 'from' ? value >= bound : value <= bound;
}
