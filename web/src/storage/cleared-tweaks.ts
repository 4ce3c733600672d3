// The tweaks a character had before its last 'Clear All Tweaks', kept in this browser's localStorage (one entry per
// character) so 'Undo Last Clear Tweaks' still works after leaving the builder or reloading, until the next clear
// replaces it or an undo uses it up. It is a convenience of this browser, not part of the character.
import type { RawCharacter, TweakTree } from '../../../core/engine/index.ts';

const PREFIX = 'sw5e.clearedTweaks.';

function keyOf(character: Pick<RawCharacter, 'localId' | 'id'>): string | undefined {
  const id = character.localId || character.id;
  return id ? PREFIX + id : undefined;
}

export function readClearedTweaks(character: Pick<RawCharacter, 'localId' | 'id'>): TweakTree | undefined {
  const key = keyOf(character);
  if (!key) return undefined;
  try {
    const text = localStorage.getItem(key);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as TweakTree) : undefined;
  } catch {
    // Storage blocked or an unreadable entry: there is nothing to undo.
    return undefined;
  }
}

/** Remembers the tweaks before a clear (replacing any earlier clear), or forgets them (undefined). */
export function writeClearedTweaks(character: Pick<RawCharacter, 'localId' | 'id'>, tweaks: TweakTree | undefined): void {
  const key = keyOf(character);
  if (!key) return;
  try {
    if (tweaks === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(tweaks));
  } catch {
    // Storage blocked (private mode): the undo then lasts only while the dialog's page stays open.
  }
}
