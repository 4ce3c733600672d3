// Node-only: the multiclassing prerequisites catalogue for the level-up engine: a rules folder's own
// multiclassPrerequisites.json, else our bundled one (the original API's folders have none: the class records lack it),
// read by the one rules-file reader; what it adds is the whole-catalogue check (no class listed twice).
import { join } from 'node:path';
import { multiclassPrerequisiteSchema, multiclassPrerequisitesProblems, type MulticlassPrerequisite } from '../../schemas/multiclass-prerequisites.ts';
import { BUNDLED_RULES_DIR, readRulesFile, RulesLoadError } from './rules-file.ts';

export const PREREQUISITES_FILE_NAME = 'multiclassPrerequisites.json';
export const BUNDLED_PREREQUISITES_FILE = join(BUNDLED_RULES_DIR, PREREQUISITES_FILE_NAME);

/** Reads and checks the catalogue, naming the first bad row by its place and field. */
export function loadMulticlassPrerequisites(rulesDir: string): { rows: MulticlassPrerequisite[]; file: string } {
  const { rows: read, path } = readRulesFile(rulesDir, 'multiclassPrerequisites', { schema: multiclassPrerequisiteSchema });
  const rows = read.map((row) => multiclassPrerequisiteSchema.parse(row));
  const problems = multiclassPrerequisitesProblems(rows);
  if (problems.length > 0) throw new RulesLoadError(`Rules data file ${path}: ${problems.join('; ')}`);
  return { rows, file: path };
}
