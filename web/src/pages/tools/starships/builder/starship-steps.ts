// The starship builder's steps: their titles, which of the engine's still-to-choose entries belong to each (a step
// with none left is complete), and the last step, which lists them all.
import type { ComputedStarship, StarshipTodo } from '../../../../../../core/engine/starships/index.ts';

export interface StarshipStep {
  title: string;
  /** The engine's still-to-choose entries this step settles. */
  todo: readonly StarshipTodo['step'][];
}

export const STARSHIP_STEPS: readonly StarshipStep[] = [
  { title: 'Size and Tier', todo: ['size'] },
  { title: 'Role', todo: ['role'] },
  { title: 'Ability Scores', todo: ['abilities'] },
  { title: 'Tier Improvements', todo: ['tiers'] },
  { title: 'Saving Throws', todo: ['saves'] },
  { title: 'Equipment', todo: ['equipment'] },
  { title: 'Weapons', todo: ['weapons'] },
  { title: 'Modifications', todo: ['modifications'] },
  { title: 'Crew', todo: ['crew'] },
  { title: 'Cargo and Credits', todo: [] },
  { title: 'Still to Choose', todo: [] },
];

export const LAST_STARSHIP_STEP = STARSHIP_STEPS.length;

export const clampStarshipStep = (step: number) => Math.min(LAST_STARSHIP_STEP, Math.max(1, Math.round(step) || 1));

/** The step (1-based) where an entry of the still-to-choose list is settled. */
export function stepOfTodo(todo: StarshipTodo): number {
  const index = STARSHIP_STEPS.findIndex((step) => step.todo.includes(todo.step));
  return index < 0 ? LAST_STARSHIP_STEP : index + 1;
}

/** A step is complete when nothing of it is left to choose (and, for the last step, nothing at all). */
export function isStarshipStepComplete(computed: Pick<ComputedStarship, 'todo'>, step: number): boolean {
  if (step === LAST_STARSHIP_STEP) return computed.todo.length === 0;
  const keys = STARSHIP_STEPS[step - 1]?.todo ?? [];
  return !computed.todo.some((entry) => keys.includes(entry.step));
}
