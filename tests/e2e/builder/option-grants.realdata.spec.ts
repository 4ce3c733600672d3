// On the real data set: a Guardian 3 of the Shien/Djem So Form archetype chooses its lightsaber form in the builder
// (the step lists the choice until it is made) and the sheet lists the form with what granted it.
import { expect, test } from '../support/fixtures.ts';
import { continueStep, createNewCharacter, openSheet } from './builder-flow.ts';

test.describe.configure({ timeout: 150_000 });

test('a Guardian chooses Djem So as its form in the builder and sees it on the sheet', async ({ page }) => {
  await createNewCharacter(page);
  await page.getByRole('button', { name: 'Go to character builder' }).click();
  await page.getByRole('searchbox', { name: 'Filter species' }).fill("twi'");
  await page.getByRole('radio', { name: "Twi'lek", exact: true }).check();

  await continueStep(page, 'Choose a Class');
  await page.getByLabel('Starting class').selectOption('Guardian');
  await page.getByRole('button', { name: 'Choose Class' }).click();
  await page.getByLabel('Guardian levels').selectOption('3');
  await page.getByLabel('Guardian fighting style').selectOption('Defense Style');
  await page.getByLabel(/^Archetype/).selectOption('Shien/Djem So Form');

  const form = 'Form Basics (Shien/Djem So Form 3): choose 1 lightsaber form';
  const missing = page.getByRole('status').filter({ hasText: 'Choices still to make' });
  await expect(missing).toContainText(form);
  const select = page.getByLabel(form);
  await expect(select.locator('option')).toHaveText(['Choose one', 'Shien Form', 'Djem So Form']);
  await select.selectOption('Djem So Form');
  await expect(missing.getByText(form)).toHaveCount(0);

  await continueStep(page, 'Determine Ability Scores');
  const scores = { Strength: 15, Dexterity: 13, Constitution: 14, Intelligence: 8, Wisdom: 12, Charisma: 10 };
  for (const [ability, score] of Object.entries(scores)) await page.getByLabel(`${ability} base score`).selectOption(String(score));
  await continueStep(page, 'Describe Your Character');
  await page.getByLabel('Name', { exact: true }).fill('Tarn Vell');
  await page.getByLabel('Background', { exact: true }).selectOption({ index: 1 });
  await continueStep(page, 'Choose Equipment');
  await page.getByRole('button', { name: 'Add Equipment' }).click();
  const add = page.getByRole('dialog', { name: 'Add Equipment' });
  await add.getByLabel('Category', { exact: true }).selectOption('Weapon');
  await add.getByLabel('Item', { exact: true }).selectOption({ index: 1 });
  await add.getByRole('button', { name: 'Add' }).click();
  await openSheet(page, 'Tarn Vell');

  const panels = page.getByRole('tabpanel', { name: 'Combat' });
  if ((await panels.count()) === 0) await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Combat' }).click();
  const forms = panels.first().getByRole('region', { name: 'Lightsaber forms' });
  await expect(forms).toContainText('Djem So Form');
  await forms.getByText('Djem So Form').click();
  await expect(forms).toContainText('From Form Basics (Shien/Djem So Form 3).');
  await expect(panels.first().getByRole('region', { name: 'Fighting style' })).toContainText('Defense Style');
});
