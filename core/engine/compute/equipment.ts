// Resolves the character's equipment entries against the catalogues; unknown items stay listed with a warning.
import type { CharacterEquipment, EquipmentTweaks, RawCharacter } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { EnhancedItemRule, EquipmentRule } from '../rules/types.ts';

export const ITEM_NOT_FOUND_WARNING =
  'Warning: No data found for this item. It may have been renamed or removed from the core rules. Consider changing it to a custom item.';

/** Quantities are integers floored at 0; texts are read as numbers and anything else becomes 0. */
export function toQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 0;
}

interface EntryBase {
  name: string;
  quantity: number;
  /** Position in the character's equipment list (edits and removals address entries by it). */
  index: number;
  equipped: boolean;
  attuned: boolean;
  tweaks?: EquipmentTweaks;
}

export interface FoundEquipment extends EntryBase {
  isFound: true;
  category: 'Equipment';
  data: EquipmentRule;
}

export interface FoundEnhancedItem extends EntryBase {
  isFound: true;
  category: 'EnhancedItem';
  data: EnhancedItemRule;
  /** The plain item an "any blaster" or "any armor" item enhances, as stored. */
  baseItem?: string;
  /** Item modifications installed in a chassis, as stored (core/engine/gear/). */
  modifications?: string[];
}

export interface MissingItem extends EntryBase {
  isFound: false;
  category: CharacterEquipment['category'];
  warning: string;
}

export type ComputedEquipment = FoundEquipment | FoundEnhancedItem | MissingItem;

function resolveOne(entry: CharacterEquipment, index: number, rules: IndexedRules): ComputedEquipment {
  // Built field by field: this runs for every item on every edit, and object spreads here cost many times more than
  // the lookups themselves (measured with tests/bench/engine.bench.ts).
  const { name } = entry;
  const quantity = toQuantity(entry.quantity);
  const equipped = entry.equipped === true;
  const attuned = entry.attuned === true;
  let item: ComputedEquipment | undefined;
  // Old exports carry no category: look in the plain catalogue first, then the enhanced items.
  if (entry.category !== 'EnhancedItem') {
    const data = rules.equipment.get(name);
    if (data) item = { name, quantity, index, equipped, attuned, isFound: true, category: 'Equipment', data };
  }
  if (!item && entry.category !== 'Equipment') {
    const data = rules.enhancedItems.get(name);
    if (data) {
      const enhanced: FoundEnhancedItem = { name, quantity, index, equipped, attuned, isFound: true, category: 'EnhancedItem', data };
      if (entry.baseItem) enhanced.baseItem = entry.baseItem;
      if (entry.modifications?.length) enhanced.modifications = [...entry.modifications];
      item = enhanced;
    }
  }
  item ??= { name, quantity, index, equipped, attuned, isFound: false, category: entry.category ?? null, warning: ITEM_NOT_FOUND_WARNING };
  if (entry.tweaks) item.tweaks = entry.tweaks;
  return item;
}

export function resolveEquipment(character: RawCharacter, rules: IndexedRules): ComputedEquipment[] {
  return (character.equipment ?? []).map((entry, index) => resolveOne(entry, index, rules));
}

export function isArmorEntry(entry: ComputedEquipment): entry is FoundEquipment {
  return entry.isFound && entry.category === 'Equipment' && entry.data.equipmentCategory === 'Armor';
}

export function isWeaponEntry(entry: ComputedEquipment): entry is FoundEquipment {
  return entry.isFound && entry.category === 'Equipment' && entry.data.equipmentCategory === 'Weapon';
}

/** Weight of one unit; the catalogue stores texts like "7.25". */
export function itemWeight(weight: unknown): number {
  const number = typeof weight === 'number' ? weight : Number.parseFloat(String(weight ?? ''));
  return Number.isFinite(number) ? number : 0;
}
