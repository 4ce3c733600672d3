// Test helpers: the bundled starship rules (seed/data, with our catalogue) indexed once, and ships built by the
// transitions the builder uses, so tests read as the builder's steps.
import { BUNDLED_RULES_DIR } from '../../node/load-rules.ts';
import { loadStarshipRulesDir } from '../../node/load-starship-rules.ts';
import type { StarshipChange } from '../build.ts';
import { indexStarshipRules, type StarshipRules } from '../rules.ts';
import type { Starship } from '../ship-document.ts';

let bundled: StarshipRules | undefined;
export function bundledStarshipRules(): StarshipRules {
  return (bundled ??= indexStarshipRules(loadStarshipRulesDir(BUNDLED_RULES_DIR)));
}

/** The ship a build step made; a refusal fails the test with the rules' reasons. */
export function applied(change: StarshipChange): Starship {
  if (!change.ok) throw new Error(`refused: ${change.reasons.join('; ')}`);
  return change.ship;
}

/** A roller that returns the given faces in turn (for dice spent by recharging, patching, power recovery). */
export function faces(...values: number[]): (sides: number) => number {
  let i = 0;
  return (sides) => {
    const value = values[i++];
    if (value === undefined) throw new Error('the test rolled more dice than it planned');
    if (value < 1 || value > sides) throw new Error(`a d${sides} cannot show ${value}`);
    return value;
  };
}
