// Wide tables on a 390 px phone: the row keeps its key columns and fits the screen; the other columns are one tap
// away in the expanded row, and a hint names them.
import { expect, test } from '../support/fixtures.ts';
import { seed, table } from './table-support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the weapons table fits a phone and shows the other columns in the expanded row', async ({ page }) => {
  const weapons = seed<{ name: string; equipmentCategory: string; properties?: string[] | null; cost: number }>('equipment').filter(
    (e) => e.equipmentCategory === 'Weapon',
  );
  await page.goto('/loot/weapons');
  const weapons_ = table(page, 'Weapons');
  await expect(weapons_).toBeVisible();
  // Only the key columns are headers; nothing runs off the screen sideways.
  await expect(weapons_.getByRole('columnheader')).toHaveText(['Details', /Name/, /Damage/]);
  const overflow = await page.locator('.table-scroll').first().evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expect(page.getByText(/Open a row for .*Properties/)).toBeVisible();

  const first = weapons_.locator('tbody').first();
  const name = (await first.locator('td[data-column="name"]').textContent())!;
  const weapon = weapons.find((w) => w.name === name)!;
  await first.getByRole('button', { name: 'Show details' }).click();
  const details = first.locator('tr.details');
  for (const header of ['Classification', 'Cost', 'Weight', 'Properties', 'Source']) {
    await expect(details.getByRole('term').filter({ hasText: header })).toBeVisible();
  }
  if (weapon.properties?.length) await expect(details).toContainText(weapon.properties[0]);
});

test('on a wide screen every column stays in the row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/loot/weapons');
  await expect(table(page, 'Weapons').getByRole('columnheader', { name: /Properties/ })).toBeVisible();
  await expect(page.getByText(/Open a row for/)).toHaveCount(0);
});

test('on a phone the filters fold behind one Filters button, which counts the chosen ones', async ({ page }) => {
  await page.goto('/rules/snv/monsters?size=Large');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  // Served with the filter from the address, folded, and saying one is chosen.
  await expect(toggle).toHaveText('Filters (1)');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /^Size: / })).toBeHidden();
  const search = page.getByRole('search', { name: 'Search Monsters' });
  const folded = (await search.boundingBox())!.height;
  expect(folded).toBeLessThan(100);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Size: Large' })).toBeVisible();
  // Each filter's list of choices opens on the screen, whichever filter it is.
  for (const label of ['Size', 'Type', 'Alignment']) {
    await page.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
    const choices = page.getByRole('group', { name: label, exact: true });
    await expect(choices).toBeVisible();
    const box = (await choices.boundingBox())!;
    expect(box.x, `${label} choices start on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} choices end on the screen`).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('combobox', { name: 'CR from', exact: true }).selectOption('1');
  await expect(toggle).toHaveText('Filters (2)');
  await expect(page).toHaveURL(/crFrom=1/);
  await toggle.click();
  await expect(page.getByRole('combobox', { name: 'CR from', exact: true })).toBeHidden();
});

test('on a wide screen the filters stay in the controls bar, with no Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/rules/snv/monsters');
  await expect(page.getByRole('button', { name: /^Size: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});
