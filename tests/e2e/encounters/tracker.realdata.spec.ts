// The combat tracker on the real data with a signed-in game master: an encounter of four real characters against three
// real monsters is brought into the tracker (the characters' AC, hit points and passive Perception as the rules engine
// computes them), initiative is rolled, a monster takes damage of a type its record resists (half is taken), a
// condition ends at the end of its creature's turn after its rounds, the next round begins, and a reload keeps it all;
// the same on a 390 x 844 phone. The player view, opened by its link in another browser without sign-in, follows a
// damage entry and a next turn over the live socket (no poll after its first read), and never shows a monster's
// numbers (how fast it follows is a benchmark's to measure, not this test's); on the phone as well.
import type { Browser, Locator, Page } from '@playwright/test';
import type { CharacterNumbers } from '../../../core/engine/encounters/index.ts';
import { REALDATA_API } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
import { tooWide } from '../tools/phone-support.ts';
import { collectPageErrors, sharedDocumentTraffic, startAuthServer, type AuthServer } from '../tools/tools-support.ts';
import { expectedNumbers, MONSTERS, prepareFight, RESISTANT, shoot, type PreparedFight } from './tracker-support.ts';

let server: AuthServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAuthServer({ seedDir: REALDATA_API });
});

test.afterAll(async () => {
  await server?.dispose();
});

const turnOrder = (page: Page) => page.getByRole('list', { name: 'Turn order' });
const row = (page: Page, name: string) => turnOrder(page).getByRole('listitem', { name, exact: true });
const turnText = (page: Page) => page.getByTestId('turn');

/** Clicks a control after scrolling it to the middle of the screen (clear of the dice tray fixed at the bottom). */
async function tap(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await target.click();
}

async function select(page: Page, name: string): Promise<Locator> {
  const panel = page.getByRole('region', { name: `${name} (selected)` });
  if (!(await panel.isVisible())) await tap(row(page, name).getByRole('button', { name, exact: true }));
  await expect(panel).toBeVisible();
  return panel;
}

/** Selects the combatant and fills in the damage; returns its panel and the button that applies it. */
async function damageForm(page: Page, name: string, amount: number, type?: string): Promise<{ panel: Locator; apply: Locator }> {
  const panel = await select(page, name);
  await panel.getByLabel('Amount').fill(String(amount));
  if (type) await panel.getByLabel('Damage type').selectOption(type);
  const apply = panel.getByRole('button', { name: 'Damage', exact: true });
  await apply.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return { panel, apply };
}

const hitPoints = async (page: Page, name: string) => {
  const text = (await row(page, name).getByTestId('hit-points').textContent()) ?? '';
  const [, current, max] = /HP (\d+) \/ (\d+)/.exec(text) ?? [];
  return { current: Number(current), max: Number(max) };
};

/** Brings the encounter in, rolls initiative, starts, and damages the resistant monster with kinetic damage. */
async function startFight(page: Page, fight: PreparedFight, expected: Map<string, CharacterNumbers>): Promise<void> {
  await page.goto(`${server.url}/tools/encounters/${fight.encounterId}/combat`);
  const setup = page.getByRole('region', { name: 'Set up the fight' });
  await expect(setup).toBeVisible({ timeout: 30_000 });
  await tap(setup.getByRole('button', { name: 'Bring them into the tracker' }));
  await expect(turnOrder(page).getByTestId('combatant')).toHaveCount(7);

  // The party's numbers are the rules engine's, from their sheets.
  for (const character of fight.characters) {
    const numbers = expected.get(character.name)!;
    const shown = row(page, character.name);
    await expect(shown).toContainText(`AC ${numbers.armorClass}`);
    await expect(shown.getByTestId('hit-points')).toContainText(`HP ${numbers.hitPoints.current} / ${numbers.hitPoints.max}`);
    await expect(shown).toContainText(`Passive Perception ${numbers.passivePerception}`);
  }

  await tap(page.getByRole('button', { name: 'Roll initiative for the monsters' }));
  for (const monster of MONSTERS) await expect(row(page, monster)).toContainText(/d20 (\(advantage\) )?\(\d+(, \d+)?\) [+-] \d+ = -?\d+/);
  await tap(page.getByRole('button', { name: 'Roll for the party' }));
  for (const character of fight.characters) await expect(row(page, character.name).getByLabel(`Initiative of ${character.name}`)).not.toHaveValue('');
  // Highest first (ties settled by the engine's rule keep that order).
  const initiatives = await turnOrder(page).getByRole('spinbutton').evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
  expect(initiatives).toEqual([...initiatives].sort((a, b) => b - a));

  await tap(page.getByRole('button', { name: 'Start combat' }));
  await expect(turnText(page)).toHaveText(/^Round 1: .+'s turn$/);

  const before = await hitPoints(page, RESISTANT);
  expect(before.current).toBe(before.max);
  const { panel, apply } = await damageForm(page, RESISTANT, 14, 'Kinetic');
  await apply.click();
  await expect(panel.getByTestId('what-happened')).toHaveText(`${RESISTANT} takes 14 kinetic damage, resisted: 7 taken.`);
  await expect(row(page, RESISTANT).getByTestId('hp-current')).toHaveText(String(before.max - 7));
}

/** A condition of one round ends when its creature's next turn ends; the order then wraps into the next round. */
async function conditionEndsAndNextRound(page: Page, target: string): Promise<void> {
  const panel = await select(page, target);
  await panel.getByLabel('Condition').selectOption('Restrained');
  await panel.getByLabel('Rounds (blank: until removed)').fill('1');
  await tap(panel.getByRole('button', { name: 'Add condition' }));
  const chip = row(page, target).getByRole('list', { name: `Conditions of ${target}` });
  await expect(chip).toHaveText(/^Restrained \(to round \d+\)$/);
  const endRound = Number(/round (\d+)/.exec((await chip.textContent())!)![1]);

  let wrapped = false;
  for (let presses = 0; presses < 20; presses++) {
    const before = (await turnText(page).textContent())!;
    const [, round] = /^Round (\d+)/.exec(before)!;
    await tap(page.getByRole('button', { name: 'Next turn' }));
    await expect(turnText(page)).not.toHaveText(before);
    const after = (await turnText(page).textContent())!;
    if (Number(/^Round (\d+)/.exec(after)![1]) > Number(round)) wrapped = true;
    const endedNow = before === `Round ${endRound}: ${target}'s turn`;
    // Still restrained until the end of its turn in the last round; gone right after.
    if (endedNow) {
      await expect(chip).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Combat log' })).toContainText(`${target} is no longer restrained (1 round over).`);
      break;
    }
    await expect(chip).toHaveText(/^Restrained/);
  }
  await expect(chip).toHaveCount(0);
  // The order went past its end at least once: a new round began and was logged.
  if (!wrapped) {
    const round = Number(/^Round (\d+)/.exec((await turnText(page).textContent())!)![1]);
    for (let presses = 0; presses < 8 && !wrapped; presses++) {
      await tap(page.getByRole('button', { name: 'Next turn' }));
      wrapped = (await turnText(page).textContent())!.startsWith(`Round ${round + 1}:`);
    }
  }
  expect(wrapped).toBe(true);
  await expect(page.getByRole('region', { name: 'Combat log' })).toContainText(/Round [2-9]\./);
}

/** The same page in the dark theme (once `ready` shows again), then back to the light one. */
async function darkShot(page: Page, name: string, ready: (page: Page) => Locator): Promise<void> {
  for (const dark of [true, false]) {
    await page.evaluate((on) => localStorage.setItem('sw5e.darkSide', String(on)), dark);
    await page.reload();
    await expect(ready(page)).toBeVisible({ timeout: 30_000 });
    if (dark) await shots(page, name);
  }
}

/** The page as seen: the whole page on a wide screen; on a phone the top, and the selected combatant's panel. */
async function shots(page: Page, name: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name, !phone);
  const panel = page.getByRole('region', { name: / \(selected\)$/ });
  if (phone && (await panel.count())) {
    await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shoot(page, `${name}-panel`, false);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

const trackerReady = (page: Page) => turnOrder(page);
const viewReady = (page: Page) => page.getByTestId('player-view-combatant').first();

async function openPlayerView(page: Page, browser: Browser, viewport: { width: number; height: number }) {
  await tap(page.getByRole('button', { name: 'Player view link' }));
  const dialog = page.getByRole('dialog', { name: 'Player view' });
  const box = dialog.getByRole('region', { name: 'Player view link' });
  await box.getByRole('button', { name: 'Make a player view link' }).click();
  await expect(box.getByTestId('share-address')).toHaveText(/\/shared\/[A-Za-z0-9_-]{20,}$/, { timeout: 20_000 });
  const address = (await box.getByTestId('share-address').textContent())!.trim();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const context = await browser.newContext({ viewport });
  const viewer = await context.newPage();
  // Every copy the player view gets, polled or over the socket: none may carry a monster's numbers.
  const traffic = sharedDocumentTraffic(viewer);
  await viewer.goto(address);
  // Live once the subscription has delivered the stored copy: from then on the view asks nothing over HTTP.
  await expect.poll(() => traffic.events, { timeout: 30_000 }).toBeGreaterThan(0);
  return { viewer, context, traffic, pollsWhenLive: traffic.polls };
}

test.describe('the combat tracker at 1280 x 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('four characters against three monsters: initiative, resisted damage, a condition ending, the next round; the player view follows', async ({ page, browser, checkA11y }) => {
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    const fight = await prepareFight(page, server.url, `GM ${Date.now().toString(36)}`);
    const expected = await expectedNumbers(page, server.url, fight.characters);
    await startFight(page, fight, expected);
    await checkA11y(page, 'the combat tracker');
    await shots(page, 'tracker-1280-light');
    await conditionEndsAndNextRound(page, 'Hive Rat');

    // The tracker is the stored encounter: a reload shows the same fight.
    const turn = (await turnText(page).textContent())!;
    const spirit = await hitPoints(page, RESISTANT);
    await expect(page.getByTestId('save-status')).toHaveText('Saved to the cloud', { timeout: 15_000 });
    await page.reload();
    await expect(turnText(page)).toHaveText(turn);
    expect(await hitPoints(page, RESISTANT)).toEqual(spirit);

    // The player view, in another browser that never signed in.
    const { viewer, context, traffic, pollsWhenLive } = await openPlayerView(page, browser, { width: 1280, height: 900 });
    const viewerErrors = collectPageErrors(viewer);
    const viewerTurn = viewer.getByTestId('player-view-turn');
    await expect(viewerTurn).toHaveText(turn);
    const entries = viewer.getByTestId('player-view-combatant');
    await expect(entries).toHaveCount(7);
    for (const character of fight.characters) await expect(viewer.getByRole('listitem', { name: character.name })).toContainText(/HP \d+ \/ \d+/);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const monster of MONSTERS) {
      // Its name, its state in words and its conditions: no number of its own.
      await expect(viewer.getByRole('listitem', { name: monster })).toHaveText(new RegExp(`^(▶ )?${escape(monster)}(Unhurt|Hurt|Bloodied|Defeated)([A-Z][a-z]+(, [A-Z][a-z]+)*)?$`));
    }
    await expect(viewer.getByRole('listitem', { name: RESISTANT })).toContainText('Hurt');
    await checkA11y(viewer, 'the player view');

    // A damage entry reaches the table. The timeout is a guard against a hang only: the socket sends it at once.
    const FOLLOW_GUARD = 30_000;
    const rat = await hitPoints(page, 'Hive Rat');
    const bloodying = rat.current - Math.floor(rat.max / 2);
    const { apply } = await damageForm(page, 'Hive Rat', bloodying);
    await apply.click();
    await expect(viewer.getByRole('listitem', { name: 'Hive Rat' })).toContainText('Bloodied', { timeout: FOLLOW_GUARD });

    // So does the next turn.
    const current = (await turnText(page).textContent())!;
    const nextTurn = page.getByRole('button', { name: 'Next turn' });
    await nextTurn.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await nextTurn.click();
    await expect(turnText(page)).not.toHaveText(current);
    const next = (await turnText(page).textContent())!;
    await expect(viewerTurn).toHaveText(next, { timeout: FOLLOW_GUARD });

    // The first read, then the stored copy, the damage and the turn over the socket; no poll since it was live.
    expect(traffic.polls).toBe(pollsWhenLive);
    expect(traffic.events).toBeGreaterThan(2);
    for (const answer of traffic.answers) {
      const jsonData = JSON.parse(answer);
      expect(JSON.stringify(jsonData)).not.toMatch(/armorClass|initiative|defenses|"log"|recharge|legendary/);
      for (const entry of jsonData.combatants) if (entry.kind !== 'character') expect(Object.keys(entry).sort()).toEqual(['conditions', 'current', 'id', 'kind', 'name', 'state']);
    }
    await shots(viewer, 'player-view-1280-light');
    await darkShot(viewer, 'player-view-1280-dark', viewReady);
    await shots(page, 'tracker-1280-light-round-2');
    await darkShot(page, 'tracker-1280-dark', trackerReady);
    expect(errors).toEqual([]);
    expect(viewerErrors).toEqual([]);
    await context.close();
  });
});

test.describe('the combat tracker at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same fight on a phone: nothing reaches past the screen, and the player view fits it too', async ({ page, browser }) => {
    test.setTimeout(300_000);
    const errors = collectPageErrors(page);
    const fight = await prepareFight(page, server.url, `Phone GM ${Date.now().toString(36)}`);
    const expected = await expectedNumbers(page, server.url, fight.characters);
    await startFight(page, fight, expected);
    expect(await tooWide(page)).toEqual([]);
    await shots(page, 'tracker-390-light');
    await conditionEndsAndNextRound(page, 'Hive Rat');
    expect(await tooWide(page)).toEqual([]);
    await darkShot(page, 'tracker-390-dark', trackerReady);

    const { viewer, context, traffic, pollsWhenLive } = await openPlayerView(page, browser, { width: 390, height: 844 });
    await expect(viewer.getByTestId('player-view-turn')).toHaveText((await turnText(page).textContent())!);
    await expect(viewer.getByTestId('player-view-combatant')).toHaveCount(7);
    // The phone at the table follows the game master's next turn without a poll.
    const current = (await turnText(page).textContent())!;
    await tap(page.getByRole('button', { name: 'Next turn' }));
    await expect(turnText(page)).not.toHaveText(current);
    await expect(viewer.getByTestId('player-view-turn')).toHaveText((await turnText(page).textContent())!, { timeout: 30_000 });
    expect(traffic.polls).toBe(pollsWhenLive);
    expect(await tooWide(viewer)).toEqual([]);
    await shots(viewer, 'player-view-390-light');
    await darkShot(viewer, 'player-view-390-dark', viewReady);
    expect(errors).toEqual([]);
    await context.close();
  });
});
