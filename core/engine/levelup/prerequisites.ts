// Multiclassing prerequisites: taking a level in a class the character does not hold needs the ability minimums of
// every class held and of the new one, read from the character's current scores (species, improvements, feats).
import type { Ability, RawCharacter } from '../character/types.ts';
import { computeCharacter, type ComputedCharacter } from '../compute/compute-character.ts';
import type { AbilityMinimum } from '../../schemas/multiclass-prerequisites.ts';
import type { LevelUpRules } from './types.ts';

export interface UnmetMinimum {
  className: string;
  requirement: AbilityMinimum;
  /** The character's best score among the abilities the requirement names. */
  best: { ability: Ability; score: number };
}

/** "Strength or Dexterity 13" */
export function minimumText(requirement: AbilityMinimum): string {
  return `${requirement.anyOf.join(' or ')} ${requirement.minimum}`;
}

/**
 * The minimums of the held classes and the new one that the character's scores do not reach. The scores are the
 * computed sheet's; a caller checking many classes (the sheet's class list) passes them once instead.
 */
export function unmetMulticlassMinimums(
  character: RawCharacter,
  levelUpRules: LevelUpRules,
  newClass: string,
  scores: ComputedCharacter['abilityScores'] = computeCharacter(character, levelUpRules.rules).abilityScores,
): UnmetMinimum[] {
  const classNames = [...new Set([...character.classes.map((entry) => entry.name), newClass])];
  const unmet: UnmetMinimum[] = [];
  for (const className of classNames) {
    // A class the catalogue does not list (home-made content) asks for nothing.
    for (const requirement of levelUpRules.prerequisites.get(className.toLowerCase())?.requirements ?? []) {
      const best = requirement.anyOf
        .map((ability) => ({ ability, score: scores[ability]?.value ?? 0 }))
        .reduce((a, b) => (b.score > a.score ? b : a));
      if (best.score < requirement.minimum) unmet.push({ className, requirement, best });
    }
  }
  return unmet;
}

/** "Multiclassing into Scout needs Intelligence 13 for Scout (Intelligence is 10)" */
export function unmetMessage(newClass: string, unmet: readonly UnmetMinimum[]): string {
  const parts = unmet.map(({ className, requirement, best }) => `${minimumText(requirement)} for ${className} (${best.ability} is ${best.score})`);
  return `Multiclassing into ${newClass} needs ${parts.join('; ')}: a character must meet the ability minimums of every class it holds and of the new one.`;
}
