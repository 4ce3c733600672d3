// Scum and Villainy monster routes: children of '/rules/snv' for the empty path (index), 'monsters' and 'monsters/:monsterName'. The SnV layout renders the menu and the chapter routes.
// Stub created with the app shell; the owning helper replaces the array. Route elements should be lazy
// (`lazy: () => import('./Page.tsx').then((m) => ({ Component: m.Page }))`) so each page is its own chunk.
import type { RouteObject } from 'react-router-dom';

export const monsterRoutes: RouteObject[] = [];
