// How a ship's ability scores are bought: the same standard array and point-buy table as a character's (the rules
// give a ship its scores the way a character gets them), kept once in core/engine/validation/ability-scores.ts and
// shaped here for the ship's engine and builder (costs keyed by the score as text, as a ship document stores it).
import { POINT_BUY_BUDGET, POINT_BUY_COSTS, STANDARD_ARRAY } from '../validation/ability-scores.ts';

export const SHIP_SCORE_METHODS = {
  standardArray: STANDARD_ARRAY as readonly number[],
  pointBuy: {
    budget: POINT_BUY_BUDGET,
    costs: Object.fromEntries(Object.entries(POINT_BUY_COSTS).map(([score, cost]) => [String(score), cost])) as Readonly<Record<string, number>>,
  },
} as const;
