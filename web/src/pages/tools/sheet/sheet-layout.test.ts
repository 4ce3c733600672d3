// The sheet's column rules: 3/2/1 columns by breakpoint and which sections they open on.
import { describe, expect, it } from 'vitest';
import { columnsForWidth, initialSections, resizeSections, signed } from './sheet-layout.ts';

describe('sheet layout', () => {
  it('uses three columns from md (960 px), two from sm (600 px), one on phones', () => {
    expect([375, 599, 600, 959, 960, 1920].map(columnsForWidth)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  const caster = { casts: true };
  const fighter = { casts: false };
  it('opens a caster on Abilities, Combat and Casting, and keeps choices when the column count changes', () => {
    expect(initialSections(3, caster)).toEqual(['Abilities', 'Combat', 'Casting']);
    expect(initialSections(1, caster)).toEqual(['Abilities']);
    expect(resizeSections(['Notes', 'Combat', 'Casting'], 1, caster)).toEqual(['Notes']);
    expect(resizeSections(['Notes'], 3, caster)).toEqual(['Notes', 'Abilities', 'Combat']);
  });
  it('gives a character who casts nothing no column of Casting: Equipment takes it', () => {
    expect(initialSections(3, fighter)).toEqual(['Abilities', 'Combat', 'Equipment']);
    expect(resizeSections(['Abilities', 'Combat'], 3, fighter)).toEqual(['Abilities', 'Combat', 'Equipment']);
    // Chosen by the player, it stays.
    expect(resizeSections(['Casting', 'Combat'], 3, fighter)).toEqual(['Casting', 'Combat', 'Abilities']);
  });
  it('writes modifiers with their sign', () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(['+3', '+0', '-2']);
  });
});
