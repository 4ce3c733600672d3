// Which columns a phone keeps in the row and which it moves into the expanded row.
import { describe, expect, it } from 'vitest';
import { phoneColumns } from './phone-columns.ts';
import type { TableColumn } from './types.ts';

const col = (id: string, key?: boolean): TableColumn<unknown> => ({ id, header: id, cell: () => id, key });

describe('phoneColumns', () => {
  it('keeps narrow tables whole', () => {
    const { shown, folded } = phoneColumns([col('name'), col('type'), col('source')]);
    expect(shown.map((c) => c.id)).toEqual(['name', 'type', 'source']);
    expect(folded).toEqual([]);
  });

  it('keeps the first two columns of an unmarked wide table and folds the rest, in order', () => {
    const { shown, folded } = phoneColumns([col('name'), col('class'), col('damage'), col('cost'), col('properties')]);
    expect(shown.map((c) => c.id)).toEqual(['name', 'class']);
    expect(folded.map((c) => c.id)).toEqual(['damage', 'cost', 'properties']);
  });

  it('keeps the columns a table marks as key', () => {
    const { shown, folded } = phoneColumns([col('name', true), col('class'), col('damage', true), col('cost'), col('weight')]);
    expect(shown.map((c) => c.id)).toEqual(['name', 'damage']);
    expect(folded.map((c) => c.id)).toEqual(['class', 'cost', 'weight']);
  });
});
