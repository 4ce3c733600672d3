// Ability score rules of the builder: manual limits, point buy, standard array and the species' choices.
import { ABILITIES, type Ability } from '../character/types.ts';
import type { SpeciesRule } from '../rules/types.ts';
import { MUST_BE_GREATER_THAN_0, MUST_BE_LESS_THAN_21, MUST_BE_WHOLE_NUMBER, TOO_MANY_ABILITY_SCORES } from './messages.ts';

/** A manual score must be above 0 and below 21; returns true or the message. */
export function validateManualScore(score: number): true | string {
  if (!(score < 21)) return MUST_BE_LESS_THAN_21;
  if (!(score > 0)) return MUST_BE_GREATER_THAN_0;
  return true;
}

/**
 * What a player typed as a manual score: a whole number from 1 to 20, or the message saying what is wrong
 * (letters and fractions are refused rather than rounded, so nothing but the typed number is ever stored).
 * Blank is no score yet (0), which the completeness check reports.
 */
export function parseManualScore(text: string): { score: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { score: 0 };
  if (!/^[+-]?\d+$/.test(trimmed)) return { error: MUST_BE_WHOLE_NUMBER };
  const score = Number(trimmed);
  const valid = validateManualScore(score);
  return valid === true ? { score } : { error: valid };
}

// The purchase rules (point buy and the standard array) count over a list of abilities: a character's six by
// default; a starship buys its scores by the same rules over its own list.
type Scores = Partial<Record<string, number>>;
type AbilityList = readonly string[];

export const POINT_BUY_BUDGET = 27;
export const POINT_BUY_MIN = 8;
export const POINT_BUY_MAX = 15;
/** Cost of each score from 8 up to 15: one point per step, two per step above 13. */
const COST_BY_STEP = [0, 1, 2, 3, 4, 5, 7, 9];
export const POINT_BUY_COSTS: Readonly<Record<number, number>> = Object.fromEntries(COST_BY_STEP.map((cost, step) => [POINT_BUY_MIN + step, cost]));

/** What a score costs in points, or undefined for a score point buy does not sell (below 8, above 15). */
export function pointBuyCost(score: number | undefined): number | undefined {
  return POINT_BUY_COSTS[Number(score)];
}

/** Points spent on the scores (scores outside 8-15, such as the initial 0, cost nothing). */
export function pointBuySpent(scores: Scores, abilities: AbilityList = ABILITIES): number {
  return abilities.reduce((sum, ability) => sum + (pointBuyCost(scores[ability]) ?? 0), 0);
}

export function pointBuyRemaining(scores: Scores, abilities: AbilityList = ABILITIES): number {
  return POINT_BUY_BUDGET - pointBuySpent(scores, abilities);
}

/** Scores 8-15 selectable for one ability: only those the budget can afford once its current cost is returned. */
export function pointBuyOptions(scores: Scores, ability: string, abilities: AbilityList = ABILITIES): number[] {
  const available = pointBuyRemaining(scores, abilities) + (pointBuyCost(scores[ability]) ?? 0);
  const options: number[] = [];
  for (let score = POINT_BUY_MIN; score <= POINT_BUY_MAX; score++) if (POINT_BUY_COSTS[score] <= available) options.push(score);
  return options;
}

export const STANDARD_ARRAY = [15, 14, 13, 12, 10, 8] as const;

/** Standard array values still free for an ability: each value is used once. */
export function standardArrayOptions(scores: Scores, ability: string, abilities: AbilityList = ABILITIES): number[] {
  const usedElsewhere = abilities.filter((other) => other !== ability).map((other) => Number(scores[other]));
  return STANDARD_ARRAY.filter((value) => !usedElsewhere.includes(value));
}

export type PurchaseMethod = 'standardArray' | 'pointBuy';

/** Why a method refuses one score for an ability, given the other scores. */
export type PurchaseRefusal =
  | { kind: 'notInArray' }
  | { kind: 'alreadyUsed'; by: string }
  | { kind: 'notForSale' }
  | { kind: 'overBudget'; cost: number; spent: number };

/** Whether `score` may go to `ability` under the method (the other abilities keeping theirs); undefined when it may. */
export function purchaseRefusal(method: PurchaseMethod, scores: Scores, ability: string, score: number, abilities: AbilityList = ABILITIES): PurchaseRefusal | undefined {
  if (method === 'standardArray') {
    if (!(STANDARD_ARRAY as readonly number[]).includes(score)) return { kind: 'notInArray' };
    const by = abilities.find((other) => other !== ability && scores[other] === score);
    return by === undefined ? undefined : { kind: 'alreadyUsed', by };
  }
  const cost = pointBuyCost(score);
  if (cost === undefined) return { kind: 'notForSale' };
  const spent = pointBuySpent({ ...scores, [ability]: score }, abilities);
  return spent > POINT_BUY_BUDGET ? { kind: 'overBudget', cost, spent } : undefined;
}

/**
 * The assigned scores a method does not allow, in the list's order (a score outside the standard array or the cost
 * table, or a standard array value an earlier ability already took), and the points spent on the allowed ones.
 */
export function purchaseProblems<A extends string>(method: PurchaseMethod, scores: Partial<Record<A, number>>, abilities: readonly A[]): { refused: A[]; spent: number } {
  const given = abilities.filter((ability) => scores[ability] !== undefined);
  if (method === 'standardArray') {
    const left: number[] = [...STANDARD_ARRAY];
    const refused = given.filter((ability) => {
      const at = left.indexOf(scores[ability]!);
      if (at >= 0) left.splice(at, 1);
      return at < 0;
    });
    return { refused, spent: 0 };
  }
  return { refused: given.filter((ability) => pointBuyCost(scores[ability]) === undefined), spent: pointBuySpent(scores, abilities) };
}

const ANY_COUNTS: Record<string, number> = { 'any one': 1, 'any two': 2, 'any three': 3, 'any four': 4 };

export interface SpeciesChoiceSlot {
  /** Abilities the pick may go to. */
  abilities: Ability[];
  amount: number;
  /** How many different abilities may be picked for this amount. */
  count: number;
}

const isAbility = (name: string): name is Ability => (ABILITIES as readonly string[]).includes(name);

/** The choices an increase option leaves to the player ("Any one", "Any two", or one of several named abilities). */
export function speciesChoiceSlots(species: Pick<SpeciesRule, 'abilitiesIncreased'> | undefined, option: number): SpeciesChoiceSlot[] {
  const entries = species?.abilitiesIncreased?.[option] ?? [];
  const slots: SpeciesChoiceSlot[] = [];
  for (const { abilities, amount } of entries) {
    const any = abilities.length === 1 ? ANY_COUNTS[abilities[0].toLowerCase()] : undefined;
    if (any) slots.push({ abilities: [...ABILITIES], amount, count: any });
    else if (abilities.length > 1) slots.push({ abilities: abilities.filter(isAbility), amount, count: 1 });
  }
  return slots;
}

/** Text of an option, e.g. 'Any one increases by 2, and any two increase by 1' or 'Any four increase by 1'. */
export function speciesOptionLabel(species: Pick<SpeciesRule, 'abilitiesIncreased'> | undefined, option: number): string {
  const entries = species?.abilitiesIncreased?.[option] ?? [];
  return entries
    .map(({ abilities, amount }, position) => {
      const who = abilities.join(' or ');
      const subject = position === 0 ? who : who.charAt(0).toLowerCase() + who.slice(1);
      const singular = abilities.length > 1 || /^any one$/i.test(who) || isAbility(who);
      return `${subject} ${singular ? 'increases' : 'increase'} by ${amount}`;
    })
    .join(', and ');
}

/** More picks than the option allows (per amount) gives 'Too many ability scores selected'. */
export function validateSpeciesChoice(
  species: Pick<SpeciesRule, 'abilitiesIncreased'> | undefined,
  option: number,
  picks: Partial<Record<string, number>>,
): true | string {
  const allowed = new Map<number, number>();
  for (const slot of speciesChoiceSlots(species, option)) allowed.set(slot.amount, (allowed.get(slot.amount) ?? 0) + slot.count);
  const used = new Map<number, number>();
  for (const amount of Object.values(picks)) if (amount) used.set(amount, (used.get(amount) ?? 0) + 1);
  for (const [amount, count] of used) if (count > (allowed.get(amount) ?? 0)) return TOO_MANY_ABILITY_SCORES;
  return true;
}
