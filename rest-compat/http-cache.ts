// REST bodies as JSON with an ETag derived from the data version, and 304 when the client has it
// (the conditional GET itself is the server's, shared with GraphQL: server/http/conditional-get.ts).
import type { Request, Response } from 'express';
import { sendBytes } from '../server/http/conditional-get.ts';

export function sendJsonBytes(req: Request, res: Response, body: Buffer, etag: string): void {
  sendBytes(req, res, body, etag, 'application/json; charset=utf-8');
}

export function sendJson(req: Request, res: Response, value: unknown, etag: string): void {
  sendJsonBytes(req, res, Buffer.from(JSON.stringify(value)), etag);
}

export function notFound(res: Response, message: string): void {
  res.status(404).json({ error: 'Not Found', message });
}
