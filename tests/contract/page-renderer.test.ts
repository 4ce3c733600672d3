// The server renderer in process, on the bundled data with the production web build's renderer:
// - the hydration state kept by operations (core/server-render.ts HydrationStateCache): pages running the same
//   operations share one built state, byte for byte the one a render building its own makes, and pages running other
//   operations build theirs;
// - a render whose data failed answers 500 and is never kept (server/http/page-renderer.ts), so one failure is not
//   served to every later reader;
// - pages and hydration states are kept as UTF-8 bytes within the cache budget, weighed by them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY_PATH, type RenderRequest, type ServerEntry } from '../../core/server-render.ts';
import { importDirectory } from '../../seed/importer.ts';
import { createApp, createServices } from '../../server/app.ts';
import { CacheBudget } from '../../server/cache-budget.ts';
import { loadConfig } from '../../server/config.ts';
import { PageRenderer, type PageSource } from '../../server/http/page-renderer.ts';
import { pageSource } from '../../server/http/page-source.ts';
import { openEmbeddedStore, type Store } from '../../server/store/index.ts';
import { ensureWebBuild } from '../e2e/support/servers.ts';
import { SEED_DIR } from '../support/seed-data.ts';

let root: string;
let store: Store;
let entry: ServerEntry;
let execute: RenderRequest['execute'];
let source: PageSource;
let dist: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  dist = ensureWebBuild();
  root = mkdtempSync(join(tmpdir(), 'sw5e-hydration-'));
  store = await openEmbeddedStore({ dataDir: join(root, 'store') });
  const report = await importDirectory(store, SEED_DIR);
  expect(report.ok).toBe(true);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: root, WEB_DIST: dist });
  const services = createServices(store, config);
  const { apollo } = await createApp(config, services);
  source = pageSource(apollo, services);
  execute = source.execute;
  stop = () => apollo.stop();
  entry = (await import(pathToFileURL(resolve(dist, SERVER_ENTRY_PATH)).href)) as ServerEntry;
}, 600_000);
afterAll(async () => {
  await stop?.();
  await store?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const ANONYMOUS = { darkSide: false, session: false };

/** A state cache that is a plain map, so the test sees what was kept. */
const mapCache = () => {
  const map = new Map<string, string>();
  return { map, cache: { get: (key: string) => map.get(key), set: (key: string, json: string) => void map.set(key, json) } };
};

const stateOf = (stateScript: string) => JSON.parse(/<script[^>]*>([\s\S]*)<\/script>/.exec(stateScript)![1]!) as { apollo: Record<string, unknown>; darkSide: boolean; mode: string };

describe('hydration state kept by operations', () => {
  it('is built once for the pages running the same operations, exactly as a render building its own', async () => {
    const { map, cache } = mapCache();
    const first = await entry.render({ url: '/loot/enhancedItems', darkSide: false, execute, stateCache: cache });
    expect(first.status).toBe(200);
    expect(map.size).toBe(1);
    const [key] = map.keys();
    expect(key).toMatch(/^EnhancedItems/);

    // Another page of rows in the other theme runs the same operations: nothing new is kept, the Apollo part is the same.
    const second = await entry.render({ url: '/loot/enhancedItems?page=2', darkSide: true, execute, stateCache: cache });
    expect(second.html).not.toBe(first.html);
    expect(map.size).toBe(1);
    const [a, b] = [stateOf(first.stateScript), stateOf(second.stateScript)];
    expect(b.apollo).toEqual(a.apollo);
    expect([a.darkSide, b.darkSide, a.mode, b.mode]).toEqual([false, true, 'full', 'full']);
    expect(Object.keys(a.apollo.ROOT_QUERY as object).some((field) => field.startsWith('enhancedItems'))).toBe(true);

    // A render keeping nothing builds the same bytes.
    const alone = await entry.render({ url: '/loot/enhancedItems', darkSide: false, execute });
    expect(alone.stateScript).toBe(first.stateScript);
  });

  it('builds its own for a page running other operations, and a kept state is what that page hydrates from', async () => {
    const { map, cache } = mapCache();
    await entry.render({ url: '/loot/enhancedItems', darkSide: false, execute, stateCache: cache });
    const weapons = await entry.render({ url: '/loot/weapons', darkSide: false, execute, stateCache: cache });
    expect(map.size).toBe(2);
    expect(Object.keys(stateOf(weapons.stateScript).apollo.ROOT_QUERY as object).some((field) => field.startsWith('equipmentList'))).toBe(true);

    // Whatever is kept under a page's key is what the page carries (so the server's version scoping is all that keeps
    // one data version's state from another's).
    const weaponsKey = [...map.keys()].find((key) => key.startsWith('WeaponsTable'))!;
    map.set(weaponsKey, '{"ROOT_QUERY":{"__typename":"Query"}}');
    const again = await entry.render({ url: '/loot/weapons', darkSide: false, execute, stateCache: cache });
    expect(stateOf(again.stateScript).apollo).toEqual({ ROOT_QUERY: { __typename: 'Query' } });
  });
});

describe('a render whose data failed', () => {
  /** The real source, with operations failing while `failing` is set: thrown, as a store that is down would. */
  const flaky = () => {
    const state = { failing: true, calls: 0 };
    const wrapped: PageSource = {
      ...source,
      execute: async (operation) => {
        state.calls++;
        if (state.failing) throw new Error('the store is not answering');
        return source.execute(operation);
      },
    };
    return { state, wrapped };
  };

  it('answers 500 with the error page, is not kept, and the next request renders the page', async () => {
    const { state, wrapped } = flaky();
    const renderer = PageRenderer.forBuild(dist, wrapped)!;
    const failed = await renderer.page('/characters/backgrounds', ANONYMOUS, 'https://sw5e.example');
    expect(failed.status).toBe(500);
    expect(failed.body.toString()).not.toContain('<td');
    state.failing = false;
    const calls = state.calls;
    const page = await renderer.page('/characters/backgrounds', ANONYMOUS, 'https://sw5e.example');
    expect(page.status).toBe(200);
    expect(state.calls).toBeGreaterThan(calls);
    expect(page.body.toString()).toContain('<td');
    // A page rendered well is kept: asking again runs no operation.
    const after = state.calls;
    expect((await renderer.page('/characters/backgrounds', ANONYMOUS, 'https://sw5e.example')).etag).toBe(page.etag);
    expect(state.calls).toBe(after);
  });

  it('a record page whose data failed is a 500, not a 404', async () => {
    const { wrapped } = flaky();
    const renderer = PageRenderer.forBuild(dist, wrapped)!;
    expect((await renderer.page("/characters/species/Twi'lek", ANONYMOUS, 'https://sw5e.example')).status).toBe(500);
  });

  it('a request the server refuses (a search text over the limit) is not a failure of the server', async () => {
    const { status, html } = await entry.render({ url: `/searchResults?searchText=${'a'.repeat(300)}`, darkSide: false, execute });
    expect(status).toBe(200);
    expect(html).toContain('Search text is 300 characters long; the limit is 200 characters.');
  });
});

describe('pages and hydration states in the cache budget', () => {
  it('are kept as UTF-8 bytes and weighed by them: a page and its state together, the state shared by the other theme', async () => {
    const budget = new CacheBudget(64 * 1024 * 1024, () => undefined);
    const renderer = PageRenderer.forBuild(dist, source, { budget })!;
    const light = await renderer.page('/characters/backgrounds', ANONYMOUS, 'https://sw5e.example');
    expect(Buffer.isBuffer(light.body)).toBe(true);
    expect(light.body.toString()).toContain('<td');
    const afterLight = budget.usedBytes();
    // The page's bytes and its hydration state's (which the page holds a copy of), and their keys.
    expect(afterLight).toBeGreaterThan(light.body.length);
    expect(afterLight).toBeLessThan(2 * light.body.length + 4096);
    // The other theme is a page of its own; its operations' state is the one already kept.
    const dark = await renderer.page('/characters/backgrounds', { darkSide: true, session: false }, 'https://sw5e.example');
    expect(budget.usedBytes() - afterLight).toBeGreaterThanOrEqual(dark.body.length);
    expect(budget.usedBytes() - afterLight).toBeLessThan(dark.body.length + 1024);
    // Kept: the same bytes come back.
    expect((await renderer.page('/characters/backgrounds', ANONYMOUS, 'https://sw5e.example')).body).toBe(light.body);
  });
});
