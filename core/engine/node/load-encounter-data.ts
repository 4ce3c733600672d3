// Node-only: reads what the encounter engine needs from a rules folder in the importer's shape: monster.json, and
// encounterRules.json (our own data: a folder from the original API has none, so the bundled catalogue serves).
import { encounterRuleSchema } from '../../schemas/encounter-rules.ts';
import type { MonsterRecord } from '../../schemas/index.ts';
import { EncounterRulesError, indexEncounterRules, type EncounterRules } from '../encounters/rules.ts';
import { readRulesFile, RulesLoadError } from './rules-file.ts';

export interface EncounterData {
  rules: EncounterRules;
  monsters: MonsterRecord[];
  /** The catalogue file read (the folder's own, or the bundled one). */
  rulesFile: string;
  monstersFile: string;
}

export function loadEncounterData(dir: string): EncounterData {
  const monsters = readRulesFile(dir, 'monster');
  const catalogue = readRulesFile(dir, 'encounterRules', { schema: encounterRuleSchema });
  let rules: EncounterRules;
  try {
    rules = indexEncounterRules(catalogue.rows as Parameters<typeof indexEncounterRules>[0]);
  } catch (error) {
    if (error instanceof EncounterRulesError) throw new RulesLoadError(`Rules data file ${catalogue.path}: ${error.problems.join('; ')}`);
    throw error;
  }
  return { rules, monsters: monsters.rows as MonsterRecord[], rulesFile: catalogue.path, monstersFile: monsters.path };
}
