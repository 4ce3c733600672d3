// The sheet body's sections and columns: seven icon tabs; three columns open at once from the md breakpoint,
// two from sm, one below. Each column starts on the next section in order.
import { breakpoints } from '../../../lib/theme/themes.ts';

export const SHEET_SECTIONS = ['Abilities', 'Combat', 'Casting', 'Equipment', 'Proficiencies', 'Description', 'Notes'] as const;
export type SheetSection = (typeof SHEET_SECTIONS)[number];

export function columnsForWidth(width: number): 1 | 2 | 3 {
  if (width >= breakpoints.md) return 3;
  if (width >= breakpoints.sm) return 2;
  return 1;
}

/** What each column shows when the sheet opens: Abilities, then Combat, then Casting. */
export function initialSections(columns: number): SheetSection[] {
  return SHEET_SECTIONS.slice(0, columns);
}

/** Keeps what the open columns show when their number changes (a rotated phone), filling new ones in order. */
export function resizeSections(current: readonly SheetSection[], columns: number): SheetSection[] {
  const kept = current.slice(0, columns);
  for (const section of SHEET_SECTIONS) {
    if (kept.length >= columns) break;
    if (!kept.includes(section)) kept.push(section);
  }
  return kept;
}

/** '+3', '-1', '+0': how modifiers are written on a sheet. */
export function signed(value: number): string {
  return value >= 0 ? `+${value}` : String(value);
}
