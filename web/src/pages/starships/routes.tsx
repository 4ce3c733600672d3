// Routes under /starships (children of '/starships'): the hub, deployments with their pages, and the tables.
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/layout/RouteEffects.tsx';

const title = (t: RouteHandle['title']): RouteHandle => ({ title: t });
const pages = () => import('./starship-pages.tsx');
const equipment = () => import('./StarshipEquipmentTable.tsx');

export const starshipsRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./StarshipsHub.tsx')).StarshipsHub }) },
  { path: 'deployments', handle: title('Deployments'), lazy: async () => ({ Component: (await pages()).DeploymentsPage }) },
  { path: 'deployments/:deploymentName', handle: title((p) => p.deploymentName), lazy: async () => ({ Component: (await pages()).DeploymentPage }) },
  { path: 'ventures', handle: title('Ventures'), lazy: async () => ({ Component: (await pages()).VenturesPage }) },
  { path: 'modifications', handle: title('Modifications'), lazy: async () => ({ Component: (await pages()).ModificationsPage }) },
  { path: 'equipment', handle: title('Starship Equipment'), lazy: async () => ({ Component: (await equipment()).StarshipEquipmentTable }) },
  { path: 'weapons', handle: title('Starship Weapons'), lazy: async () => ({ Component: (await equipment()).StarshipWeaponsTable }) },
];
