// The character pages' addresses, from the route table: the list, a character's page (its cloud id when it has one,
// else its localId) and its print view.
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import type { RawCharacter } from '../../../../../core/engine/index.ts';

export const CHARACTER_LIST_PATH = ROUTES.myCharacters.pattern;

/** The id a character's address uses: the cloud id when signed in and stored, else the localId. */
export const characterKey = (character: Pick<RawCharacter, 'id' | 'localId'>): string => character.id || character.localId || '';

/** The character page's path, for a character or the id its address holds. */
export const characterPath = (character: Pick<RawCharacter, 'id' | 'localId'> | string): string =>
  routePath(ROUTES.character, { characterId: typeof character === 'string' ? character : characterKey(character) });

export const characterPrintPath = (character: Pick<RawCharacter, 'id' | 'localId'> | string): string =>
  routePath(ROUTES.characterPrint, { characterId: typeof character === 'string' ? character : characterKey(character) });
