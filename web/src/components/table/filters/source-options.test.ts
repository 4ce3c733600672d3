import { describe, expect, it } from 'vitest';
import { sourceOptionsFor } from './source-options.ts';

describe('sourceOptionsFor', () => {
  it('offers PHB and EC, then other sources of the rows', () => {
    expect(sourceOptionsFor([{ contentSource: 'WH' }, { contentSource: 'PHB' }, { contentSource: null }, { contentSource: 'None' }])).toEqual(['PHB', 'EC', 'WH']);
    expect(sourceOptionsFor(undefined)).toEqual(['PHB', 'EC']);
  });
  it('offers PHB alone in the handbook', () => {
    expect(sourceOptionsFor([{ contentSource: 'EC' }], true)).toEqual(['PHB']);
  });
});
