// Node-only: the gear-mechanics catalogue (what enhanced items do to the sheet): a rules folder's own
// gearMechanics.json, else our bundled one (the original API's folders have none: it is our own data), read by the one
// rules-file reader; what it adds is the check that no item is named twice.
import { join } from 'node:path';
import { gearMechanicsKey, gearMechanicsSchema, type GearMechanics } from '../../schemas/gear-mechanics.ts';
import { BUNDLED_RULES_DIR, readRulesFile, RulesLoadError } from './rules-file.ts';

export const GEAR_MECHANICS_FILE_NAME = 'gearMechanics.json';
export const BUNDLED_GEAR_MECHANICS_FILE = join(BUNDLED_RULES_DIR, GEAR_MECHANICS_FILE_NAME);

/** Reads and checks the catalogue, naming the first bad entry by its place and field, and any name given twice. */
export function loadGearMechanics(rulesDir: string): { rows: GearMechanics[]; file: string } {
  const { rows, path } = readRulesFile(rulesDir, 'gearMechanics', { schema: gearMechanicsSchema });
  const seen = new Set<string>();
  const checked = rows.map((row, index) => {
    const entry = gearMechanicsSchema.parse(row);
    const key = gearMechanicsKey(entry);
    if (seen.has(key)) throw new RulesLoadError(`Rules data file ${path}[${index}]: a second entry for "${entry.name}" (one entry per item)`);
    seen.add(key);
    return entry;
  });
  return { rows: checked, file: path };
}
