// Which plain items an enhanced item can be built on, and how the equipment dialog filters the enhanced items.
// An item for "any blaster" or "any armor" is chosen together with its base item: a weapon of the named kind
// (blaster, vibroweapon, lightweapon, any weapon), an armor of the named weight (any armor, medium, heavy) or a
// shield generator for a shield. An item whose subtype names one plain item (a bo-rifle) needs no choice.
import type { IndexedRules } from '../rules/index-rules.ts';
import type { EnhancedItemRule, EquipmentRule } from '../rules/types.ts';
import { RARITIES, rarityOf, type Rarity } from './gear-rules.ts';

/** Whether the item's subtype leaves the base item to the player ("any", "any blaster", "any medium"). */
export function needsBaseItem(item: Pick<EnhancedItemRule, 'type' | 'subtype'>): boolean {
  return ['Weapon', 'Armor', 'Shield'].includes(item.type) && /^any\b/i.test((item.subtype ?? '').trim());
}

function fitsWeapon(kind: string, base: EquipmentRule): boolean {
  if (base.equipmentCategory !== 'Weapon') return false;
  // "any" alone takes every weapon; "any blaster" those whose classification names blasters.
  return kind === '' || (base.weaponClassification ?? '').toLowerCase().includes(kind);
}

function fitsArmor(kind: string, base: EquipmentRule, shield: boolean): boolean {
  if (base.equipmentCategory !== 'Armor') return false;
  const classification = (base.armorClassification ?? '').toLowerCase();
  if (shield) return classification === 'shield';
  if (classification === 'shield') return false;
  return kind === '' || classification === kind;
}

/** The plain items the player may choose as this item's base, by name (empty when the item needs no choice). */
export function baseItemChoices(item: Pick<EnhancedItemRule, 'type' | 'subtype'>, rules: Pick<IndexedRules, 'equipment'>): EquipmentRule[] {
  if (!needsBaseItem(item)) return [];
  const kind = (item.subtype ?? '').trim().toLowerCase().replace(/^any\s*/, '').replace(/s$/, '');
  const seen = new Set<string>();
  const out: EquipmentRule[] = [];
  for (const base of rules.equipment.all) {
    if (seen.has(base.name)) continue;
    const fits = item.type === 'Weapon' ? fitsWeapon(kind, base) : fitsArmor(kind === 'armor' ? '' : kind, base, item.type === 'Shield');
    if (!fits) continue;
    seen.add(base.name);
    out.push(base);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Why a stored base item does not fit, or undefined when it does (or the item needs none). */
export function baseItemProblem(item: EnhancedItemRule, baseName: string | undefined, rules: Pick<IndexedRules, 'equipment'>): string | undefined {
  if (!needsBaseItem(item)) return undefined;
  if (!baseName) return `${item.name} enhances ${item.subtype === 'any' ? `any ${item.type.toLowerCase()}` : item.subtype}: choose the plain item it is built on.`;
  const choices = baseItemChoices(item, rules);
  return choices.some((choice) => choice.name.toLowerCase() === baseName.toLowerCase())
    ? undefined
    : `${baseName} is not ${item.subtype === 'any' ? `a ${item.type.toLowerCase()}` : `a base for "${item.subtype}"`}: ${item.name} is built on one of ${choices.length} plain items.`;
}

export interface EnhancedItemFilter {
  type?: string;
  rarity?: string;
  subtype?: string;
}

/** The subtypes the enhanced items of one type name (barrel kinds of modification, body slots of gear), sorted. */
export function enhancedSubtypes(items: readonly EnhancedItemRule[], type: string): string[] {
  const subtypes = new Set<string>();
  for (const item of items) if (item.type === type && item.subtype?.trim()) subtypes.add(item.subtype.trim().toLowerCase());
  return [...subtypes].sort();
}

/** Whether the item matches every filter given (type and rarity exactly; subtype without regard to case). */
export function matchesEnhancedFilter(item: EnhancedItemRule, filter: EnhancedItemFilter): boolean {
  if (filter.type && item.type !== filter.type) return false;
  if (filter.rarity && rarityOf(item) !== filter.rarity) return false;
  if (filter.subtype && (item.subtype ?? '').trim().toLowerCase() !== filter.subtype.toLowerCase()) return false;
  return true;
}

export const RARITY_FILTERS: readonly Rarity[] = RARITIES;
