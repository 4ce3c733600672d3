// The add-item dialog's catalogue: every equipment and enhanced item with the category and type it is filtered by.
import { enhancedSubtypes, matchesEnhancedFilter, type CatalogueItem, type EnhancedItemRule, type IndexedRules } from '../../../../../core/engine/index.ts';

export const EQUIPMENT_CATEGORIES = ['All Equipment', 'Armor', 'Weapon', 'Adventuring Gear', 'Enhanced Items'] as const;
export type EquipmentCategoryFilter = (typeof EQUIPMENT_CATEGORIES)[number];
export const ALL_EQUIPMENT: EquipmentCategoryFilter = 'All Equipment';

/** The types a custom item can have, and the game's damage types for custom weapons. */
export const CUSTOM_ITEM_TYPES = ['Gear', 'Weapon', 'Armor'] as const;
export const DAMAGE_TYPES = ['Acid', 'Cold', 'Energy', 'Fire', 'Force', 'Ion', 'Kinetic', 'Lightning', 'Necrotic', 'Poison', 'Psychic', 'Sonic', 'True'] as const;

export interface CatalogueEntry {
  /** Unique across both catalogues: category and name. */
  key: string;
  name: string;
  group: Exclude<EquipmentCategoryFilter, 'All Equipment'>;
  /** The value the type filter matches (weapon or armor classification, gear category, enhanced item type). */
  type: string;
  item: CatalogueItem;
}

/** 'SimpleBlaster' -> 'Simple Blaster', 'MusicalInstrument' -> 'Musical Instrument'. */
export function typeLabel(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2');
}

const known = (value: string | null | undefined) => (value && value !== 'Unknown' ? value : 'Other');

/**
 * One entry per item name and catalogue. The data may hold two records of one name (a modal weapon listed once per
 * weapon class); a character's item names the record and the sheet reads the first one of that name, so that is the
 * one offered. Keys stay unique, so the list shows exactly the entries its count says.
 */
export function buildCatalogue(rules: IndexedRules): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  for (const data of rules.equipment.all) {
    if (seen.has(`Equipment|${data.name}`)) continue;
    seen.add(`Equipment|${data.name}`);
    const item: CatalogueItem = { category: 'Equipment', data };
    if (data.equipmentCategory === 'Weapon') entries.push({ key: `Equipment|${data.name}`, name: data.name, group: 'Weapon', type: known(data.weaponClassification), item });
    else if (data.equipmentCategory === 'Armor') entries.push({ key: `Equipment|${data.name}`, name: data.name, group: 'Armor', type: known(data.armorClassification), item });
    else entries.push({ key: `Equipment|${data.name}`, name: data.name, group: 'Adventuring Gear', type: known(data.equipmentCategory), item });
  }
  for (const data of rules.enhancedItems.all) {
    if (seen.has(`EnhancedItem|${data.name}`)) continue;
    seen.add(`EnhancedItem|${data.name}`);
    entries.push({ key: `EnhancedItem|${data.name}`, name: data.name, group: 'Enhanced Items', type: known(data.type), item: { category: 'EnhancedItem', data } });
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}

/** The types one category offers (none for All Equipment), in a stable order. */
export function typeOptions(catalogue: readonly CatalogueEntry[], category: string): string[] {
  if (!category || category === ALL_EQUIPMENT) return [];
  return [...new Set(catalogue.filter((entry) => entry.group === category).map((entry) => entry.type))].sort();
}

/** The enhanced items' own filters (rarity, and subtype once a type is chosen); empty strings filter nothing. */
export interface EnhancedFilters {
  rarity: string;
  subtype: string;
}

/** The subtypes the enhanced items of one type name (modification kinds, gear body slots), for the subtype filter. */
export function subtypeOptions(catalogue: readonly CatalogueEntry[], type: string): string[] {
  if (!type) return [];
  const items = catalogue.filter((entry) => entry.item.category === 'EnhancedItem').map((entry) => entry.item.data as EnhancedItemRule);
  return enhancedSubtypes(items, type);
}

/**
 * Items of the category (all for All Equipment), of the type when one is chosen, whose name contains the search text;
 * a rarity or subtype filter keeps enhanced items only (plain items have neither).
 */
export function filterCatalogue(catalogue: readonly CatalogueEntry[], category: string, type: string, search = '', enhanced?: EnhancedFilters): CatalogueEntry[] {
  const needle = search.trim().toLowerCase();
  const gearFilter = enhanced && (enhanced.rarity || enhanced.subtype) ? { rarity: enhanced.rarity, subtype: enhanced.subtype } : undefined;
  return catalogue.filter(
    (entry) =>
      (!category || category === ALL_EQUIPMENT || entry.group === category) &&
      (!type || entry.type === type) &&
      (!needle || entry.name.toLowerCase().includes(needle)) &&
      (!gearFilter || (entry.item.category === 'EnhancedItem' && matchesEnhancedFilter(entry.item.data, gearFilter))),
  );
}
