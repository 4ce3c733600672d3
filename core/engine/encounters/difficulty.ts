// Encounter difficulty by the XP method: the party's thresholds (each character's level row, summed), the monsters'
// XP from their challenge ratings, the multiplier for how many monsters there are (shifted by the party's size), the
// adjusted XP and the highest threshold it reaches; and the party's adventuring-day budget.
import { challengeRatingRow, recordXpNote } from './challenge-rating.ts';
import type { EncounterRules, LevelRow } from './rules.ts';

export const DIFFICULTIES = ['trivial', 'easy', 'medium', 'hard', 'deadly'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** The difficulties that have a threshold (trivial is anything below easy). */
export const THRESHOLD_DIFFICULTIES = ['easy', 'medium', 'hard', 'deadly'] as const;
export type ThresholdDifficulty = (typeof THRESHOLD_DIFFICULTIES)[number];

export type Thresholds = Record<ThresholdDifficulty, number>;

/** A level's row; throws a RangeError naming the level when it is not a whole number from 1 to 20. */
export function levelRow(rules: EncounterRules, level: number): LevelRow {
  const row = Number.isInteger(level) ? rules.levels[level - 1] : undefined;
  if (!row) throw new RangeError(`Character level ${level} is not a level: use a whole number from 1 to 20.`);
  return row;
}

/** Each difficulty's threshold for the party: the sum of its characters' rows. */
export function partyThresholds(rules: EncounterRules, levels: readonly number[]): Thresholds {
  const totals: Thresholds = { easy: 0, medium: 0, hard: 0, deadly: 0 };
  for (const level of levels) {
    const row = levelRow(rules, level);
    for (const difficulty of THRESHOLD_DIFFICULTIES) totals[difficulty] += row[difficulty];
  }
  return totals;
}

/** The adjusted XP the party can be expected to face between two long rests. */
export function adventuringDayBudget(rules: EncounterRules, levels: readonly number[]): number {
  return levels.reduce((sum, level) => sum + levelRow(rules, level).adventuringDay, 0);
}

export interface MultiplierResult {
  multiplier: number;
  /** The multiplier for the number of monsters alone, before the party-size shift. */
  countMultiplier: number;
  /** Steps the party's size moved it (+1 larger, -1 smaller, 0 none). */
  shift: number;
}

/**
 * The multiplier for `monsterCount` monsters facing a party of `partySize`: the step whose count range holds the
 * count, moved by the party-size row's shift and kept inside the table (whose extra ends, x0.5 and x5, are reached
 * only through the shift). No monsters: x1, nothing to multiply.
 */
export function encounterMultiplier(rules: EncounterRules, monsterCount: number, partySize: number): MultiplierResult {
  const steps = rules.multipliers;
  const index = steps.findIndex((step) => step.minMonsters !== undefined && monsterCount >= step.minMonsters && (step.maxMonsters === undefined || monsterCount <= step.maxMonsters));
  if (monsterCount <= 0 || index < 0) return { multiplier: 1, countMultiplier: 1, shift: 0 };
  const size = rules.partySizes.find((row) => partySize >= row.minCharacters && (row.maxCharacters === undefined || partySize <= row.maxCharacters));
  const shift = size?.multiplierShift ?? 0;
  const shifted = Math.min(steps.length - 1, Math.max(0, index + shift));
  return { multiplier: steps[shifted].multiplier, countMultiplier: steps[index].multiplier, shift: shifted - index };
}

/** The highest threshold the adjusted XP reaches; trivial below easy. */
export function difficultyFor(adjustedXp: number, thresholds: Thresholds): Difficulty {
  let reached: Difficulty = 'trivial';
  for (const difficulty of THRESHOLD_DIFFICULTIES) if (adjustedXp >= thresholds[difficulty]) reached = difficulty;
  return reached;
}

/** A monster (or a group of the same one) as the difficulty reads it. */
export interface DifficultyMonster {
  name: string;
  /** The rating as written ('1/4'); the XP is derived from it. */
  challengeRating: string;
  count: number;
  /** The XP the monster's record states, when it has one: compared with the derived XP. */
  recordXp?: number | null;
}

export interface EvaluatedMonster {
  name: string;
  challengeRating: string;
  /** The XP of one, from its challenge rating. */
  xp: number;
  count: number;
  /** xp x count. */
  totalXp: number;
  /** Present when the record states a different XP than its rating gives. */
  recordXp?: number;
  /** Why the XP shown differs from the record, or why the monster counts for nothing. */
  note?: string;
}

export interface EncounterEvaluation {
  party: { size: number; levels: number[]; thresholds: Thresholds };
  monsters: EvaluatedMonster[];
  /** How many monsters there are (the multiplier's count). */
  monsterCount: number;
  totalXp: number;
  multiplier: number;
  /** The multiplier before the party-size shift, and the shift (so the page can say why). */
  countMultiplier: number;
  multiplierShift: number;
  adjustedXp: number;
  /** The highest threshold reached; null for an empty party (there is nothing to measure against). */
  difficulty: Difficulty | null;
  /** The next difficulty up and how much more adjusted XP reaches it; absent at deadly or with no party. */
  next?: { difficulty: ThresholdDifficulty; adjustedXpNeeded: number };
  dailyBudget: number;
  /** adjustedXp / dailyBudget (0 with no party): how much of the day this encounter spends. */
  shareOfDailyBudget: number;
}

/**
 * Evaluates an encounter. Each monster's XP comes from its challenge rating; a rating that is none (the data holds
 * one such record) counts for 0 XP with a note, and still counts as a monster. Throws a RangeError for a level
 * outside 1 to 20 or a count that is not a whole number of at least 1.
 */
export function evaluateEncounter(rules: EncounterRules, levels: readonly number[], monsters: readonly DifficultyMonster[]): EncounterEvaluation {
  const thresholds = partyThresholds(rules, levels);
  const dailyBudget = adventuringDayBudget(rules, levels);
  const evaluated = monsters.map((monster): EvaluatedMonster => {
    if (!Number.isInteger(monster.count) || monster.count < 1) throw new RangeError(`"${monster.name}" has a count of ${monster.count}: use a whole number of at least 1.`);
    const row = challengeRatingRow(rules, monster.challengeRating);
    const xp = row?.xp ?? 0;
    const base = { name: monster.name, challengeRating: row?.rating ?? monster.challengeRating, xp, count: monster.count, totalXp: xp * monster.count };
    if (!row) return { ...base, note: `"${monster.challengeRating}" is not a challenge rating, so it counts for no XP: give it a rating.` };
    if (typeof monster.recordXp === 'number' && monster.recordXp !== xp) {
      return { ...base, recordXp: monster.recordXp, note: recordXpNote(monster.recordXp, row.rating, xp) };
    }
    return base;
  });
  const monsterCount = evaluated.reduce((sum, m) => sum + m.count, 0);
  const totalXp = evaluated.reduce((sum, m) => sum + m.totalXp, 0);
  const { multiplier, countMultiplier, shift } = encounterMultiplier(rules, monsterCount, levels.length);
  // Not rounded: x1.5 and x2.5 of an odd total end in .5, and a threshold is reached or not by the exact figure.
  const adjustedXp = totalXp * multiplier;
  const difficulty = levels.length ? difficultyFor(adjustedXp, thresholds) : null;
  const nextDifficulty = difficulty ? THRESHOLD_DIFFICULTIES.find((d) => thresholds[d] > adjustedXp) : undefined;
  return {
    party: { size: levels.length, levels: [...levels], thresholds },
    monsters: evaluated,
    monsterCount,
    totalXp,
    multiplier,
    countMultiplier,
    multiplierShift: shift,
    adjustedXp,
    difficulty,
    ...(nextDifficulty ? { next: { difficulty: nextDifficulty, adjustedXpNeeded: thresholds[nextDifficulty] - adjustedXp } } : {}),
    dailyBudget,
    shareOfDailyBudget: dailyBudget ? adjustedXp / dailyBudget : 0,
  };
}
