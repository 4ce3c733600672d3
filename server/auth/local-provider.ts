// The local OpenID Connect provider for development (oidc-provider), mounted at /oidc on the app's own origin:
// any username signs in, access tokens are RS256 JWTs for the API, refresh tokens keep sessions alive.
import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import Provider, { errors, type Interaction } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import type { UserStore } from '../store/port.ts';
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
  dataDir: string;
  /** Origins besides loopback ones that may use the provider (PUBLIC_URL, CORS_ORIGINS). */
  origins: string[];
  /** Tells whether a subject already has a user record (for the first-sign-in `newUser` claim). */
  users: Pick<UserStore, 'getUser'>;
  accessTokenSeconds?: number;
}

export interface LocalProvider {
  router: Router;
  /** The public signing keys, for the token verifier (no HTTP round trip to ourselves). */
  publicKeys(): { keys: JsonWebKey[] };
  /** The discovery document for a browser reaching the site at `origin` (handed to MSAL as authorityMetadata). */
  metadata(origin: string): Record<string, unknown>;
}

/** The signing key survives restarts (in DATA_DIR), so a server restart does not invalidate tokens. */
function signingKey(dataDir: string): JsonWebKey & { kid: string } {
  const file = join(dataDir, 'local-oidc-signing-key.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as JsonWebKey & { kid?: string };
    if (saved.kty === 'RSA' && saved.d && saved.kid) return saved as JsonWebKey & { kid: string };
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `local-${randomBytes(8).toString('hex')}`, alg: 'RS256', use: 'sig' };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  chmodSync(file, 0o600);
  return jwk;
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

export function createLocalProvider(options: LocalProviderOptions): LocalProvider {
  const key = signingKey(options.dataDir);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicKey } = key;
  const names = new Map<string, string>();
  const extraOrigins = new Set(options.origins.map((o) => new URL(o).origin));
  const accessTokenSeconds = options.accessTokenSeconds ?? 600;

  // Loopback http redirect URIs match on any port (RFC 8252, a "native" client); other origins must be https.
  const redirectUris = [
    ...[...LOOPBACK_HOSTS].map((host) => `http://${host}${REDIRECT_PATH}`),
    ...[...extraOrigins].filter((o) => o.startsWith('https://')).map((o) => `${o}${REDIRECT_PATH}`),
  ];

  // Sign-in attempts (interactions) are started by anyone without signing in. In the provider's one shared memory
  // store a flood of them would push out sessions, grants and refresh tokens, so they get a store of their own,
  // bounded in size (the adapter's LRU) and in time (ttl.Interaction below).
  const sessions = createMemoryAdapter();
  const attempts = createMemoryAdapter();
  const provider = new Provider(options.issuer, {
    adapter: (model: string) => (model === 'Interaction' ? attempts(model) : sessions(model)),
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
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    routes: ROUTES,
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'newUser'] },
    // Put the profile claims in the ID token (as Azure AD B2C does), where MSAL and the app read them.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        async claims(use: string) {
          const name = names.get(sub);
          const isNew = use === 'id_token' && !(await options.users.getUser(sub));
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
      const name = token.kind === 'AccessToken' && token.accountId ? names.get(token.accountId) : undefined;
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
      names.set(accountId, username);
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
