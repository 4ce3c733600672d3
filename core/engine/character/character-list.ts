// The character's own list facts: its limits (the kinds table's), the card's summary line and the stamp of a save. The
// rules every list shares (finding, filtering, the count and limit texts) are core/documents/list-rules.ts.
import { DOCUMENT_KIND } from '../../documents/kinds.ts';
import { BUILDER_VERSION } from './default-character.ts';
import type { RawCharacter } from './types.ts';

/** Characters a user may keep: one limit for the list, its add button and the server (the kinds table's entry). */
export const CHARACTER_LIMIT = DOCUMENT_KIND.character.limit;
/** The largest character (its JSON text, UTF-8) the server stores; the browser keeps larger ones without sending them. */
export const MAX_CHARACTER_JSON_BYTES = DOCUMENT_KIND.character.maxJsonBytes;
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
