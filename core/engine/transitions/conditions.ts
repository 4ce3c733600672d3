// Conditions and exhaustion: choosing Exhaustion sets level 1 when it was 0; removing it sets 0.
import type { RawCharacter } from '../character/types.ts';
import { MAX_EXHAUSTION } from '../compute/compute-character.ts';
import { withStats } from './update.ts';

export const EXHAUSTION = 'Exhaustion';

export function setConditions(character: RawCharacter, conditions: string[]): RawCharacter {
  const had = character.currentStats.conditions.includes(EXHAUSTION);
  const has = conditions.includes(EXHAUSTION);
  const exhaustion = Number(character.currentStats.exhaustion) || 0;
  let next = exhaustion;
  if (has && !had && exhaustion === 0) next = 1;
  if (!has) next = 0;
  return withStats(character, { conditions: [...conditions], exhaustion: next });
}

/** The 0-6 selector shown while Exhaustion is active. */
export function setExhaustion(character: RawCharacter, level: number): RawCharacter {
  return withStats(character, { exhaustion: Math.min(MAX_EXHAUSTION, Math.max(0, Math.floor(level) || 0)) });
}
