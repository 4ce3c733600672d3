// Routes under /loot (children of '/loot'): the hub and the four tables, each its own lazy chunk. Paths and default
// titles come from the route table.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyIndex, lazyRoute } from '../../app/route-objects.ts';

export const lootRoutes: RouteObject[] = [
  lazyIndex(async () => (await import('./LootHub.tsx')).LootHub),
  lazyRoute(ROUTES.armor, async () => (await import('./ArmorTable.tsx')).ArmorTable),
  lazyRoute(ROUTES.weapons, async () => (await import('./WeaponsTable.tsx')).WeaponsTable),
  lazyRoute(ROUTES.adventuringGear, async () => (await import('./AdventuringGearTable.tsx')).AdventuringGearTable),
  lazyRoute(ROUTES.enhancedItems, async () => (await import('./EnhancedItemsTable.tsx')).EnhancedItemsTable),
];
