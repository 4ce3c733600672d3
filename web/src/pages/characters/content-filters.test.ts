import { describe, expect, it } from 'vitest';
import { isHandbookCore } from './content-filters.ts';

describe('isHandbookCore', () => {
  it('keeps Core items and drops expanded content', () => {
    expect(isHandbookCore({ contentType: 'Core', contentSource: 'PHB' })).toBe(true);
    expect(isHandbookCore({ contentType: 'ExpandedContent', contentSource: 'EC' })).toBe(false);
  });
  it('falls back to the PHB source when the type is missing', () => {
    expect(isHandbookCore({ contentSource: 'PHB' })).toBe(true);
    expect(isHandbookCore({ contentSource: 'EC' })).toBe(false);
  });
});
