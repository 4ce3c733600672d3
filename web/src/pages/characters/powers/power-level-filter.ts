// The powers tables' level filter: an empty level counts as At-will.
import type { PowerRecord } from '../../../../../core/schemas/index.ts';
import { AT_WILL } from './power-choices.ts';

/** The filter option a level falls under: 'At-will' for none or 0, else the number as text. */
export function levelOption(level: PowerRecord['level'] | null | undefined): string {
  return level ? String(level) : AT_WILL;
}

export function matchesPowerLevel(level: PowerRecord['level'] | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const option = levelOption(level);
  return selected.some((s) => s.toLowerCase() === option.toLowerCase());
}
