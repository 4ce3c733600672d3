// Maneuver choices: who qualifies and how many may be known.
import type { CharacterClass, RawCharacter } from '../character/types.ts';
import { maneuversKnownLimit } from '../compute/superiority.ts';
import { setClassChoices } from '../transitions/classes.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { ManeuverRule } from '../rules/types.ts';

export { maneuversKnownLimit, qualifiesForManeuvers } from '../compute/superiority.ts';

/**
 * Where new maneuver picks of a class entry are kept: on the class for Fighters and Scholars, on the archetype for
 * the Scout's Deadeye Technique; undefined when the entry picks none. A Fighter's qualifying archetype (Tactical
 * Specialist, ...) adds no second list: its maneuvers are the class's, under the class table's one limit.
 */
export function maneuverHome(entry: Pick<CharacterClass, 'name' | 'archetype'>): 'class' | 'archetype' | undefined {
  if (entry.name === 'Fighter' || entry.name === 'Scholar') return 'class';
  if (entry.name === 'Scout' && entry.archetype?.name === 'Deadeye Technique') return 'archetype';
  return undefined;
}

/** Every maneuver a class entry knows, from the class and from its archetype (older characters may hold both), once each. */
export function knownManeuvers(entry: Pick<CharacterClass, 'maneuvers' | 'archetype'>): string[] {
  return [...new Set([...(entry.maneuvers ?? []), ...(entry.archetype?.maneuvers ?? [])])];
}

export interface ManeuverChoice {
  maneuver: ManeuverRule;
  isSelected: boolean;
  isDisabled: boolean;
}

/** Maneuvers for one class entry, class and archetype together: choices beyond the Maneuvers Known count are disabled. */
export function maneuverChoices(character: RawCharacter, rules: IndexedRules, classIndex: number): ManeuverChoice[] {
  const entry = character.classes[classIndex];
  if (!entry) throw new RangeError(`No class at position ${classIndex}`);
  const selected = new Set(knownManeuvers(entry));
  const atLimit = selected.size >= maneuversKnownLimit(rules, entry);
  return rules.maneuvers.all.map((maneuver) => {
    const isSelected = selected.has(maneuver.name);
    return { maneuver, isSelected, isDisabled: !isSelected && atLimit };
  });
}

/** Picks a maneuver (kept where the entry keeps its picks) or drops it (from the class and the archetype). */
export function toggleManeuver(character: RawCharacter, classIndex: number, name: string, picked: boolean): RawCharacter {
  const entry = character.classes[classIndex];
  if (!entry) throw new RangeError(`No class at position ${classIndex}`);
  const home = maneuverHome(entry);
  if (picked) {
    if (!home) throw new Error(`${entry.name} does not choose maneuvers`);
    if (knownManeuvers(entry).includes(name)) return character;
    const list = (home === 'class' ? entry.maneuvers : entry.archetype?.maneuvers) ?? [];
    return setClassChoices(character, classIndex, 'maneuvers', [...list, name], home === 'archetype');
  }
  let next = setClassChoices(character, classIndex, 'maneuvers', (entry.maneuvers ?? []).filter((known) => known !== name));
  if (entry.archetype?.maneuvers) next = setClassChoices(next, classIndex, 'maneuvers', entry.archetype.maneuvers.filter((known) => known !== name), true);
  return next;
}
