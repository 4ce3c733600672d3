// Every filter of every table over the real data offers each choice once and written as the site writes it: no two
// options differing only in case or spacing ('Humanoid' beside 'humanoid'), none in capitals, no kind of creature
// beside its creature type ('human' beside 'humanoid'), no piece of a split bracket. The records stay as imported:
// only what the filters show and match is normalized.
import type { Locator, Page } from '@playwright/test';
import { displayName } from '../../../core/text/display-text.ts';
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { bySection, REAL_TABLES, table } from './table-support.ts';

/** The creature types of the game's stat blocks that the real monsters use. */
const CREATURE_TYPES = ['aberration', 'beast', 'construct', 'droid', 'elemental', 'humanoid', 'plant', 'swarm', 'undead'];

/** Each filter of the table's controls with the options it offers (a single choice's 'All' left out). */
async function filterOptions(page: Page, controls: Locator): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const select of await controls.getByRole('combobox').all()) {
    const label = (await select.evaluate((el) => (el as HTMLSelectElement).labels?.[0]?.textContent ?? '')).trim();
    out.set(label, (await select.locator('option').allInnerTexts()).filter((o) => o !== 'All'));
  }
  for (const toggle of await controls.getByRole('button', { name: /^[^:]+: / }).all()) {
    const label = (await toggle.getAttribute('aria-label'))!.split(':')[0]!;
    await toggle.click();
    const group = page.getByRole('group', { name: label, exact: true });
    out.set(label, (await group.locator('label').allInnerTexts()).map((t) => t.trim()));
    await page.keyboard.press('Escape');
    await expect(group).toBeHidden();
  }
  return out;
}

/** Options that differ only in case and spacing are one option. */
const folded = (option: string) => option.toLowerCase().replace(/\s+/g, ' ').trim();

function checkOptions(where: string, options: readonly string[]): void {
  expect(options.length, `${where} offers choices`).toBeGreaterThan(0);
  const seen = new Map<string, string>();
  for (const option of options) {
    const key = folded(option);
    expect(seen.get(key), `${where}: "${option}" repeats "${seen.get(key)}"`).toBeUndefined();
    seen.set(key, option);
    expect(displayName(option), `${where}: "${option}" is written in capitals`).toBe(option);
    expect((option.match(/\(/g) ?? []).length, `${where}: "${option}" has a bracket cut in two`).toBe((option.match(/\)/g) ?? []).length);
  }
  // One filter writes its options one way: all starting in lower case, or none.
  const lower = options.filter((o) => /^\p{Ll}/u.test(o));
  expect(lower.length === 0 || lower.length === options.filter((o) => /^\p{L}/u.test(o)).length, `${where} mixes cases: ${options.join(', ')}`).toBe(true);
}

for (const [section, tables] of bySection(REAL_TABLES)) {
  test(`every filter of the /${section}/... tables offers each choice once, as the site writes it`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const [path, name] of tables) {
      await test.step(path, async () => {
        await visit(page, path);
        await expect(table(page, name)).toBeVisible();
        const options = await filterOptions(page, page.getByRole('search', { name: `Search ${name}` }));
        for (const [label, offered] of options) checkOptions(`${path} ${label}`, offered);
        if (path === '/rules/snv/monsters') expect(options.get('Type')).toEqual(CREATURE_TYPES);
      });
    }
  });
}
