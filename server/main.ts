// Entry point of `npm start`: reads the configuration from the environment and runs the server until stopped.
import { createAuthLayer } from './auth/auth-layer.ts';
import { startServer } from './boot.ts';
import { loadConfig } from './config.ts';
import { heapReport } from './heap-report.ts';

const config = loadConfig();
const started = Date.now();
const server = await startServer(config, createAuthLayer);
console.log(`SW5E server listening on ${server.url} (store: ${server.store.backend}, ready in ${Date.now() - started} ms)`);
console.log(
  config.auth.provider === 'local'
    ? `Sign-in: local development provider at ${config.publicUrl}/oidc (any username; set AUTH_* for a real identity provider)`
    : `Sign-in: ${config.auth.provider} (${config.auth.authority})`,
);
const heap = heapReport(config.cacheMemoryBytes);
(heap.warning ? console.warn : console.log)(heap.line);

/** Time allowed past the grace period for the last steps before the process exits regardless. */
const EXIT_MARGIN_MS = 500;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping (answering the requests in flight for up to ${config.shutdownGraceMs} ms)`);
    // The deadline holds whatever hangs (a database that does not answer, a request that never ends); unref'd, so
    // a stop that finished early is not held by it.
    setTimeout(() => {
      console.error(`The server did not stop within ${config.shutdownGraceMs} ms (SHUTDOWN_GRACE_MS); exiting anyway.`);
      process.exit(1);
    }, config.shutdownGraceMs + EXIT_MARGIN_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  });
}
