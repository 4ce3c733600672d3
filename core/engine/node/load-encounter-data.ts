// Node-only: reads what the encounter engine needs from a rules folder in the importer's shape: monster.json, and
// encounterRules.json (our own data: a folder from the original API has none, so the bundled catalogue serves).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encounterRuleSchema } from '../../schemas/encounter-rules.ts';
import type { MonsterRecord } from '../../schemas/index.ts';
import { EncounterRulesError, indexEncounterRules, type EncounterRules } from '../encounters/rules.ts';
import { BUNDLED_RULES_DIR, RulesLoadError } from './load-rules.ts';

export interface EncounterData {
  rules: EncounterRules;
  monsters: MonsterRecord[];
  /** The catalogue file read (the folder's own, or the bundled one). */
  rulesFile: string;
  monstersFile: string;
}

function readArray(path: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new RulesLoadError(`Rules data file ${path} cannot be read as JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new RulesLoadError(`Rules data file ${path} must hold a JSON array`);
  return parsed;
}

export function loadEncounterData(dir: string): EncounterData {
  const monstersFile = join(dir, 'monster.json');
  if (!existsSync(monstersFile)) throw new RulesLoadError(`Rules data file missing: ${monstersFile}`);
  const own = join(dir, 'encounterRules.json');
  const rulesFile = existsSync(own) ? own : join(BUNDLED_RULES_DIR, 'encounterRules.json');
  const rows = readArray(rulesFile);
  // The engine trusts the catalogue's shapes, so a hand-edited file is checked here, naming the first bad row.
  rows.forEach((row, index) => {
    const check = encounterRuleSchema.safeParse(row);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      throw new RulesLoadError(`Rules data file ${rulesFile}[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
    }
  });
  let rules: EncounterRules;
  try {
    rules = indexEncounterRules(rows as Parameters<typeof indexEncounterRules>[0]);
  } catch (error) {
    if (error instanceof EncounterRulesError) throw new RulesLoadError(`Rules data file ${rulesFile}: ${error.problems.join('; ')}`);
    throw error;
  }
  return { rules, monsters: readArray(monstersFile) as MonsterRecord[], rulesFile, monstersFile };
}
