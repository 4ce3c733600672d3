// Scum and Villainy monster routes: children of '/rules/snv' for the empty path and 'monsters' (the Monsters
// chapter with the monster table) and 'monsters/:monsterName' (the stat block). The SnV layout renders the menu.
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/layout/RouteEffects.tsx';

const title = (t: RouteHandle['title']): RouteHandle => ({ title: t });
const list = async () => ({ Component: (await import('./MonstersPage.tsx')).MonstersPage });

export const monsterRoutes: RouteObject[] = [
  { index: true, handle: title('Monsters'), lazy: list },
  { path: 'monsters', handle: title('Monsters'), lazy: list },
  {
    path: 'monsters/:monsterName',
    handle: title((p) => p.monsterName),
    lazy: async () => ({ Component: (await import('./MonsterDetail.tsx')).MonsterDetail }),
  },
];
