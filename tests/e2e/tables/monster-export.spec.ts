// The monster export: the dialog downloads '{name}_roll20.json', a Roll20 character (schema_version 2, sheet 2.4,
// 3 legendary actions, ids '-M' + 18 letters or digits) carrying the stat block.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { seed, type Rec } from './table-support.ts';

interface Roll20File {
  schema_version: number;
  name: string;
  attribs: Array<{ name: string; current: string | number; max: string | number; id: string }>;
  abilities: unknown[];
}

test('exporting a monster downloads its Roll20 file', async ({ page }) => {
  const monster = seed<Rec & { behaviors: Array<{ name: string; monsterBehaviorType: string }>; hitPoints: number; challengeRating: string }>('monster').find(
    (m) => m.behaviors.some((b) => b.monsterBehaviorType === 'Legendary'),
  )!;
  await page.goto(`/rules/snv/monsters/${encodeURIComponent(monster.name)}`);
  await page.getByRole('button', { name: 'Export to Roll20' }).click();
  const dialog = page.getByRole('dialog', { name: `Export ${monster.name}` });
  await expect(dialog).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /^Download / }).click()]);
  await expect(dialog).toBeHidden();
  expect(download.suggestedFilename()).toBe(`${monster.name}_roll20.json`);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as Roll20File;

  expect(file.schema_version).toBe(2);
  expect(file.name).toBe(monster.name);
  expect(Array.isArray(file.abilities)).toBe(true);
  const attr = (name: string) => file.attribs.find((a) => a.name === name);
  expect(attr('version')?.current).toBe('2.4');
  expect(attr('npc_legendary_actions')?.current).toBe('3');
  expect(attr('hp')).toMatchObject({ current: monster.hitPoints, max: monster.hitPoints });
  expect(attr('npc_challenge')?.current).toBe(monster.challengeRating);
  for (const a of file.attribs) expect(a.id).toMatch(/^-M[A-Za-z0-9]{18}$/);
  const behaviorNames = file.attribs.filter((a) => /^repeating_npc[a-z-]*_-M[A-Za-z0-9]{18}_name$/.test(a.name)).map((a) => String(a.current));
  expect(behaviorNames).toHaveLength(monster.behaviors.length);
});
