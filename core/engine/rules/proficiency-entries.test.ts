// Rejoining proficiency lists split at commas, and reading their property limits.
import { describe, expect, it } from 'vitest';
import { propertyLimitedGroup, propertyName, wholeProficiencyEntries } from './proficiency-entries.ts';

describe('proficiency entries', () => {
  it('joins the fragments of one sentence and leaves plain lists alone', () => {
    expect(wholeProficiencyEntries(['Simple blasters', 'martial blasters that lack the auto', 'special', 'strength', 'and two-handed properties', 'martial vibroweapons with the finesse property'])).toEqual([
      'Simple blasters',
      'martial blasters that lack the auto, special, strength, and two-handed properties',
      'martial vibroweapons with the finesse property',
    ]);
    expect(wholeProficiencyEntries(['All blasters', 'all vibroweapons'])).toEqual(['All blasters', 'all vibroweapons']);
    expect(wholeProficiencyEntries(['Light armor', 'or a shield', ''])).toEqual(['Light armor, or a shield']);
    expect(wholeProficiencyEntries(undefined)).toEqual([]);
  });

  it('reads the group and the properties of a limited entry', () => {
    expect(propertyLimitedGroup('martial blasters that lack the auto, special, strength, and two-handed properties')).toEqual({
      group: 'martialblaster',
      mode: 'lack',
      properties: ['auto', 'special', 'strength', 'two-handed'],
    });
    expect(propertyLimitedGroup('martial vibroweapons with the finesse property')).toEqual({ group: 'martialvibroweapon', mode: 'with', properties: ['finesse'] });
    expect(propertyLimitedGroup('All blasters')).toBeUndefined();
    expect(propertyName('strength 15')).toBe('strength');
    expect(propertyName('power cell (range 90/360)')).toBe('power cell');
    expect(propertyName('Two-handed')).toBe('two-handed');
  });
});
