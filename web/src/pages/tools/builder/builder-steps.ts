// The builder's steps: their titles, and when each one counts as complete.
import { ABILITIES, type RawCharacter } from '../../../../../core/engine/index.ts';

export const STEP_TITLES = ['Choose a Species', 'Choose a Class', 'Determine Ability Scores', 'Describe Your Character', 'Choose Equipment'] as const;

/** Step numbers run 0 (the intro) to LAST_STEP. */
export const LAST_STEP = STEP_TITLES.length;

/** Next and previous stay within 0 and the last step. */
export function clampStep(step: number): number {
  return Math.min(LAST_STEP, Math.max(0, Math.floor(step) || 0));
}

/** Completion of steps 1 to 5: species named; a class; every base score above 0; name and background; an item. */
export function isStepComplete(character: RawCharacter, step: number): boolean {
  switch (step) {
    case 1:
      return Boolean(character.species?.name);
    case 2:
      return (character.classes?.length ?? 0) > 0;
    case 3:
      return ABILITIES.every((ability) => Number(character.baseAbilityScores?.[ability]) > 0);
    case 4:
      return Boolean(character.name) && Boolean(character.background?.name);
    case 5:
      return (character.equipment?.length ?? 0) > 0;
    default:
      return false;
  }
}
