// The site's routes (spec section 2): react-router data router in history mode, each page a lazy chunk.
// Sections built by other modules are mounted from their own route lists (pages/*/routes.tsx).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { charactersRoutes } from '../pages/characters/routes.tsx';
import { handbookTableRoutes } from '../pages/handbook-tables/routes.tsx';
import { lootRoutes } from '../pages/loot/routes.tsx';
import { monsterRoutes } from '../pages/monsters/routes.tsx';
import { profileRoutes } from '../pages/profile/routes.tsx';
import { sotgTableRoutes } from '../pages/sotg-tables/routes.tsx';
import { starshipsRoutes } from '../pages/starships/routes.tsx';
import { toolsRoutes } from '../pages/tools/routes.tsx';
import { Loading } from '../components/Loading.tsx';
import { NotFoundPage } from '../pages/site/NotFoundPage.tsx';
import { RouteError } from '../pages/site/RouteError.tsx';
import { Layout } from './layout/Layout.tsx';
import type { RouteHandle } from './layout/RouteEffects.tsx';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

const bookChapters = () => import('../pages/rules/book-chapters.tsx');
const bookLayouts = () => import('../pages/rules/book-layouts.tsx');
const bookLists = () => import('../pages/book-lists/book-lists.tsx');

/** Adds `fallback` as the index route when a section's own routes do not provide one yet. */
function withIndexFallback(routes: RouteObject[], fallback: RouteObject): RouteObject[] {
  return routes.some((r) => r.index) ? routes : [fallback, ...routes];
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <Loading label="Loading the site" />,
    children: [
      {
        // Static, not lazy: it must show even when a page's code cannot be fetched (offline).
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../pages/home/HomePage.tsx')).HomePage }) },
          {
            path: 'searchResults',
            handle: handle('Search Results'),
            lazy: async () => ({ Component: (await import('../pages/search/SearchResultsPage.tsx')).SearchResultsPage }),
          },
          {
            path: 'rules',
            handle: handle('Rules'),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../pages/rules/RulesHub.tsx')).RulesHub }) },
              {
                path: 'phb',
                handle: handle("Player's Handbook"),
                lazy: async () => ({ Component: (await bookLayouts()).HandbookLayout }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await bookChapters()).HandbookChapter }) },
                  ...handbookTableRoutes,
                  { path: ':chapter', lazy: async () => ({ Component: (await bookChapters()).HandbookChapter }) },
                  { path: ':chapter/:list', lazy: async () => ({ Component: (await bookChapters()).HandbookChapter }) },
                ],
              },
              {
                path: 'snv',
                handle: handle('Scum and Villainy'),
                lazy: async () => ({ Component: (await bookLayouts()).ScumAndVillainyLayout }),
                children: [
                  ...withIndexFallback(monsterRoutes, {
                    index: true,
                    lazy: async () => ({ Component: (await bookChapters()).ScumAndVillainyChapter }),
                  }),
                  { path: ':chapter', lazy: async () => ({ Component: (await bookChapters()).ScumAndVillainyChapter }) },
                ],
              },
              {
                path: 'sotg',
                handle: handle('Starships of the Galaxy'),
                lazy: async () => ({ Component: (await bookLayouts()).StarshipsLayout }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await bookChapters()).StarshipsChapter }) },
                  ...sotgTableRoutes,
                  { path: ':chapter', lazy: async () => ({ Component: (await bookChapters()).StarshipsChapter }) },
                ],
              },
              {
                path: 'wh',
                handle: handle('Wretched Hives'),
                lazy: async () => ({ Component: (await bookLayouts()).WretchedHivesLayout }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await bookChapters()).WretchedHivesChapter }) },
                  { path: ':chapter', lazy: async () => ({ Component: (await bookChapters()).WretchedHivesChapter }) },
                ],
              },
              {
                path: 'variantRules',
                handle: handle('Variant Rules'),
                children: [
                  { index: true, lazy: async () => ({ Component: (await bookLists()).VariantRulesList }) },
                  { path: ':variantRuleName', lazy: async () => ({ Component: (await bookLists()).VariantRulePage }) },
                ],
              },
              {
                path: 'expandedContent',
                handle: handle('Expanded Content'),
                children: [
                  { index: true, lazy: async () => ({ Component: (await bookLists()).ExpandedContentList }) },
                  { path: ':expandedContentName', lazy: async () => ({ Component: (await bookLists()).ExpandedContentPage }) },
                ],
              },
            ],
          },
          { path: 'characters', handle: handle('Characters'), children: charactersRoutes },
          { path: 'loot', handle: handle('Loot'), children: lootRoutes },
          { path: 'starships', handle: handle('Starships'), children: starshipsRoutes },
          {
            path: 'tools',
            handle: handle('Tools'),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../pages/tools-landing/ToolsLanding.tsx')).ToolsLanding }) },
              ...toolsRoutes,
            ],
          },
          ...profileRoutes,
          {
            path: 'assets',
            handle: handle('Assets'),
            lazy: async () => ({ Component: (await import('../pages/site/AssetsPage.tsx')).AssetsPage }),
          },
          {
            path: 'credits',
            handle: handle('Credits'),
            lazy: async () => ({ Component: (await import('../pages/site/CreditsPage.tsx')).CreditsPage }),
          },
          {
            path: '*',
            handle: handle('Page not found'),
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
