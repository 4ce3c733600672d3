// Accessibility of the table pages (axe: no serious or critical violations): a table with filters open and a row
// expanded, card lists, and detail pages.
import { test } from '../support/fixtures.ts';

const PAGES = [
  '/characters/species',
  '/characters/classes',
  '/characters/classes/Berserker',
  '/characters/backgrounds/Agent',
  '/characters/species/Half-Human',
  '/loot/weapons',
  '/rules/snv/monsters/Sith%20Lord',
  '/rules/sotg/starshipSizes',
];

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page, checkA11y }) => {
    await page.goto(path);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await checkA11y(page, path);
  });
}

test('axe: a table with a filter open and a row expanded', async ({ page, checkA11y }) => {
  await page.goto('/characters/feats');
  await page.getByRole('button', { name: 'Show details' }).first().click();
  await page.getByRole('button', { name: 'Source: All' }).click();
  await checkA11y(page, 'feats with a filter open and a row expanded');
});
