// Changing the choices of a past level. The levels from that one on are given back (as a level down gives them back),
// the level is taken again with the new choices, refused by the rules of that level exactly as a new level would be
// (so only what was valid then can be chosen), and every later level is taken again with its own recorded choices.
// A later choice that the change made invalid (a power now learned twice, a score past 20, a multiclass minimum no
// longer met) is kept as it was made and flagged on its record with the rule it breaks, never dropped.
import type { LevelRecord, RawCharacter } from '../character/types.ts';
import { totalLevel } from '../compute/compute-character.ts';
import { levelHistoryOf } from './history.ts';
import { levelDown, levelUp, planLevelUp, type LevelUpPlan } from './level-up.ts';
import { LevelUpError, type LevelProblem, type LevelUpChoice, type LevelUpRules } from './types.ts';

export interface PastLevel {
  /** The character as it was before the level: what the level's choices are judged against. */
  before: RawCharacter;
  record: LevelRecord;
  /** The level's choices as recorded, in the form a level up takes. */
  choice: LevelUpChoice;
  /** What the level asks, with its recorded choices. */
  plan: LevelUpPlan;
}

export interface ChangedLevels {
  character: RawCharacter;
  /** By character level: the later choices the change made invalid (kept, and flagged on their records). */
  problems: { level: number; problems: LevelProblem[] }[];
}

/** Rebuilt records that do not say which picks a level made cannot be taken again faithfully. */
const UNREPLAYABLE = ['powers, maneuvers and expertise', 'feature choices'];

/** The choices a record holds, as the level up that made it was given them. */
export function choiceOfRecord(record: LevelRecord): LevelUpChoice {
  const choice: LevelUpChoice = { className: record.className };
  if (record.hitPoints.method === 'roll' || record.hitPoints.method === 'unknown') choice.hitPoints = record.hitPoints.value;
  if (record.hitPoints.method === 'average') choice.hitPoints = 'average';
  if (record.abilityScoreImprovement) choice.abilityScoreImprovement = record.abilityScoreImprovement;
  if (record.archetype) choice.archetype = record.archetype;
  if (record.fightingStyle) choice.fightingStyle = record.fightingStyle;
  const powers = [...(record.forcePowers ?? []), ...(record.techPowers ?? [])];
  if (powers.length > 0) choice.powers = powers;
  if (record.maneuvers?.length) choice.maneuvers = [...record.maneuvers];
  if (record.expertise?.length) choice.expertise = [...record.expertise];
  return choice;
}

/**
 * The feature choices answered at a level, as its level up takes them: the record keeps each key's whole stored list,
 * so a choice that keeps one pick per place takes the pick at its place.
 */
function featureAnswers(before: RawCharacter, levelUpRules: LevelUpRules, choice: LevelUpChoice, record: LevelRecord): Record<string, string[]> | undefined {
  if (!record.featureChoices) return undefined;
  const answers: Record<string, string[]> = {};
  for (const open of planLevelUp(before, levelUpRules, choice).open) {
    if (open.rule !== 'feature-choice' || !open.key || answers[open.key]) continue;
    const stored = record.featureChoices[open.key];
    if (stored) answers[open.key] = open.position === undefined ? [...stored] : [stored[open.position] ?? ''];
  }
  // Keys the level no longer opens stay among the answers, so replaying flags them instead of losing them.
  for (const [key, stored] of Object.entries(record.featureChoices)) if (!(key in answers)) answers[key] = [...stored];
  return answers;
}

function recordedChoice(before: RawCharacter, levelUpRules: LevelUpRules, record: LevelRecord): LevelUpChoice {
  const choice = choiceOfRecord(record);
  const featureChoices = featureAnswers(before, levelUpRules, choice, record);
  return featureChoices ? { ...choice, featureChoices } : choice;
}

/** The character given back to `level - 1`, with the records of the levels taken off, refusing what cannot be replayed. */
function unwind(character: RawCharacter, levelUpRules: LevelUpRules, level: number): { before: RawCharacter; records: LevelRecord[] } {
  const total = totalLevel(character);
  const name = character.name || 'The character';
  if (!Number.isInteger(level) || level < 2 || level > total) {
    throw new LevelUpError('change-level', level === 1 ? "The first level's choices are made in the builder." : `${name} has no level ${level} to change (levels 2 to ${total}).`);
  }
  const history = levelHistoryOf(character, levelUpRules.rules);
  const records = history.slice(level - 1);
  const unknown = records.find((record) => record.unknown?.some((what) => UNREPLAYABLE.includes(what)));
  if (unknown) {
    throw new LevelUpError('change-level', `Level ${unknown.level} was rebuilt from a character without level records, which do not say which ${unknown.unknown!.filter((w) => UNREPLAYABLE.includes(w)).join(' or ')} it took: levels from it on cannot be taken again.`);
  }
  let before: RawCharacter = { ...character, levelHistory: history };
  while (totalLevel(before) > level - 1) before = levelDown(before, levelUpRules);
  return { before, records };
}

/** A past level's choices and what that level asks (its options as they were at that level). */
export function pastLevel(character: RawCharacter, levelUpRules: LevelUpRules, level: number): PastLevel {
  const { before, records } = unwind(character, levelUpRules, level);
  const record = records[0]!;
  const choice = recordedChoice(before, levelUpRules, record);
  return { before, record, choice, plan: planLevelUp(before, levelUpRules, choice) };
}

/**
 * The character with a past level's choices changed: the level taken again with `choice` (same class; refused as a
 * new level would be), then every later level with its recorded choices, flagging what no longer fits. Experience,
 * everything outside the levels and the order of the levels stay as they were.
 */
export function changeLevel(character: RawCharacter, levelUpRules: LevelUpRules, level: number, choice: LevelUpChoice): ChangedLevels {
  const { before, records } = unwind(character, levelUpRules, level);
  const changed = records[0]!;
  if (choice.className.toLowerCase() !== changed.className.toLowerCase()) {
    throw new LevelUpError('change-level', `Level ${level} was taken in ${changed.className}: changing its class would change every later level; give the levels back (level down) instead.`);
  }
  let next = levelUp(before, levelUpRules, choice).character;
  const problems: ChangedLevels['problems'] = [];
  for (const record of records.slice(1)) {
    const result = levelUp(next, levelUpRules, recordedChoice(next, levelUpRules, record), { flagProblems: true });
    if (result.record.problems) problems.push({ level: record.level, problems: result.record.problems as LevelProblem[] });
    next = result.character;
  }
  return { character: { ...next, experiencePoints: character.experiencePoints }, problems };
}
