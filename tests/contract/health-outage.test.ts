// /health during a database outage: the store's readiness check is bounded well under a second (checked as
// configuration, not timed), and while FerretDB is stopped /health answers 503 "unavailable", then 200 once it is back.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices, HEALTH_TIMEOUT_MS } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openMongoStore, type MongoStore } from '../../server/store/mongodb.ts';
import { StoreUnavailableError } from '../../server/store/port.ts';
import { findFerretDbBinary, startFerretDb, type FerretDb } from '../support/ferretdb.ts';

const binary = findFerretDbBinary();
if (!binary && process.env.REQUIRE_FERRETDB === '1') throw new Error('REQUIRE_FERRETDB=1 but no FerretDB binary was found (set FERRETDB_BIN).');
if (!binary) console.log('[health-outage] skipped: no FerretDB binary (FERRETDB_BIN or ferretdb on PATH)');

describe.runIf(binary)('/health while the database is away', () => {
  let ferret: FerretDb;
  let store: MongoStore;
  let http: Server;
  let base: string;
  let stopApollo: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    ferret = await startFerretDb({ binary: binary! });
    store = await openMongoStore({ uri: ferret.uri, dbName: 'health' });
    dir = mkdtempSync(join(tmpdir(), 'sw5e-health-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DATA_VERSION_CHECK_MS: '0' });
    const { app, apollo } = await createApp(config, createServices(store, config));
    stopApollo = () => apollo.stop();
    http = createServer(app);
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    const address = http.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((done) => (http ? http.close(() => done()) : done()));
    await stopApollo?.();
    await store?.close();
    await ferret?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('bounds every database call, the readiness check well under a second', () => {
    expect(store.timeouts.pingMs).toBeLessThanOrEqual(500);
    expect(HEALTH_TIMEOUT_MS).toBeLessThan(1000);
    expect(store.timeouts.serverSelectionMs).toBeGreaterThan(0);
    expect(store.timeouts.connectMs).toBeGreaterThan(0);
    expect(store.timeouts.socketMs).toBeGreaterThan(0);
  });

  it('answers 503 while FerretDB is stopped and 200 once it is back', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    await ferret.kill();
    try {
      const down = await fetch(`${base}/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 'unavailable', store: 'mongodb' });
      await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await ferret.start();
    }
    // The driver reconnects by itself; wait for it (a condition, not a time).
    for (;;) {
      const res = await fetch(`${base}/health`);
      if (res.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
