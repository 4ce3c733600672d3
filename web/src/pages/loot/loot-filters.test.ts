// Filter rules of the weapons and armor tables.
import { describe, expect, it } from 'vitest';
import { matchesArmorProperty, propertyNames } from './armor-filters.ts';
import { WEAPON_CLASSIFICATIONS, classificationLabel, matchesWeaponClassification } from './weapon-classification-filter.ts';

describe('matchesWeaponClassification', () => {
  it('offers the nine rank x kind combinations', () => {
    expect(WEAPON_CLASSIFICATIONS).toEqual([
      'Simple Blaster', 'Simple Lightweapon', 'Simple Vibroweapon',
      'Martial Blaster', 'Martial Lightweapon', 'Martial Vibroweapon',
      'Exotic Blaster', 'Exotic Lightweapon', 'Exotic Vibroweapon',
    ]);
    expect(classificationLabel('MartialVibroweapon')).toBe('Martial Vibroweapon');
  });
  it("matches the data's one-word classification", () => {
    expect(matchesWeaponClassification('SimpleBlaster', ['Simple Blaster'])).toBe(true);
    expect(matchesWeaponClassification('MartialBlaster', ['Simple Blaster', 'Exotic Blaster'])).toBe(false);
    expect(matchesWeaponClassification(null, ['Simple Blaster'])).toBe(false);
    expect(matchesWeaponClassification(null, [])).toBe(true);
  });
});

describe('matchesArmorProperty', () => {
  const battle = { propertiesMap: { Bulky: 'Bulky', Strength: 'strength 13' }, properties: ['Bulky', 'strength 13'] };
  it('reads property names from the map, else from the list', () => {
    expect(propertyNames(battle)).toEqual(['Bulky', 'Strength']);
    expect(propertyNames({ properties: ['Spiked (1d4)', 'strength 11'] })).toEqual(['Spiked', 'strength']);
  });
  it('matches armor with any selected property', () => {
    expect(matchesArmorProperty(battle, ['bulky'])).toBe(true);
    expect(matchesArmorProperty(battle, ['Obtrusive', 'Strength'])).toBe(true);
    expect(matchesArmorProperty(battle, ['Obtrusive'])).toBe(false);
    expect(matchesArmorProperty({}, ['Obtrusive'])).toBe(false);
    expect(matchesArmorProperty({}, [])).toBe(true);
  });
});
