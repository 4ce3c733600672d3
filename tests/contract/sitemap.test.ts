// /sitemap.xml and /robots.txt over HTTP: every public page of the current data, each answering 200, absolute URLs
// on the configured public origin (or the request's), rebuilt when new data is imported. The server has the production
// web build with its server renderer, so a listed address no route or record answers would be a 404 here. Every page
// fetched is also read as a reader without JavaScript gets it (tests/support/page-facts.ts): on the bundled data every
// public page, on the real data every table, hub and chapter and a sample of each record route.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routePath } from '../../core/routes.ts';
import { CHAPTER_SLUGS, chapterPath, customizationOptionPath } from '../../core/site-paths.ts';
import { importDirectory } from '../../seed/importer.ts';
import { noScriptProblems } from '../support/page-facts.ts';
import { publicPages, samplePerRecordRoute, type PublicPage } from '../support/public-pages.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';
import { seedRecords } from '../support/seed-data.ts';
import { ensureWebBuild } from '../e2e/support/servers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const PUBLIC_URL = 'https://sw5e.example.org';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&apos;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));

/**
 * Fetches every path, a few at a time, and returns what is wrong: a page not answering 200, or one that lacks what a
 * reader without JavaScript needs (its heading naming `headings`' entry for it, where one is known).
 */
async function failing(base: string, paths: string[], headings: ReadonlyMap<string, string | undefined> = new Map()): Promise<string[]> {
  const bad: string[] = [];
  const queue = [...new Set(paths)];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        // Uncompressed: compressing hundreds of rendered pages only adds time.
        const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
        const html = await res.text();
        if (res.status !== 200) bad.push(`${path}: ${res.status}`);
        else bad.push(...noScriptProblems(path, html, headings.get(path)));
      }
    }),
  );
  return bad;
}

const headingsOf = (pages: readonly PublicPage[]) => new Map(pages.map((p) => [p.path, p.heading]));

describe('sitemap on the bundled data, with a configured public origin', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    // A public origin that is not loopback: the local sign-in must be told it may run there.
    server = await startTestServer({ PUBLIC_URL, AUTH_LOCAL_ALLOW_REMOTE: 'true', WEB_DIST: ensureWebBuild() });
    dir = mkdtempSync(join(tmpdir(), 'sw5e-sitemap-'));
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the home page, every hub and table, every chapter and every record page, each once and each answering 200', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = locs(await res.text());
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    const paths = urls.map((u) => u.slice(PUBLIC_URL.length));

    expect(paths).toEqual(expect.arrayContaining(['/', '/rules', '/rules/phb/classes', '/loot/enhancedItems', '/characters/feats', '/credits']));
    for (const s of seedRecords('species')) expect(paths).toContain(routePath(ROUTES.speciesItem, { speciesName: String(s.name) }));
    for (const m of seedRecords('monster')) expect(paths).toContain(routePath(ROUTES.monster, { monsterName: String(m.name) }));
    for (const c of seedRecords('PlayerHandbookRule')) expect(paths).toContain(chapterPath('PHB', String(c.chapterName)));
    for (const c of seedRecords('VariantRule')) expect(paths).toContain(chapterPath('VARIANT_RULES', String(c.chapterName)));
    expect(paths).toContain(customizationOptionPath('fightingStyles'));
    // The handbook's chapters all have their fixed slugs on the bundled data.
    expect(paths).toEqual(expect.arrayContaining(CHAPTER_SLUGS.PHB.map(([slug]) => (slug ? `/rules/phb/${slug}` : '/rules/phb'))));
    // Private pages and fragments are never listed.
    const isPrivate = (p: string) => ['/tools/mycharacters', '/tools/starships', '/tools/encounters', '/profile'].some((prefix) => p.startsWith(prefix));
    expect(paths.filter((p) => isPrivate(p) || p.includes('#') || p.includes(':'))).toEqual([]);

    // Every public page is listed (but the search results, a page of no data of its own) and readable without
    // JavaScript.
    const pages = await publicPages(server.url);
    const search = ROUTES.searchResults.pattern;
    expect(pages.map((p) => p.path).filter((p) => !paths.includes(p))).toEqual([search, `${search}?searchText=blaster`]);
    expect(await failing(server.url, [...paths, ...pages.map((p) => p.path)], headingsOf(pages))).toEqual([]);
  });

  it('the public page list covers records and chapters of every kind', async () => {
    const paths = (await publicPages(server.url)).map((p) => p.path);
    for (const expected of ['/', '/rules/phb/combat', "/characters/species/Twi'lek", '/rules/snv/monsters', '/loot/weapons', '/credits', '/assets', '/tools']) {
      expect(paths).toContain(expected);
    }
  });

  it('robots.txt keeps crawlers out of the private tools and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /tools/mycharacters', 'Disallow: /tools/starships', 'Disallow: /tools/encounters', 'Disallow: /profile', 'Disallow: /shared', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
    expect(lines.filter((l) => l.startsWith('Disallow:'))).not.toContain('Disallow: /');
  });

  it('answers 304 to a client holding the current copy, and a new import changes the sitemap and its ETag', async () => {
    const first = await fetch(`${server.url}/sitemap.xml`);
    const etag = first.headers.get('etag');
    const before = locs(await first.text());
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toMatch(/public/);
    const again = await fetch(`${server.url}/sitemap.xml`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const [template, ...others] = seedRecords('species');
    const renamed = { ...template, name: "Zabrak-Kin O'Test" };
    writeFileSync(join(dir, 'species.json'), JSON.stringify([renamed]));
    const report = await importDirectory(server.store, dir);
    expect(report.ok).toBe(true);
    await server.settled();

    const after = await fetch(`${server.url}/sitemap.xml`, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const urls = locs(await after.text());
    const added = `${PUBLIC_URL}${routePath(ROUTES.speciesItem, { speciesName: renamed.name })}`;
    expect(before).not.toContain(added);
    expect(urls).toContain(added);
    for (const gone of others) expect(urls).not.toContain(`${PUBLIC_URL}${routePath(ROUTES.speciesItem, { speciesName: String(gone.name) })}`);
  });
});

describe.runIf(hasRealData('sitemap on the real data'))('sitemap on the real data, origin from the request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DIR: REALDATA_API, WEB_DIST: ensureWebBuild() });
  }, 600_000);
  afterAll(() => server?.stop());

  it('lists every table and record page on the request origin; every table and 200 record pages answer 200', async () => {
    const urls = locs(await (await fetch(`${server.url}/sitemap.xml`)).text());
    expect(urls.every((u) => u.startsWith(`${server.url}/`))).toBe(true);
    const paths = urls.map((u) => u.slice(server.url.length));
    const species = (await server.getJson<{ name: string }[]>('/api/species')).body;
    for (const s of species) expect(paths).toContain(routePath(ROUTES.speciesItem, { speciesName: s.name }));

    const fixed = paths.filter((p) => p.split('/').length <= 4 && !/%/.test(p));
    const records = paths.filter((p) => !fixed.includes(p));
    // Every 1/n-th record page, so the sample spans every resource.
    const step = Math.max(1, Math.floor(records.length / 200));
    const sample = records.filter((_, i) => i % step === 0).slice(0, 200);
    expect(sample.length).toBe(Math.min(200, records.length));
    // And of each record route its first and last record and every tenth between: every route and page kind is read.
    const pages = samplePerRecordRoute(await publicPages(server.url), 10);
    expect(await failing(server.url, [...fixed, ...sample, ...pages.map((p) => p.path)], headingsOf(pages))).toEqual([]);
  }, 600_000);

  it('offers no address for a chapter no route shows: the handbook Preface is neither in the sitemap nor a search result', async () => {
    const chapters = (await server.getJson<{ chapterName: string }[]>('/api/PlayerHandbookRule')).body.map((c) => c.chapterName);
    // The real handbook holds a Preface that the site's handbook menu does not show; without it this test proves nothing.
    expect(chapters).toContain('Preface');
    const paths = locs(await (await fetch(`${server.url}/sitemap.xml`)).text()).map((u) => u.slice(server.url.length));
    expect(paths).not.toContain(chapterPath('PHB', 'Preface'));
    const res = await server.graphql<{ search: { path: string }[] }>('query ($text: String!) { search(text: $text, limit: 100) { path } }', { text: 'Preface' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.search.map((r) => r.path).filter((p) => p.startsWith(chapterPath('PHB', 'Preface')))).toEqual([]);
  }, 60_000);
});
