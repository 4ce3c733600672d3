// The monster table's filter options: sizes in size order, the nine alignments of the game followed by any other
// alignment the data uses, and the creature types present.
import { ALIGNMENTS } from '../../../../core/engine/character/types.ts';

export const SIZE_ORDER = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'] as const;


const titleCase = (text: string) => text.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

/** Known sizes in size order, then any others alphabetically. */
export function sizeOptions(sizes: Iterable<string | null | undefined>): string[] {
  const present = new Set([...sizes].filter((s): s is string => Boolean(s?.trim())).map((s) => s.trim()));
  const known = SIZE_ORDER.filter((s) => present.has(s));
  const others = [...present].filter((s) => !(SIZE_ORDER as readonly string[]).includes(s)).sort();
  return [...known, ...others];
}

/** The game's nine alignments, then the other alignments of the data (start-cased, e.g. 'Unaligned'). */
export function alignmentOptions(alignments: Iterable<string | null | undefined>): string[] {
  const known = new Set(ALIGNMENTS.map((a) => a.toLowerCase()));
  const others = new Map<string, string>();
  for (const alignment of alignments) {
    const text = alignment?.trim();
    if (!text || known.has(text.toLowerCase())) continue;
    others.set(text.toLowerCase(), titleCase(text));
  }
  return [...ALIGNMENTS, ...[...others.values()].sort()];
}

/** Distinct creature types, case-insensitively, alphabetically ('beast', 'droid', ...). */
export function typeOptions(typeLists: Iterable<readonly string[] | null | undefined>): string[] {
  const types = new Map<string, string>();
  for (const list of typeLists) for (const type of list ?? []) if (type.trim()) types.set(type.trim().toLowerCase(), type.trim().toLowerCase());
  return [...types.values()].sort();
}
