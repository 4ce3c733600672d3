// Handbook table routes: children of '/rules/phb' for species, classes and backgrounds (chapter text, then the
// handbook's Core records), their detail pages, the maneuvers chapter with its table, and the casting chapter's force
// and tech power lists. Paths and default titles come from the route table.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyRoute } from '../../app/route-objects.ts';

const pages = () => import('./handbook-pages.tsx');
const details = () => import('../characters/detail-pages.tsx');

export const handbookTableRoutes: RouteObject[] = [
  lazyRoute(ROUTES.phbSpecies, async () => (await pages()).HandbookSpecies),
  lazyRoute(ROUTES.phbSpeciesItem, async () => (await details()).HandbookSpeciesPage),
  lazyRoute(ROUTES.phbClasses, async () => (await pages()).HandbookClasses),
  lazyRoute(ROUTES.phbClass, async () => (await details()).HandbookClassPage),
  lazyRoute(ROUTES.phbBackgrounds, async () => (await pages()).HandbookBackgrounds),
  lazyRoute(ROUTES.phbBackground, async () => (await details()).HandbookBackgroundPage),
  lazyRoute(ROUTES.phbManeuvers, async () => (await pages()).HandbookManeuvers),
  lazyRoute(ROUTES.phbForcePowers, async () => (await pages()).HandbookForcePowers),
  lazyRoute(ROUTES.phbTechPowers, async () => (await pages()).HandbookTechPowers),
];
