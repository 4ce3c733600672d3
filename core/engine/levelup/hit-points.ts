// The hit points a level's features add besides the hit die (a species trait or feat worth +1 per level, a class
// feature counting class levels): what the sheet's feature mechanics add with the level, less what they added before.
import type { RawCharacter } from '../character/types.ts';
import { computeCharacter, totalLevel } from '../compute/compute-character.ts';
import { baseMaximumHitPoints } from '../compute/hit-points.ts';
import type { IndexedRules } from '../rules/index-rules.ts';

/** The part of the maximum hit points that is neither the levels' own values nor the Constitution modifier's. */
function beyondDiceAndConstitution(character: RawCharacter, rules: IndexedRules): number {
  const sheet = computeCharacter(character, rules);
  return sheet.hitPoints.maximum - baseMaximumHitPoints(character, rules) - sheet.abilityScores.Constitution.modifier * totalLevel(character);
}

/** What features add to the maximum hit points with the level taken from `before` to `after` (0 without automation). */
export function featureHitPointsOfLevel(before: RawCharacter, after: RawCharacter, rules: IndexedRules): number {
  if (totalLevel(before) === 0) return beyondDiceAndConstitution(after, rules);
  return beyondDiceAndConstitution(after, rules) - beyondDiceAndConstitution(before, rules);
}
