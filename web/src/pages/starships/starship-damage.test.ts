import { describe, expect, it } from 'vitest';
import { signedModifier, starshipDamageText } from './starship-damage.ts';

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
