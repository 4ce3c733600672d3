// Routes under /tools other than its index (the landing page): My Characters, the character page (builder or
// sheet), the print view and an encounter's combat tracker. Paths and default titles come from the route table; each page is its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyRoute } from '../../app/route-objects.ts';

export const toolsRoutes: RouteObject[] = [
  lazyRoute(ROUTES.myCharacters, async () => (await import('./my-characters/MyCharactersPage.tsx')).MyCharactersPage),
  lazyRoute(ROUTES.character, async () => (await import('./CharacterPage.tsx')).CharacterPage),
  lazyRoute(ROUTES.characterPrint, async () => (await import('./print/PrintPage.tsx')).PrintPage),
  lazyRoute(ROUTES.encounterCombat, async () => (await import('./encounters/combat/CombatPage.tsx')).CombatPage),
];
