// Server start-up: open the store, import the bundled data into an empty store, build the app, listen.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { BUNDLED_RULES_DIR } from '../core/engine/node/load-rules.ts';
import { resourceDef, RESOURCES, type ResourceKey } from '../core/resources.ts';
import { importCanonical, isCanonicalCheckout } from '../seed/canonical/import-canonical.ts';
import { importDirectory, summarizeReport } from '../seed/importer.ts';
import { createApp, createServices, type AuthLayer } from './app.ts';
import type { Services } from './services.ts';
import type { Config } from './config.ts';
import { createStore } from './store/index.ts';
import type { Store } from './store/port.ts';

/**
 * Imports the bundled data for every resource the store has no version of (a fresh store gets everything;
 * a store that already holds imported data keeps it). Returns the resources imported.
 */
export async function seedMissing(store: Store, seedDir: string, log: (line: string) => void = console.log): Promise<ResourceKey[]> {
  const present = new Set((await store.dataVersions()).map((v) => v.name));
  const missing = RESOURCES.filter((r) => !present.has(resourceDef(r.key).versionName)).map((r) => r.key);
  if (missing.length === 0) return [];
  // The seed folder may also be a checkout of the canonical content repository.
  const report = (await isCanonicalCheckout(seedDir)) ? await importCanonical(store, seedDir, { only: missing }) : await importDirectory(store, seedDir, { only: missing });
  log(summarizeReport(report));
  if (!report.ok) throw new Error('The bundled data failed to import: see the lines above.');
  const imported = report.resources.filter((r) => !r.skipped).map((r) => r.resource);
  // The feature mechanics are our own data, keyed by feature address: a rules folder from the original API has none,
  // and the bundled catalogue attaches to its features (as the engine's loadRulesDir does), so the browser automates.
  if (missing.includes('featureMechanics') && !imported.includes('featureMechanics') && resolve(seedDir) !== BUNDLED_RULES_DIR) {
    const bundled = await importDirectory(store, BUNDLED_RULES_DIR, { only: ['featureMechanics'] });
    log(summarizeReport(bundled));
    if (!bundled.ok) throw new Error('The bundled feature mechanics failed to import: see the lines above.');
    imported.push('featureMechanics');
  }
  return imported;
}

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  close(): Promise<void>;
}

/** Starts the whole server; `authLayer` lets the sign-in module plug in (anonymous otherwise). */
export async function startServer(
  config: Config,
  makeAuth?: (config: Config, services: Services) => Promise<AuthLayer>,
): Promise<RunningServer> {
  const store = await createStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, dbName: config.mongodbDb });
  try {
    await seedMissing(store, config.seedDir);
    const services = createServices(store, config);
    const auth = makeAuth ? await makeAuth(config, services) : undefined;
    const { app, apollo } = await createApp(config, services, auth);
    const server = app.listen(config.port, config.host);
    await once(server, 'listening');
    server.keepAliveTimeout = 65_000;
    const port = (server.address() as AddressInfo).port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    return {
      url,
      port,
      store,
      close: async () => {
        server.closeAllConnections();
        await new Promise<void>((done) => server.close(() => done()));
        await apollo.stop();
        await store.close();
      },
    };
  } catch (e) {
    await store.close();
    throw e;
  }
}
