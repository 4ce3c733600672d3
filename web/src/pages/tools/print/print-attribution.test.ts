// The printed attribution line: books grouped by the wording they ask for, in their order; nothing without one.
import { describe, expect, it } from 'vitest';
import { attributionLine } from './print-attribution.ts';

describe('attributionLine', () => {
  it('names the books that share a wording together, in the books order', () => {
    expect(
      attributionLine([
        { abbreviation: 'EC', attribution: 'By the community.', order: 5 },
        { abbreviation: 'PHB', attribution: 'By the community.', order: 1 },
        { abbreviation: 'XX', attribution: 'By someone else.', order: 3 },
      ]),
    ).toBe('PHB, EC: By the community. \u00b7 XX: By someone else.');
  });

  it('is empty when no source states an attribution', () => {
    expect(attributionLine([{ abbreviation: 'PHB', attribution: null }, { abbreviation: 'EC', attribution: '  ' }])).toBe('');
    expect(attributionLine([])).toBe('');
  });
});
