// Steps a new user takes in the character builder, shared by the builder and print specs (seed data names).
import { expect, type Page } from '@playwright/test';

export type Method = 'Standard Array' | 'Point Buy' | 'Manual';

/** From My Characters: the add button, then 'Create new character'; lands on the builder's intro. */
export async function createNewCharacter(page: Page): Promise<string> {
  await page.goto('/tools/mycharacters');
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name: 'Create new character' }).click();
  await expect(page).toHaveURL(/\/tools\/mycharacters\/[^/?]+\?isNew=true$/);
  await expect(page.getByRole('note', { name: 'Beta notice' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

export async function continueStep(page: Page, next: string) {
  await page.getByRole('button', { name: `Continue to ${next}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: next })).toBeVisible();
}

export async function chooseSpecies(page: Page) {
  await page.getByRole('button', { name: 'Go to character builder' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a Species' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter species' }).fill('hum');
  await page.getByRole('radio', { name: 'Human', exact: true }).check();
  const plusTwo = page.getByRole('group', { name: 'Choose 1 to increase by 2' });
  await plusTwo.getByRole('checkbox', { name: 'Dexterity' }).check();
  const plusOne = page.getByRole('group', { name: 'Choose 2 to increase by 1' });
  await plusOne.getByRole('checkbox', { name: 'Constitution' }).check();
  await plusOne.getByRole('checkbox', { name: 'Wisdom' }).check();
  await plusOne.getByRole('checkbox', { name: 'Strength' }).check();
  await expect(page.getByText('Too many ability scores selected')).toBeVisible();
  await plusOne.getByRole('checkbox', { name: 'Strength' }).uncheck();
  await expect(page.getByText('Too many ability scores selected')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Step 1: Choose a Species (complete)' })).toBeVisible();
}

export async function chooseClass(page: Page, className = 'Fighter', levels = 3) {
  await continueStep(page, 'Choose a Class');
  await page.getByLabel('Starting class').selectOption(className);
  await page.getByRole('button', { name: 'Choose Class' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `${className} 1` })).toBeVisible();
  await page.getByLabel(`${className} levels`).selectOption(String(levels));
  await expect(page.getByRole('heading', { level: 3, name: `${className} ${levels}` })).toBeVisible();
}

export async function setAbilityScores(page: Page, method: Method) {
  await continueStep(page, 'Determine Ability Scores');
  const scores: Record<string, number> =
    method === 'Point Buy'
      ? { Strength: 15, Dexterity: 15, Constitution: 15, Intelligence: 8, Wisdom: 8, Charisma: 8 }
      : method === 'Manual'
        ? { Strength: 11, Dexterity: 17, Constitution: 13, Intelligence: 9, Wisdom: 14, Charisma: 10 }
        : { Strength: 13, Dexterity: 15, Constitution: 14, Intelligence: 8, Wisdom: 12, Charisma: 10 };
  if (method !== 'Standard Array') await page.getByLabel('Method', { exact: true }).selectOption(method);
  if (method === 'Point Buy') await expect(page.getByText('Points remaining: 27')).toBeVisible();
  for (const [ability, score] of Object.entries(scores)) {
    const control = page.getByLabel(`${ability} base score`);
    if (method === 'Manual') await control.fill(String(score));
    else await control.selectOption(String(score));
  }
  if (method === 'Point Buy') await expect(page.getByText('Points remaining: 0')).toBeVisible();
  if (method === 'Manual') {
    await page.getByLabel('Charisma base score').fill('21');
    await expect(page.getByText('Must be less than 21')).toBeVisible();
    await page.getByLabel('Charisma base score').fill('10');
    await expect(page.getByText('Must be less than 21')).toBeHidden();
  }
  // Dexterity 15 or 17 plus the species' +2.
  const dexterity = page.getByRole('row', { name: /^Dexterity/ });
  await expect(dexterity).toContainText(String(scores.Dexterity + 2));
  await expect(page.getByRole('button', { name: 'Step 3: Determine Ability Scores (complete)' })).toBeVisible();
}

export async function describeCharacter(page: Page, name: string) {
  await continueStep(page, 'Describe Your Character');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Background', { exact: true }).selectOption('Agent');
  await page.getByLabel('Background feat').selectOption({ index: 1 });
  await page.getByLabel('Alignment').selectOption('Neutral Light');
  await page.getByLabel('Suggested ideal (Agent)').selectOption({ index: 1 });
  await expect(page.getByLabel('Ideal', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Personality Traits', { exact: true }).fill('Hums old spacer songs when nervous.');
  await page.getByLabel('Age', { exact: true }).fill('31');
  await page.getByLabel('Backstory', { exact: true }).fill('Grew up on a freighter and never stopped moving.');
}

export async function chooseEquipment(page: Page) {
  await continueStep(page, 'Choose Equipment');
  await page.getByRole('button', { name: 'Add Equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
  await dialog.getByLabel('Category', { exact: true }).selectOption('Weapon');
  await dialog.getByLabel('Type', { exact: true }).selectOption('SimpleBlaster');
  await dialog.getByLabel('Item', { exact: true }).selectOption({ label: 'Blaster pistol' });
  await dialog.getByRole('checkbox', { name: 'Equipped' }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Equipment' }).getByText('Blaster pistol', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step 5: Choose Equipment (complete)' })).toBeVisible();
}

export async function addCustomItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Custom Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Custom Item' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Type', { exact: true }).selectOption('Weapon');
  await dialog.getByLabel('Die size', { exact: true }).selectOption('8');
  await dialog.getByRole('checkbox', { name: 'Equipped' }).check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Equipment' }).getByText(name, { exact: true })).toBeVisible();
}

/** The Character Sheet button opens the sheet once every step is done. */
export async function openSheet(page: Page, name: string) {
  const button = page.getByRole('button', { name: 'Character Sheet' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('article', { name: `Character sheet of ${name}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Builder steps' })).toBeHidden();
}

export async function buildCharacter(page: Page, name: string, method: Method): Promise<string> {
  const id = await createNewCharacter(page);
  await chooseSpecies(page);
  await chooseClass(page);
  await setAbilityScores(page, method);
  await describeCharacter(page, name);
  await chooseEquipment(page);
  return id;
}
