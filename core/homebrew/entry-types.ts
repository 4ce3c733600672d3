// The types of entry a homebrew pack may hold: for each, the resource whose record schema checks it (the same
// schema official records of that resource pass), the folder it travels in (the canonical format's type folder,
// content/<type>/<key>.json), the feature-mechanics source its mechanics entries attach to (null: the type's
// records carry no feature mechanics), and a label for messages and lists. One table; everything else reads it.
import type { MechanicsSource } from '../schemas/feature-mechanics.ts';
import type { ResourceKey } from '../resources.ts';

export interface HomebrewEntryType {
  /** The entry's `type` in a pack, which is also its folder in an exported pack (`content/<type>/`). */
  type: string;
  resource: ResourceKey;
  mechanicsSource: MechanicsSource | null;
  label: { singular: string; plural: string };
}

export const HOMEBREW_ENTRY_TYPES = [
  { type: 'species', resource: 'species', mechanicsSource: 'Species', label: { singular: 'species', plural: 'species' } },
  { type: 'archetype', resource: 'archetype', mechanicsSource: 'Archetype', label: { singular: 'archetype', plural: 'archetypes' } },
  { type: 'background', resource: 'background', mechanicsSource: 'Background', label: { singular: 'background', plural: 'backgrounds' } },
  { type: 'feat', resource: 'feat', mechanicsSource: 'Feat', label: { singular: 'feat', plural: 'feats' } },
  { type: 'fighting-style', resource: 'fightingStyle', mechanicsSource: 'FightingStyle', label: { singular: 'fighting style', plural: 'fighting styles' } },
  // Force and tech powers are one resource; the record's powerType tells them apart.
  { type: 'power', resource: 'power', mechanicsSource: null, label: { singular: 'power', plural: 'powers' } },
  { type: 'maneuver', resource: 'maneuvers', mechanicsSource: null, label: { singular: 'maneuver', plural: 'maneuvers' } },
  { type: 'equipment', resource: 'equipment', mechanicsSource: null, label: { singular: 'piece of equipment', plural: 'equipment' } },
  { type: 'enhanced-item', resource: 'enhancedItem', mechanicsSource: null, label: { singular: 'enhanced item', plural: 'enhanced items' } },
  { type: 'monster', resource: 'monster', mechanicsSource: null, label: { singular: 'monster', plural: 'monsters' } },
  { type: 'starship-modification', resource: 'starshipModification', mechanicsSource: null, label: { singular: 'starship modification', plural: 'starship modifications' } },
] as const satisfies readonly HomebrewEntryType[];

export type HomebrewEntryTypeName = (typeof HOMEBREW_ENTRY_TYPES)[number]['type'];

export const HOMEBREW_TYPE_NAMES = HOMEBREW_ENTRY_TYPES.map((t) => t.type) as unknown as readonly [HomebrewEntryTypeName, ...HomebrewEntryTypeName[]];

/** The entry type of a name, or undefined for anything else (input from a file or a request). */
export function homebrewEntryType(name: unknown): HomebrewEntryType | undefined {
  return (HOMEBREW_ENTRY_TYPES as readonly HomebrewEntryType[]).find((t) => t.type === name);
}

/** The file key of an entry's name ("Twi'lek Blademaster" -> "twilek-blademaster"): lower case, words joined by "-". */
export function homebrewKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
