// Routes under /starships (children of '/starships'): the hub, deployments with their pages, and the tables.
// Paths and default titles come from the route table.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyIndex, lazyRoute } from '../../app/route-objects.ts';

const pages = () => import('./starship-pages.tsx');
const equipment = () => import('./StarshipEquipmentTable.tsx');

export const starshipsRoutes: RouteObject[] = [
  lazyIndex(async () => (await import('./StarshipsHub.tsx')).StarshipsHub),
  lazyRoute(ROUTES.deployments, async () => (await pages()).DeploymentsPage),
  lazyRoute(ROUTES.deployment, async () => (await pages()).DeploymentPage),
  lazyRoute(ROUTES.ventures, async () => (await pages()).VenturesPage),
  lazyRoute(ROUTES.modifications, async () => (await pages()).ModificationsPage),
  lazyRoute(ROUTES.starshipEquipment, async () => (await equipment()).StarshipEquipmentTable),
  lazyRoute(ROUTES.starshipWeapons, async () => (await equipment()).StarshipWeaponsTable),
];
