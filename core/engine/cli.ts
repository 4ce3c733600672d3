// Command line: print a character's computed sheet, Roll20 file or Foundry actor as JSON.
// Usage: npm run -s sheet -- <character.json> [--rules <dir>] [--homebrew <pack folder>]... [--format sheet|roll20|foundry]
//        npm run -s sheet -- --new   (the template of a new character: current builder version, automation on)
import { resolve } from 'node:path';
import { createCharacter } from './character/default-character.ts';
import { importCharacter } from './character/import-character.ts';
import { computeCharacter } from './compute/compute-character.ts';
import { validateCharacter } from './compute/validation-code.ts';
import { toFoundryActor } from './export/foundry-actor.ts';
import { toRoll20 } from './export/roll20.ts';
import { exitCodeOf, readInputFile, runWhenMain, UsageError } from './node/cli-runner.ts';
import { homebrewArgs, withHomebrew } from './node/load-homebrew.ts';
import { BUNDLED_RULES_DIR, loadRulesDir, RULES_FILES } from './node/load-rules.ts';
import { indexRules } from './rules/index-rules.ts';

const FORMATS = ['sheet', 'roll20', 'foundry'] as const;
type Format = (typeof FORMATS)[number];

const USAGE = 'Usage: npm run -s sheet -- <character.json> [--rules <dir>] [--homebrew <pack folder>]... [--format sheet|roll20|foundry] | --new';

export interface CliArgs {
  /** Absent with --new. */
  file: string;
  isNew?: boolean;
  rulesDir: string;
  format: Format;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  let file: string | undefined;
  let rulesDir = BUNDLED_RULES_DIR;
  let format: Format = 'sheet';
  if (argv.includes('--new')) {
    if (argv.length > 1) throw new UsageError(`--new takes no other argument. ${USAGE}`);
    return { file: '', rulesDir, format, isNew: true };
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rules' || arg === '--format') {
      const value = argv[++i];
      if (!value) throw new UsageError(`${arg} needs a value. ${USAGE}`);
      if (arg === '--rules') rulesDir = resolve(value);
      else if ((FORMATS as readonly string[]).includes(value)) format = value as Format;
      else throw new UsageError(`Unknown format "${value}": use one of ${FORMATS.join(', ')}.`);
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${arg}. ${USAGE}`);
    } else if (file) {
      throw new UsageError(`Only one character file may be given (got "${file}" and "${arg}").`);
    } else {
      file = arg;
    }
  }
  if (!file) throw new UsageError(`No character file given. ${USAGE}`);
  return { file: resolve(file), rulesDir, format };
}

/** Runs the command; returns the exit code. Output goes to the given writers (stdout gets JSON only). */
export function runCli(argv: readonly string[], out: (text: string) => void, err: (text: string) => void): number {
  return exitCodeOf(() => {
    const { packs, rest } = homebrewArgs(argv);
    const args = parseArgs(rest);
    if (args.isNew) {
      out(JSON.stringify(createCharacter(), null, 2));
      return 0;
    }
    const character = importCharacter(readInputFile(args.file, 'character'));
    const validation = validateCharacter(character);
    if (validation.code !== 0) {
      err(`Character is incomplete (validation code ${validation.code}): ${validation.message}`);
      return 3;
    }
    const rules = indexRules(withHomebrew(loadRulesDir(args.rulesDir), RULES_FILES, packs));
    const sheet = computeCharacter(character, rules);
    for (const warning of sheet.warnings) err(`warning: ${warning}`);
    const output = args.format === 'roll20' ? toRoll20(character, sheet) : args.format === 'foundry' ? toFoundryActor(character, sheet, rules) : sheet;
    out(JSON.stringify(output, null, 2));
    return 0;
  }, err);
}

runWhenMain(import.meta.url, runCli);
