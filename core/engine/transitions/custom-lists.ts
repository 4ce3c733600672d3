// Adding and deleting the sheet's custom entries: proficiencies, languages, features, feats and powers.
import type { CustomFeature, CustomProficiency, RawCharacter } from '../character/types.ts';
import { removeAt } from './update.ts';

export function addCustomProficiency(character: RawCharacter, proficiency: CustomProficiency): RawCharacter {
  return { ...character, customProficiencies: [...(character.customProficiencies ?? []), proficiency] };
}

export function removeCustomProficiency(character: RawCharacter, index: number): RawCharacter {
  return { ...character, customProficiencies: removeAt(character.customProficiencies ?? [], index, 'custom proficiency') };
}

export function addCustomLanguage(character: RawCharacter, language: string): RawCharacter {
  return { ...character, customLanguages: [...(character.customLanguages ?? []), language] };
}

export function removeCustomLanguage(character: RawCharacter, index: number): RawCharacter {
  return { ...character, customLanguages: removeAt(character.customLanguages ?? [], index, 'custom language') };
}

export function addCustomFeature(character: RawCharacter, feature: CustomFeature): RawCharacter {
  return { ...character, customFeatures: [...(character.customFeatures ?? []), feature] };
}

export function removeCustomFeature(character: RawCharacter, index: number): RawCharacter {
  return { ...character, customFeatures: removeAt(character.customFeatures ?? [], index, 'custom feature') };
}

export function addCustomFeat(character: RawCharacter, featName: string): RawCharacter {
  return { ...character, customFeats: [...(character.customFeats ?? []), featName] };
}

export function removeCustomFeat(character: RawCharacter, index: number): RawCharacter {
  return { ...character, customFeats: removeAt(character.customFeats ?? [], index, 'custom feat') };
}

export function setCustomPowers(character: RawCharacter, type: 'Tech' | 'Force', names: string[]): RawCharacter {
  return type === 'Tech' ? { ...character, customTechPowers: [...names] } : { ...character, customForcePowers: [...names] };
}
