// Node-only: reads a rules-data folder in the importer's shape (<resource>.json files) into the engine's RulesData.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureMechanicsSchema } from '../../schemas/feature-mechanics.ts';
import type { RulesData } from '../rules/types.ts';

/** Resource file names (core/resources.ts keys) for each part of RulesData. */
export const RULES_FILES: Record<keyof RulesData, string> = {
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

/** Our bundled rules data; its feature-mechanics catalogue also serves folders that bring none (e.g. the full data set). */
export const BUNDLED_RULES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../seed/data');

export class RulesLoadError extends Error {
  override name = 'RulesLoadError';
}

/** Loads every resource file; a missing required file or a file that is not a JSON array is an error naming it. */
export function loadRulesDir(dir: string): RulesData {
  const result: Partial<Record<keyof RulesData, unknown[]>> = {};
  for (const [key, file] of Object.entries(RULES_FILES) as [keyof RulesData, string][]) {
    let path = join(dir, `${file}.json`);
    // The catalogue is keyed by feature address, so the bundled one attaches to any rules folder that lacks its own.
    if (key === 'featureMechanics' && !existsSync(path)) path = join(BUNDLED_RULES_DIR, `${file}.json`);
    if (!existsSync(path)) {
      if (OPTIONAL.has(key)) {
        result[key] = [];
        continue;
      }
      throw new RulesLoadError(`Rules data file missing: ${path}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new RulesLoadError(`Rules data file ${path} is not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(parsed)) throw new RulesLoadError(`Rules data file ${path} must hold a JSON array`);
    // The engine trusts the catalogue's shapes, so a hand-edited file is checked here, naming the first bad entry.
    if (key === 'featureMechanics') {
      parsed.forEach((entry, index) => {
        const check = featureMechanicsSchema.safeParse(entry);
        if (!check.success) {
          const issue = check.error.issues[0]!;
          throw new RulesLoadError(`Rules data file ${path}[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
        }
      });
    }
    result[key] = parsed;
  }
  return result as unknown as RulesData;
}
