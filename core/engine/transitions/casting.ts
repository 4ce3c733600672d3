// Casting a power: level + 1 points capped at the maximum; levels 6-9 once per long rest.
import type { RawCharacter } from '../character/types.ts';
import { highLevelKey, powerCost, type CastingType } from '../compute/casting.ts';
import { nonNegative, withStats } from './update.ts';

export function castPower(character: RawCharacter, type: CastingType, level: number, maxPoints: number): RawCharacter {
  if (level <= 0) return character;
  const field = type === 'Tech' ? 'techPointsUsed' : 'forcePointsUsed';
  const used = Number(character.currentStats[field]) || 0;
  const key = highLevelKey(level);
  return withStats(character, {
    [field]: Math.min(Math.max(0, maxPoints), used + powerCost(level)),
    ...(key ? { highLevelCasting: { ...character.currentStats.highLevelCasting, [key]: true } } : {}),
  });
}

/** Direct edit of points used (the counters on the sheet), between 0 and the maximum. */
export function setPointsUsed(character: RawCharacter, type: CastingType, used: number, maxPoints: number): RawCharacter {
  const field = type === 'Tech' ? 'techPointsUsed' : 'forcePointsUsed';
  return withStats(character, { [field]: Math.min(Math.max(0, maxPoints), nonNegative(used)) });
}

export function setSuperiorityDiceUsed(character: RawCharacter, used: number, maxDice: number): RawCharacter {
  return withStats(character, { superiorityDiceUsed: Math.min(Math.max(0, maxDice), nonNegative(used)) });
}

export function setFeatureTimesUsed(character: RawCharacter, feature: string, times: number): RawCharacter {
  return withStats(character, { featuresTimesUsed: { ...character.currentStats.featuresTimesUsed, [feature]: nonNegative(times) } });
}
