// Class choices of the builder: which classes, how many levels, archetypes from level 3, hit point choices.
import type { RawCharacter } from '../character/types.ts';
import { totalLevel } from '../compute/compute-character.ts';
import { MAX_TOTAL_LEVEL } from '../compute/experience.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { ArchetypeRule, ClassRule } from '../rules/types.ts';
import { ARCHETYPE_LEVEL } from '../transitions/classes.ts';

/** Classes not already held. */
export function availableClasses(character: RawCharacter, rules: IndexedRules): ClassRule[] {
  const held = new Set(character.classes.map(({ name }) => name));
  return rules.classes.all.filter(({ name }) => !held.has(name));
}

/** A class may have up to 20 minus the other classes' levels. */
export function maxLevelsForClass(character: RawCharacter, index: number): number {
  return MAX_TOTAL_LEVEL - (totalLevel(character) - (Number(character.classes[index]?.levels) || 0));
}

/** "Add New Class" is hidden at total level 20 or more. */
export function canAddClass(character: RawCharacter): boolean {
  return totalLevel(character) < MAX_TOTAL_LEVEL;
}

/** The class's archetypes, offered from class level 3. */
export function archetypeOptions(rules: IndexedRules, className: string, classLevel: number): readonly ArchetypeRule[] {
  if (classLevel < ARCHETYPE_LEVEL) return [];
  return rules.archetypesByClass.get(className.toLowerCase()) ?? [];
}

/** Values a level's hit points may take: 1 up to the class's first-level hit points (its die). */
export function hitPointChoices(classRule: Pick<ClassRule, 'hitPointsAtFirstLevelNumber'> | undefined): number[] {
  const top = classRule?.hitPointsAtFirstLevelNumber ?? 0;
  return Array.from({ length: Math.max(0, top) }, (_, i) => i + 1);
}
