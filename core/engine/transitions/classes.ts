// Builder class edits: levels, adding and deleting classes, archetypes, hit point choices, powers and maneuvers.
import type { CharacterClass, RawCharacter } from '../character/types.ts';
import { totalLevel } from '../compute/compute-character.ts';
import { experienceForLevel, MAX_TOTAL_LEVEL } from '../compute/experience.ts';
import { featureNameKey, tableFeatureLevels } from '../rules/class-feature-levels.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { ClassRule } from '../rules/types.ts';
import { removeAt, withClass } from './update.ts';

export const ARCHETYPE_LEVEL = 3;
/** Improvements come at these class levels when the class table names none (the game's standard schedule). */
export const ABILITY_SCORE_IMPROVEMENT_LEVELS = [4, 8, 12, 16, 19];

/**
 * The class levels that grant an ability score improvement: those the class table's Features column lists it at (a
 * Fighter's also come at 6th and 14th, a Monk's and an Operative's at 10th), else the standard schedule.
 */
export function improvementLevels(classRule?: Pick<ClassRule, 'levelChanges'>): number[] {
  const listed = tableFeatureLevels(classRule).get(featureNameKey('Ability Score Improvement'));
  return listed?.length ? listed : ABILITY_SCORE_IMPROVEMENT_LEVELS;
}

/** How many ability score improvements a class grants by a level. */
export function improvementsAtLevel(levels: number, classRule?: Pick<ClassRule, 'levelChanges'>): number {
  return improvementLevels(classRule).filter((level) => level <= levels).length;
}

function higherLevelHitPoints(rules: IndexedRules, className: string): number {
  return rules.classes.get(className)?.hitPointsAtHigherLevelsNumber ?? 0;
}

/**
 * New level count for one class: the hit point list is resized (new entries get the class's higher-level value),
 * the archetype is dropped below level 3, improvements are trimmed to the levels, and experience is raised to at
 * least what the new total level needs (kept if higher).
 */
export function setClassLevels(character: RawCharacter, index: number, levels: number, rules: IndexedRules): RawCharacter {
  const others = totalLevel(character) - (Number(character.classes[index]?.levels) || 0);
  const newLevels = Math.max(1, Math.min(Math.floor(levels), MAX_TOTAL_LEVEL - others));
  const updated = withClass(character, index, (entry) => {
    const wanted = newLevels - (index === 0 ? 1 : 0);
    const filler = higherLevelHitPoints(rules, entry.name);
    const hitPoints = [...(entry.hitPoints ?? [])].slice(0, wanted);
    while (hitPoints.length < wanted) hitPoints.push(filler);
    const next: CharacterClass = {
      ...entry,
      levels: newLevels,
      hitPoints,
      abilityScoreImprovements: (entry.abilityScoreImprovements ?? []).slice(0, improvementsAtLevel(newLevels, rules.classes.get(entry.name))),
    };
    if (newLevels < ARCHETYPE_LEVEL) delete next.archetype;
    return next;
  });
  const needed = experienceForLevel(rules, totalLevel(updated));
  return { ...updated, experiencePoints: Math.max(Number(updated.experiencePoints) || 0, needed) };
}

/** Appends a class at level 1; experience is set to the next total level's value (kept when the table lacks it). */
export function addClass(character: RawCharacter, className: string, rules: IndexedRules): RawCharacter {
  const isFirst = character.classes.length === 0;
  const entry: CharacterClass = {
    name: className,
    levels: 1,
    hitPoints: isFirst ? [] : [higherLevelHitPoints(rules, className)],
    abilityScoreImprovements: [],
  };
  const nextLevel = totalLevel(character) + 1;
  const listed = rules.experienceByLevel[nextLevel];
  return {
    ...character,
    classes: [...character.classes, entry],
    experiencePoints: nextLevel <= 1 ? 0 : (listed ?? character.experiencePoints),
  };
}

/** Removes a class; a new first class loses its first hit point entry; experience resets to the remaining level's value. */
export function deleteClass(character: RawCharacter, index: number, rules: IndexedRules): RawCharacter {
  let classes = removeAt(character.classes, index, 'class');
  if (index === 0 && classes.length > 0) classes = [{ ...classes[0], hitPoints: (classes[0].hitPoints ?? []).slice(1) }, ...classes.slice(1)];
  const remaining = classes.reduce((sum, entry) => sum + (Number(entry.levels) || 0), 0);
  return { ...character, classes, experiencePoints: remaining === 0 ? 0 : experienceForLevel(rules, remaining) };
}

export function setArchetype(character: RawCharacter, index: number, archetypeName: string | undefined): RawCharacter {
  return withClass(character, index, (entry) => {
    const next = { ...entry };
    if (archetypeName) next.archetype = { name: archetypeName };
    else delete next.archetype;
    return next;
  });
}

/** Sets the hit points chosen for one level above the first (position in the class's list). */
export function setLevelHitPoints(character: RawCharacter, index: number, position: number, value: number): RawCharacter {
  return withClass(character, index, (entry) => {
    const hitPoints = [...(entry.hitPoints ?? [])];
    if (position < 0 || position >= hitPoints.length) throw new RangeError(`No hit point entry ${position} for class ${entry.name}`);
    hitPoints[position] = value;
    return { ...entry, hitPoints };
  });
}

export type ChoiceList = 'forcePowers' | 'techPowers' | 'maneuvers';

/** Replaces a list of chosen powers or maneuvers, on the class itself or on its archetype. */
export function setClassChoices(character: RawCharacter, index: number, list: ChoiceList, names: string[], onArchetype = false): RawCharacter {
  return withClass(character, index, (entry) => {
    if (!onArchetype) return { ...entry, [list]: [...names] };
    if (!entry.archetype) throw new Error(`Class ${entry.name} has no archetype to hold ${list}`);
    return { ...entry, archetype: { ...entry.archetype, [list]: [...names] } };
  });
}

export function setClassSkills(character: RawCharacter, index: number, skills: string[], expertise?: string[]): RawCharacter {
  return withClass(character, index, (entry) => ({ ...entry, skills: [...skills], ...(expertise ? { expertise: [...expertise] } : {}) }));
}
