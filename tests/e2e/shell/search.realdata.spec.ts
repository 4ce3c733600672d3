// Search over the real data set, from the toolbar to the page a result opens.
import { expect, test } from '../support/fixtures.ts';
import { table } from '../tables/table-support.ts';

test('searching "Net" and opening the Net weapon lands on the weapons table with that row first and open', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the rules' });
  await box.fill('Net');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResults\?searchText=Net$/);
  // The first search on this server builds the index of the real data: seconds, more on a loaded machine.
  // The address changes before the results page renders (the home page's own headings are still there), so the
  // heading is found by its text, not as the page's only h2.
  await expect(page.getByRole('heading', { level: 2, name: /results for Net$/ })).toHaveText(/^[1-9]\d* results for Net$/, { timeout: 90_000 });
  // The weapon named exactly Net, not Net (Fine) or the other nets of the enhanced items.
  const results = page.getByRole('list', { name: 'Rules results' });
  const net = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Net', exact: true }) }).filter({ hasText: 'Weapon' });
  await expect(net).toHaveCount(1);
  const link = net.getByRole('link', { name: 'Net', exact: true });
  // The result names the row it opens; the table then writes its own state into the address (search, sort, page
  // size), which leaves the one-time row parameter out, so the address after the click is checked without it.
  await expect(link).toHaveAttribute('href', '/loot/weapons?search=Net&row=Net');
  await link.click();
  await expect(page).toHaveURL(/\/loot\/weapons\?search=Net(&row=Net)?$/);
  const weapons = table(page, 'Weapons');
  // The search box filters by substring, so other weapons whose names hold "net" are listed too: Net comes first.
  await expect(weapons.locator('td[data-column="name"]').first()).toHaveText('Net');
  const first = weapons.getByRole('row').filter({ has: page.locator('td[data-column="name"]') }).first();
  await expect(first.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(weapons.locator('tr.details')).toHaveCount(1);
});
