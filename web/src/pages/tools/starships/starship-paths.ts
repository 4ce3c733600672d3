// The starship pages' addresses, from the route table: the list, a ship's page (its cloud id when it has one, else
// its localId) and its print view.
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import type { StoredStarship } from '../../../../../core/documents/adapters.ts';

export const STARSHIP_LIST_PATH = ROUTES.myStarships.pattern;

/** The id a ship's address uses: the cloud id when signed in and stored, else the localId. */
export const starshipKey = (ship: Pick<StoredStarship, 'id' | 'localId'>): string => ship.id || ship.localId || '';

export const starshipPath = (ship: Pick<StoredStarship, 'id' | 'localId'> | string): string =>
  routePath(ROUTES.starship, { starshipId: typeof ship === 'string' ? ship : starshipKey(ship) });

export const starshipPrintPath = (ship: Pick<StoredStarship, 'id' | 'localId'> | string): string =>
  routePath(ROUTES.starshipPrint, { starshipId: typeof ship === 'string' ? ship : starshipKey(ship) });
