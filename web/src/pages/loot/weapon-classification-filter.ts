// The weapons table's classification filter: Simple, Martial and Exotic, each for Blaster,
// Lightweapon and Vibroweapon. The data writes a classification as one word ('MartialVibroweapon').

export const WEAPON_CLASSIFICATIONS = ['Simple', 'Martial', 'Exotic'].flatMap((rank) =>
  ['Blaster', 'Lightweapon', 'Vibroweapon'].map((kind) => `${rank} ${kind}`),
);

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** 'MartialVibroweapon' -> 'Martial Vibroweapon' (unknown values unchanged). */
export function classificationLabel(value: string | null | undefined): string {
  if (!value) return '';
  return WEAPON_CLASSIFICATIONS.find((option) => squash(option) === squash(value)) ?? value;
}

export function matchesWeaponClassification(value: string | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  if (!value) return false;
  return selected.some((option) => squash(option) === squash(value));
}
