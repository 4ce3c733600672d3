// Short and long rests.
import type { RawCharacter } from '../character/types.ts';
import { totalLevel } from '../compute/compute-character.ts';
import { hitDiceRestoredOnLongRest } from '../compute/hit-points.ts';
import { nonNegative, withStats } from './update.ts';

export interface ShortRestChoice {
  /** Dice spent per size, e.g. { d8: 2 }; each capped at the unused dice of that size. */
  hitDice: Partial<Record<string, number>>;
  /** The total rolled on those dice plus bonuses: the hit points regained. */
  hitPointsRegained: number;
  /** Features that recharge on a short rest; their uses reset to 0. */
  shortRestFeatures?: readonly string[];
  /** Maximum dice per size (from the sheet), used to cap the spend. */
  maximumHitDice?: Partial<Record<string, number>>;
}

/** A rest lasts an hour or more, longer than any toggled feature state (a rage lasts a minute): they all end. */
function endedFeatureStates(stats: RawCharacter['currentStats']): { activeFeatures?: string[] } {
  return stats.activeFeatures?.length ? { activeFeatures: [] } : {};
}

/** Restores hit points from the chosen dice, marks them used, and resets tech points, superiority dice and short-rest features. */
export function shortRest(character: RawCharacter, choice: ShortRestChoice): RawCharacter {
  const stats = character.currentStats;
  const hitDiceUsed = { ...stats.hitDiceUsed };
  for (const [size, count] of Object.entries(choice.hitDice)) {
    const used = Number(hitDiceUsed[size]) || 0;
    const maximum = choice.maximumHitDice?.[size];
    const spend = Math.max(0, Math.floor(Number(count) || 0));
    hitDiceUsed[size] = maximum === undefined ? used + spend : Math.min(maximum, used + spend);
  }
  const featuresTimesUsed = { ...stats.featuresTimesUsed };
  for (const name of choice.shortRestFeatures ?? []) if (name in featuresTimesUsed) featuresTimesUsed[name] = 0;
  return withStats(character, {
    ...endedFeatureStates(stats),
    hitPointsLost: Math.max(0, (Number(stats.hitPointsLost) || 0) - nonNegative(choice.hitPointsRegained)),
    hitDiceUsed,
    techPointsUsed: 0,
    superiorityDiceUsed: 0,
    featuresTimesUsed,
  });
}

/**
 * Restores all hit points, clears temporary hit points, tech and force points and superiority dice, resets feature
 * uses and the once-per-rest high-level casting, and regains up to max(1, floor(level / 2)) hit dice, largest first.
 */
export function longRest(character: RawCharacter): RawCharacter {
  const stats = character.currentStats;
  const hitDiceUsed = { ...stats.hitDiceUsed };
  for (const { size, numRestored } of hitDiceRestoredOnLongRest(stats.hitDiceUsed ?? {}, totalLevel(character))) {
    hitDiceUsed[size] = (Number(hitDiceUsed[size]) || 0) - numRestored;
  }
  return withStats(character, {
    ...endedFeatureStates(stats),
    hitPointsLost: 0,
    temporaryHitPoints: 0,
    techPointsUsed: 0,
    forcePointsUsed: 0,
    superiorityDiceUsed: 0,
    deathSaves: { successes: 0, failures: 0 },
    hitDiceUsed,
    featuresTimesUsed: Object.fromEntries(Object.keys(stats.featuresTimesUsed ?? {}).map((name) => [name, 0])),
    highLevelCasting: { level6: false, level7: false, level8: false, level9: false },
  });
}
