// Test support: answers every choice a planned level asks with the first options the rules offer, the way a player
// who accepts the defaults would (an improvement goes to the first abilities that can take it).
import type { AbilityScoreImprovement, RawCharacter } from '../character/types.ts';
import { ABILITIES } from '../character/types.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { planLevelUp } from '../levelup/level-up.ts';
import type { LevelUpChoice, LevelUpRules } from '../levelup/types.ts';

function improvementFor(character: RawCharacter, levelUpRules: LevelUpRules): AbilityScoreImprovement {
  const scores = computeCharacter(character, levelUpRules.rules).abilityScores;
  const room = ABILITIES.filter((ability) => scores[ability].value <= 18);
  if (room.length === 0) return { type: 'Feat', name: levelUpRules.rules.feats.all[0]!.name };
  return { type: 'Ability Score Improvement', abilitiesIncreased: [{ name: room[0]!, value: 2 }] };
}

/** The choice for a level in the class with every open choice answered (re-planned until nothing new opens). */
export function answeredChoice(character: RawCharacter, levelUpRules: LevelUpRules, base: LevelUpChoice): LevelUpChoice {
  let choice: LevelUpChoice = { ...base };
  for (let round = 0; round < 5; round++) {
    const plan = planLevelUp(character, levelUpRules, choice);
    const next: LevelUpChoice = { ...choice };
    const powers: string[] = [];
    const featureChoices: Record<string, string[]> = {};
    for (const open of plan.open) {
      const first = (open.options ?? []).slice(0, open.count);
      if (open.rule === 'archetype') next.archetype ??= first[0];
      else if (open.rule === 'fighting-style') next.fightingStyle ??= first[0];
      else if (open.rule === 'ability-score-improvement') next.abilityScoreImprovement ??= improvementFor(character, levelUpRules);
      else if (open.rule === 'powers') powers.push(...first);
      else if (open.rule === 'maneuvers') next.maneuvers = first;
      else if (open.rule === 'expertise') next.expertise = first;
      else if (open.rule === 'feature-choice' && open.key) featureChoices[open.key] = first.length ? first : ['Strength'];
    }
    if (powers.length > 0) next.powers = powers;
    if (Object.keys(featureChoices).length > 0) next.featureChoices = featureChoices;
    if (JSON.stringify(next) === JSON.stringify(choice)) return choice;
    choice = next;
  }
  return choice;
}
