// Texts of a monster's stat block: signed modifiers, the type line, lists with their 'Other' companions, CR and XP.
import type { MonsterRecord } from '../../../../core/schemas/index.ts';
import { challengeRatingText } from './challenge-rating.ts';

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/** The type line is the Roll20 export's too, so it lives with the monster texts of core. */
export { monsterTypeLine as typeLine } from '../../../../core/text/monster-kind.ts';

/** A damage or condition list followed by its 'Other' entries ('Fire; kinetic and energy from unenhanced weapons'). */
export function withOther(list: readonly string[] | null | undefined, other: readonly string[] | null | undefined): string {
  const main = (list ?? []).filter(Boolean).join(', ');
  const extra = (other ?? []).filter(Boolean).join(', ');
  return [main, extra].filter(Boolean).join('; ');
}

/** '20 (25,000 XP)'. */
export function challengeText(challengeRating: string, experiencePoints: number | null | undefined): string {
  const rating = challengeRatingText(challengeRating);
  return experiencePoints != null ? `${rating} (${experiencePoints.toLocaleString('en-US')} XP)` : rating;
}
