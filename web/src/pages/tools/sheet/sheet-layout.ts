// The sheet body's sections and columns: seven icon tabs; three columns open at once from the md breakpoint,
// two from sm, one below. Each column starts on the next section in order that the character has something in: a
// character who casts nothing opens on Equipment where a caster opens on Casting.
import { breakpoints } from '../../../lib/theme/themes.ts';

export const SHEET_SECTIONS = ['Abilities', 'Combat', 'Casting', 'Equipment', 'Proficiencies', 'Description', 'Notes'] as const;
export type SheetSection = (typeof SHEET_SECTIONS)[number];

export function columnsForWidth(width: number): 1 | 2 | 3 {
  if (width >= breakpoints.md) return 3;
  if (width >= breakpoints.sm) return 2;
  return 1;
}

/** What the character has that decides which sections are worth a column of their own. */
export interface SheetContents {
  /** Tech or force casting: without it the Casting section only says so. */
  casts: boolean;
}

/** The sections in the order columns take them, leaving out those the character has nothing in. */
function sectionOrder(contents: SheetContents): SheetSection[] {
  return SHEET_SECTIONS.filter((section) => section !== 'Casting' || contents.casts);
}

/** What each column shows when the sheet opens: Abilities, Combat, then Casting for a caster or Equipment. */
export function initialSections(columns: number, contents: SheetContents): SheetSection[] {
  return sectionOrder(contents).slice(0, columns);
}

/** Keeps what the open columns show when their number changes (a rotated phone), filling new ones in order. */
export function resizeSections(current: readonly SheetSection[], columns: number, contents: SheetContents): SheetSection[] {
  const kept = current.slice(0, columns);
  for (const section of sectionOrder(contents)) {
    if (kept.length >= columns) break;
    if (!kept.includes(section)) kept.push(section);
  }
  return kept;
}

/** '+3', '-1', '+0': how modifiers are written on a sheet. */
export function signed(value: number): string {
  return value >= 0 ? `+${value}` : String(value);
}
