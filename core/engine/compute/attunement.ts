// Attunement: the maximum is the proficiency bonus; legendary and artifact items cost two.
import type { EnhancedItemRule } from '../rules/types.ts';
import type { ComputedEquipment } from './equipment.ts';

export const RARITY_ORDER = { Standard: 0, Premium: 1, Prototype: 2, Advanced: 3, Legendary: 4, Artifact: 5 } as const;

export interface ComputedAttunement {
  current: number;
  maximum: number;
  items: { name: string; index: number; cost: number }[];
}

/** 1, or 2 when the item's rarity options include Legendary or Artifact. */
export function attunementCost(item: Pick<EnhancedItemRule, 'rarityOptions'>): number {
  return (item.rarityOptions ?? []).some((rarity) => rarity === 'Legendary' || rarity === 'Artifact') ? 2 : 1;
}

/** At the limit when the current total plus this item's cost would exceed the maximum. */
export function isAtAttunementLimit(current: number, cost: number, maximum: number): boolean {
  return current + cost > maximum;
}

export function computeAttunement(equipment: readonly ComputedEquipment[], proficiencyBonus: number): ComputedAttunement {
  const items: ComputedAttunement['items'] = [];
  for (const entry of equipment) {
    if (!entry.attuned || !entry.isFound || entry.category !== 'EnhancedItem' || !entry.data.requiresAttunement) continue;
    items.push({ name: entry.name, index: entry.index, cost: attunementCost(entry.data) });
  }
  return { current: items.reduce((sum, item) => sum + item.cost, 0), maximum: proficiencyBonus, items };
}
