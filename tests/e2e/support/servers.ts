// Real servers for the browser tests: builds the web app when its sources are newer than web/dist, and starts the
// real server (embedded store in a temp DATA_DIR, port 0 on loopback) with the bundled seed data or the real data set.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../../../server/boot.ts';
import { loadConfig } from '../../../server/config.ts';
import { repoRoot } from '../../support/realdata.ts';

const WEB = resolve(repoRoot, 'web');
const DIST_INDEX = resolve(WEB, 'dist/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds web/dist once when it is missing or older than any web source (set E2E_SKIP_BUILD=1 to trust it). */
export function ensureWebBuild(log: (line: string) => void = console.log): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(DIST_INDEX)) return;
  const sources = ['src', 'public', 'index.html', 'explorer.html', 'vite.config.ts'].map((p) => resolve(WEB, p)).filter(existsSync);
  const newestSource = Math.max(...sources.map(newestMtime), newestMtime(resolve(repoRoot, 'schema')));
  if (existsSync(DIST_INDEX) && statSync(DIST_INDEX).mtimeMs >= newestSource) return;
  log('[e2e] building the web app (web/dist is missing or older than its sources)...');
  execFileSync(process.execPath, [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', resolve(WEB, 'vite.config.ts'), '--logLevel', 'error'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the real server on 127.0.0.1 with a fresh embedded store; `seedDir` defaults to the bundled seed data. */
export async function startTestServer(options: { seedDir?: string; label?: string } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `sw5e-e2e-${options.label ?? 'seed'}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...(options.seedDir ? { SEED_DIR: options.seedDir } : {}),
  });
  let server: RunningServer;
  const quiet = () => undefined;
  const log = console.log;
  console.log = quiet;
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
