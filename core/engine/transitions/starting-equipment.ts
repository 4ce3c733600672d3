// Adding the chosen starting equipment in one step: listed items as equipment, the others as custom items with
// their note, and the credits the text names added to the character's credits.
import type { RawCharacter } from '../character/types.ts';
import { resolveEquipment, type FoundEquipment } from '../compute/equipment.ts';
import { loadoutProblem } from '../compute/loadout.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { StartingItem } from '../rules/starting-equipment.ts';
import { addCustomEquipment, addEquipment, newCustomItem } from './equipment.ts';

/**
 * With `equip`, the character starts as one ready to fight: wearing its armor, holding its shield and the weapons that
 * hands can hold beside it. Items are equipped one by one (a shield first, as it decides what else fits, then armor,
 * then weapons in the order listed) and each only when the loadout with it is still one two hands can hold
 * (compute/loadout.ts); the rest are added unequipped, for the player to switch to. Without `equip`, nothing is.
 */
export function addStartingEquipment(
  character: RawCharacter,
  items: readonly StartingItem[],
  credits: number,
  rules: IndexedRules,
  options: { equip?: boolean } = {},
): RawCharacter {
  const equipped = options.equip === true ? equippedSet(character, items, rules) : new Set<StartingItem>();
  let next = character;
  for (const item of items) {
    next = item.catalogue
      ? addEquipment(next, { name: item.name, category: 'Equipment', quantity: item.quantity, ...(item.equippable ? { equipped: equipped.has(item) } : {}) })
      : addCustomEquipment(next, newCustomItem(item.name, { quantity: item.quantity, description: item.note ?? '' }));
  }
  return credits > 0 ? { ...next, credits: (Number(next.credits) || 0) + credits } : next;
}

const isShield = (found: FoundEquipment) => found.data.equipmentCategory === 'Armor' && found.data.armorClassification === 'Shield';
const isBodyArmor = (found: FoundEquipment) => found.data.equipmentCategory === 'Armor' && !isShield(found);

/** The equippable items to add equipped: one shield, one suit of armor, and the weapons the hands hold beside them. */
function equippedSet(character: RawCharacter, items: readonly StartingItem[], rules: IndexedRules): Set<StartingItem> {
  const already = resolveEquipment(character, rules).filter((entry): entry is FoundEquipment => entry.isFound && entry.category === 'Equipment' && entry.equipped);
  const candidates = items
    .filter((item) => item.catalogue && item.equippable)
    .map((item) => ({ item, found: { name: item.name, quantity: item.quantity, index: -1, equipped: true, attuned: false, isFound: true, category: 'Equipment', data: rules.equipment.get(item.name)! } as FoundEquipment }))
    .filter(({ found }) => found.data !== undefined);
  const order = (found: FoundEquipment) => (isShield(found) ? 0 : isBodyArmor(found) ? 1 : 2);
  const held = [...already];
  const chosen = new Set<StartingItem>();
  for (const { item, found } of [...candidates].sort((a, b) => order(a.found) - order(b.found))) {
    // One shield and one suit of armor are worn at a time.
    if (isShield(found) && held.some(isShield)) continue;
    if (isBodyArmor(found) && held.some(isBodyArmor)) continue;
    if (loadoutProblem([...held, found])) continue;
    held.push(found);
    chosen.add(item);
  }
  return chosen;
}
