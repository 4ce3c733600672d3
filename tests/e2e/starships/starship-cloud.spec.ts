// Starships kept like characters (local sign-in provider, bundled data): a ship imported while signed out is only in
// this browser and says so; on sign-in it is uploaded, a sheet edit (damage) reaches the server, and a second browser
// of the same user opens the ship as it was left.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { captureToken, collectPageErrors, signIn, startAuthServer, type AuthServer } from '../tools/tools-support.ts';

let server: AuthServer;
test.beforeAll(async () => {
  server = await startAuthServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

const SHIP = {
  kind: 'starship',
  schemaVersion: 1,
  name: 'Cloud Skipper',
  size: 'Medium',
  tier: 0,
  role: 'Freighter',
  abilityScores: { method: 'standardArray', assigned: { Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 13, Wisdom: 10, Charisma: 8 } },
  equipment: { armor: 'Deflection armor', shield: 'Fortress shield', reactor: 'Fuel cell reactor', powerCoupling: 'Hub & spoke power coupling', hyperdrive: null },
};

/** The starships the server holds for a token's user. */
async function cloudStarships(page: Page, token: string): Promise<{ name: string; state?: { shieldPointsLost?: number } }[]> {
  const response = await page.request.post(`${server.url}/graphql`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query: '{ starships { id jsonData } }' },
  });
  const body = (await response.json()) as { data?: { starships: { jsonData: string }[] }; errors?: unknown };
  if (!body.data) throw new Error(`starships query failed: ${JSON.stringify(body.errors)}`);
  return body.data.starships.map(({ jsonData }) => JSON.parse(jsonData));
}

test('a ship imported signed out is uploaded on sign-in; sheet edits reach the server and another browser', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const token = captureToken(page);
  const username = `Skipper ${Date.now().toString(36)}`;
  await page.goto(`${server.url}/tools/starships`);
  await page.getByRole('button', { name: 'Add starship' }).click();
  await page.getByRole('button', { name: 'Import from file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Starship' });
  // A character's file is told apart, and nothing is stored.
  await dialog.getByLabel("Or paste the starship's JSON text").fill('{"name":"Kira","classes":[],"species":{"name":"Human"}}');
  await dialog.getByRole('button', { name: 'Load Kira' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This is a character, not a starship: import it on My Characters.');
  await dialog.getByLabel("Or paste the starship's JSON text").fill(JSON.stringify(SHIP));
  await dialog.getByRole('button', { name: 'Load Cloud Skipper' }).click();
  await expect(page.getByRole('article', { name: 'Starship sheet of Cloud Skipper' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'My Starships' }).click();
  await expect(page.getByText('Your starships have not been saved!')).toBeVisible();

  await signIn(page, username);
  await page.goto(`${server.url}/tools/starships`);
  await expect(page.getByText(/Cloud storage of starships is in beta/)).toBeVisible();
  await expect.poll(async () => (token() ? (await cloudStarships(page, token()!)).map((s) => s.name) : [])).toEqual(['Cloud Skipper']);

  await page.getByRole('link', { name: /Cloud Skipper/ }).click();
  await page.getByRole('button', { name: 'Take damage' }).click();
  const damage = page.getByRole('dialog', { name: 'Take Damage' });
  await damage.getByLabel('Damage', { exact: true }).fill('10');
  await damage.getByRole('button', { name: 'Apply damage' }).click();
  await expect(page.getByRole('group', { name: 'Shield points' })).toContainText('50 / 57');
  await expect.poll(async () => (await cloudStarships(page, token()!))[0]?.state?.shieldPointsLost).toBe(7);
  await expect(page.getByRole('status').filter({ hasText: 'Saved to the cloud' })).toBeVisible();

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    // A page of a context of its own is not the fixture's: wait for the app to take over the server-rendered page
    // before clicking, or the click lands on markup not yet hydrated and is lost.
    const hydrated = () => second.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout: 30_000 });
    await second.goto(`${server.url}/tools/starships`);
    await hydrated();
    await signIn(second, username);
    await second.goto(`${server.url}/tools/starships`);
    await hydrated();
    await second.getByRole('link', { name: /Cloud Skipper/ }).click();
    await expect(second.getByRole('group', { name: 'Shield points' })).toContainText('50 / 57');
  } finally {
    await other.close();
  }
  expect(errors).toEqual([]);
});
