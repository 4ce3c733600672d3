// Sends a RequestError as an HTTP answer: status, WWW-Authenticate, Retry-After and a JSON body naming the problem.
// Used wherever Express answers directly (the REST routes, the guard refusing addresses before GraphQL or REST).
import type { Response } from 'express';
import { RequestError } from '../auth/request-errors.ts';

export function sendRequestError(res: Response, error: RequestError): void {
  if (error.code === 'UNAUTHENTICATED') {
    res.setHeader('WWW-Authenticate', `Bearer error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`);
  } else if (error.code === 'FORBIDDEN') {
    res.setHeader('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${String(error.extensions.scope ?? '')}"`);
  } else if (error.code === 'RATE_LIMITED') {
    res.setHeader('Retry-After', String(error.extensions.retryAfterSeconds ?? 60));
  }
  const { code: _code, http: _http, ...details } = error.extensions as Record<string, unknown>;
  res.status(error.status).json({ error: error.title, code: error.code, message: error.message, ...details });
}
