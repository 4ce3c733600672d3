// Server configuration: read once from environment variables, validated, with safe defaults.
import { resolve } from 'node:path';
import { z } from 'zod';
import { DOCUMENT_KINDS } from '../core/documents/kinds.ts';

/** How long /health waits for the store by default: well under a second, as a readiness probe wants. */
export const DEFAULT_HEALTH_TIMEOUT_MS = 800;

/**
 * How long a Redis command may take before that count is made in this process instead (REDIS_COMMAND_TIMEOUT_MS). A
 * Redis that takes connections but never answers (SIGSTOP, a network partition) otherwise holds every request that
 * counts something (saves, sign-ins, requests with a token) for as long as it is frozen; a loaded but working Redis
 * answers well within it.
 */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Twice the largest document a kind stores (JSON.stringify's worst case for a JSON text inside a request's JSON)
 * and 64 KB for the rest of the request: 4160kb with homebrew packs of 2 MB, the largest kind.
 */
export const DEFAULT_BODY_LIMIT = `${2 * Math.max(...DOCUMENT_KINDS.map((k) => k.maxJsonBytes / 1024)) + 64}kb`;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  MONGODB_URI: z.string().optional(),
  MONGODB_DB: z.string().default('sw5e'),
  DATA_DIR: z.string().default('.data'),
  SEED_DIR: z.string().optional(),
  GRAPHQL_EXPLORER: bool.optional(),
  GRAPHQL_INTROSPECTION: bool.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(10),
  /**
   * The largest answer a GraphQL operation may ask for, in bytes as estimated before it runs (lists weighed by their
   * records, fields by their size in the data: server/graphql/output-cost.ts). The web app's largest operation (the
   * character tools' rules) asks about 2.8 MB of the real data.
   */
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1000).default(5_000_000),
  /**
   * The largest request body. The default fits a save of the largest document any kind stores, written by
   * JSON.stringify (whose escaping at most doubles a JSON text: a quote or backslash becomes two bytes, and raw
   * control characters cannot occur in one), with room for the operation around it.
   */
  BODY_LIMIT: z.string().default(DEFAULT_BODY_LIMIT),
  CORS_ORIGINS: z.string().default(''),
  WEB_DIST: z.string().optional(),
  DATA_VERSION_CHECK_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * The origin browsers use to reach the site (default http://HOST:PORT); names the local provider's issuer. The
   * sitemap and robots.txt write their absolute URLs on it (unset: on the origin each request came to).
   */
  PUBLIC_URL: z.url().optional(),
  /** The community chat server invite and the Patreon page the home page links to; unset: no link is shown. */
  SITE_CHAT_URL: z.url({ protocol: /^https?$/ }).optional(),
  SITE_PATREON_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Sign-in (docs/sign-in.md). Without any of these the local development provider runs (never in production).
  AUTH_PROVIDER: z.enum(['local', 'b2c', 'entra', 'oidc']).optional(),
  AUTH_CLIENT_ID: z.string().optional(),
  AUTH_AUTHORITY: z.url().optional(),
  AUTH_API_SCOPE_PREFIX: z.string().optional(),
  AUTH_B2C_TENANT: z.string().regex(/^[a-z0-9-]+$/i, 'the tenant name, e.g. contoso for contoso.onmicrosoft.com').optional(),
  AUTH_B2C_DOMAIN: z.string().optional(),
  AUTH_B2C_POLICY_SIGNUPIN: z.string().default('B2C_1_signupin'),
  AUTH_B2C_POLICY_RESET: z.string().default('B2C_1_reset'),
  AUTH_B2C_POLICY_PROFILE: z.string().default('B2C_1_profile'),
  AUTH_ENTRA_SUBDOMAIN: z.string().regex(/^[a-z0-9-]+$/i, 'the subdomain of <subdomain>.ciamlogin.com').optional(),
  AUTH_ENTRA_TENANT_ID: z.string().optional(),
  AUTH_ISSUER: z.string().optional(),
  AUTH_AUDIENCE: z.string().optional(),
  AUTH_JWKS_URI: z.url().optional(),
  AUTH_TOKEN_TYPE: z.string().optional(),
  AUTH_CLOCK_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  AUTH_JWKS_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(10),
  /**
   * Saves, deletes and renames per user per minute. A player may have a character sheet and the encounter tracker
   * open together, each saving about once a second while edited (the client debounces edits by 1 s): that is up to
   * 120 writes a minute, plus batches after a sign-in and other tabs or devices; 300 leaves that room while still
   * stopping a runaway client or script.
   */
  AUTH_WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  AUTH_REFUSED_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Sign-in attempts (pages of the local development provider) per client address per minute. */
  AUTH_SIGNIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Reads of share links per minute, per signed-in user or, signed out, per client address. A players' view polls
   * every second (60 a minute); a table of players behind one address reads several links at once.
   */
  SHARE_READ_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Redis for the rate limits of several instances (redis://host:port/db); unset: each instance counts alone. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional(),
  /** How long a Redis command may take before that count is made in this process instead (a frozen Redis). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).default(DEFAULT_REDIS_COMMAND_TIMEOUT_MS),
  /**
   * The memory the per-version caches of an instance share, in MB: the data served (resources, search index) counts
   * against it, and rendered pages, hydration states and GraphQL and REST answers share what is left. The default
   * keeps an instance on the real data under 300 MB resident with its caches full (server/start.sh sizes the heap
   * from it; figures in docs/performance.md).
   */
  CACHE_MEMORY_MB: z.coerce.number().int().min(8).max(65536).default(64),
  /**
   * Live updates over WebSocket (server/live/): open sockets per client address and per signed-in user, subscriptions
   * per socket, and the largest message a client may send, in bytes. With REDIS_URL the sockets per address and per
   * user are counted across instances (docs/deployment.md).
   */
  LIVE_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  LIVE_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).default(10),
  LIVE_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).default(20),
  LIVE_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
  /**
   * With REDIS_URL, how long an open socket's place in those counts lasts unless its instance renews it (every third
   * of this): the places of a killed instance lapse after it.
   */
  LIVE_SOCKET_PLACE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * How long /health (and the store's ping it runs) waits for the store before answering 503: a readiness probe wants
   * its answer well under a second, also in an outage.
   */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_HEALTH_TIMEOUT_MS),
  /** How long a stopping server (SIGTERM) keeps answering the requests it already has before it exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Which proxies may name the client address in X-Forwarded-For: off by default (the socket's address is used);
   * a number of proxy hops, or a comma-separated list of addresses, subnets or loopback / linklocal / uniquelocal.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(?:false|\d{1,2}|[0-9a-z.:/,\s]+)$/i, 'false, a number of proxy hops, or a list of addresses/subnets (e.g. loopback, 10.0.0.0/8)')
    .refine((v) => v.trim().toLowerCase() !== 'true', 'true would trust any client to name its own address; give the hop count or the proxy addresses')
    .default('false'),
  /**
   * The local password-free sign-in runs only on a loopback HOST and PUBLIC_URL; this lets it run elsewhere
   * (a shared test server), knowing that anyone who reaches the site can sign in as anyone.
   */
  AUTH_LOCAL_ALLOW_REMOTE: bool.default(false),
  /** Access-token lifetime of the local development provider (tests shorten it to see renewals). */
  AUTH_LOCAL_TOKEN_SECONDS: z.coerce.number().int().min(30).max(86400).default(600),
});

type Env = z.infer<typeof env>;

/** localhost, 127.0.0.0/8 and ::1 (bracketed or not): addresses only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/** Scope names the API checks in the token's `scp`/`scope` claim (server/auth/require-user.ts). */
const SCOPE_NAMES = ['characters.read', 'characters.write'] as const;

/**
 * The sign-in settings: which identity provider, what the client asks for, and what the server accepts.
 * External providers (B2C, Entra External ID, any OpenID Connect provider) are chosen by their variables;
 * without them the server hosts the local development provider, which production refuses.
 */
function authConfig(e: Env, publicUrl: string) {
  const common = {
    clockToleranceSeconds: e.AUTH_CLOCK_TOLERANCE_SECONDS,
    jwksRequestsPerMinute: e.AUTH_JWKS_REQUESTS_PER_MINUTE,
    writeLimitPerMinute: e.AUTH_WRITE_LIMIT_PER_MINUTE,
    refusedLimitPerMinute: e.AUTH_REFUSED_LIMIT_PER_MINUTE,
    signInLimitPerMinute: e.AUTH_SIGNIN_LIMIT_PER_MINUTE,
  };
  const provider =
    e.AUTH_PROVIDER ??
    (e.AUTH_B2C_TENANT ? 'b2c' : e.AUTH_ENTRA_TENANT_ID || e.AUTH_ENTRA_SUBDOMAIN ? 'entra' : e.AUTH_AUTHORITY ? 'oidc' : 'local');

  if (provider === 'local') {
    if (e.NODE_ENV === 'production') {
      throw new Error(
        'Invalid configuration: sign-in is not configured and the local development sign-in refuses to run with NODE_ENV=production. ' +
          'Set AUTH_B2C_TENANT (Azure AD B2C), AUTH_ENTRA_SUBDOMAIN + AUTH_ENTRA_TENANT_ID (Entra External ID) or AUTH_AUTHORITY (OpenID Connect); see docs/sign-in.md.',
      );
    }
    const exposed = [
      ...(isLoopbackHost(e.HOST) ? [] : [`HOST=${e.HOST}`]),
      ...(isLoopbackHost(new URL(publicUrl).hostname) ? [] : [`PUBLIC_URL=${publicUrl}`]),
    ];
    if (exposed.length && !e.AUTH_LOCAL_ALLOW_REMOTE) {
      throw new Error(
        `Invalid configuration: sign-in is not configured, and the local development sign-in (any username, no password) ` +
          `runs only on loopback addresses, but ${exposed.join(' and ')} ${exposed.length > 1 ? 'are' : 'is'} not loopback. ` +
          'Configure an identity provider (AUTH_B2C_TENANT, AUTH_ENTRA_SUBDOMAIN + AUTH_ENTRA_TENANT_ID or AUTH_AUTHORITY; see docs/sign-in.md), ' +
          'or set AUTH_LOCAL_ALLOW_REMOTE=true to let anyone who reaches this server sign in as anyone.',
      );
    }
    const issuer = e.AUTH_ISSUER ?? `${publicUrl}/oidc`;
    return {
      ...common,
      provider,
      clientId: e.AUTH_CLIENT_ID ?? 'sw5e-web',
      issuer,
      audience: e.AUTH_AUDIENCE ?? 'urn:sw5e:api',
      jwksUri: `${issuer}/jwks`,
      tokenType: e.AUTH_TOKEN_TYPE ?? 'at+jwt',
      localTokenSeconds: e.AUTH_LOCAL_TOKEN_SECONDS,
      authority: issuer,
      knownAuthorities: [] as string[],
      scopes: { read: SCOPE_NAMES[0], write: SCOPE_NAMES[1] },
      policies: undefined as undefined | { signUpSignIn: string; reset: string; profile: string },
      authorities: undefined as undefined | { reset: string; profile: string },
    };
  }

  const missing: string[] = [];
  const need = (name: keyof Env, value: string | undefined): string => {
    if (!value) missing.push(name);
    return value ?? '';
  };
  const clientId = need('AUTH_CLIENT_ID', e.AUTH_CLIENT_ID);
  const audience = need('AUTH_AUDIENCE', e.AUTH_AUDIENCE);
  const prefix = need('AUTH_API_SCOPE_PREFIX', e.AUTH_API_SCOPE_PREFIX);
  let authority = e.AUTH_AUTHORITY ?? '';
  let issuer = e.AUTH_ISSUER ?? '';
  let jwksUri = e.AUTH_JWKS_URI ?? '';
  let knownAuthorities: string[] = [];
  let policies: { signUpSignIn: string; reset: string; profile: string } | undefined;
  let authorities: { reset: string; profile: string } | undefined;

  if (provider === 'b2c') {
    const tenant = need('AUTH_B2C_TENANT', e.AUTH_B2C_TENANT);
    const domain = e.AUTH_B2C_DOMAIN ?? `${tenant}.b2clogin.com`;
    policies = { signUpSignIn: e.AUTH_B2C_POLICY_SIGNUPIN, reset: e.AUTH_B2C_POLICY_RESET, profile: e.AUTH_B2C_POLICY_PROFILE };
    const policyAuthority = (policy: string) => `https://${domain}/${tenant}.onmicrosoft.com/${policy}`;
    authority ||= policyAuthority(policies.signUpSignIn);
    authorities = { reset: policyAuthority(policies.reset), profile: policyAuthority(policies.profile) };
    jwksUri ||= `${policyAuthority(policies.signUpSignIn)}/discovery/v2.0/keys`;
    // B2C's issuer names the tenant's GUID, which the tenant name does not reveal: it must be given.
    need('AUTH_ISSUER', issuer);
    knownAuthorities = [domain];
  } else if (provider === 'entra') {
    const sub = need('AUTH_ENTRA_SUBDOMAIN', e.AUTH_ENTRA_SUBDOMAIN);
    const tenantId = need('AUTH_ENTRA_TENANT_ID', e.AUTH_ENTRA_TENANT_ID);
    authority ||= `https://${sub}.ciamlogin.com/`;
    issuer ||= `https://${tenantId}.ciamlogin.com/${tenantId}/v2.0`;
    jwksUri ||= `https://${sub}.ciamlogin.com/${tenantId}/discovery/v2.0/keys`;
    knownAuthorities = [`${sub}.ciamlogin.com`];
  } else {
    need('AUTH_AUTHORITY', authority);
    need('AUTH_ISSUER', issuer);
    need('AUTH_JWKS_URI', jwksUri);
    knownAuthorities = authority ? [new URL(authority).host] : [];
  }
  if (missing.length) {
    throw new Error(`Invalid configuration: AUTH_PROVIDER=${provider} needs ${missing.join(', ')} (see docs/sign-in.md).`);
  }
  return {
    ...common,
    provider,
    clientId,
    issuer,
    audience,
    jwksUri,
    tokenType: e.AUTH_TOKEN_TYPE,
    localTokenSeconds: undefined as number | undefined,
    authority,
    knownAuthorities,
    scopes: { read: `${prefix}${SCOPE_NAMES[0]}`, write: `${prefix}${SCOPE_NAMES[1]}` },
    policies,
    authorities,
  };
}

function trustProxySetting(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const root = resolve(import.meta.dirname, '..');
  const loopback = ['0.0.0.0', '::', '[::]'].includes(e.HOST) ? 'localhost' : e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${loopback}:${e.PORT}`).replace(/\/+$/, '');
  return {
    production,
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    mongodbUri: e.MONGODB_URI,
    mongodbDb: e.MONGODB_DB,
    dataDir: resolve(e.DATA_DIR),
    seedDir: resolve(e.SEED_DIR ?? resolve(root, 'seed/data')),
    imagesDir: resolve(root, 'seed/images'),
    webDist: resolve(e.WEB_DIST ?? resolve(root, 'web/dist')),
    graphql: {
      /** The bundled explorer at GET /graphql: on outside production unless switched off. */
      explorer: e.GRAPHQL_EXPLORER ?? !production,
      introspection: e.GRAPHQL_INTROSPECTION ?? !production,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxCost: e.GRAPHQL_MAX_COST,
    },
    bodyLimit: e.BODY_LIMIT,
    shareReadLimitPerMinute: e.SHARE_READ_LIMIT_PER_MINUTE,
    /** Express's 'trust proxy' setting. */
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    dataVersionCheckMs: e.DATA_VERSION_CHECK_MS,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    cacheMemoryBytes: e.CACHE_MEMORY_MB * 1024 * 1024,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    live: {
      connectionsPerAddress: e.LIVE_CONNECTIONS_PER_ADDRESS,
      connectionsPerUser: e.LIVE_CONNECTIONS_PER_USER,
      subscriptionsPerConnection: e.LIVE_SUBSCRIPTIONS_PER_CONNECTION,
      maxMessageBytes: e.LIVE_MAX_MESSAGE_BYTES,
      socketPlaceTtlMs: e.LIVE_SOCKET_PLACE_TTL_MS,
    },
    publicUrl,
    /** True when PUBLIC_URL was given (publicUrl is then exact; otherwise derived from HOST and PORT). */
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    /** Outside addresses the web app links to, sent to it at SITE_LINKS_PATH (null: not configured, no link). */
    siteLinks: { chatUrl: e.SITE_CHAT_URL ?? null, patreonUrl: e.SITE_PATREON_URL ?? null },
    auth: authConfig(e, publicUrl),
  };
}
