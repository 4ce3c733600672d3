// Bytes on the wire: what Chromium downloads for the home page (its JavaScript, and everything) and for
// /loot/enhancedItems, on a fresh profile with the service worker blocked, so every byte comes over HTTP.
// Run: npx tsx tests/bench/transfer.bench.ts   (uses ../shared/realdata when present, else the seed data)
import { chromium, type Response } from '@playwright/test';
import { ensureWebBuild, startTestServer } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';

const PAGES: [path: string, ready: (page: import('@playwright/test').Page) => Promise<unknown>][] = [
  ['/', (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })],
  ['/loot/enhancedItems', (page) => page.getByRole('row').nth(5).waitFor({ timeout: 60_000 })],
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const dist = ensureWebBuild();
  const real = hasRealData('transfer bench');
  const server = await startTestServer({ webDist: dist, ...(real ? { seedDir: REALDATA_API, label: 'realdata' } : {}) });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    console.log(`data: ${real ? 'real data' : 'seed data'}; build: ${dist}`);
    console.log('| page | JS on the wire | JS decoded | all responses on the wire | all decoded | JS encodings |');
    console.log('|---|---|---|---|---|---|');
    for (const [path, ready] of PAGES) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const responses: Response[] = [];
      page.on('response', (r) => responses.push(r));
      await page.goto(server.url + path, { waitUntil: 'load' });
      await ready(page);
      await page.waitForLoadState('networkidle');
      let jsWire = 0;
      let jsDecoded = 0;
      let allWire = 0;
      let allDecoded = 0;
      const encodings = new Set<string>();
      for (const r of responses) {
        const sizes = await r.request().sizes();
        const body = await r.body().catch(() => Buffer.alloc(0));
        const isJs = /\.m?js(\?|$)/.test(new URL(r.url()).pathname);
        allWire += sizes.responseBodySize;
        allDecoded += body.length;
        if (isJs) {
          jsWire += sizes.responseBodySize;
          jsDecoded += body.length;
          encodings.add((await r.allHeaders())['content-encoding'] ?? 'identity');
        }
      }
      console.log(`| ${path} | ${kb(jsWire)} | ${kb(jsDecoded)} | ${kb(allWire)} | ${kb(allDecoded)} | ${[...encodings].join(', ')} |`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
