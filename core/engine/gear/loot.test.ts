// Encounter loot drawn from the bundled enhanced items: the rarities by party level, different items each draw,
// starship gear and artifacts never drawn, bad counts and levels refused, the same die rolls giving the same items.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dieRoller } from '../dice/random-source.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { drawLoot, lootRarities, MAX_LOOT_DRAW, partyLevelOf } from './loot.ts';

const items = loadRulesDir(fileURLToPath(new URL('../../../seed/data', import.meta.url))).enhancedItems;

/** A die roller from a fixed sequence of 32-bit words (a test's own randomness, repeatable). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return dieRoller((array) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    array[0] = state;
    return array;
  });
}

describe('encounter loot', () => {
  it('gives the rarities of the party level', () => {
    expect([1, 4, 5, 10, 11, 16, 17, 20].map((level) => lootRarities(level).join('+'))).toEqual([
      'Standard+Premium', 'Standard+Premium', 'Premium+Prototype', 'Premium+Prototype', 'Prototype+Advanced', 'Prototype+Advanced', 'Advanced+Legendary', 'Advanced+Legendary',
    ]);
    expect(partyLevelOf([3, 4, 6])).toBe(4);
    expect(partyLevelOf([])).toBeUndefined();
  });

  it('draws different items of those rarities only, the same for the same rolls', () => {
    for (const level of [1, 6, 12, 18]) {
      const draw = drawLoot(items, level, 4, seeded(level));
      if (!draw.ok) throw new Error(draw.error);
      expect(draw.items.length).toBeGreaterThan(0);
      expect(new Set(draw.items.map((item) => item.name)).size).toBe(draw.items.length);
      for (const item of draw.items) expect(lootRarities(level)).toContain(item.rarity);
      expect(drawLoot(items, level, 4, seeded(level))).toEqual(draw);
    }
  });

  it('stops when the pools run dry and refuses bad input by name', () => {
    const draw = drawLoot(items, 18, MAX_LOOT_DRAW, seeded(1));
    expect(draw.ok && draw.items.every((item) => item.rarity !== 'Artifact')).toBe(true);
    expect(drawLoot(items, 0, 1, seeded(1))).toEqual({ ok: false, error: "The party's level must be a whole number from 1 to 20, not 0." });
    expect(drawLoot(items, 5, 11, seeded(1))).toEqual({ ok: false, error: 'Draw from 1 to 10 rewards at a time, not 11.' });
    expect(drawLoot([], 5, 1, seeded(1))).toEqual({ ok: false, error: 'The rules data has no premium or prototype enhanced item to draw.' });
    expect(drawLoot([{ name: 'Hull Plate', type: 'ShipArmor', requiresAttunement: false, rarityOptions: ['Premium'] }], 5, 1, seeded(1)).ok).toBe(false);
  });
});
