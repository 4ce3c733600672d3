// Banners: the new-management notice always; the no-connection warning while data fetches fail, cleared on success.
import { expect, test } from '../support/fixtures.ts';

const NO_CONNECTION = 'Warning: Could not connect to database. Check your internet connection.';
const GRAPHQL = /\/graphql(\?|$)/;

test('the new-management notice shows on every page', async ({ page }) => {
  for (const path of ['/', '/rules/phb', '/credits']) {
    await page.goto(path);
    const note = page.getByRole('note', { name: 'Site notice' });
    await expect(note).toContainText('under new management');
    await expect(note.getByRole('link', { name: 'Read the announcement' })).toHaveAttribute('target', '_blank');
  }
});

test.describe('the no-connection banner', () => {
  // The page's own requests are failed here; a service worker's fetches are not seen by page.route, and one that got
  // through would be a success clearing the banner.
  test.use({ serviceWorkers: 'block' });

  test('a failed data fetch shows the no-connection banner until the next success', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every GraphQL request, POST and GET alike (hashed queries go by GET with their hash in the query string): one
    // getting through would be a success that clears the banner.
    await page.route(GRAPHQL, (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credits' }).click();
    await expect(page.getByText(NO_CONNECTION)).toBeVisible();
    await page.unroute(GRAPHQL);
    await page.goto('/rules/wh/downtime');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(NO_CONNECTION)).toHaveCount(0);
  });
});

test('on a large screen the open handbook drawer sits beside the banners, not over their start', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/rules/phb');
  const drawer = page.getByRole('navigation', { name: "Player's Handbook chapters" });
  await expect(drawer).toBeVisible();
  const note = page.getByRole('note', { name: 'Site notice' });
  await expect(note).toBeVisible();
  const drawerBox = (await drawer.boundingBox())!;
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.x).toBeGreaterThanOrEqual(drawerBox.x + drawerBox.width - 1);
  // What is painted at the start of the notice is the notice itself.
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[aria-label="Site notice"]') !== null, [noteBox.x + 8, noteBox.y + noteBox.height / 2]);
  expect(hit).toBe(true);
});
