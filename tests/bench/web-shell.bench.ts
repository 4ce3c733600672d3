// Web shell benchmark: production build sizes (gzip) of the initial route and the largest lazy chunk, and
// Lighthouse-style paint timings (FCP, LCP) in Chromium on loopback for / and /rules/phb/classes, cold (empty
// browser profile) and warm (second visit: service worker, HTTP cache and the persisted Apollo cache in IndexedDB).
// Also (issue 14): all JavaScript / fetches until the network is idle (initial-js.bench.ts), and the enhanced items
// table's first row on a cold and a warm visit, on the real data: the row comes in the server's HTML, so it is timed
// at its first paint (first-row-probe.ts), with hydration timed beside it.
// Run: npx tsx tests/bench/web-shell.bench.ts   (uses ../shared/realdata when present, else the seed data)
import { chromium, type BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, startTestServer } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API, repoRoot } from '../support/realdata.ts';
import { FIRST_ROW_PROBE, firstRow, PATH as ENHANCED_ITEMS, probeArgs, TABLE as ENHANCED_ITEMS_TABLE, type FirstRowTiming } from './first-row-probe.ts';
import { initialScripts } from './initial-js.bench.ts';

let DIST = resolve(repoRoot, 'web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ['/', '/rules/phb/classes'];

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean }>;

const gz = (file: string) => gzipSync(readFileSync(resolve(DIST, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function buildSizes() {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const initialJs = new Set<string>();
  const initialCss = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initialJs.has(chunk.file)) return;
    initialJs.add(chunk.file);
    chunk.css?.forEach((c) => initialCss.add(c));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  // Lazy chunks the app can load (the explorer's are not reachable from index.html).
  const lazy = new Map<string, number>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!initialJs.has(chunk.file)) lazy.set(chunk.file, gz(chunk.file));
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(walk);
  };
  walk('index.html');
  const largest = [...lazy.entries()].sort((a, b) => b[1] - a[1])[0];
  return {
    initialJs: [...initialJs].reduce((s, f) => s + gz(f), 0),
    initialCss: [...initialCss].reduce((s, f) => s + gz(f), 0),
    initialFiles: initialJs.size,
    largestLazy: largest,
    lazyTotal: [...lazy.values()].reduce((a, b) => a + b, 0),
    lazyCount: lazy.size,
  };
}

interface Paint {
  fcp?: number;
  lcp?: number;
  /** The largest contentful paint's element ('P', 'H1', ...). */
  lcpElement?: string;
}

const PAINT_OBSERVER = () => {
  const w = window as unknown as { __paint: Paint };
  w.__paint = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__paint.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    w.__paint.lcp = last?.startTime;
    w.__paint.lcpElement = last?.element?.tagName;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** One visit: first and largest contentful paint, the time to the document's first byte and the LCP element. */
async function measure(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(400);
  const { paint, ttfb } = await page.evaluate(() => ({
    paint: (window as unknown as { __paint: Paint }).__paint,
    ttfb: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
  }));
  await page.close();
  return { fcp: paint.fcp ?? NaN, lcp: paint.lcp ?? NaN, ttfb, lcpElement: paint.lcpElement ?? 'none' };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The machine is shared: each figure is printed with the load average (1 and 5 minutes) when it was taken. */
const load = () => `load ${loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(', ')}`;

async function main() {
  DIST = ensureWebBuild();
  const sizes = buildSizes();
  console.log('## Build sizes (gzip -9)');
  console.log(`initial route JS: ${kb(sizes.initialJs)} in ${sizes.initialFiles} files (target <= 200 KB); initial CSS: ${kb(sizes.initialCss)} (styles are CSS-in-JS)`);
  console.log(`largest lazy chunk: ${sizes.largestLazy ? `${sizes.largestLazy[0]} ${kb(sizes.largestLazy[1])}` : 'none'}; ${sizes.lazyCount} lazy chunks, ${kb(sizes.lazyTotal)} in all`);

  const real = hasRealData('web shell benchmark');
  const server = await startTestServer({ webDist: DIST, label: 'bench', ...(real ? { seedDir: REALDATA_API } : {}) });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log(`\n## Paint timings, ${real ? 'real data' : 'seed data'}, median of ${RUNS} (Chromium headless, loopback, viewport 1366x900)`);
  try {
    for (const path of PAGES) {
      const cold = { fcp: [] as number[], lcp: [] as number[], ttfb: [] as number[] };
      const warm = { fcp: [] as number[], lcp: [] as number[], ttfb: [] as number[] };
      const lcpElements = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        await context.addInitScript(PAINT_OBSERVER);
        const c = await measure(context, server.url + path);
        cold.fcp.push(c.fcp);
        cold.lcp.push(c.lcp);
        cold.ttfb.push(c.ttfb);
        lcpElements.add(c.lcpElement);
        // Let the service worker finish precaching and the persister save before the warm visit.
        const probe = await context.newPage();
        await probe.goto(server.url + '/credits');
        await probe.evaluate(() => navigator.serviceWorker.ready);
        await probe.waitForTimeout(1500);
        await probe.close();
        const w = await measure(context, server.url + path);
        warm.fcp.push(w.fcp);
        warm.lcp.push(w.lcp);
        warm.ttfb.push(w.ttfb);
        lcpElements.add(w.lcpElement);
        await context.close();
      }
      const f = (xs: number[]) => `${(median(xs) / 1000).toFixed(3)} s`;
      console.log(`${path}: cold FCP ${f(cold.fcp)} LCP ${f(cold.lcp)} (target <= 0.6 s); warm FCP ${f(warm.fcp)} LCP ${f(warm.lcp)} (target <= 0.3 s); ${load()}`);
      console.log(`  document's first byte cold ${f(cold.ttfb)}, warm ${f(warm.ttfb)}; LCP element ${[...lcpElements].join(', ')}`);
    }

    const scripts = await initialScripts(server.url, DIST, '/');
    console.log(`\n/ fetches ${kb([...scripts.values()].reduce((a, b) => a + b, 0))} of JS (gzip -9) in ${scripts.size} files until idle (target <= 150 KB)`);

    // The first visit fills the persisted cache; the warm visits reload the page in the same profile.
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    await context.addInitScript(FIRST_ROW_PROBE, probeArgs(ENHANCED_ITEMS_TABLE));
    const page = await context.newPage();
    const cold = await firstRow(page, ENHANCED_ITEMS);
    const warm: FirstRowTiming[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await firstRow(page, ENHANCED_ITEMS));
    await context.close();
    const s = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
    const warmOf = (key: keyof FirstRowTiming) => s(median(warm.map((w) => w[key])));
    console.log(
      `${ENHANCED_ITEMS} first row painted: cold ${s(cold.total)} (hydrated ${s(cold.ready)}); warm median ${warmOf('total')} of ${RUNS} ` +
        `(target <= 0.3 s; row in the document ${warmOf('inDom')}, hydrated ${warmOf('ready')}); ${load()}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
