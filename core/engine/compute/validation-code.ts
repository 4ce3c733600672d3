// The completeness check (codes 0 to 7, first failure wins) that gates sheet generation.
import { ABILITIES, type RawCharacter } from '../character/types.ts';

export const VALIDATION_MESSAGES: Readonly<Record<number, string>> = {
  0: 'All fields are filled in',
  1: 'No character found',
  2: 'Missing a name',
  3: 'Missing a species',
  4: 'Missing a class',
  5: 'Missing hit points for at least one class level',
  6: 'Missing ability scores',
  7: 'Missing a background',
};

export interface ValidationResult {
  code: number;
  message: string;
}

function codeFor(character: RawCharacter | null | undefined): number {
  if (!character || typeof character !== 'object') return 1;
  if (!character.name) return 2;
  if (!character.species?.name) return 3;
  if (!Array.isArray(character.classes) || character.classes.length === 0) return 4;
  const lacksHitPoints = character.classes.some(
    (entry, position) => !Array.isArray(entry.hitPoints) || entry.hitPoints.length !== (Number(entry.levels) || 0) - (position === 0 ? 1 : 0),
  );
  if (lacksHitPoints) return 5;
  const scores = character.baseAbilityScores ?? {};
  const keys = Object.keys(scores);
  const exactlySix = keys.length === ABILITIES.length && ABILITIES.every((ability) => keys.includes(ability));
  if (!exactlySix || ABILITIES.some((ability) => !(Number(scores[ability]) > 0))) return 6;
  if (!character.background?.name) return 7;
  return 0;
}

/** 0 when complete; otherwise the first failing check: 1 no character ... 7 missing background. */
export function validateCharacter(character: RawCharacter | null | undefined): ValidationResult {
  const code = codeFor(character);
  return { code, message: VALIDATION_MESSAGES[code] };
}
