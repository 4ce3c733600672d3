// What a new level asks the player: the choices its class level brings (archetype, ability score improvement or feat,
// fighting style, expertise, powers, maneuvers) and the feature choices it opens. Each reads the same engine rules
// the builder lists its open choices with, comparing the character before the level with the character after it, so
// only what this level brings is asked (a choice left open at an earlier level stays the builder's to list).
import type { CharacterClass, RawCharacter } from '../character/types.ts';
import type { CastingType } from '../compute/casting.ts';
import { maneuversKnownLimit } from '../compute/superiority.ts';
import { classChoiceSlots, featureChoicesOf } from '../features/builder-choices.ts';
import { openPicks } from '../features/mechanics.ts';
import { skillNames, type IndexedRules } from '../rules/index-rules.ts';
import { ARCHETYPE_LEVEL, improvementLevels, improvementsAtLevel } from '../transitions/classes.ts';
import { archetypeOptions } from '../validation/classes.ts';
import { knownManeuvers } from '../validation/maneuvers.ts';
import { allKnownPowerNames, maxPowerLevelForClass, powersKnownLimit } from '../validation/powers.ts';
import type { OpenChoice } from './types.ts';

export const CASTING_TYPES: readonly CastingType[] = ['Force', 'Tech'];

/** The class entry at a position, or an empty entry of that class at level 0 (a class not yet held). */
export function entryOrEmpty(character: RawCharacter, index: number, className: string): CharacterClass {
  return character.classes[index] ?? { name: className, levels: 0, hitPoints: [], abilityScoreImprovements: [] };
}

/** The choices of the class level itself: what the builder asks per class, compared before and after the level. */
export function classLevelChoices(before: RawCharacter, after: RawCharacter, index: number, rules: IndexedRules): OpenChoice[] {
  const now = after.classes[index]!;
  const was = entryOrEmpty(before, index, now.name);
  const level = now.levels;
  const label = `${now.name} ${level}`;
  const classRule = rules.classes.get(now.name);
  const open: OpenChoice[] = [];
  const archetypes = archetypeOptions(rules, now.name, level);
  if (level >= ARCHETYPE_LEVEL && !was.archetype?.name && archetypes.length > 0) {
    open.push({ rule: 'archetype', label: `${label}: choose an archetype (from ${ARCHETYPE_LEVEL}rd level)`, count: 1, options: archetypes.map((a) => a.name) });
  }
  if (improvementLevels(classRule).includes(level) && (was.abilityScoreImprovements ?? []).length < improvementsAtLevel(level, classRule)) {
    open.push({ rule: 'ability-score-improvement', label: `${label}: choose an ability score improvement or a feat`, count: 1 });
  }
  const slotsBefore = before.classes[index] ? classChoiceSlots(before, rules, index) : { fightingStyle: false, expertise: 0 };
  const slotsAfter = classChoiceSlots(after, rules, index);
  if (slotsAfter.fightingStyle && !slotsBefore.fightingStyle && !was.fightingStyle) {
    open.push({ rule: 'fighting-style', label: `${label}: choose a fighting style`, count: 1, options: rules.optionLists.fightingStyle.all.map((style) => style.name) });
  }
  const expertise = slotsAfter.expertise - slotsBefore.expertise;
  if (expertise > 0) {
    const held = new Set(was.expertise ?? []);
    open.push({ rule: 'expertise', label: `${label}: choose ${expertise} expertise`, count: expertise, options: skillNames(rules).filter((skill) => !held.has(skill)) });
  }
  for (const type of CASTING_TYPES) {
    const more = powersKnownLimit(rules, now, type) - (was.levels > 0 ? powersKnownLimit(rules, was, type) : 0);
    if (more <= 0) continue;
    const known = allKnownPowerNames(after, type);
    const maxLevel = maxPowerLevelForClass(rules, now, type);
    const options = rules.powers.all.filter((power) => power.powerType === type && power.level <= maxLevel && !known.has(power.name)).map((power) => power.name);
    open.push({ rule: 'powers', label: `${label}: learn ${more} ${type.toLowerCase()} ${more === 1 ? 'power' : 'powers'} (up to level ${maxLevel})`, count: Math.min(more, options.length), options });
  }
  const maneuvers = maneuversKnownLimit(rules, now) - (was.levels > 0 ? maneuversKnownLimit(rules, was) : 0);
  if (maneuvers > 0) {
    const known = new Set(knownManeuvers(now));
    const options = rules.maneuvers.all.filter((maneuver) => !known.has(maneuver.name)).map((maneuver) => maneuver.name);
    open.push({ rule: 'maneuvers', label: `${label}: learn ${maneuvers} ${maneuvers === 1 ? 'maneuver' : 'maneuvers'}`, count: Math.min(maneuvers, options.length), options });
  }
  return open.filter((choice) => choice.count > 0);
}

/** Feature choices open after the level that were not open before it (a new feature's skill, a feat's ability). */
export function newFeatureChoices(before: RawCharacter, after: RawCharacter, rules: IndexedRules): OpenChoice[] {
  const openBefore = new Set(featureChoicesOf(before, rules).filter((choice) => openPicks(choice) > 0).map((choice) => choice.key));
  return featureChoicesOf(after, rules)
    .filter((choice) => openPicks(choice) > 0 && !openBefore.has(choice.key))
    .map((choice) => ({
      rule: 'feature-choice' as const,
      label: `${choice.feature}: choose ${openPicks(choice)} (${choice.what})`,
      count: openPicks(choice),
      key: choice.key,
      ...(choice.position !== undefined ? { position: choice.position } : {}),
      ...(choice.from?.length ? { options: [...choice.from] } : choice.options?.length ? { options: choice.options.map((option) => option.name) } : {}),
    }));
}
