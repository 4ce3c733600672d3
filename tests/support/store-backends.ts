// The store backends contract suites run on: embedded always, FerretDB when its binary is found, MongoDB with MONGODB_URI.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { openEmbeddedStore } from '../../server/store/embedded.ts';
import { openMongoStore, type MongoStoreOptions } from '../../server/store/mongodb.ts';
import type { Store } from '../../server/store/port.ts';
import { findFerretDbBinary, startFerretDb, type FerretDb } from './ferretdb.ts';

export interface OpenOptions {
  /** Extra MongoDB adapter options (ignored by the embedded store). */
  mongo?: Partial<MongoStoreOptions>;
}

/** One isolated store (its own directory or database), reopenable to check persistence. */
export interface StoreHandle {
  store: Store;
  /** Closes the current store and opens the same storage again. */
  reopen(options?: OpenOptions): Promise<Store>;
  /** Opens a second, independent store on the same storage (another process's view); the caller closes it. */
  openSibling(options?: OpenOptions): Promise<Store>;
  /** The database behind a MongoDB-backed store, for tests that inspect or damage it directly. */
  mongo?: { uri: string; dbName: string };
  /** The directory of an embedded store, likewise. */
  embedded?: { dataDir: string };
  /** Closes the store and deletes its storage. */
  dispose(): Promise<void>;
}

export interface StoreBackend {
  name: 'embedded' | 'ferretdb' | 'mongodb';
  /** Starts what the backend needs (FerretDB); throws when it cannot. */
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  open(options?: OpenOptions): Promise<StoreHandle>;
  /** The FerretDB server, for outage tests (only on the ferretdb backend, after setUp). */
  ferret?: () => FerretDb;
}

const REQUIRE_FERRETDB = process.env.REQUIRE_FERRETDB === '1';

function embeddedBackend(): StoreBackend {
  const dirs = new Set<string>();
  return {
    name: 'embedded',
    async setUp() {},
    async tearDown() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'store-contract-'));
      dirs.add(dir);
      let store: Store = openEmbeddedStore({ dataDir: dir });
      return {
        get store() {
          return store;
        },
        embedded: { dataDir: dir },
        async reopen() {
          await store.close();
          store = openEmbeddedStore({ dataDir: dir });
          return store;
        },
        async openSibling() {
          return openEmbeddedStore({ dataDir: dir });
        },
        async dispose() {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
          dirs.delete(dir);
        },
      };
    },
  };
}

/** A MongoDB-protocol backend; each handle gets its own database, dropped on dispose. */
function mongoBackend(name: 'ferretdb' | 'mongodb', getUri: () => string, hooks: Partial<StoreBackend>): StoreBackend {
  return {
    name,
    setUp: hooks.setUp ?? (async () => {}),
    tearDown: hooks.tearDown ?? (async () => {}),
    ...(hooks.ferret ? { ferret: hooks.ferret } : {}),
    async open(options: OpenOptions = {}) {
      const uri = getUri();
      const dbName = `contract_${randomBytes(4).toString('hex')}`;
      const openIt = (o: OpenOptions) => openMongoStore({ uri, dbName, serverSelectionTimeoutMS: 3000, ...o.mongo });
      let store: Store = await openIt(options);
      return {
        get store() {
          return store;
        },
        mongo: { uri, dbName },
        async reopen(again: OpenOptions = options) {
          await store.close();
          store = await openIt(again);
          return store;
        },
        openSibling: (again: OpenOptions = options) => openIt(again),
        async dispose() {
          await store.close();
          const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
          try {
            await client.db(dbName).dropDatabase();
          } catch {
            // The server may be down at the end of an outage test; its temp directory goes anyway.
          } finally {
            await client.close();
          }
        },
      };
    },
  };
}

function ferretBackend(): StoreBackend | undefined {
  const binary = findFerretDbBinary();
  if (!binary && !REQUIRE_FERRETDB) return undefined;
  let server: FerretDb | undefined;
  return mongoBackend('ferretdb', () => server!.uri, {
    async setUp() {
      if (!binary) {
        throw new Error('REQUIRE_FERRETDB=1 but no FerretDB binary was found (set FERRETDB_BIN or put ferretdb on PATH).');
      }
      server = await startFerretDb({ binary });
    },
    async tearDown() {
      await server?.stop();
      server = undefined;
    },
    ferret: () => {
      if (!server) throw new Error('FerretDB is not running (setUp failed or not called).');
      return server;
    },
  });
}

function realMongoBackend(): StoreBackend | undefined {
  const uri = process.env.MONGODB_URI;
  return uri ? mongoBackend('mongodb', () => uri, {}) : undefined;
}

let announced = false;

/** The backends to run, announced in one printed line. */
export function storeBackends(): StoreBackend[] {
  const ferret = ferretBackend();
  const mongo = realMongoBackend();
  const list = [embeddedBackend(), ...(ferret ? [ferret] : []), ...(mongo ? [mongo] : [])];
  if (!announced) {
    announced = true;
    const ran = list.map((b) => (b.name === 'ferretdb' ? `ferretdb (${findFerretDbBinary() ?? 'binary missing'})` : b.name));
    const skipped = [
      ...(ferret ? [] : ['ferretdb (no FERRETDB_BIN, no ferretdb on PATH)']),
      ...(mongo ? [] : ['mongodb (MONGODB_URI not set)']),
    ];
    console.log(`[store-backends] running on: ${ran.join(', ')}${skipped.length ? `; skipped: ${skipped.join(', ')}` : ''}`);
  }
  return list;
}
