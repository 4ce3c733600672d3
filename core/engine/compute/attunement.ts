// Attunement by the Wretched Hives rule: a character attunes to as many slots' worth of items as their proficiency
// bonus (plus what feats such as Investigative Attunement add); standard, premium and prototype items take one slot,
// advanced, legendary and artifact items two (core/engine/gear/gear-rules.ts holds the numbers).
import type { RawCharacter } from '../character/types.ts';
import { itemRequiresAttunement } from '../gear/gear.ts';
import { ATTUNEMENT_FEATS, attunementCostOf, rarityOf } from '../gear/gear-rules.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { EnhancedItemRule } from '../rules/types.ts';
import type { ComputedEquipment } from './equipment.ts';
import { heldFeatNames } from './features.ts';

export const RARITY_ORDER = { Standard: 0, Premium: 1, Prototype: 2, Advanced: 3, Legendary: 4, Artifact: 5 } as const;

export interface ComputedAttunement {
  current: number;
  maximum: number;
  items: { name: string; index: number; cost: number }[];
  /** Present when more slots are taken than the maximum allows, saying so in plain words. */
  overLimit?: string;
}

/** 1, or 2 for advanced, legendary and artifact items. */
export function attunementCost(item: Pick<EnhancedItemRule, 'rarityOptions'>): number {
  return attunementCostOf(rarityOf(item));
}

/** At the limit when the current total plus this item's cost would exceed the maximum. */
export function isAtAttunementLimit(current: number, cost: number, maximum: number): boolean {
  return current + cost > maximum;
}

/** The attunement slots feats add to the proficiency bonus. */
export function attunementFeatBonus(character: Pick<RawCharacter, 'background' | 'classes' | 'customFeats'>): number {
  return heldFeatNames(character as RawCharacter).reduce((sum, name) => sum + (ATTUNEMENT_FEATS[name] ?? 0), 0);
}

export function computeAttunement(equipment: readonly ComputedEquipment[], proficiencyBonus: number, rules?: IndexedRules, character?: RawCharacter): ComputedAttunement {
  const items: ComputedAttunement['items'] = [];
  for (const entry of equipment) {
    if (!entry.attuned || !entry.isFound || entry.category !== 'EnhancedItem') continue;
    if (!(rules ? itemRequiresAttunement(entry, rules) : entry.data.requiresAttunement)) continue;
    items.push({ name: entry.name, index: entry.index, cost: attunementCost(entry.data) });
  }
  const bonus = character ? attunementFeatBonus(character) : 0;
  const maximum = proficiencyBonus + bonus;
  const current = items.reduce((sum, item) => sum + item.cost, 0);
  const result: ComputedAttunement = { current, maximum, items };
  if (current > maximum) {
    result.overLimit = `Attuned to items taking ${current} slots, over the maximum of ${maximum} (the proficiency bonus${bonus ? ' plus feats' : ''}); advanced, legendary and artifact items take two slots.`;
  }
  return result;
}
