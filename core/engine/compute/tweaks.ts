// Reading the user's tweaks: an override replaces a computed number, a bonus adds to it.
import type { Tweak, TweakTree } from '../character/types.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tweak stored at a dotted path such as 'abilityScores.Dexterity.skills.Sleight of Hand', if any. */
export function getTweak(tweaks: TweakTree | undefined, path: string): Tweak | undefined {
  // Walks the path segment by segment without splitting it: the sheet reads some hundred paths on every edit.
  let node: unknown = tweaks;
  let start = 0;
  for (;;) {
    if (!isObject(node)) return undefined;
    const dot = path.indexOf('.', start);
    node = node[dot === -1 ? path.slice(start) : path.slice(start, dot)];
    if (dot === -1) break;
    start = dot + 1;
  }
  return isObject(node) ? (node as Tweak) : undefined;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Applies one tweak object to a value: a numeric override wins, otherwise a numeric bonus is added. */
export function applyTweakValue(tweak: Tweak | undefined, value: number): number {
  if (!tweak) return value;
  if (isNumber(tweak.override)) return tweak.override;
  if (isNumber(tweak.bonus)) return value + tweak.bonus;
  return value;
}

/** Applies the tweak at a path of the character's tweak tree to a computed value. */
export function applyTweak(tweaks: TweakTree | undefined, path: string, value: number): number {
  return applyTweakValue(getTweak(tweaks, path), value);
}
