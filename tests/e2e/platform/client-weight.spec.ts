// What the first pages load: no sign-in code (MSAL) and no explorer chunk for an anonymous visitor, sign-in code on
// the first click of Login (which then reaches the provider), no data layer (Apollo Client, rxjs, the operation
// documents) for a page that ran no query until the reader needs it, and anonymous data as persisted GETs the server
// answers with an ETag. Chunks are identified through the build's manifest and their source maps, not by guessed file
// names.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { createAuthLayer } from '../../../server/auth/auth-layer.ts';
import { startServer, type RunningServer } from '../../../server/boot.ts';
import { loadConfig } from '../../../server/config.ts';
import { expect, test } from '../support/fixtures.ts';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** Sources of the data layer: Apollo Client's core and cache, rxjs, and the generated operation documents and hooks. */
const DATA_LAYER_SOURCE = /\/node_modules\/(?:@apollo\/client\/(?:core|cache|link)\/|rxjs\/)|\/src\/gql\/(?:graphql|hooks)\.ts$/;

const webDist = () => process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../../../web/dist');
const manifest = (): Manifest => JSON.parse(readFileSync(resolve(webDist(), '.vite/manifest.json'), 'utf8'));

/** Every file reachable from a manifest entry through static and dynamic imports. */
function reachable(m: Manifest, entry: string, out = new Set<string>()): Set<string> {
  const chunk = m[entry];
  if (!chunk || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) reachable(m, next, out);
  return out;
}

/** The source files a built script was made from, read from its source map (the bundler's tiny runtime has none). */
function sourcesOf(script: string): string[] {
  const path = resolve(webDist(), `${script}.map`);
  if (!existsSync(path)) return [];
  return (JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] }).sources;
}

/** The scripts among `scripts` built from any data-layer source. */
const withDataLayer = (scripts: Iterable<string>) => [...scripts].filter((s) => s.startsWith('assets/') && sourcesOf(s).some((src) => DATA_LAYER_SOURCE.test(src)));

let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sw5e-e2e-weight-'));
  const log = console.log;
  console.log = () => undefined;
  try {
    server = await startServer(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, WEB_DIST: webDist() }), createAuthLayer);
  } finally {
    console.log = log;
  }
});
test.afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Script paths the page fetches. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  return scripts;
}

test('an anonymous visitor loads neither MSAL nor the explorer; Login loads sign-in on its first click', async ({ page }) => {
  const m = manifest();
  const session = m['src/auth/session.ts']?.file;
  expect(session, 'the sign-in session is a chunk of its own').toBeTruthy();
  const app = reachable(m, 'index.html');
  const explorerOnly = [...reachable(m, 'explorer.html')].filter((f) => !app.has(f));
  expect(explorerOnly.length).toBeGreaterThan(0);

  const scripts = scriptsOf(page);
  for (const path of ['/', '/rules/phb/classes']) {
    await page.goto(server.url + path);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect([...scripts].filter((s) => s === session || explorerOnly.includes(s))).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Local development sign-in')).toBeVisible();
  expect(scripts.has(session!)).toBe(true);
});

/** Visits a page in a fresh browser profile and records its GraphQL requests. */
async function visit(newPage: () => Promise<Page>, path: string) {
  const page = await newPage();
  const gets: { url: string; status: number; etag?: string }[] = [];
  const posts: string[] = [];
  // Reading a response's headers is asynchronous: each read is awaited before the page closes, or a GET answered
  // just before the close would be lost (its headers no longer readable).
  const reads: Promise<void>[] = [];
  page.on('response', (res) => {
    const req = res.request();
    if (!req.url().startsWith(`${server.url}/graphql`)) return;
    if (req.method() === 'POST') posts.push(req.postData() ?? '');
    else reads.push(res.allHeaders().then(({ etag }) => void gets.push({ url: req.url(), status: res.status(), etag })));
  });
  // A fresh profile always checks the data versions, as a GET that starts after the saved cache is read from
  // IndexedDB: waited for by name, since a slow read can leave the network idle before it.
  const versionCheck = page.waitForResponse((res) => res.url().startsWith(`${server.url}/graphql?`) && res.url().includes('DataVersions'));
  await page.goto(server.url + path);
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await versionCheck;
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  await page.close();
  return { gets, posts };
}

test('anonymous data comes as persisted GETs; once the server knows the hashes they are answered with an ETag', async ({ browser }) => {
  const newPage = async () => (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  const first = await visit(newPage, '/characters/classes');
  expect(first.gets.length).toBeGreaterThan(0);
  for (const { url } of first.gets) {
    const params = new URL(url).searchParams;
    expect(params.get('query')).toBeNull();
    expect(JSON.parse(params.get('extensions')!).persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  }
  // Hashes the server has not seen are registered by a POST carrying the query (at most one per GET).
  expect(first.posts.length).toBeLessThanOrEqual(first.gets.length);
  for (const body of first.posts) expect(JSON.parse(body).extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);

  // Another visitor: the same GETs, now answered by the server's cached bytes without any POST.
  const second = await visit(newPage, '/characters/classes');
  expect(second.posts).toEqual([]);
  expect(second.gets.length).toBeGreaterThan(0);
  expect(second.gets.filter((g) => !(g.status === 200 && g.etag?.startsWith('"gql-')))).toEqual([]);
});

test('the home page hydrates without the data layer; search suggestions and a page that queries load it on first need', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  const scripts = scriptsOf(page);
  await page.goto(server.url + '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to SW5E');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // The entry's map names the app's own sources, so an empty answer below is a real absence.
  expect(sourcesOf(manifest()['index.html']!.file).some((src) => src.endsWith('/src/main.tsx'))).toBe(true);
  expect(withDataLayer(scripts)).toEqual([]);

  // Typing in the toolbar search is a need: the data layer loads and the suggestions come from the server.
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search the rules' }).fill('wookiee');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(withDataLayer(scripts).length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('a client navigation from the home page to a page that queries loads the data layer and shows its data', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(server.url + '/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(withDataLayer(scripts)).toEqual([]);
  // A full page load would lose this mark; a client navigation keeps the document.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.getByRole('link', { name: "Read more: Player's Handbook" }).click();
  await expect(page).toHaveURL(/\/rules\/phb$/);
  // The chapter's text comes from a GraphQL query, answered through the data layer loaded for this navigation.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Introduction/);
  await expect(page.locator('html[data-same-document]')).toBeAttached();
  expect(withDataLayer(scripts).length).toBeGreaterThan(0);
});

test('a page whose only query is skipped on the server (search without a text) hydrates cleanly and loads the data layer', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const scripts = scriptsOf(page);
  await page.goto(server.url + '/searchResults');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // The page reads the client (its query is only skipped): the data layer loaded for it, without an error.
  await expect.poll(() => withDataLayer(scripts).length).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
