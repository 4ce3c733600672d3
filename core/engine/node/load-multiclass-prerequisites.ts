// Node-only: the multiclassing prerequisites catalogue for the level-up engine: a rules folder's own
// multiclassPrerequisites.json, else our bundled one (the original API's folders have none: the class records lack it).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { multiclassPrerequisiteSchema, multiclassPrerequisitesProblems, type MulticlassPrerequisite } from '../../schemas/multiclass-prerequisites.ts';
import { RulesLoadError } from './load-rules.ts';

export const BUNDLED_PREREQUISITES_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../seed/data/multiclassPrerequisites.json');
export const PREREQUISITES_FILE_NAME = 'multiclassPrerequisites.json';

/** Reads and checks the catalogue, naming the first bad row by its place and field. */
export function loadMulticlassPrerequisites(rulesDir: string): { rows: MulticlassPrerequisite[]; file: string } {
  const own = join(rulesDir, PREREQUISITES_FILE_NAME);
  const file = existsSync(own) ? own : BUNDLED_PREREQUISITES_FILE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RulesLoadError(`Rules data file ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new RulesLoadError(`Rules data file ${file} must hold a JSON array`);
  const rows = parsed.map((row, index) => {
    const check = multiclassPrerequisiteSchema.safeParse(row);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      throw new RulesLoadError(`Rules data file ${file}[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
    }
    return check.data;
  });
  const problems = multiclassPrerequisitesProblems(rows);
  if (problems.length > 0) throw new RulesLoadError(`Rules data file ${file}: ${problems.join('; ')}`);
  return { rows, file };
}
