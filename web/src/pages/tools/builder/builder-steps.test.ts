// Step completion rules and step bounds of the builder's stepper.
import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../../../core/engine/index.ts';
import { fixtureCharacter } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { clampStep, isStepComplete, LAST_STEP } from './builder-steps.ts';

describe('builder steps', () => {
  it('a blank character has no complete step', () => {
    const blank = blankCharacter();
    expect([1, 2, 3, 4, 5].map((step) => isStepComplete(blank, step))).toEqual([false, false, false, false, false]);
  });

  it('each step completes on its own field', () => {
    const full = fixtureCharacter([{ name: 'Fighter', levels: 1 }]);
    expect([1, 2, 3, 4].map((step) => isStepComplete(full, step))).toEqual([true, true, true, true]);
    expect(isStepComplete(full, 5)).toBe(false);
    expect(isStepComplete({ ...full, equipment: [{ name: 'Backpack', quantity: 1, category: 'Equipment' }] }, 5)).toBe(true);
    expect(isStepComplete({ ...full, baseAbilityScores: { ...full.baseAbilityScores, Wisdom: 0 } }, 3)).toBe(false);
    expect(isStepComplete({ ...full, name: '' }, 4)).toBe(false);
    expect(isStepComplete({ ...full, background: { name: '' } }, 4)).toBe(false);
  });

  it('steps stay between the intro and the last step', () => {
    expect([clampStep(-1), clampStep(0), clampStep(3), clampStep(9)]).toEqual([0, 0, 3, LAST_STEP]);
    expect(LAST_STEP).toBe(5);
  });
});
