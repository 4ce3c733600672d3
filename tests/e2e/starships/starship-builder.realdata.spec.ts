// A Medium freighter built in the browser over the real rules data, step by step (size, Freighter role, standard
// array, saves, Fortress shield over the role's Deflection armor, a hardpoint with a Twin laser cannon, a Navcomputer
// and an Armory, a pilot), then flown: its hull, shields and AC are the engine's numbers for the same ship (the
// numbers the `starship` command prints), damage goes to the shields first (after damage reduction), the start of
// the turn regenerates them, a refit restores everything, a crewmember joins at the table; a reload keeps it all.
// The same on a phone (390 x 844).
import type { Page } from '@playwright/test';
import { loadStarshipRulesDir } from '../../../core/engine/node/load-starship-rules.ts';
import {
  addCrewMember,
  computeStarship,
  indexStarshipRules,
  installModification,
  mountWeapon,
  newStarship,
  setEquipment,
  setRole,
  setSavingThrows,
  takeDamage,
  type Starship,
} from '../../../core/engine/starships/index.ts';
import { REALDATA_API } from '../../support/realdata.ts';
import { expect, test } from '../support/fixtures.ts';
import { collectPageErrors } from '../tools/tools-support.ts';

const SCORES = { Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 13, Wisdom: 10, Charisma: 8 } as const;

/** The same ship built by the engine in Node, for the numbers the page must show. */
function engineShip() {
  const rules = indexStarshipRules(loadStarshipRulesDir(REALDATA_API));
  let ship: Starship = { ...newStarship({ size: 'Medium', name: 'Stardust Runner' }), abilityScores: { method: 'standardArray', assigned: { ...SCORES } } };
  const steps = [
    (s: Starship) => setRole(s, rules, 'Freighter'),
    (s: Starship) => setSavingThrows(s, rules, ['Dexterity', 'Wisdom']),
    (s: Starship) => setEquipment(s, rules, 'shield', 'Fortress shield'),
    (s: Starship) => installModification(s, rules, 'Hardpoint'),
    (s: Starship) => mountWeapon(s, rules, 'Twin laser cannon', { hardpoint: s.modifications[0]!.id }),
    (s: Starship) => installModification(s, rules, 'Navcomputer'),
    (s: Starship) => installModification(s, rules, 'Armory'),
    (s: Starship) => addCrewMember(s, { name: 'Kes Arlan', deployment: 'Pilot', rank: 1 }),
  ];
  for (const step of steps) {
    const result = step(ship);
    if (!result.ok) throw new Error(result.reasons.join('; '));
    ship = result.ship;
  }
  return { ship, rules, sheet: computeStarship(ship, rules) };
}

const { ship: expectedShip, rules, sheet: expected } = engineShip();

async function continueTo(page: Page, title: string) {
  await page.getByRole('button', { name: `Continue to ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function buildFreighter(page: Page, checkA11y: (page: Page, label?: string) => Promise<void>) {
  await page.goto('/tools/starships');
  await expect(page.getByRole('heading', { level: 1, name: 'My Starships' })).toBeVisible();
  await checkA11y(page, 'My Starships');
  await page.getByRole('button', { name: 'Add starship' }).click();
  await page.getByRole('button', { name: 'Create new starship' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Size and Tier' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Starship Sheet' })).toBeDisabled();
  await page.getByLabel('Starship name').fill('Stardust Runner');
  await expect(page.getByRole('radio', { name: /^Medium/ })).toBeChecked();

  await continueTo(page, 'Role');
  await page.getByRole('radio', { name: /^Freighter/ }).check();

  await continueTo(page, 'Ability Scores');
  for (const [ability, score] of Object.entries(SCORES)) await page.getByLabel(`${ability} as assigned`).selectOption(String(score));
  // The role's increase is applied and shown beside the assigned score.
  const constitution = page.getByRole('row', { name: /^Constitution/ });
  await expect(constitution).toContainText('+1 Freighter role');
  await expect(constitution.getByLabel('Constitution score')).toHaveText(String(expected.abilities.Constitution.score));

  await continueTo(page, 'Tier Improvements');
  await continueTo(page, 'Saving Throws');
  await page.getByRole('checkbox', { name: 'Dexterity' }).check();
  await page.getByRole('checkbox', { name: 'Wisdom' }).check();
  // A third is refused by the size's count.
  await expect(page.getByRole('checkbox', { name: /^Strength/ })).toBeDisabled();

  await continueTo(page, 'Equipment');
  await expect(page.getByLabel('Armor', { exact: true })).toHaveValue('Deflection armor');
  await page.getByLabel('Shield', { exact: true }).selectOption('Fortress shield');
  await expect(page.getByRole('region', { name: 'What the equipment makes of the ship' })).toContainText(expected.armorClass.explanation);

  await continueTo(page, 'Weapons');
  // A weapon of the larger ships' table is refused, saying why; then a hardpoint and a cannon of the right table.
  await page.getByRole('button', { name: 'Add a hardpoint' }).click();
  await page.getByLabel('Weapon', { exact: true }).selectOption('Assault cluster pod launcher');
  await page.getByRole('button', { name: 'Mount', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is a weapon for Huge and Gargantuan ships, not for a Medium ship' })).toBeVisible();
  await page.getByLabel('Weapon', { exact: true }).selectOption('Twin laser cannon');
  await page.getByRole('button', { name: 'Mount', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Weapons aboard' }).getByRole('listitem', { name: 'Twin laser cannon' })).toBeVisible();

  await continueTo(page, 'Modifications');
  await checkA11y(page, 'the Modifications step');
  const install = page.getByRole('region', { name: 'Install a modification' });
  await install.getByLabel('Search modifications').fill('Boarding Pods');
  await expect(install.getByRole('button', { name: 'Install Boarding Pods' })).toBeDisabled();
  await expect(install.getByRole('list', { name: 'Why Boarding Pods cannot be installed' })).toContainText('Requires a Large ship or larger (the ship is Medium)');
  for (const name of ['Navcomputer', 'Armory']) {
    await install.getByLabel('Search modifications').fill(name);
    await install.getByRole('button', { name: `Install ${name}`, exact: true }).click();
  }
  await expect(page.getByRole('region', { name: 'Modification counts' })).toContainText(`Slots: 3 of ${expected.modificationSlots.max}`);
  await expect(page.getByRole('region', { name: 'Modification counts' })).toContainText(`Suites: 1 of ${expected.suites.max}`);

  await continueTo(page, 'Crew');
  await page.getByLabel('Who').selectOption('name');
  await page.getByLabel('Name', { exact: true }).fill('Kes Arlan');
  await page.getByRole('button', { name: 'Add to the crew' }).click();
  await expect(page.getByRole('list', { name: 'Crew', exact: true }).getByRole('listitem', { name: 'Kes Arlan' })).toContainText('Kes Arlan (at the helm)');

  await continueTo(page, 'Cargo and Credits');
  await continueTo(page, 'Still to Choose');
  await expect(page.getByRole('region', { name: 'Still to choose: Crew' })).toContainText('Kes Arlan: choose 1 more venture');
  await page.getByRole('button', { name: 'Starship Sheet' }).click();
  await expect(page.getByRole('article', { name: 'Starship sheet of Stardust Runner' })).toBeVisible();
}

const glance = (page: Page) => page.getByRole('region', { name: 'Play' }).getByLabel('At a glance');
const hullGauge = (page: Page) => page.getByRole('group', { name: 'Hull points' });
const shieldGauge = (page: Page) => page.getByRole('group', { name: 'Shield points' });

async function flyAndRefit(page: Page) {
  // The engine's numbers: hull, shields and AC of the same ship.
  const hull = expected.hullPoints;
  const capacity = expected.shieldCapacity;
  expect([hull, expected.baseShieldPoints, capacity, expected.shieldRegeneration, expected.armorClass.value]).toEqual([33, 38, 57, 5, 12]);
  await expect(glance(page)).toHaveText(`Hull ${hull}/${hull}Shields ${capacity}/${capacity}AC ${expected.armorClass.value}`);
  await expect(hullGauge(page)).toContainText(`${hull} / ${hull}`);
  await expect(page.getByRole('list', { name: 'Where these numbers come from' })).toContainText(expected.armorClass.explanation);

  // 10 energy damage from an attack: damage reduction first, then the shields take it; the hull is untouched.
  const hit = takeDamage(expectedShip, rules, { amount: 10, type: 'Energy', fromAttackRoll: true });
  const afterHit = computeStarship(hit.ship, rules).current;
  await page.getByRole('button', { name: 'Take damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Damage' });
  await dialog.getByLabel('Damage', { exact: true }).fill('10');
  await dialog.getByLabel('Damage type').selectOption('Energy');
  await dialog.getByRole('button', { name: 'Apply damage' }).click();
  await expect(shieldGauge(page)).toContainText(`${afterHit.shieldPoints} / ${capacity}`);
  await expect(hullGauge(page)).toContainText(`${hull} / ${hull}`);
  await expect(page.getByRole('status', { name: 'Last action' })).toContainText(hit.lines[0]!);

  // The start of the ship's turn: the shields regenerate once, spending a shield die.
  await page.getByRole('button', { name: 'Start of turn' }).click();
  const regenerated = Math.min(capacity, afterHit.shieldPoints + expected.shieldRegeneration);
  await expect(shieldGauge(page)).toContainText(`${regenerated} / ${capacity}`);
  await expect(shieldGauge(page)).toContainText(`dice ${expected.shieldDice.count - 1} / ${expected.shieldDice.count}`);

  // A heavy untyped hit goes through what is left of the shields into the hull.
  await page.getByRole('button', { name: 'Take damage' }).click();
  await dialog.getByLabel('Damage', { exact: true }).fill('70');
  await dialog.getByRole('button', { name: 'Apply damage' }).click();
  const hullAfter = hull - (70 - expected.damageReduction.value - regenerated);
  await expect(shieldGauge(page)).toContainText(`0 / ${capacity}`);
  await expect(hullGauge(page)).toContainText(`${hullAfter} / ${hull}`);

  // A refit restores hull, shields and their dice.
  await page.getByRole('button', { name: 'Refit' }).click();
  await page.getByRole('dialog', { name: 'Refit' }).getByRole('button', { name: 'Refit' }).click();
  await expect(hullGauge(page)).toContainText(`${hull} / ${hull}`);
  await expect(shieldGauge(page)).toContainText(`${capacity} / ${capacity}`);
  await expect(shieldGauge(page)).toContainText(`dice ${expected.shieldDice.count} / ${expected.shieldDice.count}`);

  // A crewmember joins at the table; their gunner rank puts their proficiency on the cannon.
  await page.getByRole('button', { name: 'Manage crew' }).click();
  const crew = page.getByRole('dialog', { name: 'Crew' });
  await crew.getByLabel('Who').selectOption('name');
  await crew.getByLabel('Name', { exact: true }).fill('Vel Tasso');
  await crew.getByLabel('Deployment', { exact: true }).first().selectOption('Gunner');
  await crew.getByRole('button', { name: 'Add to the crew' }).click();
  await crew.getByRole('button', { name: 'Close' }).click();
  const gunner = page.getByRole('list', { name: 'Crewmembers' }).getByRole('listitem', { name: 'Vel Tasso' });
  await expect(gunner).toContainText('Gunner 1');
  await expect(page.getByRole('list', { name: 'Weapons aboard' }).getByRole('listitem', { name: 'Twin laser cannon' })).toContainText('fired by Vel Tasso');
}

async function expectKeptAfterReload(page: Page) {
  // One more hit, so what the reload must keep differs from a fresh ship.
  await page.getByRole('button', { name: 'Take damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Damage' });
  await dialog.getByLabel('Damage', { exact: true }).fill('10');
  await dialog.getByRole('button', { name: 'Apply damage' }).click();
  const shields = expected.shieldCapacity - (10 - expected.damageReduction.value);
  await expect(shieldGauge(page)).toContainText(`${shields} / ${expected.shieldCapacity}`);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Starship sheet of Stardust Runner' })).toBeVisible({ timeout: 60_000 });
  await expect(glance(page)).toHaveText(`Hull ${expected.hullPoints}/${expected.hullPoints}Shields ${shields}/${expected.shieldCapacity}AC ${expected.armorClass.value}`);
  const crew = page.getByRole('list', { name: 'Crewmembers' });
  await expect(crew.getByRole('listitem', { name: 'Kes Arlan' })).toContainText('Pilot 1');
  await expect(crew.getByRole('listitem', { name: 'Vel Tasso' })).toContainText('Gunner 1');
  await page.goto('/tools/starships');
  await expect(page.getByRole('list', { name: 'Starships' }).getByRole('link', { name: /Stardust Runner/ })).toContainText('Medium Freighter, tier 0');
}

/**
 * On a phone the dice tray's strip (the d20 mode and the Log) lies along the bottom of the screen, its two buttons side
 * by side at full size: the starship sheet has no section tabs to share it with (the strip once had no width here).
 */
async function expectPhoneDiceStrip(page: Page, viewport: { width: number; height: number }) {
  const dice = page.getByRole('region', { name: 'Dice' });
  const mode = await dice.getByRole('button', { name: /^Next d20 roll/ }).boundingBox();
  const log = await dice.getByRole('button', { name: /^Log/ }).boundingBox();
  expect(mode && log).toBeTruthy();
  for (const box of [mode!, log!]) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(88);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
  }
  expect(mode!.x + mode!.width).toBeLessThanOrEqual(log!.x + 1);
  expect(Math.round(log!.x + log!.width)).toBe(viewport.width);
}

for (const [label, viewport] of [
  ['on a desktop', { width: 1280, height: 900 }],
  ['on a phone', { width: 390, height: 844 }],
] as const) {
  test(`build, fly and refit a Medium freighter ${label}`, async ({ page, checkA11y }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await buildFreighter(page, checkA11y);
    await checkA11y(page, `the starship sheet ${label}`);
    if (viewport.width < 600) await expectPhoneDiceStrip(page, viewport);
    await flyAndRefit(page);
    await expectKeptAfterReload(page);
    expect(errors).toEqual([]);
  });
}
