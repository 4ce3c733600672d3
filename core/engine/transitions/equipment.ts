// Equipment edits: catalogue items and custom items; quantities are integers floored at 0.
import type { CharacterEquipment, CustomEquipment, CustomEquipmentCategory, RawCharacter } from '../character/types.ts';
import { toQuantity } from '../compute/equipment.ts';
import { removeAt, replaceAt } from './update.ts';

export interface NewEquipment {
  name: string;
  category: 'Equipment' | 'EnhancedItem';
  quantity?: number | string;
  /** Only meaningful for weapons and armor. */
  equipped?: boolean;
  /** Only meaningful for enhanced items that need attunement. */
  attuned?: boolean;
  /** The plain item an "any blaster" or "any armor" item is built on (docs/gear.md). */
  baseItem?: string;
}

export function addEquipment(character: RawCharacter, item: NewEquipment): RawCharacter {
  const entry: CharacterEquipment = { name: item.name, quantity: toQuantity(item.quantity ?? 1), category: item.category };
  if (item.equipped !== undefined) entry.equipped = item.equipped;
  if (item.attuned !== undefined) entry.attuned = item.attuned;
  if (item.baseItem) entry.baseItem = item.baseItem;
  return { ...character, equipment: [...character.equipment, entry] };
}

/** Edits one entry; a given quantity is normalised (non-numbers become 0, never below 0). */
export function updateEquipment(character: RawCharacter, index: number, patch: Partial<CharacterEquipment>): RawCharacter {
  const current = character.equipment[index];
  if (!current) throw new RangeError(`No equipment entry at position ${index}`);
  const next = { ...current, ...patch };
  if ('quantity' in patch) next.quantity = toQuantity(patch.quantity);
  return { ...character, equipment: replaceAt(character.equipment, index, next, 'equipment entry') };
}

export function removeEquipment(character: RawCharacter, index: number): RawCharacter {
  return { ...character, equipment: removeAt(character.equipment, index, 'equipment entry') };
}

export const CUSTOM_ITEM_DEFAULTS = {
  equipmentCategory: 'Gear' as CustomEquipmentCategory,
  quantity: 1,
  cost: 0,
  weight: 1,
  damageType: 'Kinetic',
  damageNumberOfDice: 1,
  dieSize: 4,
};

/** A custom item with the defaults: Gear, quantity 1, cost 0, weight 1; weapons Kinetic, one d4, to hit 0, damage 0. */
export function newCustomItem(name: string, patch: Partial<CustomEquipment> = {}): CustomEquipment {
  const category = patch.equipmentCategory ?? CUSTOM_ITEM_DEFAULTS.equipmentCategory;
  const item: CustomEquipment = {
    name,
    quantity: CUSTOM_ITEM_DEFAULTS.quantity,
    equipmentCategory: category,
    cost: CUSTOM_ITEM_DEFAULTS.cost,
    description: '',
    weight: CUSTOM_ITEM_DEFAULTS.weight,
    ...patch,
  };
  if (category === 'Weapon') {
    item.damageType = patch.damageType ?? CUSTOM_ITEM_DEFAULTS.damageType;
    item.damageNumberOfDice = patch.damageNumberOfDice ?? CUSTOM_ITEM_DEFAULTS.damageNumberOfDice;
    item.tweaks = patch.tweaks ?? { toHit: { override: 0 }, damageDice: { dieSize: CUSTOM_ITEM_DEFAULTS.dieSize }, damage: { override: 0 } };
  }
  if (category !== 'Gear' && item.equipped === undefined) item.equipped = false;
  item.quantity = toQuantity(item.quantity);
  return item;
}

export function addCustomEquipment(character: RawCharacter, item: CustomEquipment): RawCharacter {
  return { ...character, customEquipment: [...(character.customEquipment ?? []), item] };
}

export function updateCustomEquipment(character: RawCharacter, index: number, patch: Partial<CustomEquipment>): RawCharacter {
  const list = character.customEquipment ?? [];
  const current = list[index];
  if (!current) throw new RangeError(`No custom equipment entry at position ${index}`);
  const next = { ...current, ...patch };
  if ('quantity' in patch) next.quantity = toQuantity(patch.quantity);
  return { ...character, customEquipment: replaceAt(list, index, next, 'custom equipment entry') };
}

export function removeCustomEquipment(character: RawCharacter, index: number): RawCharacter {
  return { ...character, customEquipment: removeAt(character.customEquipment ?? [], index, 'custom equipment entry') };
}

/** Puts an edited custom item in place of the old one (a whole item: a weapon turned gear loses its weapon fields). */
export function replaceCustomEquipment(character: RawCharacter, index: number, item: CustomEquipment): RawCharacter {
  return { ...character, customEquipment: replaceAt(character.customEquipment ?? [], index, { ...item, quantity: toQuantity(item.quantity) }, 'custom equipment entry') };
}
