// The sign-in layer plugged into the app: bearer-token verification (GraphQL and the account REST routes ask it
// who is calling), the client's sign-in configuration, the redirect page's script and, in development, the local
// OpenID Connect provider.
import { Router, type Request } from 'express';
import type { AuthLayer } from '../app.ts';
import { isLoopbackHost, type Config } from '../config.ts';
import type { Services } from '../services.ts';
import { callerFromHeaders } from './bearer.ts';
import type { RejectedCaller } from './require-user.ts';
import { AUTH_CONFIG_PATH, REDIRECT_PATH, REDIRECT_SCRIPT_PATH } from '../../core/http-contract.ts';
import { clientAuthConfig } from './client-config.ts';
import { createLocalProvider, type LocalProvider } from './local-provider.ts';
import { createRefusalLimiter } from './refusal-limiter.ts';
import { REDIRECT_PAGE, redirectBridgeScript } from './redirect-bridge.ts';
import { createTokenVerifier } from './token-verifier.ts';

const HOST_SHAPE = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the browser is sent to for sign-in. PUBLIC_URL when it is configured: the request's Host and
 * X-Forwarded-Host headers are the client's to choose, and must not decide where tokens are requested. Without it,
 * a loopback Host is used as given (the Vite dev server's port, a test server on port 0), since only this machine can
 * name it; any other Host gets the default public URL.
 */
function browserOrigin(req: Request, config: Config): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const host = req.headers.host;
  if (host && HOST_SHAPE.test(host)) {
    const url = new URL(`${req.protocol}://${host}`);
    if (isLoopbackHost(url.hostname)) return url.origin;
  }
  return config.publicUrl;
}

export async function createAuthLayer(config: Config, services: Services): Promise<AuthLayer> {
  const auth = config.auth;
  let local: LocalProvider | undefined;
  if (auth.provider === 'local') {
    if (config.production) throw new Error('The local development sign-in refuses to run with NODE_ENV=production.');
    local = await createLocalProvider({
      issuer: auth.issuer,
      clientId: auth.clientId,
      audience: auth.audience,
      dataDir: config.dataDir,
      origins: [config.publicUrl, ...config.corsOrigins],
      store: services.store,
      accessTokenSeconds: auth.localTokenSeconds,
      attempts: { store: services.limits.window('sign-in-attempts', 60_000), perMinute: auth.signInLimitPerMinute },
    });
  }
  const provider = local;
  const verify = createTokenVerifier({
    issuer: auth.issuer,
    audience: auth.audience,
    jwksUri: auth.jwksUri,
    tokenType: auth.tokenType,
    clockToleranceSeconds: auth.clockToleranceSeconds,
    jwksRequestsPerMinute: auth.jwksRequestsPerMinute,
    ...(provider ? { fetchKeys: async () => provider.publicKeys() } : {}),
    unknownKeyCounters: { addresses: services.limits.window('unknown-key-addresses', 60_000), pairs: services.limits.window('unknown-key-ids', 60_000) },
    prefetchKeys: true,
  });
  const refusals = createRefusalLimiter(services.limits.window('refused-tokens', 60_000), auth.refusedLimitPerMinute);
  const fromHeaders = async (headers: Request['headers'], address: string) => {
    const caller = await callerFromHeaders(headers, verify, address);
    if (caller && 'rejection' in caller && (caller as RejectedCaller).rejection.code === 'UNAUTHENTICATED') await refusals.record(address);
    return caller;
  };
  const authenticate = (req: Request) => fromHeaders(req.headers, req.ip ?? '');

  const routes = Router();
  routes.get(AUTH_CONFIG_PATH, (req, res) => {
    const origin = browserOrigin(req, config);
    res.setHeader('Cache-Control', 'no-store');
    res.json(clientAuthConfig(auth, origin, provider?.metadata(origin)));
  });
  routes.get(REDIRECT_SCRIPT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(redirectBridgeScript());
  });
  routes.get(REDIRECT_PATH, (_req, res) => {
    // Exempt from X-Frame-Options: MSAL loads this page in a hidden iframe for silent renewal. The CSP's
    // frame-ancestors 'self' still keeps every other site from framing it.
    res.removeHeader('X-Frame-Options');
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(REDIRECT_PAGE);
  });
  if (provider) routes.use(provider.router);

  const providerOrigin = provider ? [] : [new URL(auth.authority).origin];
  return {
    authenticate,
    // The live subscriptions' sockets send the token in their first message; it is verified and counted the same way.
    authenticateToken: (token, address) => fromHeaders({ authorization: `Bearer ${token}` }, address),
    guard: refusals.guard,
    routes,
    // MSAL calls the provider's token endpoint (connect) and renews silently in a hidden iframe (frame).
    security: { connectSources: providerOrigin, frameSources: providerOrigin },
  };
}
