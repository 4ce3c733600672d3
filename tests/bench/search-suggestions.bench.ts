// Keystroke to suggestions shown, in Chromium, on the real data: queries are typed letter by letter into the toolbar
// search of a production build served by the real server (embedded store, real data imported), waiting after each
// letter until the suggestion list for that text has been painted. Per keystroke it reports the whole time the
// user waits (key down to the first frame painted with the list), the time from the request leaving the page to that
// frame (the part after the debounce: network, server, Apollo and React), and the request alone.
// Run: npx tsx tests/bench/search-suggestions.bench.ts   (needs ../shared/realdata or REALDATA_DIR)
import { chromium } from '@playwright/test';
import { ensureWebBuild, startTestServer } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';

/** What people type: names, rules words and headings, each typed from its first letter. */
const ALL_QUERIES = [
  'wookiee', 'lightsaber', 'blaster pistol', 'force lightning', 'opportunity attack', 'concentration', 'grappling',
  'death saving throw', 'medpac', 'bounty hunter', 'vibroblade', "twi'lek", 'carrying capacity', 'hand cannon',
  'short rest', 'stealth',
];
/** BENCH_QUERIES=n measures only the first n queries (a quick look). */
const QUERIES = ALL_QUERIES.slice(0, Number(process.env.BENCH_QUERIES ?? ALL_QUERIES.length));
/** A letter whose list has not been painted by then counts as missing (none of these queries should have any). */
const WAIT_MS = 3000;

/**
 * Runs in the page before the app: notes when a key goes down in the search box, when the suggestions request for a
 * text leaves (fetch is wrapped) and when its answer arrives, and when a frame is painted showing options while the
 * box holds that text (a MutationObserver, then the next animation frame).
 */
const PAGE_PROBE = () => {
  type Probe = { text: string; key?: number; sent?: number; answered?: number; shown?: number; empty?: boolean };
  const w = window as unknown as { __probe: Probe };
  w.__probe = { text: '' };
  const box = () => document.querySelector<HTMLInputElement>('input[role="combobox"]');
  document.addEventListener('keydown', () => (w.__probe.key = performance.now()), true);
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    let text: string | undefined;
    try {
      const body = JSON.parse(String(init?.body ?? '')) as { operationName?: string; variables?: { text?: string; limit?: number } };
      if (body.operationName === 'SearchResults' && body.variables?.limit === 8) text = body.variables.text;
    } catch {
      // Not a JSON body: not a search.
    }
    if (text !== undefined && text === w.__probe.text) w.__probe.sent = performance.now();
    const response = await original(input, init);
    if (text !== undefined && text === w.__probe.text) {
      w.__probe.answered = performance.now();
      const json = (await response.clone().json()) as { data?: { search?: unknown[] } };
      if (json.data?.search?.length === 0) w.__probe.empty = true;
    }
    return response;
  };
  new MutationObserver(() => {
    const p = w.__probe;
    if (p.shown !== undefined || !p.text) return;
    const shows = document.querySelector('[role="listbox"][aria-label="Suggestions"] [role="option"]');
    if (!shows || box()?.value.trim() !== p.text) return;
    requestAnimationFrame(() => {
      if (p.shown === undefined) p.shown = performance.now();
    });
  }).observe(document, { subtree: true, childList: true });
};

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const line = (label: string, xs: number[]) =>
  `${label}: p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

async function main() {
  if (!hasRealData('search suggestions benchmark')) return;
  const dist = ensureWebBuild();
  const server = await startTestServer({ webDist: dist, label: 'bench', seedDir: REALDATA_API });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const total: number[] = [];
  const afterDebounce: number[] = [];
  const request: number[] = [];
  const debounce: number[] = [];
  let missing = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // tsx keeps function names by wrapping them in a __name() helper the page does not have.
    await context.addInitScript({ content: `var __name = (f) => f; (${PAGE_PROBE.toString()})();` });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('combobox', { name: 'Search the rules' });
    // The first search builds the index for the data version: not what a keystroke costs.
    await box.fill('jedi');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor({ timeout: 60_000 });
    for (const query of QUERIES) {
      await box.fill('');
      for (let n = 1; n <= query.length; n++) {
        const text = query.slice(0, n).trim();
        await page.evaluate((t) => ((window as unknown as { __probe: object }).__probe = { text: t }), text.length >= 2 && !query[n - 1]!.match(/\s/) ? text : '');
        await page.keyboard.type(query[n - 1]!);
        if (text.length < 2 || /\s/.test(query[n - 1]!)) continue;
        const done = await page
          .waitForFunction(() => {
            const p = (window as unknown as { __probe: { shown?: number; empty?: boolean } }).__probe;
            return p.shown !== undefined || p.empty === true;
          }, undefined, { timeout: WAIT_MS, polling: 'raf' })
          .then(() => true)
          .catch(() => false);
        const p = await page.evaluate(() => (window as unknown as { __probe: { key?: number; sent?: number; answered?: number; shown?: number; empty?: boolean } }).__probe);
        if (process.env.BENCH_DEBUG) console.log(text, done, JSON.stringify(p));
        if (!done || p.empty || p.shown === undefined || p.key === undefined || p.sent === undefined || p.answered === undefined) {
          missing++;
          continue;
        }
        total.push(p.shown - p.key);
        afterDebounce.push(p.shown - p.sent);
        request.push(p.answered - p.sent);
        debounce.push(p.sent - p.key);
      }
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`## Keystroke to suggestions shown, real data, ${total.length} keystrokes over ${QUERIES.length} queries (Chromium headless, loopback)`);
  console.log(line('key down to list painted (what the user waits, debounce included)', total));
  console.log(line('request sent to list painted (after the debounce)', afterDebounce));
  console.log(line('request sent to answer received', request));
  console.log(line('key down to request sent (the debounce)', debounce));
  if (missing) console.log(`${missing} keystrokes showed no list within ${WAIT_MS} ms (no answer, or an empty one)`);
}

await main();
