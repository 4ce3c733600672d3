// Sheet counters that must never go below 0 (credits, base speed tweak) and small flags.
import type { RawCharacter } from '../character/types.ts';
import { nonNegative, withStats } from './update.ts';

export function setCredits(character: RawCharacter, credits: number): RawCharacter {
  return { ...character, credits: Math.floor(nonNegative(credits)) };
}

export function setInspiration(character: RawCharacter, hasInspiration: boolean): RawCharacter {
  return withStats(character, { hasInspiration });
}

export function setNotes(character: RawCharacter, notes: string): RawCharacter {
  return { ...character, notes };
}

export function setCharacteristic(character: RawCharacter, key: string, value: string): RawCharacter {
  return { ...character, characteristics: { ...character.characteristics, [key]: value } };
}

export function setName(character: RawCharacter, name: string): RawCharacter {
  return { ...character, name };
}
