// Platform benchmark: in-process search latency, REST and GraphQL throughput against a static file server serving
// the same bytes, and server cold start. Real data set and a >= 20,000-record generated set.
// Run: npx tsx tests/bench/platform.bench.ts   (needs ../shared/realdata or REALDATA_DIR)
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { importDirectory } from '../../seed/importer.ts';
import { createServices } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openEmbeddedStore } from '../../server/store/index.ts';
import { hasRealData, REALDATA_API, repoRoot } from '../support/realdata.ts';
import { spawnTs } from '../support/spawn-ts.ts';
import { writeGeneratedRules } from './generate-rules.ts';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(3)} ms`;

async function searchLatency(dataDir: string, seedDir: string) {
  const store = await openEmbeddedStore({ dataDir });
  await importDirectory(store, seedDir);
  const services = createServices(store, loadConfig({ DATA_VERSION_CHECK_MS: '60000' }));
  const names = (await services.rules.all('power')).concat(await services.rules.all('enhancedItem'), await services.rules.all('species')).map((d) => String(d.name));
  const t0 = performance.now();
  await services.search.search('warmup');
  const build = performance.now() - t0;
  // Queries: prefixes of real names, whole words, and one-typo words.
  const queries: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const name = names[(i * 7919) % names.length]!;
    const word = name.split(/\s+/)[0]!.toLowerCase();
    queries.push(i % 3 === 0 ? word.slice(0, Math.max(2, word.length - 2)) : i % 3 === 1 ? word : word.length > 4 ? word.slice(0, 2) + word.slice(3) : word);
  }
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await services.search.search(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const records = (await store.dataVersions()).length;
  await store.close();
  return { build, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), queries: times.length, resources: records };
}

function startChild(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; ms: number; out: string }> {
  const started = performance.now();
  const child = spawnTs(args, { env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env } });
  return new Promise((done, fail) => {
    let out = '';
    const onData = (b: Buffer) => {
      out += b.toString();
      if (ready.test(out)) done({ child, ms: performance.now() - started, out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`exited ${code}: ${out.slice(-1000)}`)));
  });
}

async function load(url: string, init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {}) {
  const result = await autocannon({ url, connections: 50, duration: 8, ...init });
  return { rps: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, errors: result.errors + result.non2xx, mb: result.throughput.average / 1e6 };
}

async function throughput(dataDir: string, label: string) {
  const port = 3900 + Math.floor(Math.random() * 50);
  const server = await startChild(['server/main.ts'], { DATA_DIR: dataDir, PORT: String(port), SEED_DIR: REALDATA_API }, /listening on/);
  const base = `http://127.0.0.1:${port}`;
  try {
    const bytes = Buffer.from(await (await fetch(`${base}/api/power`)).arrayBuffer());
    // The upper bound: a plain node http server answering the same bytes.
    const staticServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
      res.end(bytes);
    }).listen(0, '127.0.0.1');
    await new Promise((r) => staticServer.once('listening', r));
    const staticPort = (staticServer.address() as { port: number }).port;
    const gqlBody = JSON.stringify({ query: '{ powers { name powerType level forceAlignment castingPeriodText range duration concentration prerequisite description contentSource } }' });
    const rest = await load(`${base}/api/power`);
    const stat = await load(`http://127.0.0.1:${staticPort}/`);
    const gql = await load(`${base}/graphql`, { method: 'POST', body: gqlBody, headers: { 'content-type': 'application/json' } });
    staticServer.close();
    return { label, bytes: bytes.length, rest, stat, gql };
  } finally {
    server.child.kill('SIGTERM');
  }
}

async function coldStart(dataDir: string, seedDir: string) {
  // First start imports into an empty store; second start opens the filled store.
  const first = await startChild(['server/main.ts'], { DATA_DIR: dataDir, PORT: '0', SEED_DIR: seedDir }, /listening on/);
  first.child.kill('SIGTERM');
  await new Promise((r) => first.child.once('exit', r));
  const second = await startChild(['server/main.ts'], { DATA_DIR: dataDir, PORT: '0', SEED_DIR: seedDir }, /listening on/);
  second.child.kill('SIGTERM');
  const inProcess = /ready in (\d+) ms/.exec(second.out)?.[1];
  return { firstStartMs: first.ms, warmStartMs: second.ms, readyInProcessMs: Number(inProcess) };
}

async function main() {
  if (!hasRealData('platform benchmark')) return;
  const root = mkdtempSync(join(tmpdir(), 'sw5e-bench-'));
  try {
    const generated = join(root, 'generated');
    const count = writeGeneratedRules(REALDATA_API, generated, 20_000);
    console.log(`generated set: ${count} records`);
    for (const [label, dir] of [['real data', REALDATA_API], [`generated (${count} records)`, generated]] as const) {
      const s = await searchLatency(join(root, `search-${label.length}`), dir);
      console.log(`search ${label}: index build ${ms(s.build)}, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)} over ${s.queries} queries`);
      const c = await coldStart(join(root, `cold-${label.length}`), dir);
      console.log(`cold start ${label}: first start with import ${c.firstStartMs.toFixed(0)} ms; start of a filled store ${c.warmStartMs.toFixed(0)} ms (process spawn incl.), ${c.readyInProcessMs} ms after the process began`);
    }
    const t = await throughput(join(root, 'load'), 'real data');
    const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.errors} |`;
    console.log(`\n/api/power body: ${(t.bytes / 1024).toFixed(0)} KiB, 50 connections, 8 s each`);
    console.log('| target | req/s | p50 ms | p97.5 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
    console.log(row('static server, same bytes', t.stat));
    console.log(row('REST GET /api/power', t.rest));
    console.log(row('GraphQL powers (all fields of the table)', t.gql));
    console.log(`REST / static = ${(t.rest.rps / t.stat.rps).toFixed(2)}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
