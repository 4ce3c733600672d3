// What every formula of the ship sheet reads: the ship, the rules, its size's rules, and where problems, warnings and
// the list of what is still to choose are collected (in the order the formulas run, which is the order shown).
import type { StarshipSizeRules } from '../../../schemas/starship-mechanics.ts';
import type { ComputeStarshipOptions, StarshipProblem, StarshipTodo } from '../computed.ts';
import { StarshipRulesError, type StarshipRules } from '../rules.ts';
import type { Starship } from '../ship-document.ts';

/** The ship with its size's rules; throws when the loaded rules lack the size. */
export function shipContext(ship: Starship, rules: StarshipRules, options: ComputeStarshipOptions) {
  const general = rules.general;
  const sizeEntry = rules.sizes.get(ship.size);
  if (!sizeEntry) throw new StarshipRulesError(`The loaded rules have no ${ship.size} ships (sizes: ${[...rules.sizes.keys()].join(', ') || 'none'})`);
  const size: StarshipSizeRules = sizeEntry.rules;
  const tier = ship.tier;
  const problems: StarshipProblem[] = [];
  const todo: StarshipTodo[] = [];
  const warnings: string[] = [];
  const problem = (p: StarshipProblem) => problems.push(p);
  const warn = (w: string) => warnings.push(w);
  const state = ship.state;
  return { ship, rules, options, general, size, tier, problems, todo, warnings, problem, warn, state };
}

export type ShipContext = ReturnType<typeof shipContext>;
