// The monster table's filter options (spec sections 5 and 9): sizes in size order, the alignments of the spec
// followed by any other alignment the data uses, and the creature types present.

export const SIZE_ORDER = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'] as const;

/** Spec section 9, in its order. */
export const ALIGNMENTS = [
  'Lawful Light',
  'Neutral Light',
  'Chaotic Light',
  'Lawful Balanced',
  'Balanced Neutral',
  'Chaotic Balanced',
  'Lawful Dark',
  'Neutral Dark',
  'Chaotic Dark',
] as const;

const titleCase = (text: string) => text.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

/** Known sizes in size order, then any others alphabetically. */
export function sizeOptions(sizes: Iterable<string | null | undefined>): string[] {
  const present = new Set([...sizes].filter((s): s is string => Boolean(s?.trim())).map((s) => s.trim()));
  const known = SIZE_ORDER.filter((s) => present.has(s));
  const others = [...present].filter((s) => !(SIZE_ORDER as readonly string[]).includes(s)).sort();
  return [...known, ...others];
}

/** The spec's nine alignments, then the other alignments of the data (start-cased, e.g. 'Unaligned'). */
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
