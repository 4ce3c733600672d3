// The spec's data-cache rules (section 4), as pure functions: when to refetch the version list, which cached
// resources are stale, and which parts of the normalized cache hold each resource.
import { resourceDef, RESOURCES, MASTER_VERSION, type ResourceKey } from '../../../../core/resources.ts';
import type { Rulebook } from '../../gql/graphql.ts';

/** The data-version list is refetched when missing or older than this (spec section 9: every 3 days). */
export const VERSION_LIST_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/** What the persisted cache knows about the data it holds. */
export interface DataVersionMeta {
  /** When the version list was last fetched (ms since epoch); null when never. */
  fetchedAt: number | null;
  /** Version name -> the version the cached data of that resource came from. */
  versions: Record<string, number>;
}

export const EMPTY_META: DataVersionMeta = { fetchedAt: null, versions: {} };

export function isVersionListStale(meta: DataVersionMeta, now: number): boolean {
  if (meta.fetchedAt === null || !Number.isFinite(meta.fetchedAt)) return true;
  // A clock set back makes the age negative: treat that as stale too rather than trusting it for ever.
  const age = now - meta.fetchedAt;
  return age < 0 || age > VERSION_LIST_MAX_AGE_MS;
}

/**
 * Version names whose cached data is older than the server's. A name the cache never recorded is stale too (its data,
 * if any, came from an unknown version); names the server no longer lists are left alone.
 */
export function staleVersionNames(cached: Record<string, number>, server: ReadonlyArray<{ name: string; version: number }>): string[] {
  return server.filter((v) => !(v.name in cached) || cached[v.name] < v.version).map((v) => v.name);
}

/** Where one resource lives in the cache: root query fields, normalized types and fields embedded in other types. */
export interface CachedResource {
  rootFields: string[];
  /** For chapter resources: only the root fields whose `book` argument is this book. */
  book?: Rulebook;
  types?: string[];
  nested?: Record<string, string[]>;
}

const CHAPTER_BOOKS: Partial<Record<ResourceKey, Rulebook>> = {
  PlayerHandbookRule: 'PHB',
  StarshipRule: 'SOTG',
  WretchedHivesRule: 'WH',
  ScumAndVillainyRule: 'SNV',
  VariantRule: 'VARIANT_RULES',
  ExpandedContent: 'EXPANDED_CONTENT',
};

const RECORD_FIELDS: Partial<Record<ResourceKey, CachedResource>> = {
  archetype: { rootFields: ['archetypes', 'archetype'], types: ['Archetype'], nested: { Class: ['archetypes'] } },
  armorProperty: { rootFields: ['armorProperties'] },
  background: { rootFields: ['backgrounds', 'background'], types: ['Background'] },
  class: { rootFields: ['classes', 'class'], types: ['Class'] },
  classImprovement: { rootFields: ['classImprovements'] },
  StarshipDeployment: { rootFields: ['starshipDeployments', 'starshipDeployment'], types: ['StarshipDeployment'] },
  enhancedItem: { rootFields: ['enhancedItems', 'enhancedItem'], types: ['EnhancedItem'] },
  feat: { rootFields: ['feats', 'feat'], nested: { Background: ['featOptions'] } },
  feature: { rootFields: ['features'], nested: { Class: ['features'], Archetype: ['features'], Species: ['features'] } },
  // Not served over GraphQL yet (the engine reads it in Node); nothing of it sits in the browser's cache.
  featureMechanics: { rootFields: [] },
  fightingStyle: { rootFields: ['fightingStyles'] },
  fightingMastery: { rootFields: ['fightingMasteries'] },
  equipment: { rootFields: ['equipmentList', 'equipment'] },
  lightsaberForm: { rootFields: ['lightsaberForms'] },
  maneuvers: { rootFields: ['maneuvers', 'maneuver'], types: ['Maneuver'] },
  monster: { rootFields: ['monsters', 'monster'], types: ['Monster'] },
  multiclassImprovement: { rootFields: ['multiclassImprovements'] },
  power: { rootFields: ['powers', 'power'], types: ['Power'] },
  species: { rootFields: ['speciesList', 'species'], types: ['Species'] },
  referenceTable: { rootFields: ['referenceTables', 'referenceTable'], types: ['ReferenceTable'] },
  splashclassImprovement: { rootFields: ['splashclassImprovements'] },
  starshipEquipment: { rootFields: ['starshipEquipmentList', 'starshipEquipment'] },
  starshipModification: { rootFields: ['starshipModifications', 'starshipModification'] },
  starshipBaseSize: { rootFields: ['starshipBaseSizes', 'starshipBaseSize'], types: ['StarshipBaseSize'] },
  starshipVenture: { rootFields: ['starshipVentures', 'starshipVenture'] },
  weaponFocus: { rootFields: ['weaponFocuses'] },
  weaponProperty: { rootFields: ['weaponProperties'] },
  weaponSupremacy: { rootFields: ['weaponSupremacies'] },
  characterAdvancement: { rootFields: ['characterAdvancements'] },
  conditions: { rootFields: ['conditions'], types: ['Condition'] },
  skills: { rootFields: ['skills'], types: ['Skill'] },
  Credit: { rootFields: ['credits'] },
};

/** The cache locations of the data named by one data-version name (search results depend on everything). */
export function cachedResourceFor(versionName: string): CachedResource[] {
  if (versionName === MASTER_VERSION) return [{ rootFields: ['search'] }];
  const def = RESOURCES.find((r) => r.versionName === versionName);
  if (!def) return [];
  const key = def.key as ResourceKey;
  const book = CHAPTER_BOOKS[key];
  if (book) return [{ rootFields: ['chapters', 'chapter'], book, types: ['Chapter'] }];
  return RECORD_FIELDS[key] ? [RECORD_FIELDS[key]!] : [];
}

/** Every resource has a place in the cache map (checked by a test, so a new resource cannot be forgotten). */
export function unmappedResources(): ResourceKey[] {
  return RESOURCES.map((r) => r.key as ResourceKey).filter((k) => cachedResourceFor(resourceDef(k).versionName).length === 0);
}
