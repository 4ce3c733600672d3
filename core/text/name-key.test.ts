import { describe, expect, it } from 'vitest';
import { nameKey, sameName, uniqueNames } from './name-key.ts';

describe('nameKey', () => {
  it('ignores case, spacing and punctuation between words', () => {
    expect(sameName('Plating,Reinforced  Mk II', 'Plating, Reinforced Mk II')).toBe(true);
    expect(sameName('PILOTING CHAMBER', 'Piloting Chamber')).toBe(true);
    expect(sameName('Two-Weapon Fighting', 'two weapon fighting')).toBe(true);
  });
  it('keeps a separator between digits: class 1.5 is not class 15, nor 1.0 class 10', () => {
    expect(sameName('Hyperdrive, class 1.5', 'Hyperdrive, class 15')).toBe(false);
    expect(sameName('Hyperdrive, class 1.0', 'Hyperdrive, class 10')).toBe(false);
    expect(sameName('Hyperdrive, class 1.5', 'hyperdrive class 1,5')).toBe(true);
    expect(nameKey('Hyperdrive, class 0.75')).toBe('hyperdriveclass0.75');
  });
  it('reads typographic quotes and accents as the plain letters', () => {
    expect(sameName("Twi'leki", 'Twi’leki')).toBe(true);
    expect(sameName('Séance', 'seance')).toBe(true);
    expect(nameKey('Ærn')).not.toBe('');
  });
  it('keeps the first spelling of names given twice', () => {
    expect(uniqueNames(['Galactic Basic', "Twi'leki", 'Twi’leki', 'galactic basic', 'Huttese'])).toEqual(['Galactic Basic', "Twi'leki", 'Huttese']);
  });
});
