// The legacy API's conventions the canonical mappers write back: its enum numbers, its capitalisation of enum texts,
// its content classification, ordinals and the null it used for "no value". Facts of the legacy shapes only.
import type { Doc } from '../../core/catalogue-store.ts';

/** The numbers the legacy API paired with each enum text (its `<field>Enum` companions). */
export const LEGACY_ENUMS = {
  contentType: { None: 0, Core: 1, ExpandedContent: 2, Lookup: 4 },
  contentSource: { None: 0, PHB: 1, WH: 2, SnV: 3, SotG: 4, EC: 5 },
  casterType: { None: 0, Force: 1, Tech: 2 },
  powerType: { None: 0, Force: 1, Tech: 2 },
  forceAlignment: { None: 0, Universal: 1, Dark: 2, Light: 3 },
  castingPeriod: { None: 0, Action: 1, BonusAction: 2, Reaction: 3, Minute: 4, Hour: 5 },
  equipmentCategory: {
    Unknown: 0, Ammunition: 1, Explosive: 2, Weapon: 3, Armor: 4, Storage: 5, Communications: 7, DataRecordingAndStorage: 8,
    LifeSupport: 9, Medical: 10, WeaponOrArmorAccessory: 11, Tool: 12, Utility: 16, GamingSet: 17, MusicalInstrument: 18,
    Clothing: 20, Kit: 21, AlcoholicBeverage: 22, Spice: 23,
  },
  damageType: {
    Unknown: 0, Acid: 1, Cold: 2, Energy: 3, Fire: 4, Force: 5, Ion: 6, Kinetic: 7, Lightning: 8, Necrotic: 9, Poison: 10, Psychic: 11, Sonic: 12,
  },
  weaponClassification: {
    Unknown: 0, SimpleBlaster: 1, MartialBlaster: 2, SimpleVibroweapon: 3, MartialVibroweapon: 4, SimpleLightweapon: 5,
    MartialLightweapon: 6, ExoticBlaster: 7, ExoticVibroweapon: 8, ExoticLightweapon: 9,
  },
  armorClassification: { Unknown: 0, Light: 1, Medium: 2, Heavy: 3, Shield: 4 },
  enhancedItemType: {
    AdventuringGear: 1, Armor: 2, Consumable: 3, CyberneticAugmentation: 4, DroidCustomization: 5, Focus: 6, ItemModification: 7,
    Shield: 8, Weapon: 9, ShipArmor: 11, ShipShield: 12, ShipWeapon: 13,
  },
  rarity: { Standard: 1, Premium: 2, Prototype: 3, Advanced: 4, Legendary: 5, Artifact: 6 },
  size: { Tiny: 1, Small: 2, Medium: 3, Large: 4, Huge: 5, Gargantuan: 6 },
  monsterBehaviorType: { None: 0, Trait: 1, Action: 2, Reaction: 3, Legendary: 4 },
  attackType: { None: 0, MeleeWeapon: 1, RangedWeapon: 2, MeleeTech: 3, RangedTech: 4, MeleeForce: 5, RangedForce: 6 },
  featureSource: { Class: 0, Archetype: 1, Species: 2 },
  starshipEquipmentType: { Armor: 0, Shield: 1, Weapon: 2, Ammunition: 3, Hyperdrive: 4, Reactor: 6, PowerCoupling: 7 },
  starshipWeaponCategory: { None: 0, Primary: 1, Secondary: 2, Tertiary: 3, Quaternary: 4 },
  starshipWeaponSize: { None: 0, Small: 1, Huge: 2 },
  modificationType: { Engineering: 1, Operation: 2, Suite: 3, Universal: 4, Weapon: 5 },
} as const;

export type LegacyEnum = keyof typeof LEGACY_ENUMS;

/** The number of an enum text; 0 (the legacy "none") for a text the table does not hold. */
export function enumNumber(table: LegacyEnum, text: string): number {
  return (LEGACY_ENUMS[table] as Record<string, number>)[text] ?? 0;
}

/** 'force' -> 'Force', 'bonusAction' -> 'BonusAction': the legacy API wrote enum texts in Pascal case. */
export function pascal(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'strength' -> 'Strength', for texts the legacy API capitalised. */
export const capitalize = pascal;

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 22 -> '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** The legacy source codes of the canonical source keys. */
const SOURCE_CODES: Record<string, keyof (typeof LEGACY_ENUMS)['contentSource']> = { phb: 'PHB', wh: 'WH', snv: 'SnV', sotg: 'SotG', ec: 'EC' };

/** The legacy `contentSource` of a canonical `sourceKey` ('None' for a source the legacy API did not know). */
export function legacySource(sourceKey: string | undefined): string {
  return (sourceKey && SOURCE_CODES[sourceKey]) || 'None';
}

/** The canonical source key of a legacy source code, the other way round. */
export function sourceKeyOf(contentSource: string): string | undefined {
  return Object.entries(SOURCE_CODES).find(([, code]) => code.toLowerCase() === contentSource.toLowerCase())?.[0];
}

/**
 * How the legacy API classified a resource's records. Most derived `contentType` from the content set and
 * `contentSource` from the book; some resources carried 'None' in one of them (starship records had no content type,
 * glossaries and rulebook chapters no source). Kept as it was, so filters and older clients see the same values.
 */
export interface Classification {
  type?: 'fromSet' | 'None';
  source?: 'fromKey' | 'None';
}

/** The four content classification fields of a record, from its canonical `contentSet` and `sourceKey`. */
export function contentFields(doc: { contentSet?: string; sourceKey?: string }, how: Classification = {}): Doc {
  const contentType = how.type === 'None' ? 'None' : doc.contentSet === 'expanded-content' ? 'ExpandedContent' : 'Core';
  const contentSource = how.source === 'None' ? 'None' : legacySource(doc.sourceKey);
  return {
    contentTypeEnum: enumNumber('contentType', contentType),
    contentType,
    contentSourceEnum: enumNumber('contentSource', contentSource),
    contentSource,
  };
}

/** The legacy API's table key forbids '/', '\\', '#' and '?': it dropped them from the names it keyed by. */
export function legacyRowKey(name: string): string {
  return name.replace(/[/\\#?]/g, '');
}

/**
 * A `<field>Json` companion as the legacy API wrote it: compact JSON with the member names of nested objects in
 * Pascal case (its serializer's convention), and '' for a field without a value.
 */
export function legacyJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  const pascalKeys = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(pascalKeys) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [pascal(k), pascalKeys(x)])) : v;
  return JSON.stringify(pascalKeys(value));
}
