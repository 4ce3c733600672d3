// Every table route, hub and detail page of issue 5 renders the bundled seed items (counts and names come from
// the seed data files).
import { expect, test } from '../support/fixtures.ts';
import { visit } from '../support/navigate.ts';
import { bySection, expectCount, expectTableLists, seed, sortedNames, table, type Rec } from './table-support.ts';

type Equipment = Rec & { equipmentCategory: string };
type Starship = Rec & { type: string };
type WithContent = Rec & { contentType?: string; contentSource?: string };

const heading = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('hubs', () => {
  const hubs: Array<[string, string, string[]]> = [
    ['/characters', 'Characters', ['Species', 'Classes', 'Archetypes', 'Backgrounds', 'Feats', 'Customization Options', 'Force Powers', 'Tech Powers', 'Maneuvers']],
    ['/loot', 'Loot', ['Armor', 'Weapons', 'Adventuring Gear', 'Enhanced Items']],
    ['/starships', 'Starships', ['Deployments', 'Ventures', 'Modifications', 'Equipment', 'Weapons']],
    [
      '/characters/customizationOptions',
      'Customization Options',
      ['Class Improvements', 'Fighting Styles', 'Fighting Masteries', 'Lightsaber Forms', 'Multiclass Improvements', 'Splashclass Improvements', 'Weapon Focuses', 'Weapon Supremacies'],
    ],
  ];
  for (const [path, title, links] of hubs) {
    test(`${path} links to its pages`, async ({ page }) => {
      await visit(page, path);
      await expect(heading(page)).toHaveText(title);
      for (const name of links) await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | SW5E`);
    });
  }
});

/** Table pages: path, table name, the seed records it lists. */
const TABLES: Array<[string, string, () => Rec[]]> = [
  ['/characters/species', 'Species', () => seed('species')],
  ['/characters/archetypes', 'Archetypes', () => seed('archetype')],
  ['/characters/backgrounds', 'Backgrounds', () => seed('background')],
  ['/characters/feats', 'Feats', () => seed('feat')],
  ['/characters/forcePowers', 'Force Powers', () => seed<Rec & { powerType: string }>('power').filter((p) => p.powerType === 'Force')],
  ['/characters/techPowers', 'Tech Powers', () => seed<Rec & { powerType: string }>('power').filter((p) => p.powerType === 'Tech')],
  ['/characters/maneuvers', 'Maneuvers', () => seed('maneuvers')],
  ['/characters/customizationOptions/classImprovements', 'Class Improvements', () => seed('classImprovement')],
  ['/characters/customizationOptions/fightingStyles', 'Fighting Styles', () => seed('fightingStyle')],
  ['/characters/customizationOptions/fightingMasteries', 'Fighting Masteries', () => seed('fightingMastery')],
  ['/characters/customizationOptions/lightsaberForms', 'Lightsaber Forms', () => seed('lightsaberForm')],
  ['/characters/customizationOptions/multiclassImprovements', 'Multiclass Improvements', () => seed('multiclassImprovement')],
  ['/characters/customizationOptions/splashclassImprovements', 'Splashclass Improvements', () => seed('splashclassImprovement')],
  ['/characters/customizationOptions/weaponFocuses', 'Weapon Focuses', () => seed('weaponFocus')],
  ['/characters/customizationOptions/weaponSupremacies', 'Weapon Supremacies', () => seed('weaponSupremacy')],
  ['/loot/armor', 'Armor', () => seed<Equipment>('equipment').filter((e) => e.equipmentCategory === 'Armor')],
  ['/loot/weapons', 'Weapons', () => seed<Equipment>('equipment').filter((e) => e.equipmentCategory === 'Weapon')],
  ['/loot/adventuringGear', 'Adventuring Gear', () => seed<Equipment>('equipment').filter((e) => !['Weapon', 'Armor'].includes(e.equipmentCategory))],
  ['/loot/enhancedItems', 'Enhanced Items', () => seed('enhancedItem')],
  ['/starships/ventures', 'Ventures', () => seed('starshipVenture')],
  ['/starships/modifications', 'Modifications', () => seed('starshipModification')],
  ['/starships/equipment', 'Starship Equipment', () => seed<Starship>('starshipEquipment').filter((e) => e.type !== 'Weapon')],
  ['/starships/weapons', 'Starship Weapons', () => seed<Starship>('starshipEquipment').filter((e) => e.type === 'Weapon')],
  ['/rules/snv/monsters', 'Monsters', () => seed('monster')],
  ['/rules/sotg/modifications', 'Modifications', () => seed('starshipModification')],
  ['/rules/sotg/customization', 'Ventures', () => seed('starshipVenture')],
  ['/rules/phb/species', 'Species', () => seed<WithContent>('species').filter((s) => s.contentType === 'Core')],
  ['/rules/phb/backgrounds', 'Backgrounds', () => seed<WithContent>('background').filter((s) => s.contentType === 'Core')],
  ['/rules/phb/casting/forcePowers', 'Force Powers', () => seed<WithContent & { powerType: string }>('power').filter((p) => p.powerType === 'Force' && p.contentType === 'Core')],
  ['/rules/phb/casting/techPowers', 'Tech Powers', () => seed<WithContent & { powerType: string }>('power').filter((p) => p.powerType === 'Tech' && p.contentType === 'Core')],
];

test.describe('tables list every seed record', () => {
  // Grouped by the first path segment: one deep-link load per group, then in-app navigation (each a step).
  for (const [group, tables] of bySection(TABLES)) {
    test(`/${group}/...`, async ({ page }) => {
      for (const [path, name, records] of tables) {
        await test.step(path, () => expectTableLists(page, path, name, sortedNames(records())));
      }
    });
  }
});

test('the Roll20-less /rules/snv index shows the monster table too', async ({ page }) => {
  await visit(page, '/rules/snv');
  await expectCount(page, seed('monster').length);
  await expect(table(page, 'Monsters')).toBeVisible();
});

test('species pages show their groups only when present, and the Half-Human table', async ({ page }) => {
  for (const species of seed<Rec & { homeworld?: string | null; traits: Array<{ name: string }> }>('species')) {
    await visit(page, `/characters/species/${encodeURIComponent(species.name)}`);
    await expect(heading(page)).toHaveText(species.name);
    await expect(page).toHaveTitle(`${species.name} | SW5E`);
    for (const trait of species.traits) await expect(page.getByRole('heading', { name: trait.name, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sociocultural Characteristics' })).toHaveCount(species.homeworld ? 1 : 0);
  }
});

test('the Half-Human trait table has 4 columns on wide screens, 2 on small and 1 on extra-small', async ({ page }) => {
  const halfHuman = seed<Rec & { halfHumanTableEntries: Record<string, string> }>('species').find((s) => s.name === 'Half-Human')!;
  await visit(page, '/characters/species/Half-Human');
  const parts = page.getByRole('table', { name: /^Half-human traits/ });
  await expect(parts).toHaveCount(4);
  const rows = await page.locator('table[aria-label^="Half-human traits"] tbody tr').count();
  expect(rows).toBe(Object.keys(halfHuman.halfHumanTableEntries).length);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(parts).toHaveCount(2);
  await page.setViewportSize({ width: 480, height: 900 });
  await expect(parts).toHaveCount(1);
});

test('class cards and class pages', async ({ page }) => {
  const classes = seed<Rec & { hitDiceDieType: number; savingThrows: string[]; archetypeFlavorName: string; levelChanges: Record<string, unknown> }>('class');
  await visit(page, '/characters/classes');
  const cards = page.getByRole('list', { name: 'Classes' });
  for (const c of classes) {
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: c.name, exact: true }) });
    await expect(card).toContainText(`Hit Die: 1d${c.hitDiceDieType}`);
    await expect(card).toContainText(`Saves: ${c.savingThrows.join(' and ')}`);
  }
  for (const c of classes) {
    await visit(page, `/characters/classes/${c.name}`);
    await expect(heading(page)).toHaveText(c.name);
    const levels = page.getByRole('table', { name: `The ${c.name}` });
    await expect(levels.locator('tbody tr')).toHaveCount(Object.keys(c.levelChanges).length);
    await expect(page.getByRole('table', { name: 'Variant: Starting Wealth' })).toBeVisible();
    const archetypes = page.getByRole('link', { name: c.archetypeFlavorName, exact: true });
    await expect(archetypes).toHaveAttribute('href', `/characters/archetypes?class=${c.name}`);
  }
  await page.getByRole('link', { name: classes.at(-1)!.archetypeFlavorName, exact: true }).click();
  const own = seed<Rec & { className: string }>('archetype').filter((a) => a.className === classes.at(-1)!.name);
  await expectCount(page, own.length);
});

test('archetype pages show their leveled table', async ({ page }) => {
  for (const a of seed<Rec & { leveledTable?: Record<string, unknown> | null }>('archetype')) {
    await visit(page, `/characters/archetypes/${encodeURIComponent(a.name)}`);
    await expect(heading(page)).toHaveText(a.name);
    if (a.leveledTable && Object.keys(a.leveledTable).length) {
      await expect(page.getByRole('table', { name: a.name }).locator('tbody tr')).toHaveCount(Object.keys(a.leveledTable).length);
    }
  }
});

test('background pages show their tables, and a feat option opens the feat text', async ({ page }) => {
  const backgrounds = seed<Rec & { featOptions: Array<{ name: string }>; personalityTraitOptions: unknown[] }>('background');
  for (const b of backgrounds) {
    await visit(page, `/characters/backgrounds/${encodeURIComponent(b.name)}`);
    await expect(heading(page)).toHaveText(b.name);
    for (const t of ['Personality Trait', 'Ideal', 'Bond', 'Flaw']) await expect(page.getByRole('table', { name: t, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Personality Trait' }).locator('tbody tr')).toHaveCount(b.personalityTraitOptions.length);
  }
  const last = backgrounds.at(-1)!;
  const featName = last.featOptions[0].name;
  const feat = seed<Rec & { text: string }>('feat').find((f) => f.name === featName)!;
  await page.getByRole('button', { name: featName, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: featName });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(feat.text.split('\n')[0].slice(0, 40));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('deployments: cards and pages under /starships and /rules/sotg', async ({ page }) => {
  const deployments = seed<Rec & { description: string }>('StarshipDeployment');
  for (const base of ['/starships/deployments', '/rules/sotg/deployments']) {
    await visit(page, base);
    const cards = page.getByRole('list', { name: 'Deployments' });
    for (const d of deployments) await expect(cards.getByRole('link', { name: d.name, exact: true })).toHaveAttribute('href', `${base}/${d.name}`);
  }
  for (const d of deployments) {
    await visit(page, `/starships/deployments/${d.name}`);
    await expect(heading(page)).toHaveText(d.name);
  }
});

test('starship sizes: cards with hit die, saves and tier-0 scores, space stations, and size pages', async ({ page }) => {
  const sizes = seed<Rec & { hitDiceDieType: number; strength: number; dexterity: number; constitution: number; savingThrowOptions: string[] }>('starshipBaseSize');
  await visit(page, '/rules/sotg/starshipSizes');
  const cards = page.getByRole('list', { name: 'Starship sizes' });
  for (const s of sizes) {
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: s.name, exact: true }) });
    await expect(card).toContainText(`Hit Die1d${s.hitDiceDieType}`);
    await expect(card).toContainText(`Strength${s.strength}Dexterity${s.dexterity}Constitution${s.constitution}`);
    await expect(card).toContainText(s.savingThrowOptions.join(' and '));
  }
  await expect(page.getByRole('heading', { name: 'Variant: Space Stations' })).toBeVisible();
  for (const s of sizes) {
    await visit(page, `/rules/sotg/starshipSizes/${s.name}`);
    await expect(heading(page)).toHaveText(`${s.name} Ships`);
    await expect(page).toHaveTitle(`${s.name} Ships | SW5E`);
  }
});

test('monster stat blocks', async ({ page }) => {
  for (const m of seed<Rec & { challengeRating: string; behaviors: Array<{ monsterBehaviorType: string }> }>('monster')) {
    await visit(page, `/rules/snv/monsters/${encodeURIComponent(m.name)}`);
    await expect(heading(page)).toHaveText(m.name);
    const block = page.getByRole('group', { name: `${m.name} stat block` });
    await expect(block.getByRole('table', { name: 'Ability scores' })).toBeVisible();
    await expect(block).toContainText(`Challenge ${m.challengeRating} (`);
    const legendary = m.behaviors.some((b) => b.monsterBehaviorType === 'Legendary');
    await expect(block.getByRole('heading', { name: 'Legendary Actions' })).toHaveCount(legendary ? 1 : 0);
    if (legendary) await expect(block).toContainText('3 legendary actions per round');
    await expect(page.getByRole('link', { name: `Open ${m.name} in a new tab` })).toHaveAttribute('target', '_blank');
  }
});

test('handbook classes and detail pages stay inside the handbook', async ({ page }) => {
  await visit(page, '/rules/phb/classes');
  // The page's class list (the handbook drawer, open beside it on a wide screen, links the classes too).
  await expect(page.getByRole('main').getByRole('list', { name: 'Classes' }).getByRole('link', { name: 'Berserker', exact: true })).toHaveAttribute('href', '/rules/phb/classes/Berserker');
  await visit(page, '/rules/phb/species');
  await page.getByRole('table', { name: 'Species' }).getByRole('link', { name: 'Wookiee' }).click();
  await expect(page).toHaveURL(/\/rules\/phb\/species\/Wookiee$/);
  await expect(heading(page)).toHaveText('Wookiee');
  await visit(page, '/rules/phb/backgrounds/Agent');
  await expect(heading(page)).toHaveText('Agent');
});

test('customization pages link to their handbook sections', async ({ page }) => {
  for (const [slug, anchor] of [
    ['fightingStyles', 'fighting-styles'],
    ['fightingMasteries', 'fighting-masteries'],
    ['lightsaberForms', 'lightsaber-forms'],
  ]) {
    await visit(page, `/characters/customizationOptions/${slug}`);
    await expect(page.getByRole('main').getByRole('link', { name: /in the Player's Handbook/ })).toHaveAttribute('href', `/rules/phb/customization#${anchor}`);
  }
});

test('an unknown record shows a not-found message', async ({ page }) => {
  await visit(page, '/characters/species/Nobody');
  await expect(page.getByText('No species named “Nobody” was found.')).toBeVisible();
});
