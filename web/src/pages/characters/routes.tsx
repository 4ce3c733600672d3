// Routes under /characters (children of '/characters'): the hub, the tables, their detail pages and the
// customization option pages. Paths and default titles come from the route table; every page is its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyIndex, lazyRoute } from '../../app/route-objects.ts';

const lists = () => import('./list-pages.tsx');
const details = () => import('./detail-pages.tsx');

export const charactersRoutes: RouteObject[] = [
  lazyIndex(async () => (await import('./CharactersHub.tsx')).CharactersHub),
  lazyRoute(ROUTES.species, async () => (await lists()).SpeciesListPage),
  lazyRoute(ROUTES.speciesItem, async () => (await details()).SpeciesPage),
  lazyRoute(ROUTES.classes, async () => (await lists()).ClassListPage),
  lazyRoute(ROUTES.class, async () => (await details()).ClassPage),
  lazyRoute(ROUTES.archetypes, async () => (await import('./archetypes/ArchetypesTable.tsx')).ArchetypesTable),
  lazyRoute(ROUTES.archetype, async () => (await import('./archetypes/ArchetypeDetail.tsx')).ArchetypeDetail),
  lazyRoute(ROUTES.backgrounds, async () => (await lists()).BackgroundListPage),
  lazyRoute(ROUTES.background, async () => (await details()).BackgroundPage),
  lazyRoute(ROUTES.feats, async () => (await import('./feats/FeatsTable.tsx')).FeatsTable),
  lazyRoute(ROUTES.forcePowers, async () => (await lists()).ForcePowersPage),
  lazyRoute(ROUTES.techPowers, async () => (await lists()).TechPowersPage),
  lazyRoute(ROUTES.maneuvers, async () => (await import('./maneuvers/ManeuversTable.tsx')).ManeuversPage),
  lazyRoute(ROUTES.customizationOptions, async () => (await import('./customization/CustomizationOptionsHub.tsx')).CustomizationOptionsHub),
  lazyRoute(ROUTES.customizationOption, async () => (await import('./customization/CustomizationOptionPage.tsx')).CustomizationOptionPage),
];
