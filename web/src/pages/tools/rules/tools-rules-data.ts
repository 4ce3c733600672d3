// From the ToolsRules query result to the engine's rules data: GraphQL's null fields become absent ones (the record
// types are the seed schemas', where missing means undefined), then the index is built once per result.
import { indexRules, type IndexedRules, type RulesData } from '../../../../../core/engine/index.ts';
import type { ToolsGearMechanicsQuery, ToolsRulesQuery } from '../../../gql/graphql.ts';
import { indexGearMechanics } from '../../../../../core/engine/gear/catalogue.ts';
import { indexPrerequisites, type LevelUpRules } from '../../../../../core/engine/levelup/index.ts';
import type { MulticlassPrerequisite } from '../../../../../core/schemas/multiclass-prerequisites.ts';

type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/** Drops the top-level null fields of each record (nested nulls, like a table cell, are data and stay). */
export function withoutNulls<T extends object>(records: readonly T[]): WithoutNulls<T>[] {
  return records.map((record) => {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== null) copy[key] = value;
    return copy as WithoutNulls<T>;
  });
}

export function toRulesData(data: ToolsRulesQuery): RulesData {
  return {
    classes: withoutNulls(data.classes),
    archetypes: withoutNulls(data.archetypes),
    species: withoutNulls(data.speciesList),
    backgrounds: withoutNulls(data.backgrounds),
    feats: withoutNulls(data.feats),
    powers: withoutNulls(data.powers),
    maneuvers: withoutNulls(data.maneuvers),
    equipment: withoutNulls(data.equipmentList),
    enhancedItems: withoutNulls(data.enhancedItems),
    conditions: withoutNulls(data.conditions),
    skills: withoutNulls(data.skills),
    characterAdvancements: withoutNulls(data.characterAdvancements),
    features: withoutNulls(data.features),
    fightingStyles: withoutNulls(data.fightingStyles),
    fightingMasteries: withoutNulls(data.fightingMasteries),
    lightsaberForms: withoutNulls(data.lightsaberForms),
    // GraphQL types the two flags Boolean; the record holds them only when true.
    featureMechanics: withoutNulls(data.featureMechanics).map(({ manual, descriptive, ...entry }) => ({
      ...entry,
      ...(manual ? { manual: true as const } : {}),
      ...(descriptive ? { descriptive: true as const } : {}),
    })),
    // The gear catalogue comes from its own query (withGearMechanics), fetched only for a character with enhanced items.
    gearMechanics: [],
  };
}

const asData = new WeakMap<ToolsRulesQuery, RulesData>();

/** The rules data of one query result, made once (a character's homebrew packs are added to it). */
export function toolsRulesData(data: ToolsRulesQuery): RulesData {
  let rules = asData.get(data);
  if (!rules) {
    rules = toRulesData(data);
    asData.set(data, rules);
  }
  return rules;
}

const indexed = new WeakMap<ToolsRulesQuery, IndexedRules>();

/** The index of one query result, built the first time it is asked for (Apollo hands back the same object while the data is unchanged). */
export function indexToolsRules(data: ToolsRulesQuery): IndexedRules {
  let rules = indexed.get(data);
  if (!rules) {
    rules = indexRules(toolsRulesData(data));
    indexed.set(data, rules);
  }
  return rules;
}

const prerequisites = new WeakMap<ToolsRulesQuery, LevelUpRules>();

/** The level-up engine's rules of one query result: the indexed rules and the multiclassing minimums by class. */
export function levelUpRulesOf(data: ToolsRulesQuery): LevelUpRules {
  let levelUpRules = prerequisites.get(data);
  if (!levelUpRules) {
    // GraphQL types the abilities as text; the catalogue's schema allows only ability names, checked on import.
    const rows = data.multiclassPrerequisites as unknown as MulticlassPrerequisite[];
    levelUpRules = { rules: indexToolsRules(data), prerequisites: indexPrerequisites(rows) };
    prerequisites.set(data, levelUpRules);
  }
  return levelUpRules;
}

const withGear = new WeakMap<IndexedRules, WeakMap<ToolsGearMechanicsQuery, IndexedRules>>();

/**
 * The rules with the gear catalogue of its own query: the same index with the gear entries swapped in (the other
 * indexes are shared, so this is cheap), built once per pair of results.
 */
export function withGearMechanics(rules: IndexedRules, gear: ToolsGearMechanicsQuery): IndexedRules {
  let byGear = withGear.get(rules);
  if (!byGear) withGear.set(rules, (byGear = new WeakMap()));
  let combined = byGear.get(gear);
  if (!combined) {
    combined = { ...rules, gearMechanics: indexGearMechanics(withoutNulls(gear.gearMechanics)) };
    byGear.set(gear, combined);
  }
  return combined;
}

/** Whether a character needs the gear catalogue: it carries an enhanced item. */
export function carriesEnhancedItems(character: { equipment?: readonly { category?: string | null }[] } | undefined): boolean {
  return (character?.equipment ?? []).some((entry) => entry.category === 'EnhancedItem');
}
