// Editing experience: the level it reaches is looked up and the levels not yet taken are stored as unspentLevels.
import { MAX_EXPERIENCE } from '../../documents/input-limits.ts';
import type { RawCharacter } from '../character/types.ts';
import { totalLevel } from '../compute/compute-character.ts';
import { levelForExperience } from '../compute/experience.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import { nonNegative, withStats } from './update.ts';

export function setExperience(character: RawCharacter, experience: number, rules: IndexedRules): RawCharacter {
  // Past the limit no rule reads it: kept at the limit, as the server would refuse more.
  const experiencePoints = Math.min(nonNegative(experience), MAX_EXPERIENCE);
  const unspentLevels = Math.max(0, levelForExperience(rules, experiencePoints) - totalLevel(character));
  return withStats({ ...character, experiencePoints }, { unspentLevels });
}
