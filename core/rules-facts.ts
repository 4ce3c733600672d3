// Facts of the game that several parts of the site list (the builder, the monster table...), written once. The
// abilities live with the rules engine (`engine/character/types.ts`), which computes with them.

/** The nine alignments, light to dark, lawful to chaotic within each. */
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

export type Alignment = (typeof ALIGNMENTS)[number];
