// Abuse limits against the real server over HTTP: refused sign-ins per client address (REST and GraphQL, only
// authentication failures, X-Forwarded-For only from configured proxies), writes per user (each character of a
// batch counts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterJson, defaultClaims, startAuthServer, startTestIdp, type AuthServer, type TestIdp } from './auth-support.ts';

const SAVE_MANY = `mutation ($inputs: [CharacterInput!]!) { saveCharacters(inputs: $inputs) { id } }`;

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp?.close();
});

/** One request with a bearer token, optionally claiming a client address in X-Forwarded-For. */
async function call(server: AuthServer, door: 'rest' | 'graphql', token: string, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
  const res =
    door === 'rest'
      ? await fetch(`${server.url}/api/user`, { headers })
      : await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ me { id } }' }) });
  await res.arrayBuffer();
  return res.status;
}

describe('refused sign-ins per client address', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(idp, { AUTH_REFUSED_LIMIT_PER_MINUTE: '5', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => server?.stop());

  it("does not count a signed-in user's 404s and 409s", async () => {
    const good = idp.token(defaultClaims('owner-404'));
    for (let i = 0; i < 12; i++) expect((await server.rest('DELETE', `/api/character/missing-${i}`, good)).status).toBe(404);
    expect(await call(server, 'rest', good)).toBe(200);
    // The same address still has its whole allowance of refused tokens.
    for (let i = 0; i < 5; i++) expect(await call(server, 'rest', 'not-a-token')).toBe(401);
  });

  it('counts refused tokens on REST and GraphQL together, then answers 429 on both doors; other addresses are unaffected', async () => {
    const attacker = '203.0.113.7';
    const doors = ['rest', 'graphql', 'rest', 'graphql', 'graphql'] as const;
    for (const door of doors) expect(await call(server, door, 'not-a-token', attacker), door).toBe(401);
    const blocked = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json', 'x-forwarded-for': attacker },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/refused sign-ins from this address \(at most 5 a minute\)/);
    expect(await call(server, 'rest', 'not-a-token', attacker)).toBe(429);
    expect(await call(server, 'rest', idp.token(defaultClaims('neighbour')), '203.0.113.8')).toBe(200);
    // Public data without a token stays readable from the blocked address.
    const rules = await fetch(`${server.url}/api/skills`, { headers: { 'x-forwarded-for': attacker } });
    expect(rules.status).toBe(200);
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(idp, { AUTH_REFUSED_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => server?.stop());

  it('is ignored: a client cannot escape the limit by naming a new address each time', async () => {
    for (let i = 0; i < 5; i++) expect(await call(server, 'rest', 'not-a-token', `10.0.0.${i + 1}`)).toBe(401);
    expect(await call(server, 'graphql', 'not-a-token', '10.0.0.99')).toBe(429);
  });

  it('TRUST_PROXY=true is refused with the reason', async () => {
    await expect(startAuthServer(idp, { TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY: true would trust any client/);
  });
});

describe('signing keys after a rotation', () => {
  let rotating: TestIdp;
  let server: AuthServer;
  beforeAll(async () => {
    rotating = await startTestIdp();
    // 60 key-set fetches a minute at most: one per second, so the test waits at most a second for its turn.
    server = await startAuthServer(rotating, { TRUST_PROXY: 'loopback', AUTH_JWKS_REQUESTS_PER_MINUTE: '60' });
    expect(await call(server, 'rest', rotating.token(defaultClaims('before-rotation')), '198.51.100.1')).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await rotating?.close();
  });

  it('random key ids from one address cannot lock other users out of a newly published key', async () => {
    const before = rotating.hits();
    const attacker = '203.0.113.66';
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(server, 'rest', rotating.token(defaultClaims('x'), { kid: `random-${i}-${Math.random()}` }), attacker)),
    );
    expect(flood.every((status) => status === 401)).toBe(true);
    // The flood's lookups share fetches: a handful at most, never one per random kid.
    expect(rotating.hits() - before).toBeLessThanOrEqual(3);

    rotating.rotate();
    const afterRotation = rotating.token(defaultClaims('after-rotation'));
    expect(await call(server, 'rest', afterRotation, '198.51.100.2')).toBe(200);
    expect(await call(server, 'graphql', afterRotation, '198.51.100.3')).toBe(200);
  });

  it('an address past its allowance of unknown key ids is refused without a fetch', async () => {
    const attacker = '203.0.113.67';
    for (let i = 0; i < 10; i++) await call(server, 'rest', rotating.token(defaultClaims('x'), { kid: `guess-${i}` }), attacker);
    const before = rotating.hits();
    expect(await call(server, 'rest', rotating.token(defaultClaims('x'), { kid: 'guess-11' }), attacker)).toBe(401);
    // Refused without a fetch (how fast is timed by tests/bench/request-limits.bench.ts).
    expect(rotating.hits()).toBe(before);
  });

  it('counts distinct key ids: twenty requests at once naming one new key id share one fetch and all pass', async () => {
    const kid = rotating.rotate();
    const before = rotating.hits();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(server, i % 2 ? 'rest' : 'graphql', rotating.token(defaultClaims(`burst-${i}`)), '198.51.100.20')),
    );
    expect(burst).toEqual(Array(20).fill(200));
    expect(rotating.hits() - before).toBe(1);
    expect(kid).toBe(rotating.kid);
  });
});

describe('a freshly started instance', () => {
  it('answers a burst of twenty valid tokens at once (its key set fetched at start-up, then shared)', async () => {
    const fresh = await startTestIdp();
    const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-cold-'));
    try {
      const first = await startAuthServer(fresh, { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
      await first.stop();
      // A restart: nothing of the key set is kept in memory; all twenty arrive together from one address.
      const restarted = await startAuthServer(fresh, { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
      try {
        const burst = await Promise.all(
          Array.from({ length: 20 }, (_, i) => call(restarted, i % 2 ? 'rest' : 'graphql', fresh.token(defaultClaims(`cold-${i}`)), '198.51.100.30')),
        );
        expect(burst).toEqual(Array(20).fill(200));
      } finally {
        await restarted.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await fresh.close();
    }
  });
});

describe('writes per user', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer(idp, { AUTH_WRITE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => server?.stop());

  it('counts each character of a batch save, on REST and GraphQL', async () => {
    const t = idp.token(defaultClaims('batcher'));
    const four = Array.from({ length: 4 }, (_, i) => ({ jsonData: characterJson(`Batch ${i}`) }));
    expect((await server.rest('POST', '/api/character/multiple', t, { characterRequests: four })).status).toBe(200);
    const two = await server.graphql(SAVE_MANY, { inputs: [{ jsonData: characterJson('Five') }, { jsonData: characterJson('Six') }] }, t);
    expect(two.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(two.errors?.[0]?.message).toMatch(/at most 5 saves.*each character of a batch counts/);
    expect((await server.rest('GET', '/api/character', t)).body).toHaveLength(4);
  });

  it('a refused batch uses up nothing: the one write left still goes through', async () => {
    const t = idp.token(defaultClaims('refused-batch'));
    const four = Array.from({ length: 4 }, (_, i) => ({ jsonData: characterJson(`Kept ${i}`) }));
    expect((await server.rest('POST', '/api/character/multiple', t, { characterRequests: four })).status).toBe(200);
    const three = await server.graphql(SAVE_MANY, { inputs: [1, 2, 3].map((i) => ({ jsonData: characterJson(`Too many ${i}`) })) }, t);
    expect(three.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await server.rest('POST', '/api/character', t, { jsonData: characterJson('The fifth') })).status).toBe(200);
    expect((await server.rest('POST', '/api/character', t, { jsonData: characterJson('The sixth') })).status).toBe(429);
    expect((await server.rest('GET', '/api/character', t)).body).toHaveLength(5);
  });
});
