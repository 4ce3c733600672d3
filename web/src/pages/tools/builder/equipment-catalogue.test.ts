// The add-item dialog's catalogue: groups, types per category and filtering.
import { describe, expect, it } from 'vitest';
import { fixtureRules } from '../../../../../core/engine/test-support/fixture-rules.ts';
import { buildCatalogue, filterCatalogue, typeLabel, typeOptions } from './equipment-catalogue.ts';

const catalogue = buildCatalogue(fixtureRules());

describe('equipment catalogue', () => {
  it('puts every item of both catalogues in one group', () => {
    expect(catalogue).toHaveLength(13 + 4);
    expect(catalogue.find((e) => e.name === 'Vibroaxe')).toMatchObject({ group: 'Weapon', type: 'MartialVibroweapon' });
    expect(catalogue.find((e) => e.name === 'Battle armor')).toMatchObject({ group: 'Armor', type: 'Heavy' });
    expect(catalogue.find((e) => e.name === 'Mandoviol')).toMatchObject({ group: 'Adventuring Gear', type: 'MusicalInstrument' });
    expect(catalogue.find((e) => e.name === 'Fixture Crown')).toMatchObject({ group: 'Enhanced Items', type: 'AdventuringGear', key: 'EnhancedItem|Fixture Crown' });
  });

  it('offers the types of the chosen category only', () => {
    expect(typeOptions(catalogue, 'All Equipment')).toEqual([]);
    expect(typeOptions(catalogue, 'Armor')).toEqual(['Heavy', 'Light', 'Medium', 'Shield']);
    expect(typeOptions(catalogue, 'Weapon')).toEqual(['MartialLightweapon', 'MartialVibroweapon', 'SimpleBlaster', 'SimpleVibroweapon']);
    expect(typeOptions(catalogue, 'Enhanced Items')).toEqual(['AdventuringGear', 'Consumable', 'Focus']);
    expect(typeLabel('MartialVibroweapon')).toBe('Martial Vibroweapon');
  });

  it('filters by category, type and name', () => {
    expect(filterCatalogue(catalogue, 'All Equipment', '')).toHaveLength(17);
    expect(filterCatalogue(catalogue, 'Armor', 'Heavy').map((e) => e.name)).toEqual(['Assault armor', 'Battle armor']);
    expect(filterCatalogue(catalogue, 'Weapon', '', 'VIBRO').map((e) => e.name)).toEqual(['Vibroaxe', 'Vibrodagger']);
    expect(filterCatalogue(catalogue, 'Adventuring Gear', 'Kit').map((e) => e.name)).toEqual(['Mechanic kit']);
  });
});
