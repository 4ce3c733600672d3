// /sitemap.xml and /robots.txt: every public page of the current data version, for search engines.
// The paths come from the route table (pages without parameters), the catalogue (which routes show which
// resource) and the store's records (one detail page per record, one page per chapter), so a new route, resource
// or record appears here without a second list of paths.
import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { RESOURCES, type ResourceDef } from '../../core/resources.ts';
import { PRIVATE_PAGES, ROUTES, routePath, type RouteDef, type RouteKey } from '../../core/routes.ts';
import { customizationOptionPath, routedChapterPath } from '../../core/site-paths.ts';
import type { Config } from '../config.ts';
import { sendBytes } from './conditional-get.ts';
import type { Services } from '../services.ts';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/**
 * Pages holding one person's own data (core/routes.ts's PRIVATE_PAGES: their documents, their profile, share links),
 * rendered in the browser only, are kept out of the sitemap and asked to be left alone by crawlers. The search results
 * page has no content of its own without a query, so it is left out of the sitemap too.
 */
const UNLISTED_PAGES: readonly RouteKey[] = [...PRIVATE_PAGES, 'searchResults', 'notFound'];

/** The parameter names of a pattern ('/a/:b/:c' -> ['b', 'c']). */
const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** A one-parameter route's path for a value (URI-encoded, as the route table's own builder does). */
const fillParam = (route: RouteDef, value: string) => (routePath as (r: RouteDef, p: Record<string, string>) => string)(route, { [paramsOf(route.pattern)[0]!]: value });

/** Pages without parameters: the home page, the hubs, the tables, the books' own pages, credits, assets, tools. */
function fixedPaths(): string[] {
  return (Object.entries(ROUTES) as [RouteKey, RouteDef][])
    .filter(([key, route]) => !UNLISTED_PAGES.includes(key) && paramsOf(route.pattern).length === 0)
    .map(([, route]) => route.pattern);
}

/**
 * The pages a resource's records open on. Its catalogue entry names its routes; a route with one parameter is
 * filled per record: a chapter route with each chapter of the entry's book, a customization option page with the
 * entry's option kind, and an item route with each record's name. A record resource whose route is a chapter (the
 * conditions, shown as headings of the handbook's appendix) has no pages of its own: the chapter is listed by its book.
 */
async function recordPaths(def: ResourceDef, services: Services): Promise<string[]> {
  const paths: string[] = [];
  for (const key of def.pages) {
    const route: RouteDef = ROUTES[key];
    const params = paramsOf(route.pattern);
    if (params.length !== 1 || UNLISTED_PAGES.includes(key)) continue;
    const isChapterRoute = route.title === undefined;
    if (isChapterRoute) {
      if (!def.book) continue;
      for (const chapter of await services.chapters.list(def.book)) {
        const path = routedChapterPath(def.book, chapter.chapterName);
        if (path) paths.push(path);
      }
    } else if (def.search && 'customization' in def.search.path) {
      paths.push(customizationOptionPath(def.search.path.customization));
    } else {
      for (const record of await services.rules.all(def.key as (typeof RESOURCES)[number]['key'])) {
        if (typeof record.name === 'string' && record.name) paths.push(fillParam(route, record.name));
      }
    }
  }
  return paths;
}

/** Every public page's path, in route-table order then catalogue order, each once. */
export async function publicPaths(services: Services): Promise<string[]> {
  const paths = fixedPaths();
  for (const def of RESOURCES as readonly ResourceDef[]) paths.push(...(await recordPaths(def, services)));
  return [...new Set(paths)];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemap protocol's limit of URLs per file; past it the site would need a sitemap index. */
const SITEMAP_MAX_URLS = 50_000;

function sitemapXml(origin: string, paths: string[]): string {
  if (paths.length > SITEMAP_MAX_URLS) {
    console.warn(`sitemap: ${paths.length} pages exceed the ${SITEMAP_MAX_URLS} URLs one sitemap may hold; the rest are left out.`);
  }
  const urls = paths.slice(0, SITEMAP_MAX_URLS).map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robotsTxt(origin: string): string {
  const disallowed = PRIVATE_PAGES.map((key) => ROUTES[key].pattern.replace(/\/:.*$/, ''));
  return ['User-agent: *', ...[...new Set(disallowed)].map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n');
}

/** Short enough for crawlers to see an import within minutes; the ETag makes revalidating cheap. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';

/** Files kept per data version (two per origin seen). */
const MAX_CACHED_FILES = 8;

interface Rendered {
  body: Buffer;
  etag: string;
}

/**
 * The two files, built once per data version and origin. The origin is the configured public URL, or without one
 * the request's own (protocol and Host; behind proxies Express reads X-Forwarded-* only when TRUST_PROXY names them).
 */
export function sitemapRoutes(config: Config, services: Services): Router {
  const router = express.Router();
  let cached: { version: number; files: Map<string, Promise<Rendered>> } = { version: -1, files: new Map() };

  const originOf = (req: Request) => (config.publicUrlConfigured ? config.publicUrl : `${req.protocol}://${req.get('host')}`);

  async function file(name: string, version: number, build: () => Promise<string>): Promise<Rendered> {
    // A new import bumps the master version: everything built for the older one is dropped.
    if (cached.version !== version) cached = { version, files: new Map() };
    const files = cached.files;
    let entry = files.get(name);
    if (!entry) {
      // Without a configured origin each Host header builds its own copy: keep only a few.
      if (files.size >= MAX_CACHED_FILES) files.clear();
      entry = build().then((text) => {
        const body = Buffer.from(text);
        return { body, etag: `"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"` };
      });
      // A failed build (store down) is not kept: the next request tries again.
      entry.catch(() => files.get(name) === entry && files.delete(name));
      files.set(name, entry);
    }
    return entry;
  }

  const send = (req: Request, res: Response, type: string, { body, etag }: Rendered) =>
    sendBytes(req, res, body, etag, `${type}; charset=utf-8`, SITEMAP_CACHE_CONTROL);

  router.get(SITEMAP_PATH, async (req, res, next) => {
    try {
      const version = (await services.versions.master())?.version ?? 0;
      const origin = originOf(req);
      send(req, res, 'application/xml', await file(`sitemap ${origin}`, version, async () => sitemapXml(origin, await publicPaths(services))));
    } catch (e) {
      next(e);
    }
  });
  router.get(ROBOTS_PATH, async (req, res, next) => {
    try {
      const version = (await services.versions.master())?.version ?? 0;
      const origin = originOf(req);
      send(req, res, 'text/plain', await file(`robots ${origin}`, version, async () => robotsTxt(origin)));
    } catch (e) {
      next(e);
    }
  });
  return router;
}
