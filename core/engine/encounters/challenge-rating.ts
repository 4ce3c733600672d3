// Challenge ratings read from text ('1/4', '0.25', '12') and the XP they are worth, by the catalogue.
import type { ChallengeRatingRow, EncounterRules } from './rules.ts';

/** The rating as a number: whole numbers, decimals and fractions ('1/4' = 0.25); undefined for anything else. */
export function challengeRatingValue(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : undefined;
  const value = (text ?? '').trim();
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? undefined : Number(fraction[1]) / denominator;
  }
  return /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : undefined;
}

/** The catalogue's row for a rating ('1/4', '0.25' and 0.25 are the same), or undefined when it is none of them. */
export function challengeRatingRow(rules: EncounterRules, text: string | number | null | undefined): ChallengeRatingRow | undefined {
  const value = challengeRatingValue(text);
  return value === undefined ? undefined : rules.challengeRatings.find((row) => row.value === value);
}

/** The catalogue's row whose XP is exactly this many points, when one is. */
export function challengeRatingOfXp(rules: EncounterRules, xp: number | null | undefined): ChallengeRatingRow | undefined {
  return typeof xp === 'number' ? rules.challengeRatings.find((row) => row.xp === xp) : undefined;
}

/** The XP of a rating; throws a RangeError naming the text when it is no rating of the catalogue. */
export function xpForChallengeRating(rules: EncounterRules, text: string | number): number {
  const row = challengeRatingRow(rules, text);
  if (!row) throw new RangeError(`"${text}" is not a challenge rating: use 0, 1/8, 1/4, 1/2 or a whole number from 1 to 30.`);
  return row.xp;
}

/** The note shown where a record states other XP than its rating is worth (the rating's XP is the one used). */
export function recordXpNote(recordXp: number, rating: string, xp: number): string {
  return `Its record says ${recordXp} XP; challenge rating ${rating} is worth ${xp} XP, which is used.`;
}
