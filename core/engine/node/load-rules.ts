// Node-only: reads a rules-data folder in the importer's shape (<resource>.json files) into the engine's RulesData.
import { featureMechanicsSchema } from '../../schemas/feature-mechanics.ts';
import type { ResourceKey } from '../../resources.ts';
import type { RulesData } from '../rules/types.ts';
import { readRulesFile } from './rules-file.ts';
import { loadGearMechanics } from './load-gear-mechanics.ts';

export { BUNDLED_RULES_DIR, RulesLoadError } from './rules-file.ts';

/** Resource file names (core/resources.ts keys) for each part of RulesData. */
export const RULES_FILES: Record<Exclude<keyof RulesData, 'gearMechanics'>, ResourceKey> = {
  classes: 'class',
  archetypes: 'archetype',
  species: 'species',
  backgrounds: 'background',
  feats: 'feat',
  powers: 'power',
  maneuvers: 'maneuvers',
  equipment: 'equipment',
  enhancedItems: 'enhancedItem',
  conditions: 'conditions',
  skills: 'skills',
  characterAdvancements: 'characterAdvancement',
  features: 'feature',
  fightingStyles: 'fightingStyle',
  fightingMasteries: 'fightingMastery',
  lightsaberForms: 'lightsaberForm',
  featureMechanics: 'featureMechanics',
};

const OPTIONAL = new Set<keyof RulesData>(['features', 'skills', 'conditions', 'characterAdvancements', 'featureMechanics', 'fightingStyles', 'fightingMasteries', 'lightsaberForms']);

/** Loads every resource file; a missing required file or a file that is not a JSON array is an error naming it. */
export function loadRulesDir(dir: string): RulesData {
  const result: Partial<Record<keyof RulesData, unknown[]>> = {};
  for (const [key, file] of Object.entries(RULES_FILES) as [keyof RulesData, ResourceKey][]) {
    result[key] = readRulesFile(dir, file, { optional: OPTIONAL.has(key), schema: key === 'featureMechanics' ? featureMechanicsSchema : undefined }).rows;
  }
  // Our own gear catalogue: the folder's gearMechanics.json, else the bundled one (see load-gear-mechanics.ts).
  result.gearMechanics = loadGearMechanics(dir).rows;
  return result as unknown as RulesData;
}
