// Chapter behaviour: hash scrolling with the 75 px offset, the contents anchor, the power and reference-table modal,
// the casting and customization buttons, and scroll to top on navigation.
import { expect, test } from '../support/fixtures.ts';

test('a chapter opened with a heading hash scrolls it under the toolbar (75 px offset)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto('/rules/phb/combat#attacking');
  const heading = page.locator('#attacking');
  await expect(heading).toBeVisible();
  await expect.poll(async () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(75);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the contents list links to the headings', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto('/rules/phb/conditions');
  const contents = page.locator('#contents');
  await contents.getByText('Contents').click();
  await contents.getByRole('link', { name: 'Exhaustion' }).click();
  await expect(page).toHaveURL(/#exhaustion$/);
  await expect.poll(async () => page.locator('#exhaustion').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(75);
});

test('a power named in the hash opens in the modal; closing removes the hash', async ({ page }) => {
  await page.goto('/rules/phb/casting#Mind%20Trick');
  const dialog = page.getByRole('dialog', { name: 'Mind Trick' });
  // The modal waits for the start-up data-version check, then loads its code and the power: slow on a busy machine.
  await expect(dialog).toBeVisible({ timeout: 25_000 });
  for (const label of ['Level', 'Casting Period', 'Range', 'Duration', 'Concentration']) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(500);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/rules\/phb\/casting$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Force- and Tech-casting');
});

test('an at-will power shows At-will and Escape closes the modal', async ({ page }) => {
  await page.goto('/rules/phb/casting#Shock');
  const dialog = page.getByRole('dialog', { name: 'Shock' });
  await expect(dialog.getByText('At-will')).toBeVisible({ timeout: 25_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/rules\/phb\/casting$/);
});

test('a hash naming no record opens nothing', async ({ page }) => {
  await page.goto('/rules/phb/casting#No%20Such%20Power');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Force- and Tech-casting');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the casting chapter links to the power lists; customization opens its lists in new tabs', async ({ page }) => {
  await page.goto('/rules/phb/casting');
  await expect(page.getByRole('link', { name: 'Force Powers List' })).toHaveAttribute('href', '/rules/phb/casting/forcePowers');
  await expect(page.getByRole('link', { name: 'Tech Powers List' })).toHaveAttribute('href', '/rules/phb/casting/techPowers');
  await page.goto('/rules/phb/customization');
  for (const [name, href] of [
    ['Feats', '/characters/feats'],
    ['Fighting Styles', '/characters/customizationOptions/fightingStyles'],
    ['Fighting Masteries', '/characters/customizationOptions/fightingMasteries'],
    ['Lightsaber Forms', '/characters/customizationOptions/lightsaberForms'],
  ]) {
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('navigation scrolls to the top; going back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto('/rules/phb/combat');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await page.getByRole('navigation', { name: "Player's Handbook chapters" }).getByRole('link', { name: 'Adventuring' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Adventuring/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Combat/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
});
