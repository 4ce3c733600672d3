// A new player's Wookiee Berserker built to level 4 through the builder on the bundled rules, with its features
// applied, and every number the builder used to get wrong checked on the sheet:
// - each choice the rules require is asked and listed until made (archetype, improvement, Berserker Instincts, the
//   background's feat, skills, tool and language);
// - the Mercenary's Durable feat raises Constitution (standard array 13 + 1 Wookiee + 1 Durable + 1 improvement = 16),
//   so armor class, hit points and the Constitution save follow;
// - "one vibroweapon" from the starting equipment is a picker of real vibroweapons (an attack, not a stat-less item),
//   and the equipment is added equipped as two hands can hold it (the shield and one weapon, the rest carried);
// - passive features have no Use button; rages count, rest and recover; damage taken while raging is resisted.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { continueStep, createNewCharacter, openSheet } from './builder-flow.ts';

const NAME = 'Kessa Drum';

const summary = (page: Page) => page.getByRole('region', { name: 'Character summary' });
const missing = (page: Page) => page.getByRole('status').filter({ hasText: 'Choices still to make:' });

async function rest(page: Page, button: 'Take Short Rest' | 'Take Long Rest') {
  await summary(page).getByRole('button', { name: 'Rest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rest' });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test("a new player's level-4 Wookiee Berserker: every required choice asked, Durable's +1 applied, a real vibroweapon, rages and resisted damage", async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  await createNewCharacter(page);
  // The intro says what the sheet applies and what stays by hand.
  await expect(page.getByRole('note', { name: 'Beta notice' })).toContainText('applied by hand');
  await page.getByRole('button', { name: 'Go to character builder' }).click();
  await page.getByRole('searchbox', { name: 'Filter species' }).fill('wook');
  await page.getByRole('radio', { name: 'Wookiee', exact: true }).check();
  await expect(page.getByRole('button', { name: 'Step 1: Choose a Species (complete)' })).toBeVisible();

  // Class: Berserker 4, each choice asked and listed until made.
  await continueStep(page, 'Choose a Class');
  await page.getByLabel('Starting class').selectOption('Berserker');
  await page.getByRole('button', { name: 'Choose Class' }).click();
  await page.getByLabel('Berserker levels').selectOption('4');
  await expect(missing(page)).toContainText('Berserker Instincts (Berserker 2): choose 2 options');
  await expect(missing(page)).toContainText('Berserker 4: choose an archetype (Berserker Approaches)');
  await expect(missing(page)).toContainText('Berserker ability score improvement 1: choose an ability score increase or a feat');
  await expect(missing(page)).toContainText('Berserker skill proficiencies: choose 2 skills');
  await page.getByLabel('Archetype (Berserker Approaches)').selectOption({ index: 1 });
  const instincts = page.getByRole('group', { name: /^Berserker Instincts \(Berserker 2\): choose 2 options/ });
  await instincts.getByRole('checkbox', { name: /Katarn's Instinct/ }).check();
  await instincts.getByRole('checkbox', { name: /Acklay's Instinct/ }).check();
  await page.getByLabel('Improvement 1 of 1').selectOption('Ability Score Improvement');
  await page.getByLabel('First increase').selectOption('Constitution');
  await page.getByLabel('Second increase').selectOption('Strength');
  const skills = page.getByRole('group', { name: /^Skill proficiencies: choose 2/ });
  await skills.getByRole('checkbox', { name: 'Athletics' }).check();
  await skills.getByRole('checkbox', { name: 'Survival' }).check();
  await expect(missing(page)).toBeHidden();
  await checkA11y(page, 'class step with every choice made');

  // Standard array: Strength 15 + 2 = 17 (+ 1 improvement = 18), Dexterity 14, Constitution 13 + 1 = 14.
  await continueStep(page, 'Determine Ability Scores');
  for (const [ability, score] of Object.entries({ Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 8, Wisdom: 12, Charisma: 10 })) {
    await page.getByLabel(`${ability} base score`).selectOption(String(score));
  }

  // Description: the Mercenary's feat, skills, gaming set and language are asked.
  await continueStep(page, 'Describe Your Character');
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Background', { exact: true }).selectOption('Mercenary');
  await expect(missing(page)).toContainText('Background feat: choose a feat');
  await expect(missing(page)).toContainText('Background tool proficiencies: choose 1 tool');
  await expect(missing(page)).toContainText('Background languages: choose 1 language');
  await page.getByLabel('Background feat').selectOption('Durable');
  const backgroundSkills = page.getByRole('group', { name: /^Background skill proficiencies/ });
  await backgroundSkills.getByRole('checkbox', { name: 'Investigation' }).check();
  await backgroundSkills.getByRole('checkbox', { name: 'Persuasion' }).check();
  await page.getByLabel('Background tool (choose one)').selectOption({ index: 1 });
  await page.getByLabel('Language of your choice').fill('Huttese');
  await expect(missing(page)).toBeHidden();
  await checkA11y(page, 'description step with the background choices');

  // Equipment: "one vibroweapon" is a picker of the listed vibroweapons; the techaxes beside the shield are carried.
  await continueStep(page, 'Choose Equipment');
  await page.getByRole('button', { name: 'Add starting equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Starting Equipment' });
  await dialog.getByRole('group', { name: 'Choice 1' }).getByRole('radio', { name: /^\(a\)/ }).check();
  await dialog.getByRole('group', { name: 'Choice 2' }).getByRole('radio', { name: /^\(a\)/ }).check();
  await dialog.getByRole('group', { name: 'Choice 3' }).getByRole('radio', { name: /^\(a\)/ }).check();
  const preview = dialog.getByRole('region', { name: 'Will be added' });
  await expect(preview).toContainText('Not chosen yet: one vibroweapon');
  await expect(dialog.getByRole('button', { name: 'Add starting equipment' })).toBeDisabled();
  await dialog.getByLabel('Which one: one vibroweapon').selectOption({ label: 'Vibroblade' });
  // The Mercenary's "gaming set of your choice" is a picker too.
  await dialog.getByLabel('Which one: a gaming set of your choice').selectOption({ label: 'Sabacc deck' });
  await expect(preview).toContainText('Vibroblade ×1');
  await expect(preview).not.toContainText('Not chosen yet');
  await expect(preview).not.toContainText('Vibroweapon ×1');
  await checkA11y(page, 'the starting-equipment dialog with a picker');
  await dialog.getByRole('button', { name: 'Add starting equipment' }).click();
  await expect(dialog).toBeHidden();
  // Equipped as two hands can hold them: the shield and the vibroblade; the techaxes are carried, so no warning.
  const equipment = page.getByRole('list', { name: 'Equipment' });
  await equipment.getByRole('listitem').filter({ hasText: 'Techaxe' }).locator('summary').click();
  await expect(equipment.getByRole('listitem').filter({ hasText: 'Techaxe' }).getByRole('checkbox', { name: /Equipped/ })).not.toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Light physical shield equipped with' })).toHaveCount(0);

  await openSheet(page, NAME);
  const panels = page.getByRole('tabpanel', { name: 'Combat' });
  if ((await panels.count()) === 0) await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Combat' }).click();
  const combat = panels.first();
  // Constitution 13 + 1 (Wookiee) + 1 (Durable) + 1 (improvement) = 16 (+3); Dexterity 14 (+2).
  // AC: Unarmored Defense 10 + 2 + 3 = 15, plus the light shield 1 = 16.
  const explained = combat.getByRole('list', { name: 'Where these numbers come from' });
  await expect(explained).toContainText('AC 16 = 10 + Dexterity 2 + Constitution 3 (Unarmored Defense (Berserker 1)) + 1 (shield and tweaks)');
  await expect(explained).toContainText('Hit points 53 = 45 (hit dice, Constitution and tweaks) + 8 (Durable (feat))');
  // Hit points: 12 + 3 x 7 + 4 x 3 (Constitution) + 4 x 2 (Durable) = 53.
  await expect(summary(page).getByRole('group', { name: /^Hit points 53 of 53/ })).toBeVisible();
  // The instincts chosen are listed under their feature.
  const berserker = combat.getByRole('region', { name: 'Class: Berserker' });
  await expect(berserker.getByText("Katarn's Instinct")).toBeVisible();
  // Passive features have no Use button.
  await expect(combat.getByRole('button', { name: /^Use Unarmored Defense/ })).toHaveCount(0);
  await expect(combat.getByRole('button', { name: /^Use Danger Sense/ })).toHaveCount(0);
  // The vibroblade is an attack: Strength 18 (+4) + 2 = +6.
  await expect(combat.getByRole('button', { name: /^Roll Vibroblade attack/ }).first()).toContainText('+6');

  // Abilities: the Constitution save (Berserker saves: Strength, Constitution) 3 + 2 = 5.
  const abilitiesTabs = page.getByRole('tablist', { name: 'Sheet sections, column 1' });
  await abilitiesTabs.getByRole('tab', { name: 'Abilities' }).click();
  const abilities = page.getByRole('tabpanel', { name: 'Abilities' }).first();
  await expect(abilities.getByRole('button', { name: 'Constitution score 16: edit tweak' })).toBeVisible();
  await expect(abilities.getByRole('button', { name: 'Constitution saving throw +5: edit tweak' })).toBeVisible();
  await abilitiesTabs.getByRole('tab', { name: 'Combat' }).click();

  // Raging spends a rage; damage taken while raging is resisted and the sheet says so.
  const combatNow = page.getByRole('tabpanel', { name: 'Combat' }).first();
  const berserkerNow = combatNow.getByRole('region', { name: 'Class: Berserker' });
  await expect(berserkerNow.getByRole('group', { name: 'Rage used: 0 of 3' })).toBeVisible();
  await berserkerNow.getByRole('switch', { name: 'Raging' }).check();
  await expect(berserkerNow.getByRole('group', { name: 'Rage used: 1 of 3' })).toBeVisible();
  await summary(page).getByRole('button', { name: 'Damage' }).click();
  const damage = summary(page).getByRole('dialog', { name: 'Take Damage' });
  await damage.getByLabel('Damage taken').fill('14');
  await damage.getByLabel('Damage type').selectOption('Kinetic');
  await expect(damage.getByRole('status')).toHaveText('14 kinetic damage, resisted: 7 taken');
  await damage.getByRole('button', { name: 'Damage' }).click();
  await expect(summary(page).getByRole('group', { name: /^Hit points 46 of 53/ })).toBeVisible();
  await expect(summary(page).getByText('14 kinetic damage, resisted: 7 taken')).toBeVisible();
  await berserkerNow.getByRole('switch', { name: 'Raging' }).uncheck();

  await rest(page, 'Take Short Rest');
  await expect(berserkerNow.getByRole('group', { name: 'Rage used: 1 of 3' })).toBeVisible();
  await rest(page, 'Take Long Rest');
  await expect(berserkerNow.getByRole('group', { name: 'Rage used: 0 of 3' })).toBeVisible();
});
