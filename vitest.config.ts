// Test projects: node-side code (server, seed, REST, engine, contract suites) and browser-side components (jsdom).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Isolation (a fresh module graph per file and, for jsdom, a fresh window) is most of what the pure suites cost: for
// the web components it was four fifths of their CPU time (30 files: 125 s isolated, 24 s sharing). So the engine,
// seed and component suites share one module graph per worker, except the files that replace a module, a global, the
// clock or an environment variable (vi.mock and the rest), which need one of their own. Which files those are is read
// from the sources, so a new file lands on the right side by itself. The server and contract suites (servers, stores,
// ports, process state) stay isolated.
const REPLACES_SOMETHING = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|process\.env\.[A-Z_]+\s*=[^=]/;

/** The test files under `dirs` (relative to the repository), split by whether they replace something. */
function byIsolation(dirs: string[]): { shared: string[]; isolated: string[] } {
  const files = dirs.flatMap((dir) =>
    readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
      .map((f) => `${dir}/${f.replaceAll('\\', '/')}`),
  );
  const isolated = files.filter((f) => REPLACES_SOMETHING.test(readFileSync(`${root}${f}`, 'utf8')));
  return { shared: files.filter((f) => !isolated.includes(f)), isolated };
}

const engine = byIsolation(['core', 'seed']);
const web = byIsolation(['web/src']);

// One copy of graphql in the node tests, the one Node itself loads (its CommonJS main): Vite would otherwise give the
// suites' own imports graphql's ES build while the packages (graphql-ws, @graphql-tools, Apollo) load the CommonJS
// one, and a schema built by one is refused by the other ("from another module or realm").
const oneGraphql = { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) }] };
const webTest = { environment: 'jsdom' as const, setupFiles: ['web/src/test-setup.ts'] };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, which then sits idle
    // while a contract test waits on its server, FerretDB or a child process. Two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        resolve: oneGraphql,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'rest-compat/**/*.test.ts', 'tests/contract/**/*.test.ts', 'web/*.test.ts', ...engine.isolated],
          // Only a guard against a hang (speed is measured by the benchmarks): with two workers a contract test shares
          // the two cores with another file and its servers, and the heaviest (thousands of requests, the real data
          // imported over HTTP or into FerretDB) then need more than a minute on a loaded machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: oneGraphql,
        test: { name: 'engine', environment: 'node', include: engine.shared, isolate: false, testTimeout: 180_000, hookTimeout: 120_000 },
      },
      { test: { name: 'web', ...webTest, include: web.shared, isolate: false } },
      { test: { name: 'web-isolated', ...webTest, include: web.isolated } },
    ],
  },
});
