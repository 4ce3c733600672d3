// Tweak edits: setting an override clears the bonus and vice versa; clear all and undo the last clear.
import type { Tweak, TweakTree } from '../character/types.ts';
import type { RawCharacter } from '../character/types.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setAtPath(tree: TweakTree, segments: string[], value: Tweak | undefined): TweakTree {
  const [head, ...rest] = segments;
  const next: TweakTree = { ...tree };
  if (rest.length === 0) {
    if (value === undefined) delete next[head];
    else next[head] = value;
    return next;
  }
  const child = isObject(tree[head]) ? (tree[head] as TweakTree) : {};
  next[head] = setAtPath(child, rest, value);
  return next;
}

/** Replaces the tweak at a dotted path (undefined removes it). */
export function setTweak(character: RawCharacter, path: string, tweak: Tweak | undefined): RawCharacter {
  return { ...character, tweaks: setAtPath(character.tweaks ?? {}, path.split('.'), tweak) };
}

/** Setting an override clears the bonus. */
export function setTweakOverride(current: Tweak | undefined, override: number | null): Tweak {
  return { ...current, override, bonus: null };
}

/** Setting a bonus clears the override. */
export function setTweakBonus(current: Tweak | undefined, bonus: number | null): Tweak {
  return { ...current, bonus, override: null };
}

export interface ClearedTweaks {
  character: RawCharacter;
  /** Keep this to undo the clear. */
  previous: TweakTree;
}

export function clearAllTweaks(character: RawCharacter): ClearedTweaks {
  return { character: { ...character, tweaks: {} }, previous: character.tweaks ?? {} };
}

export function restoreTweaks(character: RawCharacter, previous: TweakTree): RawCharacter {
  return { ...character, tweaks: previous };
}

export const TWEAKS_CLEARED_MESSAGE = 'All tweaks cleared!';
export const TWEAKS_RESTORED_MESSAGE = 'Tweaks restored!';
