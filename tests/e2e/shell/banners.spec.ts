// Banners: the new-management notice always; the no-connection warning while data fetches fail, cleared on success.
import { expect, test } from '../support/fixtures.ts';

const NO_CONNECTION = 'Warning: Could not connect to database. Check your internet connection.';

test('the new-management notice shows on every page', async ({ page }) => {
  for (const path of ['/', '/rules/phb', '/credits']) {
    await page.goto(path);
    const note = page.getByRole('note', { name: 'Site notice' });
    await expect(note).toContainText('under new management');
    await expect(note.getByRole('link', { name: 'Read the announcement' })).toHaveAttribute('target', '_blank');
  }
});

test('a failed data fetch shows the no-connection banner until the next success', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Credits' }).click();
  await expect(page.getByText(NO_CONNECTION)).toBeVisible();
  await page.unroute('**/graphql');
  await page.goto('/rules/wh/downtime');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(NO_CONNECTION)).toHaveCount(0);
});
