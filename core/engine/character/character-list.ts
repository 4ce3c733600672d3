// Pure helpers for the My Characters list and local saving: lookup by id, filtering, limits, summaries, upserts.
import { DOCUMENT_KIND } from '../../documents/kinds.ts';
import { BUILDER_VERSION } from './default-character.ts';
import type { RawCharacter } from './types.ts';

/** Characters a user may keep: one limit for the add button, its tooltip and the server (the kinds table's entry). */
export const CHARACTER_LIMIT = DOCUMENT_KIND.character.limit;
/** The largest character (its JSON text, UTF-8) the server stores; the browser keeps larger ones without sending them. */
export const MAX_CHARACTER_JSON_BYTES = DOCUMENT_KIND.character.maxJsonBytes;
export const SHOW_COUNT_ABOVE = 14;
export const SHOW_SEARCH_ABOVE = 5;

/** Matches the cloud id first, then the local id. */
export function findCharacterById<T extends Pick<RawCharacter, 'id' | 'localId'>>(characters: readonly T[], id: string): T | undefined {
  return characters.find((character) => character.id === id) ?? characters.find((character) => character.localId === id);
}

/** Case-insensitive name filter, newest change first. */
export function filterCharacters<T extends Pick<RawCharacter, 'name' | 'changedAt'>>(characters: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  return characters
    .filter((character) => (character.name ?? '').toLowerCase().includes(needle))
    .sort((a, b) => (Number(b.changedAt) || 0) - (Number(a.changedAt) || 0));
}

export const isAtCharacterLimit = (count: number) => count >= CHARACTER_LIMIT;
export const showsCharacterCount = (count: number) => count > SHOW_COUNT_ABOVE;
export const showsCharacterSearch = (count: number) => count > SHOW_SEARCH_ABOVE;

/** The card's species/class line, or 'No species or classes chosen.' */
export function characterSummary(character: Pick<RawCharacter, 'species' | 'classes'>): string {
  const species = character.species?.name ?? '';
  const classes = (character.classes ?? []).map(({ name, levels }) => `${name} ${levels}`).join(', ');
  return [species, classes].filter(Boolean).join(' ') || 'No species or classes chosen.';
}

/** Stamped with the current builder version and time before every save. */
export function stampForSave(character: RawCharacter, now: number = Date.now()): RawCharacter {
  return { ...character, builderVersion: BUILDER_VERSION, changedAt: now };
}

/** Saved locally: replaces the entry with the same id, else the same localId, else appends. */
export function upsertCharacter(characters: readonly RawCharacter[], character: RawCharacter): RawCharacter[] {
  let index = character.id ? characters.findIndex((entry) => entry.id === character.id) : -1;
  if (index < 0 && character.localId) index = characters.findIndex((entry) => entry.localId === character.localId);
  return index < 0 ? [...characters, character] : characters.map((entry, position) => (position === index ? character : entry));
}
