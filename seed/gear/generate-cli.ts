// `npx tsx seed/gear/generate-cli.ts <rules dir>...`: writes candidate gear-mechanics entries for every enhanced item of
// the folders given (their enhancedItem.json) to stdout, as JSON. Run once to start seed/data/gearMechanics.json; from
// then on the file is our own data, edited by hand, and a new item gets its entry by hand too (or from this output).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gearMechanicsKey, type GearMechanicsRecord } from '../../core/schemas/gear-mechanics.ts';
import { candidateEntry, type ItemText } from './candidates.ts';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  process.stderr.write('Usage: npx tsx seed/gear/generate-cli.ts <rules dir> [<rules dir>...]\n');
  process.exit(2);
}
const byKey = new Map<string, GearMechanicsRecord>();
for (const dir of dirs) {
  const items = JSON.parse(readFileSync(join(dir, 'enhancedItem.json'), 'utf8')) as ItemText[];
  for (const item of items) if (!byKey.has(gearMechanicsKey(item))) byKey.set(gearMechanicsKey(item), candidateEntry(item));
}
const entries = [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
process.stdout.write(`[\n${entries.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`);
