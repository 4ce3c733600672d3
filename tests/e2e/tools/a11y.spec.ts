// Accessibility and small screens for the character tools: axe on the list, the import dialog, the sheet and its
// dialogs; keyboard use of the section tabs; a 375 px phone shows one column without sideways scrolling.
import { expect, test } from '../support/fixtures.ts';
import { expectSheet, FIXTURE_FILE, fixtureCharacter, importThroughDialog, seedLocalCharacters } from './tools-support.ts';

test('axe: list, import dialog, sheet, tweak and menu dialogs', async ({ page, checkA11y }) => {
  await page.goto('/tools/mycharacters');
  await seedLocalCharacters(page, Array.from({ length: 7 }, (_, i) => fixtureCharacter({ name: `Scout ${i}`, localId: `temp-a11y0000${i}` })));
  await page.reload();
  await expect(page.getByLabel('Search characters')).toBeVisible();
  await checkA11y(page, 'My Characters');
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name: 'Import from file' }).click();
  await checkA11y(page, 'Import Character dialog');
  await page.getByRole('dialog', { name: 'Import Character' }).getByRole('button', { name: 'Cancel' }).click();

  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, 'Tessa Varn');
  await checkA11y(page, 'sheet');
  await page.getByRole('tabpanel', { name: 'Abilities' }).getByRole('button', { name: /^Stealth/ }).click();
  await checkA11y(page, 'tweak dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Tweak Stealth' })).toBeHidden();
  await page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Menu' }).click();
  await checkA11y(page, 'menu dialog');
});

test('section tabs work from the keyboard and dialogs return focus', async ({ page }) => {
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, 'Tessa Varn');
  const tabs = page.getByRole('tablist', { name: 'Sheet sections, column 1' });
  await tabs.getByRole('tab', { name: 'Abilities' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Combat' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Combat' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Abilities' })).toHaveAttribute('aria-selected', 'true');

  const stealth = page.getByRole('tabpanel', { name: 'Abilities' }).first().getByRole('button', { name: /^Stealth/ });
  await stealth.click();
  await expect(page.getByRole('dialog', { name: 'Tweak Stealth' }).getByLabel('Bonus')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(stealth).toBeFocused();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the list and the sheet fit the width; the sheet shows one column', async ({ page }) => {
    await page.goto('/tools/mycharacters');
    await importThroughDialog(page, { file: FIXTURE_FILE });
    await expectSheet(page, 'Tessa Varn');
    await expect(page.getByRole('tablist')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Casting' }).click();
    await page.getByRole('button', { name: 'Cast Heal (2 points)' }).click();
    await expect(page.getByRole('group', { name: 'Force points remaining' }).locator('output')).toHaveText('12 / 14');
    await page.getByRole('button', { name: 'My Characters' }).click();
    await expect(page.getByRole('link', { name: /Tessa Varn/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
