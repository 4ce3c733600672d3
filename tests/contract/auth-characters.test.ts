// Character ownership, validation, the 20-character limit, write rate limits and GraphQL query limits,
// against the real server with real tokens (REST and GraphQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterJson, defaultClaims, startAuthServer, startTestIdp, type AuthServer, type TestIdp } from './auth-support.ts';
import { DEFAULT_BODY_LIMIT } from '../../server/config.ts';

const SAVE = `mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id userId jsonData } }`;
const SAVE_MANY = `mutation ($inputs: [CharacterInput!]!) { saveCharacters(inputs: $inputs) { id userId jsonData } }`;
const GET = `query ($id: ID!) { character(id: $id) { id userId jsonData } }`;
const DELETE = `mutation ($id: ID!) { deleteCharacter(id: $id) }`;
const LIST = `{ characters { id userId jsonData } }`;

let idp: TestIdp;
let server: AuthServer;
const token = (sub: string) => idp.token(defaultClaims(sub));

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp);
});

afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

describe('a user sees and changes only their own characters', () => {
  let a: string;
  let b: string;
  let secret: { id: string; userId: string; jsonData: string; revision: number; changedAt: string };

  beforeAll(async () => {
    a = token('owner-a');
    b = token('owner-b');
    secret = (await server.rest('POST', '/api/character', a, { jsonData: characterJson('Secret Sith', { notes: 'only A may read this' }) })).body;
    expect(secret.userId).toBe('owner-a');
    await server.rest('POST', '/api/character', b, { jsonData: characterJson('B own') });
  });

  it('REST: B does not see A’s character, and reading, overwriting or deleting it by id answers 404', async () => {
    const list = await server.rest('GET', '/api/character', b);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { jsonData: string }) => JSON.parse(c.jsonData).name)).toEqual(['B own']);
    expect(JSON.stringify(list.body)).not.toContain('Secret Sith');

    const overwrite = await server.rest('POST', '/api/character', b, { id: secret.id, jsonData: characterJson('Stolen') });
    expect(overwrite.status).toBe(404);
    expect(overwrite.body).toEqual({ error: 'Not Found', code: 'NOT_FOUND', message: 'Character not found.' });
    const batch = await server.rest('POST', '/api/character/multiple', b, { characterRequests: [{ id: secret.id, jsonData: characterJson('Stolen') }] });
    expect(batch.status).toBe(404);
    const del = await server.rest('DELETE', `/api/character/${secret.id}`, b);
    expect(del.status).toBe(404);
    expect(JSON.stringify([overwrite.body, batch.body, del.body])).not.toContain('Secret Sith');
  });

  it('GraphQL: B gets null for A’s id, NOT_FOUND for overwrite and delete', async () => {
    const read = await server.graphql(GET, { id: secret.id }, b);
    expect(read.errors).toBeUndefined();
    expect(read.data.character).toBeNull();
    const write = await server.graphql(SAVE, { input: { id: secret.id, jsonData: characterJson('Stolen') } }, b);
    expect(write.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const many = await server.graphql(SAVE_MANY, { inputs: [{ jsonData: characterJson('New B') }, { id: secret.id, jsonData: characterJson('Stolen') }] }, b);
    expect(many.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const del = await server.graphql(DELETE, { id: secret.id }, b);
    expect(del.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify([read, write, many, del])).not.toContain('Secret Sith');
  });

  it('A’s character is untouched and A can read it through both doors', async () => {
    const rest = await server.rest('GET', '/api/character', a);
    expect(rest.body).toEqual([secret]);
    const gql = await server.graphql(GET, { id: secret.id }, a);
    expect(gql.data.character).toEqual({ id: secret.id, userId: secret.userId, jsonData: secret.jsonData });
    // The refused batch of B saved nothing, not even its valid first entry.
    const bList = await server.graphql(LIST, {}, b);
    expect(bList.data.characters).toHaveLength(1);
  });

  it('saves return the stored record and update in place; delete removes it', async () => {
    const created = await server.graphql(SAVE, { input: { jsonData: characterJson('Draft') } }, a);
    const record = created.data.saveCharacter;
    expect(record).toMatchObject({ userId: 'owner-a', jsonData: characterJson('Draft') });
    const updated = await server.rest('POST', '/api/character', a, { id: record.id, jsonData: characterJson('Final') });
    expect(updated.body).toEqual({ id: record.id, userId: 'owner-a', jsonData: characterJson('Final'), revision: 2, changedAt: expect.any(String) });
    expect((await server.rest('DELETE', `/api/character/${record.id}`, a)).status).toBe(204);
    expect((await server.rest('GET', '/api/character', a)).body).toEqual([secret]);
  });
});

describe('jsonData is checked with a clear reason', () => {
  const t = () => token('validator');

  it('oversized jsonData (over 512 KB) is refused with 400 naming the limit, on REST and GraphQL', async () => {
    const big = characterJson('Huge', { notes: 'x'.repeat(600 * 1024) });
    const rest = await server.rest('POST', '/api/character', t(), { jsonData: big });
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('BAD_USER_INPUT');
    expect(rest.body.message).toMatch(/too large.*512 KB/);
    const gql = await server.graphql(SAVE, { input: { jsonData: big } }, t());
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsonData' });
    expect(gql.errors?.[0]?.message).toMatch(/512 KB/);
  });

  it('a body beyond the request size limit is refused with 413 before parsing', async () => {
    // Just past the default limit (twice the largest kind's JSON, for escaping, and room for the rest of the request).
    const limitBytes = Number.parseInt(DEFAULT_BODY_LIMIT, 10) * 1024;
    const res = await server.rest('POST', '/api/character', t(), { jsonData: 'x'.repeat(limitBytes + 1024) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('malformed or non-object jsonData is refused with 400 naming the problem', async () => {
    for (const [jsonData, reason] of [
      ['{"name": "Broken"', /not valid JSON/],
      ['[1, 2, 3]', /JSON object/],
      ['"just text"', /JSON object/],
      [42, /must be a string/],
    ] as const) {
      const rest = await server.rest('POST', '/api/character', t(), { jsonData });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toMatch(reason);
    }
    const gql = await server.graphql(SAVE, { input: { jsonData: '{oops' } }, t());
    expect(gql.errors?.[0]?.message).toMatch(/not valid JSON/);
    const batch = await server.rest('POST', '/api/character/multiple', t(), { characterRequests: [{ jsonData: '{}' }, { jsonData: '{' }] });
    expect(batch.status).toBe(400);
    expect(batch.body.message).toMatch(/^Character 2: jsonData is not valid JSON/);
    expect((await server.rest('GET', '/api/character', t())).body).toEqual([]);
  });

  it('a bad username is refused with 400 and the rule; a good one is stored', async () => {
    const bad = await server.rest('POST', '/api/user', t(), { username: 'no<script>' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/not allowed.*3-32 characters/);
    const gql = await server.graphql('mutation { updateUsername(username: "ab") { username } }', {}, t());
    expect(gql.errors?.[0]?.message).toMatch(/too short/);
    const ok = await server.rest('POST', '/api/user', t(), { username: 'Mira Tal_2' });
    expect(ok.body).toEqual({ id: 'validator', username: 'Mira Tal_2' });
    expect((await server.graphql('{ me { username } }', {}, t())).data.me.username).toBe('Mira Tal_2');
  });
});

describe('the 20-character limit', () => {
  it('the 21st character is refused with 409 CHARACTER_LIMIT (REST) / CHARACTER_LIMIT (GraphQL); updates still work', async () => {
    const t = token('collector');
    const batch = await server.rest('POST', '/api/character/multiple', t, {
      characterRequests: Array.from({ length: 15 }, (_, i) => ({ jsonData: characterJson(`Hero ${i + 1}`) })),
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(15);
    for (let i = 16; i <= 20; i++) expect((await server.rest('POST', '/api/character', t, { jsonData: characterJson(`Hero ${i}`) })).status).toBe(200);

    const rest = await server.rest('POST', '/api/character', t, { jsonData: characterJson('Hero 21') });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'CHARACTER_LIMIT', limit: 20 });
    expect(rest.body.message).toMatch(/at most 20 characters/);
    const gql = await server.graphql(SAVE, { input: { jsonData: characterJson('Hero 21') } }, t);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'CHARACTER_LIMIT', limit: 20 });
    const over = await server.rest('POST', '/api/character/multiple', t, { characterRequests: [{ jsonData: characterJson('Hero 22') }] });
    expect(over.status).toBe(409);

    const list = (await server.rest('GET', '/api/character', t)).body as { id: string }[];
    expect(list).toHaveLength(20);
    const update = await server.rest('POST', '/api/character', t, { id: list[0]!.id, jsonData: characterJson('Hero 1 renamed') });
    expect(update.status).toBe(200);
  });

  it('20 concurrent creates from a user with 19 stored leave exactly 20 (the limit holds under races)', async () => {
    const t = token('racer');
    await server.rest('POST', '/api/character/multiple', t, { characterRequests: Array.from({ length: 19 }, (_, i) => ({ jsonData: characterJson(`R${i}`) })) });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => server.rest('POST', '/api/character', t, { jsonData: characterJson(`Race ${i}`) })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await server.rest('GET', '/api/character', t)).body).toHaveLength(20);
  });
});

describe('GraphQL limits reject abusive documents before execution', () => {
  it('a deeply nested query is refused (depth limit) without running', async () => {
    let selection = 'name';
    for (let i = 0; i < 8; i++) selection = `archetypes { class { ${selection} } }`;
    const res = await server.graphql(`{ classes { ${selection} } }`);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('a very costly query is refused (cost limit) without running', async () => {
    // 500 spreads of a 7-field fragment four lists deep: small to send, huge to run.
    const spreads = Array.from({ length: 500 }, () => '...C').join(' ');
    const fragment = 'fragment C on Class { name summary hitDiceDieType primaryAbility flavorText creatingText quickBuildText }';
    const res = await server.graphql(`{ classes { archetypes { class { archetypes { class { ${spreads} } } } } } } ${fragment}`);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.map((e) => e.message).join(' ')).toMatch(/cost/i);
  });

  it('a mutation document over the alias limit saves nothing', async () => {
    const t = token('alias-abuser');
    const aliases = Array.from({ length: 31 }, (_, i) => `s${i}: saveCharacter(input: { jsonData: "{}" }) { id }`).join(' ');
    const res = await server.graphql(`mutation { ${aliases} }`, {}, t);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect((await server.rest('GET', '/api/character', t)).body).toEqual([]);
  });
});

describe('write rate limit per user', () => {
  let limited: AuthServer;
  beforeAll(async () => {
    limited = await startAuthServer(idp, { AUTH_WRITE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('the 6th write in a minute is refused with 429 and Retry-After on REST and RATE_LIMITED on GraphQL; other users are unaffected', async () => {
    const t = token('busy');
    for (let i = 0; i < 5; i++) expect((await limited.rest('POST', '/api/character', t, { jsonData: characterJson(`Edit ${i}`) })).status).toBe(200);
    const rest = await limited.rest('POST', '/api/character', t, { jsonData: characterJson('Edit 6') });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rest.body.message).toMatch(/at most 5/);
    const gql = await limited.graphql(SAVE, { input: { jsonData: characterJson('Edit 7') } }, t);
    expect(gql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await limited.rest('GET', '/api/character', t)).body).toHaveLength(5);
    expect((await limited.rest('POST', '/api/character', token('calm'), { jsonData: characterJson('Fine') })).status).toBe(200);
  });
});
