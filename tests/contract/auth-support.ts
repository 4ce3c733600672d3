// Test support for the sign-in suites: a real JWKS endpoint on loopback with keys made in the test, token
// minting (valid and forged), and the real server started with the sign-in layer against that endpoint.
import { createHash, createHmac, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { expect } from 'vitest';
import { createAuthLayer } from '../../server/auth/auth-layer.ts';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';

export const ISSUER = 'https://login.test.example/tenant/v2.0/';
export const AUDIENCE = 'api://sw5e-test';
export const READ = 'characters.read';
export const WRITE = 'characters.write';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface TestIdp {
  jwksUri: string;
  kid: string;
  publicKey: KeyObject;
  /** How many times the JWKS was fetched. */
  hits(): number;
  /** Key rotation: publishes a new key (the old one stays published) and signs later tokens with it; returns its kid. */
  rotate(): string;
  /** An RS256 access token; `claims` and `header` override the defaults (valid for 10 minutes, both scopes). */
  token(claims?: Record<string, unknown>, header?: Record<string, unknown>): string;
  /** The same claims, signed by a key the JWKS does not publish. */
  tokenFromOtherKey(claims?: Record<string, unknown>): string;
  /** An unsigned token (`alg: none`). */
  unsigned(claims?: Record<string, unknown>): string;
  /** HS256 "signed" with the published public key as the HMAC secret (the classic algorithm-confusion forgery). */
  hs256WithPublicKey(claims?: Record<string, unknown>): string;
  close(): Promise<void>;
}

export function defaultClaims(sub: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: ISSUER, aud: AUDIENCE, sub, name: `Player ${sub}`, scp: `${READ} ${WRITE}`, iat: now, nbf: now, exp: now + 600, ...extra };
  // An override of undefined removes the claim.
  return Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined));
}

export async function startTestIdp(): Promise<TestIdp> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let kid = `test-${randomBytes(4).toString('hex')}`;
  let signingKey = privateKey;
  const published = [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }];
  let hits = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/keys') {
      hits++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: published }));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  const payload = (claims?: Record<string, unknown>) => claims ?? defaultClaims('user-a');
  const sign = (key: KeyObject, claims?: Record<string, unknown>, header: Record<string, unknown> = {}) =>
    jwt.sign(payload(claims), key, { algorithm: 'RS256', header: { alg: 'RS256', typ: 'at+jwt', kid, ...header } as jwt.JwtHeader });
  return {
    jwksUri: `http://127.0.0.1:${port}/keys`,
    get kid() {
      return kid;
    },
    publicKey,
    hits: () => hits,
    rotate() {
      const next = generateKeyPairSync('rsa', { modulusLength: 2048 });
      kid = `test-${randomBytes(4).toString('hex')}`;
      signingKey = next.privateKey;
      published.push({ ...next.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' });
      return kid;
    },
    token: (claims, header) => sign(signingKey, claims, header),
    tokenFromOtherKey: (claims) => sign(other.privateKey, claims),
    unsigned: (claims) => `${b64url(JSON.stringify({ alg: 'none', typ: 'at+jwt', kid }))}.${b64url(JSON.stringify(payload(claims)))}.`,
    hs256WithPublicKey(claims) {
      const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'at+jwt', kid }))}.${b64url(JSON.stringify(payload(claims)))}`;
      const secret = publicKey.export({ type: 'spki', format: 'pem' });
      return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export interface ApiClient {
  graphql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLAnswer>;
  rest(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }>;
}

export interface AuthServer extends RunningServer, ApiClient {
  stop(): Promise<void>;
}

export interface GraphQLAnswer {
  status: number;
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The environment that points the server's sign-in at `idp` (an external OpenID Connect provider). */
export function idpEnv(idp: TestIdp): Record<string, string> {
  return {
    AUTH_PROVIDER: 'oidc',
    AUTH_AUTHORITY: 'https://login.test.example/tenant/',
    AUTH_ISSUER: ISSUER,
    AUTH_AUDIENCE: AUDIENCE,
    AUTH_JWKS_URI: idp.jwksUri,
    AUTH_CLIENT_ID: 'sw5e-web-test',
    AUTH_API_SCOPE_PREFIX: `${AUDIENCE}/`,
    AUTH_TOKEN_TYPE: 'at+jwt',
  };
}

/** REST and GraphQL calls to a server at `base`, with an optional bearer token. */
export function apiClient(base: string): ApiClient {
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    async graphql(query, variables, token) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Omit<GraphQLAnswer, 'status'>;
      return { status: res.status, ...body };
    },
    async rest(method, path, token, body) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...auth(token) },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Left as text: the assertion then shows what came back.
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
  };
}

/** The real server with the sign-in layer, verifying tokens of `idp` (or the local provider when idp is absent). */
export async function startAuthServer(idp: TestIdp | undefined, env: Record<string, string> = {}): Promise<AuthServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sw5e-auth-'));
  const external = idp ? idpEnv(idp) : {};
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATA_VERSION_CHECK_MS: '0', ...external, ...env });
  const server = await startServer(config, createAuthLayer);
  return {
    ...server,
    ...apiClient(server.url),
    async stop() {
      await server.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small character as the client stores it (JSON text). */
export const characterJson = (name: string, extra: Record<string, unknown> = {}) => JSON.stringify({ name, builderVersion: '0.7.6', ...extra });

export const SCOPE = 'openid profile offline_access characters.read characters.write';

/** A browser's cookie jar, by name (the provider scopes its cookies to /oidc paths; one host here). */
export class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  scope: string;
  expires_in: number;
}

/**
 * Signs in as `username` through the local provider's pages at `base` (as a browser would: code flow with PKCE, cookies,
 * redirects) and exchanges the code; returns the tokens.
 */
export async function signIn(base: string, username: string): Promise<Tokens> {
  const jar = new Jar();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${base}/api/auth/redirect`;
  const auth = new URL(`${base}/oidc/auth`);
  auth.search = new URLSearchParams({
    client_id: 'sw5e-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SCOPE,
    state: 'st4te',
    nonce: 'n0nce',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, base), { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: jar.header() } });
    jar.store(res);
    return res;
  };
  let res = await go(auth.href);
  let sawLoginPage = false;
  for (let step = 0; step < 12; step++) {
    if (res.status === 200 || (res.status === 400 && sawLoginPage)) {
      const page = await res.text();
      expect(page).toContain('Local development sign-in');
      if (sawLoginPage) throw new Error(`The login was refused: ${/role="alert">([^<]*)</.exec(page)?.[1] ?? page}`);
      const action = /action="([^"]+\/login)"/.exec(page)?.[1];
      expect(action).toBeDefined();
      sawLoginPage = true;
      res = await go(action!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username }).toString() });
      continue;
    }
    expect([302, 303]).toContain(res.status);
    const location = res.headers.get('location')!;
    if (location.startsWith(redirectUri)) {
      const params = new URL(location).searchParams;
      expect(params.get('state')).toBe('st4te');
      expect(sawLoginPage).toBe(true);
      const token = await fetch(`${base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: redirectUri, client_id: 'sw5e-web', code_verifier: verifier }).toString(),
      });
      expect(token.status).toBe(200);
      return (await token.json()) as Tokens;
    }
    res = await go(location);
  }
  throw new Error('The sign-in did not reach the redirect page.');
}
