// An archetype's leveled table from the data's shape (level -> list of {key, value}): one row per level in numeric
// order, one column per key in first-seen order, the first column the level as an ordinal.
import type { ArchetypeRecord } from '../../../../../core/schemas/index.ts';
import type { LevelRows } from '../../../components/LevelTable.tsx';
import { ordinal } from '../../../components/table/format/ordinal.ts';

export function leveledTable(table: ArchetypeRecord['leveledTable'] | null | undefined): LevelRows {
  if (!table) return { headers: [], rows: [] };
  const levels = Object.keys(table).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  const keys: string[] = [];
  for (const level of levels) for (const cell of table[level] ?? []) if (!keys.includes(cell.key)) keys.push(cell.key);
  return {
    headers: ['Level', ...keys],
    rows: levels.map((level) => {
      const n = Number(level);
      const cells = keys.map((key) => table[level]?.find((c) => c.key === key)?.value ?? '');
      return { level, cells: [Number.isInteger(n) && n > 0 ? ordinal(n) : level, ...cells] };
    }),
  };
}
