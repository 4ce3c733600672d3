// One user, two browsers (two devices) editing the same character at once, against the real server (local sign-in):
// different fields (hit points on one, credits on the other) are both kept after both save and reload; the same field
// (the name) asks the second device, which sees both values, picks one, and that choice is what the server stores.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { captureToken, cloudCharacters, collectPageErrors, expectSheet, FIXTURE_FILE, importThroughDialog, signIn, startAuthServer, type AuthServer } from './tools-support.ts';

let server: AuthServer;

test.beforeAll(async () => {
  server = await startAuthServer();
});

test.afterAll(async () => {
  await server?.dispose();
});

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A browser of its own, signed in as `username`, on My Characters. */
async function device(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = captureToken(page);
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/tools/mycharacters`);
  await signIn(page, username);
  await page.goto(`${server.url}/tools/mycharacters`);
  return { context, page, token, errors };
}

const saved = (page: Page) => expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible({ timeout: 30_000 });

async function damage(page: Page, amount: number) {
  await page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Damage', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Damage' });
  await dialog.getByLabel('Damage taken').fill(String(amount));
  await dialog.getByRole('button', { name: 'Damage' }).click();
}

async function addCredits(page: Page, amount: number) {
  await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Equipment' }).click();
  await page.getByRole('tabpanel', { name: 'Equipment' }).getByRole('button', { name: 'Adjust' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credits' });
  await dialog.getByLabel('Amount').fill(String(amount));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

async function rename(page: Page, name: string) {
  await page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Edit Character' }).click();
  await page.getByRole('button', { name: /^Step 4: Describe Your Character/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  // Back to the sheet: the builder's edits are sent now.
  await page.getByRole('button', { name: 'Character Sheet' }).click();
}

test('two devices: different fields are both kept; the same field asks the second, whose choice is stored', async ({ browser }) => {
  test.setTimeout(240_000);
  const username = uniqueName('Twin');
  const laptop = await device(browser, username);
  await importThroughDialog(laptop.page, { file: FIXTURE_FILE });
  await expectSheet(laptop.page, 'Tessa Varn');
  await saved(laptop.page);
  await expect.poll(laptop.token).toBeTruthy();
  const [stored] = await cloudCharacters(laptop.page, server.url, laptop.token()!);
  const path = `${server.url}/tools/mycharacters/${stored!.id}`;
  await laptop.page.goto(path);
  await expectSheet(laptop.page, 'Tessa Varn');

  // The phone opens the same character before either edits.
  const phone = await device(browser, username);
  await phone.page.goto(path);
  await expectSheet(phone.page, 'Tessa Varn');
  await expect(phone.page.getByTestId('hp-current')).toHaveText('17');

  // Different fields: hit points on the laptop, then credits on the phone (still holding the older revision).
  await damage(laptop.page, 5);
  await expect(laptop.page.getByTestId('hp-current')).toHaveText('12');
  await saved(laptop.page);
  await expect.poll(async () => ((await cloudCharacters(laptop.page, server.url, laptop.token()!))[0]!.currentStats as { hitPointsLost: number }).hitPointsLost).toBe(5);
  const creditsBefore = Number((await cloudCharacters(laptop.page, server.url, laptop.token()!))[0]!.credits);
  await addCredits(phone.page, 250);
  await saved(phone.page);
  await expect
    .poll(async () => {
      const [cloud] = await cloudCharacters(phone.page, server.url, laptop.token()!);
      return [(cloud!.currentStats as { hitPointsLost: number }).hitPointsLost, cloud!.credits];
    })
    .toEqual([5, creditsBefore + 250]);
  // Merged without asking.
  await expect(phone.page.getByRole('dialog', { name: 'Character changed in two places' })).toHaveCount(0);
  for (const { page } of [laptop, phone]) {
    await page.reload();
    await expectSheet(page, 'Tessa Varn');
    await expect(page.getByTestId('hp-current')).toHaveText('12');
    await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Equipment' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Equipment' }).getByRole('heading', { name: new RegExp(`Credits: ${(creditsBefore + 250).toLocaleString('en-US')}`) })).toBeVisible();
  }

  // The same field: both rename; the phone saves second and is asked.
  await rename(laptop.page, 'Tessa Dawn');
  await expectSheet(laptop.page, 'Tessa Dawn');
  await saved(laptop.page);
  await expect.poll(async () => (await cloudCharacters(laptop.page, server.url, laptop.token()!))[0]!.name).toBe('Tessa Dawn');
  await rename(phone.page, 'Tessa Vel');
  const question = phone.page.getByRole('dialog', { name: 'Character changed in two places' });
  await expect(question).toBeVisible({ timeout: 30_000 });
  const field = question.getByRole('group', { name: 'Name' });
  await expect(field.getByRole('radio', { name: /Mine \(this browser\)\s*Tessa Vel/ })).toBeVisible();
  await expect(field.getByRole('radio', { name: /Theirs \(the other device.*\)\s*Tessa Dawn/ })).toBeVisible();
  // Until the player decides, the edit stays in the phone's browser (also across a reload) and nothing is sent.
  await question.getByRole('button', { name: 'Decide later' }).click();
  await expect(phone.page.getByText('Changed elsewhere too: waiting for your choice')).toBeVisible();
  await phone.page.reload();
  await expect(phone.page.getByRole('dialog', { name: 'Character changed in two places' })).toBeVisible({ timeout: 30_000 });
  expect((await cloudCharacters(phone.page, server.url, laptop.token()!))[0]!.name).toBe('Tessa Dawn');
  const again = phone.page.getByRole('dialog', { name: 'Character changed in two places' });
  await again.getByRole('group', { name: 'Name' }).getByRole('radio', { name: /Mine/ }).check();
  await again.getByRole('button', { name: 'Save choices' }).click();
  await expect(again).toBeHidden();
  await saved(phone.page);
  await expect.poll(async () => (await cloudCharacters(phone.page, server.url, laptop.token()!))[0]!.name).toBe('Tessa Vel');
  // The earlier merge survived the question: hit points and credits are still both there.
  const [final] = await cloudCharacters(phone.page, server.url, laptop.token()!);
  expect([(final!.currentStats as { hitPointsLost: number }).hitPointsLost, final!.credits]).toEqual([5, creditsBefore + 250]);
  await laptop.page.reload();
  await expectSheet(laptop.page, 'Tessa Vel');

  expect([...laptop.errors, ...phone.errors]).toEqual([]);
  await laptop.context.close();
  await phone.context.close();
});
