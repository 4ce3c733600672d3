// Healing, damage (temporary hit points first, massive damage), temporary hit points and death saves.
import type { RawCharacter } from '../character/types.ts';
import { applyDamageType, type AppliedDamage, type DamageDefenses, type DamageType } from '../damage/damage-types.ts';
import { temporaryFirst } from '../damage/temporary-points.ts';
import { nonNegative, withStats } from './update.ts';

export const DEATH_SAVES_MAX = 3;

/** Current hit points rise by the amount up to the maximum; death saves reset. */
export function heal(character: RawCharacter, amount: number): RawCharacter {
  const lost = Number(character.currentStats.hitPointsLost) || 0;
  return withStats(character, { hitPointsLost: Math.max(0, lost - nonNegative(amount)), deathSaves: { successes: 0, failures: 0 } });
}

/**
 * Temporary hit points absorb first; the rest lowers current hit points (never below 0). When the rest would take
 * hit points below zero by at least the maximum (massive damage), death save failures become 3.
 */
export function damage(character: RawCharacter, amount: number, maximumHitPoints: number): RawCharacter {
  const stats = character.currentStats;
  const total = nonNegative(amount);
  const temporary = Number(stats.temporaryHitPoints) || 0;
  const { temporaryLeft, remaining } = temporaryFirst(total, temporary);
  const lost = Number(stats.hitPointsLost) || 0;
  const current = Math.max(0, maximumHitPoints - lost);
  const isMassive = remaining > 0 && current - remaining <= -maximumHitPoints;
  return withStats(character, {
    temporaryHitPoints: temporaryLeft,
    hitPointsLost: Math.min(maximumHitPoints, Math.max(0, lost) + remaining),
    ...(isMassive ? { deathSaves: { ...stats.deathSaves, failures: DEATH_SAVES_MAX } } : {}),
  });
}

/**
 * Damage of a type (or untyped) against the character's defenses (its resistances, immunities and vulnerabilities,
 * as its features give them): what it takes after them is then applied like any damage. The result says what
 * happened ("14 kinetic damage, resisted: 7 taken").
 */
export function damageOfType(
  character: RawCharacter,
  amount: number,
  type: DamageType | undefined,
  maximumHitPoints: number,
  defenses: DamageDefenses,
): { character: RawCharacter; applied: AppliedDamage } {
  const applied = applyDamageType(amount, type, defenses);
  return { character: damage(character, applied.taken, maximumHitPoints), applied };
}

/** Temporary hit points do not stack: the new value is kept only when higher than the current one. */
export function setTemporaryHitPoints(character: RawCharacter, value: number): RawCharacter {
  const current = Number(character.currentStats.temporaryHitPoints) || 0;
  const next = nonNegative(value);
  return next > current ? withStats(character, { temporaryHitPoints: next }) : character;
}

export function setDeathSaves(character: RawCharacter, successes: number, failures: number): RawCharacter {
  const clamp = (value: number) => Math.min(DEATH_SAVES_MAX, Math.max(0, Math.floor(value) || 0));
  return withStats(character, { deathSaves: { successes: clamp(successes), failures: clamp(failures) } });
}

/**
 * A rolled death save: 10 or more is a success, less a failure; a natural 1 counts as two failures, and a natural
 * 20 brings the character back with 1 hit point (which also resets the saves).
 */
export function applyDeathSaveRoll(character: RawCharacter, total: number, natural: number): RawCharacter {
  if (natural === 20) return heal(character, 1);
  const { successes = 0, failures = 0 } = character.currentStats.deathSaves ?? {};
  if (natural === 1) return setDeathSaves(character, successes, failures + 2);
  return total >= 10 ? setDeathSaves(character, successes + 1, failures) : setDeathSaves(character, successes, failures + 1);
}

export function deathSaveOutcome(total: number, natural: number): string {
  if (natural === 20) return 'natural 20: back up with 1 hit point';
  if (natural === 1) return 'natural 1: two failures';
  return total >= 10 ? 'success' : 'failure';
}
