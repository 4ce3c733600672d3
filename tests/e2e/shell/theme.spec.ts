// The Dark Side theme: toggled from home, the toolbar or the small-screen menu, kept in localStorage (and a cookie the
// server renders from), applied before the first paint after a reload.
import { expect, test } from '../support/fixtures.ts';
import { collectProblems, recoverableErrors, waitForHydration } from '../support/server-render.ts';

test('theme toggles and survives a reload without a flash of the light theme', async ({ page }) => {
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(236, 239, 241)');
  await page.getByRole('button', { name: 'Join the Dark Side' }).click();
  await expect(body).toHaveCSS('background-color', 'rgb(51, 51, 51)');
  await expect(page.getByRole('button', { name: 'Join the Light Side' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sw5e.darkSide'))).toBe('true');

  // Before any app code runs, the pre-paint script has already marked the page dark.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  const early = await page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));
  expect(early).toEqual({ theme: 'dark', background: 'rgb(51, 51, 51)' });
  await expect(page.getByRole('button', { name: 'Join the Light Side' })).toBeVisible();
  await expect(body).toHaveCSS('background-color', 'rgb(51, 51, 51)');

  await page.getByRole('button', { name: 'Join the Light Side' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Join the Dark Side' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBeNull();
});

test('the toolbar switch changes the theme on any page, and the page is served back in it without a hydration mismatch', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/rules/phb/combat');
  await waitForHydration(page);
  const body = page.locator('body');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark Side theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(body).toHaveCSS('background-color', 'rgb(51, 51, 51)');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // The server renders the next page dark from the cookie, and hydration finds the same switch it rendered.
  const served = await page.goto('/loot/weapons');
  expect(await served!.text()).toMatch(/aria-label="Dark Side theme"[^>]*aria-pressed="true"|aria-pressed="true"[^>]*aria-label="Dark Side theme"/);
  await waitForHydration(page);
  expect(await recoverableErrors(page), 'mismatches React recovered from').toEqual([]);
  await expect(body).toHaveCSS('background-color', 'rgb(51, 51, 51)');
  await page.getByRole('banner').getByRole('button', { name: 'Dark Side theme' }).click();
  await expect(body).toHaveCSS('background-color', 'rgb(236, 239, 241)');
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the site menu switches the theme too', async ({ page }) => {
    await page.goto('/credits');
    await page.getByRole('button', { name: 'Site menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await menu.getByRole('button', { name: 'Join the Dark Side' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(51, 51, 51)');
    await expect(menu.getByRole('button', { name: 'Join the Light Side' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('sw5e.darkSide'))).toBe('true');
  });
});
