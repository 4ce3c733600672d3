// `npm run -s features:coverage [--rules <dir>]`: how much of a rules folder the feature-mechanics catalogue covers.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { indexFeatureMechanics } from './catalogue.ts';
import { computeCoverage, formatCoverage } from './coverage.ts';
import { stopQuietlyWhenOutputCloses } from '../node/closed-pipe.ts';

const USAGE = 'Usage: npm run -s features:coverage -- [--rules <dir>]';

/** Returns the exit code; the report goes to `out`, problems to `err`. */
export function runCoverageCli(argv: readonly string[], out: (text: string) => void, err: (text: string) => void): number {
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
    const catalogue = indexFeatureMechanics(rules.featureMechanics ?? []);
    out(`Feature mechanics coverage of ${rulesDir} (catalogue: ${catalogue.size} entries)`);
    const lists = { fightingStyles: rules.fightingStyles ?? [], fightingMasteries: rules.fightingMasteries ?? [], lightsaberForms: rules.lightsaberForms ?? [] };
    out(formatCoverage(computeCoverage({ features: rules.features ?? [], feats: rules.feats, ...lists }, catalogue)));
    return 0;
  } catch (error) {
    err((error as Error).message);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  stopQuietlyWhenOutputCloses();
  process.exitCode = runCoverageCli(process.argv.slice(2), (text) => process.stdout.write(`${text}\n`), (text) => process.stderr.write(`${text}\n`));
}
