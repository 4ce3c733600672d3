// A real character from an older builder (T-3P0, a Droid, Class III scholar/scout/fighter exported at 0.7.6), over
// the real rules data: imported through the app, it keeps its numbers until the player opts in; the preview lists
// what would change (speed 30 -> 25 from the droid's Speed trait), Cancel changes nothing, Apply switches automation
// on, and the sheet then shows the new speed with where it comes from, the droid's defences and the fighter's uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REALDATA_CHARACTERS } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { collectPageErrors, importThroughDialog, readLocalCharacters } from './tools-support.ts';

const FILE = join(REALDATA_CHARACTERS, 'beyond-t3P0.json');

test('opting a real imported character into automation through the preview', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const name = JSON.parse(readFileSync(FILE, 'utf8')).name as string;
  await visit(page, '/tools/mycharacters');
  await importThroughDialog(page, { file: FILE });
  await expect(page.getByRole('article', { name: `Character sheet of ${name}` })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name: 'Combat' }).click();
  const combat = page.getByRole('tabpanel', { name: 'Combat' }).first();
  const speedStat = combat.getByRole('region', { name: 'Combat numbers' }).getByRole('button', { name: /^Speed/ });
  await expect(speedStat).toHaveText('30');
  const offer = combat.getByRole('button', { name: 'Apply features automatically' });

  // The preview lists the change; Cancel leaves the character as it was.
  await offer.click();
  let dialog = page.getByRole('dialog', { name: 'Apply Features Automatically' });
  await expect(dialog.getByRole('row', { name: /^Speed/ }).getByRole('cell')).toHaveText(['30', '25']);
  await expect(dialog.getByText('Second Wind: 1 (short rest)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(speedStat).toHaveText('30');
  expect((await readLocalCharacters(page)).find((record) => record.document.name === name)?.document.settings).not.toMatchObject({ isAutomatingFeatures: true });

  await offer.click();
  dialog = page.getByRole('dialog', { name: 'Apply Features Automatically' });
  await dialog.getByRole('button', { name: 'Apply features' }).click();
  await expect(dialog).toBeHidden();
  await expect(offer).toBeHidden();

  // The changed number, with its source; the droid's defences and the fighter's uses per rest.
  await expect(speedStat).toHaveText('25');
  await expect(combat.getByRole('list', { name: 'Where these numbers come from' })).toContainText('Speed 25 ft. = 25 (Speed (Droid, Class III))');
  await expect(combat.getByRole('list', { name: 'Resistances' })).toContainText('Resistant to Poison (Droid Resistances (Droid, Class III))');
  await expect(combat.getByRole('list', { name: 'Vulnerabilities' })).toContainText('Vulnerable to Ion');
  const fighter = combat.getByRole('region', { name: 'Class: Fighter' });
  await expect(fighter.getByRole('group', { name: 'Second Wind used: 0 of 1' })).toBeVisible();
  await fighter.getByRole('checkbox', { name: 'Second Wind 1 used' }).check();
  await expect(fighter.getByRole('group', { name: 'Second Wind used: 1 of 1' })).toBeVisible();

  // Stored with the character: automation on, the use spent.
  await expect
    .poll(async () => (await readLocalCharacters(page)).find((record) => record.document.name === name)?.document)
    .toMatchObject({ settings: { isAutomatingFeatures: true }, currentStats: { featuresTimesUsed: { 'Second Wind': 1 } } });
  expect(errors).toEqual([]);
});
