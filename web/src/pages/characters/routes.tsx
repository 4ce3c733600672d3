// Routes under /characters (children of '/characters'): the hub, the tables, their detail pages and the
// customization option pages. Every page is its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/layout/RouteEffects.tsx';

const title = (t: RouteHandle['title']): RouteHandle => ({ title: t });
const lists = () => import('./list-pages.tsx');
const details = () => import('./detail-pages.tsx');

export const charactersRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./CharactersHub.tsx')).CharactersHub }) },
  { path: 'species', handle: title('Species'), lazy: async () => ({ Component: (await lists()).SpeciesListPage }) },
  { path: 'species/:speciesName', handle: title((p) => p.speciesName), lazy: async () => ({ Component: (await details()).SpeciesPage }) },
  { path: 'classes', handle: title('Classes'), lazy: async () => ({ Component: (await lists()).ClassListPage }) },
  { path: 'classes/:className', handle: title((p) => p.className), lazy: async () => ({ Component: (await details()).ClassPage }) },
  {
    path: 'archetypes',
    handle: title('Archetypes'),
    lazy: async () => ({ Component: (await import('./archetypes/ArchetypesTable.tsx')).ArchetypesTable }),
  },
  {
    path: 'archetypes/:archetypeName',
    handle: title((p) => p.archetypeName),
    lazy: async () => ({ Component: (await import('./archetypes/ArchetypeDetail.tsx')).ArchetypeDetail }),
  },
  { path: 'backgrounds', handle: title('Backgrounds'), lazy: async () => ({ Component: (await lists()).BackgroundListPage }) },
  { path: 'backgrounds/:backgroundName', handle: title((p) => p.backgroundName), lazy: async () => ({ Component: (await details()).BackgroundPage }) },
  { path: 'feats', handle: title('Feats'), lazy: async () => ({ Component: (await import('./feats/FeatsTable.tsx')).FeatsTable }) },
  { path: 'forcePowers', handle: title('Force Powers'), lazy: async () => ({ Component: (await lists()).ForcePowersPage }) },
  { path: 'techPowers', handle: title('Tech Powers'), lazy: async () => ({ Component: (await lists()).TechPowersPage }) },
  { path: 'maneuvers', handle: title('Maneuvers'), lazy: async () => ({ Component: (await import('./maneuvers/ManeuversTable.tsx')).ManeuversPage }) },
  {
    path: 'customizationOptions',
    handle: title('Customization Options'),
    lazy: async () => ({ Component: (await import('./customization/CustomizationOptionsHub.tsx')).CustomizationOptionsHub }),
  },
  {
    path: 'customizationOptions/:optionSlug',
    handle: title('Customization Options'),
    lazy: async () => ({ Component: (await import('./customization/CustomizationOptionPage.tsx')).CustomizationOptionPage }),
  },
];
