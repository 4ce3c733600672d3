// What the server accepts as a stored character: opaque JSON text, bounded in size and count per user.
// The per-user limit is the one the character tools show (one place for the number).
import { MAX_CHARACTER_JSON_BYTES } from '../../core/engine/character/character-list.ts';
export { CHARACTER_LIMIT } from '../../core/engine/character/character-list.ts';
export const MAX_JSON_BYTES = MAX_CHARACTER_JSON_BYTES;

/** Returns an error message naming what is wrong with jsonData, or null when it can be stored. */
export function jsonDataProblem(jsonData: unknown): string | null {
  if (typeof jsonData !== 'string') return 'jsonData must be a string holding the character as JSON text.';
  const bytes = Buffer.byteLength(jsonData, 'utf8');
  if (bytes > MAX_JSON_BYTES) return `jsonData is too large: ${bytes} bytes, at most ${MAX_JSON_BYTES} bytes (512 KB) are allowed.`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonData);
  } catch (e) {
    return `jsonData is not valid JSON: ${(e as Error).message}`;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'jsonData must be a JSON object (a character).';
  return null;
}
