// Builder species and background edits.
import type { CharacterBackground, RawCharacter } from '../character/types.ts';

/** A species change resets the chosen option to 0 and clears the chosen improvements. */
export function setSpecies(character: RawCharacter, name: string): RawCharacter {
  return { ...character, species: { ...character.species, name, abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} } };
}

/** Choosing another increase option of the species clears the picks made under the previous one. */
export function setSpeciesOption(character: RawCharacter, option: number): RawCharacter {
  return { ...character, species: { ...character.species, abilityScoreImprovementSelectedOption: option, abilityScoreImprovement: {} } };
}

export function setSpeciesImprovements(character: RawCharacter, improvements: Record<string, number>): RawCharacter {
  return { ...character, species: { ...character.species, abilityScoreImprovement: { ...improvements } } };
}

/** A background change clears the chosen feat and feature. */
export function setBackground(character: RawCharacter, name: string): RawCharacter {
  const background: CharacterBackground = { ...character.background, name, feature: '' };
  delete background.feat;
  return { ...character, background };
}

export function setBackgroundFeat(character: RawCharacter, featName: string): RawCharacter {
  return { ...character, background: { ...character.background, feat: { name: featName, type: 'Feat' } } };
}
