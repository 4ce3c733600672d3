// Conditional GET for bodies built once per data version (REST resources, anonymous GraphQL answers, the sitemap):
// the validators and the caching rule both doors share.
import type { Request, Response } from 'express';

/** Clients and shared caches (a CDN) may keep a copy for a minute, then revalidate cheaply with If-None-Match. */
export const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** True when the request's If-None-Match names this ETag (weak or strong). */
export function clientHas(req: Request, etag: string): boolean {
  const match = req.headers['if-none-match'];
  return !!match && match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`);
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
