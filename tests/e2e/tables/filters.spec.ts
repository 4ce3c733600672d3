// The tables' filter controls in a browser, one test per kind of control: a multiple choice (a group of check boxes),
// a single choice (a select, preset from the address), a range (from and to), and a row's expansion. Each filter's
// rule and each fixed choice list has its unit test beside the page that defines it (power-filters, species-ability-
// filter, monster-kind, source-options, venture-prerequisite-filter, starship-equipment-types, ...): here the controls
// are shown to apply those rules to the rows, to read back from the address and to be served with it.
import { expect, test } from '../support/fixtures.ts';
import { allColumnTexts, expectCount, pickOptions, pickSingle, seed, table, type Rec } from './table-support.ts';

type Power = Rec & { powerType: string; level: number };
const powers = (type: string) => seed<Power>('power').filter((p) => p.powerType === type);
const names = (records: Array<{ name: string }>) => records.map((r) => r.name).sort();

async function shownNames(page: import('@playwright/test').Page, tableName: string, expected: string[]) {
  await expectCount(page, expected.length);
  expect((await allColumnTexts(page, tableName)).sort()).toEqual([...expected].sort());
}

test('a multiple choice: its options in the rules\' order, the rows it keeps, its count on the button and in the address', async ({ page }) => {
  await page.goto('/characters/techPowers');
  await pickOptions(page, 'Level', ['At-will']);
  await shownNames(page, 'Tech Powers', names(powers('Tech').filter((p) => !p.level)));
  await expect(table(page, 'Tech Powers').locator('td[data-column="level"]').first()).toHaveText('At-will');
  await page.getByRole('button', { name: /^Level: / }).click();
  await expect(page.getByRole('group', { name: 'Level' }).locator('label')).toHaveText(['At-will', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th']);
  await page.keyboard.press('Escape');
  // The options read as the Level column does; the address keeps the level's number.
  await pickOptions(page, 'Level', ['2nd']);
  await shownNames(page, 'Tech Powers', names(powers('Tech').filter((p) => !p.level || p.level === 2)));
  await expect(page.getByRole('button', { name: 'Level: 2 selected' })).toBeVisible();
  await expect(page).toHaveURL(/level=2(&|$)/);
});

test('a single choice is preset from the address and changes the rows', async ({ page }) => {
  type Archetype = Rec & { className: string };
  const archetypes = seed<Archetype>('archetype');
  await page.goto('/characters/archetypes?class=Operative');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Operative');
  await shownNames(page, 'Archetypes', names(archetypes.filter((a) => a.className === 'Operative')));
  await pickSingle(page, 'Class', 'Scout');
  await shownNames(page, 'Archetypes', names(archetypes.filter((a) => a.className === 'Scout')));
});

test('a range (from, to; options in numeric order) sorts and filters by value, kept in the address and served with it', async ({ page }) => {
  type Monster = Rec & { challengeRating: string };
  const monsters = seed<Monster>('monster');
  const value = (cr: string) => (cr.includes('/') ? Number(cr.split('/')[0]) / Number(cr.split('/')[1]) : Number(cr));
  await page.goto('/rules/snv/monsters?sort=cr');
  await expectCount(page, monsters.length);
  const ratings = await allColumnTexts(page, 'Monsters', 'cr');
  expect(ratings.slice(0, 4)).toEqual(['0', '1/8', '1/4', '1/2']);
  expect(ratings.map(value)).toEqual([...ratings.map(value)].sort((a, b) => a - b));
  const from = page.getByRole('combobox', { name: 'CR from', exact: true });
  expect((await from.locator('option').allInnerTexts()).slice(0, 6)).toEqual(['All', '0', '1/8', '1/4', '1/2', '1']);
  await pickSingle(page, 'CR from', '1/4');
  await pickSingle(page, 'CR to', '2');
  const within = names(monsters.filter((m) => value(m.challengeRating) >= 0.25 && value(m.challengeRating) <= 2));
  await shownNames(page, 'Monsters', within);
  await expect(page).toHaveURL(/crFrom=1%2F4/);
  await expect(page).toHaveURL(/crTo=2(&|$)/);
  // The address alone gives the same rows, rendered by the server.
  const served = await page.request.get(new URL(page.url()).pathname + new URL(page.url()).search);
  expect(await served.text()).toContain(`${within.length} results`);
});

test('a filtered row expands to its details, with the texts of its properties', async ({ page }) => {
  type Armor = Rec & { equipmentCategory: string; propertiesMap: Record<string, string> };
  const armor = seed<Armor>('equipment').filter((e) => e.equipmentCategory === 'Armor');
  await page.goto('/loot/armor');
  await pickOptions(page, 'Property', ['Obtrusive']);
  await shownNames(page, 'Armor', names(armor.filter((a) => 'Obtrusive' in a.propertiesMap)));
  await page.getByRole('button', { name: 'Show details' }).first().click();
  await expect(page.getByRole('group', { name: 'Property descriptions' }).getByRole('heading', { name: 'Obtrusive' })).toBeVisible();
});
