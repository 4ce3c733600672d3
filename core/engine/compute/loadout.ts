// A shield and the weapons held with it: a shield takes one hand and a character has two, so a shield goes with one
// one-handed weapon. A shield equipped beside a two-handed weapon, or beside more weapons than the other hand holds,
// is an impossible loadout: the sheet says so, and while a two-handed weapon is equipped the shield adds no armor
// class (both hands are on the weapon). Weapons equipped without a shield are the ones the player switches between,
// so several of them are no problem.
import type { CustomEquipment } from '../character/types.ts';
import type { FoundEquipment } from './equipment.ts';

export const HANDS = 2;

export interface LoadoutProblem {
  /** Hands the shield and the equipped weapons need together. */
  handsNeeded: number;
  /** The equipped weapons and the shield, each with the hands it takes ("Blaster rifle (two hands)"). */
  held: string[];
  /** True when a two-handed weapon is equipped with the shield: the shield then adds no armor class. */
  shieldBlocked: boolean;
  /** One line for the player. */
  message: string;
}

const isTwoHanded = (item: FoundEquipment) => (item.data.properties ?? []).some((property) => /^two-handed\b/i.test(property.trim()));

/** The problem with an equipped shield and the weapons beside it, or undefined when they can be held together. */
export function loadoutProblem(equipped: readonly FoundEquipment[], customWeapons: readonly CustomEquipment[] = []): LoadoutProblem | undefined {
  const shield = equipped.find((item) => item.data.equipmentCategory === 'Armor' && item.data.armorClassification === 'Shield');
  if (!shield) return undefined;
  const weapons = equipped.filter((item) => item.data.equipmentCategory === 'Weapon');
  const twoHanded = weapons.filter(isTwoHanded);
  const handsNeeded = 1 + weapons.length + twoHanded.length + customWeapons.length;
  if (handsNeeded <= HANDS) return undefined;
  const held = [...weapons.map((item) => (isTwoHanded(item) ? `${item.name} (two hands)` : item.name)), ...customWeapons.map((item) => item.name), shield.name];
  const shieldBlocked = twoHanded.length > 0;
  const message = shieldBlocked
    ? `${shield.name} equipped with ${held.slice(0, -1).join(', ')}: a two-handed weapon needs both hands, so the shield adds no armor class while it is equipped. Unequip the shield or the two-handed weapon.`
    : `${shield.name} equipped with ${held.slice(0, -1).join(', ')}: with the shield in one hand, only one of those weapons can be held. Unequip the others.`;
  return { handsNeeded, held, shieldBlocked, message };
}
