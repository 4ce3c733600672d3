// Sign-in hardening against the real server: which tokens are accepted, and that refused ones change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, characterJson, defaultClaims, ISSUER, READ, startAuthServer, startTestIdp, WRITE, type AuthServer, type TestIdp } from './auth-support.ts';

const SAVE = `mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id userId jsonData } }`;
const LIST = `{ characters { id userId jsonData } }`;

let idp: TestIdp;
let server: AuthServer;
let good: string;
let original: { id: string; jsonData: string };

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp);
  good = idp.token(defaultClaims('user-a'));
  const saved = await server.rest('POST', '/api/character', good, { jsonData: characterJson('Kara Venn') });
  expect(saved.status).toBe(200);
  original = saved.body;
});

afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

describe('a valid access token', () => {
  it('is accepted on REST and GraphQL, and the user record is created from the subject on first use', async () => {
    const user = await server.rest('GET', '/api/user', good);
    expect(user.status).toBe(200);
    expect(user.body).toEqual({ id: 'user-a', username: 'Player user-a' });
    const me = await server.graphql('{ me { id username } }', {}, good);
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toEqual({ id: 'user-a', username: 'Player user-a' });
    expect(original).toMatchObject({ userId: 'user-a', jsonData: characterJson('Kara Venn') });
    expect(typeof original.id).toBe('string');
  });

  it('is accepted within the clock tolerance (expired 10 s ago, valid from 10 s in the future)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await server.rest('GET', '/api/user', idp.token(defaultClaims('user-a', { exp: now - 10 })))).status).toBe(200);
    expect((await server.rest('GET', '/api/user', idp.token(defaultClaims('user-a', { nbf: now + 10 })))).status).toBe(200);
  });
});

describe('refused tokens change nothing', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => string, 401 | 403, RegExp][] = [
    ['expired', () => idp.token(defaultClaims('user-a', { exp: now() - 120, iat: now() - 900, nbf: now() - 900 })), 401, /expired/],
    ['not yet valid', () => idp.token(defaultClaims('user-a', { nbf: now() + 300 })), 401, /not valid yet/],
    ['from another issuer', () => idp.token(defaultClaims('user-a', { iss: 'https://evil.example/' })), 401, /another identity provider/],
    ['for another audience', () => idp.token(defaultClaims('user-a', { aud: 'api://someone-else' })), 401, /audience/],
    ['unsigned (alg none)', () => idp.unsigned(defaultClaims('user-a')), 401, /RS256 only/],
    ['HS256 signed with the public key', () => idp.hs256WithPublicKey(defaultClaims('user-a')), 401, /RS256 only/],
    ['signed by an unknown key (unknown kid)', () => idp.token(defaultClaims('user-a'), { kid: 'not-published' }), 401, /unknown key/],
    ['signed by another key under the known kid', () => idp.tokenFromOtherKey(defaultClaims('user-a')), 401, /signature/],
    ['an ID token (typ JWT) used as an access token', () => idp.token(defaultClaims('user-a'), { typ: 'JWT' }), 401, /not an access token/],
    ['without an expiry', () => idp.token(defaultClaims('user-a', { exp: undefined })), 401, /no expiry/],
    ['without the write scope', () => idp.token(defaultClaims('user-a', { scp: READ })), 403, /characters\.write/],
    ['a garbage bearer', () => 'not-a-token', 401, /not a JWT/],
  ];

  it.each(cases)('%s: REST and GraphQL writes are refused', async (_name, make, status, reason) => {
    const token = make();
    const attempts = [
      await server.rest('POST', '/api/character', token, { id: original.id, jsonData: characterJson('Overwritten') }),
      await server.rest('POST', '/api/character', token, { jsonData: characterJson('Intruder') }),
      await server.rest('POST', '/api/character/multiple', token, { characterRequests: [{ jsonData: characterJson('Batch') }] }),
      await server.rest('DELETE', `/api/character/${original.id}`, token),
      await server.rest('POST', '/api/user', token, { username: 'Renamed' }),
    ];
    for (const a of attempts) {
      expect(a.status).toBe(status);
      expect(a.body.message).toMatch(reason);
      expect(a.headers.get('www-authenticate')).toMatch(status === 401 ? /invalid_token/ : /insufficient_scope/);
    }
    const gql = await server.graphql(SAVE, { input: { id: original.id, jsonData: characterJson('Overwritten') } }, token);
    expect(gql.status).toBe(status);
    expect(gql.data ?? null).toBeNull();
    expect(gql.errors?.[0]?.extensions?.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    expect(gql.errors?.[0]?.message).toMatch(reason);

    // Nothing changed: the one character and the username are as they were.
    const list = await server.rest('GET', '/api/character', good);
    expect(list.body).toEqual([original]);
    expect((await server.rest('GET', '/api/user', good)).body.username).toBe('Player user-a');
  });

  it('a token without the read scope cannot list characters (403), and no token at all gets 401', async () => {
    const writeOnly = idp.token(defaultClaims('user-a', { scp: WRITE }));
    expect((await server.rest('GET', '/api/character', writeOnly)).status).toBe(403);
    expect((await server.graphql(LIST, {}, writeOnly)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.rest('GET', '/api/character');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: 'Unauthorized', code: 'UNAUTHENTICATED' });
    expect((await server.graphql(LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a refused token does not break public data: rules queries and REST still answer', async () => {
    const expired = idp.token(defaultClaims('user-a', { exp: now() - 3600, iat: now() - 7200, nbf: now() - 7200 }));
    const rules = await server.graphql('{ classes { name } }', {}, expired);
    expect(rules.errors).toBeUndefined();
    expect(rules.data.classes.length).toBeGreaterThan(0);
    expect((await server.rest('GET', '/api/dataVersion', expired)).status).toBe(200);
  });

  it('the issuer and audience are compared exactly (no prefix or case games)', async () => {
    for (const claims of [{ iss: ISSUER.toUpperCase() }, { iss: ISSUER.slice(0, -1) }, { aud: `${AUDIENCE}/` }, { aud: AUDIENCE.toUpperCase() }]) {
      expect((await server.rest('GET', '/api/user', idp.token(defaultClaims('user-a', claims)))).status).toBe(401);
    }
  });
});

describe('the JWKS endpoint is protected from random key ids', () => {
  it('a flood of tokens naming random kids is refused without hammering the key endpoint; known keys keep working', async () => {
    const before = idp.hits();
    const flood = await Promise.all(
      Array.from({ length: 60 }, (_, i) => server.rest('GET', '/api/user', idp.token(defaultClaims('user-a'), { kid: `random-${i}-${Math.random()}` }))),
    );
    expect(flood.every((r) => r.status === 401)).toBe(true);
    // Key-set fetches are spaced (AUTH_JWKS_REQUESTS_PER_MINUTE, 10) and shared by waiting lookups, whatever the flood.
    expect(idp.hits() - before).toBeLessThanOrEqual(10);
    expect((await server.rest('GET', '/api/user', good)).status).toBe(200);
  });

  it('forged algorithms are refused before any key lookup', async () => {
    const before = idp.hits();
    for (let i = 0; i < 20; i++) {
      expect((await server.rest('GET', '/api/user', idp.hs256WithPublicKey(defaultClaims('user-a')))).status).toBe(401);
      expect((await server.rest('GET', '/api/user', idp.unsigned(defaultClaims('user-a')))).status).toBe(401);
    }
    expect(idp.hits()).toBe(before);
  });
});
