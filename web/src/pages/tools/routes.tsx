// Routes under /tools other than its index (the landing page belongs to the app shell): My Characters, the
// character page (builder or sheet) and the print view. Each page is its own lazy chunk.
import type { RouteObject } from 'react-router-dom';

// The print view is the builder helper's; looked up with a glob so this file builds before that page exists.
const printPages = import.meta.glob<{ PrintPage: React.ComponentType }>('./print/PrintPage.tsx');

export const toolsRoutes: RouteObject[] = [
  {
    path: 'mycharacters',
    handle: { title: 'My Characters' },
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./my-characters/MyCharactersPage.tsx')).MyCharactersPage }) },
      {
        path: ':characterId',
        handle: { title: 'Characters' },
        lazy: async () => ({ Component: (await import('./CharacterPage.tsx')).CharacterPage }),
      },
      ...Object.values(printPages).map(
        (load): RouteObject => ({
          path: ':characterId/print',
          handle: { title: 'Print Character' },
          lazy: async () => ({ Component: (await load()).PrintPage }),
        }),
      ),
    ],
  },
];
