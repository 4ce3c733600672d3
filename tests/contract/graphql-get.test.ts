// Anonymous GraphQL over GET as automatic persisted queries: the hash in the address, answered as cached bytes with
// an ETag, 304 for a client holding them and a Cache-Control a CDN may honour; a new import changes the answer and
// its ETag; signed-in requests and mutations are never answered from (or written to) the cache.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importDirectory } from '../../seed/importer.ts';
import { defaultClaims, startAuthServer, startTestIdp, type AuthServer, type TestIdp } from './auth-support.ts';

let idp: TestIdp;
let server: AuthServer;
let dir: string;

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp);
  dir = mkdtempSync(join(tmpdir(), 'sw5e-gql-get-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await idp?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

/** The address Apollo Client's persisted-query link builds for a hashed query over GET. */
function getUrl(query: string, variables: Record<string, unknown> = {}, operationName?: string): string {
  const params = new URLSearchParams();
  if (operationName) params.set('operationName', operationName);
  params.set('variables', JSON.stringify(variables));
  params.set('extensions', JSON.stringify(persisted(query)));
  return `${server.url}/graphql?${params}`;
}

/** Headers as Apollo Client sends them (its JSON content type also satisfies Apollo Server's CSRF rule). */
const clientHeaders = { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' };

/** Registers the query's hash, as the client's retry after PERSISTED_QUERY_NOT_FOUND does. */
async function register(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { ...clientHeaders, ...headers },
    body: JSON.stringify({ query, variables, extensions: persisted(query) }),
  });
  return { status: res.status, body: await res.json() };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { ...clientHeaders, ...headers } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

const SKILLS = 'query Skills { skills { name baseAttribute } }';

describe('anonymous persisted queries over GET', () => {
  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, and a registered one with the answer, an ETag and a public Cache-Control', async () => {
    const query = 'query Classes { classes { name hitDiceDieType } }';
    const unknown = await get(getUrl(query, {}, 'Classes'));
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers.get('etag')).toBeNull();
    // A CDN must not keep the refusal: the same address works once the hash is registered.
    expect(unknown.headers.get('cache-control')).toMatch(/private|no-store/);

    const posted = await register(query);
    expect(posted.status).toBe(200);
    const first = await get(getUrl(query, {}, 'Classes'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual(posted.body);
    expect(first.body.data.classes.length).toBeGreaterThan(0);
    expect(first.headers.get('etag')).toMatch(/^"gql-\d+-/);
    // Shared caches may store it, and must revalidate (a 304 when unchanged) so no copy outlives an import.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const again = await get(getUrl(query, {}, 'Classes'));
    expect(again.text).toBe(first.text);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers a hash that does not match its query with 400 and its own code, logging nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      const wrong = { persistedQuery: { version: 1, sha256Hash: sha256('{ __typename }') } };
      const params = new URLSearchParams({ query: SKILLS, extensions: JSON.stringify(wrong) });
      const overGet = await get(`${server.url}/graphql?${params}`);
      const overPost = await fetch(`${server.url}/graphql`, { method: 'POST', headers: clientHeaders, body: JSON.stringify({ query: SKILLS, extensions: wrong }) });
      for (const answer of [{ status: overGet.status, body: overGet.body }, { status: overPost.status, body: await overPost.json() }]) {
        expect(answer.status).toBe(400);
        expect(answer.body.errors[0].extensions).toEqual({ code: 'PERSISTED_QUERY_HASH_MISMATCH' });
        expect(answer.body.errors[0].message).toMatch(/hash does not match the query/);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answers 304 without a body to a client naming the current ETag', async () => {
    await register(SKILLS);
    const first = await get(getUrl(SKILLS, {}, 'Skills'));
    const etag = first.headers.get('etag')!;
    const revalidated = await get(getUrl(SKILLS, {}, 'Skills'), { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect((await get(getUrl(SKILLS, {}, 'Skills'), { 'if-none-match': '"gql-0-stale"' })).status).toBe(200);
  });

  it('keys answers by their variables', async () => {
    const query = 'query Class($name: String!) { class(name: $name) { name } }';
    await register(query, { name: 'Berserker' });
    const names = ['Berserker', 'Consular'];
    const answers = await Promise.all(names.map((name) => get(getUrl(query, { name }, 'Class'))));
    expect(answers.map((a) => a.body.data.class?.name)).toEqual(names);
    expect(answers[0]!.headers.get('etag')).not.toBe(answers[1]!.headers.get('etag'));
  });

  it('a new import changes the answer and its ETag', async () => {
    await register(SKILLS);
    const before = await get(getUrl(SKILLS, {}, 'Skills'));
    const etag = before.headers.get('etag')!;
    writeFileSync(join(dir, 'skills.json'), JSON.stringify([{ name: 'Astrogation', baseAttribute: 'Intelligence', contentType: 'Lookup', contentSource: 'None' }]));
    expect((await importDirectory(server.store, dir)).ok).toBe(true);
    // The new data is loaded in the background, then served.
    await server.settled();

    const after = await get(getUrl(SKILLS, {}, 'Skills'), { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.data.skills).toEqual([{ name: 'Astrogation', baseAttribute: 'Intelligence' }]);
  });
});

describe('never from the cache', () => {
  it('a signed-in GET is answered by Apollo, marked private, and does not fill the cache for anonymous callers', async () => {
    const token = idp.token(defaultClaims('get-cache-user'));
    const auth = { authorization: `Bearer ${token}` };
    const me = 'query Me { me { username } }';
    // Registered anonymously (the hash is only the query's text), answered per caller.
    await register(me);
    const signedIn = await get(getUrl(me, {}, 'Me'), auth);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.me).toBeTruthy();
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');

    const anonymous = await get(getUrl(me, {}, 'Me'));
    expect(anonymous.body.data?.me ?? null).toBeNull();
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.headers.get('etag')).toBeNull();
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it('a signed-in GET of a query anonymous callers have cached is still answered by Apollo', async () => {
    await register(SKILLS);
    const cached = await get(getUrl(SKILLS, {}, 'Skills'));
    expect(cached.headers.get('etag')).toBeTruthy();
    const signedIn = await get(getUrl(SKILLS, {}, 'Skills'), { authorization: `Bearer ${idp.token(defaultClaims('get-cache-user'))}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(cached.body);
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a mutation over GET is refused every time, and never gets an ETag', async () => {
    const mutation = 'mutation Rename { updateUsername(username: "Someone") { username } }';
    const params = new URLSearchParams({ query: mutation, variables: '{}' });
    for (let i = 0; i < 2; i++) {
      const res = await get(`${server.url}/graphql?${params}`);
      expect(res.status).toBe(405);
      expect(res.headers.get('etag')).toBeNull();
    }
  });
});
