import { describe, expect, it } from 'vitest';
import { weaponDamageText } from './weapon-damage.ts';

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
