// Reading a character from text or a file: must be non-empty JSON; older exports get the newer fields' defaults.
import { characterImportProblem } from './import-problem.ts';
import { defaultAutomationFor } from '../features/automation.ts';
import { blankCharacter, makeLocalId } from './default-character.ts';
import type { RawCharacter } from './types.ts';

export class CharacterImportError extends Error {
  override name = 'CharacterImportError';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the text parses as a non-empty JSON object (the rule that enables the dialog's Load button). */
export function isLoadableCharacterText(text: string): boolean {
  try {
    parseCharacterJson(text);
    return true;
  } catch {
    return false;
  }
}

/** Parses import text; throws a CharacterImportError naming what was wrong. */
export function parseCharacterJson(text: string): Record<string, unknown> {
  if (typeof text !== 'string' || text.trim() === '') throw new CharacterImportError('Import text is empty: paste or choose a character JSON file.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CharacterImportError(`Import text is not valid JSON: ${(error as Error).message}`);
  }
  if (!isPlainObject(parsed) || Object.keys(parsed).length === 0) {
    throw new CharacterImportError('Import text must be a non-empty JSON object describing a character.');
  }
  return parsed;
}

/** Fills every missing field from the template (recursively into objects); keeps every present and unknown field. */
function fillDefaults(value: Record<string, unknown>, defaults: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...value };
  for (const [key, fallback] of Object.entries(defaults)) {
    const present = value[key];
    if (present === undefined || present === null) {
      if (present === null && !isPlainObject(fallback) && !Array.isArray(fallback)) continue;
      result[key] = fallback;
    } else if (isPlainObject(present) && isPlainObject(fallback)) {
      result[key] = fillDefaults(present, fallback);
    }
  }
  return result;
}

/**
 * A stored character of any builder version brought to the current shape: missing newer fields get defaults,
 * unknown fields (e.g. the old misspelled `exhausion`) are kept. Pure: the input is not modified.
 */
export function normalizeCharacter(input: Record<string, unknown>): RawCharacter {
  const filled = fillDefaults(input, blankCharacter() as unknown as Record<string, unknown>);
  const stats = filled.currentStats as Record<string, unknown>;
  const original = isPlainObject(input.currentStats) ? input.currentStats : {};
  // Very old exports only carry the misspelled field.
  if (original.exhaustion === undefined && typeof original.exhausion === 'number') stats.exhaustion = original.exhausion;
  // Feature automation: a character without the flag keeps the numbers it was built with unless its builder knew
  // automation (the template's "on" is for new characters only).
  const originalSettings = isPlainObject(input.settings) ? input.settings : {};
  if (typeof originalSettings.isAutomatingFeatures !== 'boolean') {
    (filled.settings as Record<string, unknown>).isAutomatingFeatures = defaultAutomationFor(input.builderVersion);
  }
  if (Array.isArray(filled.classes)) {
    filled.classes = (filled.classes as unknown[]).map((entry) =>
      isPlainObject(entry) ? fillDefaults(entry, { hitPoints: [], abilityScoreImprovements: [] }) : entry,
    );
  }
  return filled as unknown as RawCharacter;
}

export interface ImportOptions {
  now?: number;
  random?: () => number;
}

/** Import from pasted text or a file's content: parse, normalise, keep createdAt (else now) and give a localId if absent. */
export function importCharacter(text: string, options: ImportOptions = {}): RawCharacter {
  // Refused with the reason rather than imported as an empty character (an object of unknown fields) or "not a character".
  const problem = characterImportProblem(text);
  if (problem) throw new CharacterImportError(problem);
  const character = normalizeCharacter(parseCharacterJson(text));
  return {
    ...character,
    createdAt: character.createdAt ?? options.now ?? Date.now(),
    localId: character.localId ?? makeLocalId(options.random),
  };
}
