// Adding the chosen starting equipment in one step: listed items as equipment, the others as custom items with
// their note, and the credits the text names added to the character's credits.
import type { RawCharacter } from '../character/types.ts';
import type { StartingItem } from '../rules/starting-equipment.ts';
import { addCustomEquipment, addEquipment, newCustomItem } from './equipment.ts';

/** With `equip`, listed weapons, armor and shields are added equipped (worn or in hand), as a new character starts. */
export function addStartingEquipment(character: RawCharacter, items: readonly StartingItem[], credits: number, options: { equip?: boolean } = {}): RawCharacter {
  let next = character;
  for (const item of items) {
    next = item.catalogue
      ? addEquipment(next, { name: item.name, category: 'Equipment', quantity: item.quantity, ...(item.equippable ? { equipped: options.equip === true } : {}) })
      : addCustomEquipment(next, newCustomItem(item.name, { quantity: item.quantity, description: item.note ?? '' }));
  }
  return credits > 0 ? { ...next, credits: (Number(next.credits) || 0) + credits } : next;
}
