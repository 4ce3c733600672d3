// Test projects: node-side code (server, seed, REST, engine, contract suites) and browser-side components (jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
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
          testTimeout: 60_000,
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
