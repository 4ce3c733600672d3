// A level-3 Berserker built through the builder on the bundled rules, with its features applied: the trait and class
// skill choices made, starting equipment added in one step, then on the sheet rages 3 and the unarmored armor class,
// a rage used, a short rest (the rage stays spent) and a long rest (rages back).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chooseClass, chooseSpecies, continueStep, createNewCharacter, describeCharacter, openSheet, setAbilityScores } from './builder-flow.ts';

const NAME = 'Kessa Drum';

const summary = (page: Page) => page.getByRole('region', { name: 'Character summary' });

async function rest(page: Page, button: 'Take Short Rest' | 'Take Long Rest') {
  await summary(page).getByRole('button', { name: 'Rest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rest' });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('build a level-3 Berserker with skills and starting equipment; rages 3, unarmored AC, rage, short and long rest', async ({ page, checkA11y }) => {
  await createNewCharacter(page);
  // Human; Dexterity +2, Constitution and Wisdom +1.
  await chooseSpecies(page);
  const choices = page.getByText('Choices still to make:');
  await expect(choices).toBeVisible();
  await checkA11y(page, 'species step with trait choices');
  await page.getByLabel('Human Versatility (Human): choose 1 skill').selectOption('Perception');
  await page.getByLabel('Human Versatility (Human): choose 1 tool').selectOption("Tinker's implements");
  await page.getByLabel('Human Versatility (Human): choose 1 weapon').selectOption('Techaxe');
  await expect(choices).toBeHidden();

  await chooseClass(page, 'Berserker', 3);
  await expect(page.getByText('Berserker skill proficiencies: choose 2 skills')).toBeVisible();
  const skills = page.getByRole('group', { name: /^Skill proficiencies: choose 2/ });
  await skills.getByRole('checkbox', { name: 'Athletics' }).check();
  await skills.getByRole('checkbox', { name: 'Survival' }).check();
  await expect(skills.getByRole('checkbox', { name: 'Nature' })).toBeDisabled();
  await checkA11y(page, 'class step with its choices');
  await expect(page.getByText('Berserker skill proficiencies: choose 2 skills')).toBeHidden();

  // Standard array: Dexterity 15 + 2 = 17 (+3), Constitution 14 + 1 = 15 (+2).
  await setAbilityScores(page, 'Standard Array');
  await describeCharacter(page, NAME);

  await continueStep(page, 'Choose Equipment');
  await page.getByRole('button', { name: 'Add starting equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Starting Equipment' });
  await dialog.getByRole('group', { name: 'Choice 1' }).getByRole('radio', { name: /^\(b\)/ }).check();
  await dialog.getByRole('group', { name: 'Choice 2' }).getByRole('radio', { name: /^\(a\)/ }).check();
  await dialog.getByRole('group', { name: 'Choice 3' }).getByRole('radio', { name: /^\(a\)/ }).check();
  const preview = dialog.getByRole('region', { name: 'Will be added' });
  await expect(preview).toContainText('Techaxe ×2');
  await expect(preview).toContainText("Explorer's pack ×1 (custom item: not in the equipment list)");
  await expect(preview).toContainText('150 credits');
  await checkA11y(page, 'the starting-equipment dialog');
  await dialog.getByRole('button', { name: 'Add starting equipment' }).click();
  await expect(dialog).toBeHidden();
  const equipment = page.getByRole('list', { name: 'Equipment' });
  await expect(equipment.getByText('Techaxe', { exact: true })).toBeVisible();
  // Weapons come equipped (the dialog's box was left ticked).
  await expect(equipment.getByRole('listitem').filter({ hasText: 'Techaxe' })).toContainText('×2 · equipped');
  await expect(equipment.getByText("Explorer's pack", { exact: true })).toBeVisible();
  await expect(page.getByLabel('Credits')).toHaveValue('150');
  await expect(page.getByRole('button', { name: 'Step 5: Choose Equipment (complete)' })).toBeVisible();

  await openSheet(page, NAME);
  // The wide layout opens Combat in one of its columns; where it does not, column 1 is switched to it.
  const panels = page.getByRole('tabpanel', { name: 'Combat' });
  if ((await panels.count()) === 0) await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Combat' }).click();
  const combat = panels.first();
  // No armor: AC 10 + Dexterity 3 + Constitution 2 = 15.
  await expect(combat.getByRole('list', { name: 'Where these numbers come from' })).toContainText('AC 15 = 10 + Dexterity 3 + Constitution 2 (Unarmored Defense (Berserker 1))');
  const berserker = combat.getByRole('region', { name: 'Class: Berserker' });
  await expect(berserker.getByRole('group', { name: 'Rage used: 0 of 3' })).toBeVisible();

  // Raging spends a rage.
  await berserker.getByRole('switch', { name: 'Raging' }).check();
  await expect(berserker.getByRole('group', { name: 'Rage used: 1 of 3' })).toBeVisible();
  await expect(combat.getByText('Raging: on, 2 of 3 Rage left.')).toBeVisible();
  await berserker.getByRole('switch', { name: 'Raging' }).uncheck();

  await rest(page, 'Take Short Rest');
  await expect(berserker.getByRole('group', { name: 'Rage used: 1 of 3' })).toBeVisible();
  await rest(page, 'Take Long Rest');
  await expect(berserker.getByRole('group', { name: 'Rage used: 0 of 3' })).toBeVisible();
});
