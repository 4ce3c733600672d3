// Search benchmark: index build time and memory per data version, and in-process query latency (p50/p95/p99) on the
// real data and on the generated set (>= 20,000 records), for a mix of what people type: whole names, words being
// typed letter by letter, one-typo words, rules words found only in headings and text, phrases and filters.
// Answers to a lone word of one or two letters are kept per data version (see SearchService.search), so those count
// at their kept cost after the warm-up, as they do for people typing.
// Run: node --expose-gc --import tsx tests/bench/search.bench.ts   (needs ../shared/realdata or REALDATA_DIR)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importDirectory } from '../../seed/importer.ts';
import { createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openEmbeddedStore } from '../../server/store/index.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';
import { writeGeneratedRules } from './generate-rules.ts';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

const RULE_WORDS = [
  'concentration', 'disadvantage', 'opportunity attack', 'grappling', 'cover', 'death saving throw', 'short rest',
  'critical hit', 'carrying capacity', 'two-weapon fighting', 'advantage on stealth', '"advantage on stealth"',
  'type:power heal', 'in:monsters rancor', 'in:chapters grappling', 'hyperdrive', 'lightsaber form', 'inspiration',
];

/** Queries: names typed letter by letter (from 2 letters), whole names, one-typo names and rules words. */
function queryMix(names: string[]): string[] {
  const out: string[] = [...RULE_WORDS];
  for (let i = 0; out.length < 1500; i++) {
    const name = names[(i * 7919) % names.length]!.toLowerCase();
    const word = name.split(/\s+/)[0]!;
    if (i % 4 === 0) for (let n = 2; n <= Math.min(name.length, 12); n++) out.push(name.slice(0, n));
    else if (i % 4 === 1) out.push(name);
    else if (i % 4 === 2) out.push(word.length > 4 ? word.slice(0, 2) + word.slice(3) : word);
    else out.push(RULE_WORDS[i % RULE_WORDS.length]!);
  }
  return out;
}

async function measure(label: string, seedDir: string, root: string) {
  const store = await openEmbeddedStore({ dataDir: join(root, `store-${label.length}`) });
  await importDirectory(store, seedDir);
  const services = createServices(store, loadConfig({ DATA_VERSION_CHECK_MS: '60000' }));
  const names = (await services.rules.all('power')).concat(await services.rules.all('equipment'), await services.rules.all('species'), await services.rules.all('monster')).map((d) => String(d.name));
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  // The longest time the event loop was held during the build: other requests wait at most that long.
  let lastTick = performance.now();
  let longestStall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - lastTick);
    lastTick = now;
  }, 1);
  const t0 = performance.now();
  await services.search.search('warmup');
  const build = performance.now() - t0;
  clearInterval(ticker);
  longestStall = Math.max(longestStall, performance.now() - lastTick);
  global.gc?.();
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const queries = queryMix(names);
  for (const q of queries.slice(0, 200)) await services.search.search(q); // JIT warm-up
  for (const [limit, what] of [[50, 'results page (limit 50)'], [8, 'suggestions (limit 8)']] as const) {
    const times: number[] = [];
    // CPU time too: on a machine shared with other work, wall-clock tails measure waiting for a core as much as search.
    const cpu: number[] = [];
    for (const q of queries) {
      const c = process.cpuUsage();
      const t = performance.now();
      await services.search.search(q, undefined, limit);
      times.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      `${label}, ${what}: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, p99 ${ms(pct(times, 99))} over ${times.length} queries` +
        ` (CPU time: p50 ${ms(pct(cpu, 50))}, p95 ${ms(pct(cpu, 95))}, p99 ${ms(pct(cpu, 99))})`,
    );
  }
  console.log(`${label}: index build ${ms(build)} (event loop held at most ${ms(longestStall)} at a time), heap for the index ~${heap.toFixed(0)} MiB${global.gc ? '' : ' (run with --expose-gc for a steadier figure)'}`);
  await store.close();
}

async function main() {
  if (!hasRealData('search benchmark')) return;
  const root = mkdtempSync(join(tmpdir(), 'sw5e-search-bench-'));
  try {
    await measure('real data', REALDATA_API, root);
    const generated = join(root, 'generated');
    const count = writeGeneratedRules(REALDATA_API, generated, 20_000);
    await measure(`generated set (${count} records)`, generated, root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
