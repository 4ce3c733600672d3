// Live subscriptions benchmark: one save fanned out to 200 subscribers of one share link, on one instance and across
// two instances through Redis (a save through A, the subscribers on B; the embedded store in one shared DATA_DIR).
// Delivery: from sending the save to each subscriber's event (the save's own round trip included). Target: p95 under
// 100 ms. Then the resident memory 1,000 idle sockets (each with one subscription) add to a server process.
// Target: under 50 MB. Run: npm run bench -- subscriptions   (LIVE_BENCH_SAVES=<n>, default 20; LIVE_BENCH_SUBSCRIBERS
// and LIVE_BENCH_IDLE shrink it for a smoke run; needs redis-server for the second part: REDIS_SERVER_BIN)
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { characterJson, signIn, apiClient } from '../contract/auth-support.ts';
import { findRedisBinary, startRedis } from '../support/redis.ts';
import { liveClient, subscribe, type LiveClient, type Subscription } from '../support/live-client.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const SUBSCRIBERS = Number(process.env.LIVE_BENCH_SUBSCRIBERS ?? 200);
const IDLE_SOCKETS = Number(process.env.LIVE_BENCH_IDLE ?? 1000);
const SAVES = Number(process.env.LIVE_BENCH_SAVES ?? 20);
// Every socket comes from this one address, and each subscription's first read counts as a share read.
const LIMITS = { LIVE_CONNECTIONS_PER_ADDRESS: '5000', SHARE_READ_LIMIT_PER_MINUTE: '100000' };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const rssMb = (server: ServerProcess) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))![1]) / 1024;

/** A signed-in owner's character and its share link on `server`. */
async function sharedCharacter(server: ServerProcess) {
  const token = (await signIn(server.url, `Bench ${Date.now().toString(36)}`)).access_token;
  const api = apiClient(server.url);
  const saved = await api.graphql('mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id revision } }', { input: { jsonData: characterJson('Bench') } }, token);
  const id = saved.data.saveCharacter.id as string;
  const link = (await api.graphql('mutation ($id: ID!) { createShare(kind: CHARACTER, documentId: $id) { token } }', { id }, token)).data.createShare.token as string;
  let revision = 1;
  return {
    link,
    async save(through: ServerProcess) {
      const answer = await apiClient(through.url).graphql(
        'mutation ($input: CharacterInput!) { saveCharacter(input: $input) { revision } }',
        { input: { id, baseRevision: revision, jsonData: characterJson(`Bench ${revision}`) } },
        token,
      );
      revision = answer.data.saveCharacter.revision;
      return revision;
    },
  };
}

const SHARED = 'subscription ($token: String!) { sharedDocumentChanged(token: $token, sinceRevision: 0) { revision jsonData } }';

async function openSubscribers(server: ServerProcess, link: string, count: number): Promise<{ clients: LiveClient[]; feeds: Subscription<any>[] }> {
  const clients = Array.from({ length: count }, () => liveClient(server.url));
  const feeds = clients.map((c) => subscribe(c, SHARED, { token: link }));
  await Promise.all(feeds.map((f) => f.next()));
  return { clients, feeds };
}

async function fanOut(label: string, saveThrough: ServerProcess, listenOn: ServerProcess) {
  const doc = await sharedCharacter(saveThrough);
  const { clients, feeds } = await openSubscribers(listenOn, doc.link, SUBSCRIBERS);
  const delivery: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const t0 = performance.now();
    const arrivals = feeds.map((f) => f.next().then(() => performance.now() - t0));
    await doc.save(saveThrough);
    delivery.push(...(await Promise.all(arrivals)));
  }
  delivery.sort((a, b) => a - b);
  console.log(`${label}: ${SUBSCRIBERS} subscribers x ${SAVES} saves: p50 ${pct(delivery, 50).toFixed(1)} ms, p95 ${pct(delivery, 95).toFixed(1)} ms, max ${delivery.at(-1)!.toFixed(1)} ms (target p95 < 100 ms)`);
  await Promise.all(clients.map((c) => c.dispose()));
  return pct(delivery, 95);
}

async function main() {
  console.log(`Live subscriptions (node ${process.version})`);
  let failed = false;
  const one = await startServerProcess(LIMITS);
  try {
    const p95 = await fanOut('one instance', one, one);
    if (p95 >= 100) failed = true;
  } finally {
    await one.stop();
  }

  if (findRedisBinary()) {
    const redis = await startRedis();
    const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-live-bench-'));
    const a = await startServerProcess({ ...LIMITS, REDIS_URL: redis.url, DATA_DIR: dataDir });
    const b = await startServerProcess({ ...LIMITS, REDIS_URL: redis.url, DATA_DIR: dataDir });
    try {
      const p95 = await fanOut('two instances through Redis', a, b);
      if (p95 >= 100) failed = true;
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await redis.stop();
    }
  } else console.log('two instances through Redis: skipped (no redis-server; set REDIS_SERVER_BIN)');

  const idle = await startServerProcess(LIMITS);
  try {
    const doc = await sharedCharacter(idle);
    // Warm: one socket and subscription first, so the figure is the sockets' own and not the code loaded for the first.
    const warm = await openSubscribers(idle, doc.link, 1);
    await new Promise((done) => setTimeout(done, 500));
    const before = rssMb(idle);
    const { clients } = await openSubscribers(idle, doc.link, IDLE_SOCKETS);
    await new Promise((done) => setTimeout(done, 1000));
    const after = rssMb(idle);
    const open = (await apiClient(idle.url).rest('GET', '/health')).body.sockets;
    console.log(`${IDLE_SOCKETS} idle sockets (one subscription each; /health counts ${open}): +${(after - before).toFixed(1)} MB resident (${before.toFixed(0)} -> ${after.toFixed(0)} MB; target < 50 MB)`);
    if (after - before >= 50) failed = true;
    await Promise.all([...clients, ...warm.clients].map((c) => c.dispose()));
  } finally {
    await idle.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
