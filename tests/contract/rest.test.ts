// Every documented REST path of the compatibility layer, with the original JSON shapes, against the seed data.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../core/resources.ts';
import { SEED_DIR, seedRecords, seedText } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEFAULT_BODY_LIMIT } from '../../server/config.ts';

type Rec = Record<string, unknown>;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

const seedFiles = () => readdirSync(SEED_DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));

describe('REST compatibility', () => {
  it('serves every resource of the registry, under its name and its aliases', async () => {
    const present = new Set(seedFiles());
    for (const def of RESOURCES) {
      if (!present.has(def.key)) continue;
      for (const name of [def.key, ...def.aliases]) {
        const res = await server.getJson(`/api/${name}`);
        expect(res.status, name).toBe(200);
        if (def.kind === 'text') {
          expect(res.body).toBe(seedText(def.key));
          continue;
        }
        const seed = seedRecords(def.key);
        const body = res.body as Rec[];
        expect(body.length, name).toBe(seed.length);
        // Our records come back with every field they had, plus the generated legacy keys.
        body.forEach((rec, i) => {
          expect(rec).toMatchObject(seed[i]!);
          expect(rec).toEqual(expect.objectContaining({ partitionKey: expect.any(String), rowKey: expect.any(String), timestamp: expect.any(String), eTag: expect.any(String) }));
        });
      }
    }
  });

  it('answers /api/dataVersion with the legacy shape, one entry per imported resource plus MASTERVERSION', async () => {
    const res = await server.getJson<Rec[]>('/api/dataVersion');
    expect(res.status).toBe(200);
    const present = new Set(seedFiles());
    const expectedNames = RESOURCES.filter((r) => present.has(r.key)).map((r) => r.versionName);
    expect(res.body.map((v) => v.name).sort()).toEqual([...expectedNames, 'MASTERVERSION'].sort());
    for (const v of res.body) {
      expect(v).toEqual({ name: expect.any(String), lastUpdated: expect.any(String), version: expect.any(Number), partitionKey: 'Core', rowKey: v.name, timestamp: v.lastUpdated, eTag: expect.stringMatching(/^W\/"datetime'/) });
    }
  });

  it('serves single chapters at /api/<Book>/<chapterName>.json', async () => {
    for (const [book, file] of [
      ['PlayerHandbookRule', 'PlayerHandbookRule'],
      ['StarshipRule', 'StarshipRule'],
      ['WretchedHivesRule', 'WretchedHivesRule'],
      ['ScumAndVillainyRule', 'ScumAndVillainyRule'],
      ['VariantRule', 'VariantRule'],
      ['variant-rules', 'VariantRule'],
    ] as const) {
      for (const chapter of seedRecords(file)) {
        const res = await server.getJson<Rec>(`/api/${book}/${encodeURIComponent(String(chapter.chapterName))}.json?language=en`);
        expect(res.status, `${book}/${chapter.chapterName}`).toBe(200);
        expect(res.body).toMatchObject(chapter);
        expect(res.body.book).toBeUndefined();
      }
    }
  });

  it('answers unknown resources and chapters with 404 and a JSON error naming them', async () => {
    const unknownResource = await server.getJson<Rec>('/api/spaceships');
    expect(unknownResource.status).toBe(404);
    expect(unknownResource.body.message).toMatch(/Unknown resource "spaceships"/);
    const unknownChapter = await server.getJson<Rec>('/api/PlayerHandbookRule/Nope.json');
    expect(unknownChapter.status).toBe(404);
    expect(unknownChapter.body.message).toMatch(/no chapter "Nope"/);
    const unknownBook = await server.getJson<Rec>('/api/power/Nope.json');
    expect(unknownBook.status).toBe(404);
  });

  it('searches with the wildcard the original client appends', async () => {
    const species = seedRecords('class')[0]!;
    const res = await server.getJson<Rec[]>(`/api/search?searchText=${encodeURIComponent(String(species.name).slice(0, 4))}*`);
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ fullName: species.name, path: `/characters/classes/${encodeURIComponent(String(species.name))}`, rowKey: species.name, globalSearchTermType: 'Class' });
    for (const r of res.body) expect(Object.keys(r).sort()).toEqual(['fullName', 'globalSearchTermType', 'path', 'rowKey']);
    expect((await server.getJson<Rec[]>('/api/search?searchText=*')).body).toEqual([]);
  });

  it('carries an ETag and Cache-Control derived from the data version, and answers 304 when unchanged', async () => {
    const first = await fetch(`${server.url}/api/power`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"powers-\d+-/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=/);
    const again = await fetch(`${server.url}/api/power`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('keeps the user and character paths behind sign-in', async () => {
    for (const [method, path] of [['GET', '/api/user'], ['GET', '/api/character'], ['POST', '/api/character'], ['POST', '/api/character/multiple'], ['DELETE', '/api/character/abc']]) {
      const res = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses request bodies over the size limit with a clear JSON error', async () => {
    // Just past the default limit, which follows the largest kind of document (server/config.ts).
    const limitBytes = Number.parseInt(DEFAULT_BODY_LIMIT, 10) * 1024;
    const res = await fetch(`${server.url}/api/character`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonData: 'x'.repeat(limitBytes + 1024) }) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  it('answers /health with the store backend and data version', async () => {
    const res = await server.getJson<Rec>('/health');
    expect(res.body).toMatchObject({ status: 'ok', store: 'embedded', dataVersion: expect.any(Number) });
  });
});
