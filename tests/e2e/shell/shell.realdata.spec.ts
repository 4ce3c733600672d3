// The shell against the real data set (~6,000 records, full-length chapters): chapters, links to reference tables,
// the power modal, the handbook drawer's species and search.
import { expect, test } from '../support/fixtures.ts';

test('every handbook chapter renders its real text without replacement characters', async ({ page }) => {
  test.setTimeout(120_000);
  for (const slug of ['', 'whatsDifferent', 'stepByStep', 'equipment', 'customization', 'abilityScores', 'adventuring', 'combat', 'casting', 'conditions', 'variantRules', 'changelog']) {
    await page.goto(`/rules/phb${slug ? `/${slug}` : ''}`);
    const main = page.getByRole('main');
    // Some real chapters carry further '# ' headings of their own, so the page title is the first h1.
    // Long chapters (the equipment chapter is ~80 KB of tables) take a few seconds on a loaded 2-core machine.
    await expect(main.getByRole('heading', { level: 1 }).first(), slug).not.toBeEmpty({ timeout: 30_000 });
    await expect(main.getByText('This chapter is not available')).toHaveCount(0);
    expect(await main.evaluate((el) => el.textContent?.includes('\uFFFD'))).toBe(false);
  }
});

test('a reference-table link in a chapter opens the wide modal', async ({ page }) => {
  await page.goto('/rules/sotg/conditions');
  await page.getByRole('main').locator('a[href$="#Slowed%20Level"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Slowed Level' });
  await expect(dialog).toBeVisible({ timeout: 25_000 });
  await expect(dialog.getByRole('table')).toBeVisible();
  expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(1000);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/rules\/sotg\/conditions$/);
});

test('a real power opens in the modal', async ({ page }) => {
  await page.goto('/rules/phb/casting#Mind%20Trick');
  const dialog = page.getByRole('dialog', { name: 'Mind Trick' });
  await expect(dialog.getByText('Casting Period')).toBeVisible({ timeout: 25_000 });
  await expect(dialog.locator('dd').first()).toHaveText('At-will');
});

test('the handbook drawer lists the core species', async ({ page }) => {
  await page.goto('/rules/phb');
  const drawer = page.getByRole('navigation', { name: "Player's Handbook chapters" });
  await expect(drawer.getByRole('link', { name: 'Bothan' })).toHaveAttribute('href', '/rules/phb/species/Bothan');
  expect(await drawer.locator('a[href^="/rules/phb/species/"]').count()).toBeGreaterThanOrEqual(20);
});

test('search over the real data finds a power by a two-word prefix', async ({ page }) => {
  await page.goto('/searchResults?searchText=force%20push');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^[1-9]\d* results for force push$/);
  await expect(page.getByRole('main').getByRole('link', { name: /^Force Push/ }).first()).toBeVisible();
});
