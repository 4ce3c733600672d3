// Mappers for gear: equipment (one legacy record per weapon classification), enhanced items, the weapon and armor
// property glossaries and the reference tables.
import type { Doc } from '../../core/catalogue-store.ts';
import { capitalize, contentFields, enumNumber, legacyJson, legacyRowKey, pascal } from './legacy-shapes.ts';
import type { Mapper } from './mapping.ts';

interface Classified {
  key: string;
  name: string;
  sourceKey?: string;
  contentSet?: string;
}

interface Equipment extends Classified {
  category: string;
  costInCredits: number;
  weight: number;
  description?: string;
  properties?: string[];
  weaponClassification?: string;
  additionalWeaponClassifications?: string[];
  damage?: { numberOfDice: number; dieFaces: number; type: string };
  armorClassification?: string;
  armorClass?: string;
  stealthDisadvantage: boolean;
}

/** The property a printed clause names: its words before any number or bracket ('power cell (range 50/200)' -> 'Power Cell'). */
export function propertyName(clause: string): string {
  const words = clause.split(/[\d(]/)[0]!.trim();
  return words.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export const mapEquipment: Mapper<Equipment> = (doc) => {
  const category = pascal(doc.category);
  // The legacy tables printed the first clause of a row capitalised.
  const properties = doc.properties ? doc.properties.map((p, i) => (i === 0 ? capitalize(p) : p)) : doc.category === 'weapon' || doc.category === 'armor' ? [] : null;
  const propertiesMap = properties ? Object.fromEntries(properties.map((p) => [propertyName(p), p])) : null;
  const damageType = doc.damage ? pascal(doc.damage.type) : 'Unknown';
  const armorClassification = doc.armorClassification ? pascal(doc.armorClassification) : 'Unknown';
  const base: Doc = {
    name: doc.name,
    description: doc.description ?? null,
    cost: doc.costInCredits,
    weight: String(doc.weight),
    equipmentCategoryEnum: enumNumber('equipmentCategory', category),
    equipmentCategory: category,
    damageNumberOfDice: doc.damage?.numberOfDice ?? 0,
    damageTypeEnum: enumNumber('damageType', damageType),
    damageType,
    damageDieModifier: 0,
    armorClassificationEnum: enumNumber('armorClassification', armorClassification),
    armorClassification,
    damageDiceDieTypeEnum: doc.damage?.dieFaces ?? 0,
    damageDieType: doc.damage?.dieFaces ?? 0,
    properties,
    propertiesJson: legacyJson(properties),
    propertiesMap,
    propertiesMapJson: legacyJson(propertiesMap),
    modes: [],
    modesJson: '[]',
    ac: doc.armorClass ?? null,
    strengthRequirement: doc.category === 'armor' ? '' : null,
    stealthDisadvantage: doc.stealthDisadvantage,
    ...contentFields(doc),
  };
  // A weapon of several proficiency groups was one legacy record per group, told apart by the key's suffix.
  const classifications = [doc.weaponClassification ?? 'unknown', ...(doc.additionalWeaponClassifications ?? [])].map(pascal);
  return classifications.map((weaponClassification) => ({
    resource: 'equipment',
    record: {
      ...base,
      weaponClassificationEnum: enumNumber('weaponClassification', weaponClassification),
      weaponClassification,
      rowKey: legacyRowKey(classifications.length > 1 ? `${doc.name}_${weaponClassification}` : doc.name),
    },
  }));
};

interface EnhancedItem extends Classified {
  itemType: string;
  rarity: string;
  requiresAttunement: boolean;
  subtype?: string;
  prerequisite?: string;
  description: string;
}

/** The legacy discriminator fields of an enhanced item, each 'None' unless the item's kind uses it. */
const DISCRIMINATORS = {
  cyberneticAugmentationType: { None: 0, Enhancement: 1, Replacement: 2 },
  droidCustomizationType: { None: 0, Part: 1, Protocol: 2 },
  adventuringGearType: { None: 0, Body: 1, Other: 5 },
  enhancedArmorType: { None: 0, Any: 1, AnyHeavy: 2, AnyMedium: 3, AnyLight: 4, Specific: 5 },
  consumableType: { None: 0, Adrenals: 1, Explosives: 2, Poisons: 3, Stimpacs: 4, Other: 5, Barriers: 6 },
  focusType: { None: 0, Force: 1, Tech: 2, Other: 3 },
  enhancedShieldType: { None: 0, Light: 1, Medium: 2, Heavy: 3, Any: 5 },
  enhancedWeaponType: { None: 0, Any: 1, AnyBlaster: 2, AnyVibroweapon: 3, AnyLightweapon: 4, Specific: 9 },
  itemModificationType: { None: 0, Augment: 2 },
  valuableType: { None: 0 },
} as const;

type Discriminator = keyof typeof DISCRIMINATORS;

/** 'any heavy' -> 'AnyHeavy'. */
const words = (text: string) => text.split(/\s+/).map(capitalize).join('');

/** Which discriminator an item of this kind sets, and to what, read from its subtype. */
function discriminator(itemType: string, subtype: string): [Discriminator, string] | undefined {
  const s = subtype.toLowerCase();
  switch (itemType) {
    case 'cyberneticAugmentation':
      return ['cyberneticAugmentationType', capitalize(s)];
    case 'droidCustomization':
      return ['droidCustomizationType', capitalize(s)];
    case 'adventuringGear':
      return ['adventuringGearType', s === 'body' ? 'Body' : 'Other'];
    case 'armor':
      return ['enhancedArmorType', /^any\b/.test(s) ? words(s) : 'Specific'];
    case 'consumable': {
      const kinds: Record<string, string> = { adrenal: 'Adrenals', barrier: 'Barriers', explosive: 'Explosives', poison: 'Poisons', stimpac: 'Stimpacs' };
      return ['consumableType', kinds[s] ?? 'Other'];
    }
    case 'focus':
      return ['focusType', s === 'force' ? 'Force' : 'Other'];
    case 'shield':
      return ['enhancedShieldType', s === 'any' ? 'Any' : (['light', 'medium', 'heavy'].find((w) => s.startsWith(w)) ?? 'any').replace(/^./, (c) => c.toUpperCase())];
    case 'weapon':
      return ['enhancedWeaponType', /^any\b/.test(s) ? words(s) : 'Specific'];
    case 'itemModification':
      return s === 'augment' ? ['itemModificationType', 'Augment'] : undefined;
    default:
      return undefined;
  }
}

export const mapEnhancedItem: Mapper<EnhancedItem> = (doc) => {
  const type = pascal(doc.itemType);
  const rarity = capitalize(doc.rarity);
  const chosen = discriminator(doc.itemType, doc.subtype ?? '');
  const kinds: Doc = {};
  for (const [field, values] of Object.entries(DISCRIMINATORS) as [Discriminator, Record<string, number>][]) {
    const value = chosen?.[0] === field ? chosen[1] : 'None';
    kinds[`${field}Enum`] = values[value] ?? 0;
    kinds[field] = value;
  }
  return [
    {
      resource: 'enhancedItem',
      record: {
        name: doc.name,
        typeEnum: enumNumber('enhancedItemType', type),
        type,
        rarityOptionsEnum: [enumNumber('rarity', rarity)],
        rarityOptions: [rarity],
        rarityOptionsJson: legacyJson([rarity]),
        rarityText: doc.rarity,
        searchableRarity: rarity,
        requiresAttunement: doc.requiresAttunement,
        valueText: null,
        text: doc.description,
        hasPrerequisite: doc.prerequisite !== undefined,
        prerequisite: doc.prerequisite ?? null,
        subtype: doc.subtype ?? '',
        ...kinds,
        ...contentFields(doc),
      },
    },
  ];
};

interface Property {
  key: string;
  name: string;
  contentSet?: string;
  description: string;
}

/** The glossaries printed each property under its own small heading; the canonical text drops it, the page wants it. */
const mapProperty =
  (resource: 'weaponProperty' | 'armorProperty'): Mapper<Property> =>
  (doc) => [{ resource, record: { name: doc.name, content: `#### ${doc.name}\n${doc.description}`, ...contentFields(doc, { source: 'None' }) } }];

export const mapWeaponProperty = mapProperty('weaponProperty');
export const mapArmorProperty = mapProperty('armorProperty');

interface ReferenceTable {
  key: string;
  name: string;
  contentSet?: string;
  body: string;
  subject?: string;
}

export const mapReferenceTable: Mapper<ReferenceTable> = (doc) => [
  {
    resource: 'referenceTable',
    record: { name: doc.name, content: doc.body, ...contentFields(doc, { source: 'None' }), ...(doc.subject ? { subject: doc.subject } : {}) },
  },
];
