// Maneuver choices: who qualifies and how many may be known.
import type { CharacterClass, RawCharacter } from '../character/types.ts';
import { FIGHTER_MANEUVER_ARCHETYPES, maneuversKnownLimit } from '../compute/superiority.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { ManeuverRule } from '../rules/types.ts';

export { maneuversKnownLimit, qualifiesForManeuvers } from '../compute/superiority.ts';

/** Where a class entry's maneuvers are chosen: Fighter and Scholar base classes, the Fighter archetypes listed, the Deadeye Technique. */
export function maneuverLists(entry: Pick<CharacterClass, 'name' | 'archetype'>): { onClass: boolean; onArchetype: boolean } {
  const archetype = entry.archetype?.name ?? '';
  return {
    onClass: entry.name === 'Fighter' || entry.name === 'Scholar',
    onArchetype: (entry.name === 'Fighter' && FIGHTER_MANEUVER_ARCHETYPES.includes(archetype)) || (entry.name === 'Scout' && archetype === 'Deadeye Technique'),
  };
}

export interface ManeuverChoice {
  maneuver: ManeuverRule;
  isSelected: boolean;
  isDisabled: boolean;
}

/** Maneuvers for one class entry: choices beyond the Maneuvers Known count are disabled. */
export function maneuverChoices(character: RawCharacter, rules: IndexedRules, classIndex: number, onArchetype = false): ManeuverChoice[] {
  const entry = character.classes[classIndex];
  if (!entry) throw new RangeError(`No class at position ${classIndex}`);
  const selected = new Set((onArchetype ? entry.archetype?.maneuvers : entry.maneuvers) ?? []);
  const atLimit = selected.size >= maneuversKnownLimit(rules, entry);
  return rules.maneuvers.all.map((maneuver) => {
    const isSelected = selected.has(maneuver.name);
    return { maneuver, isSelected, isDisabled: !isSelected && atLimit };
  });
}
