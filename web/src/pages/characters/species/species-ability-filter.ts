// The species table's ability filter: does a species let a character raise all the selected
// abilities through one of its option groups?
import type { SpeciesRecord } from '../../../../../core/schemas/index.ts';

type AbilityGroups = SpeciesRecord['abilitiesIncreased'];

/** Number words of 'Any one' / 'Any two' / 'Any four' entries: how many abilities of the visitor's choice they cover. */
export const ABILITY_WORD_WEIGHTS: Readonly<Record<string, number>> = { one: 1, two: 2, four: 4 };

/** The weight of an entry whose first ability is a free choice ('Any two' -> 2), or 0 for a named ability. */
export function freeChoiceWeight(firstAbility: string | undefined): number {
  const word = /^any\s+(\w+)/i.exec(firstAbility?.trim() ?? '')?.[1]?.toLowerCase();
  return word ? (ABILITY_WORD_WEIGHTS[word] ?? 0) : 0;
}

/**
 * Matches when, for some option group, the selected abilities it names (one each) plus the weights of its
 * free-choice entries reach the number of abilities selected. Nothing selected matches every species.
 */
export function matchesSpeciesAbilities(groups: AbilityGroups | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const wanted = selected.map((a) => a.toLowerCase());
  return (groups ?? []).some((group) => {
    let count = 0;
    for (const entry of group) {
      const weight = freeChoiceWeight(entry.abilities[0]);
      if (weight > 0) {
        count += weight;
        continue;
      }
      count += entry.abilities.filter((ability) => wanted.includes(ability.toLowerCase())).length;
    }
    return count >= selected.length;
  });
}

/** The Ability Score Increase column: each group's entries, groups separated by 'or' ('Strength +2, Dexterity +1'). */
export function abilityIncreaseText(groups: AbilityGroups | null | undefined): string {
  return (groups ?? [])
    .map((group) => group.map((entry) => `${entry.abilities.join(' or ')} +${entry.amount}`).join(', '))
    .join('; or ');
}
