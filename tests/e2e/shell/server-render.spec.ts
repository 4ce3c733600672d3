// Server rendering on the bundled data: every public page is readable with JavaScript off (heading, first text and
// styles in the HTML), and a server-rendered page hydrates without a console error or warning, keeps the server's
// content, and then navigates in the app without reloading.
import { expect, test } from '../support/fixtures.ts';
import { checkPagesWithoutScript, collectProblems, pagesOf, waitForHydration } from '../support/server-render.ts';

const SHARDS = 4;

test.describe('without JavaScript', () => {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`every public page carries its content (part ${shard + 1} of ${SHARDS})`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      expect(await checkPagesWithoutScript(browser, baseURL!, shard, SHARDS)).toBeGreaterThan(20);
    });
  }

  test('the page list covers records and chapters of every kind', async ({ baseURL }) => {
    const paths = (await pagesOf(baseURL!)).map((p) => p.path);
    for (const expected of ['/', '/rules/phb/combat', "/characters/species/Twi'lek", '/rules/snv/monsters', '/loot/weapons', '/credits', '/assets', '/tools']) {
      expect(paths).toContain(expected);
    }
  });
});

// One page of each kind; after hydration each follows a link in the app (the logo, or from home a link to the rules).
const HYDRATED = [
  '/',
  '/rules/phb/classes',
  '/rules/phb/combat',
  '/characters/species/Twi%27lek',
  '/loot/weapons',
  '/searchResults?searchText=blaster',
  '/tools',
  '/tools/mycharacters',
  '/credits',
  '/no/such/page',
];

test.describe('hydration', () => {
  for (const path of HYDRATED) {
    test(`${path} hydrates cleanly and then navigates in the app`, async ({ page }) => {
      const problems = collectProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no/such/page' ? 404 : 200);
      const h1 = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      const served = (await response!.text()).match(/<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '');
      await waitForHydration(page);
      if (!path.startsWith('/tools/mycharacters')) {
        expect(served, 'heading in the served HTML').toBeTruthy();
        await expect(h1).toHaveText(served!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
      }
      // In-app navigation: the page is not reloaded (the marker set on this window survives).
      await page.evaluate(() => ((window as unknown as { hydratedMarker: number }).hydratedMarker = 1));
      const link = path === '/' ? page.getByRole('main').locator('a[href="/rules"]').first() : page.getByRole('link', { name: 'SW5E home' });
      await link.click();
      await expect(page).toHaveURL(path === '/' ? /\/rules$/ : /\/$/);
      await expect(h1).toBeVisible();
      await expect(h1).not.toHaveText(served ?? '');
      expect(await page.evaluate(() => (window as unknown as { hydratedMarker?: number }).hydratedMarker)).toBe(1);
      expect(problems).toEqual([]);
    });
  }
});
