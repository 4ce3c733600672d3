// Where an instance's memory goes, phase by phase, in one process: the store opened and the real data imported, every
// resource loaded, the search index built, the heaviest pages rendered. After each phase a full garbage collection,
// then the process's memory (resident, V8 heap used and committed, memory outside the heap, array buffers).
// Run: node --expose-gc --import tsx tests/bench/memory-breakdown.ts   (E2E_WEB_DIST=<web build>; HEAP_SNAPSHOT=1 writes
// a heap snapshot after each phase into test-results/)
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { startServer } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { ensureWebBuild } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API, repoRoot } from '../support/realdata.ts';

const HEAVY_PAGES = ['/loot/enhancedItems', '/characters/forcePowers', '/characters/techPowers', '/rules/snv/monsters', '/loot/weapons', '/characters/species', '/characters/feats', '/rules/phb/equipment'];
const SEARCHES = ['force', 'blaster rifle', 'a', 'gr', 'lightsaber form', 'heal'];

/** What the pages are asked in (a browser asks for br, gzip; ENCODING=identity leaves compression out). */
const ENCODING = process.env.ENCODING ?? 'br, gzip';
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1).padStart(6);

/** A figure of /proc/self/status, in bytes. */
function procStatus(name: string): number {
  const line = readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith(`${name}:`))!;
  return Number(/(\d+)/.exec(line)![1]) * 1024;
}

let snapshots = 0;

function report(phase: string): void {
  gc?.();
  gc?.();
  if (process.env.HEAP_SNAPSHOT) {
    const dir = join(repoRoot, 'test-results');
    mkdirSync(dir, { recursive: true });
    console.log(`heap snapshot: ${writeHeapSnapshot(join(dir, `memory-${++snapshots}.heapsnapshot`))}`);
  }
  const m = process.memoryUsage();
  console.log(
    `${phase.padEnd(34)} rss ${mb(procStatus('VmRSS'))} (anon ${mb(procStatus('RssAnon'))}, files ${mb(procStatus('RssFile'))})  heapUsed ${mb(m.heapUsed)}  heapTotal ${mb(m.heapTotal)}  external ${mb(m.external)}  arrayBuffers ${mb(m.arrayBuffers)}`,
  );
  if (process.env.SMAPS) {
    // Resident anonymous memory by mapping size: V8's heap pages are 256 KB each; glibc's arenas are 64 MB regions.
    const groups = new Map<string, number>();
    let current = '';
    for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
      const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) {
        const size = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1024;
        current = head[3] ? head[3].replace(/.*\//, '') : `anon ${size >= 65536 ? '>=64MB' : size >= 1024 ? '1-64MB' : size === 256 ? '256KB' : '<1MB'}`;
      } else if (line.startsWith('Rss:')) groups.set(current, (groups.get(current) ?? 0) + Number(/(\d+)/.exec(line)![1]));
    }
    console.log(`${''.padEnd(34)} ${[...groups].filter(([, kb]) => kb > 2048).sort((a, b) => b[1] - a[1]).map(([k, kb]) => `${k} ${(kb / 1024).toFixed(1)}`).join('  ')}`);
  }
  if (process.env.SPACES) {
    console.log(`${''.padEnd(34)} ${getHeapSpaceStatistics().map((s) => `${s.space_name.replace('_space', '')} ${mb(s.space_used_size).trim()}/${mb(s.space_size).trim()}`).join('  ')}`);
  }
}

async function main() {
  if (!hasRealData('memory breakdown')) return;
  if (!gc) console.log('(run with node --expose-gc for figures after a full collection)');
  const dist = ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-memory-'));
  report('start');
  const config = loadConfig({ NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, WEB_DIST: dist, SEED_DIR: REALDATA_API, ...(process.env.CACHE_MEMORY_MB ? { CACHE_MEMORY_MB: process.env.CACHE_MEMORY_MB } : {}) });
  const log = console.log;
  console.log = () => undefined;
  const server = await startServer(config);
  console.log = log;
  try {
    report('listening (data imported)');
    // Every resource loaded (the boot starts it in the background).
    await (await fetch(`${server.url}/api/power`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 3000));
    report('resources loaded');
    for (const text of SEARCHES) {
      const q = `{ search(text: ${JSON.stringify(text)}, limit: 20) { fullName path globalSearchTermType } }`;
      await (await fetch(`${server.url}/graphql?query=${encodeURIComponent(q)}`, { headers: { 'apollo-require-preflight': '1' } })).arrayBuffer();
    }
    report('after searches');
    for (const path of HEAVY_PAGES) {
      for (const cookie of ['', 'sw5e.darkSide=true']) await (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', cookie, 'accept-encoding': ENCODING } })).arrayBuffer();
    }
    report('after the heaviest pages');
  } finally {
    await server.close(1000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
