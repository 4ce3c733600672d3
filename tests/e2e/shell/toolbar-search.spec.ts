// The toolbar: nested route menus by keyboard, the search toggle to the results page, the results filter,
// the side-drawer icon rule and the #logged-out hash.
import { expect, test } from '../support/fixtures.ts';

test('toolbar menus list the nested routes and work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const rules = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Rules' });
  await rules.focus();
  await page.keyboard.press('Enter');
  await expect(rules).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await rules.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(menu.getByRole('link', { name: 'Wretched Hives' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toHaveAttribute('aria-expanded', 'false');
  await expect(rules).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: "Player's Handbook" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rules\/phb$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
});

test('search from the toolbar lands on results and a result opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search the rules' });
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('flanking');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResults\?searchText=flanking$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^[1-9]\d* results for flanking$/);
  await expect(page).toHaveTitle('Search Results | SW5E');
  await page.getByRole('main').getByRole('link', { name: 'Flanking' }).first().click();
  await expect(page).toHaveURL(/\/rules\/variantRules\/Flanking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flanking');
});

test('the search icon submits too, and the type filter selects all, counts and clears', async ({ page }) => {
  await page.goto('/rules');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('force');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/searchText=force/);
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^[1-9]\d* results for force$/);
  const total = Number((await heading.textContent())!.split(' ')[0]);
  const filter = page.getByRole('button', { name: /result types? selected/ });
  const typeCount = Number((await filter.textContent())!.match(/(\d+) result type/)![1]);
  expect(typeCount).toBeGreaterThan(1);
  await filter.click();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(typeCount);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await boxes.first().uncheck();
  await expect(filter).toContainText(`${typeCount - 1} result type`);
  const fewer = Number((await heading.textContent())!.split(' ')[0]);
  expect(fewer).toBeLessThan(total);
  await page.getByRole('button', { name: 'Clear result type selection' }).click();
  await expect(filter).toContainText('0 result types selected');
  await expect(heading).toHaveText('0 results for force');
});

test('the side-drawer icon shows on rulebook pages only, and the drawer opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/rules');
  await expect(page.getByRole('button', { name: 'Chapters menu' })).toHaveCount(0);
  await page.goto('/rules/sotg');
  const icon = page.getByRole('button', { name: 'Chapters menu' });
  await expect(icon).toHaveAttribute('aria-expanded', 'false');
  await icon.click();
  const drawer = page.getByRole('navigation', { name: 'Starships of the Galaxy chapters' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Gunner' })).toHaveAttribute('href', '/rules/sotg/deployments/Gunner');
  await drawer.getByRole('link', { name: '9 Combat' }).click();
  await expect(page).toHaveURL(/\/rules\/sotg\/combat$/);
  await expect(drawer).toBeHidden();
  await icon.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(icon).toBeFocused();
});

test('a route carrying #logged-out is replaced by the same path without the hash', async ({ page }) => {
  await page.goto('/rules/phb/combat?x=1#logged-out');
  await expect(page).toHaveURL(/\/rules\/phb\/combat\?x=1$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Combat/);
});
