// One user, two browsers (two devices) editing the same character at once, against the real server (local sign-in):
// each shows the other's save as it happens, without a reload (the live socket's documentChanged); different fields
// (hit points on one, credits on the other) are both kept after both save and reload; the same field (the name),
// changed on the phone while the laptop's rename arrives, asks the phone, which sees both values, picks one, and that
// choice is what the server stores.
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

/** Opens the builder and types the new name: held in this browser until the builder is left. */
async function startRename(page: Page, name: string) {
  await page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Edit Character' }).click();
  await page.getByRole('button', { name: /^Step 4: Describe Your Character/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
}

async function rename(page: Page, name: string) {
  await startRename(page, name);
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

  // Different fields: hit points on the laptop, shown on the phone as soon as saved, then credits on the phone.
  await damage(laptop.page, 5);
  await expect(laptop.page.getByTestId('hp-current')).toHaveText('12');
  await saved(laptop.page);
  await expect(phone.page.getByTestId('hp-current')).toHaveText('12');
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
  // The laptop shows the phone's credits without a reload too.
  await laptop.page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Equipment' }).click();
  await expect(laptop.page.getByRole('tabpanel', { name: 'Equipment' }).getByRole('heading', { name: new RegExp(`Credits: ${(creditsBefore + 250).toLocaleString('en-US')}`) })).toBeVisible();
  for (const { page } of [laptop, phone]) {
    await page.reload();
    await expectSheet(page, 'Tessa Varn');
    await expect(page.getByTestId('hp-current')).toHaveText('12');
    await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Equipment' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Equipment' }).getByRole('heading', { name: new RegExp(`Credits: ${(creditsBefore + 250).toLocaleString('en-US')}`) })).toBeVisible();
  }

  // The same field: the phone is renaming in its builder (held, not sent) when the laptop's rename is saved; the
  // laptop's copy arrives while the phone holds its own edit of the same field, so the phone is asked at once.
  await startRename(phone.page, 'Tessa Vel');
  await rename(laptop.page, 'Tessa Dawn');
  await expectSheet(laptop.page, 'Tessa Dawn');
  await saved(laptop.page);
  await expect.poll(async () => (await cloudCharacters(laptop.page, server.url, laptop.token()!))[0]!.name).toBe('Tessa Dawn');
  const question = phone.page.getByRole('dialog', { name: 'Character changed in two places' });
  await expect(question).toBeVisible({ timeout: 30_000 });
  const field = question.getByRole('group', { name: 'Name' });
  await expect(field.getByRole('radio', { name: /Mine \(this browser\)\s*Tessa Vel/ })).toBeVisible();
  await expect(field.getByRole('radio', { name: /Theirs \(the other device.*\)\s*Tessa Dawn/ })).toBeVisible();
  // Until the player decides, the edit stays in the phone's browser (also across a reload) and nothing is sent.
  await question.getByRole('button', { name: 'Decide later' }).click();
  // Leaving the builder would send its edits: this one waits for the choice instead.
  await phone.page.getByRole('button', { name: 'Character Sheet' }).click();
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
