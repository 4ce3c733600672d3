// A new user builds a character through every builder step, once with each ability score method, and reaches the
// sheet; the Character Sheet button explains what is missing until then; a custom item is added.
import { VALIDATION_MESSAGES } from '../../../core/engine/index.ts';
import { expect, test } from '../support/fixtures.ts';
import { addCustomItem, buildCharacter, chooseSpecies, createNewCharacter, openSheet } from './builder-flow.ts';

// Each test walks the whole builder as a user would; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 });

test('Standard Array: every step, then the sheet; the character survives a reload', async ({ page }) => {
  const id = await buildCharacter(page, 'Kira Vale', 'Standard Array');
  await openSheet(page, 'Kira Vale');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Character sheet of Kira Vale' })).toBeVisible();
  await page.goto('/tools/mycharacters');
  await expect(page.getByRole('link', { name: /Kira Vale/ })).toHaveAttribute('href', new RegExp(id));
});

test('Point Buy: every step and a custom item, then the sheet', async ({ page }) => {
  await buildCharacter(page, 'Doran Kest', 'Point Buy');
  await addCustomItem(page, 'Heirloom hydrospanner');
  await openSheet(page, 'Doran Kest');
  await expect(page.getByText('Heirloom hydrospanner').first()).toBeAttached();
});

test('Manual: every step, then the sheet', async ({ page }) => {
  await buildCharacter(page, 'Tamsin Orr', 'Manual');
  await openSheet(page, 'Tamsin Orr');
});

test('the Character Sheet button stays disabled and says what is missing; headers jump between steps', async ({ page }) => {
  await createNewCharacter(page);
  const button = page.getByRole('button', { name: 'Character Sheet' });
  await expect(button).toBeDisabled();
  await chooseSpecies(page);
  // A disabled button gets no pointer events: its wrapper shows the tooltip.
  const wrapper = page.locator('span[tabindex="0"]').filter({ has: button });
  await wrapper.hover();
  await expect(page.getByRole('tooltip')).toHaveText(VALIDATION_MESSAGES[2]);
  await page.getByRole('button', { name: /Step 4: Describe Your Character/ }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ves');
  await wrapper.hover();
  await expect(page.getByRole('tooltip')).toHaveText(VALIDATION_MESSAGES[4]);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Determine Ability Scores' })).toBeVisible();
  await expect(button).toBeDisabled();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the stepper fits, every step is usable, and the pages pass the accessibility check', async ({ page, checkA11y }) => {
    await createNewCharacter(page);
    await checkA11y(page, 'builder intro');
    await chooseSpecies(page);
    const stepper = page.getByRole('navigation', { name: 'Builder steps' });
    const box = await stepper.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await checkA11y(page, 'species step');
    for (const step of ['Choose a Class', 'Determine Ability Scores', 'Describe Your Character', 'Choose Equipment']) {
      await page.getByRole('button', { name: `Continue to ${step}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling on ${step}`).toBeLessThanOrEqual(375);
      await checkA11y(page, step);
    }
    await page.getByRole('button', { name: 'Add Equipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 375).toBe(true);
    await checkA11y(page, 'add equipment dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Settings/ }).click();
    await checkA11y(page, 'settings dialog');
  });
});
