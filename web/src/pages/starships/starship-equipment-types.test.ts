import { describe, expect, it } from 'vitest';
import { equipmentTypeLabel, isWeapon, matchesEquipmentType } from './starship-equipment-types.ts';

describe('starship equipment types', () => {
  it('labels one-word types with spaces', () => {
    expect(equipmentTypeLabel('PowerCoupling')).toBe('Power Coupling');
    expect(equipmentTypeLabel('Reactor')).toBe('Reactor');
    expect(equipmentTypeLabel('Odd')).toBe('Odd');
  });
  it('matches types ignoring spaces', () => {
    expect(matchesEquipmentType('PowerCoupling', ['Power Coupling'])).toBe(true);
    expect(matchesEquipmentType('Reactor', ['Shield', 'Armor'])).toBe(false);
    expect(matchesEquipmentType('Reactor', [])).toBe(true);
  });
  it('tells weapons apart', () => {
    expect(isWeapon('Weapon')).toBe(true);
    expect(isWeapon('Ammunition')).toBe(false);
  });
});
