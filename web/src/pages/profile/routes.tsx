// The '/profile' route (a child of the root layout): the profile page, its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyRoute } from '../../app/route-objects.ts';

export const profileRoutes: RouteObject[] = [lazyRoute(ROUTES.profile, async () => (await import('./ProfilePage.tsx')).ProfilePage)];
