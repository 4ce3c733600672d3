// Anonymous GraphQL queries over GET (the browser sends them as automatic persisted queries: the query's hash in the
// address, no body) answered from the bytes of an earlier identical answer, the way REST serves whole resources:
// no parsing, execution or serialization, an ETag, 304 for a client holding the copy, and a Cache-Control a CDN
// may honour (store, then revalidate). Rules data changes only through imports, so an answer stays right for its data version; every entry
// of an older version is dropped as soon as a request sees the new one.
// Requests carrying a bearer token never read or fill this cache (their answers may hold the user's own data), and
// nothing but a complete, error-free 200 answer is kept, so a refusal (a mutation over GET, an unknown hash, a field
// that needs sign-in) is always Apollo's own answer. Nor is an answer Apollo marked no-store (one holding a field
// hinted maxAge 0, such as a share link's document, which viewers poll to follow the owner's saves).
import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendBytes } from '../http/conditional-get.ts';
import { stringBytes, type CacheArea } from '../cache-budget.ts';
import type { Services } from '../services.ts';


/**
 * Stored by browsers and CDNs but revalidated on every use (a 304 from these bytes when unchanged). A fresh-for-a-
 * while copy would be wrong here: the browser refetches a resource right after learning that its data version
 * changed, and a copy kept from before the import would then be saved as the new version's data.
 */
export const GRAPHQL_CACHE_CONTROL = 'public, no-cache';

/** What signed-in GET answers carry instead: neither the browser's shared caches nor a CDN may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

interface Entry {
  body: Buffer;
  etag: string;
  contentType: string;
}

/** One data version's answers, within the instance's cache budget (least recently used out). */
class AnswerCache {
  version = -1;
  constructor(private readonly area: CacheArea<Entry>) {}

  /** Drops everything when the data version moved on. */
  at(version: number): this {
    if (version !== this.version) {
      this.area.clear();
      this.version = version;
    }
    return this;
  }

  get(key: string): Entry | undefined {
    return this.area.get(key);
  }

  set(key: string, entry: Entry): void {
    this.area.set(key, entry, entry.body.length + stringBytes(key));
  }
}

/** An answer Apollo gave that may be kept: 200, JSON, with data and without errors. */
function keepable(status: number, body: string): boolean {
  if (status !== 200) return false;
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
    return parsed.data != null && parsed.errors === undefined;
  } catch {
    return false;
  }
}

/**
 * Express middleware in front of Apollo on /graphql. The cache key is the whole query string (operation name,
 * variables, the persisted query's hash or the query text) with the Accept header, which decides Apollo's
 * content type; the data version it was read under is part of the ETag.
 */
export function anonymousGetCache(services: Pick<Services, 'versions' | 'cacheBudget'>): RequestHandler {
  const cache = new AnswerCache(services.cacheBudget.area('graphql-get'));

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || !req.url.includes('?')) return next();
    if (req.headers.authorization) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      return next();
    }
    services.versions
      .master()
      .then((master) => {
        const version = master?.version ?? 0;
        const key = `${req.headers.accept ?? ''}\n${req.url}`;
        res.vary('Accept');
        const hit = cache.at(version).get(key);
        if (hit) return sendBytes(req, res, hit.body, hit.etag, hit.contentType, GRAPHQL_CACHE_CONTROL);

        // A miss: Apollo answers (it sends a complete answer with res.send), and a keepable answer is kept.
        const send = res.send.bind(res);
        res.send = (body?: unknown) => {
          res.send = send;
          // Apollo marked it uncacheable (a shared document that viewers poll): neither kept here nor anywhere else.
          if (/\bno-store\b/.test(String(res.getHeader('cache-control') ?? ''))) return send(body);
          if (typeof body !== 'string' || !keepable(res.statusCode, body)) {
            // An error answer (sign-in needed, bad input) must not be kept by a CDN for the next caller; Apollo marks
            // some itself (an unknown persisted query: private).
            if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
            return send(body);
          }
          const bytes = Buffer.from(body);
          const etag = `"gql-${version}-${createHash('sha1').update(bytes).digest('base64url').slice(0, 16)}"`;
          const contentType = String(res.getHeader('content-type') ?? 'application/json; charset=utf-8');
          // Not kept when a newer data version was seen while it was computed.
          if (cache.version === version) cache.set(key, { body: bytes, etag, contentType });
          sendBytes(req, res, bytes, etag, contentType, GRAPHQL_CACHE_CONTROL);
          return res;
        };
        next();
      })
      .catch(next);
  };
}
