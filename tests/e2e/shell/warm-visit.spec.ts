// A second visit goes through the service worker. It must hand over the server's rendered page (so the content paints
// from the HTML, before any JavaScript), never the precached app shell, and it asks for the page with navigation
// preload, so the request does not wait for the worker to start.
import { SSR_STATE_ID } from '../../../web/src/ssr-state.ts';
import { expect, test } from '../support/fixtures.ts';

// These tests are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

for (const path of ['/', '/rules/phb/classes']) {
  test(`a reload of ${path} under the service worker gets the server's page`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);

    const response = await page.reload();
    expect(response?.fromServiceWorker(), 'answered by the worker').toBe(true);
    const html = await response!.text();
    expect(html, 'the server state for hydration').toContain(`id="${SSR_STATE_ID}"`);
    expect(html, 'the page content in the HTML').toMatch(/<div id="root">[\s\S]*<main[\s\S]*<h1/);
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).navigationPreload.getState()).enabled), { timeout: 15_000 })
      .toBe(true);
  });
}
