// Conditional GET for REST bodies: an ETag derived from the data version, and 304 when the client has it.
import type { Request, Response } from 'express';

/** Clients may keep a copy for a minute, then revalidate cheaply with If-None-Match. */
export const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export function sendJsonBytes(req: Request, res: Response, body: Buffer, etag: string): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', CACHE_CONTROL);
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.status(200).end(body);
}

export function sendJson(req: Request, res: Response, value: unknown, etag: string): void {
  sendJsonBytes(req, res, Buffer.from(JSON.stringify(value)), etag);
}

export function notFound(res: Response, message: string): void {
  res.status(404).json({ error: 'Not Found', message });
}
