// The resource catalogue: every rules-data resource with every fact the rest of the code needs about it, written once.
// The importer, the store, GraphQL resolvers, REST routes, the search index and the browser's cache rules all derive
// from these entries. Adding a resource is one entry here, its SDL type in schema/ and its record schema in
// core/schemas/index.ts (RECORD_SCHEMAS, keyed by ResourceKey, so a missing schema is a type error); the server's
// derivations check the GraphQL names against the generated types, so a name the SDL lacks does not compile.
//
// Plain data only (no zod, no React): the browser's start-up bundle imports this module for its cache rules.
import { ROUTES, type RouteKey } from './routes.ts';
import type { BookKey, CUSTOMIZATION_OPTION_SLUGS, itemPaths } from './site-paths.ts';

export type ResourceKind =
  /** An array of records, each with a `name` (or `level` for advancements). */
  | 'records'
  /** An array of rulebook chapters `{chapterName, contentMarkdown, ...}`; also importable as `<key>/<chapterName>.json`. */
  | 'chapters'
  /** A single markdown text (a JSON string). */
  | 'text';

/**
 * How one argument of a list query narrows the records:
 * - `text`: the field equals the value, ignoring case (names are matched as the original site matched them);
 * - `oneOf`: the field is one of the given values; `oneOfText` the same ignoring case;
 * - `equals`: the field equals the value exactly (on a list field: the list holds it).
 * An absent argument, or an empty list, narrows nothing.
 */
export type FilterMatch = 'text' | 'oneOf' | 'oneOfText' | 'equals';

export interface ListFilter {
  /** The GraphQL argument. */
  arg: string;
  /** The stored record's field it is compared with. */
  field: string;
  match: FilterMatch;
}

/**
 * How Apollo's normalized cache stores records of a GraphQL type: `byName` normalizes them by name (only where names
 * are unique in the real data, so detail queries read them straight from list results); `embedded` keeps them inside
 * the query result that brought them (names repeat: two 'Extra Attack' features, two 'Saberstaff' weapons); a list
 * of fields is the type's own key.
 */
export type CachePolicy = 'byName' | 'embedded' | readonly string[];

export interface GraphQLDef {
  /** The SDL type of one record. */
  type: string;
  /**
   * The stored record's TypeScript type (exported by `core/schemas/index.ts`): codegen maps the SDL type to it, so
   * resolvers receive records as stored. A wrong name fails the compile of the generated resolver types.
   */
  record?: string;
  /** The Query field listing the records (or a book's chapters, or the credits text). */
  list: string;
  /** The Query field finding one record by name, when there is one. */
  item?: string;
  /** The list field's arguments, every one of them (the server checks both ways against the SDL). */
  filters: readonly ListFilter[];
  cache: CachePolicy;
  /** Fields of other types that hold these records (Class.archetypes): evicted with the resource. */
  nested?: Readonly<Record<string, readonly string[]>>;
}

/** A site path built from a record: the builder named here comes from core/site-paths.ts. */
export type SearchPath =
  /** A page of its own: `itemPaths[builder](value)`. */
  | { item: Exclude<keyof typeof itemPaths, 'hashModal'> }
  /** The record's row in a table page: `tablePath(base, name)`. */
  | { table: string }
  /** A customization option's table: `tablePath('/characters/customizationOptions/<slug>', name)`. */
  | { customization: (typeof CUSTOMIZATION_OPTION_SLUGS)[number] }
  /** The record opened over a page in the hash modal: `itemPaths.hashModal(base, name)`. */
  | { hashModal: string }
  /** A heading of a page: `<base>#<headingSlug(name)>`. */
  | { anchor: string }
  /** A chapter of the entry's book: `chapterPath(book, chapterName)`. */
  | { chapter: true };

export interface SearchTarget {
  /** The search result type (GlobalSearchTermType in the SDL). */
  type: string;
  path: SearchPath;
  /** The field whose value the path is built from, when not the record's name. */
  pathField?: string;
}

export interface SearchDef extends SearchTarget {
  /** The field shown as the result's name: `name` for records, `chapterName` for chapters. */
  nameField: 'name' | 'chapterName';
  /** A field whose value is added to the shown name in brackets ('Extra Attack (Fighter)'). */
  qualifierField?: string;
  /**
   * Records whose `field` has one of these values become these results instead (a Force power is a ForcePower under
   * /characters/forcePowers); `otherwise: null` leaves records matching no case out of the search.
   */
  variants?: { field: string; cases: Readonly<Record<string, SearchTarget>>; otherwise?: null };
  /**
   * What is indexed as text: every text field of the record (`fields`), or for chapters one document per heading
   * with the text below it (`sections`), linked to that heading's anchor.
   */
  text: 'fields' | 'sections';
}

export interface ResourceDef {
  /** Canonical name: the import file is `<key>.json`, the REST path `/api/<key>`, the store collection `<key>`. */
  key: string;
  /** Other names the original API used for the same data; accepted as file names and served as REST paths. */
  aliases: readonly string[];
  kind: ResourceKind;
  /** The entry in `GET /api/dataVersion` that changes when this resource is imported. */
  versionName: string;
  /** A human label, used in search result types and messages. */
  label: string;
  /** How GraphQL serves it; absent when it is not served over GraphQL (the engine reads it in Node). */
  graphql?: GraphQLDef;
  /**
   * The pages that show it (keys of the route table `core/routes.ts`): its table or card list and, where records
   * have a page of their own, the detail route. `[]` when it has no page of its own (it feeds the engine, or shows
   * inside another resource's page); required, so a new resource must answer.
   */
  pages: readonly RouteKey[];
  /**
   * Our own data, which a rules folder in the original API's shapes does not bring: where a folder lacks it, the
   * bundled file serves (the server's first import, the engine's folder loader), so the tools work on any data set.
   */
  ownData?: true;
  /** For chapter resources: the rulebook they make up (the `book` argument of `chapters` and `chapter`). */
  book?: BookKey;
  /** How its records become search results; absent when it is not searched (lookups, credits). */
  search?: SearchDef;
}

// Filters every list of that kind takes. The argument names keep their literal types, so the server can check
// each one against the SDL's arguments.
const filter =
  <M extends FilterMatch>(match: M) =>
  <A extends string, F extends string = A>(arg: A, field?: F) =>
    ({ arg, field: (field ?? arg) as F, match }) as const;
const text = filter('text');
const oneOf = filter('oneOf');
const oneOfText = filter('oneOfText');
const equals = filter('equals');
const byName = text('name');
const bySource = oneOf('contentSource');
const byContentType = oneOf('contentType');

// The result type keeps its literal type, so the server can check it against the SDL's result types.
const recordSearch = <T extends string, P extends SearchPath>(type: T, path: P) => ({ type, path, nameField: 'name', text: 'fields' }) as const;
const chapterSearch = <T extends string>(type: T) => ({ type, path: { chapter: true }, nameField: 'chapterName', text: 'sections' }) as const;
const chapterGraphQL = { type: 'Chapter', list: 'chapters', item: 'chapter', filters: [], cache: ['book', 'chapterName'] } as const;

/** A customization option: the Improvement-like lists shown under /characters/customizationOptions/<slug>. */
const customization = <T extends string, L extends string, S extends string = 'Improvement'>(
  type: T,
  list: L,
  slug: (typeof CUSTOMIZATION_OPTION_SLUGS)[number],
  sdlType: S = 'Improvement' as S,
) =>
  ({
    graphql: { type: sdlType, record: `${sdlType}Record` as const, list, filters: [byName, bySource], cache: 'embedded' },
    search: recordSearch(type, { customization: slug }),
  }) as const;

export const RESOURCES = [
  {
    key: 'archetype',
    versionName: 'archetypes',
    label: 'Archetype',
    kind: 'records',
    aliases: [],
    pages: ['archetypes', 'archetype'],
    graphql: {
      type: 'Archetype',
      record: 'ArchetypeRecord',
      list: 'archetypes',
      item: 'archetype',
      filters: [byName, text('className'), oneOf('casterType'), bySource, byContentType],
      cache: 'byName',
      nested: { Class: ['archetypes'] },
    },
    search: recordSearch('Archetype', { item: 'archetype' }),
  },
  {
    key: 'armorProperty',
    versionName: 'armorProperties',
    label: 'Armor Property',
    kind: 'records',
    aliases: [],
    pages: ['armor'],
    graphql: { type: 'Property', record: 'PropertyRecord', list: 'armorProperties', filters: [byName], cache: 'embedded' },
    search: recordSearch('ArmorProperty', { table: ROUTES.armor.pattern }),
  },
  {
    key: 'background',
    versionName: 'backgrounds',
    label: 'Background',
    kind: 'records',
    aliases: [],
    pages: ['backgrounds', 'background', 'phbBackgrounds', 'phbBackground'],
    graphql: { type: 'Background', record: 'BackgroundRecord', list: 'backgrounds', item: 'background', filters: [byName, bySource, byContentType], cache: 'byName' },
    search: recordSearch('Background', { item: 'background' }),
  },
  {
    key: 'class',
    versionName: 'classes',
    label: 'Class',
    kind: 'records',
    aliases: [],
    pages: ['classes', 'class', 'phbClasses', 'phbClass'],
    graphql: { type: 'Class', record: 'ClassRecord', list: 'classes', item: 'class', filters: [byName, bySource, oneOf('casterType')], cache: 'byName' },
    search: recordSearch('Class', { item: 'class' }),
  },
  {
    key: 'classImprovement',
    versionName: 'classImprovements',
    label: 'Class Improvement',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('ClassImprovement', 'classImprovements', 'classImprovements'),
  },
  {
    key: 'StarshipDeployment',
    versionName: 'starshipDeployments',
    label: 'Deployment',
    kind: 'records',
    aliases: [],
    pages: ['deployments', 'deployment', 'sotgDeployments', 'sotgDeployment'],
    graphql: { type: 'StarshipDeployment', record: 'DeploymentRecord', list: 'starshipDeployments', item: 'starshipDeployment', filters: [byName], cache: 'byName' },
    search: recordSearch('StarshipDeployment', { item: 'deployment' }),
  },
  {
    key: 'enhancedItem',
    versionName: 'enhancedItems',
    label: 'Enhanced Item',
    kind: 'records',
    aliases: [],
    pages: ['enhancedItems'],
    graphql: {
      type: 'EnhancedItem',
      record: 'EnhancedItemRecord',
      list: 'enhancedItems',
      item: 'enhancedItem',
      // An item may come in several rarities: `rarity` matches any of them.
      filters: [byName, oneOf('type'), oneOf('rarity', 'rarityOptions'), equals('requiresAttunement'), bySource, byContentType],
      cache: 'byName',
    },
    search: recordSearch('EnhancedItem', { table: ROUTES.enhancedItems.pattern }),
  },
  {
    key: 'feat',
    versionName: 'feats',
    label: 'Feat',
    kind: 'records',
    aliases: [],
    pages: ['feats'],
    graphql: {
      type: 'Feat',
      record: 'FeatRecord',
      list: 'feats',
      item: 'feat',
      // The feats raising an ability: the list of abilities holds it.
      filters: [byName, bySource, byContentType, equals('attributeIncreased', 'attributesIncreased')],
      cache: 'embedded',
      nested: { Background: ['featOptions'] },
    },
    search: recordSearch('Feat', { table: ROUTES.feats.pattern }),
  },
  {
    key: 'feature',
    versionName: 'features',
    label: 'Feature',
    kind: 'records',
    aliases: [],
    // Features are listed on their class, archetype or species page.
    pages: [],
    graphql: {
      type: 'Feature',
      record: 'FeatureRecord',
      list: 'features',
      filters: [byName, equals('source'), text('sourceName'), equals('level')],
      cache: 'embedded',
      nested: { Class: ['features'], Archetype: ['features'], Species: ['features'] },
    },
    // A feature is found on the page of what grants it; features of other sources have no page and are not searched.
    search: {
      ...recordSearch('Feature', { item: 'class' }),
      qualifierField: 'sourceName',
      variants: {
        field: 'source',
        cases: {
          Class: { type: 'Feature', path: { item: 'class' }, pathField: 'sourceName' },
          Archetype: { type: 'Feature', path: { item: 'archetype' }, pathField: 'sourceName' },
          Species: { type: 'Feature', path: { item: 'species' }, pathField: 'sourceName' },
        },
        otherwise: null,
      },
    },
  },
  // Data for the engine (what features do to a sheet, see docs/features.md): the character tools fetch it with the
  // rest of the rules; no page of its own and not searched.
  {
    key: 'featureMechanics',
    versionName: 'featureMechanics',
    label: 'Feature Mechanics',
    kind: 'records',
    aliases: [],
    pages: [],
    ownData: true,
    graphql: {
      type: 'FeatureMechanics',
      record: 'FeatureMechanicsRecord',
      list: 'featureMechanics',
      filters: [byName, equals('source'), text('sourceName')],
      // Names repeat across sources (Extra Attack of several classes): kept inside the query that brought them.
      cache: 'embedded',
    },
  },
  // What enhanced items do to the sheet (see docs/gear.md), keyed by item name: the character tools read it with the
  // rest of the rules; no page of its own and not searched.
  {
    key: 'gearMechanics',
    versionName: 'gearMechanics',
    label: 'Gear Mechanics',
    kind: 'records',
    aliases: [],
    pages: [],
    ownData: true,
    graphql: { type: 'GearMechanics', record: 'GearMechanicsRecord', list: 'gearMechanics', filters: [byName], cache: 'byName' },
  },
  // Our own numbers of the XP method and the combat tracker (see docs/encounters.md): the encounter builder and the
  // `encounter` command read them; no page of its own and not searched.
  {
    key: 'encounterRules',
    versionName: 'encounterRules',
    label: 'Encounter Rules',
    kind: 'records',
    aliases: [],
    pages: [],
    ownData: true,
    graphql: { type: 'EncounterRule', record: 'EncounterRuleRecord', list: 'encounterRules', filters: [byName, equals('kind')], cache: 'byName' },
  },
  // Our own multiclassing minimums (the class records carry none; see docs/levelup.md): the sheet's level up checks a
  // new class against them, and the `levelup` command reads the same file; no page of its own and not searched.
  {
    key: 'multiclassPrerequisites',
    versionName: 'multiclassPrerequisites',
    label: 'Multiclass Prerequisites',
    kind: 'records',
    aliases: [],
    pages: [],
    ownData: true,
    graphql: { type: 'MulticlassPrerequisite', record: 'MulticlassPrerequisiteRecord', list: 'multiclassPrerequisites', filters: [text('className')], cache: 'embedded' },
  },
  {
    key: 'fightingStyle',
    versionName: 'fightingStyles',
    label: 'Fighting Style',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('FightingStyle', 'fightingStyles', 'fightingStyles', 'FightingStyle'),
  },
  {
    key: 'fightingMastery',
    versionName: 'fightingMasteries',
    label: 'Fighting Mastery',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('FightingMastery', 'fightingMasteries', 'fightingMasteries', 'FightingMastery'),
  },
  {
    key: 'equipment',
    versionName: 'equipment',
    label: 'Equipment',
    kind: 'records',
    aliases: [],
    pages: ['armor', 'weapons', 'adventuringGear'],
    graphql: {
      type: 'Equipment',
      record: 'EquipmentRecord',
      list: 'equipmentList',
      item: 'equipment',
      filters: [byName, oneOf('equipmentCategory'), oneOf('weaponClassification'), oneOf('armorClassification'), bySource, byContentType],
      cache: 'embedded',
    },
    search: {
      ...recordSearch('AdventuringGear', { table: ROUTES.adventuringGear.pattern }),
      variants: {
        field: 'equipmentCategory',
        cases: {
          Weapon: { type: 'Weapon', path: { table: ROUTES.weapons.pattern } },
          Armor: { type: 'Armor', path: { table: ROUTES.armor.pattern } },
        },
      },
    },
  },
  {
    key: 'lightsaberForm',
    versionName: 'lightsaberForms',
    label: 'Lightsaber Form',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('LightsaberForm', 'lightsaberForms', 'lightsaberForms', 'LightsaberForm'),
  },
  {
    key: 'maneuvers',
    versionName: 'maneuvers',
    label: 'Maneuver',
    kind: 'records',
    aliases: [],
    pages: ['maneuvers', 'phbManeuvers'],
    graphql: { type: 'Maneuver', record: 'ManeuverRecord', list: 'maneuvers', item: 'maneuver', filters: [byName, oneOf('type'), bySource], cache: 'byName' },
    search: recordSearch('Maneuver', { table: ROUTES.maneuvers.pattern }),
  },
  {
    key: 'monster',
    versionName: 'monsters',
    label: 'Monster',
    kind: 'records',
    aliases: [],
    pages: ['monsters', 'monster'],
    graphql: {
      type: 'Monster',
      record: 'MonsterRecord',
      list: 'monsters',
      item: 'monster',
      // Sizes, types and alignments vary in case in the data; `type` matches any of a monster's types.
      filters: [byName, oneOfText('size'), oneOfText('type', 'types'), oneOf('challengeRating'), oneOfText('alignment'), bySource],
      cache: 'byName',
    },
    search: recordSearch('Monster', { item: 'monster' }),
  },
  {
    key: 'multiclassImprovement',
    versionName: 'multiclassImprovements',
    label: 'Multiclass Improvement',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('MulticlassImprovement', 'multiclassImprovements', 'multiclassImprovements'),
  },
  {
    key: 'power',
    versionName: 'powers',
    label: 'Power',
    kind: 'records',
    aliases: [],
    pages: ['forcePowers', 'techPowers', 'phbForcePowers', 'phbTechPowers'],
    graphql: {
      type: 'Power',
      record: 'PowerRecord',
      list: 'powers',
      item: 'power',
      filters: [byName, equals('powerType'), oneOf('level'), oneOf('forceAlignment'), equals('concentration'), bySource, byContentType],
      cache: 'byName',
    },
    search: {
      ...recordSearch('TechPower', { table: ROUTES.techPowers.pattern }),
      variants: { field: 'powerType', cases: { Force: { type: 'ForcePower', path: { table: ROUTES.forcePowers.pattern } } } },
    },
  },
  {
    key: 'species',
    versionName: 'species',
    label: 'Species',
    kind: 'records',
    aliases: [],
    pages: ['species', 'speciesItem', 'phbSpecies', 'phbSpeciesItem'],
    graphql: { type: 'Species', record: 'SpeciesRecord', list: 'speciesList', item: 'species', filters: [byName, bySource, byContentType, oneOfText('size')], cache: 'byName' },
    search: recordSearch('Species', { item: 'species' }),
  },
  {
    key: 'referenceTable',
    versionName: 'referenceTables',
    label: 'Reference Table',
    kind: 'records',
    aliases: [],
    // Reference tables open in the record modal over whichever page links them.
    pages: [],
    graphql: { type: 'ReferenceTable', record: 'ReferenceTableRecord', list: 'referenceTables', item: 'referenceTable', filters: [byName], cache: 'byName' },
    search: recordSearch('ReferenceTable', { hashModal: ROUTES.rules.pattern }),
  },
  {
    key: 'splashclassImprovement',
    versionName: 'splashclassImprovements',
    label: 'Splashclass Improvement',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('SplashclassImprovement', 'splashclassImprovements', 'splashclassImprovements'),
  },
  {
    key: 'starshipEquipment',
    versionName: 'starshipEquipment',
    label: 'Starship Equipment',
    kind: 'records',
    aliases: [],
    pages: ['starshipEquipment', 'starshipWeapons'],
    graphql: {
      type: 'StarshipEquipment',
      record: 'StarshipEquipmentRecord',
      list: 'starshipEquipmentList',
      item: 'starshipEquipment',
      filters: [byName, oneOf('type'), oneOf('weaponCategory')],
      cache: 'embedded',
    },
    search: {
      ...recordSearch('StarshipEquipment', { table: ROUTES.starshipEquipment.pattern }),
      variants: { field: 'type', cases: { Weapon: { type: 'StarshipWeapon', path: { table: ROUTES.starshipWeapons.pattern } } } },
    },
  },
  {
    key: 'starshipModification',
    versionName: 'starshipModifications',
    label: 'Starship Modification',
    kind: 'records',
    aliases: [],
    pages: ['modifications', 'sotgModifications'],
    graphql: {
      type: 'StarshipModification',
      record: 'ModificationRecord',
      list: 'starshipModifications',
      item: 'starshipModification',
      filters: [byName, oneOf('type'), oneOf('grade')],
      cache: 'embedded',
    },
    search: recordSearch('StarshipModification', { table: ROUTES.modifications.pattern }),
  },
  {
    key: 'starshipBaseSize',
    versionName: 'starshipBaseSizes',
    label: 'Starship Size',
    kind: 'records',
    aliases: [],
    pages: ['starshipSizes', 'starshipSize'],
    graphql: { type: 'StarshipBaseSize', record: 'StarshipSizeRecord', list: 'starshipBaseSizes', item: 'starshipBaseSize', filters: [byName], cache: 'byName' },
    search: recordSearch('StarshipSize', { item: 'starshipSize' }),
  },
  // Data for the starship engine (the numbers of the Starships of the Galaxy rules, docs/starships.md): the starship
  // tools fetch it with the sizes, equipment and modifications; no page of its own and not searched.
  {
    key: 'starshipMechanics',
    versionName: 'starshipMechanics',
    label: 'Starship Mechanics',
    kind: 'records',
    aliases: [],
    pages: [],
    ownData: true,
    graphql: {
      type: 'StarshipMechanics',
      record: 'StarshipMechanicsRecord',
      list: 'starshipMechanics',
      filters: [byName, equals('kind')],
      // A name may repeat across kinds (an equipment item and a modification could share one): kept inside the query.
      cache: 'embedded',
    },
  },
  {
    key: 'starshipVenture',
    versionName: 'starshipVentures',
    label: 'Venture',
    kind: 'records',
    aliases: [],
    pages: ['ventures', 'sotgCustomization'],
    graphql: { type: 'StarshipVenture', record: 'VentureRecord', list: 'starshipVentures', item: 'starshipVenture', filters: [byName], cache: 'embedded' },
    search: recordSearch('Venture', { table: ROUTES.ventures.pattern }),
  },
  {
    key: 'weaponFocus',
    versionName: 'weaponFocuses',
    label: 'Weapon Focus',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('WeaponFocus', 'weaponFocuses', 'weaponFocuses'),
  },
  {
    key: 'weaponProperty',
    versionName: 'weaponProperties',
    label: 'Weapon Property',
    kind: 'records',
    aliases: [],
    pages: ['weapons'],
    graphql: { type: 'Property', record: 'PropertyRecord', list: 'weaponProperties', filters: [byName], cache: 'embedded' },
    search: recordSearch('WeaponProperty', { table: ROUTES.weapons.pattern }),
  },
  {
    key: 'weaponSupremacy',
    versionName: 'weaponSupremacies',
    label: 'Weapon Supremacy',
    kind: 'records',
    aliases: [],
    pages: ['customizationOption'],
    ...customization('WeaponSupremacy', 'weaponSupremacies', 'weaponSupremacies'),
  },
  {
    key: 'characterAdvancement',
    versionName: 'characterAdvancementLU',
    label: 'Character Advancement',
    kind: 'records',
    aliases: [],
    // Lookups the character tools read (levels, skills); conditions are explained in a handbook chapter.
    pages: [],
    graphql: { type: 'CharacterAdvancement', record: 'CharacterAdvancementRecord', list: 'characterAdvancements', filters: [], cache: 'embedded' },
  },
  {
    key: 'conditions',
    versionName: 'conditionsLU',
    label: 'Condition',
    kind: 'records',
    aliases: [],
    pages: ['phbChapter'],
    graphql: { type: 'Condition', record: 'ConditionRecord', list: 'conditions', filters: [byName], cache: 'byName' },
    // Conditions are headings of the handbook's conditions appendix.
    search: recordSearch('Condition', { anchor: '/rules/phb/conditions' }),
  },
  {
    key: 'skills',
    versionName: 'skillsLU',
    label: 'Skill',
    kind: 'records',
    aliases: [],
    pages: [],
    graphql: { type: 'Skill', record: 'SkillRecord', list: 'skills', filters: [], cache: 'byName' },
  },
  {
    key: 'PlayerHandbookRule',
    versionName: 'player-handbook-rules',
    label: "Player's Handbook",
    kind: 'chapters',
    aliases: [],
    pages: ['phb', 'phbChapter'],
    book: 'PHB',
    graphql: chapterGraphQL,
    search: chapterSearch('PlayerHandbookChapter'),
  },
  {
    key: 'StarshipRule',
    versionName: 'starships-rules',
    label: 'Starships of the Galaxy',
    kind: 'chapters',
    aliases: [],
    pages: ['sotg', 'sotgChapter'],
    book: 'SOTG',
    graphql: chapterGraphQL,
    search: chapterSearch('StarshipsChapter'),
  },
  {
    key: 'WretchedHivesRule',
    versionName: 'wretched-hives-rules',
    label: 'Wretched Hives',
    kind: 'chapters',
    aliases: [],
    pages: ['wh', 'whChapter'],
    book: 'WH',
    graphql: chapterGraphQL,
    search: chapterSearch('WretchedHivesChapter'),
  },
  {
    key: 'ScumAndVillainyRule',
    versionName: 'scum-and-villainy-rules',
    label: 'Scum and Villainy',
    kind: 'chapters',
    aliases: [],
    pages: ['snvChapter'],
    book: 'SNV',
    graphql: chapterGraphQL,
    search: chapterSearch('ScumAndVillainyChapter'),
  },
  {
    key: 'VariantRule',
    versionName: 'variant-rules',
    label: 'Variant Rule',
    kind: 'chapters',
    aliases: ['variant-rules'],
    pages: ['variantRules', 'variantRule'],
    book: 'VARIANT_RULES',
    graphql: chapterGraphQL,
    search: chapterSearch('VariantRule'),
  },
  {
    key: 'ExpandedContent',
    versionName: 'expanded-content',
    label: 'Expanded Content',
    kind: 'chapters',
    aliases: ['expanded-content'],
    pages: ['expandedContent', 'expandedContentItem'],
    book: 'EXPANDED_CONTENT',
    graphql: chapterGraphQL,
    search: chapterSearch('ExpandedContent'),
  },
  // The books the content comes from and the attribution their license asks for: shown on the credits page and
  // printed on character sheets. Filled by the canonical import (its `source` documents) or the bundled data.
  {
    key: 'source',
    versionName: 'sources',
    label: 'Source',
    kind: 'records',
    aliases: [],
    pages: ['credits'],
    graphql: { type: 'Source', record: 'SourceRecord', list: 'sources', filters: [byName], cache: 'byName' },
  },
  {
    key: 'Credit',
    versionName: 'credits',
    label: 'Credits',
    kind: 'text',
    aliases: ['credits'],
    pages: ['credits'],
    // One markdown text: nothing to normalize, nothing to filter.
    graphql: { type: 'String', list: 'credits', filters: [], cache: 'embedded' },
  },
] as const satisfies readonly ResourceDef[];

export type ResourceKey = (typeof RESOURCES)[number]['key'];

/** The catalogue entry of one resource, with its literal types (list field names, filters...). */
export type ResourceEntry<K extends ResourceKey = ResourceKey> = Extract<(typeof RESOURCES)[number], { key: K }>;

/** The overall data version, bumped with every import; clients use it as a cheap "anything changed?" check. */
export const MASTER_VERSION = 'MASTERVERSION';
