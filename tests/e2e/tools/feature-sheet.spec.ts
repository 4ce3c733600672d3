// The live sheet with automated features, on the seed rules served over GraphQL: a level-3 Berserker (the fixture
// character rebuilt as one, automation on) shows its unarmored armor class with where it comes from, rages as three
// checkboxes, Raging switched on spends one and adds its damage and resistances, a short rest keeps rages spent and
// a long rest restores them; on a 390 px phone the features still fit the width.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { tooWide } from './phone-support.ts';
import { collectPageErrors, expectSheet, FIXTURE_FILE, importThroughDialog } from './tools-support.ts';

const NAME = 'Korr Vask';

/** The fixture (Str 8, Dex 14, Con 12 from the standard array) as a Berserker 3 made with the current builder. */
function berserker(): string {
  const base = JSON.parse(readFileSync(FIXTURE_FILE, 'utf8'));
  return JSON.stringify({
    ...base,
    name: NAME,
    builderVersion: '0.8.0',
    settings: { ...base.settings, isAutomatingFeatures: true },
    classes: [{ name: 'Berserker', levels: 3, hitPoints: [7, 7], abilityScoreImprovements: [], skills: ['Athletics', 'Survival'] }],
  });
}

async function openCombat(page: Page) {
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { text: berserker() });
  await expectSheet(page, NAME);
  await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Combat' }).click();
  return page.getByRole('tabpanel', { name: 'Combat' }).first();
}

test('rages as counters, Raging on and off, rests, and the armor class with its source', async ({ page, checkA11y }) => {
  const errors = collectPageErrors(page);
  const combat = await openCombat(page);
  // Unarmored Defense: 10 + Dex 2 + Con 1 = 13 (the vibrodagger is no armor).
  await expect(combat.getByRole('button', { name: /^Armor class 13/ })).toBeVisible();
  const sources = combat.getByRole('list', { name: 'Where these numbers come from' });
  await expect(sources).toContainText('AC 13 = 10 + Dexterity 2 + Constitution 1 (Unarmored Defense (Berserker 1))');

  const berserker = combat.getByRole('region', { name: 'Class: Berserker' });
  await expect(berserker.getByRole('group', { name: 'Rage used: 0 of 3' })).toBeVisible();
  await expect(berserker.getByLabel('Recovers on a long rest')).toHaveText('Long rest');
  await berserker.getByRole('switch', { name: 'Raging' }).check();
  await expect(berserker.getByRole('group', { name: 'Rage used: 1 of 3' })).toBeVisible();
  await expect(combat.getByText('Raging: on, 2 of 3 Rage left.')).toBeVisible();
  // The rage damage of the class table's column at level 3 (+2) and the resistances while raging.
  await expect(sources).toContainText('+2 damage on melee attacks with Strength (Rage (Berserker 1))');
  await expect(combat.getByRole('list', { name: 'Resistances' })).toContainText('Resistant to Kinetic (Rage (Berserker 1))');
  await checkA11y(page, 'sheet with automated features');
  await berserker.getByRole('switch', { name: 'Raging' }).uncheck();
  await expect(combat.getByRole('list', { name: 'Resistances' })).toBeHidden();

  const header = page.getByRole('region', { name: 'Character summary' });
  const rest = page.getByRole('dialog', { name: 'Rest' });
  await header.getByRole('button', { name: 'Rest' }).click();
  await rest.getByRole('button', { name: 'Take Short Rest' }).click();
  await expect(rest).toBeHidden();
  await expect(berserker.getByRole('group', { name: 'Rage used: 1 of 3' })).toBeVisible();
  await header.getByRole('button', { name: 'Rest' }).click();
  await rest.getByRole('button', { name: 'Take Long Rest' }).click();
  await expect(rest).toBeHidden();
  await expect(berserker.getByRole('group', { name: 'Rage used: 0 of 3' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an older character: the preview dialog is accessible, and Cancel keeps automation off', async ({ page, checkA11y }) => {
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, 'Tessa Varn');
  await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Combat' }).click();
  const combat = page.getByRole('tabpanel', { name: 'Combat' }).first();
  await combat.getByRole('button', { name: 'Apply features automatically' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Features Automatically' });
  await expect(dialog.getByRole('heading', { name: 'Numbers that change' })).toBeVisible();
  await checkA11y(page, 'automation preview');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(combat.getByRole('button', { name: 'Apply features automatically' })).toBeVisible();
  await expect(combat.getByRole('list', { name: 'Where these numbers come from' })).toBeHidden();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the features, their counters and the speeds, senses and defences fit the width', async ({ page }) => {
    const combat = await openCombat(page);
    await combat.getByRole('region', { name: 'Class: Berserker' }).getByRole('switch', { name: 'Raging' }).check();
    await expect(combat.getByRole('list', { name: 'Resistances' })).toBeVisible();
    expect(await tooWide(page)).toEqual([]);
  });
});
