// Turns rules records and chapters into search entries: the name shown, the site path and the result type.
import { CUSTOMIZATION_OPTION_SLUGS, chapterPath, headingSlug, itemPaths, tablePath, type BookKey } from '../../core/site-paths.ts';
import type { ResourceKey } from '../../core/resources.ts';
import { BOOK_RESOURCES } from '../chapters/chapter-service.ts';
import type { GlobalSearchTermType } from '../graphql/generated/resolvers-types.ts';
import type { Doc } from '../store/port.ts';

export interface SearchEntry {
  fullName: string;
  path: string;
  rowKey: string;
  globalSearchTermType: GlobalSearchTermType;
}

type EntryOf = (doc: Doc) => Omit<SearchEntry, 'rowKey'> | undefined;

const name = (d: Doc) => String(d.name);
const simple =
  (type: GlobalSearchTermType, path: (name: string) => string): EntryOf =>
  (d) => ({ fullName: name(d), path: path(name(d)), globalSearchTermType: type });
const table = (type: GlobalSearchTermType, base: string) => simple(type, (n) => tablePath(base, n));

const customization = (slug: (typeof CUSTOMIZATION_OPTION_SLUGS)[number], type: GlobalSearchTermType) =>
  table(type, `/characters/customizationOptions/${slug}`);

const chapter =
  (book: BookKey, type: GlobalSearchTermType): EntryOf =>
  (d) => ({ fullName: String(d.chapterName), path: chapterPath(book, String(d.chapterName)), globalSearchTermType: type });

/** How each searchable resource becomes entries; resources absent here (lookups, credits) are not searched. */
export const SEARCH_ENTRY_BUILDERS: Partial<Record<ResourceKey, EntryOf>> = {
  species: simple('Species', itemPaths.species),
  class: simple('Class', itemPaths.class),
  archetype: simple('Archetype', itemPaths.archetype),
  background: simple('Background', itemPaths.background),
  feat: table('Feat', '/characters/feats'),
  feature: (d) => {
    const source = String(d.sourceName ?? '');
    const path =
      d.source === 'Class' ? itemPaths.class(source) : d.source === 'Archetype' ? itemPaths.archetype(source) : d.source === 'Species' ? itemPaths.species(source) : undefined;
    if (!path) return undefined;
    return { fullName: source ? `${name(d)} (${source})` : name(d), path, globalSearchTermType: 'Feature' };
  },
  power: (d) =>
    d.powerType === 'Force'
      ? { fullName: name(d), path: tablePath('/characters/forcePowers', name(d)), globalSearchTermType: 'ForcePower' }
      : { fullName: name(d), path: tablePath('/characters/techPowers', name(d)), globalSearchTermType: 'TechPower' },
  maneuvers: table('Maneuver', '/characters/maneuvers'),
  classImprovement: customization('classImprovements', 'ClassImprovement'),
  multiclassImprovement: customization('multiclassImprovements', 'MulticlassImprovement'),
  splashclassImprovement: customization('splashclassImprovements', 'SplashclassImprovement'),
  weaponFocus: customization('weaponFocuses', 'WeaponFocus'),
  weaponSupremacy: customization('weaponSupremacies', 'WeaponSupremacy'),
  fightingStyle: customization('fightingStyles', 'FightingStyle'),
  fightingMastery: customization('fightingMasteries', 'FightingMastery'),
  lightsaberForm: customization('lightsaberForms', 'LightsaberForm'),
  equipment: (d) =>
    d.equipmentCategory === 'Weapon'
      ? { fullName: name(d), path: tablePath('/loot/weapons', name(d)), globalSearchTermType: 'Weapon' }
      : d.equipmentCategory === 'Armor'
        ? { fullName: name(d), path: tablePath('/loot/armor', name(d)), globalSearchTermType: 'Armor' }
        : { fullName: name(d), path: tablePath('/loot/adventuringGear', name(d)), globalSearchTermType: 'AdventuringGear' },
  enhancedItem: table('EnhancedItem', '/loot/enhancedItems'),
  weaponProperty: table('WeaponProperty', '/loot/weapons'),
  armorProperty: table('ArmorProperty', '/loot/armor'),
  referenceTable: simple('ReferenceTable', (n) => itemPaths.hashModal('/rules', n)),
  conditions: simple('Condition', (n) => `/rules/phb/conditions#${headingSlug(n)}`),
  StarshipDeployment: simple('StarshipDeployment', itemPaths.deployment),
  starshipBaseSize: simple('StarshipSize', itemPaths.starshipSize),
  starshipModification: table('StarshipModification', '/starships/modifications'),
  starshipEquipment: (d) =>
    d.type === 'Weapon'
      ? { fullName: name(d), path: tablePath('/starships/weapons', name(d)), globalSearchTermType: 'StarshipWeapon' }
      : { fullName: name(d), path: tablePath('/starships/equipment', name(d)), globalSearchTermType: 'StarshipEquipment' },
  starshipVenture: table('Venture', '/starships/ventures'),
  monster: simple('Monster', itemPaths.monster),
  PlayerHandbookRule: chapter('PHB', 'PlayerHandbookChapter'),
  StarshipRule: chapter('SOTG', 'StarshipsChapter'),
  WretchedHivesRule: chapter('WH', 'WretchedHivesChapter'),
  ScumAndVillainyRule: chapter('SNV', 'ScumAndVillainyChapter'),
  VariantRule: chapter('VARIANT_RULES', 'VariantRule'),
  ExpandedContent: chapter('EXPANDED_CONTENT', 'ExpandedContent'),
};

const CHAPTER_RESOURCES = new Set<ResourceKey>(Object.values(BOOK_RESOURCES));

/** Chapters are searched section by section; every other resource record by record. */
export function isChapterResource(resource: ResourceKey): boolean {
  return CHAPTER_RESOURCES.has(resource);
}

export function toSearchEntry(resource: ResourceKey, doc: Doc): SearchEntry | undefined {
  const built = SEARCH_ENTRY_BUILDERS[resource]?.(doc);
  if (!built) return undefined;
  const rowKey = doc.rowKey ?? doc.name ?? doc.chapterName;
  return { ...built, rowKey: String(rowKey ?? built.fullName) };
}
