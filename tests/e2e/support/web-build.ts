// A production build of the web app for the tests that serve it (browser tests, the server-render contract test, the
// benchmarks): one per state of its sources, kept under test-results/web-builds so concurrent runs never rebuild a
// folder another run is serving. Apart from the servers, so that `npm test`'s build step loads no server code.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { repoRoot } from '../../support/realdata.ts';

const WEB = resolve(repoRoot, 'web');
// Not under a dot-folder: the server's sendFile refuses paths with dot segments.
const BUILDS = resolve(repoRoot, 'test-results/web-builds');
const KEEP_BUILDS = 4;

function listFiles(path: string, out: string[] = []): string[] {
  if (!existsSync(path)) return out;
  if (!statSync(path).isDirectory()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(path)) listFiles(join(path, entry), out);
  return out;
}

/** A key for the current web sources: every file's path, size and modification time. */
function sourceKey(): string {
  const hash = createHash('sha256');
  const roots = ['web/src', 'web/public', 'web/index.html', 'web/explorer.html', 'web/vite.config.ts', 'web/styled-component-ids.ts', 'core', 'schema', 'package-lock.json'];
  for (const file of roots.flatMap((r) => listFiles(resolve(repoRoot, r))).sort()) {
    const stat = statSync(file);
    hash.update(`${relative(repoRoot, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder holding a production build of the current web sources, building it when there is none yet.
 * E2E_WEB_DIST=<folder> uses a given build instead (e.g. web/dist after `npm run build:web`).
 */
export function ensureWebBuild(log: (line: string) => void = console.log, viteLogLevel: 'warn' | 'error' = 'error'): string {
  if (process.env.E2E_WEB_DIST) return resolve(process.env.E2E_WEB_DIST);
  const dir = resolve(BUILDS, sourceKey());
  if (existsSync(resolve(dir, 'index.html'))) return dir;
  mkdirSync(BUILDS, { recursive: true });
  const temp = `${dir}.building-${process.pid}`;
  log(`[e2e] building the web app into ${relative(repoRoot, dir)} ...`);
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', resolve(WEB, 'vite.config.ts'), ...args, '--emptyOutDir', '--logLevel', viteLogLevel], {
      cwd: repoRoot,
      // A production build whoever asks (vitest sets NODE_ENV=test, which would give React's development build).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // The browser's build, then the server renderer beside it (as `npm run build:web` does).
  vite('--outDir', temp);
  vite('--ssr', 'src/entry-server.tsx', '--outDir', resolve(temp, 'server'));
  try {
    renameSync(temp, dir);
  } catch {
    // Another run finished the same build first: use theirs.
    rmSync(temp, { recursive: true, force: true });
  }
  pruneOldBuilds(dir);
  return dir;
}

function pruneOldBuilds(current: string): void {
  const builds = readdirSync(BUILDS)
    .map((name) => resolve(BUILDS, name))
    .filter((p) => p !== current && !p.includes('.building-'))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of builds.slice(KEEP_BUILDS - 1)) rmSync(old, { recursive: true, force: true });
}
