// The site's route tree: react-router's data router in history mode over the route table of `core/routes.ts` (every
// path and default title comes from there), each page a lazy chunk. It sits at the top of the web layers, beside
// the pages it mounts, so the app shell below it never imports a page. Sections mount their own route lists
// (pages/*/routes.tsx).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../core/routes.ts';
import { Layout } from '../app/layout/Layout.tsx';
import { lazyIndex, lazyRoute, routeHandle } from '../app/route-objects.ts';
import { Loading } from '../components/Loading.tsx';
import { charactersRoutes } from './characters/routes.tsx';
import { handbookTableRoutes } from './handbook-tables/routes.tsx';
import { lootRoutes } from './loot/routes.tsx';
import { monsterRoutes } from './monsters/routes.tsx';
import { profileRoutes } from './profile/routes.tsx';
import { sharedRoutes } from './shared/routes.tsx';
import { NotFoundPage } from './site/NotFoundPage.tsx';
import { RouteError } from './site/RouteError.tsx';
import { sotgTableRoutes } from './sotg-tables/routes.tsx';
import { starshipsRoutes } from './starships/routes.tsx';
import { toolsRoutes } from './tools/routes.tsx';

const bookChapters = () => import('./rules/book-chapters.tsx');
const bookLayouts = () => import('./rules/book-layouts.tsx');
const bookLists = () => import('./book-lists/book-lists.tsx');

/** Adds `fallback` as the index route when a section's own routes do not provide one yet. */
function withIndexFallback(routes: RouteObject[], fallback: RouteObject): RouteObject[] {
  return routes.some((r) => r.index) ? routes : [fallback, ...routes];
}

/** A section: its path and title from the table, its hub or layout, and its pages. */
const section = (def: (typeof ROUTES)[keyof typeof ROUTES], children: RouteObject[]): RouteObject => ({
  path: def.pattern,
  handle: routeHandle(def),
  children,
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <Loading label="Loading the site" />,
    children: [
      {
        // Static, not lazy: it must show even when a page's code cannot be fetched (offline).
        errorElement: <RouteError />,
        children: [
          lazyIndex(async () => (await import('./home/HomePage.tsx')).HomePage),
          lazyRoute(ROUTES.searchResults, async () => (await import('./search/SearchResultsPage.tsx')).SearchResultsPage),
          section(ROUTES.rules, [
            lazyIndex(async () => (await import('./rules/RulesHub.tsx')).RulesHub),
            lazyRoute(ROUTES.phb, async () => (await bookLayouts()).HandbookLayout, {
              children: [
                lazyIndex(async () => (await bookChapters()).HandbookChapter),
                ...handbookTableRoutes,
                lazyRoute(ROUTES.phbChapter, async () => (await bookChapters()).HandbookChapter),
                lazyRoute(ROUTES.phbChapterList, async () => (await bookChapters()).HandbookChapter),
              ],
            }),
            lazyRoute(ROUTES.snv, async () => (await bookLayouts()).ScumAndVillainyLayout, {
              children: [
                ...withIndexFallback(monsterRoutes, lazyIndex(async () => (await bookChapters()).ScumAndVillainyChapter)),
                lazyRoute(ROUTES.snvChapter, async () => (await bookChapters()).ScumAndVillainyChapter),
              ],
            }),
            lazyRoute(ROUTES.sotg, async () => (await bookLayouts()).StarshipsLayout, {
              children: [
                lazyIndex(async () => (await bookChapters()).StarshipsChapter),
                ...sotgTableRoutes,
                lazyRoute(ROUTES.sotgChapter, async () => (await bookChapters()).StarshipsChapter),
              ],
            }),
            lazyRoute(ROUTES.wh, async () => (await bookLayouts()).WretchedHivesLayout, {
              children: [
                lazyIndex(async () => (await bookChapters()).WretchedHivesChapter),
                lazyRoute(ROUTES.whChapter, async () => (await bookChapters()).WretchedHivesChapter),
              ],
            }),
            section(ROUTES.variantRules, [
              lazyIndex(async () => (await bookLists()).VariantRulesList),
              lazyRoute(ROUTES.variantRule, async () => (await bookLists()).VariantRulePage),
            ]),
            section(ROUTES.expandedContent, [
              lazyIndex(async () => (await bookLists()).ExpandedContentList),
              lazyRoute(ROUTES.expandedContentItem, async () => (await bookLists()).ExpandedContentPage),
            ]),
          ]),
          section(ROUTES.characters, charactersRoutes),
          section(ROUTES.loot, lootRoutes),
          section(ROUTES.starships, starshipsRoutes),
          section(ROUTES.tools, [lazyIndex(async () => (await import('./tools-landing/ToolsLanding.tsx')).ToolsLanding), ...toolsRoutes]),
          ...profileRoutes,
          ...sharedRoutes,
          lazyRoute(ROUTES.assets, async () => (await import('./site/AssetsPage.tsx')).AssetsPage),
          lazyRoute(ROUTES.credits, async () => (await import('./site/CreditsPage.tsx')).CreditsPage),
          { path: ROUTES.notFound.pattern, handle: routeHandle(ROUTES.notFound), Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
