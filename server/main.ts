// Entry point of `npm start`: reads the configuration from the environment and runs the server until stopped.
import { startServer } from './boot.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const started = Date.now();
const server = await startServer(config);
console.log(`SW5E server listening on ${server.url} (store: ${server.store.backend}, ready in ${Date.now() - started} ms)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().finally(() => process.exit(0));
  });
}
