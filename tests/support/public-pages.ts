// Every public page of a running server's data, for the server-rendering tests: the route table's pages without
// parameters, every rulebook chapter, and every record with a page of its own (from the catalogue's `pages` and the
// records the server's REST door lists). Each comes with what its heading must say, where that is known.
import { RESOURCES, type ResourceDef } from '../../core/resources.ts';
import { PRIVATE_PAGES, ROUTES, type RouteDef, type RouteKey } from '../../core/routes.ts';
import { customizationOptionPath, CUSTOMIZATION_OPTION_SLUGS, routedChapterPath } from '../../core/site-paths.ts';

export interface PublicPage {
  path: string;
  /** Text the main heading contains (a record's or chapter's name), when the page is named after one. */
  heading?: string;
  /** The route pattern of a record's own page ('/characters/species/:speciesName'); unset for every other page. */
  recordRoute?: string;
}

/**
 * Every page that is not a record's own page (home, hubs, tables, chapters, search), and of each record route its
 * first and last record and every `every`-th between: each route and each page kind is still read, at a fraction of
 * the cost when a data set has a thousand records.
 */
export function samplePerRecordRoute(pages: readonly PublicPage[], every: number): PublicPage[] {
  const seen = new Map<string, number>();
  const last = new Map<string, string>();
  for (const page of pages) if (page.recordRoute) last.set(page.recordRoute, page.path);
  return pages.filter((page) => {
    if (!page.recordRoute) return true;
    const index = seen.get(page.recordRoute) ?? 0;
    seen.set(page.recordRoute, index + 1);
    return index % every === 0 || last.get(page.recordRoute) === page.path;
  });
}

const hasParams = (route: RouteDef) => route.pattern.includes(':') || route.pattern === '*';

/** The one parameter of a record's route ('speciesName' of '/characters/species/:speciesName'). */
function paramOf(route: RouteDef): string | undefined {
  const names = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return names.length === 1 ? names[0] : undefined;
}

/** A record's own page (chapter routes have no title of their own; customization options are tables by slug). */
const isRecordRoute = (route: RouteDef) => Boolean(paramOf(route)) && route.title !== undefined && route !== ROUTES.customizationOption;

/** Every public page: routes without parameters, then each record's and each shown chapter's page. */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const pages: PublicPage[] = [];
  for (const [key, route] of Object.entries(ROUTES) as Array<[RouteKey, RouteDef]>) {
    // Pages holding the reader's own data (the route table's list): the server renders only their frame.
    if (!hasParams(route) && !(PRIVATE_PAGES as readonly RouteKey[]).includes(key)) pages.push({ path: route.pattern });
  }
  pages.push({ path: `${ROUTES.searchResults.pattern}?searchText=blaster` });
  for (const slug of CUSTOMIZATION_OPTION_SLUGS) pages.push({ path: customizationOptionPath(slug) });
  for (const resource of RESOURCES as readonly ResourceDef[]) {
    const itemRoutes = resource.pages.map((k) => ROUTES[k] as RouteDef).filter(isRecordRoute);
    if (!resource.book && itemRoutes.length === 0) continue;
    const response = await fetch(`${baseUrl}/api/${resource.key}`);
    if (!response.ok) throw new Error(`GET /api/${resource.key} answered ${response.status}`);
    const records = (await response.json()) as Array<{ name?: string; chapterName?: string }>;
    for (const record of records) {
      const chapter = resource.book && record.chapterName ? routedChapterPath(resource.book, record.chapterName) : undefined;
      if (chapter) pages.push({ path: chapter, heading: record.chapterName });
      for (const route of itemRoutes) {
        if (record.name) pages.push({ path: route.pattern.replace(`:${paramOf(route)}`, encodeURIComponent(record.name)), heading: record.name, recordRoute: route.pattern });
      }
    }
  }
  // One entry per address (a book's first chapter is the book's own page too).
  return [...new Map(pages.map((p) => [p.path, p])).values()];
}
