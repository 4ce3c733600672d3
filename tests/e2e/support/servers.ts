// Real servers for the browser tests: the real server (embedded store in a temp DATA_DIR, port 0 on loopback) with
// the bundled seed data or the real data set, serving the production build of web-build.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../server/boot.ts';
import { loadConfig } from '../../../server/config.ts';
import { ensureWebBuild } from './web-build.ts';

export { ensureWebBuild };

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real server on 127.0.0.1 with a fresh embedded store; `seedDir` defaults to the bundled seed data,
 * `webDist` to the build made by ensureWebBuild (set as E2E_WEB_DIST by the global setup).
 */
export async function startTestServer(options: { seedDir?: string; label?: string; webDist?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `sw5e-e2e-${options.label ?? 'seed'}-`));
  const webDist = options.webDist ?? process.env.E2E_WEB_DIST ?? ensureWebBuild();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ...(options.seedDir ? { SEED_DIR: options.seedDir } : {}),
    ...options.env,
  });
  let server: RunningServer;
  const log = console.log;
  console.log = () => undefined;
  try {
    server = await startServer(config);
  } finally {
    console.log = log;
  }
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
