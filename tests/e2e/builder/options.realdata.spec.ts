// A species' options trait on the real data: a Nikto picks the Pale adaptation in the builder, and the sheet swims
// 30 ft. because of it and names the option under the trait.
import { expect, test } from '../support/fixtures.ts';
import { continueStep, createNewCharacter, openSheet } from './builder-flow.ts';

test.describe.configure({ timeout: 150_000 });

test('a Nikto chooses an adaptation in the builder and the sheet applies it', async ({ page }) => {
  await createNewCharacter(page);
  await page.getByRole('button', { name: 'Go to character builder' }).click();
  await page.getByRole('searchbox', { name: 'Filter species' }).fill('nikto');
  await page.getByRole('radio', { name: 'Nikto', exact: true }).check();
  await page.getByRole('group', { name: 'Choose 1 to increase by 1' }).getByRole('checkbox', { name: 'Dexterity' }).check();
  const notice = page.getByRole('status').filter({ hasText: 'Choices still to make' });
  await expect(notice).toContainText('Adaptation (Nikto): choose 1 option');
  const adaptation = page.getByRole('group', { name: 'Adaptation (Nikto): choose 1 option' });
  // Each option says what it does, written from its effects.
  await expect(adaptation.getByText('Swim 30 ft.', { exact: false })).toBeVisible();
  await adaptation.getByRole('radio', { name: /Gluss'sa'Nikto \(Pale\)/ }).check();
  await expect(page.getByRole('button', { name: 'Step 1: Choose a Species (complete)' })).toBeVisible();

  await continueStep(page, 'Choose a Class');
  await page.getByLabel('Starting class').selectOption('Berserker');
  await page.getByRole('button', { name: 'Choose Class' }).click();
  const skills = page.getByRole('group', { name: /Skill proficiencies: choose 2/ });
  await skills.getByRole('checkbox', { name: 'Athletics' }).check();
  await skills.getByRole('checkbox', { name: 'Survival' }).check();

  await continueStep(page, 'Determine Ability Scores');
  const scores = { Strength: 15, Dexterity: 13, Constitution: 14, Intelligence: 8, Wisdom: 12, Charisma: 10 };
  for (const [ability, score] of Object.entries(scores)) await page.getByLabel(`${ability} base score`).selectOption(String(score));
  await continueStep(page, 'Describe Your Character');
  await page.getByLabel('Name', { exact: true }).fill('Gluss Swimmer');
  await page.getByLabel('Background', { exact: true }).selectOption({ index: 1 });
  await continueStep(page, 'Choose Equipment');
  await openSheet(page, 'Gluss Swimmer');

  await expect(page.getByRole('list', { name: 'Speeds' })).toContainText("Swim 30 ft. = 30 (Adaptation: Gluss'sa'Nikto (Pale) (Nikto))");
  const species = page.getByRole('region', { name: 'Species: Nikto' });
  // Under the trait: the option chosen and what it does.
  await expect(species.getByText("Gluss'sa'Nikto (Pale)", { exact: true })).toBeVisible();
  await expect(species.getByText('Swim 30 ft.; by hand:', { exact: false })).toBeVisible();
});
