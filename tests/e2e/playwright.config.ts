// Playwright for every browser test under tests/e2e/<area>/: Debian's Chromium (never a downloaded browser), the real
// server started once by support/global-setup.ts. Project "seed" runs *.spec.ts against the bundled seed data;
// project "realdata" runs *.realdata.spec.ts against the real data set when it is present.
import { defineConfig } from '@playwright/test';
import { realDataProjectEnabled } from '../support/realdata.ts';

const realData = realDataProjectEnabled();

// Several people may run browser tests at once in one checkout: each run writes to its own folder (Playwright empties
// its output folder on start). Workers inherit the runner's environment, so they see the same id.
const runId = (process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  // Generous: the machine is two cores shared by several people running browsers at once.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is a bug to fix, never a pass.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]] : 'list',
  outputDir: `../../test-results/e2e/${runId}`,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // A trace records DOM snapshots at every action of every test, to keep only the failing ones: measured on the
    // table routes spec that is a fifth of the browser suite's CPU (253 s against 196 s). A failure still leaves its
    // screenshot and Playwright's page snapshot (error-context.md); E2E_TRACE=1 records traces when hunting one.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 900 },
    // The production build registers a service worker that precaches the app (about 140 files, 2.4 MB) after each
    // page's load: in a fresh context per test that is a second download of the whole app, on the same two cores,
    // and a worker answering requests the test cannot route. Only the specs about offline use and the worker's
    // second visit allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'seed', testIgnore: '**/*.realdata.spec.ts' },
    ...(realData ? [{ name: 'realdata', testMatch: '**/*.realdata.spec.ts' }] : []),
  ],
});
