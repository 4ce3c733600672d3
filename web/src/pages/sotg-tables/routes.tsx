// Starships of the Galaxy table routes: children of '/rules/sotg' for 'deployments', 'deployments/:deploymentName', 'starshipSizes', 'starshipSizes/:sizeName', 'modifications', 'customization'.
// Stub created with the app shell; the owning helper replaces the array. Route elements should be lazy
// (`lazy: () => import('./Page.tsx').then((m) => ({ Component: m.Page }))`) so each page is its own chunk.
import type { RouteObject } from 'react-router-dom';

export const sotgTableRoutes: RouteObject[] = [];
