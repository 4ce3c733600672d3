// The encounter builder over the real data, against the real server with local sign-in: an encounter built from the
// monster table's row action, the builder's search, typed levels and a character from My Characters shows the
// difficulty the `encounter` command computes for it; it is kept across a reload, exported and imported again; the
// same on a phone; and a character shared by link joins the party with the sheet's numbers, while the encounter's own
// read-only link opens it for someone else.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { REALDATA_API, REALDATA_CHARACTERS, repoRoot } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
import { collectPageErrors, FIXTURE_FILE, importThroughDialog, signIn, startAuthServer, type AuthServer } from '../tools/tools-support.ts';

let server: AuthServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAuthServer({ seedDir: REALDATA_API });
});

test.afterAll(async () => {
  await server?.dispose();
});

/** A command of ours run as the tools and tests run it, its JSON output read. */
function command<T>(entry: string, args: string[]): T {
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: repoRoot, encoding: 'utf8' })) as T;
}

interface EncounterAnswer {
  party: { thresholds: Record<'easy' | 'medium' | 'hard' | 'deadly', number> };
  totalXp: number;
  multiplier: number;
  adjustedXp: number;
  difficulty: string;
  dailyBudget: number;
}

const engineEncounter = (party: number[], monsters: string[]) =>
  command<EncounterAnswer>('core/engine/encounters/cli.ts', ['--party', party.join(','), ...monsters.flatMap((m) => ['--monster', m]), '--rules', REALDATA_API]);

const engineSheet = (file: string) =>
  command<{ name: string; armorClass: number; hitPoints: { current: number; maximum: number }; passivePerception: number }>('core/engine/cli.ts', [file, '--rules', REALDATA_API]);

const xp = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The difficulty panel shows exactly the command's numbers. */
async function expectDifficulty(page: Page, answer: EncounterAnswer) {
  const panel = page.getByRole('region', { name: 'Difficulty' });
  await expect(panel.getByTestId('difficulty')).toHaveText(answer.difficulty.charAt(0).toUpperCase() + answer.difficulty.slice(1));
  for (const d of ['easy', 'medium', 'hard', 'deadly'] as const) await expect(panel.getByTestId(`threshold-${d}`)).toHaveText(xp(answer.party.thresholds[d]));
  await expect(panel.getByTestId('total-xp')).toHaveText(xp(answer.totalXp));
  await expect(panel.getByTestId('multiplier')).toHaveText(`×${answer.multiplier}`);
  await expect(panel.getByTestId('adjusted-xp')).toHaveText(xp(answer.adjustedXp));
  await expect(panel.getByTestId('daily-budget')).toHaveText(xp(answer.dailyBudget));
}

async function addFromSearch(page: Page, name: string) {
  await page.getByLabel('Find a monster by name').fill(name);
  await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await expect(page.getByRole('table', { name: 'Encounter monsters' }).getByRole('link', { name, exact: true })).toBeVisible();
}

async function addLevels(page: Page, count: number, level: number) {
  const form = page.getByRole('form', { name: 'Add characters by level' });
  await form.getByLabel('Characters', { exact: true }).fill(String(count));
  await form.getByLabel('of level', { exact: true }).selectOption(String(level));
  await form.getByRole('button', { name: 'Add levels' }).click();
}

/** A page of a fresh browser context (its own storage), waiting for the app as the fixture's page does. */
async function freshPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const goto = async (path: string) => {
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout: 30_000 });
  };
  return { context, page, goto };
}

test('an encounter from the monster table, the builder and My Characters: the engine’s difficulty, kept, exported and imported', async ({ page, checkA11y }) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A character of My Characters for the party.
  await page.goto(`${server.url}/tools/mycharacters`);
  await importThroughDialog(page, { file: FIXTURE_FILE });
  const tessa = engineSheet(FIXTURE_FILE);

  // The monster table's row action starts an encounter with two Blurrgs and stays on the table.
  await page.goto(`${server.url}/rules/snv/monsters?search=Blurrg`);
  const action = page.getByRole('link', { name: 'Add Blurrg to an encounter' });
  await expect(action).toHaveAttribute('href', '/tools/encounters?add=Blurrg');
  await action.click();
  const dialog = page.getByRole('dialog', { name: 'Add Blurrg to an encounter' });
  await dialog.getByLabel('How many').fill('2');
  await dialog.getByRole('button', { name: 'New encounter with Blurrg' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Started Blurrg encounter: 2 × Blurrg.');
  await expect(page).toHaveURL(/\/rules\/snv\/monsters/);
  await dialog.getByRole('link', { name: 'Open Blurrg encounter' }).click();

  // The builder: a name, three characters typed in and one from My Characters, two more monsters found by name.
  await expect(page.getByRole('heading', { name: 'Party' })).toBeVisible();
  await page.getByLabel('Encounter name').fill('Gate ambush');
  await addLevels(page, 3, 5);
  await page.getByRole('button', { name: 'Add characters' }).click();
  await page.getByLabel('From My Characters', { exact: true }).selectOption({ label: tessa.name });
  await page.getByRole('button', { name: 'Add character', exact: true }).click();
  const tessaRow = page.getByTestId('party-character').filter({ hasText: tessa.name });
  await expect(tessaRow.getByTestId('party-ac')).toHaveText(String(tessa.armorClass));
  await expect(tessaRow.getByTestId('party-hp')).toHaveText(`${tessa.hitPoints.current}/${tessa.hitPoints.maximum}`);
  await expect(tessaRow.getByTestId('party-pp')).toHaveText(String(tessa.passivePerception));
  await addFromSearch(page, 'Anooba');
  await addFromSearch(page, 'Trandoshan Elite Warrior');
  await expect(page.getByTestId('party-summary')).toHaveText('4 characters, levels 3–5');
  await expect(page.getByTestId('monsters-summary')).toHaveText('4 monsters (3 kinds)');
  const answer = engineEncounter([5, 5, 5, 3], ['Blurrg x2', 'Anooba', 'Trandoshan Elite Warrior']);
  await expectDifficulty(page, answer);
  // Where a record's XP disagrees with its rating, the note says so.
  const notes = page.getByRole('list', { name: "Notes on the monsters' XP" });
  await expect(notes).toContainText('Anooba: Its record says 100 XP; challenge rating 1 is worth 200 XP, which is used.');
  await expect(notes).toContainText('Trandoshan Elite Warrior: Its record says 1100 XP');
  await checkA11y(page, 'encounter builder');

  // Kept across a reload.
  await page.reload();
  await expect(page.getByLabel('Encounter name')).toHaveValue('Gate ambush');
  await expectDifficulty(page, answer);

  // The generator keeps a locked monster and proposes the rest (the proposal is the engine's own, judged the same way).
  await page.getByRole('button', { name: 'Lock Blurrg (the generator keeps it)' }).click();
  await expect(page.getByRole('button', { name: 'Lock Blurrg (the generator keeps it)' })).toHaveAttribute('aria-pressed', 'true');
  const generator = page.getByRole('region', { name: 'Generator' });
  await generator.getByLabel('Target difficulty').selectOption('deadly');
  await generator.getByRole('button', { name: 'Generate' }).click();
  await expect(generator.getByRole('status')).toHaveText(/adjusted XP/);
  await expect(page.getByRole('table', { name: 'Encounter monsters' }).getByRole('link', { name: 'Blurrg', exact: true })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Number of Blurrg' })).toHaveValue('2');
  const generated = await page.getByTestId('encounter-monster').evaluateAll((rows) =>
    rows.map((row) => `${row.querySelector('a')!.textContent} x${(row.querySelector('input[type=number]') as HTMLInputElement).value}`),
  );
  await expectDifficulty(page, engineEncounter([5, 5, 5, 3], generated));

  // Exported to a file, and imported again as a second encounter with the same content.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('Gate_ambush.encounter.json');
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { name: string; monsters: { name: string }[]; localId?: string };
  expect(exported).toMatchObject({ name: 'Gate ambush', version: 1 });
  expect(exported.localId).toBeUndefined();
  await page.getByRole('link', { name: 'Encounters' }).first().click();
  await expect(page.getByRole('heading', { name: 'Encounters', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Encounter' });
  await importing.getByLabel('Encounter file (.json)').setInputFiles((await download.path())!);
  await importing.getByRole('button', { name: 'Import Gate ambush' }).click();
  await expect(page.getByLabel('Encounter name')).toHaveValue('Gate ambush');
  await expectDifficulty(page, engineEncounter([5, 5, 5, 3], generated));
  await page.getByRole('link', { name: 'Encounters' }).first().click();
  await expect(page.getByRole('list', { name: 'Encounters' }).getByRole('link', { name: /Gate ambush/ })).toHaveCount(2);
  // A file that is not an encounter is refused, naming what is wrong.
  await page.getByRole('button', { name: 'Import' }).click();
  await importing.getByLabel("Or paste the encounter's JSON text").fill(JSON.stringify({ ...exported, party: { groups: [{ level: 25, count: 4 }], characters: [] } }));
  await expect(importing.getByRole('list', { name: 'Problems in the file' })).toContainText('party.groups[0].level: must be a level from 1 to 20');
  await expect(importing.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await checkA11y(page, 'encounter list');
  expect(errors).toEqual([]);
});

test('the same on a phone: typed levels, three monsters, the engine’s difficulty, kept across a reload', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page, goto } = await freshPage(browser, { width: 390, height: 844 });
  const errors = collectPageErrors(page);
  await goto('/tools/encounters');
  await page.getByRole('button', { name: 'New encounter' }).click();
  await expect(page.getByRole('heading', { name: 'Party' })).toBeVisible();
  await addLevels(page, 4, 5);
  await addFromSearch(page, 'Blurrg');
  await addFromSearch(page, 'Kath Hound');
  await addFromSearch(page, 'Anooba');
  // A phone types the count.
  await page.getByRole('spinbutton', { name: 'Number of Kath Hound' }).fill('3');
  const answer = engineEncounter([5, 5, 5, 5], ['Blurrg', 'Kath Hound x3', 'Anooba']);
  await expectDifficulty(page, answer);
  // Nothing wider than the screen, and the difficulty stays in view at the foot of it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const bar = page.getByRole('link', { name: /^Difficulty: / });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(xp(answer.adjustedXp));
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expectDifficulty(page, answer);
  await expect(page.getByRole('spinbutton', { name: 'Number of Kath Hound' })).toHaveValue('3');
  expect(errors).toEqual([]);
  await context.close();
});

test('a character shared by link joins the party with its sheet’s numbers; the encounter’s read-only link opens it for someone else', async ({ browser }) => {
  test.setTimeout(300_000);
  const file = join(REALDATA_CHARACTERS, 'beyond-t3P0.json');
  const sheet = engineSheet(file);

  // The player shares a real character.
  const player = await freshPage(browser);
  await player.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const playerErrors = collectPageErrors(player.page);
  await player.goto('/tools/mycharacters');
  await signIn(player.page, `Player ${Date.now().toString(36)}`);
  await player.goto('/tools/mycharacters');
  await importThroughDialog(player.page, { file });
  await expect(player.page.getByText('Saved to the cloud', { exact: true })).toBeVisible({ timeout: 60_000 });
  await player.page.getByRole('region', { name: 'Character summary' }).getByRole('button', { name: 'Menu' }).click();
  const share = player.page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Share' });
  await share.getByRole('button', { name: 'Share read-only link' }).click();
  const characterLink = (await share.getByTestId('share-address').textContent())!.trim();

  // The game master adds it to a party by its link.
  const gm = await freshPage(browser);
  const gmErrors = collectPageErrors(gm.page);
  await gm.goto('/tools/encounters');
  await signIn(gm.page, `Game master ${Date.now().toString(36)}`);
  await gm.goto('/tools/encounters');
  await gm.page.getByRole('button', { name: 'New encounter' }).click();
  await expect(gm.page.getByRole('heading', { name: 'Party' })).toBeVisible();
  await gm.page.getByLabel('Encounter name').fill('Droid trouble');
  await gm.page.getByRole('button', { name: 'Add characters' }).click();
  await gm.page.getByLabel('Shared with you (paste its link)').fill(characterLink);
  await gm.page.getByRole('button', { name: 'Add shared character' }).click();
  const row = gm.page.getByTestId('party-character').filter({ hasText: sheet.name });
  await expect(row).toContainText('Shared by link');
  await expect(row.getByTestId('party-ac')).toHaveText(String(sheet.armorClass));
  await expect(row.getByTestId('party-hp')).toHaveText(`${sheet.hitPoints.current}/${sheet.hitPoints.maximum}`);
  await expect(row.getByTestId('party-pp')).toHaveText(String(sheet.passivePerception));
  await expect(row.getByTestId('party-character-details')).toContainText('Languages:');
  await expect(row.getByRole('link', { name: sheet.name })).toHaveAttribute('href', new URL(characterLink).pathname);
  await addFromSearch(gm.page, 'Blurrg');
  await expect(gm.page.getByTestId('save-status')).toHaveText('Saved to the cloud', { timeout: 60_000 });

  // Its read-only link, opened by someone who is not signed in.
  await gm.page.getByRole('button', { name: 'Share', exact: true }).click();
  const encounterShare = gm.page.getByRole('dialog', { name: 'Share a read-only link' });
  await encounterShare.getByRole('button', { name: 'Share read-only link' }).click();
  const encounterLink = (await encounterShare.getByTestId('share-address').textContent())!.trim();
  const viewer = await freshPage(browser);
  const viewerErrors = collectPageErrors(viewer.page);
  await viewer.goto(new URL(encounterLink).pathname);
  await expect(viewer.page.getByRole('heading', { name: 'Droid trouble', level: 1 })).toBeVisible();
  await expect(viewer.page.getByRole('status', { name: 'Shared read-only' })).toContainText('Shared encounter, read-only.');
  await expectDifficulty(viewer.page, engineEncounter([10], ['Blurrg']));
  await expect(viewer.page.getByRole('table', { name: 'Party' })).toContainText(sheet.name);
  await expect(viewer.page.locator('main input, main select, main textarea')).toHaveCount(0);

  expect(playerErrors).toEqual([]);
  expect(gmErrors).toEqual([]);
  expect(viewerErrors).toEqual([]);
  for (const { context } of [player, gm, viewer]) await context.close();
});
