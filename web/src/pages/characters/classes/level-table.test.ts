import { describe, expect, it } from 'vitest';
import { joinWithAnd, levelTable } from './level-table.ts';

describe('levelTable', () => {
  const changes = {
    '10': { Level: '10th', Features: 'Extra' },
    '2': { Level: '2nd', Features: 'Second' },
    '1': { Level: '1st', Features: 'First', Rages: '2' },
  };
  it('orders levels numerically and columns by the headers', () => {
    const table = levelTable(changes, ['Level', 'Rages', 'Features']);
    expect(table.headers).toEqual(['Level', 'Rages', 'Features']);
    expect(table.rows.map((r) => r.level)).toEqual(['1', '2', '10']);
    expect(table.rows[0].cells).toEqual(['1st', '2', 'First']);
    expect(table.rows[1].cells).toEqual(['2nd', '', 'Second']);
  });
  it("takes the first level's columns when there are no headers", () => {
    expect(levelTable(changes, []).headers).toEqual(['Level', 'Features', 'Rages']);
    expect(levelTable(null, null)).toEqual({ headers: [], rows: [] });
  });
});

describe('joinWithAnd', () => {
  it("joins saving throws with 'and'", () => {
    expect(joinWithAnd(['Strength', 'Constitution'])).toBe('Strength and Constitution');
    expect(joinWithAnd(['Wisdom'])).toBe('Wisdom');
    expect(joinWithAnd(null)).toBe('');
  });
});
