// Command line: print a starship's computed sheet as JSON, from a ship file or from a few choices given as options.
// Usage: npm run -s starship -- <ship.json> [--rules <dir>] [--homebrew <pack folder>]...  (a pack's modifications join the folder's)
//        npm run -s starship -- --size Medium --tier 0 --abilities 15,14,12,13,10,8 --armor "Deflection armor"
//                                --shield "Fortress shield" [--role Freighter] [--method standardArray|pointBuy|manual]
//                                [--reactor <name>] [--coupling <name>] [--rules <dir>]
//        npm run -s starship -- --new   (a new ship's template)
import { resolve } from 'node:path';
import { SHIP_ABILITIES, STARSHIP_SIZES, type StarshipSize } from '../../schemas/starship-mechanics.ts';
import { exitCodeOf, readInputFile, runWhenMain, UsageError } from '../node/cli-runner.ts';
import { BUNDLED_RULES_DIR } from '../node/rules-file.ts';
import { homebrewArgs, withHomebrew } from '../node/load-homebrew.ts';
import { loadStarshipRulesDir, STARSHIP_RULES_FILES } from '../node/load-starship-rules.ts';
import { assignAbility, setAbilityMethod, setEquipment, setRole, setTier, type EquipmentSlot, type StarshipChange } from './build.ts';
import { computeStarship } from './compute.ts';
import { indexStarshipRules, type StarshipRules } from './rules.ts';
import { AbilityMethod, newStarship, parseStarshipJson, type Starship } from './ship-document.ts';
import { STANDARD_ARRAY } from '../validation/ability-scores.ts';

const USAGE =
  'Usage: npm run -s starship -- <ship.json> [--rules <dir>] | --size <size> --tier <0-5> --abilities <str,dex,con,int,wis,cha> [--armor <name>] [--shield <name>] [--role <role>] [--method standardArray|pointBuy|manual] [--reactor <name>] [--coupling <name>] [--rules <dir>] [--homebrew <pack folder>]... | --new';

const BUILD_OPTIONS = ['--size', '--tier', '--abilities', '--armor', '--shield', '--role', '--method', '--reactor', '--coupling'] as const;
type BuildOption = (typeof BUILD_OPTIONS)[number];

export interface StarshipCliArgs {
  file?: string;
  isNew?: boolean;
  rulesDir: string;
  build: Partial<Record<BuildOption, string>>;
}

export function parseStarshipArgs(argv: readonly string[]): StarshipCliArgs {
  if (argv.includes('--new')) {
    if (argv.length > 1) throw new UsageError(`--new takes no other argument. ${USAGE}`);
    return { isNew: true, rulesDir: BUNDLED_RULES_DIR, build: {} };
  }
  let file: string | undefined;
  let rulesDir = BUNDLED_RULES_DIR;
  const build: Partial<Record<BuildOption, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--rules' || (BUILD_OPTIONS as readonly string[]).includes(arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value. ${USAGE}`);
      if (arg === '--rules') rulesDir = resolve(value);
      else build[arg as BuildOption] = value;
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option ${arg}. ${USAGE}`);
    } else if (file) {
      throw new UsageError(`Only one ship file may be given (got "${file}" and "${arg}").`);
    } else file = resolve(arg);
  }
  const building = Object.keys(build).length > 0;
  if (file && building) throw new UsageError(`Give a ship file or build options (${Object.keys(build).join(', ')}), not both.`);
  if (!file && !building) throw new UsageError(`No ship given. ${USAGE}`);
  if (building && !build['--size']) throw new UsageError(`--size is needed to build a ship (${STARSHIP_SIZES.join(', ')}).`);
  return { file, rulesDir, build };
}

/** Applies a build step, or throws naming what the rules refused. */
function apply(change: StarshipChange, what: string): Starship {
  if (!change.ok) throw new Error(`${what}: ${change.reasons.join('; ')}`);
  return change.ship;
}

/** A ship from the build options: size, tier, scores as assigned (before the size's adjustments), role and equipment. */
export function shipFromOptions(build: StarshipCliArgs['build'], rules: StarshipRules): Starship {
  const sizeText = build['--size']!;
  const size = STARSHIP_SIZES.find((s) => s.toLowerCase() === sizeText.toLowerCase());
  if (!size) throw new UsageError(`Unknown size "${sizeText}": use one of ${STARSHIP_SIZES.join(', ')}.`);
  let ship = newStarship({ size: size as StarshipSize });
  const tierText = build['--tier'] ?? '0';
  if (!/^\d+$/.test(tierText)) throw new UsageError(`--tier must be a whole number from 0 to 5 (got "${tierText}").`);
  ship = apply(setTier(ship, Number(tierText)), '--tier');
  if (build['--abilities']) {
    const values = build['--abilities'].split(',').map((v) => v.trim());
    if (values.length !== 6 || values.some((v) => !/^\d+$/.test(v))) {
      throw new UsageError(`--abilities takes six whole numbers, Strength to Charisma, as assigned before the size's adjustments (got "${build['--abilities']}").`);
    }
    const scores = values.map(Number);
    const standard = [...STANDARD_ARRAY].sort((a, b) => a - b).join(',') === [...scores].sort((a, b) => a - b).join(',');
    const methodText = build['--method'] ?? (standard ? 'standardArray' : 'manual');
    const method = AbilityMethod.safeParse(methodText);
    if (!method.success) throw new UsageError(`Unknown method "${methodText}": use one of ${AbilityMethod.options.join(', ')}.`);
    ship = apply(setAbilityMethod(ship, method.data), '--method');
    SHIP_ABILITIES.forEach((ability, i) => {
      ship = apply(assignAbility(ship, rules, ability, scores[i]!), `--abilities (${ability})`);
    });
  } else if (build['--method']) throw new UsageError('--method needs --abilities.');
  if (build['--role']) ship = apply(setRole(ship, rules, build['--role'], { equip: false }), '--role');
  const equipment: [BuildOption, EquipmentSlot][] = [
    ['--armor', 'armor'],
    ['--shield', 'shield'],
    ['--reactor', 'reactor'],
    ['--coupling', 'powerCoupling'],
  ];
  for (const [option, slot] of equipment) {
    const name = build[option];
    if (name) ship = apply(setEquipment(ship, rules, slot, name), option);
  }
  return ship;
}

/** Runs the command; returns the exit code. Output goes to the given writers (stdout gets JSON only). */
export function runStarshipCli(argv: readonly string[], out: (text: string) => void, err: (text: string) => void): number {
  return exitCodeOf(() => {
    const { packs, rest } = homebrewArgs(argv);
    const args = parseStarshipArgs(rest);
    if (args.isNew) {
      out(JSON.stringify(newStarship(), null, 2));
      return 0;
    }
    const rules = indexStarshipRules(withHomebrew(loadStarshipRulesDir(args.rulesDir), STARSHIP_RULES_FILES, packs));
    const ship: Starship = args.file ? parseStarshipJson(readInputFile(args.file, 'ship')) : shipFromOptions(args.build, rules);
    const sheet = computeStarship(ship, rules);
    for (const p of sheet.problems) err(`problem: ${p.reason}`);
    for (const w of sheet.warnings) err(`warning: ${w}`);
    out(JSON.stringify(sheet, null, 2));
    return 0;
  }, err);
}

runWhenMain(import.meta.url, runStarshipCli);
