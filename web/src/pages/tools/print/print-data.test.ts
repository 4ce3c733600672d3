// Print pages: values from the computed sheet, cut to the layout limits, and every value has a place on its page.
import { describe, expect, it } from 'vitest';
import { computeCharacter, indexRules, type RawCharacter } from '../../../../../core/engine/index.ts';
import { automatedBerserker, FEATURE_FIXTURE_RULES } from '../../../../../core/engine/test-support/feature-fixture.ts';
import { FIXTURE_RULES, fixtureCharacter } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { damageText, printPages, type FieldValues } from './print-data.ts';
import { fittedSize, LINE_HEIGHT, PAGE_HEIGHT, PAGE_WIDTH, pageOneLayout, pageThreeLayout, pageTwoLayout, POWER_LEVELS, powerPageLayout, PRINT_LIMITS, type PageLayout } from './print-layout.ts';

// Extra catalogue entries so the limits can be exceeded: many weapons, armor pieces, feats and powers.
const rules = indexRules({
  ...FIXTURE_RULES,
  equipment: [
    ...FIXTURE_RULES.equipment,
    ...Array.from({ length: 6 }, (_, i) => ({ ...FIXTURE_RULES.equipment[0], name: `Test blaster ${i}` })),
  ],
  feats: [...FIXTURE_RULES.feats, ...Array.from({ length: 12 }, (_, i) => ({ name: `Test feat ${i}`, text: 'Placeholder.', prerequisite: null }))],
  powers: [
    ...FIXTURE_RULES.powers,
    ...Array.from({ length: 14 }, (_, i) => ({ ...FIXTURE_RULES.powers[6], name: `Test tech ${i}`, level: 1 })),
  ],
});

function pagesFor(character: RawCharacter, playerName = 'Ana') {
  return printPages(character, computeCharacter(character, rules), playerName);
}

function expectPlaced(values: FieldValues, layout: PageLayout) {
  const ids = new Set(layout.fields.map((field) => field.id));
  expect(Object.keys(values).filter((id) => !ids.has(id))).toEqual([]);
}

describe('print pages', () => {
  it('page one carries identity, abilities, skills, combat numbers and the player name', () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 3 }], { name: 'Kira Vale', characteristics: { ...fixtureCharacter([]).characteristics, alignment: 'Lawful Light', Ideal: 'Honour' } });
    const pages = pagesFor(character);
    expect(pages.pageOne).toMatchObject({
      name: 'Kira Vale',
      classLevel: 'Fighter 3',
      playerName: 'Ana',
      species: 'Human',
      alignment: 'Lawful Light',
      ideal: 'Honour',
      proficiencyBonus: '+2',
      'ability-Constitution-score': '14',
      'ability-Constitution-modifier': '+2',
      'save-Strength-mark': '●',
      'save-Wisdom-mark': '',
    });
    expect(pages.skillNames).toHaveLength(18);
    expect(pages.skillNames[0]).toBe('Acrobatics');
    expect(pages.pageTwo.name).toBe('Kira Vale');
    expect(pages.pageThree.name).toBe('Kira Vale');
    expect(pages.powerPage).toBeUndefined();
    expectPlaced(pages.pageOne, pageOneLayout(pages.skillNames));
    expectPlaced(pages.pageTwo, pageTwoLayout());
    expectPlaced(pages.pageThree, pageThreeLayout());
  });

  it('lists each proficiency once, custom ones included', () => {
    const character = fixtureCharacter([{ name: 'Fighter', levels: 1 }], {
      customProficiencies: [{ name: 'Slicer kit', type: 'tool', proficiencyLevel: 'proficient' }],
      customLanguages: ['Huttese'],
    });
    const text = pagesFor(character).pageOne.proficiencies ?? '';
    expect(text.match(/Slicer kit/g)).toHaveLength(1);
    expect(text).toMatch(/^Proficiencies: .*Slicer kit\. Languages: .*Huttese\.$/);
  });

  it('limits: 5 weapons, 4 armor lines, 9 combat features (feats only), 47 equipment rows', () => {
    const weapons = Array.from({ length: 6 }, (_, i) => ({ name: `Test blaster ${i}`, quantity: 1, category: 'Equipment' as const, equipped: true }));
    const armor = ['Combat suit', 'Weave armor', 'Battle armor', 'Assault armor', 'Light physical shield'].map((name) => ({ name, quantity: 1, category: 'Equipment' as const }));
    const filler = Array.from({ length: 50 }, () => ({ name: 'Backpack', quantity: 2, category: 'Equipment' as const }));
    const character = fixtureCharacter([{ name: 'Fighter', levels: 1 }], {
      equipment: [...weapons, ...armor, ...filler],
      customFeats: Array.from({ length: 12 }, (_, i) => `Test feat ${i}`),
      customFeatures: [{ name: 'Own trick', content: 'Does a thing.' }],
    });
    const pages = pagesFor(character);
    const count = (values: FieldValues, pattern: RegExp) => Object.keys(values).filter((key) => pattern.test(key)).length;
    expect(count(pages.pageOne, /^weapon-\d+-name$/)).toBe(PRINT_LIMITS.weapons);
    expect(count(pages.pageOne, /^armor-\d+$/)).toBe(PRINT_LIMITS.armor);
    expect(count(pages.pageOne, /^combatFeature-\d+$/)).toBe(PRINT_LIMITS.combatFeatures);
    expect(pages.pageOne['combatFeature-0']).toBe('Test feat 0. Placeholder.');
    expect(count(pages.pageThree, /^item-\d+-name$/)).toBe(PRINT_LIMITS.equipmentRows);
    expect(pages.pageThree['item-0-where']).toBe('Equipped');
    expect(pages.pageThree['item-6-where']).toBe('Backpack');
    expect(pages.pageTwo.customFeatures).toBe('Own trick. Does a thing.');
    expectPlaced(pages.pageOne, pageOneLayout(pages.skillNames));
    expectPlaced(pages.pageThree, pageThreeLayout());
  });

  it('prints an enhanced weapon and armor under their combined names, with the enhanced to-hit', () => {
    const gearRules = indexRules({
      ...FIXTURE_RULES,
      enhancedItems: [
        ...FIXTURE_RULES.enhancedItems,
        { name: 'Fixture Edge', type: 'Weapon', subtype: 'any vibroweapon', requiresAttunement: false, rarityOptions: ['Premium'] },
        { name: 'Fixture Plating', type: 'Armor', subtype: 'any', requiresAttunement: false, rarityOptions: ['Premium'] },
      ],
      gearMechanics: [
        { name: 'Fixture Edge', effects: [{ kind: 'weaponBonus', attack: 2, damage: 2 }] },
        { name: 'Fixture Plating', effects: [{ kind: 'acBonus', value: 1 }] },
      ],
    });
    const character = fixtureCharacter([{ name: 'Fighter', levels: 1 }], {
      equipment: [
        { name: 'Vibroaxe', quantity: 1, category: 'Equipment', equipped: true },
        { name: 'Fixture Edge', quantity: 1, category: 'EnhancedItem', equipped: true, baseItem: 'Vibroaxe' },
        { name: 'Fixture Plating', quantity: 1, category: 'EnhancedItem', equipped: true, baseItem: 'Combat suit' },
      ],
    });
    const pages = printPages(character, computeCharacter(character, gearRules), 'Ana');
    const weapons = Object.fromEntries([0, 1].map((i) => [pages.pageOne[`weapon-${i}-name`], Number(pages.pageOne[`weapon-${i}-attack`])]));
    expect(weapons['Fixture Edge (Vibroaxe)']).toBe(weapons['Vibroaxe']! + 2);
    expect(pages.pageOne['armor-0']).toBe('Fixture Plating (Combat suit) (equipped)');
    expect(pages.pageThree['item-1-name']).toBe('Fixture Edge (Vibroaxe)');
  });

  it('the power page appears for casters, with points, attack and DC, and at most the rows of each level', () => {
    const engineer = fixtureCharacter([{ name: 'Engineer', levels: 5 }]);
    engineer.classes[0].techPowers = ['Fixture Spark', 'Fixture Shield', ...Array.from({ length: 14 }, (_, i) => `Test tech ${i}`)];
    const pages = pagesFor(engineer);
    expect(pages.powerPage).toBeDefined();
    const power = pages.powerPage!;
    const tech = computeCharacter(engineer, rules).techCasting;
    if (!tech) throw new Error('the fixture Engineer should cast tech powers');
    expect(power).toMatchObject({ techPoints: String(tech.maxPoints), techAttack: `+${tech.attackModifier} / ${tech.saveDC}`, techMaxLevel: String(tech.maxPowerLevel) });
    expect(power['power-0-0']).toBe('Fixture Spark (Tech)');
    const levelOne = Object.keys(power).filter((key) => key.startsWith('power-1-'));
    expect(levelOne).toHaveLength(PRINT_LIMITS.powerRowsByLevel[1]);
    expect(power.forcePoints).toBeUndefined();
    expectPlaced(power, powerPageLayout());

    const consular = fixtureCharacter([{ name: 'Consular', levels: 3 }]);
    consular.classes[0].forcePowers = ['Fixture Heal'];
    expect(pagesFor(consular).powerPage).toMatchObject({ 'power-1-0': 'Fixture Heal (Light)' });
  });

  it('damage text: dice, bonus and type; a diceless strike prints its flat damage', () => {
    expect(damageText({ damageNumberOfDice: 1, damageDieType: 6, damageBonus: 3, damageType: 'Energy' })).toBe('1d6+3 Energy');
    expect(damageText({ damageNumberOfDice: 2, damageDieType: 8, damageBonus: -1, damageType: 'Kinetic' })).toBe('2d8-1 Kinetic');
    expect(damageText({ damageNumberOfDice: 1, damageDieType: 4, damageBonus: 0, damageType: 'Kinetic' })).toBe('1d4 Kinetic');
    expect(damageText({ damageNumberOfDice: 0, damageDieType: 0, damageBonus: 1, damageType: 'Kinetic' })).toBe('1 Kinetic');
  });
});

describe('print layout', () => {
  const layouts = { one: pageOneLayout(Array.from({ length: 18 }, (_, i) => `Skill ${i}`)), two: pageTwoLayout(), three: pageThreeLayout(), power: powerPageLayout() };

  it('keeps every box on the page and every field id unique', () => {
    for (const layout of Object.values(layouts)) {
      for (const box of [...layout.fields, ...layout.panels]) {
        expect(box.x).toBeGreaterThanOrEqual(10);
        expect(box.y).toBeGreaterThanOrEqual(10);
        expect(box.x + box.w).toBeLessThanOrEqual(PAGE_WIDTH - 10);
        expect(box.y + box.h).toBeLessThanOrEqual(PAGE_HEIGHT - 10);
      }
      const ids = layout.fields.map((field) => field.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('has the printed page limits: power levels 0 to 9 with 7 to 11 rows each', () => {
    expect(POWER_LEVELS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(PRINT_LIMITS.powerRowsByLevel.every((rows) => rows >= 7 && rows <= 11)).toBe(true);
    expect(Math.min(...PRINT_LIMITS.powerRowsByLevel)).toBe(7);
    expect(Math.max(...PRINT_LIMITS.powerRowsByLevel)).toBe(11);
    expect(layouts.power.fields.filter((field) => field.id.startsWith('power-')).length).toBe(PRINT_LIMITS.powerRowsByLevel.reduce((a, b) => a + b, 0));
    expect(layouts.three.fields.filter((field) => /^item-\d+-name$/.test(field.id))).toHaveLength(47);
    expect([PRINT_LIMITS.armor, PRINT_LIMITS.weapons, PRINT_LIMITS.combatFeatures]).toEqual([4, 5, 9]);
  });

  it('prints size, speeds, senses and defences from the automated features on page one', () => {
    const character = automatedBerserker();
    const on = computeCharacter(setActive(character), FEATURE_FIXTURE_RULES);
    const pages = printPages(setActive(character), on, 'Ana', 'Medium');
    // The Human walks 25 + 10 (Long Legs) = 35 ft and flies at that speed; Wrathful adds the Kinetic resistance.
    expect(pages.pageOne.senses).toBe('Size: Medium\nSpeed: 35 ft walk, 35 ft fly\nSenses: darkvision 60 ft\nResistant: Kinetic.');
    expectPlaced(pages.pageOne, pageOneLayout(pages.skillNames));
  });

  it('without automation: the species size and the walking speed only', () => {
    const plain = fixtureCharacter([{ name: 'Fighter', levels: 1 }]);
    const character = { ...plain, settings: { ...plain.settings, isAutomatingFeatures: false } };
    expect(printPages(character, computeCharacter(character, rules), 'Ana', 'Medium').pageOne.senses).toBe('Size: Medium\nSpeed: 30 ft walk');
  });
});

function setActive(character: RawCharacter): RawCharacter {
  return { ...character, currentStats: { ...character.currentStats, activeFeatures: ['Wrathful'] } };
}

describe('values that wrap to fit their box', () => {
  const classLine = pageOneLayout(['Athletics']).fields.find((f) => f.id === 'classLevel')!;

  it('keep their size while they fit on one line', () => {
    expect(fittedSize('Berserker 4', classLine)).toBe(classLine.size);
  });

  it('shrink until the wrapped lines fit the box, never below the smallest size', () => {
    const long = 'Engineer 8 (Astrotech Engineering (Companion)), Scout 8 (Deadeye Technique)';
    const size = fittedSize(long, classLine);
    expect(size).toBeLessThan(classLine.size!);
    expect(size).toBeGreaterThanOrEqual(classLine.fit!);
    // At that size the text takes at most the lines the box has height for.
    const lines = Math.floor(classLine.h / (size * LINE_HEIGHT));
    expect(lines).toBeGreaterThanOrEqual(2);
  });
});
