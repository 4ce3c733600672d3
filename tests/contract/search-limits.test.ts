// The limits that keep one request from costing the server more than a search should, over HTTP: search text over
// 200 characters and list name filters over the same length are refused with a 400 naming the limit, before any
// index or regular-expression work, while /health keeps answering; no type gives more than 100 results. How quickly
// /health answers meanwhile (a refusal's cost) is timed by tests/bench/request-limits.bench.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDirectory } from '../../seed/importer.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'sw5e-search-limits-'));
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const LIMIT_MESSAGE = /the limit is 200 characters/;

/** POSTs a GraphQL body serialized beforehand. */
function post(body: string): Promise<{ status: number; body: { errors?: { message: string }[] } }> {
  return fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { errors?: { message: string }[] },
  }));
}

/** Keeps refused requests coming, one after another as a client retrying would, while /health is asked alongside. */
async function healthWhile(body: string, count: number, probes = 5) {
  const responses: Awaited<ReturnType<typeof post>>[] = [];
  const flood = (async () => {
    for (let i = 0; i < count; i++) responses.push(await post(body));
  })();
  for (let i = 0; i < probes; i++) {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
  }
  await flood;
  return { responses };
}

describe('search text limit', () => {
  it('GraphQL: 201 characters is a 400 naming the limit; 200 is answered', async () => {
    const q = 'query($t: String!) { search(text: $t) { fullName } }';
    const refused = await server.graphql(q, { t: 'a'.repeat(201) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe('Search text is 201 characters long; the limit is 200 characters.');
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'text' });
    const answered = await server.graphql<{ search: unknown[] }>(q, { t: 'a'.repeat(200) });
    expect(answered.status).toBe(200);
    expect(answered.body.data?.search).toEqual([]);
  });

  it('REST: /api/search refuses long text with a 400 JSON body and keeps its original shape otherwise', async () => {
    const refused = await server.getJson<{ message: string; code: string }>(`/api/search?searchText=${'b'.repeat(201)}*`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', message: LIMIT_MESSAGE });
    // 200 characters plus the '*' the original client appends is within the limit.
    expect((await server.getJson(`/api/search?searchText=${'b'.repeat(200)}*`)).status).toBe(200);
    const found = await server.getJson<Record<string, unknown>[]>('/api/search?searchText=force*');
    expect(found.body.length).toBeGreaterThan(0);
    for (const r of found.body) expect(Object.keys(r).sort()).toEqual(['fullName', 'globalSearchTermType', 'path', 'rowKey']);
  });

  it('refuses a stream of huge search texts while /health keeps answering', async () => {
    // 60 KB of text (300 times the limit): before the limit, such a search held the whole server for seconds.
    const body = JSON.stringify({ query: 'query($t: String!) { search(text: $t) { fullName } }', variables: { t: 'force '.repeat(10_000) } });
    const { responses } = await healthWhile(body, 10);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(400));
    expect(responses[0]!.body.errors?.[0]?.message).toMatch(LIMIT_MESSAGE);
  });
});

describe('list name filters', () => {
  it('a 32K-character powers(name:) is a 400 naming the limit, not a 500, and /health keeps answering', async () => {
    const body = JSON.stringify({ query: 'query($n: String) { powers(name: $n) { name } }', variables: { n: 'x'.repeat(32_000) } });
    const { responses } = await healthWhile(body, 20);
    for (const r of responses) {
      expect(r.status).toBe(400);
      expect(r.body.errors?.[0]?.message).toBe('The name filter is 32000 characters long; the limit is 200 characters.');
    }
    const ok = await server.graphql<{ features: unknown[] }>('query($n: String) { features(name: $n) { name } }', { n: 'y'.repeat(200) });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.features).toEqual([]);
  });
});

describe('results per type', () => {
  it('gives at most 100 results of one type whatever limit is asked', async () => {
    const powers = Array.from({ length: 150 }, (_, i) => ({
      name: `Saber Strike ${i}`,
      powerType: 'Force',
      level: 1,
      concentration: false,
      description: 'A test power.',
      contentType: 'Core',
      contentSource: 'PHB',
    }));
    writeFileSync(join(dir, 'power.json'), JSON.stringify(powers));
    expect((await importDirectory(server.store, dir)).ok).toBe(true);
    await server.settled();
    const res = await server.graphql<{ search: { globalSearchTermType: string }[] }>('{ search(text: "saber strike", limit: 1000) { globalSearchTermType } }');
    const forcePowers = res.body.data!.search.filter((r) => r.globalSearchTermType === 'ForcePower');
    expect(forcePowers).toHaveLength(100);
    const rest = await server.getJson<unknown[]>('/api/search?searchText=saber%20strike*');
    expect(rest.body).toHaveLength(100);
  });
});
