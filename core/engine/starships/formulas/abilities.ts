// Ability scores, before modifications: as assigned (by the method's rules), then the size's, role's, tiers' and
// paragon's adjustments; an increase stops at the score's maximum.
import { SHIP_ABILITIES, type ShipAbility } from '../../../schemas/starship-mechanics.ts';
import type { ComputedAbility, StarshipProblem, StarshipTodo } from '../computed.ts';
import type { StarshipRules } from '../rules.ts';
import { POINT_BUY_BUDGET, POINT_BUY_MAX, POINT_BUY_MIN, purchaseProblems, STANDARD_ARRAY } from '../../validation/ability-scores.ts';
import type { Starship } from '../ship-document.ts';
import type { ShipContext } from './context.ts';
import type { ShipRoles } from './roles.ts';

export const modifierOf = (score: number) => Math.floor((score - 10) / 2);

/** The scores with their sources so far, and how to adjust or increase one. */
export function computeAbilities(ctx: ShipContext, { role, roleEffectsOf }: ShipRoles) {
  const { ship, general, size, tier, problem, warn, todo } = ctx;
  const abilities = {} as Record<ShipAbility, ComputedAbility>;
  const assigned = ship.abilityScores.assigned;
  for (const a of SHIP_ABILITIES) {
    const value = assigned[a] ?? null;
    const maximum = size.abilityMaximums[a] ?? general.abilityScores.maximum;
    abilities[a] = { assigned: value, score: value ?? 10, modifier: 0, maximum, sources: value === null ? [] : [{ label: 'assigned', amount: value }] };
  }
  checkAssignedScores(ship, general, problem, todo);
  const adjust = (a: ShipAbility, label: string, amount: number) => {
    abilities[a].score += amount;
    abilities[a].sources.push({ label, amount });
  };
  /** An increase stops at the score's maximum (the rules let the lost part go to another score instead). */
  const increase = (a: ShipAbility, label: string, amount: number, raisesMaximum = 0) => {
    const line = abilities[a];
    line.maximum += raisesMaximum;
    const applied = Math.max(0, Math.min(amount, line.maximum - line.score));
    if (applied < amount) warn(`${label}: ${a} cannot rise above ${line.maximum}; ${amount - applied} of the increase is lost (the rules let it go to another score instead)`);
    if (applied) adjust(a, label, applied);
  };
  for (const [a, amount] of Object.entries(size.abilityAdjustments) as [ShipAbility, number][]) adjust(a, `${ship.size} size`, amount);
  if (role) for (const [a, amount] of Object.entries(role.abilityIncrease) as [ShipAbility, number][]) adjust(a, `${role.name} role`, amount);
  for (let t = 1; t <= tier; t++) {
    const entry = ship.tierIncreases.find((e) => e.tier === t);
    if (!entry) {
      todo.push({ step: 'tiers', text: `Choose the ability score improvement of tier ${t} (+2 to one score or +1 to two)` });
      continue;
    }
    const parts = Object.entries(entry.increases) as [ShipAbility, number][];
    const total = parts.reduce((sum, [, n]) => sum + n, 0);
    if (total !== 2 || parts.length > 2) problem({ where: 'tiers', name: `Tier ${t}`, reason: `The ability score improvement of tier ${t} adds ${total}; it must be +2 to one score or +1 to two` });
    for (const [a, n] of parts) increase(a, `tier ${t} improvement`, n);
  }
  for (const entry of ship.tierIncreases) if (entry.tier > tier) warn(`The improvement of tier ${entry.tier} is ignored: the ship is tier ${tier}`);
  if (tier >= 5 && size.paragonIncreases) {
    const chosen = ship.paragon.abilities;
    if (chosen.length < size.paragonIncreases.length) todo.push({ step: 'tiers', text: `Choose the ${size.paragonIncreases.length} scores the paragon feature raises (by ${size.paragonIncreases.join(', ')})` });
    if (new Set(chosen).size !== chosen.length) problem({ where: 'tiers', name: 'Paragon', reason: 'The paragon feature raises different scores: one is chosen twice' });
    chosen.slice(0, size.paragonIncreases.length).forEach((a, i) => increase(a, 'paragon', size.paragonIncreases![i]!, size.paragonIncreases![i]!));
  }
  for (const { effect, source } of roleEffectsOf('abilityIncrease')) {
    for (const [a, n] of Object.entries(effect.increases) as [ShipAbility, number][]) increase(a, source, n, effect.raisesMaximum ? n : 0);
  }
  return { abilities, adjust, increase };
}

export type ShipAbilities = ReturnType<typeof computeAbilities>;

/** The assigned scores by method: the standard array used once each, point buy within its budget, manual as given. */
function checkAssignedScores(ship: Starship, general: StarshipRules['general'], problem: (p: StarshipProblem) => void, todo: StarshipTodo[]) {
  const { method, assigned } = ship.abilityScores;
  const missing = SHIP_ABILITIES.filter((a) => assigned[a] === undefined);
  if (missing.length) todo.push({ step: 'abilities', text: `Assign ${missing.join(', ')}` });
  if (method === 'manual') return;
  const { refused, spent } = purchaseProblems(method, assigned, SHIP_ABILITIES);
  for (const a of refused) {
    const reason = method === 'standardArray' ? `the standard array is ${STANDARD_ARRAY.join(', ')}, each score used once` : `point buy scores run from ${POINT_BUY_MIN} to ${POINT_BUY_MAX}`;
    problem({ where: 'abilities', name: a, reason: `${a} ${assigned[a]}: ${reason}` });
  }
  if (method === 'pointBuy') {
    if (spent > POINT_BUY_BUDGET) problem({ where: 'abilities', name: 'Point buy', reason: `${spent} points spent of ${POINT_BUY_BUDGET}` });
    else if (spent < POINT_BUY_BUDGET && missing.length === 0) todo.push({ step: 'abilities', text: `${POINT_BUY_BUDGET - spent} of ${POINT_BUY_BUDGET} points left to spend` });
  }
}
