// Rewards drawn from the enhanced items for an encounter: the rarities a party of its level finds (our reading of
// the treasure tiers: standard and premium items at levels 1 to 4, premium and prototype at 5 to 10, prototype and
// advanced at 11 to 16, advanced and legendary from 17; artifacts are never drawn), any type but starship gear, each
// draw a different item. Pure: the die roller is given, so a test draws the same items every time.
import type { DieRoller } from '../dice/random-source.ts';
import type { EnhancedItemRule } from '../rules/types.ts';
import { rarityOf, type Rarity } from './gear-rules.ts';

export interface LootItem {
  name: string;
  type: string;
  rarity: Rarity;
}

/** The most rewards one draw makes. */
export const MAX_LOOT_DRAW = 10;

/** The rarities a party of this (average) level finds, commoner first. */
export function lootRarities(partyLevel: number): Rarity[] {
  if (partyLevel >= 17) return ['Advanced', 'Legendary'];
  if (partyLevel >= 11) return ['Prototype', 'Advanced'];
  if (partyLevel >= 5) return ['Premium', 'Prototype'];
  return ['Standard', 'Premium'];
}

/** The average level of the party's characters, rounded down (at least 1), or undefined for an empty party. */
export function partyLevelOf(levels: readonly number[]): number | undefined {
  if (levels.length === 0) return undefined;
  return Math.max(1, Math.floor(levels.reduce((sum, level) => sum + level, 0) / levels.length));
}

export type LootDraw = { ok: true; items: LootItem[] } | { ok: false; error: string };

/**
 * Draws `count` different items for a party of `partyLevel`: each draw is of the commoner rarity two times in three,
 * of the rarer one otherwise (falling back to the other when one has no item left).
 */
export function drawLoot(items: readonly EnhancedItemRule[], partyLevel: number, count: number, roll: DieRoller): LootDraw {
  if (!Number.isInteger(partyLevel) || partyLevel < 1 || partyLevel > 20) return { ok: false, error: `The party's level must be a whole number from 1 to 20, not ${partyLevel}.` };
  if (!Number.isInteger(count) || count < 1 || count > MAX_LOOT_DRAW) return { ok: false, error: `Draw from 1 to ${MAX_LOOT_DRAW} rewards at a time, not ${count}.` };
  const [common, rare] = lootRarities(partyLevel) as [Rarity, Rarity];
  const pools = new Map<Rarity, EnhancedItemRule[]>([
    [common, []],
    [rare, []],
  ]);
  const seen = new Set<string>();
  for (const item of items) {
    if (item.type.startsWith('Ship') || seen.has(item.name)) continue;
    seen.add(item.name);
    pools.get(rarityOf(item))?.push(item);
  }
  const drawn: LootItem[] = [];
  for (let i = 0; i < count; i++) {
    const wanted = roll(3) <= 2 ? common : rare;
    const pool = pools.get(wanted)!.length > 0 ? pools.get(wanted)! : pools.get(wanted === common ? rare : common)!;
    if (pool.length === 0) break;
    const [item] = pool.splice(roll(pool.length) - 1, 1);
    drawn.push({ name: item!.name, type: item!.type, rarity: rarityOf(item!) });
  }
  if (drawn.length === 0) return { ok: false, error: `The rules data has no ${common.toLowerCase()} or ${rare.toLowerCase()} enhanced item to draw.` };
  return { ok: true, items: drawn };
}
