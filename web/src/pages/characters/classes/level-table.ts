// A class's level table from the data's shape (level -> column -> cell) in the order of its headers, levels 1 to 20.
import type { ClassRecord } from '../../../../../core/schemas/index.ts';
import type { LevelRows } from '../../../components/LevelTable.tsx';

export function levelTable(levelChanges: ClassRecord['levelChanges'] | null | undefined, headers: readonly string[] | null | undefined): LevelRows {
  const changes = levelChanges ?? {};
  const levels = Object.keys(changes).sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  const columns = headers && headers.length ? [...headers] : Object.keys(changes[levels[0]] ?? {});
  return {
    headers: columns,
    rows: levels.map((level) => ({ level, cells: columns.map((column) => changes[level]?.[column] ?? '') })),
  };
}

/** The saving throws of a class or starship size as one phrase: 'Strength and Constitution'. */
export function joinWithAnd(items: readonly string[] | null | undefined): string {
  const list = (items ?? []).filter(Boolean);
  return list.join(' and ');
}
