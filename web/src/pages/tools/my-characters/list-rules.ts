// The My Characters list's texts and paths (the limit itself is the engine's CHARACTER_LIMIT, shared with the server).
import { CHARACTER_LIMIT, showsCharacterCount, type RawCharacter } from '../../../../../core/engine/index.ts';

/** 'n / 20' once more than 14 characters exist, else nothing. */
export function characterCountText(count: number): string | undefined {
  return showsCharacterCount(count) ? `${count} / ${CHARACTER_LIMIT}` : undefined;
}

/** The character page's path: the cloud id when the character has one (signed in), else its localId. */
export function characterPath(character: Pick<RawCharacter, 'id' | 'localId'>): string {
  return `/tools/mycharacters/${encodeURIComponent(character.id || character.localId || '')}`;
}
