// The encounter generator: monsters that bring the party's encounter into a target difficulty, chosen from the
// monsters the filters allow (the monster table's: base type, challenge rating range, words in the text for an
// environment). Locked monsters stay as they are and count toward the target. Deterministic over the injected die
// roller, so a reroll is another call with the same roller and a test is exact with a seeded one.
//
// The target window: from the target's threshold up to the next one (deadly: up to one and a half times its
// threshold). Each attempt starts from the locked monsters and adds one monster at a time, picked at random among
// those that keep the adjusted XP below the window's top (half the time among those that land in it outright),
// either one more of a monster already chosen or a new one while fewer than `maxKinds` are; it stops when the window
// is reached. The first attempt that lands is the proposal; when none does, the closest one is, marked as missing.
import type { DieRoller } from '../dice/random-source.ts';
import { challengeRatingValue } from './challenge-rating.ts';
import { evaluateEncounter, partyThresholds, THRESHOLD_DIFFICULTIES, type DifficultyMonster, type EncounterEvaluation, type ThresholdDifficulty } from './difficulty.ts';
import { monsterKind } from '../../text/monster-kind.ts';
import { readChallengeRating, type MonsterSource } from './monster-reading.ts';
import type { EncounterRules } from './rules.ts';

/** How far past its threshold a deadly target may go. */
export const DEADLY_WINDOW_FACTOR = 1.5;

export interface MonsterFilters {
  /** Base creature types ('humanoid', 'droid'); empty or absent: any. */
  types?: readonly string[];
  minChallengeRating?: string;
  maxChallengeRating?: string;
  /** Words every one of which must appear in the monster's name, type or text ("swamp", "desert"). */
  words?: string;
}

/** The fields the filters read: a monster record (or a GraphQL selection holding them). */
export type FilterableMonster = Pick<MonsterSource, 'name' | 'types' | 'alignment' | 'challengeRating' | 'experiencePoints'> & {
  flavorText?: string | null;
  sectionText?: string | null;
  behaviors?: readonly { name: string; description?: string | null }[];
};

const searchText = (m: FilterableMonster) =>
  [m.name, ...(m.types ?? []), m.flavorText, m.sectionText, ...(m.behaviors ?? []).flatMap((b) => [b.name, b.description])].filter(Boolean).join(' ').toLowerCase();

/** Whether a monster passes the filters (its rating read as the encounter reads it: see readChallengeRating). */
export function matchesMonsterFilters(rules: EncounterRules, monster: FilterableMonster, filters: MonsterFilters): boolean {
  if (filters.types?.length) {
    const wanted = new Set(filters.types.map((t) => t.trim().toLowerCase()));
    if (!monsterKind(monster).types.some((t) => wanted.has(t))) return false;
  }
  const min = challengeRatingValue(filters.minChallengeRating);
  const max = challengeRatingValue(filters.maxChallengeRating);
  if (min !== undefined || max !== undefined) {
    const value = readChallengeRating(rules, monster).value;
    if (value === undefined || (min !== undefined && value < min) || (max !== undefined && value > max)) return false;
  }
  const words = (filters.words ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length) {
    const text = searchText(monster);
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}

export interface GeneratorCandidate {
  name: string;
  /** The rating the encounter counts it at. */
  challengeRating: string;
}

/** The monsters that pass the filters, as generator candidates (those without a readable rating are left out). */
export function generatorCandidates(rules: EncounterRules, monsters: readonly FilterableMonster[], filters: MonsterFilters): GeneratorCandidate[] {
  return monsters.flatMap((monster) => {
    const rating = readChallengeRating(rules, monster).rating;
    return rating !== undefined && matchesMonsterFilters(rules, monster, filters) ? [{ name: monster.name, challengeRating: rating }] : [];
  });
}

export interface GeneratorInput {
  levels: readonly number[];
  target: ThresholdDifficulty;
  candidates: readonly GeneratorCandidate[];
  /** Kept as they are (locked monsters and custom monsters); they count toward the target. */
  locked?: readonly DifficultyMonster[];
  roller: DieRoller;
  /** Different monsters the generator may add (default 3). */
  maxKinds?: number;
  /** Monsters it may add in all (default 12). */
  maxMonsters?: number;
  /** Attempts before it settles for the closest (default 40). */
  attempts?: number;
}

export interface GeneratorResult {
  /** The monsters proposed, besides the locked ones. */
  monsters: { name: string; challengeRating: string; count: number }[];
  /** The whole encounter: locked and proposed. */
  evaluation: EncounterEvaluation;
  /** Adjusted XP from `min` up to, not including, `max`. */
  window: { min: number; max: number };
  /** The proposal lands in the window. */
  landed: boolean;
  /** Why it does not land, when it does not. */
  reason?: string;
}

/** The adjusted XP window of a target difficulty for these levels. */
export function targetWindow(rules: EncounterRules, levels: readonly number[], target: ThresholdDifficulty): { min: number; max: number } {
  const thresholds = partyThresholds(rules, levels);
  const next = THRESHOLD_DIFFICULTIES[THRESHOLD_DIFFICULTIES.indexOf(target) + 1];
  return { min: thresholds[target], max: next ? thresholds[next] : Math.round(thresholds.deadly * DEADLY_WINDOW_FACTOR) };
}

/** A random index below `length` from the die roller. */
const pick = (roller: DieRoller, length: number) => roller(length) - 1;

export function generateEncounter(rules: EncounterRules, input: GeneratorInput): GeneratorResult {
  const { levels, target, candidates, roller } = input;
  const locked = input.locked ?? [];
  const maxKinds = input.maxKinds ?? 3;
  const maxMonsters = input.maxMonsters ?? 12;
  const window = targetWindow(rules, levels, target);
  const evaluate = (proposed: Map<string, { candidate: GeneratorCandidate; count: number }>) =>
    evaluateEncounter(rules, levels, [...locked, ...[...proposed.values()].map(({ candidate, count }) => ({ name: candidate.name, challengeRating: candidate.challengeRating, count }))]);
  const result = (proposed: Map<string, { candidate: GeneratorCandidate; count: number }>, reason?: string): GeneratorResult => {
    const evaluation = evaluate(proposed);
    const landed = evaluation.adjustedXp >= window.min && evaluation.adjustedXp < window.max;
    return {
      monsters: [...proposed.values()].map(({ candidate, count }) => ({ name: candidate.name, challengeRating: candidate.challengeRating, count })),
      evaluation,
      window,
      landed,
      ...(landed ? {} : { reason: reason ?? 'No choice of the allowed monsters landed in the target: widen the filters or unlock a monster.' }),
    };
  };

  if (!levels.length) return result(new Map(), 'The party is empty: add its characters first.');
  const start = evaluate(new Map());
  if (start.adjustedXp >= window.max) return result(new Map(), `The locked monsters alone are already past ${target}: unlock or remove some.`);
  if (start.adjustedXp >= window.min) return result(new Map());
  if (!candidates.length) return result(new Map(), 'No monster passes the filters.');

  let best: { proposed: Map<string, { candidate: GeneratorCandidate; count: number }>; distance: number } | undefined;
  for (let attempt = 0; attempt < (input.attempts ?? 40); attempt++) {
    const proposed = new Map<string, { candidate: GeneratorCandidate; count: number }>();
    let added = 0;
    let adjusted = start.adjustedXp;
    while (added < maxMonsters && adjusted < window.min) {
      const options: { candidate: GeneratorCandidate; adjusted: number }[] = [];
      for (const candidate of candidates) {
        if (!proposed.has(candidate.name) && proposed.size >= maxKinds) continue;
        const trial = new Map(proposed);
        trial.set(candidate.name, { candidate, count: (proposed.get(candidate.name)?.count ?? 0) + 1 });
        const xp = evaluate(trial).adjustedXp;
        if (xp < window.max) options.push({ candidate, adjusted: xp });
      }
      if (!options.length) break;
      const landing = options.filter((o) => o.adjusted >= window.min);
      const pool = landing.length && pick(roller, 2) === 0 ? landing : options;
      const chosen = pool[pick(roller, pool.length)]!;
      proposed.set(chosen.candidate.name, { candidate: chosen.candidate, count: (proposed.get(chosen.candidate.name)?.count ?? 0) + 1 });
      adjusted = chosen.adjusted;
      added++;
    }
    if (adjusted >= window.min && adjusted < window.max) return result(proposed);
    const distance = adjusted < window.min ? window.min - adjusted : adjusted - window.max + 1;
    if (!best || distance < best.distance) best = { proposed, distance };
  }
  return result(best?.proposed ?? new Map());
}
