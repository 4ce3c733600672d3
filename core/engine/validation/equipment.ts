// Equipment dialog rules: equipped only for weapons and armor, attuned only within the attunement limit.
import { attunementCost, isAtAttunementLimit } from '../compute/attunement.ts';
import type { EnhancedItemRule, EquipmentRule } from '../rules/types.ts';

import { QUANTITY_MUST_BE_POSITIVE } from './messages.ts';

export { toQuantity as normalizeQuantity } from '../compute/equipment.ts';

/**
 * The quantity typed when adding an item: a whole number of 1 or more, or the message saying so. Letters or a
 * fraction are refused rather than read as 0 or rounded, so an item is never added as x0 by a typing slip.
 */
export function parseAddQuantity(text: string): { quantity: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\+?\d+$/.test(trimmed)) return { error: QUANTITY_MUST_BE_POSITIVE };
  const quantity = Number(trimmed);
  return quantity >= 1 ? { quantity } : { error: QUANTITY_MUST_BE_POSITIVE };
}

export type CatalogueItem = { category: 'Equipment'; data: EquipmentRule } | { category: 'EnhancedItem'; data: EnhancedItemRule };

/** Enhanced items whose effects need them equipped, worn or (augmentations, droid customizations) installed (docs/gear.md). */
const ENHANCED_IN_USE = ['Weapon', 'Armor', 'Shield', 'AdventuringGear', 'Focus', 'CyberneticAugmentation', 'DroidCustomization'];

/** Equipped applies to plain weapons and armor, and to enhanced items that work while worn or installed. */
export function canChooseEquipped(item: CatalogueItem): boolean {
  if (item.category === 'Equipment') return item.data.equipmentCategory === 'Weapon' || item.data.equipmentCategory === 'Armor';
  return ENHANCED_IN_USE.includes(item.data.type);
}

/** Attuned applies to enhanced items that require attunement. */
export function canChooseAttuned(item: CatalogueItem): boolean {
  return item.category === 'EnhancedItem' && item.data.requiresAttunement === true;
}

/** Attuned may be switched on only while the item's cost fits under the maximum. */
export function canAttune(item: CatalogueItem, currentAttunement: number, maximum: number): boolean {
  return canChooseAttuned(item) && !isAtAttunementLimit(currentAttunement, attunementCost(item.data as EnhancedItemRule), maximum);
}

/** Changing the dialog's category resets type and selection; changing type clears the selection; a new selection clears attuned. */
export interface EquipmentDialogState {
  category: string;
  type: string;
  selection: string;
  attuned: boolean;
  equipped: boolean;
}

export function changeDialogCategory(state: EquipmentDialogState, category: string): EquipmentDialogState {
  return { ...state, category, type: '', selection: '' };
}

export function changeDialogType(state: EquipmentDialogState, type: string): EquipmentDialogState {
  return { ...state, type, selection: '' };
}

export function changeDialogSelection(state: EquipmentDialogState, selection: string): EquipmentDialogState {
  return { ...state, selection, attuned: false };
}

/** Add item requires a selected catalogue item. */
export function canAddItem(state: EquipmentDialogState): boolean {
  return state.selection !== '';
}
