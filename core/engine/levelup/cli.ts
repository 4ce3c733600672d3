// Command line: a stored character with one more level, or with its last level given back, printed as JSON.
// Usage: npm run -s levelup -- <character.json> --rules <dir> --class <name> [--hp average|<n>]
//          [--asi <Ability>+<n>[,<Ability>+<n>]] [--feat <name>] [--archetype <name>] [--style <name>]
//          [--powers <a,b,...>] [--maneuvers <a,b,...>] [--expertise <a,b,...>] [--choice <key or feature>=<a,b,...>]...
//        npm run -s levelup -- <character.json> --rules <dir> --down
// A refused level exits 1 with the rule's message on stderr; bad arguments exit 2.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AbilityScoreImprovement } from '../character/types.ts';
import { normalizeCharacter, parseCharacterJson } from '../character/import-character.ts';
import { stopQuietlyWhenOutputCloses } from '../node/closed-pipe.ts';
import { loadMulticlassPrerequisites } from '../node/load-multiclass-prerequisites.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { indexRules } from '../rules/index-rules.ts';
import { levelDown, levelUp } from './level-up.ts';
import { indexPrerequisites, type LevelUpChoice } from './types.ts';

const USAGE =
  'Usage: npm run -s levelup -- <character.json> --rules <dir> (--class <name> [--hp average|<n>] [--asi <Ability>+<n>[,...]] [--feat <name>] [--archetype <name>] [--style <name>] [--powers <a,b>] [--maneuvers <a,b>] [--expertise <a,b>] [--choice <key>=<a,b>] | --down)';

class UsageError extends Error {}

export interface LevelUpArgs {
  file: string;
  rulesDir: string;
  down: boolean;
  choice?: LevelUpChoice;
}

const list = (value: string) => value.split(',').map((part) => part.trim()).filter(Boolean);

/** "Strength+1,Dexterity+1" */
function parseImprovement(value: string): AbilityScoreImprovement {
  const abilitiesIncreased = list(value).map((part) => {
    const match = /^([A-Za-z]+)\+(\d+)$/.exec(part);
    if (!match) throw new UsageError(`--asi takes <Ability>+<n>[,<Ability>+<n>] (e.g. Strength+2 or Strength+1,Dexterity+1); got "${part}".`);
    const name = match[1][0].toUpperCase() + match[1].slice(1).toLowerCase();
    return { name, value: Number(match[2]) };
  });
  return { type: 'Ability Score Improvement', abilitiesIncreased };
}

const VALUED = new Set(['--rules', '--class', '--hp', '--asi', '--feat', '--archetype', '--style', '--powers', '--maneuvers', '--expertise', '--choice']);

export function parseLevelUpArgs(argv: readonly string[]): LevelUpArgs {
  let file: string | undefined;
  let rulesDir = BUNDLED_RULES_DIR;
  let down = false;
  const values = new Map<string, string>();
  const featureChoices: Record<string, string[]> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--down') down = true;
    else if (VALUED.has(arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value. ${USAGE}`);
      if (arg === '--choice') {
        const at = value.indexOf('=');
        if (at <= 0) throw new UsageError(`--choice takes <key or feature>=<a,b,...>; got "${value}".`);
        featureChoices[value.slice(0, at)] = list(value.slice(at + 1));
      } else if (values.has(arg)) throw new UsageError(`${arg} may be given once.`);
      else values.set(arg, value);
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}. ${USAGE}`);
    else if (file) throw new UsageError(`Only one character file may be given (got "${file}" and "${arg}").`);
    else file = arg;
  }
  if (!file) throw new UsageError(`No character file given. ${USAGE}`);
  if (values.has('--rules')) rulesDir = resolve(values.get('--rules')!);
  const className = values.get('--class');
  if (down) {
    const extra = [...values.keys()].filter((key) => key !== '--rules');
    if (extra.length > 0 || className || Object.keys(featureChoices).length > 0) throw new UsageError(`--down takes no level choices (got ${[...extra, ...Object.keys(featureChoices).map(() => '--choice')].join(', ')}).`);
    return { file: resolve(file), rulesDir, down };
  }
  if (!className) throw new UsageError(`--class is needed to take a level (or --down to give one back). ${USAGE}`);
  if (values.has('--asi') && values.has('--feat')) throw new UsageError('An ability score improvement is --asi or --feat, not both.');
  const hp = values.get('--hp');
  let hitPoints: LevelUpChoice['hitPoints'];
  if (hp !== undefined) {
    if (hp === 'average') hitPoints = 'average';
    else if (/^-?\d+$/.test(hp)) hitPoints = Number(hp);
    else throw new UsageError(`--hp takes "average" or the number rolled; got "${hp}".`);
  }
  const choice: LevelUpChoice = { className };
  if (hitPoints !== undefined) choice.hitPoints = hitPoints;
  if (values.has('--asi')) choice.abilityScoreImprovement = parseImprovement(values.get('--asi')!);
  if (values.has('--feat')) choice.abilityScoreImprovement = { type: 'Feat', name: values.get('--feat')! };
  if (values.has('--archetype')) choice.archetype = values.get('--archetype')!;
  if (values.has('--style')) choice.fightingStyle = values.get('--style')!;
  if (values.has('--powers')) choice.powers = list(values.get('--powers')!);
  if (values.has('--maneuvers')) choice.maneuvers = list(values.get('--maneuvers')!);
  if (values.has('--expertise')) choice.expertise = list(values.get('--expertise')!);
  if (Object.keys(featureChoices).length > 0) choice.featureChoices = featureChoices;
  return { file: resolve(file), rulesDir, down, choice };
}

/** Runs the command; returns the exit code. stdout gets the character's JSON only. */
export function runLevelUpCli(argv: readonly string[], out: (text: string) => void, err: (text: string) => void): number {
  try {
    const args = parseLevelUpArgs(argv);
    let text: string;
    try {
      text = readFileSync(args.file, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read character file ${args.file}: ${(error as Error).message}`);
    }
    const character = normalizeCharacter(parseCharacterJson(text));
    const levelUpRules = { rules: indexRules(loadRulesDir(args.rulesDir)), prerequisites: indexPrerequisites(loadMulticlassPrerequisites(args.rulesDir).rows) };
    const result = args.down ? levelDown(character, levelUpRules) : levelUp(character, levelUpRules, args.choice!).character;
    out(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    err((error as Error).message ?? String(error));
    return error instanceof UsageError ? 2 : 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  stopQuietlyWhenOutputCloses();
  process.exitCode = runLevelUpCli(process.argv.slice(2), (text) => process.stdout.write(`${text}\n`), (text) => process.stderr.write(`${text}\n`));
}
