// A campaign's whole table against the real server (local sign-in), one browser per person: the game master creates
// the campaign and an invite link; two players join with their characters (one on a phone); the game master's
// dashboard follows a player's hit point change without a reload; an award of experience and credits reaches both
// players' open sheets (and marks "level up available"); the game master opens a member's sheet read-only.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { tooWide } from '../tools/phone-support.ts';
import { collectPageErrors, expectSheet, FIXTURE_FILE, importThroughDialog, signIn, startAuthServer, type AuthServer } from '../tools/tools-support.ts';

let server: AuthServer;

test.beforeAll(async () => {
  server = await startAuthServer();
});

test.afterAll(async () => {
  await server?.dispose();
});

const PHONE = { width: 390, height: 844 };
const saved = (page: Page) => expect(page.getByText('Saved to the cloud', { exact: true })).toBeVisible({ timeout: 30_000 });

/** A browser of its own, signed in as `username`. */
async function person(browser: Browser, username: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/tools/campaigns`);
  await signIn(page, username);
  return { context, page, errors };
}

/** The player saves a character to the cloud (the fixture, under `name`), then joins through the invite link. */
async function join(page: Page, invite: string, name: string) {
  await page.goto(`${server.url}/tools/mycharacters`);
  const fixture = JSON.parse(readFileSync(FIXTURE_FILE, 'utf8')) as Record<string, unknown>;
  await importThroughDialog(page, { text: JSON.stringify({ ...fixture, name }) });
  await expectSheet(page, name);
  await saved(page);
  await page.goto(invite);
  await expect(page.getByRole('heading', { name: 'Join Outer Rim' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await page.getByRole('button', { name: 'Join with this character' }).click();
  await expect(page.getByRole('heading', { name: 'Outer Rim', level: 1 })).toBeVisible();
}

const member = (page: Page, name: string) => page.getByRole('list', { name: 'Party' }).getByRole('listitem', { name });

test('a game master and two players: invite, join, a live dashboard, an award on both sheets, a read-only sheet', async ({ browser }) => {
  test.setTimeout(240_000);
  const unique = Date.now().toString(36);
  const gm = await person(browser, `Gm ${unique}`);
  // The game master's campaign and invite link.
  await expect(gm.page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await gm.page.getByLabel("New campaign's name").fill('Outer Rim');
  await gm.page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(gm.page.getByRole('heading', { name: 'Outer Rim', level: 1 })).toBeVisible();
  await gm.page.getByRole('button', { name: 'Make invite link' }).click();
  const invite = await gm.page.getByTestId('invite-link').inputValue();
  expect(invite).toMatch(new RegExp(`^${server.url}/tools/campaigns/join/[A-Za-z0-9_-]{43}$`));

  const ana = await person(browser, `Ana ${unique}`);
  await join(ana.page, invite, 'Tessa Varn');
  const bo = await person(browser, `Bo ${unique}`, PHONE);
  await join(bo.page, invite, 'Bo Rell');

  // Both joined: the game master's dashboard lists them with the engine's numbers.
  await expect(member(gm.page, 'Tessa Varn').getByTestId('member-hp')).toHaveText('17 / 17', { timeout: 15_000 });
  await expect(member(gm.page, 'Bo Rell').getByTestId('member-xp')).toHaveText('900');

  // Ana takes 5 damage on her sheet; the game master's dashboard shows it without a reload.
  await member(ana.page, 'Tessa Varn').getByRole('link', { name: 'Open my sheet' }).click();
  await expectSheet(ana.page, 'Tessa Varn');
  await ana.page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Damage', exact: true }).click();
  const dialog = ana.page.getByRole('dialog', { name: 'Take Damage' });
  await dialog.getByLabel('Damage taken').fill('5');
  await dialog.getByRole('button', { name: 'Damage' }).click();
  await saved(ana.page);
  await expect(member(gm.page, 'Tessa Varn').getByTestId('member-hp')).toHaveText('12 / 17', { timeout: 15_000 });

  // Bo (on the phone) opens his sheet; the dashboard fits the phone's width.
  await expect(member(bo.page, 'Bo Rell')).toBeVisible();
  expect(await tooWide(bo.page)).toEqual([]);
  await member(bo.page, 'Bo Rell').getByRole('link', { name: 'Open my sheet' }).click();
  await expectSheet(bo.page, 'Bo Rell');

  // The game master splits 4,001 experience and 100 credits between both (2,000 and 50 each, 1 XP undistributed).
  const awards = gm.page.getByRole('form', { name: 'Award experience and credits' });
  await awards.getByLabel('Experience').fill('4001');
  await awards.getByLabel('Credits').fill('100');
  await awards.getByRole('radio', { name: 'Split the amounts equally' }).check();
  await expect(awards.getByTestId('award-preview')).toContainText('2000 XP');
  await expect(awards.getByTestId('award-preview')).toContainText('undistributed: 1 XP');
  await awards.getByRole('button', { name: 'Award' }).click();
  await expect(gm.page.getByRole('status').filter({ hasText: 'Awarded to 2 members. Undistributed: 1 XP, 0 credits.' })).toBeVisible();
  await expect(member(gm.page, 'Tessa Varn').getByTestId('member-xp')).toHaveText('2900');
  await expect(member(gm.page, 'Tessa Varn').getByText('Level up available')).toBeVisible();
  await expect(member(gm.page, 'Bo Rell').getByTestId('member-xp')).toHaveText('2900');
  await expect(member(gm.page, 'Bo Rell').getByTestId('member-credits')).toHaveText('200');

  // Both players' open sheets take the award (a new revision of each character, followed live): the experience bar
  // on the desktop sheet, the credits on both.
  await expect(ana.page.getByRole('region', { name: 'Character summary' }).getByText(/2,900 \/ /).first()).toBeVisible({ timeout: 15_000 });
  for (const page of [ana.page, bo.page]) {
    await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Equipment' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Equipment' }).getByRole('heading', { name: /Credits: 200/ })).toBeVisible({ timeout: 15_000 });
  }
  // Ana's damage stands beside the award.
  await expect(ana.page.getByTestId('hp-current').first()).toHaveText('12');

  // The game master opens Tessa's whole sheet, read-only.
  await member(gm.page, 'Tessa Varn').getByRole('link', { name: 'Open sheet (read-only)' }).click();
  await expectSheet(gm.page, 'Tessa Varn');
  await expect(gm.page.getByText("Tessa Varn's sheet, read-only.")).toBeVisible();
  const summary = gm.page.getByRole('region', { name: 'Character summary' });
  for (const name of ['Damage', 'Heal', 'Edit Character']) await expect(summary.getByRole('button', { name, exact: true })).toHaveCount(0);

  for (const who of [gm, ana, bo]) {
    expect(who.errors).toEqual([]);
    await who.context.close();
  }
});
