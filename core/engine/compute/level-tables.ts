// Reading numbers out of the class level tables and archetype tables (cells are texts like "+2", "1st", "d8", "—").
import type { ArchetypeRule, ClassRule } from '../rules/types.ts';

/** The leading integer of a table cell ("9" -> 9, "1st" -> 1, "+2" -> 2, "d8" -> 8); absent or "—" -> undefined. */
export function parseCellNumber(cell: string | null | undefined): number | undefined {
  if (typeof cell !== 'string') return undefined;
  const match = /[+-]?\d+/.exec(cell.replace(/^d/i, ''));
  return match ? Number.parseInt(match[0], 10) : undefined;
}

export function classCell(classRule: ClassRule | undefined, level: number, column: string): string | undefined {
  return classRule?.levelChanges?.[String(level)]?.[column];
}

export function archetypeCell(archetype: ArchetypeRule | undefined, level: number, column: string): string | undefined {
  const row = archetype?.leveledTable?.[String(level)];
  if (!row) return undefined;
  for (const cell of row) if (cell.key === column) return cell.value ?? undefined;
  return undefined;
}

/** A number from the class table at a level, else from the archetype table, else undefined. */
export function tableNumber(
  classRule: ClassRule | undefined,
  archetype: ArchetypeRule | undefined,
  level: number,
  column: string,
): number | undefined {
  return parseCellNumber(classCell(classRule, level, column)) ?? parseCellNumber(archetypeCell(archetype, level, column));
}
