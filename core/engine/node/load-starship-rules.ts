// Node-only: reads a rules-data folder in the importer's shape into the starship engine's rules data. A folder without
// the starship catalogue (the original API's export) gets the bundled one, which is keyed to its records by name.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StarshipRulesData } from '../starships/rules.ts';
import { BUNDLED_RULES_DIR, RulesLoadError } from './load-rules.ts';

/** Resource file names (core/resources.ts keys) of each part of the starship rules data. */
export const STARSHIP_RULES_FILES: Record<keyof StarshipRulesData, string> = {
  sizes: 'starshipBaseSize',
  equipment: 'starshipEquipment',
  modifications: 'starshipModification',
  deployments: 'StarshipDeployment',
  ventures: 'starshipVenture',
  mechanics: 'starshipMechanics',
};

/** Loads every starship resource file; a missing file or a file that is not a JSON array is an error naming it. */
export function loadStarshipRulesDir(dir: string): StarshipRulesData {
  const result: Partial<Record<keyof StarshipRulesData, unknown[]>> = {};
  for (const [key, file] of Object.entries(STARSHIP_RULES_FILES) as [keyof StarshipRulesData, string][]) {
    let path = join(dir, `${file}.json`);
    if (key === 'mechanics' && !existsSync(path)) path = join(BUNDLED_RULES_DIR, `${file}.json`);
    if (!existsSync(path)) throw new RulesLoadError(`Rules data file missing: ${path}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new RulesLoadError(`Rules data file ${path} is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(parsed)) throw new RulesLoadError(`Rules data file ${path} must hold a JSON array`);
    result[key] = parsed;
  }
  return result as unknown as StarshipRulesData;
}
