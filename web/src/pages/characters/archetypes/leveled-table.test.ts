import { describe, expect, it } from 'vitest';
import { leveledTable } from './leveled-table.ts';

describe('leveledTable', () => {
  it('orders levels numerically with ordinal labels and keys in first-seen order', () => {
    const table = leveledTable({
      '11': [{ key: 'Points', value: '9' }],
      '3': [
        { key: 'Max Level', value: '1st' },
        { key: 'Points', value: '3' },
      ],
    });
    expect(table.headers).toEqual(['Level', 'Max Level', 'Points']);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['3rd', '1st', '3'],
      ['11th', '', '9'],
    ]);
  });
  it('is empty without a table', () => {
    expect(leveledTable(null)).toEqual({ headers: [], rows: [] });
  });
});
