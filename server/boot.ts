// Server start-up: open the store, import the bundled data into an empty store, build the app, listen.
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { BUNDLED_RULES_DIR } from '../core/engine/node/load-rules.ts';
import { OWN_DATA_RESOURCES, resourceDef, RESOURCES, type ResourceKey } from '../core/resources.ts';
import { importCanonical, isCanonicalCheckout } from '../seed/canonical/import-canonical.ts';
import { importDirectory, STORE_REFUSED, summarizeReport, type ImportReport } from '../seed/importer.ts';
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
  await forgiveLostRaces(store, report, log);
  if (!report.ok) throw new Error('The bundled data failed to import: see the lines above.');
  const imported = report.resources.filter((r) => !r.skipped).map((r) => r.resource);
  // Our own data (the feature mechanics, keyed by feature address; the encounter rules; the starship rules): a rules folder from the
  // original API has none, and the bundled files attach to its records (as the engine's loadRulesDir does), so the
  // browser's tools work on it.
  const ownMissing = OWN_DATA_RESOURCES.filter((key) => missing.includes(key) && !imported.includes(key));
  if (ownMissing.length && resolve(seedDir) !== BUNDLED_RULES_DIR) {
    const bundled = await importDirectory(store, BUNDLED_RULES_DIR, { only: ownMissing });
    log(summarizeReport(bundled));
    await forgiveLostRaces(store, bundled, log);
    if (!bundled.ok) throw new Error(`The bundled ${ownMissing.join(' and ')} failed to import: see the lines above.`);
    imported.push(...ownMissing);
  }
  return imported;
}

/**
 * Instances started together on one empty store each import the same bundled data, and the store lets one import of
 * a resource win: the others are refused. Losing that race is success (the store now holds the same data), so a
 * resource refused by the store that the store now has a version of no longer fails the report. A resource refused
 * for its content still fails it.
 */
async function forgiveLostRaces(store: Store, report: ImportReport, log: (line: string) => void): Promise<void> {
  if (report.ok) return;
  const present = new Set((await store.dataVersions()).map((v) => v.name));
  const lost = report.resources.filter(
    (r) => r.errors.length > 0 && r.errors.every((e) => e.reason.startsWith(STORE_REFUSED)) && present.has(resourceDef(r.resource).versionName),
  );
  if (!lost.length) return;
  for (const r of lost) r.errors = [];
  report.ok = report.unknown.length === 0 && report.resources.every((r) => r.errors.length === 0);
  log(`Another instance imported ${lost.map((r) => r.resource).join(', ')} at the same time; its data is served.`);
}

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  /**
   * Stops: no new connections, /health answers 503 (draining), requests in flight are answered until `graceMs`
   * (default SHUTDOWN_GRACE_MS) has passed, then every connection is cut and the store closed. Resolves by the
   * deadline whatever the database or a request does.
   */
  close(graceMs?: number): Promise<void>;
  /** Resolves once the newest data in the store is served (after an import, the new data is loaded in the background). */
  settled(): Promise<void>;
}

/** The part of the grace period kept for closing Apollo, the rate-limit counters and the store after the requests. */
const CLOSE_RESERVE_MS = 1000;

/**
 * Resolves when `work` settles or after `ms`, whichever comes first: a step that hangs must not hold the stop. A step
 * cut short is logged (`what` names it), so a hang is seen instead of hidden by the deadline.
 */
async function bounded(work: Promise<unknown>, ms: number, what?: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = Symbol('late');
  const outcome = await Promise.race([work.catch(() => undefined), new Promise<typeof late>((done) => (timer = setTimeout(() => done(late), Math.max(0, ms))))]);
  clearTimeout(timer);
  if (outcome === late && what) console.warn(`Stopping: ${what} did not finish in time (${Math.round(ms)} ms); going on without it.`);
}

/** Starts the whole server; `authLayer` lets the sign-in module plug in (anonymous otherwise). */
export async function startServer(
  config: Config,
  makeAuth?: (config: Config, services: Services) => Promise<AuthLayer>,
): Promise<RunningServer> {
  const store = await createStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir, dbName: config.mongodbDb, pingTimeoutMs: config.healthTimeoutMs });
  try {
    await seedMissing(store, config.seedDir);
    const services = createServices(store, config);
    // Loaded in the background from the start: the output cost limit weighs lists by their records, and the first
    // GraphQL requests would otherwise wait for every resource to be read.
    void services.rules.ready().catch(() => undefined);
    await services.limits.ready();
    const auth = makeAuth ? await makeAuth(config, services) : undefined;
    const { app, apollo, lifecycle, live } = await createApp(config, services, auth);
    const server = app.listen(config.port, config.host);
    live.attach(server);
    await once(server, 'listening');
    server.keepAliveTimeout = 65_000;
    const port = (server.address() as AddressInfo).port;
    let closing: Promise<void> | undefined;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    return {
      url,
      port,
      store,
      settled: () => services.versions.settled(),
      close: (graceMs = config.shutdownGraceMs) => {
        closing ??= (async () => {
          const deadline = Date.now() + graceMs;
          lifecycle.draining = true;
          // Live sockets are told "going away" (1001) at once: their clients reconnect through the balancer elsewhere.
          await bounded(live.close(), Math.min(1000, deadline - CLOSE_RESERVE_MS - Date.now()), 'closing the live sockets');
          // No new connections from here on. (The base class's close: the HTTP server's own would also cut the idle
          // keep-alive connections at once, on which a balancer may still ask /health and hear "draining".)
          const closed = new Promise<void>((done) => net.Server.prototype.close.call(server, () => done()));
          // Once no request is in flight, the connections left are idle: closed, which ends the wait. A connection
          // with a request in flight closes after its answer (Connection: close while draining).
          const idle = new Promise<void>((done) => {
            lifecycle.onIdle = done;
            if (lifecycle.inFlight === 0) done();
          });
          await bounded(idle, deadline - CLOSE_RESERVE_MS - Date.now(), 'the requests in flight');
          server.closeIdleConnections();
          await bounded(closed, Math.min(200, deadline - CLOSE_RESERVE_MS - Date.now()));
          // Past the grace period: whatever is still open is cut.
          server.closeAllConnections();
          await bounded(apollo.stop(), (deadline - Date.now()) / 3, 'Apollo Server');
          await bounded(services.limits.close(), (deadline - Date.now()) / 2, 'the rate-limit counters');
          await bounded(services.events.close(), (deadline - Date.now()) / 2, 'the live updates');
          await bounded(store.close(), deadline - Date.now(), 'closing the store');
        })();
        return closing;
      },
    };
  } catch (e) {
    await store.close();
    throw e;
  }
}
