// The '/profile' route (a child of the root layout): the profile page, its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../app/layout/RouteEffects.tsx';

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { title: 'Profile' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ProfilePage.tsx')).ProfilePage }),
  },
];
