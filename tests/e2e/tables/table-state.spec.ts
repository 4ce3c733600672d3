// The common table behaviour: the search parameter presets a table, the view survives a reload within the session
// (not in a new session), a linked view opens exactly as shared, rows expand, sorting and expansion work from the
// keyboard, and 'all' rows stay complete while only the visible ones are rendered.
import { expect, test } from '../support/fixtures.ts';
import { columnTexts, expectCount, pickOptions, seed, table, type Rec } from './table-support.ts';

type Monster = Rec & { size: string; challengeRating: string };

test('the search query parameter presets the search box and the rows', async ({ page }) => {
  await page.goto('/characters/feats?search=pilot');
  await expect(page.getByRole('searchbox', { name: 'Search Feats' })).toHaveValue('pilot');
  const expected = seed<Rec & { text: string; prerequisite?: string | null }>('feat').filter((f) => f.name.toLowerCase().includes('pilot') || f.text.toLowerCase().includes('pilot'));
  await expectCount(page, expected.length);
  expect(await columnTexts(page, 'Feats')).toContain('Ace Pilot');
});

test('typing filters on every keystroke and writes the search to the URL', async ({ page }) => {
  await page.goto('/rules/snv/monsters');
  const box = page.getByRole('searchbox', { name: 'Search Monsters' });
  await box.pressSequentially('jedi');
  await expectCount(page, seed('monster').filter((m) => m.name.toLowerCase().includes('jedi')).length);
  await expect(page).toHaveURL(/[?&]search=jedi(&|$)/);
});

test('the view survives a reload within the session, but not in a new session', async ({ page, browser, baseURL }) => {
  const monsters = seed<Monster>('monster');
  await page.goto('/rules/snv/monsters');
  await pickOptions(page, 'Size', ['Medium']);
  await page.getByRole('columnheader', { name: /Challenge Rating/ }).getByRole('button').click();
  await page.getByRole('columnheader', { name: /Challenge Rating/ }).getByRole('button').click();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await page.getByRole('searchbox', { name: 'Search Monsters' }).fill('jedi');
  const medium = monsters.filter((m) => m.size === 'Medium' && m.name.toLowerCase().includes('jedi'));
  expect(medium.length).toBeGreaterThan(1);
  await expectCount(page, medium.length);
  const before = await columnTexts(page, 'Monsters');
  // Typing reaches the address once it settles (use-table-view.ts): a reload sooner would reopen the view the address
  // held a moment before, without the search.
  await expect(page).toHaveURL(/[?&]search=jedi(&|$)/);

  await page.reload();
  await expectCount(page, medium.length);
  expect(await columnTexts(page, 'Monsters')).toEqual(before);

  // Same session, the plain URL (no query): the saved view comes back from session storage.
  await page.goto('/characters');
  await page.goto('/rules/snv/monsters');
  await expect(page.getByRole('searchbox', { name: 'Search Monsters' })).toHaveValue('jedi');
  await expect(page.getByRole('button', { name: 'Size: Medium' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Challenge Rating/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  expect(await columnTexts(page, 'Monsters')).toEqual(before);

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto('/rules/snv/monsters');
  await expect(other.getByRole('searchbox', { name: 'Search Monsters' })).toHaveValue('');
  await expectCount(other, monsters.length);
  await expect(other.getByRole('columnheader', { name: /Challenge Rating/ })).toHaveAttribute('aria-sort', 'none');
  await fresh.close();
});

test('a linked view opens exactly as shared, in another session', async ({ page, browser, baseURL }) => {
  await page.goto('/loot/enhancedItems');
  await pickOptions(page, 'Rarity', ['Premium', 'Prototype']);
  await page.getByRole('columnheader', { name: /Rarity/ }).getByRole('button').click();
  await page.getByRole('searchbox', { name: 'Search Enhanced Items' }).fill('a');
  await expect(page).toHaveURL(/search=a/);
  const shared = page.url();
  const shown = await columnTexts(page, 'Enhanced Items');
  expect(new URL(shared).searchParams.getAll('rarity')).toEqual(['Premium', 'Prototype']);
  expect(new URL(shared).searchParams.get('sort')).toBe('rarity');

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(shared);
  await expect(other.getByRole('searchbox', { name: 'Search Enhanced Items' })).toHaveValue('a');
  await expect(other.getByRole('button', { name: 'Rarity: 2 selected' })).toBeVisible();
  await expect(other.getByRole('columnheader', { name: /Rarity/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await columnTexts(other, 'Enhanced Items')).toEqual(shown);
  await fresh.close();
});

test('rows expand to their details, by click or keyboard, and collapse again', async ({ page }) => {
  const maneuver = seed<Rec & { prerequisite?: string | null; description: string }>('maneuvers').find((m) => m.prerequisite)!;
  await page.goto(`/characters/maneuvers?search=${encodeURIComponent(maneuver.name)}`);
  const row = table(page, 'Maneuvers').getByRole('row').filter({ hasText: maneuver.name }).first();
  const toggle = row.getByRole('button', { name: 'Show details' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  // The maneuver's prerequisite is shown in italics above its description.
  await expect(table(page, 'Maneuvers').locator('tr.details em')).toHaveText(`Prerequisite: ${maneuver.prerequisite}`);
  await expect(table(page, 'Maneuvers').locator('tr.details')).toContainText(maneuver.description.slice(0, 30));
  await row.locator('td[data-column="name"]').click();
  await expect(table(page, 'Maneuvers').locator('tr.details')).toHaveCount(0);
});

test('sorting from the keyboard cycles ascending, descending and unsorted', async ({ page }) => {
  await page.goto('/characters/feats');
  const header = page.getByRole('columnheader', { name: /^Name/ });
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await columnTexts(page, 'Feats');
  expect(ascending).toEqual([...ascending].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'none');
});

test("'all' rows keeps every record reachable while rendering only those near the viewport", async ({ page }) => {
  const feats = seed('feat');
  await page.goto('/characters/feats?pageSize=all&sort=name');
  await expectCount(page, feats.length);
  const last = feats.map((f) => f.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)).at(-1)!;
  await page.setViewportSize({ width: 1366, height: 400 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await columnTexts(page, 'Feats')).length).toBeLessThan(feats.length);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(table(page, 'Feats').getByRole('cell', { name: last, exact: true })).toBeVisible();
});
