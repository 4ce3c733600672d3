import { describe, expect, it } from 'vitest';
import { propertyTextsFor } from './PropertyTexts.tsx';
import { costText, weightText, weightValue } from './loot-format.ts';

describe('loot cell texts', () => {
  it('formats costs and weights, with a dash for none', () => {
    expect(costText(1075)).toBe('1,075 cr');
    expect(costText(0)).toBe('-');
    expect(weightText('7.25')).toBe('7.25 lb.');
    expect(weightText('0')).toBe('-');
    expect(weightValue('7.25')).toBe(7.25);
    expect(weightValue('')).toBeUndefined();
  });
  it('finds the texts of the named properties once each, ignoring case', () => {
    const texts = [
      { name: 'Bulky', content: 'b' },
      { name: 'Strength', content: 's' },
    ];
    expect(propertyTextsFor(['strength', 'Unknown', 'Bulky', 'Strength'], texts).map((t) => t.name)).toEqual(['Strength', 'Bulky']);
    expect(propertyTextsFor(['Bulky'], undefined)).toEqual([]);
  });
});
