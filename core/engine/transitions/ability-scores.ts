// Builder ability score edits: the method, base scores, and improvement entries (feat or ability increases).
import { ABILITIES, type AbilityIncrease, type AbilityScoreImprovement, type AbilityScoreMethod, type RawCharacter } from '../character/types.ts';
import { replaceAt, withClass } from './update.ts';

/** Changing the method resets every base score to 0. */
export function setAbilityScoreMethod(character: RawCharacter, method: AbilityScoreMethod): RawCharacter {
  return {
    ...character,
    settings: { ...character.settings, abilityScoreMethod: method },
    baseAbilityScores: Object.fromEntries(ABILITIES.map((ability) => [ability, 0])),
  };
}

export function setBaseAbilityScore(character: RawCharacter, ability: string, score: number): RawCharacter {
  return { ...character, baseAbilityScores: { ...character.baseAbilityScores, [ability]: score } };
}

/** The same ability picked twice gives one +2 entry; two different abilities give +1 each. */
export function abilityIncreases(picked: readonly string[]): AbilityIncrease[] {
  const counts = new Map<string, number>();
  for (const name of picked) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, value: count >= 2 ? 2 : 1 }));
}

/** A new improvement entry of a type: a Feat is a name-only record, an Ability Score Improvement starts empty. */
export function newImprovement(type: AbilityScoreImprovement['type'], featName = ''): AbilityScoreImprovement {
  return type === 'Feat' ? { type: 'Feat', name: featName } : { type: 'Ability Score Improvement', abilitiesIncreased: [] };
}

/** Sets entry `position` of a class's improvements (appending when position equals the list length). */
export function setImprovement(character: RawCharacter, classIndex: number, position: number, improvement: AbilityScoreImprovement): RawCharacter {
  return withClass(character, classIndex, (entry) => {
    const list = entry.abilityScoreImprovements ?? [];
    const next = position === list.length ? [...list, improvement] : replaceAt(list, position, improvement, 'ability score improvement');
    return { ...entry, abilityScoreImprovements: next };
  });
}
