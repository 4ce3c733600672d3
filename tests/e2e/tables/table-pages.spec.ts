// Every row of a long table is reachable without JavaScript: the server renders each page of rows at its own address
// (?page=N), linked by the previous/next controls. With JavaScript the same links turn the page in place, and a page
// opened by its address hydrates cleanly.
import { expect, test } from '../support/fixtures.ts';
import { collectProblems, waitForHydration } from '../support/server-render.ts';
import { collapse, columnTexts, seed } from './table-support.ts';

const TABLE = 'Enhanced Items';
const range = (page: import('@playwright/test').Page) => page.getByText(/^\d+–\d+ of \d+$/);

test('without JavaScript, the next-page links reach every row of a long table', async ({ browser, baseURL }) => {
  const names = seed('enhancedItem').map((r) => collapse(r.name));
  expect(names.length).toBeGreaterThan(25);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/loot/enhancedItems');
    const seen: string[] = [];
    for (let n = 1; ; n++) {
      await expect(range(page)).toHaveText(`${(n - 1) * 25 + 1}–${Math.min(n * 25, names.length)} of ${names.length}`);
      seen.push(...(await columnTexts(page, TABLE)));
      const next = page.getByRole('link', { name: 'Next page' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/loot/enhancedItems\\?page=${n + 1}$`));
    }
    expect(seen.sort()).toEqual([...names].sort());
    // The last page's previous link goes back one page.
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(range(page)).toHaveText(`1–25 of ${names.length}`);
  } finally {
    await context.close();
  }
});

test('a page of rows opened by its address hydrates cleanly, then pages in place', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/loot/enhancedItems?page=2');
  await waitForHydration(page);
  await expect(range(page)).toHaveText(/^26–/);
  const second = await columnTexts(page, TABLE);
  // In-app paging: the page is not reloaded (the marker set on this window survives) and the address follows.
  await page.evaluate(() => ((window as unknown as { pagedMarker: number }).pagedMarker = 1));
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(range(page)).toHaveText(/^1–25 of /);
  await expect(page).toHaveURL(/\/loot\/enhancedItems$/);
  const first = await columnTexts(page, TABLE);
  expect(first).toHaveLength(25);
  expect(first.some((name) => second.includes(name))).toBe(false);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/loot\/enhancedItems\?page=2$/);
  await expect.poll(() => columnTexts(page, TABLE)).toEqual(second);
  expect(await page.evaluate(() => (window as unknown as { pagedMarker?: number }).pagedMarker)).toBe(1);
  expect(problems).toEqual([]);
});
