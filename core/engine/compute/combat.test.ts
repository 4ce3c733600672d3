// Armor class, speed, initiative, weapons (finesse, blasters, proficiency, tweaks), unarmed strikes and custom weapons.
import { describe, expect, it } from 'vitest';
import type { CharacterEquipment, RawCharacter } from '../character/types.ts';
import { fixtureCharacter, fixtureRules } from '../test-support/fixture-rules.ts';
import { computeCharacter } from './compute-character.ts';

const rules = fixtureRules();
const worn = (...names: string[]): CharacterEquipment[] => names.map((name) => ({ name, quantity: 1, category: 'Equipment', equipped: true }));
const scores = (dex: number, str = 10) => ({ Strength: str, Dexterity: dex, Constitution: 14, Intelligence: 12, Wisdom: 14, Charisma: 12 });
const fighter = (patch: Partial<RawCharacter>) => computeCharacter(fixtureCharacter([{ name: 'Fighter', levels: 1 }], patch), rules);

describe('armor class', () => {
  it('no armor: 10 + Dex', () => {
    expect(fighter({ baseAbilityScores: scores(16) }).armorClass).toBe(13); // 10 + 3
  });
  it('light armor adds the full Dex modifier', () => {
    expect(fighter({ baseAbilityScores: scores(18), equipment: worn('Combat suit') }).armorClass).toBe(15); // 11 + 4
  });
  it('medium armor adds Dex up to 2', () => {
    expect(fighter({ baseAbilityScores: scores(18), equipment: worn('Weave armor') }).armorClass).toBe(16); // 14 + min(2, 4)
    expect(fighter({ baseAbilityScores: scores(12), equipment: worn('Weave armor') }).armorClass).toBe(15); // 14 + 1
  });
  it('heavy armor ignores Dex', () => {
    expect(fighter({ baseAbilityScores: scores(18, 16), equipment: worn('Battle armor') }).armorClass).toBe(16);
  });
  it('the larger of 10 + Dex and the armor wins', () => {
    // Dex 20 -> 10 + 5 = 15 beats heavy 16? No: 16 > 15, so 16; with Dex 8 light armor 11 - 1 = 10 vs 10 - 1 = 9 -> 10.
    expect(fighter({ baseAbilityScores: scores(20, 16), equipment: worn('Battle armor') }).armorClass).toBe(16);
    expect(fighter({ baseAbilityScores: scores(8), equipment: worn('Combat suit') }).armorClass).toBe(10);
  });
  it('the best shield is added, only once', () => {
    // 11 + 2 (Dex 14) + best shield 2 = 15
    expect(fighter({ baseAbilityScores: scores(14), equipment: worn('Combat suit', 'Light physical shield', 'Medium physical shield') }).armorClass).toBe(15);
    // shield alone: 10 + 2 + 1 = 13
    expect(fighter({ baseAbilityScores: scores(14), equipment: worn('Light physical shield') }).armorClass).toBe(13);
  });
  it('armor that is carried but not equipped does not count', () => {
    expect(fighter({ baseAbilityScores: scores(14), equipment: [{ name: 'Battle armor', quantity: 1, category: 'Equipment', equipped: false }] }).armorClass).toBe(12);
  });
  it('the armorClass tweak adds a bonus or overrides', () => {
    expect(fighter({ baseAbilityScores: scores(14), tweaks: { armorClass: { bonus: 2, override: null } } }).armorClass).toBe(14);
    expect(fighter({ baseAbilityScores: scores(14), tweaks: { armorClass: { override: 20 } } }).armorClass).toBe(20);
  });
});

describe('speed, initiative and passive perception', () => {
  it('30 ft, -10 per worn armor whose Strength requirement exceeds the score; hour = base/10, day = 4*base/5', () => {
    expect(fighter({}).speed).toEqual({ base: 30, hour: 3, day: 24 });
    // Battle armor needs 13; Strength 12 -> 20 ft, 2 miles/hour, 16 miles/day
    expect(fighter({ baseAbilityScores: scores(10, 12), equipment: worn('Battle armor') }).speed).toEqual({ base: 20, hour: 2, day: 16 });
    // Strength 13 meets it
    expect(fighter({ baseAbilityScores: scores(10, 13), equipment: worn('Battle armor') }).speed.base).toBe(30);
    // two too-heavy armors: 30 - 20 = 10
    expect(fighter({ baseAbilityScores: scores(10, 12), equipment: worn('Battle armor', 'Assault armor') }).speed.base).toBe(10);
  });
  it('speed never drops below 0', () => {
    expect(fighter({ tweaks: { speed: { base: { bonus: -50 } } } }).speed).toEqual({ base: 0, hour: 0, day: 0 });
  });
  it('initiative is the Dex modifier; passive perception 10 + Perception', () => {
    const sheet = fighter({ baseAbilityScores: scores(16) });
    expect(sheet.initiative).toBe(3);
    expect(sheet.passivePerception).toBe(12); // 10 + Wis 2 (not proficient)
  });
});

describe('weapons', () => {
  it('finesse uses Dex when it is higher, otherwise Strength', () => {
    // Fighter 1 (bonus 2), proficient with all vibroweapons. Dex 16 (+3) vs Str 10: attack 3 + 2 = 5, damage 3.
    const dex = fighter({ baseAbilityScores: scores(16), equipment: worn('Vibrodagger') }).weapons[0];
    expect(dex).toMatchObject({ name: 'Vibrodagger', ability: 'Dexterity', attackBonus: 5, damageBonus: 3, damageDieType: 4, isProficient: true });
    // Str 16 vs Dex 12: Strength 3 -> attack 5
    const str = fighter({ baseAbilityScores: scores(12, 16), equipment: worn('Vibrodagger') }).weapons[0];
    expect(str).toMatchObject({ ability: 'Strength', attackBonus: 5, damageBonus: 3 });
  });
  it('blasters always use Dex; non-finesse melee uses Strength', () => {
    const sheet = fighter({ baseAbilityScores: scores(8, 18), equipment: worn('Blaster pistol', 'Vibroaxe') });
    expect(sheet.weapons[0]).toMatchObject({ ability: 'Dexterity', attackBonus: -1 + 2, damageBonus: -1 });
    expect(sheet.weapons[1]).toMatchObject({ ability: 'Strength', attackBonus: 4 + 2, damageBonus: 4 });
  });
  it('proficiency only when the weapon or its class is proficient', () => {
    // Engineer: simple blasters and simple vibroweapons; the lightsaber is martial -> no bonus.
    const sheet = computeCharacter(fixtureCharacter([{ name: 'Engineer', levels: 1 }], { equipment: worn('Lightsaber', 'Blaster pistol') }), rules);
    expect(sheet.weapons[0]).toMatchObject({ isProficient: false, attackBonus: 0 });
    expect(sheet.weapons[1]).toMatchObject({ isProficient: true, attackBonus: 2 });
    // A custom proficiency naming the weapon counts.
    const custom = computeCharacter(
      fixtureCharacter([{ name: 'Engineer', levels: 1 }], { equipment: worn('Lightsaber'), customProficiencies: [{ name: 'Lightsaber', type: 'weapon', proficiencyLevel: 'proficient' }] }),
      rules,
    );
    expect(custom.weapons[0]).toMatchObject({ isProficient: true, attackBonus: 2 });
  });
  it('global and per-weapon tweaks apply in that order', () => {
    const sheet = fighter({
      baseAbilityScores: scores(16),
      equipment: [{ name: 'Blaster pistol', quantity: 1, category: 'Equipment', equipped: true, tweaks: { toHit: { bonus: 1 }, damage: { override: 7 }, damageDice: { dieSize: 10 } } }],
      tweaks: { weapon: { toHit: { bonus: 2 }, damage: { bonus: 5 } } },
    });
    // attack 3 + 2 = 5, +2 global, +1 own = 8; damage overridden to 7; die 10
    expect(sheet.weapons[0]).toMatchObject({ attackBonus: 8, damageBonus: 7, damageDieType: 10 });
  });
  it('unarmed strike: proficiency + Str to hit, 1 + Str damage, never below 0', () => {
    const strong = fighter({ baseAbilityScores: scores(10, 16) }).weapons.at(-1);
    expect(strong).toMatchObject({ name: 'Unarmed Strike', attackBonus: 2 + 3, damageBonus: 1 + 3, damageDieType: 0, damageType: 'Kinetic' });
    const weak = fighter({ baseAbilityScores: scores(10, 6) }).weapons.at(-1);
    expect(weak).toMatchObject({ attackBonus: 2 - 2, damageBonus: 0 }); // max(0, 1 - 2)
  });
  it('unarmed strike with a die tweak: 0 + Str damage on that die', () => {
    const sheet = fighter({ baseAbilityScores: scores(10, 16), tweaks: { unarmed: { damageDice: { dieSize: 6 } } } });
    expect(sheet.weapons.at(-1)).toMatchObject({ damageBonus: 0 + 3, damageDieType: 6, damageNumberOfDice: 1 });
  });
  it('custom weapons: tweaks are the numbers, one d4 by default', () => {
    const sheet = fighter({
      customEquipment: [
        { name: 'Odd Spear', quantity: 1, equipmentCategory: 'Weapon', cost: 0, weight: 1, equipped: true },
        { name: 'Tuned Rifle', quantity: 1, equipmentCategory: 'Weapon', cost: 0, weight: 1, equipped: true, damageType: 'Energy', damageNumberOfDice: 2, tweaks: { toHit: { override: 4 }, damage: { override: 2 }, damageDice: { dieSize: 8 } } },
        { name: 'Stowed Knife', quantity: 1, equipmentCategory: 'Weapon', cost: 0, weight: 1, equipped: false },
      ],
    });
    expect(sheet.weapons.map((w) => w.name)).toEqual(['Odd Spear', 'Tuned Rifle', 'Unarmed Strike']);
    expect(sheet.weapons[0]).toMatchObject({ attackBonus: 0, damageBonus: 0, damageDieType: 4, damageNumberOfDice: 1, damageType: 'Kinetic' });
    expect(sheet.weapons[1]).toMatchObject({ attackBonus: 4, damageBonus: 2, damageDieType: 8, damageNumberOfDice: 2, damageType: 'Energy' });
  });
});
