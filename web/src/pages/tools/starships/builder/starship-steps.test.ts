// The builder's steps against the engine's still-to-choose list: each entry belongs to one step, a step without any
// left is complete, and the last step is complete only when nothing at all is left.
import { describe, expect, it } from 'vitest';
import { computeStarship, indexStarshipRules, newStarship, setRole } from '../../../../../../core/engine/starships/index.ts';
import { loadStarshipRulesDir } from '../../../../../../core/engine/node/load-starship-rules.ts';
import { BUNDLED_RULES_DIR } from '../../../../../../core/engine/node/load-rules.ts';
import { clampStarshipStep, isStarshipStepComplete, LAST_STARSHIP_STEP, STARSHIP_STEPS, stepOfTodo } from './starship-steps.ts';

const rules = indexStarshipRules(loadStarshipRulesDir(BUNDLED_RULES_DIR));
const title = (step: number) => STARSHIP_STEPS[step - 1]!.title;

describe('starship builder steps', () => {
  it('sends each still-to-choose entry of a new ship to its step', () => {
    const computed = computeStarship(newStarship(), rules);
    const steps = new Set(computed.todo.map((entry) => title(stepOfTodo(entry))));
    expect([...steps].sort()).toEqual(['Ability Scores', 'Crew', 'Equipment', 'Modifications', 'Role', 'Saving Throws'].sort());
    expect(isStarshipStepComplete(computed, 1)).toBe(true);
    expect(isStarshipStepComplete(computed, 2)).toBe(false);
    expect(isStarshipStepComplete(computed, LAST_STARSHIP_STEP)).toBe(false);
  });

  it('a step is complete once the engine has nothing of it left to choose', () => {
    const result = setRole(newStarship(), rules, 'Freighter');
    if (!result.ok) throw new Error(result.reasons.join('; '));
    const computed = computeStarship(result.ship, rules);
    expect(isStarshipStepComplete(computed, 2)).toBe(true);
    // The role's stock armor, reactor and coupling leave nothing to choose in Equipment.
    expect(computed.todo.filter((entry) => entry.step === 'equipment')).toEqual([]);
    expect(isStarshipStepComplete(computed, 6)).toBe(true);
    // Tier improvements wait at tier 1.
    const tier1 = computeStarship({ ...result.ship, tier: 1 }, rules);
    expect(tier1.todo.some((entry) => title(stepOfTodo(entry)) === 'Tier Improvements')).toBe(true);
  });

  it('a new ship has steps 4, 7 and 10 ticked only once opened, or once they hold a choice', () => {
    const ship = newStarship();
    const computed = computeStarship(ship, rules);
    const ticked = (opened: number[]) => STARSHIP_STEPS.map((_, i) => i + 1).filter((n) => isStarshipStepComplete(computed, n, ship, new Set(opened)));
    expect(ticked([1])).toEqual([1]);
    expect(ticked([1, 4, 7, 10])).toEqual([1, 4, 7, 10]);
    const withCargo = { ...ship, cargo: [{ name: 'Spice', tons: 1, note: '' }] };
    expect(isStarshipStepComplete(computeStarship(withCargo, rules), 10, withCargo, new Set([1]))).toBe(true);
  });

  it('keeps a step number within the steps', () => {
    expect(clampStarshipStep(0)).toBe(1);
    expect(clampStarshipStep(99)).toBe(LAST_STARSHIP_STEP);
    expect(clampStarshipStep(Number.NaN)).toBe(1);
  });
});
