// Picks the store backend from configuration: MongoDB when a URI is given, else the embedded store under dataDir.
import { openEmbeddedStore } from './embedded.ts';
import { openMongoStore } from './mongodb.ts';
import type { Store } from './port.ts';

export interface StoreConfig {
  /** A MongoDB (or FerretDB) connection string; absent or empty selects the embedded store. */
  mongodbUri?: string;
  /** The embedded store's directory (DATA_DIR). */
  dataDir: string;
  /** MongoDB database name; default: the one in the URI, else "sw5e". */
  dbName?: string;
  /** How long the store's ping may take (the readiness bound of /health, HEALTH_TIMEOUT_MS). */
  pingTimeoutMs?: number;
}

/** Opens the configured store; rejects with StoreUnavailableError when it cannot be reached or opened. */
export async function createStore(config: StoreConfig): Promise<Store> {
  if (config.mongodbUri) {
    return openMongoStore({ uri: config.mongodbUri, ...(config.dbName ? { dbName: config.dbName } : {}), ...(config.pingTimeoutMs ? { pingTimeoutMS: config.pingTimeoutMs } : {}) });
  }
  return openEmbeddedStore({ dataDir: config.dataDir });
}

/**
 * Opens a store, runs `fn` with it and closes it whatever happens: for scripts (the importer, checks)
 * that must not leave a connection or a database handle open.
 */
export async function withStore<T>(config: StoreConfig, fn: (store: Store) => Promise<T>): Promise<T> {
  const store = await createStore(config);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export { openEmbeddedStore, type EmbeddedStoreOptions } from './embedded.ts';
export { openMongoStore, type MongoStoreOptions } from './mongodb.ts';
export * from './port.ts';
