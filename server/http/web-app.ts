// Serves the built web app: hashed assets cached for a year, and index.html for every page route (history mode).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express, { type Router } from 'express';

const API_PREFIXES = ['/api', '/graphql', '/health', '/images', '/oidc'];

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SW5E</title></head>
<body><main><h1>SW5E companion</h1><p>The web app has not been built. Run <code>npm run build:web</code>.
The API is at <a href="/graphql">/graphql</a> and <a href="/api/dataVersion">/api</a>.</p></main></body></html>`;

export function webApp(distDir: string): Router {
  const router = express.Router();
  const index = resolve(distDir, 'index.html');
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${resolve(distDir, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (existsSync(index)) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
  return router;
}
