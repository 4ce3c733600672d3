import { describe, expect, it } from 'vitest';
import { fixtureCharacter } from '../test-support/fixture-rules.ts';
import { applyDeathSaveRoll, deathSaveOutcome, setDeathSaves } from './health.ts';
import { withStats } from './update.ts';

describe('a rolled death save', () => {
  const down = setDeathSaves(withStats(fixtureCharacter([{ name: 'Fighter', levels: 2 }]), { hitPointsLost: 999 }), 1, 1);
  const saves = (character: typeof down) => character.currentStats.deathSaves;

  it('10 or more is a success, less a failure', () => {
    expect(saves(applyDeathSaveRoll(down, 10, 10))).toEqual({ successes: 2, failures: 1 });
    expect(saves(applyDeathSaveRoll(down, 9, 9))).toEqual({ successes: 1, failures: 2 });
    expect(deathSaveOutcome(10, 10)).toBe('success');
    expect(deathSaveOutcome(9, 9)).toBe('failure');
  });

  it('a natural 1 is two failures (never more than 3); a natural 20 heals 1 and clears the saves', () => {
    expect(saves(applyDeathSaveRoll(down, 1, 1))).toEqual({ successes: 1, failures: 3 });
    const up = applyDeathSaveRoll(down, 20, 20);
    expect(saves(up)).toEqual({ successes: 0, failures: 0 });
    expect(up.currentStats.hitPointsLost).toBe(998);
  });
});
