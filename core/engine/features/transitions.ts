// Feature state changes: spending and restoring uses, switching toggled states, and opting into automation.
import { BUILDER_VERSION } from '../character/default-character.ts';
import type { RawCharacter } from '../character/types.ts';
import { setTweak } from '../transitions/tweaks.ts';
import { withStats } from '../transitions/update.ts';
import { UNLIMITED, type ScaledNumber } from './scaling.ts';

/** Sets how many uses of a resource are spent, kept between 0 and its maximum (an unlimited one only from 0). */
export function setFeatureUses(character: RawCharacter, name: string, used: number, max: ScaledNumber): RawCharacter {
  const wanted = Math.floor(Number(used));
  if (!Number.isFinite(wanted)) throw new RangeError(`Uses of "${name}" must be a number, got ${String(used)}`);
  const count = Math.max(0, max === UNLIMITED ? wanted : Math.min(max, wanted));
  return withStats(character, { featuresTimesUsed: { ...character.currentStats.featuresTimesUsed, [name]: count } });
}

/**
 * Switches a toggled state (e.g. "Raging"). Switching on spends one use of `uses` when given; with none left it is
 * refused with a message naming the resource, and nothing changes.
 */
export function setFeatureToggle(
  character: RawCharacter,
  name: string,
  on: boolean,
  uses?: { name: string; used: number; max: ScaledNumber },
): RawCharacter {
  const active = new Set(character.currentStats.activeFeatures ?? []);
  if (on === active.has(name)) return character;
  let next = character;
  if (on && uses) {
    if (uses.max !== UNLIMITED && uses.used >= uses.max) throw new RangeError(`No uses of "${uses.name}" left (${uses.used} of ${uses.max} spent): a rest restores them.`);
    next = setFeatureUses(next, uses.name, uses.used + 1, uses.max);
  }
  if (on) active.add(name);
  else active.delete(name);
  return withStats(next, { activeFeatures: [...active] });
}

/** Opts a character into feature automation, dropping the tweaks the player chose to drop (see the preview). */
export function enableFeatureAutomation(character: RawCharacter, dropTweaks: readonly string[] = []): RawCharacter {
  let next: RawCharacter = { ...character, builderVersion: BUILDER_VERSION, settings: { ...character.settings, isAutomatingFeatures: true } };
  for (const path of dropTweaks) next = setTweak(next, path, undefined);
  return next;
}
