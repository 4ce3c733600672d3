// The My Starships list's own rules: the card's summary line, and reading an imported file, with an error that names
// what is wrong with it (the rules every list shares are core/documents/list-rules.ts).
import { parseStoredStarship, STORAGE_FIELDS, type StoredStarship } from '../../../../../../core/documents/adapters.ts';

/** "Medium Freighter, tier 2", or "Medium ship, tier 0: no role chosen". */
export function starshipSummary(ship: Pick<StoredStarship, 'size' | 'role' | 'tier'>): string {
  return ship.role ? `${ship.size} ${ship.role}, tier ${ship.tier}` : `${ship.size} ship, tier ${ship.tier}: no role chosen`;
}

/** Import text that is not a starship: the message says what is wrong, for the dialog to show. */
export class StarshipImportError extends Error {
  override name = 'StarshipImportError';
}

/**
 * A starship from an imported file's text: exported by this site (or written for the `npm run starship` command),
 * checked by the starship engine. The cloud id and owner of the copy it came from are dropped: an import is always a
 * new ship. A character's file is told apart, so the player knows where it belongs.
 */
export function importStarshipText(text: string): StoredStarship {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StarshipImportError(`This is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new StarshipImportError('This is not a starship: a starship file holds one JSON object.');
  const object = value as Record<string, unknown>;
  if (object.kind !== 'starship' && ('classes' in object || 'species' in object || 'baseAbilityScores' in object)) {
    throw new StarshipImportError('This is a character, not a starship: import it on My Characters.');
  }
  const parsed = parseStoredStarship(object);
  if (!parsed.ok)
    throw new StarshipImportError(parsed.problem.replace(/^jsonData is not a starship: /, 'This is not a starship: ').replace(/^jsonData/, 'The file'));
  const ship: Record<string, unknown> = { ...parsed.value };
  for (const field of STORAGE_FIELDS) if (field !== 'localId') delete ship[field];
  return ship as StoredStarship;
}

/** True when the text is JSON holding an object: the Load button's condition (the engine judges the rest on load). */
export function isLoadableStarshipText(text: string): boolean {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
  } catch {
    return false;
  }
}
