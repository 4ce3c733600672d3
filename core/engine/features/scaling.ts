// Evaluating a Scaling (a number that grows with levels) and reading distances out of a feature's text.
import type { Ability, CharacterClass } from '../character/types.ts';
import type { ComputedAbilityScores } from '../compute/ability-scores.ts';
import { classCell, parseCellNumber } from '../compute/level-tables.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule } from '../rules/types.ts';

type Effect = NonNullable<FeatureMechanicsRule['effects']>[number];
export type Scaling = Extract<Effect, { kind: 'resource' }>['max'];

/** A resource without a limit (a class-table cell of "Unlimited"). */
export const UNLIMITED = 'unlimited';
export type ScaledNumber = number | typeof UNLIMITED;

export interface ScalingContext {
  rules: IndexedRules;
  /** The class the feature belongs to; species traits and feats scale with the character level. */
  classEntry?: CharacterClass;
  characterLevel: number;
  proficiencyBonus: number;
  scores: ComputedAbilityScores;
}

/** The best modifier among "Wisdom|Charisma"-style choices: a player choosing freely picks the higher one. */
export function bestModifier(choice: string, scores: ComputedAbilityScores): number {
  return Math.max(...choice.split('|').map((ability) => scores[ability as Ability]?.modifier ?? 0));
}

export function classLevelOf(context: Pick<ScalingContext, 'classEntry' | 'characterLevel'>): number {
  return context.classEntry ? Number(context.classEntry.levels) || 0 : context.characterLevel;
}

/** Sum of the terms, at least `minimum`; a class-table cell reading "Unlimited" makes it unlimited. */
export function evaluateScaling(scaling: Scaling, context: ScalingContext): ScaledNumber {
  const classLevel = classLevelOf(context);
  let total = scaling.value ?? 0;
  if (scaling.column) {
    const cell = classCell(context.classEntry ? context.rules.classes.get(context.classEntry.name) : undefined, classLevel, scaling.column);
    if (cell && /unlimited/i.test(cell)) return UNLIMITED;
    total += parseCellNumber(cell) ?? 0;
  }
  if (scaling.table) {
    let step = 0;
    for (const [level, value] of scaling.table) if (classLevel >= level) step = value;
    total += step;
  }
  if (scaling.proficiencyBonus) total += context.proficiencyBonus;
  if (scaling.abilityModifier) total += bestModifier(scaling.abilityModifier, context.scores);
  if (scaling.classLevel) total += Math.floor(classLevel * scaling.classLevel);
  if (scaling.characterLevel) total += Math.floor(context.characterLevel * scaling.characterLevel);
  return scaling.minimum !== undefined ? Math.max(scaling.minimum, total) : total;
}

/**
 * The speed a trait's text states: its first distance, "speed is 25" written without a unit, or the walking speed
 * when the text says the speed equals it ("a climbing speed equal to your walking speed").
 */
export function speedInText(text: string): number | 'walk' | undefined {
  const distance = distanceInText(text);
  if (distance !== undefined) return distance;
  const bare = /\bspeed (?:is|of) (\d+)\b/i.exec(text);
  if (bare) return Number.parseInt(bare[1], 10);
  return /\bequal to your (?:base )?walking speed\b/i.test(text) ? 'walk' : undefined;
}

/** The first distance a text states ("30 feet", "60 ft.", "a 10-foot radius"), or undefined. */
export function distanceInText(text: string): number | undefined {
  const match = /(\d+)\s*(?:-\s*)?(?:feet|foot|ft\b)/i.exec(text);
  return match ? Number.parseInt(match[1], 10) : undefined;
}
