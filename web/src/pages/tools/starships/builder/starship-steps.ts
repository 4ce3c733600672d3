// The starship builder's steps: their titles, which of the engine's still-to-choose entries belong to each (a step
// with none left is complete), and the last step, which lists them all.
import type { ComputedStarship, Starship, StarshipTodo } from '../../../../../../core/engine/starships/index.ts';

export interface StarshipStep {
  title: string;
  /** The engine's still-to-choose entries this step settles. */
  todo: readonly StarshipTodo['step'][];
  /**
   * A step where nothing may be required (no improvements before tier 1, no weapons or cargo needed): it is done once
   * the player has opened it, or once the ship holds something chosen there; never merely because nothing is asked.
   */
  chosen?(ship: Starship): boolean;
}

export const STARSHIP_STEPS: readonly StarshipStep[] = [
  { title: 'Size and Tier', todo: ['size'] },
  { title: 'Role', todo: ['role'] },
  { title: 'Ability Scores', todo: ['abilities'] },
  { title: 'Tier Improvements', todo: ['tiers'], chosen: (ship) => ship.tierIncreases.length > 0 || ship.roleSpecialization !== null },
  { title: 'Saving Throws', todo: ['saves'] },
  { title: 'Equipment', todo: ['equipment'] },
  { title: 'Weapons', todo: ['weapons'], chosen: (ship) => ship.weapons.length > 0 },
  { title: 'Modifications', todo: ['modifications'] },
  { title: 'Crew', todo: ['crew'] },
  { title: 'Cargo and Credits', todo: [], chosen: (ship) => ship.cargo.length > 0 },
  { title: 'Still to Choose', todo: [] },
];

export const LAST_STARSHIP_STEP = STARSHIP_STEPS.length;

export const clampStarshipStep = (step: number) => Math.min(LAST_STARSHIP_STEP, Math.max(1, Math.round(step) || 1));

/** The step (1-based) where an entry of the still-to-choose list is settled. */
export function stepOfTodo(todo: StarshipTodo): number {
  const index = STARSHIP_STEPS.findIndex((step) => step.todo.includes(todo.step));
  return index < 0 ? LAST_STARSHIP_STEP : index + 1;
}

/**
 * A step is complete when nothing of it is left to choose (and, for the last step, nothing at all); a step that may ask
 * for nothing also needs to have been opened (`opened`, the steps shown this visit) or to hold a choice.
 */
export function isStarshipStepComplete(computed: Pick<ComputedStarship, 'todo'>, step: number, ship?: Starship, opened?: ReadonlySet<number>): boolean {
  if (step === LAST_STARSHIP_STEP) return computed.todo.length === 0;
  const entry = STARSHIP_STEPS[step - 1];
  const keys = entry?.todo ?? [];
  if (computed.todo.some((todo) => keys.includes(todo.step))) return false;
  if (!entry?.chosen || !ship) return true;
  return (opened?.has(step) ?? false) || entry.chosen(ship);
}
