// File and clipboard export of the stored character (the same JSON the import reads back).
import type { RawCharacter } from '../character/types.ts';
import { camelCase } from './camel-case.ts';

export const INCOMPLETE_CHARACTER_FILE = 'incompleteCharacter';

/** The character name camel-cased, or incompleteCharacter without a name, plus '.json'. */
export function exportFileName(character: Pick<RawCharacter, 'name'>): string {
  const base = character.name ? camelCase(character.name) : '';
  return `${base || INCOMPLETE_CHARACTER_FILE}.json`;
}

/** Text written to the file or the clipboard. */
export function characterToJson(character: RawCharacter, pretty = true): string {
  return JSON.stringify(character, null, pretty ? 2 : undefined);
}
