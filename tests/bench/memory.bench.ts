// Memory benchmark: the resident memory (RSS) of one server process on the real data, as `npm start` runs it: idle
// after start-up, after a warm-up of searches and the heaviest pages, after more distinct pages (the kept pages fill
// the caches' room), and after a minute of load from 50 connections over pages, GraphQL and REST. The per-version
// caches share CACHE_MEMORY_MB. Target: at or under 300 MB throughout.
// Run: npx tsx tests/bench/memory.bench.ts   (MEMORY_BENCH_SECONDS=<load seconds, default 60>, MEMORY_BENCH_FILL_PAGES,
// CACHE_MEMORY_MB=<budget>; needs ../shared/realdata or REALDATA_DIR, and a web build with its server renderer:
// E2E_WEB_DIST=<folder>, or one is built into test-results/)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { ensureWebBuild } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';
import { startServerProcess } from '../support/server-process.ts';

const SECONDS = Number(process.env.MEMORY_BENCH_SECONDS ?? 60);
const TARGET_MB = 300;
/** Later pages of each heavy table rendered to fill the caches (MEMORY_BENCH_FILL_PAGES, default 20). */
const FILL_PAGES = Number(process.env.MEMORY_BENCH_FILL_PAGES ?? 20);
/** The heaviest pages of the real data (their HTML and hydration state are the largest cached), and some usual ones. */
const HEAVY_PAGES = ['/loot/enhancedItems', '/characters/forcePowers', '/characters/techPowers', '/rules/snv/monsters', '/loot/weapons', '/characters/species', '/characters/feats', '/rules/phb/equipment'];
const SEARCHES = ['force', 'blaster rifle', 'a', 'gr', 'lightsaber form', 'heal'];

/** Resident memory of a process, MB, from /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(/(\d+)/.exec(line)![1]) / 1024;
}

const searchQuery = (text: string) => `/graphql?query=${encodeURIComponent(`{ search(text: ${JSON.stringify(text)}, limit: 20) { fullName path globalSearchTermType } }`)}`;

async function main() {
  if (!hasRealData('memory benchmark')) return;
  const dist = ensureWebBuild();
  // development: the local sign-in runs (production would need an identity provider to reach); caches are the same.
  const server = await startServerProcess(
    { NODE_ENV: 'development', SEED_DIR: REALDATA_API, WEB_DIST: dist, ...(process.env.CACHE_MEMORY_MB ? { CACHE_MEMORY_MB: process.env.CACHE_MEMORY_MB } : {}) },
    300_000,
  );
  const pid = server.proc.pid!;
  const report = (phase: string) => console.log(`${phase.padEnd(44)} RSS ${rssMb(pid).toFixed(0).padStart(4)} MB (target <= ${TARGET_MB} MB)  load ${loadavg()[0].toFixed(1)}`);
  try {
    console.log(`memory of one server on the real data (node ${process.version}, CACHE_MEMORY_MB=${process.env.CACHE_MEMORY_MB ?? 'default'})`);
    await new Promise((r) => setTimeout(r, 2000));
    report('idle after start-up');
    for (const text of SEARCHES) await (await fetch(`${server.url}${searchQuery(text)}`, { headers: { 'apollo-require-preflight': '1' } })).arrayBuffer();
    report('after searches');
    for (const path of HEAVY_PAGES) {
      for (const cookie of ['', 'sw5e.darkSide=true']) await (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', cookie } })).arrayBuffer();
    }
    report('after the heaviest pages (both themes)');
    // Many distinct pages (later pages of the largest tables, both themes): the kept pages and states fill the
    // budget's room, as on a site crawled whole, which the load below (a few addresses) does not.
    for (let page = 2; page <= FILL_PAGES + 1; page++) {
      for (const path of HEAVY_PAGES) {
        for (const cookie of ['', 'sw5e.darkSide=true']) await (await fetch(`${server.url}${path}?page=${page}`, { headers: { accept: 'text/html', cookie } })).arrayBuffer();
      }
    }
    report(`after ${FILL_PAGES * HEAVY_PAGES.length * 2} more distinct pages`);
    const requests = [
      ...HEAVY_PAGES.map((path) => ({ method: 'GET' as const, path, headers: { accept: 'text/html' } })),
      ...HEAVY_PAGES.map((path) => ({ method: 'GET' as const, path: `${path}?page=2`, headers: { accept: 'text/html', cookie: 'sw5e.darkSide=true' } })),
      ...SEARCHES.map((text) => ({ method: 'GET' as const, path: searchQuery(text), headers: { 'apollo-require-preflight': '1' } })),
      { method: 'GET' as const, path: '/api/power' },
      { method: 'GET' as const, path: '/api/enhancedItem' },
      { method: 'GET' as const, path: '/graphql?query=%7B%20monsters%20%7B%20name%20challengeRating%20%7D%20%7D', headers: { 'apollo-require-preflight': '1' } },
    ];
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 500);
    const result = await autocannon({ url: server.url, connections: 50, duration: SECONDS, requests });
    clearInterval(sampler);
    console.log(`load: ${result.requests.total} requests in ${SECONDS} s, ${result.non2xx} not 2xx, ${result.errors} errors; peak RSS ${peak.toFixed(0)} MB`);
    report(`after ${SECONDS} s of 50-connection load`);
  } finally {
    await server.stop('SIGKILL');
  }
}

await main();
