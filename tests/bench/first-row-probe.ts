// The enhanced items table's first rendered row, timed in the page: shared by the tables and web-shell benches.
import type { Page } from '@playwright/test';

export const PATH = '/loot/enhancedItems';
export const TABLE = 'table[aria-label="Enhanced Items"]';

/** Installed before the app loads: records when the toolbar and the first row of the table appear. */
export const FIRST_ROW_PROBE = (selector: string) => {
  const w = window as unknown as { __firstRow?: number; __shell?: number };
  const observer = new MutationObserver(() => {
    if (w.__shell === undefined && document.querySelector('header')) w.__shell = performance.now();
    if (w.__firstRow === undefined && document.querySelector(`${selector} td[data-column="name"]`)) {
      w.__firstRow = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Opens `path` and returns when the shell and the first row appeared (ms since navigation start). */
export async function firstRow(page: Page, path: string): Promise<{ total: number; shell: number }> {
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow !== undefined, null, { timeout: 60_000 });
  const result = await page.evaluate(() => {
    const w = window as unknown as { __firstRow: number; __shell: number };
    return { total: w.__firstRow, shell: w.__shell };
  });
  // The persisted cache is saved about a second after the data arrives: let it settle so the next visit is warm.
  await page.waitForTimeout(2500);
  return result;
}

