// My Characters, signed out: empty state and warning, the limit of 20 with its tooltip, the count after 14, search
// after 5 (case-insensitive, no-match text), newest change first, and characters surviving a reload.
import { expect, test } from '../support/fixtures.ts';
import { collectPageErrors, fixtureCharacter, seedLocalCharacters, type Character } from './tools-support.ts';

const LIST = '/tools/mycharacters';

function many(count: number): Character[] {
  // changedAt grows with the index; names are given out of order so sorting is visible.
  return Array.from({ length: count }, (_, i) =>
    fixtureCharacter({ name: `Pilot ${String.fromCharCode(65 + ((i * 7) % 26))}${i}`, localId: `temp-e2e${String(i).padStart(5, '0')}`, changedAt: 1_700_000_000_000 + i * 1000 }),
  );
}

async function openWith(page: import('@playwright/test').Page, characters: Character[]) {
  await page.goto(LIST);
  await seedLocalCharacters(page, characters);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Characters', level: 1 })).toBeVisible();
}

const cards = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Characters' }).getByRole('heading', { level: 2 });

test('empty state, then a created character survives a reload with the not-saved warning', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'No characters yet' })).toBeVisible();
  await expect(page.getByText('Your characters have not been saved!')).toHaveCount(0);
  await expect(page).toHaveTitle('My Characters | SW5E');
  // Signed out, the empty list says where cloud characters are, and offers sign-in.
  await expect(page.getByText(/saved to the cloud .* sign in and they come back/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The empty page offers creating and importing in plain sight (the floating button does too).
  await expect(page.getByRole('main').getByRole('button', { name: 'Import from a file' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Create a character' }).click();
  await expect(page).toHaveURL(/\/tools\/mycharacters\/temp-[a-z0-9]{9}\?isNew=true$/);
  await expect(page).toHaveTitle('Characters | SW5E');
  await page.getByRole('button', { name: 'My Characters' }).click();
  await expect(cards(page)).toHaveText(['Unnamed Character']);
  await expect(page.getByText('No species or classes chosen.')).toBeVisible();
  await expect(page.getByText('Your characters have not been saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.reload();
  await expect(cards(page)).toHaveText(['Unnamed Character']);
  expect(errors).toEqual([]);
});

test('the floating add button creates a character too', async ({ page }) => {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'No characters yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name: 'Create new character' }).click();
  await expect(page).toHaveURL(/\/tools\/mycharacters\/temp-[a-z0-9]{9}\?isNew=true$/);
});

test('search appears after 5 characters, matches names case-insensitively, and says when nothing matches', async ({ page }) => {
  await openWith(page, many(5));
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByLabel('Search characters')).toHaveCount(0);

  await seedLocalCharacters(page, [fixtureCharacter({ name: 'Zed Korrin', localId: 'temp-e2ezedkor', changedAt: 1_600_000_000_000 })]);
  await page.reload();
  const search = page.getByLabel('Search characters');
  await expect(search).toBeVisible();
  await search.fill('zED');
  await expect(cards(page)).toHaveText(['Zed Korrin']);
  await search.fill('nobody here');
  await expect(page.getByText('No characters found with filter.')).toBeVisible();
  await search.fill('');
  await expect(cards(page)).toHaveCount(6);
});

test('cards are sorted by last change, newest first', async ({ page }) => {
  const list = many(6);
  await openWith(page, list);
  const expected = [...list].sort((a, b) => Number(b.changedAt) - Number(a.changedAt)).map((c) => c.name);
  await expect(cards(page)).toHaveText(expected);
  await expect(page.getByRole('list', { name: 'Characters' }).getByText('Human Consular 3').first()).toBeVisible();
});

test('the count shows after 14 characters and the add button stops at 20 with its tooltip', async ({ page }) => {
  await openWith(page, many(14));
  await expect(cards(page)).toHaveCount(14);
  await expect(page.getByText('14 / 20')).toHaveCount(0);

  await seedLocalCharacters(page, many(15));
  await page.reload();
  await expect(page.getByText('15 / 20')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add character' })).toBeEnabled();

  await seedLocalCharacters(page, many(20));
  await page.reload();
  await expect(page.getByText('20 / 20')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add character' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('20 Character Limit');
  await add.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText('20 Character Limit');
});

test('an unknown character id alerts and goes back to the list', async ({ page }) => {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${LIST}/temp-doesnotex`);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  expect(messages).toEqual(['Character not found']);
});

test('a portrait that fails to load, or never answers, leaves the drawn avatar, on the card and on the sheet', async ({ page }) => {
  // One address answers 404 at once; the other's server never answers (the request hangs).
  await page.route('https://portraits.invalid/**', () => {});
  await page.goto(LIST);
  const origin = new URL(page.url()).origin;
  await seedLocalCharacters(page, [
    fixtureCharacter({ name: 'Missing Portrait', localId: 'temp-e2emissng', image: `${origin}/images/no-such-portrait.png`, changedAt: 2 }),
    fixtureCharacter({ name: 'Hanging Portrait', localId: 'temp-e2ehangng', image: 'https://portraits.invalid/slow.png', changedAt: 1 }),
  ]);
  await page.reload();
  for (const name of ['Missing Portrait', 'Hanging Portrait']) {
    const card = page.getByRole('link', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    // The drawn avatar shows; no picture covers it.
    await expect(card.locator('svg')).toBeVisible();
    await expect(card.locator('img:visible')).toHaveCount(0);
  }
  await page.getByRole('link', { name: /Hanging Portrait/ }).click();
  const sheet = page.getByRole('article', { name: 'Character sheet of Hanging Portrait' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('img:visible')).toHaveCount(0);
});

test('on a phone the add button never covers the last card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWith(page, many(8));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCard = page.getByRole('list', { name: 'Characters' }).getByRole('link').last();
  await expect(lastCard).toBeVisible();
  const card = (await lastCard.boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Add character' }).boundingBox())!;
  const overlaps = card.x < button.x + button.width && button.x < card.x + card.width && card.y < button.y + button.height && button.y < card.y + card.height;
  expect(overlaps, `card ${JSON.stringify(card)} button ${JSON.stringify(button)}`).toBe(false);
});
