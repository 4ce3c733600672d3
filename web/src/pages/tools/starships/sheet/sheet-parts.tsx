// What the starship sheet's panels share: their props (the ship, its rules and computed sheet, and the two ways to
// change it: a play transition with a report, or a plain edit) and the report line of the last action.
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import type { ComputedStarship, Starship, StarshipRules } from '../../../../../../core/engine/starships/index.ts';

/** What an action did, in the engine's words ("Shields take 7 ...", "Refit: ... cost 400 cr"). */
export interface ActionReport {
  title: string;
  lines: readonly string[];
  tone?: 'info' | 'error';
}

export interface SheetPartProps {
  ship: StoredStarship;
  rules: StarshipRules;
  computed: ComputedStarship;
  /**
   * Applies a transition to the latest ship (two actions in one event see each other). It returns the next ship, or
   * the same ship for nothing to do; what it says goes to the report.
   */
  act(title: string, transition: (ship: Starship) => { ship: Starship; lines?: readonly string[] } | Starship): void;
}

/** "12 / 33". */
export const outOf = (current: number, max: number) => `${current} / ${max}`;
