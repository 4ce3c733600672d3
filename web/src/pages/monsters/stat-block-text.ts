// Texts of a monster's stat block: signed modifiers, the type line, lists with their 'Other' companions, CR and XP.
import type { MonsterRecord } from '../../../../core/schemas/index.ts';
import { challengeRatingText } from './challenge-rating.ts';
import { monsterKind } from '../../../../core/text/monster-kind.ts';

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/** 'Gargantuan beast, unaligned'; 'Medium humanoid (Villainous, Kaleesh)' where the data split the tag. */
export function typeLine({ size, types, alignment }: Pick<MonsterRecord, 'size' | 'types'> & { alignment?: string | null }): string {
  const parsed = monsterKind({ types, alignment });
  const kind = [size, parsed.typeText].filter(Boolean).join(' ');
  return parsed.alignment ? `${kind}, ${parsed.alignment}` : kind;
}

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
