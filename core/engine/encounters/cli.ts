// Command line: an encounter's difficulty by the XP method, as JSON.
// Usage: npm run -s encounter -- <encounter.json> [--rules <dir>]
//        npm run -s encounter -- --party 5,5,5,5 --monster "Blurrg x3" --monster "<name>" [--rules <dir>]
//   <file>     an encounter file as the site exports it (its party and monsters, custom ones too)
//   --party    the characters' levels, comma-separated; "4x5" is four characters of level 5
//   --monster  a monster's name as its record has it (any letter case), optionally " xN" for N of them; repeatable
//   --rules    a rules folder in the original API's shapes (default: the bundled data)
//   --homebrew a homebrew pack folder whose monsters join the rules folder's (repeatable)
import { resolve } from 'node:path';
import type { MonsterRecord } from '../../schemas/index.ts';
import { exitCodeOf, readInputFile, runWhenMain, UsageError, type Writer } from '../node/cli-runner.ts';
import { loadEncounterData } from '../node/load-encounter-data.ts';
import { homebrewArgs, withHomebrew } from '../node/load-homebrew.ts';
import { BUNDLED_RULES_DIR } from '../node/rules-file.ts';
import { evaluateEncounter, levelRow, type EncounterEvaluation } from './difficulty.ts';
import { encounterDifficulty, importEncounter } from './document.ts';
import { readChallengeRating } from './monster-reading.ts';
import type { EncounterRules } from './rules.ts';

const USAGE = 'Usage: npm run -s encounter -- <encounter.json> [--rules <dir>] [--homebrew <pack folder>]... | --party 5,5,5,5 --monster "Blurrg x3" [--monster "<name>" ...] [--rules <dir>] [--homebrew <pack folder>]...';

export interface EncounterCliArgs {
  /** An encounter file (instead of --party and --monster). */
  file?: string;
  levels: number[];
  monsters: { name: string; count: number }[];
  rulesDir: string;
}

/** "5,5,4" or "3x5,1x4": the party's levels. */
function parseParty(text: string): number[] {
  const levels: number[] = [];
  for (const item of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const match = /^(?:(\d+)\s*x\s*)?(\d+)$/i.exec(item);
    if (!match) throw new UsageError(`--party: "${item}" is not a level (write levels like 5,5,4 or 4x5).`);
    const level = Number(match[2]);
    if (level < 1 || level > 20) throw new UsageError(`--party: level ${level} is not a level from 1 to 20.`);
    const count = match[1] === undefined ? 1 : Number(match[1]);
    if (count < 1 || count > 20) throw new UsageError(`--party: "${item}" asks for ${count} characters; use 1 to 20.`);
    for (let i = 0; i < count; i++) levels.push(level);
  }
  if (!levels.length) throw new UsageError(`--party needs at least one level. ${USAGE}`);
  return levels;
}

/** "Blurrg x3" -> Blurrg, 3; "Blurrg" -> Blurrg, 1. */
function parseMonster(text: string): { name: string; count: number } {
  const match = /^(.*?)\s+x\s*(\d+)$/i.exec(text.trim());
  const name = (match ? match[1]! : text).trim();
  const count = match ? Number(match[2]) : 1;
  if (!name) throw new UsageError(`--monster needs a name. ${USAGE}`);
  if (count < 1 || count > 100) throw new UsageError(`--monster "${text}": use a count from 1 to 100.`);
  return { name, count };
}

export function parseEncounterArgs(argv: readonly string[]): EncounterCliArgs {
  let file: string | undefined;
  let levels: number[] | undefined;
  const monsters: { name: string; count: number }[] = [];
  let rulesDir = BUNDLED_RULES_DIR;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--party' || arg === '--monster' || arg === '--rules') {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value. ${USAGE}`);
      if (arg === '--party') levels = parseParty(value);
      else if (arg === '--monster') monsters.push(parseMonster(value));
      else rulesDir = resolve(value);
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown argument "${arg}". ${USAGE}`);
    else if (file) throw new UsageError(`Only one encounter file may be given (got "${file}" and "${arg}").`);
    else file = resolve(arg);
  }
  if (file) {
    if (levels || monsters.length) throw new UsageError(`Give an encounter file or --party and --monster, not both. ${USAGE}`);
    return { file, levels: [], monsters, rulesDir };
  }
  if (!levels) throw new UsageError(`No party given. ${USAGE}`);
  return { levels, monsters, rulesDir };
}

/** The evaluation as the command prints it. */
function evaluationJson(evaluation: EncounterEvaluation) {
  return {
    party: { levels: evaluation.party.levels, thresholds: evaluation.party.thresholds },
    monsters: evaluation.monsters.map(({ name, challengeRating, xp, count, recordXp, note }) => ({ name, challengeRating, xp, count, ...(recordXp !== undefined ? { recordXp } : {}), ...(note ? { note } : {}) })),
    monsterCount: evaluation.monsterCount,
    totalXp: evaluation.totalXp,
    multiplier: evaluation.multiplier,
    adjustedXp: evaluation.adjustedXp,
    difficulty: evaluation.difficulty,
    dailyBudget: evaluation.dailyBudget,
  };
}

/**
 * An encounter file's difficulty, as the site judges it: its party (levels typed in and characters added), its
 * monsters at their records' ratings (or the game master's) and its custom monsters. A monster the rules folder does
 * not hold counts for nothing, as on the site, and is named on stderr and in `missing`.
 */
function fileDifficulty(file: string, rules: EncounterRules, byName: ReadonlyMap<string, MonsterRecord>, monstersFile: string, out: Writer, err: Writer): number {
  const doc = importEncounter(readInputFile(file, 'encounter'));
  const evaluation = encounterDifficulty(rules, doc, (name) => byName.get(name.toLowerCase()));
  if (!evaluation.party.levels.length) throw new Error(`The encounter "${doc.name}" has no party: add levels or characters to it first.`);
  for (const name of evaluation.missing) err(`warning: ${monstersFile} has no monster "${name}"; it counts for nothing`);
  out(JSON.stringify({ name: doc.name, ...evaluationJson(evaluation), ...(evaluation.missing.length ? { missing: evaluation.missing } : {}) }, null, 2));
  return 0;
}

/** Runs the command; returns the exit code. stdout gets the JSON only, messages go to stderr. */
export function runEncounterCli(argv: readonly string[], out: Writer, err: Writer): number {
  return exitCodeOf(() => {
    const { packs, rest } = homebrewArgs(argv);
    const args = parseEncounterArgs(rest);
    const data = loadEncounterData(args.rulesDir);
    const { rules, monstersFile } = data;
    const { monsters } = withHomebrew({ monsters: data.monsters }, { monsters: 'monster' }, packs);
    const byName = new Map(monsters.map((m) => [m.name.toLowerCase(), m]));
    if (args.file) return fileDifficulty(args.file, rules, byName, monstersFile, out, err);
    const unknown = args.monsters.filter((m) => !byName.has(m.name.toLowerCase()));
    if (unknown.length) {
      for (const { name } of unknown) {
        const near = monsters.filter((m) => m.name.toLowerCase().includes(name.toLowerCase())).slice(0, 3).map((m) => `"${m.name}"`);
        err(`Unknown monster "${name}": ${monstersFile} has no monster of that name.${near.length ? ` Did you mean ${near.join(', ')}?` : ''}`);
      }
      return 1;
    }
    args.levels.forEach((level) => levelRow(rules, level));
    const evaluation = evaluateEncounter(
      rules,
      args.levels,
      args.monsters.map(({ name, count }) => {
        const record = byName.get(name.toLowerCase())!;
        return { name: record.name, challengeRating: readChallengeRating(rules, record).rating ?? record.challengeRating, count, recordXp: record.experiencePoints };
      }),
    );
    out(JSON.stringify(evaluationJson(evaluation), null, 2));
    return 0;
  }, err);
}

runWhenMain(import.meta.url, runEncounterCli);
