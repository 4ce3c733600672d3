// Scum and Villainy monster routes: children of '/rules/snv' for the empty path and 'monsters' (the Monsters
// chapter with the monster table) and 'monsters/:monsterName' (the stat block). The SnV layout renders the menu.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyIndex, lazyRoute, routeHandle } from '../../app/route-objects.ts';

const list = async () => (await import('./MonstersPage.tsx')).MonstersPage;

export const monsterRoutes: RouteObject[] = [
  // The book's own page is the monster table too, titled as such.
  { ...lazyIndex(list), handle: routeHandle(ROUTES.monsters) },
  lazyRoute(ROUTES.monsters, list),
  lazyRoute(ROUTES.monster, async () => (await import('./MonsterDetail.tsx')).MonsterDetail),
];
