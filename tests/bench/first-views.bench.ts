// First views on a phone: how long a page takes from navigation to its numbers on screen, and how much main-thread
// work the browser does until then. Production build, Chromium headless at 390 x 844, loopback server with the real
// rules data when present (else the seed data), signed out. Four views:
// - a character's sheet after a reload (the character kept in this browser, the rules in the persisted cache): the
//   summary's numbers shown;
// - My Characters (the same browser state): the character's card shown;
// - the monster table: its first row shown;
// - home: the page's heading shown.
// Each is opened once cold (a new browser profile: nothing cached) for reference, then reloaded RUNS times; the
// figures are medians of the reloads. "shown" is the frame after the element entered the document (the server's HTML
// counts: a row that comes in it is shown before any script runs); "ready" is when the app marked itself hydrated;
// "main thread" is the renderer's task time from the navigation to the numbers shown (CDP Performance.getMetrics
// TaskDuration), which depends less on other load of the machine than the wall-clock times do.
// Targets (quiet machine): sheet and list <= 600 ms, every view <= 800 ms.
// Run: npx tsx tests/bench/first-views.bench.ts   (BENCH_RUNS=7 reloads; E2E_WEB_DIST=<build> reuses a build)
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { loadRulesDir } from '../../core/engine/node/load-rules.ts';
import { ensureWebBuild, startTestServer } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API, repoRoot } from '../support/realdata.ts';
import { benchmarkCharacter } from './engine.bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PHONE = { width: 390, height: 844 };

interface View {
  name: string;
  /** The page's path (the sheet's is known once the character is stored). */
  path: string;
  /** The element whose appearance with a digit (or any text, for home) counts as the numbers on screen. */
  selector: string;
  digits: boolean;
  target: number;
}

/**
 * Installed before every page load: the time the view's element first holds its numbers (ms since navigation start,
 * at the frame after), and the time the app marked itself ready. Plain text: tsx would wrap named functions.
 */
const PROBE = `
  (() => {
    const want = JSON.parse(sessionStorage.getItem('__probe') || 'null');
    if (!want) return;
    const w = window;
    const check = () => {
      if (w.__ready === undefined && document.documentElement.dataset.appReady) w.__ready = performance.now();
      if (w.__inDom === undefined) {
        const el = document.querySelector(want.selector);
        if (el && (want.digits ? /\\d/.test(el.textContent || '') : (el.textContent || '').trim() !== '')) {
          w.__inDom = performance.now();
          requestAnimationFrame(() => setTimeout(() => { w.__shown = performance.now(); }, 0));
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-app-ready'] });
  })();
`;

interface Timing {
  shown: number;
  ready: number;
  mainThread: number;
  script: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** One CDP session per page, its metrics enabled once (enabling again starts them from zero). */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** Task and script time of the page's renderer so far (ms). */
async function mainThread(page: Page): Promise<{ task: number; script: number }> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page).then(async (cdp) => {
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      return cdp;
    });
    sessions.set(page, session);
  }
  const { metrics } = await (await session).send('Performance.getMetrics');
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: get('TaskDuration'), script: get('ScriptDuration') };
}

/** Loads (or reloads) `view` in `page` and times it. */
async function timeLoad(page: Page, url: string, view: View, reload: boolean): Promise<Timing> {
  await page.evaluate((want) => sessionStorage.setItem('__probe', JSON.stringify(want)), { selector: view.selector, digits: view.digits });
  const before = await mainThread(page);
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  // A function, not a string: the site's Content Security Policy refuses evaluating strings in the page.
  await page.waitForFunction(() => {
    const w = window as unknown as { __shown?: number; __ready?: number };
    return w.__shown !== undefined && w.__ready !== undefined;
  }, undefined, { timeout: 60_000, polling: 50 });
  const after = await mainThread(page);
  const times = (await page.evaluate('({ shown: window.__shown, ready: window.__ready })')) as { shown: number; ready: number };
  // The metrics are the renderer's, which a reload may keep: the difference is this load's.
  const fresh = after.task < before.task;
  return { ...times, mainThread: fresh ? after.task : after.task - before.task, script: fresh ? after.script : after.script - before.script };
}

async function newPhoneContext(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript(PROBE);
  return context;
}

/** Stores the benchmark character in the page's browser the way the app keeps a signed-out character. */
async function storeCharacter(page: Page, character: Record<string, unknown>): Promise<void> {
  await page.evaluate(async (stored) => {
    await new Promise<void>((done, fail) => {
      const open = indexedDB.open('sw5e-characters');
      open.onupgradeneeded = () => open.result.createObjectStore('characters');
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('characters', 'readwrite');
        tx.objectStore('characters').put({ character: stored, pendingUpload: true }, stored.localId as string);
        tx.oncomplete = () => {
          open.result.close();
          done();
        };
      };
    });
  }, character);
}

async function main() {
  const real = hasRealData('first views benchmark');
  const dist = process.env.E2E_WEB_DIST ?? ensureWebBuild();
  const server = await startTestServer({ webDist: dist, ...(real ? { seedDir: REALDATA_API, label: 'bench-first-views' } : {}) });
  const rules = loadRulesDir(real ? REALDATA_API : resolve(repoRoot, 'seed/data'));
  const character = { ...benchmarkCharacter(rules), localId: 'temp-first-views', changedAt: Date.now() };
  const name = character.name as string;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
  const loadBefore = load();
  try {
    // The sheet's address: the list's link to the character.
    const setup = await newPhoneContext(browser);
    const page = await setup.newPage();
    await page.goto(`${server.url}/tools/mycharacters`);
    await storeCharacter(page, character);
    await page.reload();
    const link = page.getByRole('link', { name: new RegExp(name) }).first();
    const sheetPath = new URL((await link.getAttribute('href'))!, server.url).pathname;
    await link.click();
    await page.getByRole('region', { name: 'Character summary' }).waitFor({ timeout: 60_000 });

    const views: View[] = [
      { name: 'character sheet (signed out, after reload)', path: sheetPath, selector: '[aria-label="Character summary"]', digits: true, target: 600 },
      { name: 'My Characters (signed out)', path: '/tools/mycharacters', selector: `a[href="${sheetPath}"]`, digits: false, target: 600 },
      { name: 'monster table', path: '/rules/snv/monsters', selector: 'table tbody tr td', digits: false, target: 800 },
      { name: 'home', path: '/', selector: 'main h1', digits: false, target: 800 },
    ];
    const results: { view: View; cold: Timing; warm: Timing[] }[] = [];
    for (const view of views) {
      const url = server.url + view.path;
      // Cold: a new profile (the sheet's needs the character, so it is stored first on another page of that profile).
      const coldContext = await newPhoneContext(browser);
      const coldPage = await coldContext.newPage();
      await coldPage.goto(`${server.url}/robots.txt`);
      let cold: Timing;
      if (view.path === sheetPath || view.path === '/tools/mycharacters') {
        await coldPage.goto(`${server.url}/tools/mycharacters`);
        await storeCharacter(coldPage, character);
        await coldPage.goto(`${server.url}/robots.txt`);
      }
      cold = await timeLoad(coldPage, url, view, false);
      await coldContext.close();
      // Warm: the setup profile (rules persisted, service worker installed), reloaded.
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const warm: Timing[] = [];
      for (let i = 0; i < RUNS; i++) warm.push(await timeLoad(page, url, view, true));
      results.push({ view, cold, warm });
    }

    console.log(`${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}; ${real ? 'real data' : 'seed data'}; phone ${PHONE.width} x ${PHONE.height}; load average before ${loadBefore}, after ${load()}; ${RUNS} reloads each`);
    console.log('| view | shown (reload, median) | ready (hydrated) | main thread | of which script | cold shown | cold main thread | target |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { view, cold, warm } of results) {
      const shown = median(warm.map((t) => t.shown));
      console.log(
        `| ${view.name} | ${shown.toFixed(0)} ms | ${median(warm.map((t) => t.ready)).toFixed(0)} ms | ${median(warm.map((t) => t.mainThread)).toFixed(0)} ms | ${median(warm.map((t) => t.script)).toFixed(0)} ms | ${cold.shown.toFixed(0)} ms | ${cold.mainThread.toFixed(0)} ms | <= ${view.target} ms: ${shown <= view.target ? 'met' : 'NOT met'} |`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
