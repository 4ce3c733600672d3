// The Dark Side theme: toggled from home, kept in localStorage, applied before the first paint after a reload.
import { expect, test } from '../support/fixtures.ts';

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
