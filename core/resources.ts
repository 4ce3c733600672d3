// The one list of rules-data resources: file names, API names, data-version names and kinds.
// The importer, the store, GraphQL, REST and search all take their resource names from here.

export type ResourceKind =
  /** An array of records, each with a `name` (or `level` for advancements). */
  | 'records'
  /** An array of rulebook chapters `{chapterName, contentMarkdown, ...}`; also importable as `<key>/<chapterName>.json`. */
  | 'chapters'
  /** A single markdown text (a JSON string). */
  | 'text';

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
}

const r = <K extends string>(
  key: K,
  versionName: string,
  label: string,
  kind: ResourceKind = 'records',
  aliases: string[] = [],
): ResourceDef & { key: K } => ({
  key,
  aliases,
  kind,
  versionName,
  label,
});

export const RESOURCES = [
  r('archetype', 'archetypes', 'Archetype'),
  r('armorProperty', 'armorProperties', 'Armor Property'),
  r('background', 'backgrounds', 'Background'),
  r('class', 'classes', 'Class'),
  r('classImprovement', 'classImprovements', 'Class Improvement'),
  r('StarshipDeployment', 'starshipDeployments', 'Deployment'),
  r('enhancedItem', 'enhancedItems', 'Enhanced Item'),
  r('feat', 'feats', 'Feat'),
  r('feature', 'features', 'Feature'),
  r('featureMechanics', 'featureMechanics', 'Feature Mechanics'),
  r('fightingStyle', 'fightingStyles', 'Fighting Style'),
  r('fightingMastery', 'fightingMasteries', 'Fighting Mastery'),
  r('equipment', 'equipment', 'Equipment'),
  r('lightsaberForm', 'lightsaberForms', 'Lightsaber Form'),
  r('maneuvers', 'maneuvers', 'Maneuver'),
  r('monster', 'monsters', 'Monster'),
  r('multiclassImprovement', 'multiclassImprovements', 'Multiclass Improvement'),
  r('power', 'powers', 'Power'),
  r('species', 'species', 'Species'),
  r('referenceTable', 'referenceTables', 'Reference Table'),
  r('splashclassImprovement', 'splashclassImprovements', 'Splashclass Improvement'),
  r('starshipEquipment', 'starshipEquipment', 'Starship Equipment'),
  r('starshipModification', 'starshipModifications', 'Starship Modification'),
  r('starshipBaseSize', 'starshipBaseSizes', 'Starship Size'),
  r('starshipVenture', 'starshipVentures', 'Venture'),
  r('weaponFocus', 'weaponFocuses', 'Weapon Focus'),
  r('weaponProperty', 'weaponProperties', 'Weapon Property'),
  r('weaponSupremacy', 'weaponSupremacies', 'Weapon Supremacy'),
  r('characterAdvancement', 'characterAdvancementLU', 'Character Advancement'),
  r('conditions', 'conditionsLU', 'Condition'),
  r('skills', 'skillsLU', 'Skill'),
  r('PlayerHandbookRule', 'player-handbook-rules', "Player's Handbook", 'chapters'),
  r('StarshipRule', 'starships-rules', 'Starships of the Galaxy', 'chapters'),
  r('WretchedHivesRule', 'wretched-hives-rules', 'Wretched Hives', 'chapters'),
  r('ScumAndVillainyRule', 'scum-and-villainy-rules', 'Scum and Villainy', 'chapters'),
  r('VariantRule', 'variant-rules', 'Variant Rule', 'chapters', ['variant-rules']),
  r('ExpandedContent', 'expanded-content', 'Expanded Content', 'chapters', ['expanded-content']),
  r('Credit', 'credits', 'Credits', 'text', ['credits']),
] as const satisfies readonly ResourceDef[];

export type ResourceKey = (typeof RESOURCES)[number]['key'];

/** The overall data version, bumped with every import; clients use it as a cheap "anything changed?" check. */
export const MASTER_VERSION = 'MASTERVERSION';

/** Files in an import folder that are recognised but deliberately not imported (the server computes them). */
export const IGNORED_FILES: Readonly<Record<string, string>> = {
  'dataVersion.json': 'data versions are assigned by the importer, not imported',
  'MANIFEST.json': 'a description of the folder, not rules data',
  'README.md': 'a description of the folder, not rules data',
};

const byName = new Map<string, ResourceDef>();
for (const def of RESOURCES as readonly ResourceDef[]) {
  byName.set(def.key, def);
  for (const alias of def.aliases) byName.set(alias, def);
}

/** Finds a resource by its canonical name or any alias (exact, case-sensitive, as the original API). */
export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export function resourceDef(key: ResourceKey): ResourceDef {
  const def = byName.get(key);
  if (!def) throw new Error(`Unknown resource: ${key}`);
  return def;
}
