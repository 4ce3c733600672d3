// Server-rendered pages over HTTP, on the real server with a production web build: 404 for unknown addresses and
// record names, per-page metadata (unique per record), ETag and 304, and a data import showing at once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDirectory } from '../../seed/importer.ts';
import { ensureWebBuild } from '../e2e/support/servers.ts';
import { publicPages } from '../support/public-pages.ts';
import { seedRecords } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIST: ensureWebBuild(), PUBLIC_URL: 'http://localhost:8080' });
  dir = mkdtempSync(join(tmpdir(), 'sw5e-ssr-'));
}, 600_000);
afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...headers } });

/** The head's metadata of a page. */
function metadata(html: string) {
  // Attribute and element text as written by the server (numeric references for the HTML-special characters).
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const attr = (re: RegExp) => {
    const value = re.exec(html)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd: /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1],
  };
}

describe('status', () => {
  it('answers 404 with the not-found page for unknown addresses and unknown record names', async () => {
    for (const path of ['/no/such/page', '/characters/species/No%20Such%20Species', '/rules/phb/noSuchChapter', '/rules/snv/monsters/Nobody']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toMatch(/<h1[^>]*>(Page not found|No Such Species|Nobody|noSuchChapter)<\/h1>/);
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('asks crawlers not to index the pages of one person\'s data (a share link, a character), whatever the crawler runs', async () => {
    for (const path of ['/shared/some-token', '/tools/mycharacters/some-id']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html.match(/<meta name="robots"/g), path).toHaveLength(1);
    }
    const home = await (await page('/')).text();
    expect(home).not.toContain('content="noindex"');
  });

  it('sends browsers asking for /favicon.ico to the site\'s icon (pages naming no icon, such as the sign-in provider\'s)', async () => {
    const res = await fetch(`${server.url}/favicon.ico`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('does not serve the server renderer\'s own files', async () => {
    const res = await fetch(`${server.url}/server/entry-server.mjs`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('prerender');
  });

  it('answers 200 for a known record in any letter case', async () => {
    expect((await page('/characters/classes/consular')).status).toBe(200);
  });
});

describe('metadata', () => {
  it('gives every record and chapter page its own title, description and canonical address', { timeout: 600_000 }, async () => {
    const pages = (await publicPages(server.url)).filter((p) => p.heading);
    expect(pages.length).toBeGreaterThan(100);
    /** Title to the first page having it; page to its canonical address. */
    const seen = { title: new Map<string, string>(), canonical: new Map<string, string>() };
    const descriptions = new Map<string, string[]>();
    for (const { path, heading } of pages) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const meta = metadata(await res.text());
      expect(meta.title, path).toMatch(/ \| SW5E$/);
      expect(meta.title?.toLowerCase(), path).toContain(heading!.toLowerCase());
      // A record shown under two routes (the handbook's and the section's) names the section's page as canonical.
      const own = path.split('?')[0];
      const handbookCopy = /^\/rules\/(phb|sotg)\/(species|classes|backgrounds|deployments)\//.exec(own);
      expect(meta.canonical, path).toBe(`http://localhost:8080${handbookCopy ? own.replace(/^\/rules\/\w+/, handbookCopy[2] === 'deployments' ? '/starships' : '/characters') : own}`);
      expect(meta.ogUrl, path).toBe(meta.canonical);
      expect(meta.ogTitle, path).toBe(meta.title);
      expect(meta.description, path).toBeTruthy();
      expect(meta.description!.length, path).toBeLessThanOrEqual(170);
      expect(meta.ogDescription, path).toBe(meta.description);
      expect(meta.twitterCard, path).toBe('summary');
      const structured = JSON.parse(meta.jsonLd!) as { '@type': string; url: string; name: string };
      expect(structured).toMatchObject({ '@type': 'WebPage', url: meta.canonical });
      // One title per record of a kind: a page of the same kind sharing a title is the same record (the same canonical
      // page). Titles are the records' names, so records of different kinds may share one (a species and a monster
      // both named Jawa); their canonical addresses differ.
      const kind = meta.canonical!.split('/').slice(0, -1).join('/');
      const other = seen.title.get(`${kind} ${meta.title}`);
      if (other) expect(seen.canonical.get(other), `${path} has the same title as ${other}`).toBe(meta.canonical);
      seen.title.set(`${kind} ${meta.title}`, path);
      seen.canonical.set(path, meta.canonical!);
      descriptions.set(meta.description!, [...(descriptions.get(meta.description!) ?? []), path]);
    }
    // Descriptions come from each record's own text: records of one kind share none.
    const shared = [...descriptions.values()].filter((paths) => paths.length > 1 && new Set(paths.map((p) => p.split('/').slice(0, -1).join('/'))).size < paths.length);
    expect(shared).toEqual([]);
  });

  it('escapes record text in the head and in the hydration state', async () => {
    const html = await (await page('/rules/phb/classes')).text();
    const state = /<script type="application\/json" id="sw5e-ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(state).toBeTruthy();
    expect(state).not.toMatch(/<\/?script/i);
    expect(JSON.parse(state!)).toMatchObject({ mode: 'full', darkSide: false });
  });
});

describe('table pages without JavaScript', () => {
  /** The table's markup (the rows shown), without the hydration state that carries every record. */
  const tableMarkup = (html: string) => /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  /** The markup without the empty comments React puts between adjacent texts ('1<!-- -->–<!-- -->25'). */
  const joined = (html: string) => html.replace(/<!-- -->/g, '');

  it('serves every page of a long table at its own address, linked from the page before and after', async () => {
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ enhancedItems { name } }' }) });
    const names = ((await res.json()) as { data: { enhancedItems: Array<{ name: string }> } }).data.enhancedItems.map((i) => i.name);
    expect(names.length).toBeGreaterThan(25);
    const escaped = (name: string) => name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

    const first = await page('/loot/enhancedItems');
    const firstHtml = joined(await first.text());
    expect(first.status).toBe(200);
    expect(firstHtml).toContain(`1–25 of ${names.length}`);
    expect(firstHtml).toContain('href="/loot/enhancedItems?page=2"');
    expect(tableMarkup(firstHtml)).toContain(escaped(names[0]));
    expect(tableMarkup(firstHtml)).not.toContain(escaped(names[25]));

    const second = await page('/loot/enhancedItems?page=2');
    const secondHtml = joined(await second.text());
    expect(second.status).toBe(200);
    expect(secondHtml).toContain(`26–${Math.min(50, names.length)} of ${names.length}`);
    expect(tableMarkup(secondHtml)).toContain(escaped(names[25]));
    expect(tableMarkup(secondHtml)).not.toContain(`>${escaped(names[0])}<`);
    expect(secondHtml).toContain('href="/loot/enhancedItems"');
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    // Each page of rows is its own page to a search engine; a searched view names the table itself.
    expect(metadata(firstHtml).canonical).toBe('http://localhost:8080/loot/enhancedItems');
    expect(metadata(secondHtml).canonical).toBe('http://localhost:8080/loot/enhancedItems?page=2');
    expect(metadata(await (await page('/loot/enhancedItems?search=a&page=2')).text()).canonical).toBe('http://localhost:8080/loot/enhancedItems');
  });
});

describe('HTML cache', () => {
  it('sends an ETag and a Cache-Control a CDN can honour, and answers 304 to a matching If-None-Match', async () => {
    const first = await page('/rules/phb/combat');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/public/);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const again = await page('/rules/phb/combat', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await page('/rules/phb/combat', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('renders the reader’s theme from the theme cookie, with its own ETag', async () => {
    const light = await page('/credits');
    const dark = await page('/credits', { cookie: 'sw5e.darkSide=true' });
    expect(await dark.text()).toContain('<html lang="en" data-theme="dark">');
    expect(dark.headers.get('etag')).not.toBe(light.headers.get('etag'));
    expect(dark.headers.get('vary')).toMatch(/Cookie/i);
  });

  it('shows newly imported data at once, with a new ETag', async () => {
    const before = await page('/characters/backgrounds');
    const beforeHtml = await before.text();
    expect(beforeHtml).not.toContain('Moisture Farmer Apprentice');
    // The bundled backgrounds plus one more, under a name of our own.
    const [model, ...rest] = seedRecords<Record<string, unknown>>('background');
    writeFileSync(join(dir, 'background.json'), JSON.stringify([...rest, model, { ...model, name: 'Moisture Farmer Apprentice' }]));
    const report = await importDirectory(server.store, dir);
    expect(report.ok, JSON.stringify(report)).toBe(true);
    await server.settled();
    const after = await page('/characters/backgrounds', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const afterHtml = await after.text();
    expect(afterHtml).toContain('Moisture Farmer Apprentice');
    // The hydration state (kept by operations and data version) is the new data's too.
    const state = /<script type="application\/json" id="sw5e-ssr-state">([\s\S]*?)<\/script>/.exec(afterHtml)?.[1];
    expect(state).toContain('Moisture Farmer Apprentice');
    expect(/<script type="application\/json" id="sw5e-ssr-state">([\s\S]*?)<\/script>/.exec(beforeHtml)?.[1]).not.toContain('Moisture Farmer Apprentice');
  });
});
