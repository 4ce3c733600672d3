// Three server processes on one FerretDB and one Redis behind a round-robin proxy, as a deployment runs them behind a
// load balancer: the rate limits hold across them, a token issued through one instance works on the others and a
// sign-in may hop between them, a stale save through one instance after a save through another is a conflict, an
// import reaches every instance while /health keeps answering, and killing one mid-traffic loses no acknowledged write. One set of processes, started in parallel, serves every case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importDirectory } from '../../seed/importer.ts';
import { seedMissing } from '../../server/boot.ts';
import { openMongoStore } from '../../server/store/index.ts';
import type { Store } from '../../server/store/port.ts';
import { findFerretDbBinary, startFerretDb, type FerretDb } from '../support/ferretdb.ts';
import { hasRedis, startRedis, type TestRedis } from '../support/redis.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.ts';
import { SEED_DIR } from '../support/seed-data.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { apiClient, characterJson, signIn } from './auth-support.ts';

const WRITES_PER_MINUTE = 24;
const REFUSED_PER_MINUTE = 9;
const CHECK_MS = 500;
/**
 * A guard against an instance that never takes new data, not a speed measure: loading includes reading every resource
 * from FerretDB and building the search index, which on a loaded CI machine takes tens of seconds.
 */
const LOADING_BOUND_MS = 120_000;
const haveFerret = Boolean(findFerretDbBinary()) || process.env.REQUIRE_FERRETDB === '1';

describe.runIf(haveFerret && hasRedis('three instances'))('three instances behind a load balancer', () => {
  let ferret: FerretDb;
  let redis: TestRedis;
  let proxy: RoundRobinProxy;
  let store: Store;
  let instances: ServerProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'sw5e-instances-'));

  beforeAll(async () => {
    [ferret, redis, proxy] = await Promise.all([startFerretDb(), startRedis(), startRoundRobinProxy()]);
    // The data is imported once, as a deployment runs `npm run seed` before starting its instances.
    store = await openMongoStore({ uri: ferret.uri, dbName: 'instances' });
    await seedMissing(store, SEED_DIR, () => undefined);
    const env = {
      MONGODB_URI: ferret.uri,
      MONGODB_DB: 'instances',
      REDIS_URL: redis.url,
      // The balancer's address is the one browsers use: the local sign-in's issuer, the same on every instance.
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: 'loopback',
      DATA_VERSION_CHECK_MS: String(CHECK_MS),
      AUTH_WRITE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE),
      AUTH_REFUSED_LIMIT_PER_MINUTE: String(REFUSED_PER_MINUTE),
      SHUTDOWN_GRACE_MS: '2000',
      // What is checked here is that loading an import in the background never stops /health answering; how fast
      // FerretDB answers a ping on a busy machine is the machine's load, not the server's.
      HEALTH_TIMEOUT_MS: '10000',
    };
    instances = await Promise.all([0, 1, 2].map(() => startServerProcess(env)));
    proxy.backends = instances.map((i) => i.url);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    await proxy?.close();
    await store?.close();
    await Promise.all([ferret?.stop(), redis?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a sign-in hops between instances and completes; its token works on every instance', async () => {
    const before = proxy.served.length;
    const tokens = await signIn(proxy.url, 'Hopper');
    const signInSteps = proxy.served.slice(before).filter((s) => s.path.startsWith('/oidc'));
    // Round robin: the provider's steps (authorization, interaction, login, consent, token) reached every instance.
    expect(new Set(signInSteps.map((s) => s.backend)).size).toBe(3);
    for (const instance of instances) {
      const user = await apiClient(instance.url).rest('GET', '/api/user', tokens.access_token);
      expect(user.status, `${instance.url}: ${JSON.stringify(user.body)}`).toBe(200);
      expect(user.body.username).toBe('Hopper');
    }
  });

  it('the write limit per user holds across the instances (three instances allow what one does)', async () => {
    const { access_token: token } = await signIn(proxy.url, 'Busy Writer');
    const api = apiClient(proxy.url);
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 6; i++) {
      const saved = await api.rest('POST', '/api/character', token, { jsonData: characterJson(`Save ${i % 3}`) });
      statuses.push(saved.status);
      if (saved.status === 200) await api.rest('DELETE', `/api/character/${saved.body.id}`, token).then((d) => statuses.push(d.status));
    }
    // Each save and each delete is one write: exactly the allowance passed, spread over the three instances.
    expect(statuses.filter((s) => s === 200 || s === 204).length).toBe(WRITES_PER_MINUTE);
    expect(statuses.slice(WRITES_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });

  it('refused tokens from one address are counted together: every instance refuses the address once past the limit', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.9' };
    const call = (base: string) => fetch(`${base}/api/user`, { headers: { authorization: 'Bearer not-a-token', ...attacker } }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < REFUSED_PER_MINUTE; i++) statuses.push(await call(proxy.url));
    expect(statuses.every((s) => s === 401)).toBe(true);
    for (const instance of instances) expect(await call(instance.url), instance.url).toBe(429);
    // Another address is not affected.
    const other = await fetch(`${instances[0]!.url}/api/user`, { headers: { authorization: 'Bearer not-a-token', 'x-forwarded-for': '203.0.113.10' } });
    expect(other.status).toBe(401);
  });

  it('a stale save through one instance after a save through another is refused with CONFLICT and the current document', async () => {
    const { access_token: token } = await signIn(proxy.url, 'Two Devices');
    const save = `mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id revision jsonData } }`;
    const [first, second, third] = instances.map((i) => apiClient(i.url));
    const created = await first!.graphql(save, { input: { jsonData: characterJson('Shared', { hp: 10 }) } }, token);
    const { id, revision } = created.data.saveCharacter;
    // Both devices read revision 1; the phone saves through one instance, then the laptop through another.
    const phone = await second!.graphql(save, { input: { id, baseRevision: revision, jsonData: characterJson('Shared', { hp: 7 }) } }, token);
    expect(phone.data?.saveCharacter.revision).toBe(revision + 1);
    const laptop = await third!.graphql(save, { input: { id, baseRevision: revision, jsonData: characterJson('Shared', { hp: 10, credits: 50 }) } }, token);
    expect(laptop.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(laptop.errors?.[0]?.extensions?.current).toMatchObject({ id, revision: revision + 1, jsonData: characterJson('Shared', { hp: 7 }) });
    // Nothing was lost: the stored character is the phone's save.
    const stored = await first!.graphql('query ($id: ID!) { character(id: $id) { revision jsonData } }', { id }, token);
    expect(stored.data.character).toEqual({ revision: revision + 1, jsonData: characterJson('Shared', { hp: 7 }) });
  });

  it('an import reaches every instance within DATA_VERSION_CHECK_MS plus loading time, while /health keeps answering', async () => {
    const dir = mkdtempSync(join(dataDir, 'import-'));
    writeFileSync(join(dir, 'skills.json'), JSON.stringify([{ name: 'Hyperspace Navigation', baseAttribute: 'Intelligence' }]));
    const healthStatuses: number[] = [];
    let polling = true;
    const health = (async () => {
      while (polling) {
        const answers = await Promise.all(instances.map((i) => fetch(`${i.url}/health`).then((r) => r.status)));
        healthStatuses.push(...answers);
      }
    })();
    const imported = Date.now();
    expect((await importDirectory(store, dir)).ok).toBe(true);
    const servedAt = await Promise.all(
      instances.map(async (instance) => {
        const api = apiClient(instance.url);
        for (;;) {
          const answer = await api.graphql('{ skills { name } }');
          if (answer.data?.skills?.[0]?.name === 'Hyperspace Navigation') return Date.now() - imported;
          expect(Date.now() - imported, `${instance.url} still serves the previous skills`).toBeLessThan(CHECK_MS + LOADING_BOUND_MS);
        }
      }),
    );
    polling = false;
    await health;
    console.log(`[instances] the import was served after ${servedAt.map((ms) => `${ms} ms`).join(', ')} (check every ${CHECK_MS} ms)`);
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(healthStatuses.every((s) => s === 200)).toBe(true);
  });

  it('killing one instance mid-traffic loses no acknowledged write', async () => {
    const writers = await Promise.all(['Writer A', 'Writer B', 'Writer C'].map((name) => signIn(proxy.url, name)));
    const api = apiClient(proxy.url);
    /** Per character: what its last acknowledged save holds, and the saves tried after it (cut by the kill). */
    const expected = new Map<string, { acknowledged: string; unanswered: string[]; token: string }>();
    let saves = 0;
    let killed = false;
    await Promise.all(
      writers.map(async ({ access_token: token }, w) => {
        const ids: string[] = [];
        for (let i = 0; i < 12; i++) {
          const jsonData = characterJson(`Writer ${w} save ${i}`);
          const id = i < 4 ? undefined : ids[i % ids.length];
          const answer = await api.rest('POST', '/api/character', token, { jsonData, ...(id ? { id } : {}) });
          if (++saves === 9 && !killed) {
            killed = true;
            instances[1]!.proc.kill('SIGKILL');
          }
          // Only a 200 is an acknowledgement; a save cut by the kill (502) may or may not have been stored.
          if (answer.status !== 200) {
            if (id) expected.get(id)!.unanswered.push(jsonData);
            continue;
          }
          if (!id) ids.push(answer.body.id);
          expected.set(answer.body.id, { acknowledged: jsonData, unanswered: [], token });
        }
      }),
    );
    expect(killed).toBe(true);
    await instances[1]!.exited;
    // Four creates per writer; one cut by the kill is not acknowledged (and may or may not be stored).
    expect(expected.size).toBeGreaterThanOrEqual(9);
    for (const { access_token: token } of writers) {
      const stored = new Map<string, string>((await api.rest('GET', '/api/character', token)).body.map((c: { id: string; jsonData: string }) => [c.id, c.jsonData]));
      for (const [id, { acknowledged, unanswered }] of [...expected].filter(([, e]) => e.token === token)) {
        expect(stored.has(id), `character ${id} was acknowledged, then lost`).toBe(true);
        expect([acknowledged, ...unanswered], id).toContain(stored.get(id));
      }
    }
  });
});
