// Accessibility: no axe violations of serious or critical impact on the shell's pages, with menus, the drawer and the
// modal open; in the Dark Side theme, which changes only colours, the contrast rule on the same pages; a skip link and
// landmarks.
import { expect, test } from '../support/fixtures.ts';
import { visitNewPage } from '../support/navigate.ts';

// Loaded once, then visited in turn by in-app navigation (each has its own heading).
const PAGES = ['/', '/rules', '/rules/phb/casting', '/rules/sotg/combat', '/rules/wh/downtime', '/rules/snv/introduction', '/rules/variantRules', '/rules/variantRules/Destiny', '/rules/expandedContent', '/credits', '/assets', '/tools', '/searchResults?searchText=force'];

// A hang guard, not a speed target: thirteen axe passes take minutes on a loaded two-core machine.
const LOOP_TIMEOUT = 300_000;

test('shell pages have no serious or critical axe violations (light theme)', async ({ page, checkA11y }) => {
  test.setTimeout(LOOP_TIMEOUT);
  for (const path of PAGES) {
    await visitNewPage(page, path);
    await checkA11y(page, path);
  }
});

test('shell pages keep their contrast in the Dark Side theme', async ({ page, checkA11y }) => {
  test.setTimeout(LOOP_TIMEOUT);
  await page.goto('/');
  await page.getByRole('button', { name: 'Join the Dark Side' }).click();
  for (const path of PAGES) {
    await visitNewPage(page, path);
    await checkA11y(page, `${path} (dark)`, { rules: ['color-contrast'] });
  }
});

test('open menus, the modal and the small-screen menu pass axe too', async ({ page, checkA11y }) => {
  await page.goto('/rules/phb/casting#Mind%20Trick');
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 25_000 });
  await checkA11y(page, 'power modal');
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Characters' }).click();
  await checkA11y(page, 'toolbar menu');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Site menu' }).click();
  await checkA11y(page, 'overflow menu');
});

test('a skip link moves focus to the main landmark', async ({ page }) => {
  await page.goto('/rules/phb');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('banner')).toHaveCount(1);
});
