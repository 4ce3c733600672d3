// Texts of a monster's stat block: signed modifiers, the type line, lists with their 'Other' companions, CR and XP.
import type { MonsterRecord } from '../../../../seed/schemas/index.ts';

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/** 'Gargantuan beast, unaligned'. */
export function typeLine({ size, types, alignment }: Pick<MonsterRecord, 'size' | 'types'> & { alignment?: string | null }): string {
  const kind = [size, types.join(', ')].filter(Boolean).join(' ');
  return alignment ? `${kind}, ${alignment}` : kind;
}

/** A damage or condition list followed by its 'Other' entries ('Fire; kinetic and energy from unenhanced weapons'). */
export function withOther(list: readonly string[] | null | undefined, other: readonly string[] | null | undefined): string {
  const main = (list ?? []).filter(Boolean).join(', ');
  const extra = (other ?? []).filter(Boolean).join(', ');
  return [main, extra].filter(Boolean).join('; ');
}

/** '20 (25,000 XP)'. */
export function challengeText(challengeRating: string, experiencePoints: number | null | undefined): string {
  return experiencePoints != null ? `${challengeRating} (${experiencePoints.toLocaleString('en-US')} XP)` : challengeRating;
}
