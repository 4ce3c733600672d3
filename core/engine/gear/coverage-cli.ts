// `npm run -s gear:coverage [-- --rules <dir>]`: how much of a rules folder's enhanced items the gear-mechanics
// catalogue covers (exit code 1 when an item has no entry).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopQuietlyWhenOutputCloses } from '../node/closed-pipe.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { indexGearMechanics } from './catalogue.ts';
import { computeGearCoverage, formatGearCoverage } from './coverage.ts';

const USAGE = 'Usage: npm run -s gear:coverage -- [--rules <dir>]';

/** Returns the exit code; the report goes to `out`, problems to `err`. */
export function runGearCoverageCli(argv: readonly string[], out: (text: string) => void, err: (text: string) => void): number {
  let rulesDir = BUNDLED_RULES_DIR;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rules' && argv[i + 1]) rulesDir = resolve(argv[++i]!);
    else {
      err(`Unknown argument "${argv[i]}". ${USAGE}`);
      return 2;
    }
  }
  try {
    const rules = loadRulesDir(rulesDir);
    const catalogue = indexGearMechanics(rules.gearMechanics ?? []);
    out(`Gear mechanics coverage of ${rulesDir} (catalogue: ${catalogue.size} entries)`);
    const report = computeGearCoverage(rules.enhancedItems, catalogue);
    out(formatGearCoverage(report));
    return report.rows.some((row) => row.missing > 0) ? 1 : 0;
  } catch (error) {
    err((error as Error).message);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  stopQuietlyWhenOutputCloses();
  process.exitCode = runGearCoverageCli(process.argv.slice(2), (text) => process.stdout.write(`${text}\n`), (text) => process.stderr.write(`${text}\n`));
}
