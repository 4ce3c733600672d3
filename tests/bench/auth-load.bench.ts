// Load and fault test of the signed-in character API: simulated users each save edits to their characters
// concurrently over loopback (half through REST, half through GraphQL) against the real server (its own process,
// `tsx server/main.ts`) with real token verification against a JWKS served here. Checks zero lost or crossed writes and reports save latency. Then the same against FerretDB with
// one kill -9 and restart of FerretDB mid-run: clear errors during the outage, recovery without a server
// restart, no acknowledged save lost.
// Run: npx tsx tests/bench/auth-load.bench.ts   (FerretDB part: FERRETDB_BIN=/path/to/ferretdb or ferretdb on PATH)
// Knobs: BENCH_USERS (100), BENCH_EDITS (20), BENCH_ONLY=embedded|ferretdb.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiClient, defaultClaims, idpEnv, startTestIdp, type ApiClient, type TestIdp } from '../contract/auth-support.ts';
import { findFerretDbBinary, startFerretDb, type FerretDb } from '../support/ferretdb.ts';
import { REALDATA_CHARACTERS, repoRoot } from '../support/realdata.ts';
import { spawnTs } from '../support/spawn-ts.ts';

interface ServerProcess extends ApiClient {
  url: string;
  /** What the server wrote to stderr since the last call (its logged errors). */
  takeErrors(): string;
  stop(): Promise<void>;
}

/** `tsx server/main.ts` on a free loopback port, its sign-in pointed at the test JWKS; resolves once it listens. */
async function startServerProcess(idp: TestIdp, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-bench-auth-'));
  const child = spawnTs([resolve(repoRoot, 'server/main.ts')], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...idpEnv(idp), ...env },
  });
  let output = '';
  let stderr = '';
  const url = await new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) done(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stderr = (stderr + chunk.toString()).slice(-200_000);
    });
    child.once('exit', (code) => fail(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
  return {
    url,
    ...apiClient(url),
    takeErrors() {
      const taken = stderr;
      stderr = '';
      return taken;
    },
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const USERS = Number(process.env.BENCH_USERS ?? 100);
const EDITS = Number(process.env.BENCH_EDITS ?? 20);
const CHARACTERS_PER_USER = 2;
const ONLY = process.env.BENCH_ONLY;

/** Real characters as the client stores them when the real data set is here; a synthetic one otherwise. */
function characterTemplates(): Record<string, unknown>[] {
  try {
    const files = readdirSync(REALDATA_CHARACTERS).filter((f) => f.endsWith('.json') && f !== 'INDEX.json');
    const loaded = files.map((f) => JSON.parse(readFileSync(join(REALDATA_CHARACTERS, f), 'utf8')) as Record<string, unknown>);
    if (loaded.length) return loaded;
  } catch {
    // Falls through to the synthetic character.
  }
  return [{ name: 'Synthetic', builderVersion: '0.7.6', notes: 'x'.repeat(5000), classes: [{ name: 'Fighter', levels: 3 }] }];
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface SaveOutcome {
  ok: boolean;
  status: number;
  message?: string;
  record?: { id: string; userId: string; jsonData: string };
}

/** One save through REST or GraphQL; never throws (a refused connection is an outcome too). */
async function save(server: ApiClient, door: 'rest' | 'graphql', token: string, input: { id?: string; jsonData: string }): Promise<SaveOutcome> {
  try {
    if (door === 'rest') {
      const res = await server.rest('POST', '/api/character', token, input);
      return res.status === 200 ? { ok: true, status: 200, record: res.body } : { ok: false, status: res.status, message: res.body?.message };
    }
    const res = await server.graphql('mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id userId jsonData } }', { input }, token);
    if (res.data?.saveCharacter && !res.errors) return { ok: true, status: res.status, record: res.data.saveCharacter };
    return { ok: false, status: res.status, message: `${res.errors?.[0]?.extensions?.code}: ${res.errors?.[0]?.message}` };
  } catch (error) {
    return { ok: false, status: 0, message: `network: ${(error as Error).message}` };
  }
}

interface RunResult {
  saves: number;
  latencies: number[];
  failures: { status: number; message: string }[];
  lost: string[];
  crossed: string[];
  wallMs: number;
}

/**
 * Every user creates CHARACTERS_PER_USER characters, then saves EDITS edits to them in turn, one after the other
 * (like the client's debounced saves); all users at once. A failed save is retried after a pause until it is
 * acknowledged. Afterwards each user's stored characters must equal their last acknowledged saves.
 */
async function run(server: ApiClient, idp: TestIdp, label: string, options: { pauseMs?: number; onAcks?: (acks: number) => void } = {}): Promise<RunResult> {
  const templates = characterTemplates();
  const latencies: number[] = [];
  const failures: RunResult['failures'] = [];
  let acks = 0;
  const users = Array.from({ length: USERS }, (_, u) => ({
    sub: `${label}-user-${u}`,
    door: (u % 2 === 0 ? 'rest' : 'graphql') as 'rest' | 'graphql',
    token: idp.token(defaultClaims(`${label}-user-${u}`, { exp: Math.floor(Date.now() / 1000) + 3600 })),
    last: new Map<string, string>(),
  }));

  const saveUntilAcknowledged = async (user: (typeof users)[number], input: { id?: string; jsonData: string }) => {
    for (let attempt = 1; ; attempt++) {
      const t = performance.now();
      const outcome = await save(server, user.door, user.token, input);
      if (outcome.ok) {
        latencies.push(performance.now() - t);
        acks++;
        options.onAcks?.(acks);
        return outcome.record!;
      }
      failures.push({ status: outcome.status, message: outcome.message ?? '' });
      if (attempt > 400) throw new Error(`${user.sub}: save still failing after ${attempt} attempts: ${outcome.status} ${outcome.message}`);
      await sleep(100 + Math.random() * 150);
    }
  };

  const started = performance.now();
  await Promise.all(
    users.map(async (user, u) => {
      const ids: string[] = [];
      for (let c = 0; c < CHARACTERS_PER_USER; c++) {
        const jsonData = JSON.stringify({ ...templates[(u + c) % templates.length], name: `${user.sub} character ${c}`, owner: user.sub, edit: 0 });
        const record = await saveUntilAcknowledged(user, { jsonData });
        ids.push(record.id);
        user.last.set(record.id, jsonData);
      }
      for (let e = 1; e <= EDITS; e++) {
        const id = ids[e % CHARACTERS_PER_USER]!;
        const jsonData = JSON.stringify({ ...templates[(u + e) % templates.length], name: `${user.sub} character ${e % CHARACTERS_PER_USER}`, owner: user.sub, edit: e });
        const record = await saveUntilAcknowledged(user, { id, jsonData });
        if (record.id !== id || record.userId !== user.sub || record.jsonData !== jsonData) throw new Error(`${user.sub}: the answer to a save was not the stored record`);
        user.last.set(id, jsonData);
        if (options.pauseMs) await sleep(options.pauseMs * (0.5 + Math.random()));
      }
    }),
  );
  const wallMs = performance.now() - started;

  const lost: string[] = [];
  const crossed: string[] = [];
  for (const user of users) {
    const res = await server.rest('GET', '/api/character', user.token);
    if (res.status !== 200) throw new Error(`${user.sub}: listing failed with ${res.status} ${res.body?.message}`);
    const stored = res.body as { id: string; userId: string; jsonData: string }[];
    if (stored.length !== CHARACTERS_PER_USER) crossed.push(`${user.sub}: ${stored.length} characters stored, expected ${CHARACTERS_PER_USER}`);
    for (const record of stored) {
      const owner = (JSON.parse(record.jsonData) as { owner?: string }).owner;
      if (record.userId !== user.sub || owner !== user.sub) crossed.push(`${user.sub}: holds ${record.id} of ${owner}`);
      else if (user.last.get(record.id) !== record.jsonData) lost.push(`${user.sub}: ${record.id} is not the last acknowledged save`);
    }
  }
  return { saves: latencies.length, latencies: latencies.sort((a, b) => a - b), failures, lost, crossed, wallMs };
}

function report(title: string, r: RunResult, logged: string[] = []) {
  const l = r.latencies;
  console.log(`\n## ${title}`);
  console.log(`acknowledged saves: ${r.saves} (${USERS} users x (${CHARACTERS_PER_USER} creates + ${EDITS} edits)) in ${(r.wallMs / 1000).toFixed(2)} s = ${((r.saves / r.wallMs) * 1000).toFixed(0)} saves/s`);
  console.log(`save latency: p50 ${pct(l, 50).toFixed(1)} ms, p95 ${pct(l, 95).toFixed(1)} ms, p99 ${pct(l, 99).toFixed(1)} ms, max ${l[l.length - 1]?.toFixed(1)} ms`);
  const unexpected = r.failures.filter((f) => f.status >= 500 && f.status !== 503 || /INTERNAL_SERVER_ERROR/.test(f.message)).length;
  console.log(`lost writes: ${r.lost.length}; crossed writes: ${r.crossed.length}; failed attempts (retried): ${r.failures.length}, of which unexpected (500 / INTERNAL_SERVER_ERROR): ${unexpected}`);
  for (const line of [...r.lost, ...r.crossed].slice(0, 10)) console.log(`  ${line}`);
  if (r.failures.length) console.log('answers to the failed attempts (status, message: count):');
  for (const [kind, n] of summarizeFailures(r.failures).slice(0, 12)) console.log(`  ${n} x ${kind}`);
  if (logged.length) console.log('errors the server logged (first line, count):');
  for (const line of logged) console.log(`  ${line}`);
}

/** The distinct errors the server logged (first line of each, ids and ports masked), with counts. */
function serverErrors(server: ServerProcess): string[] {
  const counts = new Map<string, number>();
  for (const line of server.takeErrors().split('\n')) {
    if (!/error/i.test(line) || /WARNING|^\s+at /.test(line)) continue;
    const key = line.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>').replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>').slice(0, 200);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, n]) => `${n} x ${k}`);
}

function summarizeFailures(failures: RunResult['failures']) {
  const byKind = new Map<string, number>();
  for (const f of failures) {
    const key = `${f.status} ${f.message.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>').replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>').slice(0, 160)}`;
    byKind.set(key, (byKind.get(key) ?? 0) + 1);
  }
  return [...byKind].sort((a, b) => b[1] - a[1]);
}

async function main() {
  console.log(`# Signed-in character API load test: ${USERS} users, ${EDITS} edits each, node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${loadavg()[0]!.toFixed(1)} at start`);
  const idp = await startTestIdp();
  let failed = false;
  try {
    if (ONLY !== 'ferretdb') {
      const server = await startServerProcess(idp);
      try {
        const r = await run(server, idp, 'embedded');
        report('Embedded store (SQLite), no faults', r, serverErrors(server));
        failed ||= r.lost.length > 0 || r.crossed.length > 0 || r.failures.length > 0;
      } finally {
        await server.stop();
      }
    }

    const binary = findFerretDbBinary();
    if (ONLY !== 'embedded' && !binary) console.log('\n## FerretDB: skipped (set FERRETDB_BIN or put ferretdb on PATH)');
    if (ONLY !== 'embedded' && binary) {
      const ferret: FerretDb = await startFerretDb({ binary });
      try {
        const server = await startServerProcess(idp, { MONGODB_URI: ferret.uri, MONGODB_DB: `bench_${Date.now()}` });
        try {
          const calm = await run(server, idp, 'ferret-calm');
          report('FerretDB (SQLite handler), no faults', calm, serverErrors(server));
          failed ||= calm.lost.length > 0 || calm.crossed.length > 0;

          // The same with pauses between edits (the run lasts several seconds) and FerretDB killed and restarted
          // once a third of the saves are acknowledged.
          const total = USERS * (CHARACTERS_PER_USER + EDITS);
          let restart: Promise<void> | undefined;
          let outage = { start: 0, end: 0 };
          const faulted = await run(server, idp, 'ferret-fault', {
            pauseMs: 150,
            onAcks: (acks) => {
              if (restart || acks < total / 3) return;
              outage.start = performance.now();
              restart = ferret.restart('SIGKILL').then(() => {
                outage.end = performance.now();
              });
            },
          });
          await restart;
          report('FerretDB killed (SIGKILL) and restarted mid-run', faulted, serverErrors(server));
          console.log(`FerretDB down and back up in ${((outage.end - outage.start) / 1000).toFixed(2)} s; the server was not restarted`);
          const health = await fetch(`${server.url}/health`).then((r) => r.json() as Promise<{ status: string }>);
          console.log(`health after recovery: ${health.status}`);
          failed ||= faulted.lost.length > 0 || faulted.crossed.length > 0 || health.status !== 'ok' || !restart;
        } finally {
          await server.stop();
        }
      } finally {
        await ferret.stop();
      }
    }
  } finally {
    await idp.close();
  }
  console.log(failed ? '\nRESULT: FAILED (see above)' : '\nRESULT: ok (no lost or crossed writes)');
  process.exitCode = failed ? 1 : 0;
}

await main();
