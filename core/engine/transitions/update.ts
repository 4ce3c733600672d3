// Small helpers for pure updates: every transition returns a new character and leaves its input untouched.
import type { CharacterClass, CurrentStats, RawCharacter } from '../character/types.ts';

export function withStats(character: RawCharacter, patch: Partial<CurrentStats>): RawCharacter {
  return { ...character, currentStats: { ...character.currentStats, ...patch } };
}

export function withClass(character: RawCharacter, index: number, update: (entry: CharacterClass) => CharacterClass): RawCharacter {
  if (index < 0 || index >= character.classes.length) throw new RangeError(`No class at position ${index} (the character has ${character.classes.length})`);
  return { ...character, classes: character.classes.map((entry, position) => (position === index ? update(entry) : entry)) };
}

export function replaceAt<T>(list: readonly T[], index: number, value: T, what: string): T[] {
  if (index < 0 || index >= list.length) throw new RangeError(`No ${what} at position ${index} (the list has ${list.length})`);
  return list.map((entry, position) => (position === index ? value : entry));
}

export function removeAt<T>(list: readonly T[], index: number, what: string): T[] {
  if (index < 0 || index >= list.length) throw new RangeError(`No ${what} at position ${index} (the list has ${list.length})`);
  return list.filter((_, position) => position !== index);
}

/** Non-numbers become 0; values are never below 0. */
export function nonNegative(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, number) : 0;
}
