// Starships of the Galaxy table routes: children of '/rules/sotg' for deployments (and each deployment), starship
// sizes (and each size), modifications and customization (the ventures table). Paths and default titles come from
// the route table.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyRoute } from '../../app/route-objects.ts';

const pages = () => import('./sotg-pages.tsx');

export const sotgTableRoutes: RouteObject[] = [
  lazyRoute(ROUTES.sotgDeployments, async () => (await pages()).SotgDeployments),
  lazyRoute(ROUTES.sotgDeployment, async () => (await pages()).SotgDeployment),
  lazyRoute(ROUTES.starshipSizes, async () => (await import('./StarshipSizesPage.tsx')).StarshipSizesPage),
  lazyRoute(ROUTES.starshipSize, async () => (await import('./StarshipSizeDetail.tsx')).StarshipSizeDetail),
  lazyRoute(ROUTES.sotgModifications, async () => (await pages()).SotgModifications),
  lazyRoute(ROUTES.sotgCustomization, async () => (await pages()).SotgCustomization),
];
