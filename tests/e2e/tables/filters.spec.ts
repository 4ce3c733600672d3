// One test per filter rule of the tables (and their fixed choice lists): each narrows the rows to the seed
// items that prove the rule.
import { expect, test } from '../support/fixtures.ts';
import { allColumnTexts, columnTexts, expectCount, pickOptions, pickSingle, seed, table, type Rec } from './table-support.ts';

type Power = Rec & { powerType: string; level: number; concentration: boolean; castingPeriodText: string; range: string; duration: string };
const powers = (type: string) => seed<Power>('power').filter((p) => p.powerType === type);
const names = (records: Array<{ name: string }>) => records.map((r) => r.name).sort();

async function shownNames(page: import('@playwright/test').Page, tableName: string, expected: string[]) {
  await expectCount(page, expected.length);
  expect((await allColumnTexts(page, tableName)).sort()).toEqual([...expected].sort());
}

test.describe('species', () => {
  test('ability filter: named abilities count one each, free choices by their number word', async ({ page }) => {
    await page.goto('/characters/species');
    await pickOptions(page, 'Ability Score Increase', ['Strength', 'Constitution']);
    // Wookiee names both; Zabrak names Constitution and Strength (as one of two); Human's 'Any one' + 'Any two'
    // weigh 3; Half-Human's two 'Any one' weigh 2. Rodian (Constitution only) and Clawdite (one free choice) fall short.
    await shownNames(page, 'Species', ['Human', 'Half-Human', 'Wookiee', 'Zabrak']);
    await pickOptions(page, 'Ability Score Increase', ['Dexterity', 'Wisdom']);
    // Four abilities: only Human's second option group ('Any four') reaches four.
    await shownNames(page, 'Species', ['Human']);
  });

  test('size filter: Medium and Small', async ({ page }) => {
    await page.goto('/characters/species');
    await page.getByRole('button', { name: 'Size: All' }).click();
    await expect(page.getByRole('group', { name: 'Size' }).locator('label')).toHaveText(['Medium', 'Small']);
    await page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: 'Small' }).check();
    await shownNames(page, 'Species', names(seed<Rec & { size: string }>('species').filter((s) => s.size === 'Small')));
  });

  test('source filter: PHB and EC; the handbook offers PHB only and lists Core species only', async ({ page }) => {
    await page.goto('/characters/species');
    await pickOptions(page, 'Source', ['EC']);
    await shownNames(page, 'Species', names(seed<Rec & { contentSource: string }>('species').filter((s) => s.contentSource === 'EC')));
    await page.goto('/rules/phb/species');
    await page.getByRole('button', { name: 'Source: All' }).click();
    await expect(page.getByRole('group', { name: 'Source' }).locator('label')).toHaveText(['PHB']);
    await expect(table(page, 'Species').getByRole('link', { name: 'Half-Human' })).toHaveCount(0);
  });
});

test('backgrounds: the skill filter requires every selected skill', async ({ page }) => {
  await page.goto('/characters/backgrounds');
  await pickOptions(page, 'Skill Proficiency', ['Stealth']);
  const stealthy = seed<Rec & { skillProficiencies: string }>('background').filter((b) => b.skillProficiencies.includes('Stealth'));
  await shownNames(page, 'Backgrounds', names(stealthy));
  await pickOptions(page, 'Skill Proficiency', ['Sleight of Hand']);
  // Bounty Hunter has Stealth but not Sleight of Hand: it drops out.
  await shownNames(page, 'Backgrounds', names(stealthy.filter((b) => b.skillProficiencies.includes('Sleight of Hand'))));
  expect(stealthy.some((b) => !b.skillProficiencies.includes('Sleight of Hand'))).toBe(true);
});

test.describe('powers', () => {
  test('concentration filter: Yes has concentration, No has none', async ({ page }) => {
    await page.goto('/characters/forcePowers');
    await pickSingle(page, 'Concentration', 'Yes');
    await shownNames(page, 'Force Powers', names(powers('Force').filter((p) => p.concentration)));
    await pickSingle(page, 'Concentration', 'No');
    await shownNames(page, 'Force Powers', names(powers('Force').filter((p) => !p.concentration)));
  });

  test('level filter: an empty level is At-will', async ({ page }) => {
    await page.goto('/characters/techPowers');
    await pickOptions(page, 'Level', ['At-will']);
    await shownNames(page, 'Tech Powers', names(powers('Tech').filter((p) => !p.level)));
    await expect(table(page, 'Tech Powers').locator('td[data-column="level"]').first()).toHaveText('At-will');
    await page.getByRole('button', { name: /^Level: / }).click();
    await expect(page.getByRole('group', { name: 'Level' }).locator('label')).toHaveText(['At-will', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th']);
    await page.keyboard.press('Escape');
    // The options read as the Level column does; the address keeps the level's number.
    await pickOptions(page, 'Level', ['2nd']);
    await shownNames(page, 'Tech Powers', names(powers('Tech').filter((p) => !p.level || p.level === 2)));
    await expect(page.getByRole('button', { name: 'Level: 2 selected' })).toBeVisible();
    await expect(page).toHaveURL(/level=2(&|$)/);
  });

  test("casting period filter: '1 reaction' covers reactions with a trigger", async ({ page }) => {
    await page.goto('/characters/forcePowers');
    await page.getByRole('button', { name: 'Casting Period: All' }).click();
    await expect(page.getByRole('group', { name: 'Casting Period' }).locator('label')).toHaveText([
      '1 action', '1 bonus action', '1 reaction', '1 hour', '8 hours', '1 minute', '10 minutes',
    ]);
    await page.getByRole('group', { name: 'Casting Period' }).getByRole('checkbox', { name: '1 reaction' }).check();
    await shownNames(page, 'Force Powers', names(powers('Force').filter((p) => p.castingPeriodText.startsWith('1 reaction'))));
  });

  test("range filter: 'Self' covers areas around the caster", async ({ page }) => {
    await page.goto('/characters/forcePowers');
    await pickOptions(page, 'Range', ['Self']);
    const self = powers('Force').filter((p) => p.range.startsWith('Self'));
    expect(self.some((p) => p.range !== 'Self')).toBe(true);
    await shownNames(page, 'Force Powers', names(self));
  });

  test("duration filter: '1 minute' covers 'up to 1 minute'; tech adds Until dispelled", async ({ page }) => {
    await page.goto('/characters/forcePowers');
    await page.getByRole('button', { name: 'Duration: All' }).click();
    await expect(page.getByRole('group', { name: 'Duration' }).getByRole('checkbox', { name: 'Until dispelled' })).toHaveCount(0);
    await page.getByRole('group', { name: 'Duration' }).getByRole('checkbox', { name: '1 minute', exact: true }).check();
    await shownNames(page, 'Force Powers', names(powers('Force').filter((p) => /^(up to )?1 minute$/i.test(p.duration))));
    await page.goto('/characters/techPowers');
    await pickOptions(page, 'Duration', ['Until dispelled']);
    await shownNames(page, 'Tech Powers', names(powers('Tech').filter((p) => p.duration === 'Until dispelled')));
  });
});

test.describe('monsters', () => {
  type Monster = Rec & { size: string; types: string[]; challengeRating: string; alignment: string };
  const monsters = () => seed<Monster>('monster');

  test('challenge rating sorts numerically, fractions parsed', async ({ page }) => {
    await page.goto('/rules/snv/monsters?sort=cr');
    await expectCount(page, monsters().length);
    const ratings = await allColumnTexts(page, 'Monsters', 'cr');
    const value = (cr: string) => (cr.includes('/') ? Number(cr.split('/')[0]) / Number(cr.split('/')[1]) : Number(cr));
    expect(ratings.slice(0, 4)).toEqual(['0', '1/8', '1/4', '1/2']);
    expect(ratings.map(value)).toEqual([...ratings.map(value)].sort((a, b) => a - b));
  });

  test('challenge rating range (from, to; options in numeric order), kept in the address and served with it', async ({ page }) => {
    await page.goto('/rules/snv/monsters');
    const from = page.getByRole('combobox', { name: 'CR from', exact: true });
    const options = await from.locator('option').allInnerTexts();
    expect(options.slice(0, 6)).toEqual(['All', '0', '1/8', '1/4', '1/2', '1']);
    await pickSingle(page, 'CR from', '1/4');
    await pickSingle(page, 'CR to', '2');
    const value = (cr: string) => (cr.includes('/') ? Number(cr.split('/')[0]) / Number(cr.split('/')[1]) : Number(cr));
    const within = names(monsters().filter((m) => value(m.challengeRating) >= 0.25 && value(m.challengeRating) <= 2));
    await shownNames(page, 'Monsters', within);
    await expect(page).toHaveURL(/crFrom=1%2F4&crTo=2|crTo=2&crFrom=1%2F4/);
    // The address alone gives the same rows, rendered by the server.
    const served = await page.request.get(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await served.text()).toContain(`${within.length} results`);
  });

  test('size filter', async ({ page }) => {
    await page.goto('/rules/snv/monsters');
    await pickOptions(page, 'Size', ['Huge', 'Gargantuan']);
    await shownNames(page, 'Monsters', names(monsters().filter((m) => ['Huge', 'Gargantuan'].includes(m.size))));
  });

  test('type filter', async ({ page }) => {
    await page.goto('/rules/snv/monsters');
    await pickOptions(page, 'Type', ['droid']);
    await shownNames(page, 'Monsters', names(monsters().filter((m) => m.types.includes('droid'))));
  });

  test('alignment filter lists the nine alignments and matches ignoring case', async ({ page }) => {
    await page.goto('/rules/snv/monsters');
    await page.getByRole('button', { name: 'Alignment: All' }).click();
    const options = await page.getByRole('group', { name: 'Alignment' }).locator('label').allInnerTexts();
    expect(options.slice(0, 9)).toEqual([
      'Lawful Light', 'Neutral Light', 'Chaotic Light', 'Lawful Balanced', 'Balanced Neutral', 'Chaotic Balanced', 'Lawful Dark', 'Neutral Dark', 'Chaotic Dark',
    ]);
    await page.keyboard.press('Escape');
    await pickOptions(page, 'Alignment', ['Lawful Dark', 'Chaotic Balanced']);
    await shownNames(page, 'Monsters', names(monsters().filter((m) => ['lawful dark', 'chaotic balanced'].includes(m.alignment))));
  });
});

test.describe('archetypes', () => {
  type Archetype = Rec & { className: string; casterType: string; classCasterType: string; contentSource: string };
  const archetypes = () => seed<Archetype>('archetype');

  test('class filter is a single choice preset from the class query parameter', async ({ page }) => {
    await page.goto('/characters/archetypes?class=Operative');
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Operative');
    await shownNames(page, 'Archetypes', names(archetypes().filter((a) => a.className === 'Operative')));
    await pickSingle(page, 'Class', 'Scout');
    await shownNames(page, 'Archetypes', names(archetypes().filter((a) => a.className === 'Scout')));
  });

  test('caster type filter: None matches archetypes that bring no casting', async ({ page }) => {
    await page.goto('/characters/archetypes');
    await pickOptions(page, 'Caster Type', ['None']);
    await shownNames(page, 'Archetypes', names(archetypes().filter((a) => a.casterType === 'None' && a.classCasterType === 'None')));
    await pickOptions(page, 'Caster Type', ['Tech']);
    const techOrNone = archetypes().filter((a) => [a.casterType, a.classCasterType].includes('Tech') || (a.casterType === 'None' && a.classCasterType === 'None'));
    await shownNames(page, 'Archetypes', names(techOrNone));
  });

  test('source filter', async ({ page }) => {
    await page.goto('/characters/archetypes');
    await pickOptions(page, 'Source', ['EC']);
    await shownNames(page, 'Archetypes', names(archetypes().filter((a) => a.contentSource === 'EC')));
  });
});

test.describe('feats', () => {
  type Feat = Rec & { attributesIncreased?: string[] | null; contentSource: string };
  test('ability increased filter', async ({ page }) => {
    await page.goto('/characters/feats');
    await pickOptions(page, 'Ability Increase', ['Strength']);
    await shownNames(page, 'Feats', names(seed<Feat>('feat').filter((f) => f.attributesIncreased?.includes('Strength'))));
  });
  test('source filter', async ({ page }) => {
    await page.goto('/characters/feats');
    await pickOptions(page, 'Source', ['EC']);
    await shownNames(page, 'Feats', names(seed<Feat>('feat').filter((f) => f.contentSource === 'EC')));
  });
});

test.describe('armor', () => {
  type Armor = Rec & { equipmentCategory: string; armorClassification: string; propertiesMap: Record<string, string>; contentSource: string };
  const armor = () => seed<Armor>('equipment').filter((e) => e.equipmentCategory === 'Armor');
  test('type filter', async ({ page }) => {
    await page.goto('/loot/armor');
    await pickOptions(page, 'Type', ['Shield']);
    await shownNames(page, 'Armor', names(armor().filter((a) => a.armorClassification === 'Shield')));
  });
  test('property filter, with the property texts on expansion', async ({ page }) => {
    await page.goto('/loot/armor');
    await pickOptions(page, 'Property', ['Obtrusive']);
    const obtrusive = armor().filter((a) => 'Obtrusive' in a.propertiesMap);
    await shownNames(page, 'Armor', names(obtrusive));
    await page.getByRole('button', { name: 'Show details' }).first().click();
    await expect(page.getByRole('group', { name: 'Property descriptions' }).getByRole('heading', { name: 'Obtrusive' })).toBeVisible();
  });
  test('source filter', async ({ page }) => {
    await page.goto('/loot/armor');
    await pickOptions(page, 'Source', ['WH']);
    await shownNames(page, 'Armor', names(armor().filter((a) => a.contentSource === 'WH')));
  });
});

test('weapons: classification filter and damage texts', async ({ page }) => {
  type Weapon = Rec & { equipmentCategory: string; weaponClassification: string; damageNumberOfDice: number };
  const weapons = seed<Weapon>('equipment').filter((e) => e.equipmentCategory === 'Weapon');
  await page.goto('/loot/weapons');
  await pickOptions(page, 'Classification', ['Exotic Blaster', 'Martial Lightweapon']);
  await shownNames(page, 'Weapons', names(weapons.filter((w) => ['ExoticBlaster', 'MartialLightweapon'].includes(w.weaponClassification))));
  await page.goto('/loot/weapons?search=net');
  await expect(table(page, 'Weapons').locator('tr', { hasText: /^Net/ }).locator('td[data-column="damage"]')).toHaveText('Special');
  await page.goto('/loot/weapons?search=blaster%20pistol');
  await expect(table(page, 'Weapons').locator('td[data-column="damage"]').first()).toHaveText(/^\d+d\d+ \w+$/);
});

test('enhanced items: rarity in standard-to-artifact order, rarity, type and attunement filters', async ({ page }) => {
  type Item = Rec & { rarityOptions: string[]; type: string; requiresAttunement: boolean };
  const items = seed<Item>('enhancedItem');
  await page.goto('/loot/enhancedItems?sort=rarity');
  const order = ['standard', 'premium', 'prototype', 'advanced', 'legendary', 'artifact'];
  const rarities = (await allColumnTexts(page, 'Enhanced Items', 'rarity')).map((r) => order.indexOf(r.toLowerCase()));
  expect(rarities).toEqual([...rarities].sort((a, b) => a - b));
  // Each step opens a fresh view (a query names it), not the one this session saved.
  await page.goto('/loot/enhancedItems?pageSize=25');
  await pickOptions(page, 'Rarity', ['Legendary']);
  await shownNames(page, 'Enhanced Items', names(items.filter((i) => i.rarityOptions.includes('Legendary'))));
  await page.goto('/loot/enhancedItems?pageSize=25');
  await pickSingle(page, 'Requires Attunement', 'Yes');
  await shownNames(page, 'Enhanced Items', names(items.filter((i) => i.requiresAttunement)));
  await page.goto('/loot/enhancedItems?pageSize=25');
  await pickOptions(page, 'Type', ['Cybernetic Augmentation']);
  await shownNames(page, 'Enhanced Items', names(items.filter((i) => i.type === 'CyberneticAugmentation')));
});

test.describe('starships', () => {
  test('modifications: type and grade filters', async ({ page }) => {
    type Mod = Rec & { type: string; grade: number };
    const mods = seed<Mod>('starshipModification');
    await page.goto('/starships/modifications');
    await pickOptions(page, 'Type', ['Engineering']);
    await shownNames(page, 'Modifications', names(mods.filter((m) => m.type === 'Engineering')));
    await pickOptions(page, 'Grade', ['1']);
    await shownNames(page, 'Modifications', names(mods.filter((m) => m.type === 'Engineering' && m.grade === 1)));
  });

  test('ventures: prerequisite filter where None matches ventures without one', async ({ page }) => {
    type Venture = Rec & { prerequisites: string[] };
    const ventures = seed<Venture>('starshipVenture');
    await page.goto('/starships/ventures');
    await pickOptions(page, 'Prerequisite', ['None']);
    await shownNames(page, 'Ventures', names(ventures.filter((v) => v.prerequisites.length === 0)));
    await pickOptions(page, 'Prerequisite', ['Pilot deployment']);
    await shownNames(page, 'Ventures', names(ventures.filter((v) => v.prerequisites.length === 0 || v.prerequisites.includes('Pilot deployment'))));
  });

  test('equipment: the six types', async ({ page }) => {
    type Item = Rec & { type: string };
    await page.goto('/starships/equipment');
    await page.getByRole('button', { name: 'Type: All' }).click();
    await expect(page.getByRole('group', { name: 'Type' }).locator('label')).toHaveText(['Ammunition', 'Armor', 'Hyperdrive', 'Power Coupling', 'Reactor', 'Shield']);
    await page.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: 'Power Coupling' }).check();
    await shownNames(page, 'Starship Equipment', names(seed<Item>('starshipEquipment').filter((i) => i.type === 'PowerCoupling')));
  });

  test('weapons: categories and damage with a signed die modifier', async ({ page }) => {
    type Item = Rec & { type: string; weaponCategory: string; damageDieModifier: number; damageNumberOfDice: number; damageDieType: number };
    const weapons = seed<Item>('starshipEquipment').filter((i) => i.type === 'Weapon');
    await page.goto('/starships/weapons');
    await pickOptions(page, 'Category', ['Secondary']);
    await shownNames(page, 'Starship Weapons', names(weapons.filter((w) => w.weaponCategory === 'Secondary')));
    const modified = weapons.find((w) => w.damageDieModifier < 0)!;
    await page.goto(`/starships/weapons?search=${encodeURIComponent(modified.name)}`);
    await expectCount(page, 1);
    const damage = (await columnTexts(page, 'Starship Weapons', 'damage'))[0];
    expect(damage).toContain(`${modified.damageNumberOfDice}d${modified.damageDieType} - ${Math.abs(modified.damageDieModifier)}`);
  });
});
