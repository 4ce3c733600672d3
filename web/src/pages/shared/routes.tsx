// The '/shared/:token' route (a child of the root layout): a document shared by a read-only link, its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyRoute } from '../../app/route-objects.ts';

export const sharedRoutes: RouteObject[] = [lazyRoute(ROUTES.sharedDocument, async () => (await import('./SharedDocumentPage.tsx')).SharedDocumentPage)];
