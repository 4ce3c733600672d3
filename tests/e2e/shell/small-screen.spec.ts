// Small screens (375 x 812): the overflow menu with every route plus Search, and the rulebook slide selector.
import { expect, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('the overflow menu lists the routes and Search', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const more = page.getByRole('button', { name: 'Site menu' });
  await more.click();
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  for (const name of ['Home', 'Rules', 'Wretched Hives', 'Characters', 'Maneuvers', 'Loot', 'Starships', 'Tools', 'Character Creator', 'Assets', 'Credits']) {
    await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(menu).toBeHidden();

  await more.click();
  await menu.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the rules' });
  await expect(box).toBeFocused();
  await box.fill('wounds');
  await box.press('Enter');
  await expect(page).toHaveURL(/searchText=wounds/);
  // By name: the address changes before the results page replaces the credits page (and its own h2 headings).
  await expect(page.getByRole('heading', { level: 2, name: /results for wounds$/ })).toHaveText(/^[1-9]\d* results for wounds$/);
});

test('the rulebooks are a slide selector', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Rulebooks' }).or(page.locator('[aria-roledescription="carousel"]'));
  const slide = page.locator('[aria-roledescription="slide"]');
  await expect(slide).toHaveAttribute('aria-label', "1 of 4: Player's Handbook");
  await expect(slide.getByText(/Everything a player needs/)).toBeVisible();
  await carousel.getByRole('button', { name: 'Next rulebook' }).click();
  await expect(slide).toHaveAttribute('aria-label', '2 of 4: Scum and Villainy');
  await carousel.getByRole('button', { name: 'Show Wretched Hives' }).click();
  await expect(slide).toHaveAttribute('aria-label', '4 of 4: Wretched Hives');
  await carousel.getByRole('button', { name: 'Next rulebook' }).click();
  await expect(slide).toHaveAttribute('aria-label', "1 of 4: Player's Handbook");
  await carousel.getByRole('button', { name: 'Previous rulebook' }).click();
  await slide.getByRole('link', { name: /Read more/ }).click();
  await expect(page).toHaveURL(/\/rules\/wh$/);
});

test('the book drawer is an overlay that closes after choosing a chapter', async ({ page }) => {
  await page.goto('/rules/phb');
  const drawer = page.getByRole('navigation', { name: "Player's Handbook chapters" });
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Chapters menu' }).click();
  await drawer.getByRole('link', { name: 'Combat' }).click();
  await expect(page).toHaveURL(/\/rules\/phb\/combat$/);
  await expect(drawer).toBeHidden();
});
