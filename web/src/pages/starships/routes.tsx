// Routes under /starships (children of '/starships', including its index).
// Stub created with the app shell; the owning helper replaces the array. Route elements should be lazy
// (`lazy: () => import('./Page.tsx').then((m) => ({ Component: m.Page }))`) so each page is its own chunk.
import type { RouteObject } from 'react-router-dom';

export const starshipsRoutes: RouteObject[] = [];
