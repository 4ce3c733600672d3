// Signed in (local sign-in provider): local drafts upload on sign-in, sheet edits reach the server, a second browser
// sees them; with the server stopped an edit is kept, the error is shown, and it is saved once the server is back.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  captureToken,
  cloudCharacters,
  collectPageErrors,
  expectSheet,
  FIXTURE_FILE,
  importThroughDialog,
  readLocalCharacters,
  signIn,
  startAuthServer,
  type AuthServer,
} from './tools-support.ts';

let server: AuthServer;

test.beforeAll(async () => {
  server = await startAuthServer();
});

test.afterAll(async () => {
  await server?.dispose();
});

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function damage(page: Page, amount: number) {
  await page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Damage', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Damage' });
  await dialog.getByLabel('Damage taken').fill(String(amount));
  await dialog.getByRole('button', { name: 'Damage' }).click();
}

async function signedInPage(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = captureToken(page);
  await page.goto(`${server.url}/tools/mycharacters`);
  await signIn(page, username);
  await page.goto(`${server.url}/tools/mycharacters`);
  return { context, page, token };
}

test('drafts upload on sign-in, edits reach the server, and a second browser sees them', async ({ page, browser }) => {
  const errors = collectPageErrors(page);
  const token = captureToken(page);
  const username = uniqueName('Courier');
  await page.goto(`${server.url}/tools/mycharacters`);
  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, 'Tessa Varn');
  await page.getByRole('button', { name: 'My Characters' }).click();
  await expect(page.getByText('Your characters have not been saved!')).toBeVisible();

  await signIn(page, username);
  await page.goto(`${server.url}/tools/mycharacters`);
  await expect(page.getByText(/Cloud storage of characters is in beta/)).toBeVisible();
  await expect(page.getByText('Your characters have not been saved!')).toHaveCount(0);
  await expect.poll(token).toBeTruthy();
  await expect.poll(async () => (await cloudCharacters(page, server.url, token()!)).map((c) => c.name)).toEqual(['Tessa Varn']);
  const [stored] = await cloudCharacters(page, server.url, token()!);

  // The card opens the character by its cloud id; a sheet edit is saved to the server after the debounce.
  await page.getByRole('link', { name: /Tessa Varn/ }).click();
  await expect(page).toHaveURL(`${server.url}/tools/mycharacters/${stored.id}`);
  await expectSheet(page, 'Tessa Varn');
  await damage(page, 5);
  await expect(page.getByTestId('hp-current')).toHaveText('12');
  await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
  await expect.poll(async () => ((await cloudCharacters(page, server.url, token()!))[0].currentStats as { hitPointsLost: number }).hitPointsLost).toBe(5);
  const [local] = await readLocalCharacters(page);
  expect(local).toMatchObject({ pendingUpload: false, document: { id: stored.id } });

  // Another browser signed in as the same user sees the character and the edit.
  const second = await signedInPage(browser, username);
  await second.page.getByRole('link', { name: /Tessa Varn/ }).click();
  await expectSheet(second.page, 'Tessa Varn');
  await expect(second.page.getByTestId('hp-current')).toHaveText('12');
  await second.context.close();
  expect(errors).toEqual([]);
});

test('a failed save (server stopped) keeps the edit, says so, and is saved when the server is back', async ({ browser }) => {
  const { context, page, token } = await signedInPage(browser, uniqueName('Smuggler'));
  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, 'Tessa Varn');
  await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible();
  await expect.poll(token).toBeTruthy();

  await server.stop();
  try {
    await damage(page, 3);
    await expect(page.getByTestId('hp-current')).toHaveText('14');
    await expect(page.getByText(/Your latest changes could not be saved to the cloud/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Not saved to the cloud', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Character' })).toBeEnabled();
    const [local] = await readLocalCharacters(page);
    expect(local.pendingUpload).toBe(true);
    expect((local.document.currentStats as { hitPointsLost: number }).hitPointsLost).toBe(3);
  } finally {
    await server.restart();
  }
  // An automatic retry may already have run; otherwise retry at once.
  const retry = page.getByRole('button', { name: 'Retry now' });
  if (await retry.isVisible()) await retry.click().catch(() => undefined);
  await expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/could not be saved to the cloud/)).toHaveCount(0);
  const [cloud] = await cloudCharacters(page, server.url, token()!);
  expect((cloud.currentStats as { hitPointsLost: number }).hitPointsLost).toBe(3);
  await context.close();
});

test('a character too large for the server is reported once, not resent on reload, and survives sign-out with an export offered', async ({ page }) => {
  const username = uniqueName('Archivist');
  await page.goto(`${server.url}/tools/mycharacters`);
  await signIn(page, username);
  await page.goto(`${server.url}/tools/mycharacters`);
  await expect(page.getByText(/Cloud storage of characters is in beta/)).toBeVisible();
  // Every character upload this page sends.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /saveCharacter/i.test(request.postData() ?? '')) uploads.push(request.url());
  });

  // 3 MB of notes: far over what the server stores per character.
  const huge = { ...JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')), name: 'Verbose Varn', notes: 'x'.repeat(3_000_000) };
  await page.getByRole('button', { name: 'Add character' }).click();
  await page.getByRole('button', { name: 'Import from file' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Character' });
  await importDialog.getByLabel('Character file (.json)').setInputFiles({ name: 'verbose.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(huge)) });
  await importDialog.getByRole('button', { name: /^Load/ }).click();
  await expectSheet(page, 'Verbose Varn');
  const notice = page.getByRole('alert').filter({ hasText: 'could not be saved to the cloud' });
  await expect(notice).toContainText(/more than the 512 KB the cloud stores per character/);
  await expect(notice).toContainText(/shorten its notes/);
  await expect(notice.getByRole('button', { name: 'Retry now' })).toHaveCount(0);
  expect(uploads).toEqual([]);

  // A reload neither resends it nor forgets why.
  await page.reload();
  await expectSheet(page, 'Verbose Varn');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be saved to the cloud' })).toContainText(/512 KB/);
  await page.goto(`${server.url}/tools/mycharacters`);
  await expect(page.getByRole('link', { name: /Verbose Varn/ })).toContainText('Not saved to the cloud yet');
  expect(uploads).toEqual([]);

  // Sign-out names it, offers the export, and keeps it.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'A character is not saved to the cloud' });
  await expect(dialog.getByRole('list', { name: 'Characters not saved to the cloud' })).toHaveText('Verbose Varn');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export to file' }).click();
  expect((await download).suggestedFilename()).toBe('verboseVarn.json');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  // The local provider asks once more.
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible({ timeout: 20_000 });
  await page.goto(`${server.url}/tools/mycharacters`);
  await expect(page.getByRole('link', { name: /Verbose Varn/ })).toBeVisible();
  expect((await readLocalCharacters(page)).map((record) => record.document.name)).toEqual(['Verbose Varn']);
});
