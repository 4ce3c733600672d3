// The local OpenID Connect provider for development (oidc-provider), mounted at /oidc on the app's own origin:
// any username signs in, access tokens are RS256 JWTs for the API, refresh tokens keep sessions alive. Its signing key,
// cookie keys, sign-in attempts, sessions and tokens live in the store, so several instances on one store verify each
// other's tokens and a sign-in may start on one instance and finish on another.
import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { rateLimit, type Store as RateLimitStore } from 'express-rate-limit';
import Provider, { errors, type Interaction } from 'oidc-provider';
import type { ExpiringStore } from '../store/expiring.ts';
import type { UserStore } from '../store/port.ts';
import { storeAdapter } from './oidc-store-adapter.ts';
import { REDIRECT_PATH } from '../../core/http-contract.ts';
import { SCOPES } from './require-user.ts';
import { errorPage, loginPage, logoutPage, signedOutPage } from './local-pages.ts';

export const LOCAL_PROVIDER_PATH = '/oidc';

/** The provider's endpoints below its mount path (fixed here so the client metadata can name them). */
const ROUTES = { authorization: '/auth', token: '/token', jwks: '/jwks', end_session: '/session/end', userinfo: '/me' } as const;
const API_SCOPES = [SCOPES.read, SCOPES.write].join(' ');
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface LocalProviderOptions {
  issuer: string;
  clientId: string;
  audience: string;
  /** Where an older version kept the signing key (local-oidc-signing-key.json): taken over into the store once. */
  dataDir: string;
  /** Origins besides loopback ones that may use the provider (PUBLIC_URL, CORS_ORIGINS). */
  origins: string[];
  /**
   * The store: whether a subject already has a user record (for the first-sign-in `newUser` claim), and the expiring
   * area holding the provider's keys and state.
   */
  store: Pick<UserStore, 'getUser'> & ExpiringStore;
  accessTokenSeconds?: number;
  /** Counts sign-in attempts per client address (the rate limits' counters, shared between instances with Redis). */
  attempts: { store: RateLimitStore; perMinute: number };
}

export interface LocalProvider {
  router: Router;
  /** The public signing keys, for the token verifier (no HTTP round trip to ourselves). */
  publicKeys(): { keys: JsonWebKey[] };
  /** The discovery document for a browser reaching the site at `origin` (handed to MSAL as authorityMetadata). */
  metadata(origin: string): Record<string, unknown>;
}

/** The store area of the provider's own keys and of the names people signed in with. */
const KEYS_AREA = 'local-sign-in';
const NAMES_AREA = 'local-sign-in:names';
/** As long as a session: the name is shown in tokens issued while it lasts. */
const NAME_TTL_MS = 14 * 24 * 3600 * 1000;

/**
 * The signing key, the same for every instance and across restarts: the first instance to start on a store makes it
 * (or takes over the one an older version kept in DATA_DIR) and every other one reads that.
 */
async function signingKey(store: ExpiringStore, dataDir: string): Promise<JsonWebKey & { kid: string }> {
  const stored = await store.getExpiring(KEYS_AREA, 'signing-key');
  if (stored) return JSON.parse(stored) as JsonWebKey & { kid: string };
  const file = join(dataDir, 'local-oidc-signing-key.json');
  let candidate: (JsonWebKey & { kid?: string }) | undefined;
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as JsonWebKey & { kid?: string };
    if (saved.kty === 'RSA' && saved.d && saved.kid) candidate = saved;
  }
  if (!candidate) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    candidate = { ...privateKey.export({ format: 'jwk' }), kid: `local-${randomBytes(8).toString('hex')}`, alg: 'RS256', use: 'sig' };
  }
  return JSON.parse(await store.addExpiring(KEYS_AREA, 'signing-key', JSON.stringify(candidate))) as JsonWebKey & { kid: string };
}

/** The keys signing the provider's cookies: shared, so a sign-in's cookies set by one instance are read by another. */
async function cookieKeys(store: ExpiringStore): Promise<string[]> {
  return JSON.parse(await store.addExpiring(KEYS_AREA, 'cookie-keys', JSON.stringify([randomBytes(32).toString('base64url')]))) as string[];
}

/**
 * A stable subject per exact login name: "alice", "Alice" and " alice" are different accounts, so nobody reaches
 * another user's characters by typing a variant of their name. (Lower-case names keep the subjects they had when
 * names were folded to lower case.)
 */
export function localSubject(username: string): string {
  return `local-${createHash('sha256').update(username.normalize('NFC')).digest('hex').slice(0, 24)}`;
}

/** Why a typed login name is refused, or undefined when it is usable. */
export function loginNameProblem(username: string): string | undefined {
  if (username.trim() === '' || username.length > 64) return 'Enter a username of 1 to 64 characters.';
  if (username !== username.trim()) return 'A username cannot start or end with a space: type it exactly, without surrounding spaces.';
  return undefined;
}

function isAllowedOrigin(origin: string, extra: Set<string>): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) || extra.has(url.origin);
  } catch {
    return false;
  }
}

export async function createLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const store = options.store;
  const key = await signingKey(store, options.dataDir);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey } = key;
  const nameOf = (accountId: string) => store.getExpiring(NAMES_AREA, accountId);
  const extraOrigins = new Set(options.origins.map((o) => new URL(o).origin));
  const accessTokenSeconds = options.accessTokenSeconds ?? 600;

  // Loopback http redirect URIs match on any port (RFC 8252, a "native" client); other origins must be https.
  const redirectUris = [
    ...[...LOOPBACK_HOSTS].map((host) => `http://${host}${REDIRECT_PATH}`),
    ...[...extraOrigins].filter((o) => o.startsWith('https://')).map((o) => `${o}${REDIRECT_PATH}`),
  ];

  // Sign-in attempts (interactions) are started by anyone without signing in: each is kept in the store for at most
  // ttl.Interaction below, and each client address may start only so many a minute (the limit at the routes below).
  const provider = new Provider(options.issuer, {
    adapter: storeAdapter(store, 'oidc'),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'SW5E',
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: await cookieKeys(store) },
    routes: ROUTES,
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'newUser'] },
    // Put the profile claims in the ID token (as Azure AD B2C does), where MSAL and the app read them.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        async claims(use: string) {
          const name = await nameOf(sub);
          const isNew = use === 'id_token' && !(await store.getUser(sub));
          return { sub, ...(name ? { name, preferred_username: name } : {}), ...(isNew ? { newUser: true } : {}) };
        },
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: unknown }, form: string) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: { body: unknown }) => {
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        // Without this the token endpoint hands out an opaque token that MSAL would pass on for the API.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== options.audience) throw new errors.InvalidTarget(`unknown resource; this provider serves ${options.audience}`);
          return {
            scope: API_SCOPES,
            audience: options.audience,
            accessTokenTTL: accessTokenSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // A refresh token for every sign-in: MSAL renews silently without asking for consent again.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    // Not rotated: a page reloaded while MSAL renews would otherwise keep the spent token and be sent back to
    // the login page ("refresh token already used"). Acceptable for a development provider only.
    rotateRefreshToken: () => false,
    extraTokenClaims: async (_ctx: unknown, token: { kind: string; accountId?: string }) => {
      const name = token.kind === 'AccessToken' && token.accountId ? await nameOf(token.accountId) : undefined;
      return name ? { name } : undefined;
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: unknown, origin: string) => isAllowedOrigin(origin, extraOrigins),
    interactions: { url: (_ctx: unknown, interaction: Interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      // Long enough to type a name; an abandoned attempt is dropped after 10 minutes.
      Interaction: 600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    renderError: async (ctx: { type: string; body: unknown }, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
  });

  const router = Router();
  const base = `${LOCAL_PROVIDER_PATH}/interaction/:uid`;
  // Each sign-in attempt is stored: an address may start (and answer) only so many a minute, on every instance together.
  const attempts = rateLimit({
    windowMs: 60_000,
    limit: options.attempts.perMinute,
    store: options.attempts.store,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      noStore(res);
      res
        .status(429)
        .type('html')
        .send(errorPage({ error: `Too many sign-in attempts from this address (at most ${options.attempts.perMinute} a minute). Wait a minute and try again.` }));
    },
  });
  router.get(`${LOCAL_PROVIDER_PATH}${ROUTES.authorization}`, attempts);
  router.post(`${base}/:step`, attempts);
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

  /** Loads the browser's pending interaction; answers with a clear page when it expired or does not match. */
  async function interaction(req: Request, res: Response): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === req.params.uid) return details;
    } catch {
      // Falls through to the page below: the interaction cookie is missing or the interaction expired.
    }
    noStore(res);
    res.status(400).type('html').send(errorPage({ error: 'This sign-in attempt has expired or was opened in another tab.' }));
    return undefined;
  }

  const wrap = (h: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: NextFunction) =>
    h(req, res).catch(next);

  router.get(
    base,
    wrap(async (req, res) => {
      const details = await interaction(req, res);
      if (!details) return;
      noStore(res);
      if (details.prompt.name === 'login') {
        res.type('html').send(loginPage(details.uid, 'SW5E'));
        return;
      }
      // Consent for our own first-party client is implied by signing in: grant what was asked.
      const accountId = details.session?.accountId;
      if (details.prompt.name !== 'consent' || !accountId) {
        res.status(400).type('html').send(errorPage({ error: `Unsupported sign-in step "${details.prompt.name}".` }));
        return;
      }
      const grant = (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
    }),
  );

  router.post(
    `${base}/login`,
    form,
    wrap(async (req, res) => {
      const details = await interaction(req, res);
      if (!details) return;
      const username = typeof req.body?.username === 'string' ? req.body.username : '';
      const problem = loginNameProblem(username);
      if (problem) {
        noStore(res);
        res.status(400).type('html').send(loginPage(details.uid, 'SW5E', problem, username.slice(0, 64)));
        return;
      }
      const accountId = localSubject(username);
      await store.putExpiring(NAMES_AREA, accountId, username, { ttlMs: NAME_TTL_MS });
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    }),
  );

  router.post(
    `${base}/abort`,
    form,
    wrap(async (req, res) => {
      if (!(await interaction(req, res))) return;
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Sign-in was cancelled.' }, { mergeWithLastSubmission: false });
    }),
  );

  router.use(LOCAL_PROVIDER_PATH, provider.callback());

  return {
    router,
    publicKeys: () => ({ keys: [publicKey] }),
    metadata(origin) {
      const at = (route: keyof typeof ROUTES) => `${origin}${LOCAL_PROVIDER_PATH}${ROUTES[route]}`;
      return {
        issuer: options.issuer,
        authorization_endpoint: at('authorization'),
        token_endpoint: at('token'),
        end_session_endpoint: at('end_session'),
        jwks_uri: at('jwks'),
        userinfo_endpoint: at('userinfo'),
        response_types_supported: ['code'],
        response_modes_supported: ['query', 'fragment'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'profile', 'offline_access', SCOPES.read, SCOPES.write],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['none'],
      };
    },
  };
}
