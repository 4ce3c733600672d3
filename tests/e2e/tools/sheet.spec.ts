// The live sheet, signed out, on the seed rules: import a character file and reach its sheet; temporary hit points,
// damage to 0 (death saves), healing, short and long rests; casting; a custom proficiency; a skill tweak set and
// cleared; export to file and import back into an identical character; copy JSON; the VTT exports.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { collectPageErrors, expectSheet, FIXTURE_FILE, importThroughDialog, readLocalCharacters } from './tools-support.ts';

const NAME = 'Tessa Varn';

async function openFixture(page: Page) {
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, NAME);
}

const header = (page: Page) => page.getByRole('region', { name: 'Character summary' });

async function amount(page: Page, button: string, dialogTitle: string, label: string, value: number, confirm: string) {
  await header(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog.getByRole('button', { name: confirm })).toBeDisabled();
  await dialog.getByLabel(label).fill(String(value));
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a sheet section in the first column. */
async function section(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

test('hit points: temporary first, down to 0 shows death saves, heal, short and long rest', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openFixture(page);
  await expect(page).toHaveTitle(`${NAME} | SW5E`);
  await expect(page.getByRole('button', { name: 'My Characters' })).toBeVisible();
  const hp = page.getByTestId('hp-current');
  await expect(hp).toHaveText('17');

  await amount(page, 'THP', 'Temporary Hit Points', 'Temporary hit points', 5, 'Set');
  await expect(page.getByTestId('hp-temporary')).toHaveText('+5 temp');
  await amount(page, 'Damage', 'Take Damage', 'Damage taken', 3, 'Damage');
  await expect(page.getByTestId('hp-temporary')).toHaveText('+2 temp');
  await expect(hp).toHaveText('17');
  await amount(page, 'Damage', 'Take Damage', 'Damage taken', 10, 'Damage');
  await expect(page.getByTestId('hp-temporary')).toHaveCount(0);
  await expect(hp).toHaveText('9');

  await amount(page, 'Damage', 'Take Damage', 'Damage taken', 9, 'Damage');
  const saves = page.getByRole('group', { name: 'Death Saves' });
  await expect(saves).toBeVisible();
  await expect(hp).toHaveCount(0);
  await saves.getByRole('checkbox', { name: 'Failure 1' }).check();
  await expect(saves.getByRole('checkbox', { name: 'Failure 1' })).toBeChecked();

  await amount(page, 'Heal', 'Heal', 'Hit points regained', 6, 'Heal');
  await expect(hp).toHaveText('6');
  await expect(saves).toBeHidden();

  await header(page).getByRole('button', { name: 'Rest' }).click();
  const rest = page.getByRole('dialog', { name: 'Rest' });
  const total = rest.getByLabel('Roll total (hit points regained)');
  await expect(total).toBeDisabled();
  await rest.getByLabel(/d6 hit dice to spend \(3 of 3 left\)/).fill('5');
  await expect(rest.getByLabel(/d6 hit dice to spend/)).toHaveValue('3');
  await rest.getByLabel(/d6 hit dice to spend/).fill('2');
  await expect(total).toBeEnabled();
  await total.fill('7');
  await rest.getByRole('button', { name: 'Take Short Rest' }).click();
  await expect(hp).toHaveText('13');

  await header(page).getByRole('button', { name: 'Rest' }).click();
  await expect(rest.getByLabel(/d6 hit dice to spend \(1 of 3 left\)/)).toBeVisible();
  await expect(rest.getByText('hit dice regained: 1d6')).toBeVisible();
  await rest.getByRole('button', { name: 'Take Long Rest' }).click();
  await expect(hp).toHaveText('17');

  // Everything above is kept in this browser.
  const [stored] = await readLocalCharacters(page);
  expect(stored.document.currentStats).toMatchObject({ hitPointsLost: 0, temporaryHitPoints: 0, hitDiceUsed: { d6: 1 } });
  expect(errors).toEqual([]);
});

test('casting spends points and conditions with exhaustion', async ({ page }) => {
  await openFixture(page);
  const casting = page.getByRole('tabpanel', { name: 'Casting' });
  const points = casting.getByRole('group', { name: 'Force points remaining' });
  await expect(points.locator('output')).toHaveText('14 / 14');
  await casting.getByRole('button', { name: 'Cast Stun (3 points)' }).click();
  await expect(points.locator('output')).toHaveText('11 / 14');
  for (let i = 0; i < 3; i++) await casting.getByRole('button', { name: 'Cast Heal (2 points)' }).click();
  await expect(points.locator('output')).toHaveText('5 / 14');
  // A level-2 power costs 3: with 5 left it may be cast once more, then not (cost must stay below what remains).
  await casting.getByRole('button', { name: 'Cast Stun (3 points)' }).click();
  await expect(points.locator('output')).toHaveText('2 / 14');
  await expect(casting.getByRole('button', { name: 'Cast Stun (3 points)' })).toBeDisabled();
  await expect(casting.getByRole('button', { name: 'Cast Heal (2 points)' })).toBeDisabled();

  await header(page).getByRole('button', { name: 'Conditions' }).click();
  const conditions = page.getByRole('dialog', { name: 'Conditions' });
  await conditions.getByRole('checkbox', { name: 'Exhaustion' }).check();
  await expect(conditions.getByLabel('Exhaustion level')).toHaveValue('1');
  await conditions.getByLabel('Exhaustion level').selectOption('4');
  await conditions.getByRole('checkbox', { name: 'Prone' }).check();
  await conditions.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Active conditions' }).getByRole('listitem')).toHaveText(['Exhaustion 4', 'Prone']);
});

test('custom proficiency, skill tweak set and cleared, notes', async ({ page }) => {
  await openFixture(page);
  const proficiencies = await section(page, 'Proficiencies');
  await proficiencies.getByRole('button', { name: 'Add proficiency' }).click();
  const add = page.getByRole('dialog', { name: 'Add Proficiency' });
  await expect(add.getByRole('button', { name: 'Add' })).toBeDisabled();
  await add.getByRole('combobox', { name: 'Proficiency' }).fill('Holochess');
  await expect(add.getByText('No proficiencies matching "Holochess"')).toBeVisible();
  await expect(add.getByRole('checkbox', { name: 'Expertise' })).toHaveCount(0);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(proficiencies.getByRole('button', { name: 'Delete proficiency Holochess' })).toBeVisible();
  await proficiencies.getByRole('button', { name: 'Delete proficiency Holochess' }).click();
  await page.getByRole('dialog', { name: 'Delete Proficiency' }).getByRole('button', { name: 'Delete' }).click();
  await expect(proficiencies.getByText('Holochess')).toHaveCount(0);

  const abilities = await section(page, 'Abilities');
  const stealth = abilities.getByTestId('skill-Stealth').getByRole('button', { name: /^Stealth/ });
  await expect(stealth).toHaveText('+2');
  await stealth.click();
  const tweak = page.getByRole('dialog', { name: 'Tweak Stealth' });
  await tweak.getByRole('radio', { name: 'Expertise' }).check();
  await expect(stealth).toHaveText('+6');
  await tweak.getByLabel('Bonus').fill('1');
  await expect(stealth).toHaveText('+7');
  await tweak.getByRole('button', { name: 'Done' }).click();
  await expect(stealth).toHaveAccessibleName(/tweaked/);
  let [stored] = await readLocalCharacters(page);
  expect(stored.document.tweaks).toEqual({ abilityScores: { Dexterity: { skills: { Stealth: { proficiency: 'Expertise', bonus: 1, override: null } } } } });

  await stealth.click();
  await tweak.getByRole('button', { name: 'Clear Tweak' }).click();
  // Clearing closes the dialog: nothing is left to edit.
  await expect(tweak).toBeHidden();
  await expect(stealth).toHaveText('+2');
  [stored] = await readLocalCharacters(page);
  expect(stored.document.tweaks).toEqual({ abilityScores: { Dexterity: { skills: {} } } });

  const notes = await section(page, 'Notes');
  await notes.getByRole('button', { name: 'Edit Notes' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Notes' });
  await editor.getByLabel('Notes').fill('Meet the dockmaster at dawn.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(notes.getByTestId('notes-text')).toHaveText('Meet the dockmaster at dawn.');
});

test('export to file and import it back into an identical character; copy JSON; VTT exports', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFixture(page);
  // Make it differ from the fixture file first.
  await amount(page, 'Damage', 'Take Damage', 'Damage taken', 4, 'Damage');

  await header(page).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: 'Export to File' }).click()]);
  expect(download.suggestedFilename()).toBe('tessaVarn.json');
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(exported.currentStats.hitPointsLost).toBe(4);

  await menu.getByRole('button', { name: 'Copy JSON Text' }).click();
  await expect(menu.getByText('Character data copied to clipboard!')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toEqual(exported);

  const [roll20] = await Promise.all([page.waitForEvent('download'), menu.getByRole('button', { name: 'Export to Roll20' }).click()]);
  expect(roll20.suggestedFilename()).toBe('tessaVarn_roll20.json');
  const roll20File = JSON.parse(readFileSync((await roll20.path())!, 'utf8'));
  expect(roll20File).toMatchObject({ schema_version: 2, name: NAME });
  // The Consular's weapon proficiencies are WEAPON rows, and every attack row (vibrodagger, unarmed) has its save effect.
  const attribs = roll20File.attribs as { name: string; current: unknown }[];
  const ending = (suffix: string) => attribs.filter((a) => a.name.endsWith(suffix)).map((a) => a.current);
  expect(ending('_prof_type')).toEqual(['LANGUAGE', 'WEAPON', 'WEAPON']);
  expect(ending('_atkname')).toEqual(['Vibrodagger', 'Unarmed Strike']);
  expect(ending('_saveeffect')).toEqual([' ', ' ']);
  await menu.getByRole('button', { name: 'Copy for Foundry VTT' }).click();
  await expect(menu.getByText('Foundry VTT character data copied to clipboard!')).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toMatchObject({ schema_version: 2, name: NAME });
  await menu.getByRole('button', { name: 'Close' }).click();

  // Import the exported file: a second character with the same content.
  await page.getByRole('button', { name: 'My Characters' }).click();
  await importThroughDialog(page, { file: (await download.path())! });
  await expectSheet(page, NAME);
  await expect(page.getByTestId('hp-current')).toHaveText('13');
  const records = await readLocalCharacters(page);
  expect(records).toHaveLength(2);
  const strip = ({ localId: _l, changedAt: _c, ...rest }: Record<string, unknown>) => rest;
  const [first, second] = records.map((record) => strip(record.document));
  expect(second).toEqual(first);
  expect(strip(exported)).toEqual(first);
});

test('an incomplete character (ability scores all 0) opens the builder, not the sheet', async ({ page }) => {
  await page.goto('/tools/mycharacters');
  const incomplete = { ...JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')), baseAbilityScores: { Strength: 0, Dexterity: 0, Constitution: 0, Intelligence: 0, Wisdom: 0, Charisma: 0 } };
  await importThroughDialog(page, { text: JSON.stringify(incomplete) });
  await expect(page.getByRole('article', { name: /Character sheet/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Character Sheet' })).toBeDisabled();
});

test('the menu opens the print view of the character', async ({ page }) => {
  await openFixture(page);
  await header(page).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Print View' }).click();
  await expect(page).toHaveURL(/\/tools\/mycharacters\/temp-[a-z0-9]{9}\/print$/);
  await expect(page.getByLabel('Player Name')).toBeVisible();
});

test('two tabs on one character: damage taken in one shows in the other, whose next edit keeps it', async ({ page, context }) => {
  await openFixture(page);
  const other = await context.newPage();
  await other.goto(page.url().replace('?isNew=true', ''));
  await expectSheet(other, NAME);
  await expect(other.getByTestId('hp-current')).toHaveText('17');

  await amount(page, 'Damage', 'Take Damage', 'Damage taken', 4, 'Damage');
  await expect(page.getByTestId('hp-current')).toHaveText('13');
  await expect(other.getByTestId('hp-current')).toHaveText('13');

  // The other tab now edits the shared copy: both changes are kept, and the first tab shows the result.
  await amount(other, 'Damage', 'Take Damage', 'Damage taken', 3, 'Damage');
  await expect(other.getByTestId('hp-current')).toHaveText('10');
  await expect(page.getByTestId('hp-current')).toHaveText('10');
  const [stored] = await readLocalCharacters(page);
  expect(stored.document.currentStats).toMatchObject({ hitPointsLost: 7 });
  await other.close();
});

test('on a wide screen the columns follow what the character has, and the dice bar runs along the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A Fighter casts nothing: the third column opens on Equipment, not on an empty Casting section.
  const fighter = { ...JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')), name: 'Rook Danner', classes: [{ name: 'Fighter', levels: 3, hitPoints: [6, 6], abilityScoreImprovements: [], skills: ['Athletics', 'Perception'] }] };
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { text: JSON.stringify(fighter) });
  await expectSheet(page, 'Rook Danner');
  const open = (column: number) => page.getByRole('tablist', { name: `Sheet sections, column ${column}` }).getByRole('tab', { selected: true });
  await expect(open(1)).toHaveAccessibleName('Abilities');
  await expect(open(2)).toHaveAccessibleName('Combat');
  await expect(open(3)).toHaveAccessibleName('Equipment');
  // The dice are one slim bar across the window, over no one column more than another.
  const dice = (await page.getByRole('region', { name: 'Dice' }).boundingBox())!;
  expect(dice.height).toBeLessThanOrEqual(64);
  expect(dice.width).toBe(1280);
  expect(dice.y + dice.height).toBe(900);

  // A caster keeps Casting in the third column.
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, NAME);
  await expect(open(3)).toHaveAccessibleName('Casting');
});
