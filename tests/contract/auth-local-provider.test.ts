// The local development provider, driven like a browser would (code flow with PKCE, cookies, redirects):
// its tokens work on the API, refresh works, the new-user claim, and when it must stay off.
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { SCOPE, signIn, startAuthServer, type AuthServer, type Tokens } from './auth-support.ts';

describe('the local development provider', () => {
  let dataDir: string;
  let server: AuthServer;
  let first: Tokens;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw5e-local-oidc-'));
    server = await startAuthServer(undefined, { DATA_DIR: dataDir });
    first = await signIn(server.url, 'Alice Starling');
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('issues an RS256 at+jwt access token for the API with both scopes, and a refresh token', () => {
    const header = jwt.decode(first.access_token, { complete: true })!.header;
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = jwt.decode(first.access_token) as jwt.JwtPayload;
    expect(claims.aud).toBe('urn:sw5e:api');
    expect(String(claims.scope).split(' ')).toEqual(expect.arrayContaining(['characters.read', 'characters.write']));
    expect(claims.name).toBe('Alice Starling');
    expect(first.refresh_token).toBeTruthy();
    expect(first.expires_in).toBeLessThanOrEqual(600);
  });

  it('the access token works on the API; the first ID token carries newUser, the next sign-in does not', async () => {
    expect((jwt.decode(first.id_token) as jwt.JwtPayload).newUser).toBe(true);
    const user = await server.rest('GET', '/api/user', first.access_token);
    expect(user.status).toBe(200);
    expect(user.body.username).toBe('Alice Starling');
    const saved = await server.rest('POST', '/api/character', first.access_token, { jsonData: '{"name":"Ion"}' });
    expect(saved.status).toBe(200);

    const again = await signIn(server.url, 'Alice Starling');
    expect((jwt.decode(again.id_token) as jwt.JwtPayload).newUser).toBeUndefined();
    expect((jwt.decode(again.access_token) as jwt.JwtPayload).sub).toBe(user.body.id);
    expect((await server.rest('GET', '/api/character', again.access_token)).body).toEqual([saved.body]);
  });

  it('keeps accounts apart by letter case, and refuses a name with surrounding spaces', async () => {
    const alice = await signIn(server.url, 'alice');
    const saved = await server.rest('POST', '/api/character', alice.access_token, { jsonData: '{"name":"Private"}' });
    expect(saved.status).toBe(200);
    const upper = await signIn(server.url, 'ALICE');
    expect((jwt.decode(upper.access_token) as jwt.JwtPayload).sub).not.toBe((jwt.decode(alice.access_token) as jwt.JwtPayload).sub);
    expect((await server.rest('GET', '/api/character', upper.access_token)).body).toEqual([]);
    await expect(signIn(server.url, '  ALICE ')).rejects.toThrow(/cannot start or end with a space/);
  });

  it('the ID token is not accepted as an access token', async () => {
    const res = await server.rest('GET', '/api/user', first.id_token);
    expect(res.status).toBe(401);
  });

  it('a refresh token gets a new access token without the offline_access scope being asked again', async () => {
    const res = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'sw5e-web', scope: 'openid profile characters.read characters.write' }).toString(),
    });
    expect(res.status).toBe(200);
    const renewed = (await res.json()) as Tokens;
    expect(renewed.access_token).not.toBe(first.access_token);
    expect((await server.rest('GET', '/api/user', renewed.access_token)).status).toBe(200);
  });

  it('refuses redirect URIs outside loopback and the configured origins', async () => {
    const url = new URL(`${server.url}/oidc/auth`);
    url.search = new URLSearchParams({ client_id: 'sw5e-web', response_type: 'code', redirect_uri: 'https://evil.example/api/auth/redirect', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri');
  });

  it('serves the client configuration for MSAL and the redirect page script', async () => {
    const config = await server.rest('GET', '/api/auth/config.json');
    expect(config.body).toMatchObject({
      provider: 'local',
      localDevelopment: true,
      clientId: 'sw5e-web',
      protocolMode: 'OIDC',
      redirectPath: '/api/auth/redirect',
      scopes: { read: 'characters.read', write: 'characters.write' },
      defaultScopes: ['openid', 'profile'],
    });
    expect(config.body.authority).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/oidc$/);
    const metadata = JSON.parse(config.body.authorityMetadata);
    expect(metadata.token_endpoint).toBe(`${server.url}/oidc/token`);
    const page = await fetch(`${server.url}/api/auth/redirect`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await page.text()).toContain('<script src="/api/auth/redirect-bridge.js"></script>');
    const script = await fetch(`${server.url}/api/auth/redirect-bridge.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('broadcastResponseToMainFrame');
  });

  it('a flood of sign-in attempts from one address is cut at the limit and does not push out signed-in users (refresh still works)', async () => {
    const signedIn = await signIn(server.url, 'Flood Survivor');
    const auth = new URL(`${server.url}/oidc/auth`);
    auth.search = new URLSearchParams({
      client_id: 'sw5e-web',
      response_type: 'code',
      redirect_uri: `${server.url}/api/auth/redirect`,
      scope: SCOPE,
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    // Each request would start a new interaction that nobody finishes (each one stored): past the allowance of sign-in
    // attempts per address (AUTH_SIGNIN_LIMIT_PER_MINUTE, 60 a minute, of which the sign-ins above used some) they are
    // refused.
    const statuses: number[] = [];
    for (let batch = 0; batch < 4; batch++) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, async () => {
            const res = await fetch(auth, { redirect: 'manual' });
            await res.arrayBuffer();
            return res.status;
          }),
        )),
      );
    }
    expect(statuses.every((s) => s === 303 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 303).length).toBeLessThanOrEqual(58);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(42);
    const refused = await fetch(auth, { redirect: 'manual' });
    expect(await refused.text()).toMatch(/Too many sign-in attempts from this address \(at most 60 a minute\)/);
    const res = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token, client_id: 'sw5e-web', scope: 'openid profile characters.read characters.write' }).toString(),
    });
    expect(res.status).toBe(200);
  });

  it('keeps its signing key across restarts, so tokens stay valid', async () => {
    await server.stop();
    server = await startAuthServer(undefined, { DATA_DIR: dataDir });
    expect((await server.rest('GET', '/api/user', first.access_token)).status).toBe(200);
  });
});

/** GET with chosen Host and X-Forwarded-Host headers (fetch does not let a caller set Host). */
function getWithHost(base: string, path: string, headers: Record<string, string>): Promise<any> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    httpGet({ host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });
}

describe('the sign-in configuration names the configured public URL, whatever the request says', () => {
  it('uses PUBLIC_URL and ignores Host and X-Forwarded-Host', async () => {
    const server = await startAuthServer(undefined, { PUBLIC_URL: 'http://localhost:4321', TRUST_PROXY: 'loopback' });
    try {
      const spoofs: Record<string, string>[] = [{ host: 'evil.example' }, { host: '127.0.0.1:9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
      for (const headers of spoofs) {
        const config = await getWithHost(server.url, '/api/auth/config.json', headers);
        expect(config.authority).toBe('https://localhost:4321/oidc');
        expect(JSON.parse(config.authorityMetadata).token_endpoint).toBe('http://localhost:4321/oidc/token');
      }
    } finally {
      await server.stop();
    }
  });

  it('without PUBLIC_URL, follows a loopback Host only (the dev server, a test port) and never X-Forwarded-Host', async () => {
    const server = await startAuthServer(undefined, { TRUST_PROXY: 'loopback' });
    try {
      const devServer = await getWithHost(server.url, '/api/auth/config.json', { host: 'localhost:5173', 'x-forwarded-host': 'evil.example' });
      expect(JSON.parse(devServer.authorityMetadata).token_endpoint).toBe('http://localhost:5173/oidc/token');
      const spoofed = await getWithHost(server.url, '/api/auth/config.json', { host: 'evil.example' });
      expect(JSON.parse(spoofed.authorityMetadata).token_endpoint).toBe('http://127.0.0.1:0/oidc/token'); // the default public URL (HOST and PORT)
      expect(spoofed.authority).not.toContain('evil.example');
    } finally {
      await server.stop();
    }
  });
});

describe('when the local provider stays off', () => {
  it('is off whenever B2C is configured: /oidc is not served and the client is sent to B2C', async () => {
    const server = await startAuthServer(undefined, {
      AUTH_B2C_TENANT: 'contoso',
      AUTH_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
      AUTH_ISSUER: 'https://contoso.b2clogin.com/00000000-0000-0000-0000-000000000000/v2.0/',
      AUTH_AUDIENCE: '11111111-2222-3333-4444-555555555555',
      AUTH_API_SCOPE_PREFIX: 'https://contoso.onmicrosoft.com/sw5e-api/',
    });
    try {
      expect((await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
      const config = await server.rest('GET', '/api/auth/config.json');
      expect(config.body).toEqual({
        provider: 'b2c',
        localDevelopment: false,
        clientId: '11111111-2222-3333-4444-555555555555',
        authority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signupin',
        knownAuthorities: ['contoso.b2clogin.com'],
        protocolMode: 'AAD',
        scopes: { read: 'https://contoso.onmicrosoft.com/sw5e-api/characters.read', write: 'https://contoso.onmicrosoft.com/sw5e-api/characters.write' },
        redirectPath: '/api/auth/redirect',
        resetAuthority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_reset',
        profileAuthority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_profile',
      });
      // The page may reach B2C for tokens and frame it for silent renewal; nothing else is added.
      const csp = (await fetch(`${server.url}/health`)).headers.get('content-security-policy')!;
      expect(csp).toContain("connect-src 'self' https://contoso.b2clogin.com");
      expect(csp).toContain("frame-src 'self' https://contoso.b2clogin.com");
    } finally {
      await server.stop();
    }
  });

  it('refuses to run where others can reach it: a HOST or PUBLIC_URL that is not loopback, unless explicitly allowed', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://sw5e.example' })).toThrow(
      /local development sign-in .* runs only on loopback addresses, but PUBLIC_URL=https:\/\/sw5e\.example is not loopback.*AUTH_LOCAL_ALLOW_REMOTE=true/,
    );
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/but HOST=0\.0\.0\.0 is not loopback/);
    expect(() => loadConfig({ HOST: '192.168.1.20', PUBLIC_URL: 'http://192.168.1.20:3000' })).toThrow(/HOST=192\.168\.1\.20 and PUBLIC_URL=.* are not loopback/);
    expect(loadConfig({ PUBLIC_URL: 'https://sw5e.example', AUTH_LOCAL_ALLOW_REMOTE: 'true' }).auth.provider).toBe('local');
    for (const url of ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(loadConfig({ PUBLIC_URL: url }).auth.provider, url).toBe('local');
    }
  });

  it('refuses to start in production without an identity provider, and names what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/local development sign-in refuses to run with NODE_ENV=production.*AUTH_B2C_TENANT/);
  });

  it('names every missing variable of an incomplete provider configuration', () => {
    expect(() => loadConfig({ AUTH_B2C_TENANT: 'contoso' })).toThrow(/AUTH_PROVIDER=b2c needs AUTH_CLIENT_ID, AUTH_AUDIENCE, AUTH_API_SCOPE_PREFIX, AUTH_ISSUER/);
    const entra = loadConfig({ AUTH_ENTRA_SUBDOMAIN: 'contoso', AUTH_ENTRA_TENANT_ID: 'abc', AUTH_CLIENT_ID: 'c', AUTH_AUDIENCE: 'api://x', AUTH_API_SCOPE_PREFIX: 'api://x/' });
    expect(entra.auth).toMatchObject({
      provider: 'entra',
      authority: 'https://contoso.ciamlogin.com/',
      issuer: 'https://abc.ciamlogin.com/abc/v2.0',
      jwksUri: 'https://contoso.ciamlogin.com/abc/discovery/v2.0/keys',
    });
  });
});
