// Every complete real exported character on a 320 x 640 phone, over the real rules data: each section fits the width
// with the header on screen; a weapon attack rolls into the tray; where the character has them, a superiority die is
// spent and a power is cast with one tap, each saying what it spent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCharacter, validateCharacter } from '../../../core/engine/index.ts';
import { SHEET_SECTIONS } from '../../../web/src/pages/tools/sheet/sheet-layout.ts';
import { REALDATA_CHARACTERS } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { keep, tapInView, tooWide } from './phone-support.ts';
import { collectPageErrors, importThroughDialog } from './tools-support.ts';

const complete = readdirSync(REALDATA_CHARACTERS)
  .filter((file) => file.endsWith('.json') && file !== 'INDEX.json')
  .sort()
  .filter((file) => validateCharacter(importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8'))).code === 0);

const batches = [complete.filter((_, i) => i % 2 === 0), complete.filter((_, i) => i % 2 === 1)];

test.describe('real characters on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [index, batch] of batches.entries()) {
    test(`batch ${index + 1}: ${batch.join(', ')}`, async ({ page }, testInfo) => {
      test.setTimeout(300_000);
      const errors = collectPageErrors(page);
      for (const file of batch) {
        await test.step(file, async () => {
          const name = JSON.parse(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8')).name as string;
          await visit(page, '/tools/mycharacters');
          await importThroughDialog(page, { file: join(REALDATA_CHARACTERS, file) });
          await expect(page.getByRole('article', { name: `Character sheet of ${name}` })).toBeVisible({ timeout: 30_000 });
          const header = page.getByRole('region', { name: 'Character summary' });
          for (const section of SHEET_SECTIONS) {
            await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: section }).click();
            await expect(page.getByRole('tabpanel', { name: section })).toBeVisible();
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await expect(header.getByRole('button', { name: 'Damage', exact: true })).toBeInViewport({ ratio: 1 });
            expect(await tooWide(page), `${file} ${section}`).toEqual([]);
          }

          const combat = page.getByRole('tabpanel', { name: 'Combat' });
          await page.getByRole('tab', { name: 'Combat' }).click();
          await tapInView(combat.getByRole('button', { name: /^Roll .* attack, / }).first());
          await expect(page.getByRole('status', { name: 'Latest roll' })).toContainText(/attack: d20 (disadvantage )?\(\d+/);
          const spend = combat.getByRole('button', { name: /^Spend d\d+$/ });
          if ((await spend.count()) > 0 && (await spend.isEnabled())) {
            await tapInView(spend);
            await expect(combat.getByRole('region', { name: /^Superiority/ }).getByRole('status')).toContainText(/^Spent 1 superiority die \(rolled \d+\), \d+ of \d+ left\.$/);
          }
          await keep(page, testInfo, `${file}-combat`);

          const casting = page.getByRole('tabpanel', { name: 'Casting' });
          await page.getByRole('tab', { name: 'Casting' }).click();
          const cast = casting.locator('button:enabled', { hasText: /^Cast$/ });
          if ((await cast.count()) > 0) {
            const label = (await cast.first().getAttribute('aria-label'))!;
            const power = /^Cast (.+) \(\d+ points\)$/.exec(label)![1];
            await tapInView(cast.first());
            await expect(casting.getByRole('status').filter({ hasText: `Cast ${power}:` })).toContainText(/points spent, \d+ of \d+ left/);
          }
          await keep(page, testInfo, `${file}-casting`);
          expect(errors, file).toEqual([]);
        });
      }
    });
  }
});
