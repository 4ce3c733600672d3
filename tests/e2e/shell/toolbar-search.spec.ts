// The toolbar: nested route menus by keyboard, the search toggle to the results page with suggestions while typing,
// the results page (snippets, your characters, help when empty), the results filter,
// the side-drawer icon rule and the #logged-out hash.
import { expect, test } from '../support/fixtures.ts';
import { fixtureCharacter, seedLocalCharacters } from '../tools/tools-support.ts';

test('toolbar menus list the nested routes and work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const rules = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Rules' });
  await rules.focus();
  await page.keyboard.press('Enter');
  await expect(rules).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await rules.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(menu.getByRole('link', { name: 'Wretched Hives' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toHaveAttribute('aria-expanded', 'false');
  await expect(rules).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: "Player's Handbook" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rules\/phb$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
});

test('search from the toolbar lands on results and a result opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the rules' });
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('flanking');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResults\?searchText=flanking$/);
  // The address changes as the navigation starts; the results page shows once its code and data are there.
  await expect(page.getByRole('heading', { level: 2, name: /results for flanking$/ })).toHaveText(/^[1-9]\d* results for flanking$/);
  await expect(page).toHaveTitle('Search Results | SW5E');
  // Exactly the variant rule named Flanking: a substring match ('.first()' of 'Flanking') could pick another result
  // (the Appendix B section, 'Effective Flanking'), whichever rendered first.
  const results = page.getByRole('list', { name: 'Rules results' });
  const flanking = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Flanking', exact: true }) });
  await expect(flanking).toHaveCount(1);
  await expect(flanking).toContainText('Variant Rule');
  await flanking.getByRole('link', { name: 'Flanking', exact: true }).click();
  await expect(page).toHaveURL(/\/rules\/variantRules\/Flanking$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Flanking');
});

test('typing shows suggestions; the keyboard picks one and lands on the chapter heading', async ({ page }) => {
  await page.goto('/rules');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the rules' });
  await box.pressSequentially('opportunity att');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Opportunity Attacks (Combat)');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/rules\/phb\/combat#opportunity-attacks$/);
  await expect(page.locator('#opportunity-attacks')).toBeInViewport();
  await expect(list).toHaveCount(0);
});

test('Escape closes the suggestions, then the box; Enter without a pick still goes to the results page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the rules' });
  await box.fill('wookiee');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toContainText('Wookiee');
  await box.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(box).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveCount(0);
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search the rules' }).fill('wookiee');
  await expect(list.getByRole('option').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Search the rules' }).press('Enter');
  await expect(page).toHaveURL(/\/searchResults\?searchText=wookiee$/);
});

test('the results page shows snippets and the matching character from this browser', async ({ page }) => {
  await page.goto('/searchResults');
  // Nothing searched: how to search, with examples, and no bare filter.
  await expect(page.getByRole('heading', { name: 'Search the rules', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: /result types? selected/ })).toHaveCount(0);
  await seedLocalCharacters(page, [fixtureCharacter({ localId: 'temp-e2esearch1', changedAt: 1_700_000_000_000 })]);
  await page.goto('/searchResults?searchText=consular');
  const yours = page.getByRole('list', { name: 'Your characters' });
  await expect(yours.getByRole('link', { name: 'Tessa Varn' })).toHaveAttribute('href', '/tools/mycharacters/temp-e2esearch1');
  await expect(yours).toContainText('Class:Consular 3 (Way of Lightning)');
  const results = page.getByRole('list', { name: 'Rules results' });
  await expect(results.getByRole('link', { name: 'Consular', exact: true }).first()).toBeVisible();
  // A text match names its field and marks the word.
  await page.goto('/searchResults?searchText=%22dockmaster%22');
  await expect(yours).toContainText('Notes:Owes a favour to a dockmaster on the outer rim.');
  await page.goto('/searchResults?searchText=opportunity%20attacks');
  const section = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Opportunity Attacks (Combat)' }) });
  // A heading match shows the opening of the section, without a field label; a text match names its field.
  await expect(section.locator('.evidence')).not.toBeEmpty();
  await expect(section).not.toContainText('Heading:');
  const textHit = results.getByRole('listitem').filter({ hasText: 'Description:' }).first();
  await expect(textHit.locator('mark').first()).toHaveText(/^(opportunity|attacks?)$/i);
  await expect(page.getByRole('heading', { level: 2, name: /results? for opportunity attacks$/ })).toBeVisible();
});

test('the search icon submits too, and the type filter selects all, counts and clears', async ({ page }) => {
  await page.goto('/rules');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search the rules' }).fill('force');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/searchText=force/);
  // By name: the address changes before the results page replaces the rules hub.
  const heading = page.getByRole('heading', { level: 2, name: /results for force$/ });
  await expect(heading).toHaveText(/^[1-9]\d* results for force$/);
  const total = Number((await heading.textContent())!.split(' ')[0]);
  const filter = page.getByRole('button', { name: /result types? selected/ });
  const typeCount = Number((await filter.textContent())!.match(/(\d+) result type/)![1]);
  expect(typeCount).toBeGreaterThan(1);
  await filter.click();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(typeCount);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await boxes.first().uncheck();
  await expect(filter).toContainText(`${typeCount - 1} result type`);
  const fewer = Number((await heading.textContent())!.split(' ')[0]);
  expect(fewer).toBeLessThan(total);
  await page.getByRole('button', { name: 'Clear result type selection' }).click();
  await expect(filter).toContainText('0 result types selected');
  await expect(heading).toHaveText('0 results for force');
});

test('the side-drawer icon shows on rulebook pages only, and the drawer opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/rules');
  await expect(page.getByRole('button', { name: 'Chapters menu' })).toHaveCount(0);
  await page.goto('/rules/sotg');
  const icon = page.getByRole('button', { name: 'Chapters menu' });
  await expect(icon).toHaveAttribute('aria-expanded', 'false');
  await icon.click();
  const drawer = page.getByRole('navigation', { name: 'Starships of the Galaxy chapters' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Gunner' })).toHaveAttribute('href', '/rules/sotg/deployments/Gunner');
  await drawer.getByRole('link', { name: '9 Combat' }).click();
  await expect(page).toHaveURL(/\/rules\/sotg\/combat$/);
  await expect(drawer).toBeHidden();
  await icon.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(icon).toBeFocused();
});

test('a route carrying #logged-out is replaced by the same path without the hash', async ({ page }) => {
  await page.goto('/rules/phb/combat?x=1#logged-out');
  await expect(page).toHaveURL(/\/rules\/phb\/combat\?x=1$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/Combat/);
});
