import { describe, expect, it } from 'vitest';
import { RARITIES, compareRarity, itemRarities, itemRarityRank, matchesRarity, rarityRank } from './rarity.ts';

describe('rarity order', () => {
  it('ranks standard 0 to artifact 5, in any case', () => {
    expect(['standard', 'Premium', 'PROTOTYPE', 'advanced', 'legendary', 'artifact'].map(rarityRank)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rarityRank('mythic')).toBe(6);
    expect(rarityRank(undefined)).toBe(6);
  });
  it('sorts items by rarity, not alphabetically', () => {
    const items = ['artifact', 'advanced', 'standard', 'legendary', 'premium', 'prototype'].map((r) => ({ rarityText: r }));
    expect(items.sort(compareRarity).map((i) => i.rarityText)).toEqual(['standard', 'premium', 'prototype', 'advanced', 'legendary', 'artifact']);
    expect(RARITIES).toHaveLength(6);
  });
  it('ranks an item with several rarities by its lowest', () => {
    expect(itemRarityRank({ rarityOptions: ['Legendary', 'Premium'] })).toBe(1);
    expect(itemRarities({ rarityOptions: [], searchableRarity: 'Advanced' })).toEqual(['Advanced']);
    expect(itemRarityRank({})).toBe(6);
  });
});

describe('matchesRarity', () => {
  it('matches items available in a selected rarity', () => {
    expect(matchesRarity({ rarityOptions: ['Premium', 'Prototype'] }, ['Prototype'])).toBe(true);
    expect(matchesRarity({ rarityText: 'premium' }, ['Premium'])).toBe(true);
    expect(matchesRarity({ rarityOptions: ['Artifact'] }, ['Standard', 'Legendary'])).toBe(false);
    expect(matchesRarity({}, [])).toBe(true);
  });
});
