// Per-request DataLoaders for relations between rules records (class -> archetypes, power -> prerequisite, ...).
import DataLoader from 'dataloader';
import type { ResourceKey } from '../../core/resources.ts';
import type { ArchetypeRecord, ClassRecord, FeatRecord, FeatureRecord, PowerRecord } from '../../core/schemas/index.ts';
import type { Doc } from '../store/port.ts';
import { textEquals } from './filters.ts';
import type { RulesService } from './rules-service.ts';

const key = (s: string) => s.toLowerCase();

/** Loads records of one resource by name (case-insensitive), batched into one store query per tick. */
function byName<T extends Doc>(rules: RulesService, resource: ResourceKey) {
  return new DataLoader<string, T | null>(async (names) => {
    const docs = await rules.find(resource, { $or: names.map((n) => textEquals('name', n)) });
    const found = new Map<string, T>();
    for (const d of docs) if (!found.has(key(String(d.name)))) found.set(key(String(d.name)), d as T);
    return names.map((n) => found.get(key(n)) ?? null);
  });
}

/** Loads every record whose `field` equals one of the keys (case-insensitive), grouped by key. */
function groupedBy<T extends Doc>(rules: RulesService, resource: ResourceKey, field: string, extra: Record<string, unknown> = {}) {
  return new DataLoader<string, T[]>(async (values) => {
    const docs = await rules.find(resource, {
      ...extra,
      $or: values.map((v) => textEquals(field, v)),
    });
    const groups = new Map<string, T[]>();
    for (const d of docs) {
      const k = key(String(d[field]));
      groups.set(k, [...(groups.get(k) ?? []), d as T]);
    }
    return values.map((v) => groups.get(key(v)) ?? []);
  });
}

export function createRuleLoaders(rules: RulesService) {
  return {
    classByName: byName<ClassRecord>(rules, 'class'),
    powerByName: byName<PowerRecord>(rules, 'power'),
    featByName: byName<FeatRecord>(rules, 'feat'),
    archetypesByClass: groupedBy<ArchetypeRecord>(rules, 'archetype', 'className'),
    featuresBySource: {
      Class: groupedBy<FeatureRecord>(rules, 'feature', 'sourceName', { source: 'Class' }),
      Archetype: groupedBy<FeatureRecord>(rules, 'feature', 'sourceName', { source: 'Archetype' }),
      Species: groupedBy<FeatureRecord>(rules, 'feature', 'sourceName', { source: 'Species' }),
    },
  };
}

export type RuleLoaders = ReturnType<typeof createRuleLoaders>;
