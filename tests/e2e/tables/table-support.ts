// Helpers for the table e2e specs: reading a table's rows and result count, choosing filters, and the expected
// records taken from the data files (the bundled seed or the real data set), never hard-coded lists.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { REALDATA_API } from '../../support/realdata.ts';
import { visit } from '../support/navigate.ts';
import { seedRecords } from '../../support/seed-data.ts';
import { displayName } from '../../../core/text/display-text.ts';
import { archetypeName } from '../../../web/src/pages/characters/archetypes/archetype-name.ts';

export type Rec = Record<string, unknown> & { name: string };

export const seed = <T = Rec>(resource: string) => seedRecords<T>(resource);

export function realRecords<T = Rec>(resource: string): T[] {
  return JSON.parse(readFileSync(resolve(REALDATA_API, `${resource}.json`), 'utf8')) as T[];
}

/** The table of the page by its accessible name. */
export const table = (page: Page, name: string): Locator => page.getByRole('table', { name, exact: true });

/** The result count line ('12 results'). */
export const resultCount = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^\d+ results?$/ });

export async function expectCount(page: Page, n: number): Promise<void> {
  await expect(resultCount(page)).toHaveText(`${n} ${n === 1 ? 'result' : 'results'}`);
}

/** The texts of one column of the table's visible rows, e.g. names. */
export async function columnTexts(page: Page, tableName: string, column = 'name'): Promise<string[]> {
  return (await table(page, tableName).locator(`td[data-column="${column}"]`).allInnerTexts()).map(collapse);
}

/** Text as a page shows it: runs of white space collapsed (some real names carry double spaces). */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Every value of a column across all pages of the table (50 rows a page: 'all' renders only the rows near the
 * viewport). Leaves the table on its last page.
 */
export async function allColumnTexts(page: Page, tableName: string, column = 'name'): Promise<string[]> {
  const select = page.getByRole('combobox', { name: 'Rows per page' });
  if ((await select.inputValue()) !== '50') {
    await select.selectOption('50');
    // Wait for the rows of the larger page: reading at once could catch the table still showing the smaller one.
    const total = Number((await page.getByText(/^\d+–\d+ of \d+$/).innerText()).split(' of ')[1]);
    await expect(page.getByText(/^\d+–\d+ of \d+$/)).toHaveText(total === 0 ? '0–0 of 0' : `1–${Math.min(50, total)} of ${total}`);
  }
  const texts: string[] = [];
  // A link to the next page, or a disabled button on the last page.
  const next = page.getByLabel('Next page', { exact: true });
  for (;;) {
    texts.push(...(await columnTexts(page, tableName, column)));
    if (await next.isDisabled()) return texts;
    const range = await page.getByText(/^\d+–\d+ of \d+$/).innerText();
    await next.click();
    await expect(page.getByText(/^\d+–\d+ of \d+$/)).not.toHaveText(range);
  }
}

/** Ticks options of a multi-select filter (the button is named '<label>: <summary>'), then closes it. */
export async function pickOptions(page: Page, label: string, options: string[]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}: `) }).click();
  const group = page.getByRole('group', { name: label, exact: true });
  for (const option of options) await group.getByRole('checkbox', { name: option, exact: true }).check();
  await page.keyboard.press('Escape');
}

/** Chooses the option of a single-select filter. */
export async function pickSingle(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption(option);
}

export function sortedNames(records: Array<{ name: string }>): string[] {
  return records.map((r) => r.name).sort();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Table entries grouped by their path's first segment ('/loot/armor' -> 'loot'), in their order. */
export function bySection<T extends readonly [string, ...unknown[]]>(entries: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const section = entry[0].split('/')[1];
    groups.set(section, [...(groups.get(section) ?? []), entry]);
  }
  return groups;
}

/** Goes to a table page (in-app after the first visit) and checks it lists exactly these names, page by page. */
export async function expectTableLists(page: Page, path: string, tableName: string, names: string[]): Promise<void> {
  await visit(page, path);
  await expect(table(page, tableName)).toBeVisible();
  await expectCount(page, names.length);
  expect((await allColumnTexts(page, tableName)).sort(), path).toEqual([...names].sort());
}

type Equipment = Rec & { equipmentCategory: string };
type Typed = Rec & { type: string };
type Power = Rec & { powerType: string };

/** Every table of the site with the real records it must list (read from REALDATA_API when called). */
export const REAL_TABLES: Array<[path: string, table: string, records: () => Rec[]]> = [
  ['/characters/species', 'Species', () => realRecords('species')],
  ['/characters/archetypes', 'Archetypes', () => realRecords('archetype')],
  ['/characters/backgrounds', 'Backgrounds', () => realRecords('background')],
  ['/characters/feats', 'Feats', () => realRecords('feat')],
  ['/characters/forcePowers', 'Force Powers', () => realRecords<Power>('power').filter((p) => p.powerType === 'Force')],
  ['/characters/techPowers', 'Tech Powers', () => realRecords<Power>('power').filter((p) => p.powerType === 'Tech')],
  ['/characters/maneuvers', 'Maneuvers', () => realRecords('maneuvers')],
  ['/characters/customizationOptions/classImprovements', 'Class Improvements', () => realRecords('classImprovement')],
  ['/characters/customizationOptions/fightingStyles', 'Fighting Styles', () => realRecords('fightingStyle')],
  ['/characters/customizationOptions/fightingMasteries', 'Fighting Masteries', () => realRecords('fightingMastery')],
  ['/characters/customizationOptions/lightsaberForms', 'Lightsaber Forms', () => realRecords('lightsaberForm')],
  ['/characters/customizationOptions/multiclassImprovements', 'Multiclass Improvements', () => realRecords('multiclassImprovement')],
  ['/characters/customizationOptions/splashclassImprovements', 'Splashclass Improvements', () => realRecords('splashclassImprovement')],
  ['/characters/customizationOptions/weaponFocuses', 'Weapon Focuses', () => realRecords('weaponFocus')],
  ['/characters/customizationOptions/weaponSupremacies', 'Weapon Supremacies', () => realRecords('weaponSupremacy')],
  ['/loot/armor', 'Armor', () => realRecords<Equipment>('equipment').filter((e) => e.equipmentCategory === 'Armor')],
  ['/loot/weapons', 'Weapons', () => realRecords<Equipment>('equipment').filter((e) => e.equipmentCategory === 'Weapon')],
  ['/loot/adventuringGear', 'Adventuring Gear', () => realRecords<Equipment>('equipment').filter((e) => !['Weapon', 'Armor'].includes(e.equipmentCategory))],
  ['/loot/enhancedItems', 'Enhanced Items', () => realRecords('enhancedItem')],
  ['/starships/ventures', 'Ventures', () => realRecords('starshipVenture')],
  ['/starships/modifications', 'Modifications', () => realRecords('starshipModification')],
  ['/starships/equipment', 'Starship Equipment', () => realRecords<Typed>('starshipEquipment').filter((e) => e.type !== 'Weapon')],
  ['/starships/weapons', 'Starship Weapons', () => realRecords<Typed>('starshipEquipment').filter((e) => e.type === 'Weapon')],
  ['/rules/snv/monsters', 'Monsters', () => realRecords('monster')],
];

/** A record's name as its table shows it: written as names are (no capitals), an archetype's version beside it. */
export function shownName(path: string, name: string): string {
  if (path.endsWith('/archetypes')) {
    const { name: base, version } = archetypeName(name);
    return version ? `${base} (${version})` : base;
  }
  return displayName(name);
}
