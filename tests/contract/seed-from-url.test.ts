// `npm run seed -- <url>`: importing from a running API in the original REST shapes. A second real server on
// loopback serves the real data set (or the bundled seed data when the real data is absent); the import must
// store exactly what that server serves, and bad sources must be named and change nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIssue, importFromApi, type ImportReport } from '../../seed/importer.ts';
import { RESOURCES } from '../../core/resources.ts';
import { openEmbeddedStore } from '../../server/store/index.ts';
import type { Store } from '../../server/store/port.ts';
import { REALDATA_API } from '../support/realdata.ts';
import { SEED_DIR } from '../support/seed-data.ts';
import { existsSync } from 'node:fs';
import { startTestServer, type TestServer } from '../support/server.ts';
import { spawnTs } from '../support/spawn-ts.ts';

// The real data when present; otherwise the seed data, announced in one line.
const source = existsSync(REALDATA_API) ? REALDATA_API : SEED_DIR;
if (source === SEED_DIR) console.log(`[realdata] ${REALDATA_API} not found: importing from a server holding the seed data instead.`);

let origin: TestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sw5e-seed-url-'));
  origin = await startTestServer({ SEED_DIR: source });
}, 120_000);
afterAll(async () => {
  await origin?.stop();
  rmSync(root, { recursive: true, force: true });
});

const problems = (report: ImportReport) => [...report.resources.flatMap((r) => r.errors.map(formatIssue)), ...report.unknown.map(formatIssue)];

async function withEmptyStore<T>(run: (store: Store) => Promise<T>): Promise<T> {
  const store = await openEmbeddedStore({ dataDir: mkdtempSync(join(root, 'store-')) });
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

/** A small HTTP server answering each path with a handler's status and body (hostile or broken APIs). */
async function fakeApi(answer: (path: string, hit: number) => { status: number; body?: unknown; delayMs?: number }): Promise<{ url: string; hits: Map<string, number>; close(): Promise<void> }> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '/');
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    const a = answer(path, hit);
    setTimeout(() => {
      res.statusCode = a.status;
      res.setHeader('content-type', 'application/json');
      res.end(a.body === undefined ? '' : JSON.stringify(a.body));
    }, a.delayMs ?? 0);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
  };
}

describe('importing from a running API', () => {
  it('stores every resource exactly as the other server serves it, one progress line per resource', async () => {
    const lines: string[] = [];
    await withEmptyStore(async (store) => {
      const report = await importFromApi(store, `${origin.url}/`, { progress: (l) => lines.push(l) });
      expect(problems(report)).toEqual([]);
      expect(report.ok).toBe(true);
      expect(lines).toHaveLength(RESOURCES.length);
      expect(lines[0]).toMatch(/^\[1\/\d+\] archetype: \d+ record\(s\) imported as version 1 \(\d+\.\d s\)$/);
      const served = report.resources.map((r) => r.resource);
      expect(served.length).toBeGreaterThan(30);
      for (const key of served) {
        const theirs = await origin.getJson(`/api/${key}`);
        const ours = (await store.find(key)).map(({ _id, _seq, ...doc }) => doc);
        if (key === 'Credit') expect(ours[0]?.contentMarkdown, key).toBe(theirs.body);
        else expect(ours, key).toEqual(theirs.body);
      }
    });
  });

  it('refuses a resource that fails validation, keeps the stored version, and still imports the others', async () => {
    const chapter = { chapterName: 'Intro', contentMarkdown: 'Hello' };
    const api = await fakeApi((path) => {
      if (path === '/api/power') return { status: 200, body: [{ name: 'Broken', level: 'high' }] };
      if (path === '/api/skills') return { status: 200, body: [] };
      if (path === '/api/VariantRule') return { status: 200, body: [chapter] };
      if (path === '/api/VariantRule/Intro.json') return { status: 200, body: { ...chapter, contentMarkdown: 'Other' } };
      return { status: 404 };
    });
    try {
      await withEmptyStore(async (store) => {
        await store.replaceResource('skills', 'skillsLU', [{ name: 'Athletics', baseAttribute: 'Strength' }]);
        const before = await store.dataVersions();
        const report = await importFromApi(store, api.url, { retries: 0 });
        expect(report.ok).toBe(false);
        const text = problems(report).join('\n');
        expect(text).toMatch(/^\/api\/power\[0\]\.\w+: /m);
        expect(text).toMatch(/^\/api\/skills: holds no records: importing it would empty "skills"/m);
        expect(text).toMatch(/^\/api\/VariantRule\/Intro\.json: differs from the chapter "Intro" in \/api\/VariantRule/m);
        expect(await store.dataVersions()).toEqual(before);
        expect((await store.find('skills')).map((d) => d.name)).toEqual(['Athletics']);
        expect(report.ignored.map((i) => i.file)).toContain('/api/feat');
      });
    } finally {
      await api.close();
    }
  });

  it('retries failures and timeouts, then names the URL and the last failure', async () => {
    const api = await fakeApi((path, hit) => {
      if (path === '/api/power') return hit < 3 ? { status: 503 } : { status: 200, body: [{ name: 'Shock', powerType: 'Tech', level: 0, concentration: false, forceAlignment: 'None', description: 'A jolt.', contentType: 'Core', contentSource: 'PHB' }] };
      if (path === '/api/feat') return { status: 200, body: [], delayMs: 2000 };
      if (path === '/api/species') return { status: 500 };
      return { status: 404 };
    });
    try {
      await withEmptyStore(async (store) => {
        const report = await importFromApi(store, api.url, { retries: 2, retryDelayMs: 10, timeoutMs: 300 });
        expect(api.hits.get('/api/power')).toBe(3);
        expect((await store.find('power')).map((d) => d.name)).toEqual(['Shock']);
        expect(api.hits.get('/api/species')).toBe(3);
        const text = problems(report).join('\n');
        expect(text).toContain(`/api/species: cannot read: GET ${api.url}/api/species failed: HTTP 500 Internal Server Error (tried 3 times)`);
        expect(text).toContain(`/api/feat: cannot read: GET ${api.url}/api/feat failed: no answer within 300 ms (tried 3 times)`);
      });
    } finally {
      await api.close();
    }
  });

  it('npm run seed -- <url> prints a progress line per resource and exits non-zero on any problem', async () => {
    const api = await fakeApi((path) => (path === '/api/power' ? { status: 200, body: [{ name: 'No level' }] } : { status: 404 }));
    try {
      const child = spawnTs(['server/seed-cli.ts', '--retries', '0', api.url], { env: { ...process.env, DATA_DIR: mkdtempSync(join(root, 'cli-')), MONGODB_URI: '' } });
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(out).toMatch(/^\[\d+\/\d+\] power: FAILED with \d+ problem\(s\), previous version kept/m);
      expect(out).toMatch(/^  \/api\/power\[0\]\.level: /m);
      expect(out).toMatch(/^\[\d+\/\d+\] feat: not served \(404\), skipped$/m);
      expect(out).toMatch(/import finished WITH ERRORS/);
      expect(code).toBe(1);
    } finally {
      await api.close();
    }
  });
});
