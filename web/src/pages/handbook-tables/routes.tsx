// Handbook table routes: children of '/rules/phb' for 'species', 'species/:speciesName', 'classes', 'classes/:className', 'backgrounds', 'backgrounds/:backgroundName' (and, when built, 'casting/forcePowers' and 'casting/techPowers'); they render ChapterPage from components/ChapterPage.tsx.
// Stub created with the app shell; the owning helper replaces the array. Route elements should be lazy
// (`lazy: () => import('./Page.tsx').then((m) => ({ Component: m.Page }))`) so each page is its own chunk.
import type { RouteObject } from 'react-router-dom';

export const handbookTableRoutes: RouteObject[] = [];
