// Entry point of `npm start`: reads the configuration from the environment and runs the server until stopped.
import { createAuthLayer } from './auth/auth-layer.ts';
import { startServer } from './boot.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const started = Date.now();
const server = await startServer(config, createAuthLayer);
console.log(`SW5E server listening on ${server.url} (store: ${server.store.backend}, ready in ${Date.now() - started} ms)`);
console.log(
  config.auth.provider === 'local'
    ? `Sign-in: local development provider at ${config.publicUrl}/oidc (any username; set AUTH_* for a real identity provider)`
    : `Sign-in: ${config.auth.provider} (${config.auth.authority})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().finally(() => process.exit(0));
  });
}
