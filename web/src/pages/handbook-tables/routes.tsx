// Handbook table routes: children of '/rules/phb' for species, classes and backgrounds (chapter text, then the
// handbook's Core records), their detail pages, the maneuvers chapter with its table, and the casting chapter's force
// and tech power lists.
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/layout/RouteEffects.tsx';

const title = (t: RouteHandle['title']): RouteHandle => ({ title: t });
const pages = () => import('./handbook-pages.tsx');
const details = () => import('../characters/detail-pages.tsx');

export const handbookTableRoutes: RouteObject[] = [
  { path: 'species', handle: title('Species'), lazy: async () => ({ Component: (await pages()).HandbookSpecies }) },
  { path: 'species/:speciesName', handle: title((p) => p.speciesName), lazy: async () => ({ Component: (await details()).HandbookSpeciesPage }) },
  { path: 'classes', handle: title('Classes'), lazy: async () => ({ Component: (await pages()).HandbookClasses }) },
  { path: 'classes/:className', handle: title((p) => p.className), lazy: async () => ({ Component: (await details()).HandbookClassPage }) },
  { path: 'backgrounds', handle: title('Personality and Backgrounds'), lazy: async () => ({ Component: (await pages()).HandbookBackgrounds }) },
  {
    path: 'backgrounds/:backgroundName',
    handle: title((p) => p.backgroundName),
    lazy: async () => ({ Component: (await details()).HandbookBackgroundPage }),
  },
  { path: 'maneuvers', handle: title('Maneuvers'), lazy: async () => ({ Component: (await pages()).HandbookManeuvers }) },
  { path: 'casting/forcePowers', handle: title('Force Powers'), lazy: async () => ({ Component: (await pages()).HandbookForcePowers }) },
  { path: 'casting/techPowers', handle: title('Tech Powers'), lazy: async () => ({ Component: (await pages()).HandbookTechPowers }) },
];
