// Gear on the sheet, signed out, on the seed rules, in one walk: an enhanced weapon for "any vibroweapon" found in the
// equipment dialog by type and rarity, chosen with its base item, raises the weapon's attack on the sheet; a blaster
// chassis takes a modification (the check to roll shown) and refuses one above its rarity, naming the rule and
// keeping its slots; an augmentation whose prerequisite the character lacks is refused with the reason; then on a
// phone the same panels fit the screen and the refusals still read.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { tooWide } from './phone-support.ts';
import { collectPageErrors, expectSheet, fixtureCharacter, importThroughDialog, readLocalCharacters } from './tools-support.ts';

const NAME = 'Vel Teska';

// The fixture consular (Intelligence 10) with a plain vibroaxe and a prototype blaster chassis on a blaster pistol.
const character = () =>
  fixtureCharacter({
    name: NAME,
    equipment: [
      { name: 'Vibroaxe', quantity: 1, category: 'Equipment', equipped: true },
      { name: 'Blaster Chassis (Prototype)', quantity: 1, category: 'EnhancedItem', equipped: true, baseItem: 'Blaster pistol' },
    ],
  });

/** Opens a section in the first column (another column may show the same section) and returns its panel. */
async function openSection(page: Page, name: string) {
  const tab = page.getByRole('tablist', { name: 'Sheet sections, column 1' }).getByRole('tab', { name, exact: true });
  await tab.click();
  const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

/** The "+N to hit" a weapon row of the sheet shows. */
async function toHit(page: Page, weapon: string): Promise<number> {
  const row = (await openSection(page, 'Combat')).getByText(new RegExp(`^${weapon.replace(/[()]/g, '\\$&')} [+-]\\d+ to hit$`));
  await expect(row).toBeVisible();
  return Number(/([+-]\d+) to hit$/.exec((await row.textContent()) ?? '')![1]);
}

test('enhanced weapon with its base item, a chassis modified, an augmentation refused; on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.goto('/tools/mycharacters');
  await importThroughDialog(page, { text: JSON.stringify(character()) });
  await expectSheet(page, NAME);

  const plain = await toHit(page, 'Vibroaxe');

  // The equipment dialog: enhanced weapons of legendary rarity; the base item asked for and required.
  const equipment = await openSection(page, 'Equipment');
  await equipment.getByRole('button', { name: 'Add items' }).click();
  await page.getByRole('button', { name: 'Add Equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Equipment' });
  await dialog.getByLabel('Category', { exact: true }).selectOption('Enhanced Items');
  await dialog.getByLabel('Type', { exact: true }).selectOption('Weapon');
  await dialog.getByLabel('Rarity', { exact: true }).selectOption('Legendary');
  await expect(dialog.getByLabel('Item', { exact: true }).locator('option')).toHaveText(['Choose the 1 item that matches', 'Sundering Vibroaxe']);
  await dialog.getByLabel('Item', { exact: true }).selectOption('EnhancedItem|Sundering Vibroaxe');
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await expect(dialog.getByLabel('Base item', { exact: true }).locator('option', { hasText: 'Blaster pistol' })).toHaveCount(0);
  await dialog.getByLabel('Base item', { exact: true }).selectOption('Vibroaxe');
  await dialog.getByLabel('Equipped', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Character Sheet' }).click();
  await expectSheet(page, NAME);

  // The combined item rolls with its +3.
  expect(await toHit(page, 'Sundering Vibroaxe (Vibroaxe)')).toBe(plain + 3);

  // The chassis: a standard scope installed (the check shown), an advanced augment refused by the rarity rule.
  const gear = await openSection(page, 'Equipment');
  const slots = gear.getByRole('group', { name: 'Blaster Chassis (Prototype) slots' });
  await expect(slots).toContainText('Modification slots: 0 / 4 (blaster) · Augment slots: 0 / 1');
  await slots.getByLabel('Modification for Blaster Chassis (Prototype)').selectOption('Targeting Scope Mk I');
  await slots.getByRole('button', { name: 'Install' }).click();
  await expect(slots.getByRole('status')).toHaveText("Installed Targeting Scope Mk I: roll Armstech's implements, DC 10.");
  await expect(slots).toContainText('Modification slots: 1 / 4 (blaster)');
  await expect(slots).toContainText("Check: Armstech's implements, DC 10");
  await slots.getByLabel('Modification for Blaster Chassis (Prototype)').selectOption('Overcharge Augment');
  await slots.getByRole('button', { name: 'Install' }).click();
  await expect(slots.getByRole('alert')).toHaveText('"Overcharge Augment" is advanced; a prototype chassis houses modifications of its own rarity or lower.');
  await expect(slots).toContainText('Augment slots: 0 / 1');
  // With a part installed the chassis asks for attunement.
  await expect(gear.getByRole('listitem', { name: 'Blaster Chassis (Prototype) (Blaster pistol)' })).toContainText('requires attunement');

  // An augmentation whose prerequisite is unmet: refused, the reason named, nothing installed.
  const cyber = gear.getByRole('region', { name: 'Cybernetic augmentations' });
  await cyber.getByLabel('Augmentation').selectOption('Neural Coprocessor');
  await cyber.getByRole('button', { name: 'Install' }).click();
  await expect(cyber.getByRole('alert')).toHaveText('"Neural Coprocessor" requires Intelligence 13; the character has 10.');
  await expect(cyber).toContainText('Installed: 0 / 2');

  // Stored: the base item and the installed modification; no augmentation.
  await expect
    .poll(async () => {
      const stored = (await readLocalCharacters(page)).find((record) => record.document.name === NAME)?.document as { equipment: { name: string; baseItem?: string; modifications?: string[] }[] } | undefined;
      return stored?.equipment.map((entry) => [entry.name, entry.baseItem ?? null, entry.modifications ?? null]);
    })
    .toEqual([
      ['Vibroaxe', null, null],
      ['Blaster Chassis (Prototype)', 'Blaster pistol', ['Targeting Scope Mk I']],
      ['Sundering Vibroaxe', 'Vibroaxe', null],
    ]);

  // On a phone: the same panels fit the screen; a refusal still reads.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await openSection(page, 'Equipment');
  const phoneCyber = phone.getByRole('region', { name: 'Cybernetic augmentations' });
  await phoneCyber.getByLabel('Augmentation').selectOption('Neural Coprocessor');
  await phoneCyber.getByRole('button', { name: 'Install' }).click();
  await expect(phoneCyber.getByRole('alert')).toContainText('requires Intelligence 13');
  await expect(phone.getByRole('group', { name: 'Blaster Chassis (Prototype) slots' })).toContainText('Targeting Scope Mk I');
  expect(await tooWide(page)).toEqual([]);
  expect(errors).toEqual([]);
});
