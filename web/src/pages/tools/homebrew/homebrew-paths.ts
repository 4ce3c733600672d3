// A homebrew pack's address: by its cloud id once the server has it, else this browser's id.
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import type { DocumentFields } from '../../../storage/document-kinds.ts';

export const homebrewPackPath = (pack: Pick<DocumentFields, 'id' | 'localId'>) => routePath(ROUTES.homebrewPack, { packId: pack.id || pack.localId || '' });
