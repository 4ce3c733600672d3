// Experience against the advancement table: thresholds, whether it matches the levels, and the two messages.
import type { IndexedRules } from '../rules/index-rules.ts';

export const MAX_TOTAL_LEVEL = 20;
/** Shown as the next threshold at level 20, which has no next level. */
export const LEVEL_20_NEXT_EXPERIENCE = 355000;
export const EXPERIENCE_TOO_LOW = 'Experience too low. Increase experience or remove class levels below';
export const EXPERIENCE_TOO_HIGH = 'You have unused levels. Click below to add more class levels.';

export interface ComputedExperience {
  previousLevel: number;
  current: number;
  nextLevel: number;
  isCorrect: boolean;
  errorMessage: string;
}

/** Experience needed for a level (0 for level 0 or below). */
export function experienceForLevel(rules: IndexedRules, level: number): number {
  if (level <= 1) return 0;
  return rules.experienceByLevel[Math.min(level, MAX_TOTAL_LEVEL)] ?? LEVEL_20_NEXT_EXPERIENCE;
}

/** The highest level whose threshold the experience reaches (1 at least, 20 at most). */
export function levelForExperience(rules: IndexedRules, experience: number): number {
  let level = 1;
  for (let candidate = 2; candidate <= MAX_TOTAL_LEVEL; candidate++) if (experience >= experienceForLevel(rules, candidate)) level = candidate;
  return level;
}

/** Valid when at least the current level's threshold and below the next (level 20 has no upper bound). */
export function computeExperience(rules: IndexedRules, currentLevel: number, experience: number): ComputedExperience {
  const current = Number(experience) || 0;
  const previousLevel = experienceForLevel(rules, currentLevel);
  const nextLevel = currentLevel >= MAX_TOTAL_LEVEL ? LEVEL_20_NEXT_EXPERIENCE : experienceForLevel(rules, currentLevel + 1);
  const tooLow = current < previousLevel;
  const tooHigh = currentLevel < MAX_TOTAL_LEVEL && current >= nextLevel;
  return {
    previousLevel,
    current,
    nextLevel,
    isCorrect: !tooLow && !tooHigh,
    errorMessage: tooLow ? EXPERIENCE_TOO_LOW : tooHigh ? EXPERIENCE_TOO_HIGH : '',
  };
}
