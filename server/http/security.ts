// Security headers (helmet) and CORS: one place that says what the browser may load and who may call the API.
import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config.ts';

/** Extra origins the pages may connect to (the identity provider, when sign-in is configured). */
export interface SecurityOptions {
  connectSources?: string[];
  formActions?: string[];
  /** Origins the app may frame: the identity provider, for MSAL's silent token renewal in a hidden iframe. */
  frameSources?: string[];
}

export function securityHeaders(config: Config, options: SecurityOptions = {}): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // styled-components injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Imported rules data may point at remote images; the page shows a placeholder when they fail.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(options.connectSources ?? [])],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", ...(options.frameSources ?? [])],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'", ...(options.formActions ?? [])],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': config.production ? [] : null,
      },
    },
    // The identity provider's pages and MSAL's popup/iframe flows need a same-origin opener relation only.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });
}

/** CORS: same-origin always works; other origins only when listed in CORS_ORIGINS. */
export function corsPolicy(config: Config): RequestHandler {
  const allowed = new Set(config.corsOrigins);
  return cors({
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: false,
    allowedHeaders: ['Content-Type', 'Authorization', 'apollo-require-preflight', 'x-apollo-operation-name'],
    maxAge: 600,
  });
}
