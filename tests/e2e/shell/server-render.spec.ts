// Server rendering on the bundled data (what every public page carries for a reader without JavaScript is read from
// the served bytes by the sitemap contract test, tests/contract/sitemap.test.ts): a server-rendered page hydrates
// without a console error or warning or a mismatch React recovered from, keeps the server's content, and then navigates in the app without reloading. The browser's own
// render of each kind of page gives the very markup the server sent (an attribute that differs is never reported by
// React's production build, nor corrected: it would stay wrong until that element re-renders).
import { SSR_STATE_ID } from '../../../web/src/ssr-state.ts';
import { expect, test } from '../support/fixtures.ts';
import { collectProblems, firstDifference, recoverableErrors, rootOutline, waitForHydration } from '../support/server-render.ts';

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
      // A text or structure mismatch is not always logged: React re-renders that part and reports it here.
      expect(await recoverableErrors(page), 'mismatches React recovered from').toEqual([]);
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

// A visitor whose browser may hold a session (the app's note that a sign-in completed here) starts with the sign-in
// spinner. The browser repeats that hint in a cookie; the server renders the toolbar from it (the spinner, not a Login
// button flashing before the user menu), and hydration must match whatever the server rendered.
test('a returning visitor with a session hydrates cleanly, and the next page is served with sign-in loading', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('sw5e.auth.session', '1'));
  // The first request carries no cookie yet: the signed-out toolbar.
  const first = await page.goto('/rules/phb/combat');
  expect(await first!.text(), 'the signed-out toolbar').toMatch(/>Login<\/button>/);
  await waitForHydration(page);
  expect(await recoverableErrors(page), 'mismatches React recovered from').toEqual([]);
  // The app has repeated its hint in the cookie: the next page is served with sign-in loading.
  expect((await context.cookies()).find((c) => c.name === 'sw5e.session')?.value).toBe('1');
  const next = await page.goto('/rules/phb/classes');
  const html = await next!.text();
  expect(html, 'sign-in loading').toContain('Signing in');
  expect(html).not.toMatch(/>Login<\/button>/);
  await waitForHydration(page);
  expect(await recoverableErrors(page), 'mismatches React recovered from').toEqual([]);
  // With no real session here, sign-in ends signed out.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
});

test('an anonymous visitor carries no session cookie and gets the Login button', async ({ page, context }) => {
  const served = await page.goto('/rules/phb/combat');
  expect(await served!.text()).toMatch(/>Login<\/button>/);
  await waitForHydration(page);
  expect((await context.cookies()).some((c) => c.name === 'sw5e.session')).toBe(false);
});

test.describe('a book page on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('shows the chapter menu beside the page from the first paint, without JavaScript too, and hydrating moves nothing', async ({ browser, page, baseURL }) => {
    const path = '/rules/phb/classes';
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, baseURL });
    const bare = await noScript.newPage();
    await bare.goto(path);
    await expect(bare.getByRole('navigation', { name: /chapters$/ })).toBeVisible();
    const bareHeading = await bare.getByRole('main').getByRole('heading', { level: 1 }).first().boundingBox();
    await noScript.close();

    await page.goto(path);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: /chapters$/ })).toBeVisible();
    // The heading sits right of the menu, where the server's page put it: no shift when the app takes over.
    const hydrated = await heading.boundingBox();
    expect(bareHeading!.x).toBeGreaterThan(200);
    expect(hydrated!.x).toBe(bareHeading!.x);
  });
});

// The browser renders the page alone (the app shell is served in place of the server's page) and its markup, once the
// page has its data, must equal the server's: element for element, attribute for attribute, text for text. With no
// saved settings, nothing only the browser knows changes the page.
test.describe("the browser's render equals the server's", () => {
  // Below the width where the book drawer starts open after hydration (and above phone widths, where tables drop
  // columns): the server renders it closed, as a fresh render in the browser does at this width.
  test.use({ viewport: { width: 1200, height: 900 } });
  for (const path of HYDRATED.filter((p) => !p.startsWith('/tools/mycharacters'))) {
    test(path, async ({ page, baseURL }) => {
      const served = await page.request.get(path);
      expect(served.status()).toBe(path === '/no/such/page' ? 404 : 200);
      const serverHtml = await served.text();
      const shell = await (await page.request.get('/index.html')).text();
      expect(shell, 'the app shell has no server state').not.toContain(SSR_STATE_ID);
      const target = new URL(path, baseURL).href;
      await page.route(
        (url) => url.href === target,
        (route) => (route.request().isNavigationRequest() ? route.fulfill({ contentType: 'text/html', body: shell }) : route.fallback()),
      );
      await page.goto(path);
      const expected = await rootOutline(page, serverHtml);
      expect(expected.length, 'server markup').toBeGreaterThan(20);
      // Lazy chunks and data arrive after the first render: the outline settles on the server's.
      await expect.poll(async () => firstDifference(expected, await rootOutline(page)), { timeout: 20_000 }).toBeUndefined();
    });
  }
});
