// The REST compatibility layer: every documented /api path, served with the original JSON shapes from the same store.
// Route table and shape mapping only: the reads belong to the server's services.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { MASTER_VERSION, RESOURCES, type ResourceDef, type ResourceKey } from '../core/resources.ts';
import type { AuthenticatedUser } from '../server/auth/caller.ts';
import { RequestError } from '../server/auth/request-errors.ts';
import type { Services } from '../server/services.ts';
import { sendRequestError } from '../server/http/request-error-response.ts';
import { createAccountRoutes } from './account-routes.ts';
import { notFound, sendJson, sendJsonBytes } from './http-cache.ts';
import { legacyDataVersion, legacySearchResult, searchTermFromQuery } from './shapes.ts';

/** Every name a resource is served under: its key and the original API's other names for it. */
const namesOf = (def: ResourceDef) => [def.key, ...def.aliases];

type Handler = (req: Request, res: Response) => Promise<void>;
const wrap = (h: Handler) => (req: Request, res: Response, next: NextFunction) => h(req, res).catch(next);

/**
 * Builds the /api router: data versions, search, the signed-in user's paths (`authenticate` names the caller), and
 * one route per resource name of the catalogue. Names match exactly, case included, as on the original API.
 */
export function createRestRouter(services: Services, authenticate: (req: Request) => Promise<AuthenticatedUser | null>): Router {
  const router = Router({ caseSensitive: true });

  router.get(
    '/dataVersion',
    wrap(async (req, res) => {
      const versions = await services.versions.versions();
      const master = versions.find((v) => v.name === MASTER_VERSION);
      sendJson(req, res, versions.map(legacyDataVersion), `"dataVersion-${master?.version ?? 0}-${versions.length}"`);
    }),
  );

  router.get(
    '/search',
    wrap(async (req, res) => {
      let results;
      try {
        results = await services.search.search(searchTermFromQuery(req.query.searchText), undefined, 100);
      } catch (error) {
        if (error instanceof RequestError) return sendRequestError(res, error);
        throw error;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.json(results.map(legacySearchResult));
    }),
  );

  router.use(createAccountRoutes({ users: services.users, documents: services.documents, authenticate }));

  for (const def of RESOURCES as readonly ResourceDef[]) {
    const resource = def.key as ResourceKey;
    for (const name of namesOf(def)) {
      // A whole resource: /api/power, /api/VariantRule, /api/variant-rules, /api/credits, ... (?language= is ignored).
      router.get(
        `/${name}`,
        wrap(async (req, res) => {
          const { body, etag } = await services.rules.serialized(resource);
          sendJsonBytes(req, res, body, etag);
        }),
      );
      const book = def.book;
      if (!book) continue;
      // One chapter of a rulebook: /api/PlayerHandbookRule/Combat.json.
      router.get(
        `/${name}/:chapter.json`,
        wrap(async (req, res) => {
          const chapter = await services.chapters.get(book, String(req.params.chapter));
          if (!chapter) return notFound(res, `Rulebook "${def.key}" has no chapter "${String(req.params.chapter)}".`);
          const { book: _book, ...record } = chapter;
          const version = await services.versions.version(def.versionName);
          sendJson(req, res, record, `"${def.versionName}-${version?.version ?? 0}-${encodeURIComponent(record.chapterName)}"`);
        }),
      );
    }
  }

  // Names the catalogue does not know.
  router.get('/:book/:chapter.json', (req, res) => notFound(res, `Unknown rulebook "${String(req.params.book)}".`));
  router.get('/:resource', (req, res) =>
    notFound(res, `Unknown resource "${String(req.params.resource)}". Known: ${RESOURCES.map((r) => r.key).join(', ')}.`),
  );

  router.use((req, res) => notFound(res, `No API path ${req.method} ${req.originalUrl}.`));
  return router;
}
