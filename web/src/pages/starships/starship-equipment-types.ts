// Starship equipment types and weapon categories. The data writes 'PowerCoupling' in one word.

export const EQUIPMENT_TYPES = ['Ammunition', 'Armor', 'Hyperdrive', 'Power Coupling', 'Reactor', 'Shield'] as const;
export const WEAPON_CATEGORIES = ['Primary', 'Secondary', 'Tertiary', 'Quaternary'] as const;

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** 'PowerCoupling' -> 'Power Coupling'. */
export function equipmentTypeLabel(type: string | null | undefined): string {
  return EQUIPMENT_TYPES.find((t) => squash(t) === squash(type ?? '')) ?? type ?? '';
}

export function isWeapon(type: string | null | undefined): boolean {
  return squash(type ?? '') === 'weapon';
}

/** The type filter of the equipment table, spaces ignored. */
export function matchesEquipmentType(type: string | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return selected.some((choice) => squash(choice) === squash(type ?? ''));
}
