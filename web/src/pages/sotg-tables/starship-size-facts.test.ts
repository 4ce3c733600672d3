// Starship size cards list only the facts a size has, in size order.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../../tests/support/realdata.ts';
import { sizeCardFacts, sortSizes } from './starship-size-facts.ts';

describe('sizeCardFacts', () => {
  it('lists hit die, saves and scores when present', () => {
    expect(sizeCardFacts({ name: 'Medium', hitDiceDieType: 8, savingThrowOptions: ['Strength', 'Constitution'], strength: 12, dexterity: 14, constitution: 12 })).toEqual([
      { label: 'Hit Die', value: '1d8' },
      { label: 'Saving Throws', value: 'Strength and Constitution' },
      { label: 'Strength', value: '12' },
      { label: 'Dexterity', value: '14' },
      { label: 'Constitution', value: '12' },
    ]);
  });

  it('hides the zeros and empty lists the export uses for missing values', () => {
    expect(sizeCardFacts({ name: 'Huge', hitDiceDieType: 0, savingThrowOptions: null, strength: 0, dexterity: 0, constitution: 0 })).toEqual([]);
    expect(sizeCardFacts({ name: 'Tiny', hitDiceDieType: 4, strength: 0 })).toEqual([{ label: 'Hit Die', value: '1d4' }]);
  });
});

describe('sortSizes', () => {
  it('orders Tiny to Gargantuan, unknown sizes last', () => {
    const names = ['Gargantuan', 'Huge', 'Colossal', 'Large', 'Medium', 'Small', 'Tiny'].map((name) => ({ name }));
    expect(sortSizes(names).map((s) => s.name)).toEqual(['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan', 'Colossal']);
  });
});

describe.runIf(hasRealData('starship size cards over the real sizes'))('the real starship sizes', () => {
  it('show no placeholder value and come in size order', () => {
    const sizes = JSON.parse(readFileSync(resolve(REALDATA_API, 'starshipBaseSize.json'), 'utf8')) as Array<Parameters<typeof sizeCardFacts>[0]>;
    for (const size of sizes) for (const fact of sizeCardFacts(size)) expect(fact.value).not.toMatch(/^(-|0)$/);
    expect(sortSizes(sizes).map((s) => s.name)).toEqual(['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan']);
  });
});
