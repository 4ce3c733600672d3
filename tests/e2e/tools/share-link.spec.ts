// A character shared by a read-only link, against the real server (local sign-in): the owner makes the link in the
// sheet menu; a fresh browser without sign-in opens it as the read-only sheet (no edit control, nothing stored in
// that browser), follows the owner's next save over the live socket (no poll after its first read), and says so once
// the owner revokes the link. A third browser whose WebSockets are refused (as by a proxy that passes no upgrade)
// follows the same save by polling, and shows nothing alarming.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { collectPageErrors, expectSheet, FIXTURE_FILE, importThroughDialog, readLocalCharacters, sharedDocumentTraffic, signIn, startAuthServer, type AuthServer } from './tools-support.ts';

let server: AuthServer;

test.beforeAll(async () => {
  server = await startAuthServer();
});

test.afterAll(async () => {
  await server?.dispose();
});

const saved = (page: Page) => expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible({ timeout: 30_000 });

async function openMenu(page: Page) {
  await page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test('a share link opens the sheet read-only without sign-in, follows the owner\'s save, and says when it is revoked', async ({ browser }) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const owner = await ownerContext.newPage();
  const ownerErrors = collectPageErrors(owner);
  await owner.goto(`${server.url}/tools/mycharacters`);
  await signIn(owner, `Herald ${Date.now().toString(36)}`);
  await owner.goto(`${server.url}/tools/mycharacters`);
  await importThroughDialog(owner, { file: FIXTURE_FILE });
  await expectSheet(owner, 'Tessa Varn');
  await saved(owner);

  // The owner makes the link: it is copied and listed with a Revoke button.
  let menu = await openMenu(owner);
  const share = menu.getByRole('region', { name: 'Share' });
  await share.getByRole('button', { name: 'Share read-only link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link made and copied to the clipboard.');
  const address = (await share.getByTestId('share-address').textContent())!.trim();
  expect(address).toMatch(new RegExp(`^${server.url}/shared/[A-Za-z0-9_-]{20,}$`));
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(share.getByRole('list', { name: 'Active share links' }).getByRole('listitem')).toHaveCount(1);
  await menu.getByRole('button', { name: 'Close' }).click();

  // Someone else, not signed in, in a browser of their own.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  const viewerErrors = collectPageErrors(viewer);
  const traffic = sharedDocumentTraffic(viewer);
  await viewer.goto(address);
  await expectSheet(viewer, 'Tessa Varn');
  // Live: the subscription has delivered the stored copy over the one socket; from here on nothing is polled.
  await expect.poll(() => traffic.events, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(traffic.sockets).toEqual([expect.stringMatching(/^ws:\/\/.*\/graphql$/)]);
  const pollsWhenLive = traffic.polls;
  await expect(viewer.getByRole('status', { name: 'Shared read-only' })).toContainText('Shared character, read-only.');
  await expect(viewer.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await expect(viewer.getByTestId('hp-current')).toHaveText('17');
  const summary = viewer.getByRole('region', { name: 'Character summary' });
  for (const name of ['Damage', 'Heal', 'Rest', 'Conditions', 'Edit Character', 'Menu']) await expect(summary.getByRole('button', { name, exact: true })).toHaveCount(0);
  expect(await viewer.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  // A dice roll works (and changes nothing).
  await viewer.getByRole('button', { name: /^Roll Initiative/ }).first().click();
  await expect(viewer.getByRole('status', { name: 'Latest roll' })).not.toHaveText('');

  // A viewer behind a proxy that refuses WebSocket: every socket is closed at once.
  const blockedContext = await browser.newContext();
  let refused = 0;
  await blockedContext.routeWebSocket(/\/graphql/, (socket) => {
    refused++;
    void socket.close({ code: 1013, reason: 'refused' }).catch(() => undefined);
  });
  const blocked = await blockedContext.newPage();
  const blockedErrors = collectPageErrors(blocked);
  const blockedTraffic = sharedDocumentTraffic(blocked);
  await blocked.goto(address);
  await expectSheet(blocked, 'Tessa Varn');
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);

  // The owner saves: both viewers follow without reloading, the live one without a poll, the blocked one by polling.
  await owner.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Damage', exact: true }).click();
  const damage = owner.getByRole('dialog', { name: 'Take Damage' });
  await damage.getByLabel('Damage taken').fill('4');
  await damage.getByRole('button', { name: 'Damage' }).click();
  await saved(owner);
  await expect(viewer.getByTestId('hp-current')).toHaveText('13', { timeout: 15_000 });
  await expect(blocked.getByTestId('hp-current')).toHaveText('13', { timeout: 15_000 });
  expect(traffic.polls).toBe(pollsWhenLive);
  expect(blockedTraffic.polls).toBeGreaterThan(1);
  expect(blockedTraffic.events).toBe(0);
  // The page's alert region stays empty: nothing is said about the socket.
  await expect(blocked.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(blockedErrors).toEqual([]);
  await blockedContext.close();
  // Nothing of the shared character was kept in the viewer's browser.
  expect(await readLocalCharacters(viewer)).toEqual([]);

  // The owner revokes it: the open page says so, and the address no longer opens anything.
  menu = await openMenu(owner);
  await menu.getByRole('region', { name: 'Share' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(menu.getByRole('region', { name: 'Share' }).getByRole('status')).toHaveText('Link revoked: it no longer opens anything.');
  await expect(menu.getByRole('list', { name: 'Active share links' })).toHaveCount(0);
  await expect(viewer.getByText('Its owner has stopped sharing this: the link no longer opens anything.')).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByRole('article')).toHaveCount(0);
  await viewer.reload();
  await expect(viewer.getByText(/This link does not open anything: it is unknown, or its owner revoked it/)).toBeVisible();

  expect(ownerErrors).toEqual([]);
  expect(viewerErrors).toEqual([]);
  await ownerContext.close();
  await viewerContext.close();
});
