// Every real exported character (REALDATA_CHARACTERS) imported into a server holding the real rules data opens its
// sheet without a browser error; an incomplete one opens the builder instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCharacter, validateCharacter } from '../../../core/engine/index.ts';
import { REALDATA_CHARACTERS } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { collectPageErrors, importThroughDialog } from './tools-support.ts';

const files = readdirSync(REALDATA_CHARACTERS)
  .filter((file) => file.endsWith('.json') && file !== 'INDEX.json')
  .sort();

/** Complete characters (validation code 0) show the sheet; the others the builder. */
const isComplete = (text: string) => validateCharacter(importCharacter(text)).code === 0;

test('there are real characters to import, complete and incomplete', () => {
  expect(files.length).toBeGreaterThan(10);
  const complete = files.filter((file) => isComplete(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8')));
  expect(complete.length).toBeGreaterThan(0);
  expect(complete.length).toBeLessThan(files.length);
});

// Two batches (one per worker), each importing its characters one after another into the same browser, returning to
// the list by in-app navigation: the list then holds several characters, as a player's does.
const batches = [files.filter((_, i) => i % 2 === 0), files.filter((_, i) => i % 2 === 1)];

for (const [index, batch] of batches.entries()) {
  test(`imports real characters, batch ${index + 1}: ${batch.join(', ')}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    for (const file of batch) {
      await test.step(file, async () => {
        const text = readFileSync(join(REALDATA_CHARACTERS, file), 'utf8');
        const character = JSON.parse(text);
        await visit(page, '/tools/mycharacters');
        await expect(page.getByRole('heading', { name: 'My Characters', level: 1 })).toBeVisible();
        await importThroughDialog(page, { file: join(REALDATA_CHARACTERS, file) });
        if (isComplete(text)) {
          await expect(page.getByRole('article', { name: `Character sheet of ${character.name}` })).toBeVisible({ timeout: 30_000 });
          // Every section renders in the first column (another column may show the same section: a non-caster's third
          // column opens on Equipment).
          for (const name of ['Equipment', 'Proficiencies', 'Description', 'Notes', 'Abilities']) {
            await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name }).click();
            await expect(page.getByRole('tabpanel', { name }).first()).toBeVisible();
          }
        } else {
          await expect(page.getByRole('button', { name: 'Character Sheet' })).toBeDisabled({ timeout: 30_000 });
        }
        expect(errors, file).toEqual([]);
      });
    }
  });
}
