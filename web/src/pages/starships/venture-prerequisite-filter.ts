// The ventures table's prerequisite filter: the data's prerequisites as options, plus None for ventures without one.
// The data writes the same kind of prerequisite several ways ('at least 1 rank in gunner', 'The Ability to Cast 1st
// level Tech Powers' beside 'The ability to cast 2nd level tech powers'): the options are written one way (the records
// keep theirs), and matching ignores case and spacing.
import type { VentureRecord } from '../../../../core/schemas/index.ts';

export const NONE = 'None';

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A prerequisite as the filter writes it: 'At least 2 levels in Consular', 'At least 1 rank in Gunner' (the class or
 * deployment named as a name), 'The ability to cast 1st level tech powers' (a sentence); others (venture names such
 * as 'Spacecasting, Greater') as the data writes them.
 */
export function prerequisiteLabel(text: string): string {
  const plain = clean(text);
  const levels = /^at least (\d+) (levels?|ranks?) in (.+)$/i.exec(plain);
  if (levels) return `At least ${levels[1]} ${levels[2]!.toLowerCase()} in ${levels[3]!.split(' ').map(capital).join(' ')}`;
  if (/^the ability to /i.test(plain)) return capital(plain.toLowerCase());
  return plain;
}

/** None first, then every distinct prerequisite alphabetically. */
export function prerequisiteOptions(ventures: Iterable<Pick<VentureRecord, 'prerequisites'>>): string[] {
  const distinct = new Map<string, string>();
  for (const venture of ventures) for (const p of venture.prerequisites ?? []) if (clean(p)) distinct.set(clean(p).toLowerCase(), prerequisiteLabel(p));
  return [NONE, ...[...distinct.values()].sort((a, b) => a.localeCompare(b))];
}

/** Matches a venture with one of the selected prerequisites, or with none when None is selected. */
export function matchesPrerequisite(prerequisites: VentureRecord['prerequisites'] | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const own = (prerequisites ?? []).map(clean).filter(Boolean).map((p) => p.toLowerCase());
  return selected.some((choice) => (choice === NONE ? own.length === 0 : own.includes(clean(choice).toLowerCase())));
}
