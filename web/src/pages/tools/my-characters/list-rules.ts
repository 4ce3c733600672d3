// The My Characters list's numbers: one limit (20) for the add button and its tooltip, as issue 7 decided (the spec's
// original compared against 50 while saying 20); the server stores at most 20 per user as well.
import { showsCharacterCount, type RawCharacter } from '../../../engine/index.ts';

export const LIST_CHARACTER_LIMIT = 20;

export const isListAtLimit = (count: number) => count >= LIST_CHARACTER_LIMIT;

/** 'n / 20' once more than 14 characters exist, else nothing. */
export function characterCountText(count: number): string | undefined {
  return showsCharacterCount(count) ? `${count} / ${LIST_CHARACTER_LIMIT}` : undefined;
}

/** The character page's path: the cloud id when the character has one (signed in), else its localId. */
export function characterPath(character: Pick<RawCharacter, 'id' | 'localId'>): string {
  return `/tools/mycharacters/${encodeURIComponent(character.id || character.localId || '')}`;
}
