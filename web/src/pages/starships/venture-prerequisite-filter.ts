// The ventures table's prerequisite filter: the data's prerequisites as options, plus None for
// ventures without one.
import type { VentureRecord } from '../../../../core/schemas/index.ts';

export const NONE = 'None';

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

/** None first, then every distinct prerequisite alphabetically. */
export function prerequisiteOptions(ventures: Iterable<Pick<VentureRecord, 'prerequisites'>>): string[] {
  const distinct = new Map<string, string>();
  for (const venture of ventures) for (const p of venture.prerequisites ?? []) if (clean(p)) distinct.set(clean(p).toLowerCase(), clean(p));
  return [NONE, ...[...distinct.values()].sort((a, b) => a.localeCompare(b))];
}

/** Matches a venture with one of the selected prerequisites, or with none when None is selected. */
export function matchesPrerequisite(prerequisites: VentureRecord['prerequisites'] | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const own = (prerequisites ?? []).map(clean).filter(Boolean).map((p) => p.toLowerCase());
  return selected.some((choice) => (choice === NONE ? own.length === 0 : own.includes(clean(choice).toLowerCase())));
}
