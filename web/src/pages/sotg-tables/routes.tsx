// Starships of the Galaxy table routes: children of '/rules/sotg' for deployments (and each deployment), starship
// sizes (and each size), modifications and customization (the ventures table).
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/layout/RouteEffects.tsx';

const title = (t: RouteHandle['title']): RouteHandle => ({ title: t });
const pages = () => import('./sotg-pages.tsx');

export const sotgTableRoutes: RouteObject[] = [
  { path: 'deployments', handle: title('Deployments'), lazy: async () => ({ Component: (await pages()).SotgDeployments }) },
  { path: 'deployments/:deploymentName', handle: title((p) => p.deploymentName), lazy: async () => ({ Component: (await pages()).SotgDeployment }) },
  {
    path: 'starshipSizes',
    handle: title('Starships'),
    lazy: async () => ({ Component: (await import('./StarshipSizesPage.tsx')).StarshipSizesPage }),
  },
  {
    path: 'starshipSizes/:sizeName',
    handle: title((p) => (p.sizeName ? `${p.sizeName} Ships` : undefined)),
    lazy: async () => ({ Component: (await import('./StarshipSizeDetail.tsx')).StarshipSizeDetail }),
  },
  { path: 'modifications', handle: title('Modifications'), lazy: async () => ({ Component: (await pages()).SotgModifications }) },
  { path: 'customization', handle: title('Customization Options'), lazy: async () => ({ Component: (await pages()).SotgCustomization }) },
];
