// Server rendering on the real data set: pages with long real text hydrate without a console error or warning, then
// navigate in the app. (What every table, hub and chapter page and a sample of each record route carry for a reader
// without JavaScript is read from the served bytes by the sitemap contract test, tests/contract/sitemap.test.ts.)
// Steps aside without the real data (the realdata project only runs when it is present).
import { expect, test } from '../support/fixtures.ts';
import { collectProblems, waitForHydration } from '../support/server-render.ts';

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
