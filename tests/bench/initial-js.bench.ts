// Initial JavaScript of a page: every script the browser fetches from opening the page until the network is idle
// (not only the entry chunk), summed as gzip -9 of each file, with the largest files named. Production build,
// headless Chromium on loopback, a fresh profile with the service worker blocked (its precache would fetch every
// chunk of the app, which is not what the page needs).
// Run: npx tsx tests/bench/initial-js.bench.ts [path ...]   (default /; E2E_WEB_DIST=<build> reuses a build)
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, startTestServer } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The scripts a page fetches until the network is idle: path below the build -> gzip -9 size of the file. */
export async function initialScripts(baseUrl: string, dist: string, path: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin !== new URL(baseUrl).origin || !url.pathname.endsWith('.js')) return;
      scripts.set(url.pathname, gzipSync(readFileSync(resolve(dist, `.${url.pathname}`)), { level: 9 }).length);
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // Work started after the first route is on screen (timers of 0 ms and idle callbacks) gets a moment to fetch.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await browser.close();
  }
}

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const dist = ensureWebBuild();
  const server = await startTestServer({ webDist: dist, ...(hasRealData('initial JS bench') ? { seedDir: REALDATA_API, label: 'realdata' } : {}) });
  try {
    for (const path of paths) {
      const scripts = await initialScripts(server.url, dist, path);
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      console.log(`\n${path}: ${kb(total)} gzip in ${scripts.size} scripts (target for /: <= 150 KB)`);
      for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${kb(size).padStart(9)}  ${file}`);
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
