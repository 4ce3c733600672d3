// Serves the bundled GraphiQL page at GET /graphql for browsers (HTML requests without a query).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config.ts';

export function explorerRoute(config: Config) {
  const page = resolve(config.webDist, 'explorer.html');
  return (req: Request, res: Response, next: NextFunction) => {
    // API clients (GET queries, JSON accept headers) go on to Apollo.
    if (req.query.query || !req.accepts(['json', 'html']) || req.accepts(['json', 'html']) === 'json') return next();
    if (!existsSync(page)) {
      res.status(503).type('text').send('The GraphQL explorer has not been built: run `npm run build:web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  };
}
