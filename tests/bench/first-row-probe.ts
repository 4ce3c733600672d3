// The enhanced items table's first row, timed in the page: shared by the tables and web-shell benches.
import type { Page } from '@playwright/test';

export const PATH = '/loot/enhancedItems';
export const TABLE = 'table[aria-label="Enhanced Items"]';

/** The Element Timing name the probe gives the first row's name cell and everything in it. */
const FIRST_ROW_MARK = 'sw5e-first-row';

/**
 * Installed before the page loads: records when the toolbar appears, when the table's first row enters the document
 * and when that row is first painted, and when the app marks itself ready (hydrated). A server-rendered page carries
 * the row in its HTML, so it is painted before any JavaScript runs: the time that counts is the paint (Element Timing,
 * the frame that showed it), not the moment the node was inserted nor when hydration finished.
 */
// No named functions inside: tsx compiles them with a name helper that does not exist in the page.
export const FIRST_ROW_PROBE = ([selector, mark]: [string, string]) => {
  const w = window as unknown as { __firstRow?: number; __rowInDom?: number; __shell?: number; __ready?: number };
  const elementTiming = PerformanceObserver.supportedEntryTypes.includes('element');
  if (elementTiming) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { identifier: string; renderTime: number }>) {
        if (e.identifier === mark && w.__firstRow === undefined) w.__firstRow = e.renderTime || e.startTime;
      }
    }).observe({ type: 'element', buffered: true });
  }
  const observer = new MutationObserver(() => {
    if (w.__shell === undefined && document.querySelector('header')) w.__shell = performance.now();
    if (w.__ready === undefined && document.documentElement.dataset.appReady) w.__ready = performance.now();
    const cell = w.__rowInDom === undefined ? document.querySelector(`${selector} td[data-column="name"]`) : null;
    if (cell) {
      w.__rowInDom = performance.now();
      // Marked before the frame that paints it (observers run before rendering); text is timed on its own element.
      for (const el of [cell, ...cell.querySelectorAll('*')]) el.setAttribute('elementtiming', mark);
      // Without Element Timing: the end of the next frame.
      if (!elementTiming) requestAnimationFrame(() => setTimeout(() => (w.__firstRow ??= performance.now())));
    }
    if (w.__ready !== undefined && w.__rowInDom !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
};

/** FIRST_ROW_PROBE's arguments, for `context.addInitScript(FIRST_ROW_PROBE, probeArgs(TABLE))`. */
export const probeArgs = (selector: string): [string, string] => [selector, FIRST_ROW_MARK];

export interface FirstRowTiming {
  /** The first row painted (ms since navigation start). */
  total: number;
  /** The toolbar in the document. */
  shell: number;
  /** The first row in the document. */
  inDom: number;
  /** The app hydrated (or rendered) and marked itself ready. */
  ready: number;
}

/** Opens `path` and returns when the first row was painted and the app was ready (ms since navigation start). */
export async function firstRow(page: Page, path: string): Promise<FirstRowTiming> {
  await page.goto(path);
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __firstRow?: number; __ready?: number };
      return w.__firstRow !== undefined && w.__ready !== undefined;
    },
    null,
    { timeout: 60_000 },
  );
  const result = await page.evaluate(() => {
    const w = window as unknown as { __firstRow: number; __shell: number; __rowInDom: number; __ready: number };
    return { total: w.__firstRow, shell: w.__shell, inDom: w.__rowInDom, ready: w.__ready };
  });
  // The persisted cache is saved about a second after the data arrives: let it settle so the next visit is warm.
  await page.waitForTimeout(2500);
  return result;
}
