// Record schemas for gear: equipment (weapons, armor, adventuring gear), properties and enhanced items.
import { z } from 'zod';
import { int, namedRecord, optStr, optStrList, str, strList } from './common.ts';

export const weaponMode = z.looseObject({
  name: optStr,
  damageNumberOfDice: int.optional(),
  damageDieType: int.optional(),
  damageType: optStr,
  properties: optStrList,
});

export const equipmentSchema = namedRecord({
  description: optStr,
  cost: int,
  /** A text in the original data ("7.25"); numbers are accepted too. */
  weight: z.union([z.string(), z.number()]),
  equipmentCategoryEnum: int.optional(),
  equipmentCategory: str,
  damageNumberOfDice: int.optional(),
  damageTypeEnum: int.optional(),
  damageType: optStr,
  damageDieModifier: int.optional(),
  weaponClassificationEnum: int.optional(),
  weaponClassification: optStr,
  armorClassificationEnum: int.optional(),
  armorClassification: optStr,
  damageDiceDieTypeEnum: int.optional(),
  damageDieType: int.optional(),
  properties: optStrList,
  propertiesMap: z.record(z.string(), z.string()).nullable().optional(),
  modes: z.array(weaponMode),
  ac: optStr,
  strengthRequirement: optStr,
  stealthDisadvantage: z.boolean().optional(),
});

/** Weapon and armor properties: a name and a markdown text. */
export const propertySchema = namedRecord({ content: str });

export const Rarity = z.enum(['Standard', 'Premium', 'Prototype', 'Advanced', 'Legendary', 'Artifact']);

export const enhancedItemSchema = namedRecord({
  typeEnum: int.optional(),
  type: str,
  rarityOptionsEnum: z.array(int).optional(),
  rarityOptions: z.array(Rarity),
  rarityText: optStr,
  searchableRarity: optStr,
  requiresAttunement: z.boolean(),
  valueText: optStr,
  text: str,
  hasPrerequisite: z.boolean().optional(),
  prerequisite: optStr,
  subtype: optStr,
});

export const referenceTableSchema = namedRecord({ content: str });
export { strList };
