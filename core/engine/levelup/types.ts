// The level-up engine's shapes: what the player chooses for a new level, what the character keeps of each level, and
// the refusal that names the rule a level breaks.
import type { AbilityScoreImprovement, HitPointMethod, LevelRecord } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { MulticlassPrerequisite } from '../../schemas/multiclass-prerequisites.ts';

export type { AbilityScoreImprovement, HitPointMethod, LevelRecord };

/** The loaded rules and the multiclassing prerequisites catalogue (which the class records lack). */
export interface LevelUpRules {
  rules: IndexedRules;
  /** By class name, lower case. */
  prerequisites: ReadonlyMap<string, MulticlassPrerequisite>;
}

export function indexPrerequisites(rows: readonly MulticlassPrerequisite[]): ReadonlyMap<string, MulticlassPrerequisite> {
  return new Map(rows.map((row) => [row.className.toLowerCase(), row]));
}

/** What the player answers for one new level. Everything but the class is asked only when the level requires it. */
export interface LevelUpChoice {
  className: string;
  /** 'average' (the class's fixed value, the default) or the number rolled on the class's hit die. */
  hitPoints?: 'average' | number;
  abilityScoreImprovement?: AbilityScoreImprovement;
  archetype?: string;
  fightingStyle?: string;
  /** Powers learned at this level (force or tech, told apart by the rules). */
  powers?: string[];
  maneuvers?: string[];
  expertise?: string[];
  /** Answers to the feature choices the level opens, by their featureChoices key (or the feature's name). */
  featureChoices?: Record<string, string[]>;
}

/** Which rule a refused level breaks: tests and the interface tell them apart without reading the message. */
export type LevelUpRule =
  | 'max-level'
  | 'unknown-class'
  | 'multiclass-prerequisite'
  | 'hit-point-roll'
  | 'archetype'
  | 'ability-score-improvement'
  | 'fighting-style'
  | 'powers'
  | 'maneuvers'
  | 'expertise'
  | 'feature-choice'
  | 'level-down'
  | 'change-level';

export class LevelUpError extends Error {
  override name = 'LevelUpError';
  constructor(
    readonly rule: LevelUpRule,
    message: string,
  ) {
    super(message);
  }
}

/** A choice of a later level that a change to an earlier one broke: kept as made, flagged with the rule. */
export interface LevelProblem {
  rule: LevelUpRule;
  message: string;
}

/** A choice the new level asks for, with what may be picked. */
export interface OpenChoice {
  rule: Exclude<LevelUpRule, 'max-level' | 'unknown-class' | 'multiclass-prerequisite' | 'hit-point-roll' | 'level-down' | 'change-level'>;
  /** The player's words: "Engineer 3: choose an archetype". */
  label: string;
  /** How many picks (1 for an archetype, style or improvement). */
  count: number;
  /** The names that may be picked, when the rules list them. */
  options?: string[];
  /** For a feature choice: its featureChoices key, and its place in the stored list when it keeps one pick per place. */
  key?: string;
  position?: number;
}
