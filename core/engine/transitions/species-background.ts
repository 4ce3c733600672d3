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

/**
 * A background change clears the chosen feat and feature, and the skills, tools and languages taken from the old
 * background (the new background offers its own).
 */
export function setBackground(character: RawCharacter, name: string): RawCharacter {
  const background: CharacterBackground = { ...character.background, name, feature: '' };
  delete background.feat;
  delete background.skills;
  delete background.toolProficiencies;
  delete background.languages;
  return { ...character, background };
}

/** The background's tools: each of its picks in order (a pick with one option is a tool it gives outright). */
export function setBackgroundTools(character: RawCharacter, picks: readonly (readonly string[])[]): RawCharacter {
  const tools = [...new Set(picks.flat().filter((name) => name.trim() !== ''))];
  return { ...character, background: { ...character.background, toolProficiencies: tools } };
}

/** The background's languages: the ones it names and the ones the player typed for its choices (blank ones dropped). */
export function setBackgroundLanguages(character: RawCharacter, languages: readonly string[]): RawCharacter {
  return { ...character, background: { ...character.background, languages: languages.filter((name) => name.trim() !== '') } };
}

/** The skill proficiencies picked from the background's list. */
export function setBackgroundSkills(character: RawCharacter, skills: readonly string[]): RawCharacter {
  return { ...character, background: { ...character.background, skills: [...new Set(skills)] } };
}

export function setBackgroundFeat(character: RawCharacter, featName: string): RawCharacter {
  return { ...character, background: { ...character.background, feat: { name: featName, type: 'Feat' } } };
}
