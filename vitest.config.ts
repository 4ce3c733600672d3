// Test projects: node-side code (server, seed, REST, engine, contract suites) and browser-side components (jsdom).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, which then sits idle
    // while a contract test waits on its server, FerretDB or a child process. Two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        // One copy of graphql in the node tests, the one Node itself loads (its CommonJS main): Vite would otherwise give
        // the suites' own imports graphql's ES build while the packages (graphql-ws, @graphql-tools, Apollo) load the
        // CommonJS one, and a schema built by one is refused by the other ("from another module or realm").
        resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) }] },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'seed/**/*.test.ts',
            'rest-compat/**/*.test.ts',
            'core/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'web/*.test.ts',
          ],
          // Only a guard against a hang (speed is measured by the benchmarks): with two workers a contract test shares
          // the two cores with another file and its servers, and the heaviest (thousands of requests, the real data
          // imported over HTTP or into FerretDB) then need more than a minute on a loaded machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.tsx', 'web/src/**/*.test.ts'],
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
});
