// The sheet's column rules: 3/2/1 columns by breakpoint and which sections they open on.
import { describe, expect, it } from 'vitest';
import { columnsForWidth, initialSections, resizeSections, signed } from './sheet-layout.ts';

describe('sheet layout', () => {
  it('uses three columns from md (960 px), two from sm (600 px), one on phones', () => {
    expect([375, 599, 600, 959, 960, 1920].map(columnsForWidth)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('opens on Abilities, Combat and Casting, and keeps choices when the column count changes', () => {
    expect(initialSections(3)).toEqual(['Abilities', 'Combat', 'Casting']);
    expect(initialSections(1)).toEqual(['Abilities']);
    expect(resizeSections(['Notes', 'Combat', 'Casting'], 1)).toEqual(['Notes']);
    expect(resizeSections(['Notes'], 3)).toEqual(['Notes', 'Abilities', 'Combat']);
  });
  it('writes modifiers with their sign', () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(['+3', '+0', '-2']);
  });
});
