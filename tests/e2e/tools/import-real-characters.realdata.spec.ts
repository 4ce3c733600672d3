// Every real exported character (REALDATA_CHARACTERS) imported into a server holding the real rules data opens its
// sheet without a browser error; an incomplete one opens the builder instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCharacter, validateCharacter } from '../../../web/src/engine/index.ts';
import { REALDATA_CHARACTERS } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
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

for (const file of files) {
  test(`imports ${file}`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const text = readFileSync(join(REALDATA_CHARACTERS, file), 'utf8');
    const character = JSON.parse(text);
    await page.goto('/tools/mycharacters');
    await importThroughDialog(page, { file: join(REALDATA_CHARACTERS, file) });
    if (isComplete(text)) {
      await expect(page.getByRole('article', { name: `Character sheet of ${character.name}` })).toBeVisible({ timeout: 30_000 });
      // Every section renders.
      for (const name of ['Equipment', 'Proficiencies', 'Description', 'Notes', 'Abilities']) {
        await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name }).click();
        await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      }
    } else {
      await expect(page.getByRole('button', { name: 'Character Sheet' })).toBeDisabled({ timeout: 30_000 });
    }
    expect(errors).toEqual([]);
  });
}
