// The encounter pages' addresses: a saved encounter's builder and combat tracker (by its cloud id once the server has
// it, else this browser's id), and the list asked to add a monster (the monster table's link without JavaScript).
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import type { DocumentFields } from '../../../storage/document-kinds.ts';

const idOf = (encounter: Pick<DocumentFields, 'id' | 'localId'>) => encounter.id || encounter.localId || '';

export const encounterPath = (encounter: Pick<DocumentFields, 'id' | 'localId'>) => routePath(ROUTES.encounter, { encounterId: idOf(encounter) });

export const encounterCombatPath = (encounter: Pick<DocumentFields, 'id' | 'localId'>) => routePath(ROUTES.encounterCombat, { encounterId: idOf(encounter) });

/** The query parameter naming a monster to add (`/tools/encounters?add=Blurrg`). */
export const ADD_MONSTER_PARAM = 'add';

export const addMonsterPath = (monsterName: string) => `${ROUTES.encounters.pattern}?${new URLSearchParams({ [ADD_MONSTER_PARAM]: monsterName })}`;
