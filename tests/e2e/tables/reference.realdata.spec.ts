// Reference pages on the real data set, where their defects were found: replacement characters, raw HTML, monster
// filter options, starship size cards, chapter contents, the handbook maneuvers chapter and page titles.
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { table } from './table-support.ts';

test('replacement characters show as dashes in class level tables and monster languages', async ({ page }) => {
  await page.goto('/characters/classes/Berserker');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Berserker');
  await expect(main.getByRole('table').first()).toBeVisible();
  expect(await main.evaluate((el) => el.textContent?.includes('\uFFFD'))).toBe(false);

  await visit(page, '/rules/snv/monsters/AAT');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('AAT');
  await expect(main.locator('p.line').filter({ hasText: /^Languages\s+-$/ })).toBeVisible();
  expect(await main.evaluate((el) => el.textContent?.includes('\uFFFD'))).toBe(false);
});

test('raw HTML of the data renders as layout, never as text', async ({ page }) => {
  await page.goto('/starships/ventures?search=Analytical%20Coordinator');
  const ventures = table(page, 'Ventures');
  await ventures.getByRole('button', { name: 'Show details' }).first().click();
  const details = ventures.locator('tr.details').first();
  await expect(details).toContainText('Prerequisite');
  await expect(details).not.toContainText('<br>');
  expect(await details.locator('br').count()).toBeGreaterThan(0);

  await visit(page, '/characters/backgrounds/Spacer');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Spacer');
  await expect(main.locator('.md-columns-2').first()).toBeVisible();
  await expect(main).not.toContainText('<div');
});

test('monster filters offer whole types and real challenge ratings', async ({ page }) => {
  await page.goto('/rules/snv/monsters');
  await expect(table(page, 'Monsters')).toBeVisible();
  await page.getByRole('button', { name: /^Type: / }).click();
  const types = await page.getByRole('group', { name: 'Type', exact: true }).getByRole('checkbox').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.closest('label')?.textContent ?? ''));
  expect(types.length).toBeGreaterThan(5);
  for (const type of types) expect(type).not.toMatch(/[()]/);
  await page.keyboard.press('Escape');
  const ratings = await page.getByRole('combobox', { name: 'CR from', exact: true }).locator('option').allInnerTexts();
  expect(ratings).toContain('1/8');
  expect(ratings).not.toContain('CR');
  await page.getByRole('button', { name: /^Alignment: / }).click();
  await expect(page.getByRole('group', { name: 'Alignment', exact: true }).getByRole('checkbox', { name: /kaleesh/i })).toHaveCount(0);
});

test('starship size cards show only real values, Tiny to Gargantuan', async ({ page }) => {
  await page.goto('/rules/sotg/starshipSizes');
  const cards = page.getByRole('list', { name: 'Starship sizes' });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan']);
  await expect(cards).not.toContainText('Hit Die -');
  await expect(cards.locator('dd').filter({ hasText: /^(0|-)$/ })).toHaveCount(0);
});

test('Whats Different, Conditions and the changelog have a contents list; the maneuvers chapter shows its table', async ({ page }) => {
  for (const slug of ['whatsDifferent', 'conditions', 'changelog']) {
    await visit(page, `/rules/phb/${slug}`);
    const contents = page.locator('#contents');
    await expect(contents, slug).toBeVisible({ timeout: 30_000 });
    // The contents list fills in when the chapter's text arrives (it is empty while loading after an in-app move):
    // poll for this chapter's own entries (the links name its path) instead of counting once.
    await expect.poll(() => contents.locator(`li a[href^="/rules/phb/${slug}#"]`).count(), { message: slug, timeout: 30_000 }).toBeGreaterThan(1);
  }
  await visit(page, '/rules/phb/maneuvers');
  await expect(table(page, 'Maneuvers')).toBeVisible();
  await expect(page).toHaveTitle('Maneuvers | SW5E');
});

test("detail pages are titled with the record's own name, whatever the URL's letter case", async ({ page }) => {
  await page.goto('/characters/classes/consular');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Consular');
  await expect(page).toHaveTitle('Consular | SW5E');
  await visit(page, '/rules/snv/monsters/aat');
  await expect(page).toHaveTitle('AAT | SW5E');
});
