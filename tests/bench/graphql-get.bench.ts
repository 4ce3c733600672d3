// Anonymous cached GraphQL over GET against REST for the same data: requests per second under 50 connections on
// loopback (autocannon), measured in one run, alternating the two so machine load hits both alike.
// The server runs in its own process on the real data (seed data without it). The GraphQL query asks for every
// field of every power, so both answers hold the same records; the byte sizes are printed beside the figures.
// Run: npx tsx tests/bench/graphql-get.bench.ts   (BENCH_SECONDS=8, BENCH_ROUNDS=2 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';
import { SEED_DIR } from '../support/seed-data.ts';
import { spawnTs } from '../support/spawn-ts.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;

/** Every field of the Power type, so the GraphQL answer carries the records REST serves. */
const POWERS = `query Powers { powers { name powerType level forceAlignment castingPeriod castingPeriodText range duration
  concentration prerequisite description higherLevelDescription contentType contentSource rowKey } }`;
/** Headers as Apollo Client sends a hashed GET (its JSON content type satisfies Apollo Server's CSRF rule). */
const HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' };

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawnTs(['server/main.ts'], { env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env } });
  return new Promise((done, fail) => {
    let out = '';
    const onData = (b: Buffer) => {
      out += b.toString();
      if (/listening on/.test(out)) done(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited ${code}: ${out.slice(-1000)}`)));
  });
}

async function load(url: string, headers: Record<string, string> = {}, body?: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, ...(body ? { method: 'POST' as const, body } : {}) });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.errors + r.non2xx };
}

async function main() {
  const seedDir = hasRealData('GraphQL GET bench') ? REALDATA_API : SEED_DIR;
  const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-gql-bench-'));
  const port = 3950 + Math.floor(Math.random() * 40);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DIR: seedDir, DATA_VERSION_CHECK_MS: '1000' });
  try {
    const hash = createHash('sha256').update(POWERS).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
    // Registers the hash, as the client's retry after PERSISTED_QUERY_NOT_FOUND does.
    const registered = await fetch(`${base}/graphql`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ query: POWERS, extensions: JSON.parse(extensions) }) });
    if (!registered.ok) throw new Error(`registering the query failed: ${registered.status} ${await registered.text()}`);
    const getUrl = `${base}/graphql?${new URLSearchParams({ operationName: 'Powers', variables: '{}', extensions })}`;
    const gqlAnswer = await fetch(getUrl, { headers: HEADERS });
    const gqlBytes = (await gqlAnswer.arrayBuffer()).byteLength;
    if (!gqlAnswer.headers.get('etag')) throw new Error('the GET answer has no ETag: it was not served from the cache');
    const restBytes = (await (await fetch(`${base}/api/power`)).arrayBuffer()).byteLength;

    const rest: Awaited<ReturnType<typeof load>>[] = [];
    const gql: Awaited<ReturnType<typeof load>>[] = [];
    const post: Awaited<ReturnType<typeof load>>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rest.push(await load(`${base}/api/power`));
      gql.push(await load(getUrl, HEADERS));
      // The path before persisted GETs, for reference: a POST answered by Apollo's response cache.
      post.push(await load(`${base}/graphql`, HEADERS, JSON.stringify({ query: POWERS })));
    }
    const mean = (xs: { rps: number }[]) => xs.reduce((s, x) => s + x.rps, 0) / xs.length;
    const row = (label: string, runs: Awaited<ReturnType<typeof load>>[], bytes: number) =>
      `| ${label} | ${(bytes / 1024).toFixed(0)} KiB | ${runs.map((r) => r.rps.toFixed(0)).join(' / ')} | ${mean(runs).toFixed(0)} | ${runs.map((r) => `${r.p50} / ${r.p99}`).join(', ')} ms | ${runs.reduce((s, r) => s + r.failed, 0)} |`;
    console.log(`\nData: ${seedDir === REALDATA_API ? 'real data' : 'seed data'}; ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds alternating.`);
    console.log('| target | body | req/s per run | mean req/s | p50 / p99 per run | failed |');
    console.log('|---|---|---|---|---|---|');
    console.log(row('REST `GET /api/power`', rest, restBytes));
    console.log(row('GraphQL `powers`, persisted query over GET', gql, gqlBytes));
    console.log(row('GraphQL `powers` over POST (Apollo response cache; the path before)', post, gqlBytes));
    console.log(`\nGraphQL GET / REST = ${(mean(gql) / mean(rest)).toFixed(2)} (target >= 0.8)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
