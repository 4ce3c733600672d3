// The REST compatibility layer: every documented /api path, served with the original JSON shapes from the same store.
// Route table and shape mapping only: the reads belong to the server's services.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { RESOURCES, resourceByName, type ResourceKey } from '../core/resources.ts';
import type { Services } from '../server/graphql/context.ts';
import { BOOK_RESOURCES } from '../server/chapters/chapter-service.ts';
import type { Rulebook } from '../server/graphql/generated/resolvers-types.ts';
import { notFound, sendJson, sendJsonBytes } from './http-cache.ts';
import { RequestError } from '../server/auth/request-errors.ts';
import { sendRequestError } from './account-errors.ts';
import { legacyDataVersion, legacySearchResult, searchTermFromQuery } from './shapes.ts';

const BOOK_BY_RESOURCE = new Map(Object.entries(BOOK_RESOURCES).map(([book, resource]) => [resource as string, book as Rulebook]));

type Handler = (req: Request, res: Response) => Promise<void>;
const wrap = (h: Handler) => (req: Request, res: Response, next: NextFunction) => h(req, res).catch(next);

/**
 * Builds the /api router. `accountRoutes` serves the user and character paths (they need a signed-in user);
 * it is mounted before the catch-all resource route.
 */
export function createRestRouter(services: Services, accountRoutes: Router): Router {
  const router = Router();

  router.get(
    '/dataVersion',
    wrap(async (req, res) => {
      const versions = await services.versions.versions();
      const master = versions.find((v) => v.name === 'MASTERVERSION');
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

  router.use(accountRoutes);

  // One chapter: /api/PlayerHandbookRule/Combat.json (also StarshipRule, WretchedHivesRule, ScumAndVillainyRule, ...).
  router.get(
    '/:book/:chapter.json',
    wrap(async (req, res) => {
      const def = resourceByName(String(req.params.book));
      const book = def && BOOK_BY_RESOURCE.get(def.key);
      if (!def || !book) return notFound(res, `Unknown rulebook "${String(req.params.book)}".`);
      const chapter = await services.chapters.get(book, String(req.params.chapter));
      if (!chapter) return notFound(res, `Rulebook "${def.key}" has no chapter "${String(req.params.chapter)}".`);
      const { book: _book, ...record } = chapter;
      const version = await services.versions.version(def.versionName);
      sendJson(req, res, record, `"${def.versionName}-${version?.version ?? 0}-${encodeURIComponent(record.chapterName)}"`);
    }),
  );

  // A whole resource: /api/power, /api/VariantRule, /api/variant-rules, /api/credits, ... (?language= is ignored).
  router.get(
    '/:resource',
    wrap(async (req, res) => {
      const def = resourceByName(String(req.params.resource));
      if (!def) return notFound(res, `Unknown resource "${String(req.params.resource)}". Known: ${RESOURCES.map((r) => r.key).join(', ')}.`);
      const { body, etag } = await services.rules.serialized(def.key as ResourceKey);
      sendJsonBytes(req, res, body, etag);
    }),
  );

  router.use((req, res) => notFound(res, `No API path ${req.method} ${req.originalUrl}.`));
  return router;
}
