// The sheet at the table on a phone (390 x 844 and 320 x 640): the compact header with Damage and Heal stays on
// screen at the bottom of every section, nothing is wider than the screen, axe finds nothing, in light and dark;
// then a round of play: damage and heal typed inline, cast a power, use a feature, a short rest with rolled hit
// dice, a skill rolled with advantage read back from the tray and the log. Screenshots of every section are kept
// as test artifacts.
import type { Page } from '@playwright/test';
import { SHEET_SECTIONS } from '../../../web/src/pages/tools/sheet/sheet-layout.ts';
import { expect, test } from '../support/fixtures.ts';
import { keep, tapInView, tooWide } from './phone-support.ts';
import { collectPageErrors, expectSheet, FIXTURE_FILE, importThroughDialog } from './tools-support.ts';

const NAME = 'Tessa Varn';
const header = (page: Page) => page.getByRole('region', { name: 'Character summary' });
const tray = (page: Page) => page.getByRole('region', { name: 'Dice' });

async function openFixture(page: Page) {
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { file: FIXTURE_FILE });
  await expectSheet(page, NAME);
}

/** Rows that open (summary) and checkbox labels in the open section whose tap area is under 44 px high. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.locator('[role=tabpanel]:visible').first().evaluate((panel) =>
    [...panel.querySelectorAll<HTMLElement>('summary, label:has(> input[type=checkbox])')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().height < 43.5)
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().height)} px`),
  );
}

async function openSection(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`phone sheet at ${viewport.width} x ${viewport.height}, ${theme}`, () => {
      test.use({ viewport });

      test('every section: header, Damage and Heal stay on screen at its bottom; nothing too wide; axe clean', async ({ page, checkA11y }, testInfo) => {
        // Seven sections, each scrolled, measured, photographed and checked by axe: well over the default time on
        // the shared two-core machine.
        test.setTimeout(300_000);
        if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('sw5e.darkSide', 'true'));
        const errors = collectPageErrors(page);
        await openFixture(page);
        for (const section of SHEET_SECTIONS) {
          await openSection(page, section);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect(header(page)).toBeInViewport();
          await expect(header(page).getByRole('button', { name: 'Damage', exact: true })).toBeInViewport({ ratio: 1 });
          await expect(header(page).getByRole('button', { name: 'Heal', exact: true })).toBeInViewport({ ratio: 1 });
          await expect(page.getByRole('tablist', { name: 'Sheet sections, column 1' })).toBeInViewport({ ratio: 1 });
          expect(await tooWide(page), section).toEqual([]);
          expect(await smallTapTargets(page), `${section}: tap targets under 44 px`).toEqual([]);
          await keep(page, testInfo, `${viewport.width}-${theme}-${section}`);
          if (viewport.width === 390 || theme === 'light') await checkA11y(page, `${section} at ${viewport.width} px, ${theme}`);
        }
        // The dialogs fit too.
        await header(page).getByRole('button', { name: /^More/ }).click();
        const more = page.getByRole('dialog', { name: NAME });
        expect(await tooWide(page), 'More').toEqual([]);
        await more.getByRole('button', { name: 'Rest' }).click();
        await expect(page.getByRole('dialog', { name: 'Rest' })).toBeVisible();
        expect(await tooWide(page), 'Rest dialog').toEqual([]);
        await keep(page, testInfo, `${viewport.width}-${theme}-rest-dialog`);
        await page.keyboard.press('Escape');
        await tray(page).getByRole('button', { name: /^Log/ }).click();
        await expect(page.getByRole('dialog', { name: 'Roll Log' })).toBeVisible();
        expect(await tooWide(page), 'Roll Log').toEqual([]);
        await page.keyboard.press('Escape');
        expect(errors).toEqual([]);
      });
    });
  }
}

test.describe('a round of play on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('damage, heal, cast, use a feature, short rest with rolled hit dice, a skill with advantage in the log', async ({ page, context, baseURL, checkA11y }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const errors = collectPageErrors(page);
    await openFixture(page);
    const hp = header(page).getByTestId('hp-current');
    await expect(hp).toHaveText('17');

    // Damage and heal are typed in the header itself, from anywhere on the sheet.
    await openSection(page, 'Notes');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await header(page).getByRole('button', { name: 'Damage', exact: true }).click();
    const damage = header(page).getByRole('form', { name: 'Take Damage' });
    await expect(damage.getByRole('button', { name: 'Damage' })).toBeDisabled();
    await damage.getByLabel('Damage taken').fill('6');
    await damage.getByLabel('Damage taken').press('Enter');
    await expect(hp).toHaveText('11');
    await expect(damage).toBeHidden();
    await header(page).getByRole('button', { name: 'Heal', exact: true }).click();
    const heal = header(page).getByRole('form', { name: 'Heal' });
    await heal.getByLabel('Hit points regained').fill('2');
    await heal.getByRole('button', { name: 'Heal' }).click();
    await expect(hp).toHaveText('13');

    // Cast a power: one tap, and the panel says what it spent.
    const casting = await openSection(page, 'Casting');
    await casting.getByRole('button', { name: 'Cast Heal (2 points)' }).click();
    await expect(casting.getByRole('status').filter({ hasText: 'Cast Heal' })).toHaveText('Cast Heal: 2 force points spent, 12 of 14 left.');
    await expect(casting.getByRole('group', { name: 'Force points remaining' }).locator('output')).toHaveText('12 / 14');

    // Use a feature: counted until the next rest.
    const combat = await openSection(page, 'Combat');
    const use = combat.getByRole('button', { name: /^Use / }).first();
    const feature = ((await use.getAttribute('aria-label')) ?? '').replace(/^Use /, '');
    await use.click();
    await expect(combat.getByRole('status').filter({ hasText: `Used ${feature}` })).toHaveText(`Used ${feature}: 1 use since the last rest.`);
    await expect(combat.getByRole('button', { name: `Use ${feature} (used 1 since the last rest)` }).first()).toBeVisible();

    // Short rest: spend one d6 hit die and roll it (plus the Constitution modifier) into the total.
    await header(page).getByRole('button', { name: /^More/ }).click();
    await page.getByRole('dialog', { name: NAME }).getByRole('button', { name: 'Rest' }).click();
    const rest = page.getByRole('dialog', { name: 'Rest' });
    await rest.getByLabel(/d6 hit dice to spend/).fill('1');
    await rest.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(rest.getByRole('status')).toContainText(/^Rolled d6 \(\d\)/);
    const total = Number(await rest.getByLabel('Roll total (hit points regained)').inputValue());
    expect(total).toBeGreaterThanOrEqual(0);
    await rest.getByRole('button', { name: 'Take Short Rest' }).click();
    await expect(hp).toHaveText(String(Math.min(17, 13 + total)));

    // A skill rolled with advantage: the tray announces it, the log keeps it, and it copies as one line.
    const abilities = await openSection(page, 'Abilities');
    // The mode sits in the bottom strip: one tap opens the three choices, one picks.
    await tray(page).getByRole('button', { name: 'Next d20 roll: Normal' }).click();
    await tray(page).getByRole('radio', { name: 'Advantage', exact: true }).check();
    await expect(tray(page).getByRole('button', { name: 'Next d20 roll: Advantage' })).toBeVisible();
    await abilities.getByRole('button', { name: /^Roll Stealth/ }).click();
    const latest = tray(page).getByRole('status', { name: 'Latest roll' });
    // The dice are really random: a natural 20 or 1 adds a note after the result, which the share text leaves out.
    await expect(latest).toHaveText(/^Stealth: d20 advantage \((\d+), (\d+)\) [+-] \d+ = -?\d+( Natural (20|1)\.)?$/);
    const shown = ((await latest.textContent()) ?? '').replace(/ Natural (20|1)\.$/, '');
    const [, a, b, sign, modifier, result] = /\((\d+), (\d+)\) ([+-]) (\d+) = (-?\d+)/.exec(shown)!;
    expect(Number(result)).toBe(Math.max(Number(a), Number(b)) + (sign === '-' ? -1 : 1) * Number(modifier));
    await expect(tray(page).getByRole('button', { name: 'Next d20 roll: Normal' })).toBeVisible();
    await tray(page).getByRole('button', { name: 'Copy latest roll' }).click();
    await expect(tray(page).getByRole('button', { name: 'Copy latest roll' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${NAME} — ${shown}`);
    await keep(page, testInfo, 'play-after-roll');

    await tray(page).getByRole('button', { name: /^Log/ }).click();
    const log = page.getByRole('dialog', { name: 'Roll Log' });
    const rolls = log.getByRole('list', { name: 'Rolls' }).getByRole('listitem');
    await expect(rolls).toHaveCount(2);
    await expect(rolls.first()).toContainText('Stealth: d20 advantage');
    await expect(rolls.nth(1)).toContainText('Hit dice: d6');
    await log.getByLabel(/^Roll dice/).fill('2d6+');
    await log.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(log.getByRole('alert')).toHaveText('"2d6+" is not valid dice notation: a "+" has nothing after it.');
    await log.getByLabel(/^Roll dice/).fill('4d6kh3');
    await log.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(rolls).toHaveCount(3);
    await expect(rolls.first()).toContainText(/^4d6kh3: 4d6kh3 \(/);
    await keep(page, testInfo, 'play-log');
    await log.getByRole('button', { name: 'Clear Log' }).click();
    await expect(log.getByText('No rolls yet.')).toBeVisible();
    await page.keyboard.press('Escape');

    // Poisoned: ability checks roll with disadvantage by themselves; the chip sits in the header's own line.
    const headerHeight = (await header(page).boundingBox())!.height;
    await header(page).getByRole('button', { name: /^More/ }).click();
    await page.getByRole('dialog', { name: NAME }).getByRole('button', { name: 'Conditions' }).click();
    await page.getByRole('dialog', { name: 'Conditions' }).getByLabel('Poisoned').check();
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('button', { name: /^Active conditions: Poisoned/ })).toBeVisible();
    expect((await header(page).boundingBox())!.height).toBe(headerHeight);
    await abilities.getByRole('button', { name: /^Roll Athletics/ }).click();
    await expect(latest).toContainText(/^Athletics: d20 disadvantage \(\d+, \d+\)/);
    await expect(latest).toContainText('Disadvantage from Poisoned');
    await checkA11y(page, 'phone sheet with a condition and a roll');
    expect(errors).toEqual([]);
  });
});

/** The screen's share left to the sheet: between the sticky header's bottom and the highest of the fixed bars below. */
async function contentShare(page: Page): Promise<{ share: number; headerHeight: number; toolbarBottom: number }> {
  return page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const header = rect('[role=region][aria-label="Character summary"]')!;
    const bottoms = ['[role=tablist][aria-label="Sheet sections, column 1"]', '[data-testid="latest-roll"]', '[aria-label="Dice"] .log']
      .map((selector) => document.querySelector(selector))
      .filter((el): el is Element => !!el && getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).display !== 'none')
      .map((el) => el.getBoundingClientRect().top);
    const bottom = Math.min(window.innerHeight, ...bottoms);
    const top = Math.max(0, header.bottom);
    return { share: (bottom - top) / window.innerHeight, headerHeight: header.height, toolbarBottom: rect('header[role=banner], .site-toolbar')!.bottom };
  });
}

test.describe('room to play on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scrolling, the toolbar and the header take one bar; the strip and the last roll leave the sheet at least 60% of the screen', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await openFixture(page);
    // At the top: the notice of the site, the save status and the header, none over another.
    const notice = page.getByRole('note', { name: 'Site notice' });
    await expect(notice).toBeInViewport();
    const saved = page.getByText('Saved in this browser only');
    await expect(saved).toBeVisible();
    const savedBox = (await saved.boundingBox())!;
    const headerBox = (await header(page).boundingBox())!;
    expect(savedBox.y + savedBox.height, 'the save status is above the header, not under it').toBeLessThanOrEqual(headerBox.y + 0.5);

    // A roll: its result shows above the strip, and nothing is dismissed.
    await tapInView(page.getByRole('tabpanel', { name: 'Abilities' }).getByRole('button', { name: /^Roll Stealth/ }));
    await expect(page.getByTestId('latest-roll')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(notice).not.toBeInViewport();
    await expect(page.getByRole('banner')).not.toBeInViewport();
    await expect(header(page)).toBeInViewport({ ratio: 1 });
    const measured = await contentShare(page);
    expect(measured.toolbarBottom, 'the toolbar has scrolled away').toBeLessThanOrEqual(0);
    expect(measured.headerHeight, 'the header is one bar').toBeLessThanOrEqual(64);
    expect(measured.share, 'share of the screen left to the sheet').toBeGreaterThanOrEqual(0.6);
    // The header keeps the way back and the menu.
    await expect(header(page).getByRole('button', { name: 'Back to My Characters' })).toBeInViewport({ ratio: 1 });
    await expect(header(page).getByRole('button', { name: /^More/ })).toBeInViewport({ ratio: 1 });
    await keep(page, testInfo, 'room-with-roll');

    // Dismissed, the result leaves for the log: more room, and the log still has it.
    await tray(page).getByRole('button', { name: /^Dismiss latest roll/ }).click();
    await expect(page.getByTestId('latest-roll')).toBeHidden();
    expect((await contentShare(page)).share).toBeGreaterThan(measured.share);
    await tray(page).getByRole('button', { name: 'Log (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Roll Log' }).getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    // The next roll shows again.
    await tapInView(page.getByRole('tabpanel', { name: 'Abilities' }).getByRole('button', { name: /^Roll Athletics/ }));
    await expect(page.getByTestId('latest-roll')).toBeVisible();
    await expect(page.getByTestId('latest-roll')).toContainText('Athletics');
    expect(errors).toEqual([]);
  });
});
