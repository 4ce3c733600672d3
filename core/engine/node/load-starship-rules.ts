// Node-only: reads a rules-data folder in the importer's shape into the starship engine's rules data. A folder without
// the starship catalogue (the original API's export) gets the bundled one, which is keyed to its records by name.
import type { ResourceKey } from '../../resources.ts';
import type { StarshipRulesData } from '../starships/rules.ts';
import { readRulesFile } from './rules-file.ts';

/** Resource file names (core/resources.ts keys) of each part of the starship rules data. */
export const STARSHIP_RULES_FILES: Record<keyof StarshipRulesData, ResourceKey> = {
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
  for (const [key, file] of Object.entries(STARSHIP_RULES_FILES) as [keyof StarshipRulesData, ResourceKey][]) result[key] = readRulesFile(dir, file).rows;
  return result as unknown as StarshipRulesData;
}
