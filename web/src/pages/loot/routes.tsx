// Routes under /loot (children of '/loot'): the hub and the four tables, each its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/layout/RouteEffects.tsx';

const title = (t: string): RouteHandle => ({ title: t });

export const lootRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./LootHub.tsx')).LootHub }) },
  { path: 'armor', handle: title('Armor'), lazy: async () => ({ Component: (await import('./ArmorTable.tsx')).ArmorTable }) },
  { path: 'weapons', handle: title('Weapons'), lazy: async () => ({ Component: (await import('./WeaponsTable.tsx')).WeaponsTable }) },
  {
    path: 'adventuringGear',
    handle: title('Adventuring Gear'),
    lazy: async () => ({ Component: (await import('./AdventuringGearTable.tsx')).AdventuringGearTable }),
  },
  {
    path: 'enhancedItems',
    handle: title('Enhanced Items'),
    lazy: async () => ({ Component: (await import('./EnhancedItemsTable.tsx')).EnhancedItemsTable }),
  },
];
