// Conditional GET for bodies built once per data version (REST resources, anonymous GraphQL answers, the sitemap):
// the validators and the caching rule both doors share.
import type { Request, Response } from 'express';

/** Clients and shared caches (a CDN) may keep a copy for a minute, then revalidate cheaply with If-None-Match. */
export const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * True when an If-None-Match header names `etag` or is `*`. The comparison is the weak one GET uses: `W/"x"` and
 * `"x"` match, as a proxy or CDN that compresses an answer marks its copy's tag weak and sends it back so.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** True when the request's If-None-Match names this ETag (weak or strong). */
export function clientHas(req: Request, etag: string): boolean {
  return matchesEtag(req.headers['if-none-match'], etag);
}

/** Sends ready bytes with their ETag and Cache-Control, or 304 when the client already holds them. */
export function sendBytes(req: Request, res: Response, body: Buffer, etag: string, contentType: string, cacheControl = CACHE_CONTROL): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  if (clientHas(req, etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', body.length);
  res.status(200).end(body);
}
