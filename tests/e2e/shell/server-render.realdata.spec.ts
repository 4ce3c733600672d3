// Server rendering on the real data set: every public route is readable with JavaScript off (every table, hub and
// chapter page, and of each record route its first and last record and every tenth between: reading all ~1,000
// record pages in a browser took 11 minutes of the suite; the bundled-data spec reads every page, and the sitemap
// contract test checks real record pages answer 200), and pages with long real text hydrate without a console error
// or warning, then navigate in the app. Steps aside without the real data (the realdata project only runs when it is
// present).
import { expect, test } from '../support/fixtures.ts';
import { checkPagesWithoutScript, collectProblems, waitForHydration } from '../support/server-render.ts';

const SHARDS = 3;
const RECORD_SAMPLE = 10;

test.describe('without JavaScript', () => {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`every public page carries its content (part ${shard + 1} of ${SHARDS})`, async ({ browser, baseURL }) => {
      test.setTimeout(600_000);
      expect(await checkPagesWithoutScript(browser, baseURL!, shard, SHARDS, RECORD_SAMPLE)).toBeGreaterThan(20);
    });
  }
});

for (const path of ['/rules/phb/equipment', '/loot/enhancedItems', '/rules/snv/monsters']) {
  test(`${path} hydrates cleanly and then navigates in the app`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(path);
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    const served = await h1.textContent();
    await waitForHydration(page);
    await expect(h1).toHaveText(served!);
    await page.evaluate(() => ((window as unknown as { hydratedMarker: number }).hydratedMarker = 1));
    await page.getByRole('link', { name: 'SW5E home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1).not.toHaveText(served!);
    expect(await page.evaluate(() => (window as unknown as { hydratedMarker?: number }).hydratedMarker)).toBe(1);
    expect(problems).toEqual([]);
  });
}
