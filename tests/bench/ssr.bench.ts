// Server rendering benchmark: the time to produce a table page's HTML on the real data, in process, cold (the HTML
// cache off: every request renders the React tree with its GraphQL data; the server's per-version caches by operation,
// GraphQL answers and hydration states, are warm, as they are after the first visitor of any page running the same
// operations: a table's other pages, the other theme, a search in its address), 'no-state' (the hydration states not
// kept: each render builds its own, as the first page running its operations does) and cached (the HTML cache on), p50/p95/p99 over N
// requests, wall clock and CPU time of this process (the CPU time hardly moves with the machine's load; the wall clock does).
// Targets: p95 <= 50 ms cold, <= 5 ms cached.
// Run: NODE_ENV=production npx tsx tests/bench/ssr.bench.ts   (SSR_BENCH_RUNS=<n>, SSR_BENCH_PAGES=<path,path>,
// SSR_BENCH_MODES=<cold,no-state,cached>; needs
// ../shared/realdata or REALDATA_DIR, and a web build with its server renderer: `npm run build:web`, or E2E_WEB_DIST=<folder>; without one it builds into test-results/)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importDirectory } from '../../seed/importer.ts';
import { createApp, createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { PageRenderer } from '../../server/http/page-renderer.ts';
import { pageSource } from '../../server/http/page-source.ts';
import { openEmbeddedStore } from '../../server/store/index.ts';
import { ensureWebBuild } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';

// The largest table pages of the real data (enhanced items: about 1,000 records with their text) and the usual ones.
const PAGES = process.env.SSR_BENCH_PAGES?.split(',') ?? ['/loot/weapons', '/characters/species', '/rules/snv/monsters', '/characters/forcePowers', '/loot/enhancedItems'];
const MODES = process.env.SSR_BENCH_MODES?.split(',');
const RUNS = Number(process.env.SSR_BENCH_RUNS ?? 200);
const WARMUP = 20;

/** A first-time reader: light theme, no session hint. */
const ANONYMOUS = { darkSide: false, session: false };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Wall-clock and CPU time (this process, all threads) of each render, each sorted. */
async function timeRenders(renderer: PageRenderer, path: string): Promise<{ wall: number[]; cpu: number[] }> {
  for (let i = 0; i < WARMUP; i++) await renderer.page(path, ANONYMOUS, 'https://sw5e.example');
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await renderer.page(path, ANONYMOUS, 'https://sw5e.example');
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

async function main() {
  if (!hasRealData('ssr benchmark')) return;
  if (process.env.NODE_ENV !== 'production') console.log('note: NODE_ENV is not production: React runs its slower development build');
  const dist = ensureWebBuild();
  const root = mkdtempSync(join(tmpdir(), 'sw5e-ssr-bench-'));
  const store = await openEmbeddedStore({ dataDir: join(root, 'store') });
  try {
    const report = await importDirectory(store, REALDATA_API);
    if (!report.ok) throw new Error('The real data failed to import.');
    const config = loadConfig({ DATA_VERSION_CHECK_MS: '60000', WEB_DIST: dist });
    const services = createServices(store, config);
    const { apollo } = await createApp(config, services);
    const source = pageSource(apollo, services);
    const cold = PageRenderer.forBuild(dist, source, { cache: false });
    const noState = PageRenderer.forBuild(dist, source, { cache: false, stateCache: false });
    const cached = PageRenderer.forBuild(dist, source);
    if (!cold || !noState || !cached) throw new Error(`${dist} has no server renderer: run npm run build:web`);
    console.log(`server render, real data, ${RUNS} requests each after ${WARMUP} warm-up (node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? ''})`);
    for (const path of PAGES) {
      const bytes = (await cached.page(path, ANONYMOUS, 'https://sw5e.example')).body.length;
      const modes = [
        ['cold', cold],
        ['no-state', noState],
        ['cached', cached],
      ] as const;
      for (const [label, renderer] of modes.filter(([label]) => !MODES || MODES.includes(label))) {
        const { wall, cpu } = await timeRenders(renderer, path);
        const ms = (t: number[], p: number) => `${pct(t, p).toFixed(2)} ms`;
        console.log(
          `${path.padEnd(24)} ${label.padEnd(7)} p50 ${ms(wall, 50)}  p95 ${ms(wall, 95)}  p99 ${ms(wall, 99)}  cpu p50 ${ms(cpu, 50)} p95 ${ms(cpu, 95)}  (${(bytes / 1024).toFixed(0)} KB HTML, load ${loadavg()[0].toFixed(1)})`,
        );
      }
    }
    await apollo.stop();
  } finally {
    await store.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
