import { describe, expect, it } from 'vitest';
import { equipmentSummary, signedModifier, starshipDamageText, starshipEquipmentSummary, weaponDamageText } from './equipment-text.ts';

describe('weaponDamageText', () => {
  it("shows dice and damage type as 'NdM type'", () => {
    expect(weaponDamageText({ damageNumberOfDice: 1, damageDieType: 6, damageType: 'Energy' })).toBe('1d6 energy');
    expect(weaponDamageText({ damageNumberOfDice: 2, damageDieType: 8, damageType: 'kinetic' })).toBe('2d8 kinetic');
  });
  it("shows 'Special' when there are no dice", () => {
    expect(weaponDamageText({ damageNumberOfDice: 0, damageDieType: 0, damageType: 'Unknown' })).toBe('Special');
    expect(weaponDamageText({})).toBe('Special');
  });
  it('shows a flat amount without a die, and leaves out an unknown type', () => {
    expect(weaponDamageText({ damageNumberOfDice: 1, damageDieType: 0, damageType: 'Kinetic' })).toBe('1 kinetic');
    expect(weaponDamageText({ damageNumberOfDice: 1, damageDieType: 4, damageType: 'Unknown' })).toBe('1d4');
  });
});

describe('starshipDamageText', () => {
  it('adds a signed die modifier', () => {
    expect(starshipDamageText({ damageNumberOfDice: 2, damageDieType: 6, damageDieModifier: 2, damageType: 'energy' })).toBe('2d6 + 2 energy');
    expect(starshipDamageText({ damageNumberOfDice: 1, damageDieType: 10, damageDieModifier: -1, damageType: 'Ion' })).toBe('1d10 - 1 ion');
  });
  it('leaves out a zero modifier and shows Special without dice', () => {
    expect(starshipDamageText({ damageNumberOfDice: 3, damageDieType: 8, damageDieModifier: 0, damageType: 'kinetic' })).toBe('3d8 kinetic');
    expect(starshipDamageText({ damageNumberOfDice: 0, damageDieType: 0, damageDieModifier: 0, damageType: '' })).toBe('Special');
  });
  it('signs modifiers', () => {
    expect([3, -2, 0, null].map(signedModifier)).toEqual([' + 3', ' - 2', '', '']);
  });
});

describe('equipment summaries', () => {
  it("gives a weapon's damage and properties, not its weight", () => {
    const lightsaber = { equipmentCategory: 'Weapon', weight: '2.25', damageNumberOfDice: 1, damageDieType: 6, damageType: 'Energy', properties: ['Hidden', 'luminous', 'versatile (2d4)'] };
    expect(equipmentSummary(lightsaber)).toBe('1d6 energy · Hidden, luminous, versatile (2d4)');
    expect(equipmentSummary({ equipmentCategory: 'Weapon', damageNumberOfDice: 0, damageType: 'Unknown', properties: [] })).toBe('Special');
  });
  it("gives armor's classification, armor class, Strength and stealth", () => {
    expect(equipmentSummary({ equipmentCategory: 'Armor', armorClassification: 'Heavy', ac: '18', strengthRequirement: 'Str 15', stealthDisadvantage: true })).toBe(
      'Heavy armor · AC 18 · Strength 15 · Stealth disadvantage',
    );
    expect(equipmentSummary({ equipmentCategory: 'Armor', armorClassification: 'Shield', ac: '+3', strengthRequirement: '', stealthDisadvantage: false })).toBe('Shield · AC +3');
  });
  it('leaves other items to their description', () => {
    expect(equipmentSummary({ equipmentCategory: 'Medical', weight: '0.5' })).toBeUndefined();
    expect(starshipEquipmentSummary({ type: 'Hyperdrive' })).toBeUndefined();
  });
  it("gives a starship weapon's damage with its modifier and its properties", () => {
    expect(starshipEquipmentSummary({ type: 'Weapon', damageNumberOfDice: 2, damageDieType: 4, damageDieModifier: 0, damageType: 'ion', properties: 'Power (range 800/3200), ionizing' })).toBe(
      '2d4 ion · Power (range 800/3200), ionizing',
    );
  });
});
