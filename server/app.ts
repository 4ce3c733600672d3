// Wires one HTTP server: /graphql (Apollo), /api (REST compatibility), /health, /images and the web app.
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from 'express';
import { createRestRouter } from '../rest-compat/routes.ts';
import { DEFAULT_HEALTH_TIMEOUT_MS, type Config } from './config.ts';
import { anonymousGetCache } from './graphql/anonymous-get-cache.ts';
import { createApolloServer } from './graphql/apollo.ts';
import { buildExecutableSchema } from './graphql/schema.ts';
import { createSubscriptionServer, forwardedAddress } from './live/subscription-server.ts';
import type { AuthenticatedUser } from './auth/caller.ts';
import { createContext } from './graphql/context.ts';
import { explorerRoute } from './graphql/explorer.ts';
import { corsPolicy, securityHeaders, type SecurityOptions } from './http/security.ts';
import { sitemapRoutes } from './http/sitemap.ts';
import { pageSource } from './http/page-source.ts';
import { webApp } from './http/web-app.ts';
import { SITE_LINKS_PATH } from '../core/http-contract.ts';
import type { Services } from './services.ts';
import { within } from './store/deadline.ts';
import { StoreUnavailableError } from './store/port.ts';

/** How the app learns who is calling; the sign-in layer provides it (anonymous until then). */
export interface AuthLayer {
  /** Resolves the caller from the request's bearer token; rejects with an HTTP-mapped error for bad tokens. */
  authenticate(req: express.Request): Promise<AuthenticatedUser | null>;
  /** The same for a bearer token sent another way (a WebSocket's connection_init); absent: sockets are anonymous. */
  authenticateToken?(token: string, address: string): Promise<AuthenticatedUser | null>;
  /** Routes the auth layer owns (e.g. a development identity provider), mounted before everything else. */
  routes?: Router;
  /** Runs before /graphql and /api: refuses requests from addresses whose sign-ins keep failing. */
  guard?: RequestHandler;
  security?: SecurityOptions;
}

/** How long /health waits for the store before answering 503 when HEALTH_TIMEOUT_MS is not set. */
export const HEALTH_TIMEOUT_MS = DEFAULT_HEALTH_TIMEOUT_MS;

export const anonymousAuth: AuthLayer = { authenticate: async () => null };

// Services are built in one place (server/services.ts); tests and benchmarks build them from here too.
export { createServices } from './services.ts';

/** Where the server is in its life: draining once a stop began (SIGTERM), so load balancers send no more. */
export interface Lifecycle {
  draining: boolean;
  /** Requests being answered now. */
  inFlight: number;
  /** Called whenever the last request in flight has been answered. */
  onIdle?: () => void;
}

export async function createApp(config: Config, services: Services, auth: AuthLayer = anonymousAuth) {
  const app: Express = express();
  const lifecycle: Lifecycle = { draining: false, inFlight: 0 };
  app.disable('x-powered-by');
  // While draining, every answer closes its connection: a client (or balancer) that kept one open comes back through a
  // new one, which reaches another instance.
  app.use((_req, res, next) => {
    lifecycle.inFlight++;
    res.once('close', () => {
      if (--lifecycle.inFlight === 0) lifecycle.onIdle?.();
    });
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });
  // Client addresses (rate limits) come from X-Forwarded-For only behind proxies the configuration names.
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  app.use(securityHeaders(config, auth.security));
  // API answers (REST and GraphQL) and pages are compressed per response (brotli or gzip, as the client accepts;
  // over 1 KB). The web app's files are compressed at build time and sent as they are (server/http/web-app.ts):
  // a response that already has a Content-Encoding is left alone.
  app.use(compression());
  if (auth.routes) app.use(auth.routes);

  app.get('/health', async (_req, res) => {
    if (lifecycle.draining) {
      res.status(503).json({ status: 'draining', store: services.store.backend, message: 'This instance is stopping; send requests elsewhere.' });
      return;
    }
    try {
      // Bounded whatever the backend: a readiness probe wants its answer well under a second, also in an outage.
      await within(services.store.ping(), config.healthTimeoutMs, 'check the store');
      const master = await within(services.versions.master(), config.healthTimeoutMs, 'read the data versions');
      // Serving, but with something configured not answering: the rate limits count per instance meanwhile.
      const redis = await services.limits.redisState();
      const notLoaded = services.versions.problem();
      const degraded = [
        ...(redis === 'unreachable' ? ['Redis is not answering: each instance counts the rate limits on its own.'] : []),
        ...(notLoaded ? [`The newest data is not served: ${notLoaded}`] : []),
      ];
      res.json({
        status: degraded.length ? 'degraded' : 'ok',
        store: services.store.backend,
        dataVersion: master?.version ?? null,
        sockets: live.openSockets(),
        ...(redis ? { redis } : {}),
        ...(degraded.length ? { problems: degraded } : {}),
      });
    } catch (e) {
      res.status(503).json({ status: 'unavailable', store: services.store.backend, message: (e as Error).message });
    }
  });

  app.use('/images', express.static(config.imagesDir, { maxAge: '1d', fallthrough: false }));

  // One executable schema for both doors: Apollo (HTTP) and the subscriptions' sockets (server/live/).
  const schema = buildExecutableSchema();
  const live = createSubscriptionServer({
    config,
    services,
    schema,
    authenticateToken: auth.authenticateToken ?? (async () => null),
    clientAddress: (req) => forwardedAddress(req, app.get('trust proxy fn')),
    draining: () => lifecycle.draining,
  });
  const apollo = createApolloServer(config, services.rules, [live.drainPlugin], services.cacheBudget, schema);
  await apollo.start();
  if (config.graphql.explorer) app.get('/graphql', explorerRoute(config));
  const guard: RequestHandler = auth.guard ?? ((_req, _res, next) => next());
  app.use(
    '/graphql',
    corsPolicy(config),
    guard,
    anonymousGetCache(services),
    express.json({ limit: config.bodyLimit }),
    expressMiddleware(apollo, {
      context: async ({ req }) => createContext(services, await auth.authenticate(req), req.ip),
    }),
  );

  // The configured community links for the web app (chat server, Patreon): null where unset.
  app.get(SITE_LINKS_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config.siteLinks);
  });

  app.use('/api', corsPolicy(config), guard, express.json({ limit: config.bodyLimit }), createRestRouter(services, auth.authenticate));

  app.use(sitemapRoutes(config, services));
  app.use(
    webApp(config.webDist, { pages: pageSource(apollo, services), publicUrl: config.publicUrlConfigured ? config.publicUrl : undefined, budget: services.cacheBudget }),
  );

  const errors: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (err instanceof StoreUnavailableError) {
      res.status(503).json({ error: 'Service Unavailable', message: 'The database is unavailable right now; nothing was changed. Try again shortly.' });
      return;
    }
    if (status >= 500) console.error('HTTP error:', err);
    if (status === 413) {
      res.status(413).json({ error: 'Payload Too Large', message: `The request body is too large: the limit is ${config.bodyLimit} (BODY_LIMIT).` });
      return;
    }
    const message = status < 500 ? String(err?.message ?? 'Bad request') : 'Internal server error';
    res.status(status).json({ error: status < 500 ? 'Bad Request' : 'Internal Server Error', message });
  };
  app.use(errors);

  return { app, apollo, services, lifecycle, live };
}
