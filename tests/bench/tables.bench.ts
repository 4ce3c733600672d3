// Tables benchmark: the enhanced items table with the 20,000-record generated rules set imported, in Chromium on
// loopback. Measures (1) navigation to the first rendered row, cold (new browser profile) and warm (repeat visits:
// service worker, HTTP cache, persisted Apollo cache), split into the app shell's start (to its toolbar) and the
// table's own part, plus an in-app navigation (hub link -> table) with the data cached; (2) per keystroke, from a
// Chromium trace: the longest main-thread task and the summed main-thread task time between one keydown and the
// next (the jank measure: a frame is 16.7 ms), and, measured in the page, the latency from keydown to the commit of
// the filtered table and to the next frame. The table defers its filtering with useDeferredValue, so the typed
// character paints first and the filtered rows commit in a following frame.
// Targets (issue 5): p95 <= 16 ms per keystroke, first render <= 300 ms warm.
// Run: npx tsx tests/bench/tables.bench.ts   (needs ../shared/realdata or REALDATA_DIR; BENCH_RUNS=5 warm visits)
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuild, startTestServer } from '../e2e/support/servers.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';
import { FIRST_ROW_PROBE, firstRow, PATH, probeArgs, TABLE } from './first-row-probe.ts';
import { writeGeneratedRules } from './generate-rules.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Item {
  name: string;
  type: string;
  subtype?: string | null;
  rarityText?: string | null;
  rarityOptions?: string[];
  searchableRarity?: string | null;
  prerequisite?: string | null;
  contentSource?: string | null;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const f = (n: number) => `${n.toFixed(1)} ms`;

/** The table's own search rule (all words in the row's text), to know each keystroke's expected count. */
function expectedCount(items: Item[], query: string): number {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let n = 0;
  for (const i of items) {
    const rarity = i.rarityText || (i.rarityOptions?.length ? i.rarityOptions.join(', ') : i.searchableRarity) || '-';
    const text = [i.name, i.type, i.subtype, rarity, i.prerequisite, i.contentSource].filter(Boolean).join(' \u0001 ').toLowerCase();
    if (words.every((w) => text.includes(w))) n++;
  }
  return n;
}

/** From a click on the Loot hub's link to the first row: the table's own first render, data already cached. */
async function inAppNavigation(page: Page): Promise<number> {
  await page.goto('/loot');
  await page.getByRole('link', { name: 'Enhanced Items' }).waitFor();
  const t0 = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Enhanced Items' }).click();
  await page.waitForFunction((sel) => document.querySelector(`${sel} td[data-column="name"]`), TABLE);
  return (await page.evaluate(() => performance.now())) - t0;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Per keydown of the trace: the longest main-thread task and the summed task time until the next keydown. */
function tasksPerKeystroke(trace: Buffer): { longest: number[]; total: number[] } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  if (keydowns.length === 0) return { longest: [], total: [] };
  const { pid, tid } = keydowns[0];
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur !== undefined);
  const starts = keydowns.map((k) => k.ts).sort((a, b) => a - b);
  const longest: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const to = starts[i + 1] ?? Infinity;
    // The task that dispatched the keydown started just before it: take tasks that end after the keydown.
    const window = tasks.filter((t) => t.ts + t.dur! > from && t.ts < to);
    longest.push(Math.max(0, ...window.map((t) => t.dur! / 1000)));
    total.push(window.reduce((sum, t) => sum + Math.min(t.ts + t.dur!, to) - Math.max(t.ts, from), 0) / 1000);
  }
  return { longest, total };
}

/** Types each query letter by letter, then clears it; returns per-keystroke commit and paint latencies. */
async function keystrokes(page: Page, items: Item[], queries: string[]) {
  const box = page.getByRole('searchbox', { name: 'Search Enhanced Items' });
  await box.click();
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __commit: number[]; __paint: number[] };
    w.__t0 = 0;
    w.__commit = [];
    w.__paint = [];
    document.addEventListener('keydown', (e) => (w.__t0 = e.timeStamp), true);
    const count = [...document.querySelectorAll('[role="status"]')].find((el) => /results?$/.test(el.textContent ?? ''))!;
    new MutationObserver(() => {
      if (!w.__t0) return;
      const t0 = w.__t0;
      w.__t0 = 0;
      w.__commit.push(performance.now() - t0);
      requestAnimationFrame(() => setTimeout(() => w.__paint.push(performance.now() - t0), 0));
    }).observe(count, { childList: true, characterData: true, subtree: true });
  });
  let typed = '';
  let last = items.length;
  let measured = 0;
  const step = async (key: string, next: string) => {
    const expected = expectedCount(items, next);
    await page.keyboard.press(key);
    await page.waitForFunction((text) => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent === text), `${expected} ${expected === 1 ? 'result' : 'results'}`);
    if (expected !== last) {
      measured++;
      await page.waitForFunction((n) => (window as unknown as { __paint: number[] }).__paint.length >= n, measured);
    } else {
      await page.evaluate(() => ((window as unknown as { __t0: number }).__t0 = 0));
    }
    last = expected;
    typed = next;
  };
  for (const query of queries) {
    for (const ch of query) await step(ch === ' ' ? 'Space' : ch, typed + ch);
    while (typed) await step('Backspace', typed.slice(0, -1));
  }
  const latencies = await page.evaluate(() => {
    const w = window as unknown as { __commit: number[]; __paint: number[] };
    return { commit: w.__commit, paint: w.__paint };
  });
  return latencies;
}

async function main() {
  if (!hasRealData('tables benchmark')) return;
  const dir = mkdtempSync(join(tmpdir(), 'sw5e-bench-tables-'));
  const records = writeGeneratedRules(REALDATA_API, dir);
  const items = JSON.parse(readFileSync(join(dir, 'enhancedItem.json'), 'utf8')) as Item[];
  ensureWebBuild();
  const started = Date.now();
  const server = await startTestServer({ seedDir: dir, label: 'bench-tables' });
  console.log(`tables benchmark: ${records} generated records, ${items.length} enhanced items (server ready in ${Date.now() - started} ms)`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
    await context.addInitScript(FIRST_ROW_PROBE, probeArgs(TABLE));
    const page = await context.newPage();
    const cold = await firstRow(page, PATH);
    const warm: Array<{ total: number; shell: number }> = [];
    for (let i = 0; i < RUNS; i++) warm.push(await firstRow(page, PATH));
    const totals = warm.map((w) => w.total);
    const tablePart = warm.map((w) => w.total - w.shell);
    console.log(
      `first rendered row, ${PATH}: cold ${f(cold.total)} (shell ${f(cold.shell)}); warm median ${f(pct(totals, 50))}, max ${f(Math.max(...totals))} ` +
        `(${RUNS} visits; shell start median ${f(pct(warm.map((w) => w.shell), 50))}, table after the shell median ${f(pct(tablePart, 50))})`,
    );
    const inApp: number[] = [];
    for (let i = 0; i < RUNS; i++) inApp.push(await inAppNavigation(page));
    console.log(`in-app navigation /loot -> ${PATH} to the first row (data cached): median ${f(pct(inApp, 50))}, max ${f(Math.max(...inApp))}`);

    // Words of real item names and types, typed letter by letter and erased again.
    const queries = ['advanced', 'shield', 'mk ii', 'cybernetic', 'blaster pistol', 'focus', 'legendary armor', 'stim'];
    for (const [label, url] of [
      ['25 rows per page', PATH],
      ["'all' rows (virtualized)", `${PATH}?pageSize=all`],
    ] as const) {
      await page.goto(url);
      await page.locator(`${TABLE} td[data-column="name"]`).first().waitFor();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline'] });
      const { commit, paint } = await keystrokes(page, items, queries);
      const { longest, total } = tasksPerKeystroke(await browser.stopTracing());
      console.log(
        `keystrokes, ${label}: n=${longest.length}; longest main-thread task p50 ${f(pct(longest, 50))}, p95 ${f(pct(longest, 95))}, max ${f(Math.max(...longest))}; ` +
          `main-thread total p50 ${f(pct(total, 50))}, p95 ${f(pct(total, 95))}; ` +
          `keydown to filtered commit (n=${commit.length}) p50 ${f(pct(commit, 50))}, p95 ${f(pct(commit, 95))}; to next frame p50 ${f(pct(paint, 50))}, p95 ${f(pct(paint, 95))}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
