// Starts the real server in-process for tests: a temp DATA_DIR, a free loopback port, the given seed folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** GET a path and parse JSON; throws with the status and body on a non-2xx answer unless `allowError`. */
  getJson<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
  stop(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sw5e-test-'));
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATA_VERSION_CHECK_MS: '0', ...env });
  const server = await startServer(config);
  const base = server.url;
  return {
    ...server,
    dataDir,
    async getJson(path, init) {
      const res = await fetch(base + path, init);
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
    },
    async graphql(query, variables, headers = {}) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json() };
    },
    async stop() {
      await server.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
