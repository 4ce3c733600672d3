// Node-only: the gear-mechanics catalogue (what enhanced items do to the sheet): a rules folder's own
// gearMechanics.json, else our bundled one (the original API's folders have none: it is our own data).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gearMechanicsKey, gearMechanicsSchema, type GearMechanics } from '../../schemas/gear-mechanics.ts';
import { RulesLoadError } from './rules-file.ts';

export const BUNDLED_GEAR_MECHANICS_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../seed/data/gearMechanics.json');
export const GEAR_MECHANICS_FILE_NAME = 'gearMechanics.json';

/** Reads and checks the catalogue, naming the first bad entry by its place and field, and any name given twice. */
export function loadGearMechanics(rulesDir: string): { rows: GearMechanics[]; file: string } {
  const own = join(rulesDir, GEAR_MECHANICS_FILE_NAME);
  const file = existsSync(own) ? own : BUNDLED_GEAR_MECHANICS_FILE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RulesLoadError(`Rules data file ${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new RulesLoadError(`Rules data file ${file} must hold a JSON array`);
  const seen = new Set<string>();
  const rows = parsed.map((row, index) => {
    const check = gearMechanicsSchema.safeParse(row);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      throw new RulesLoadError(`Rules data file ${file}[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
    }
    const key = gearMechanicsKey(check.data);
    if (seen.has(key)) throw new RulesLoadError(`Rules data file ${file}[${index}]: a second entry for "${check.data.name}" (one entry per item)`);
    seen.add(key);
    return check.data;
  });
  return { rows, file };
}
