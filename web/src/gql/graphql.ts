/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CasterType =
  | 'Force'
  | 'None'
  | 'Tech';

export type CharacterInput = {
  /** Absent for a new character. */
  id?: string | number | null | undefined;
  jsonData: string;
};

export type FeatureSource =
  | 'Archetype'
  | 'Background'
  | 'Class'
  | 'Feat'
  | 'None'
  | 'Species';

export type ForceAlignment =
  | 'Dark'
  | 'Light'
  | 'None'
  | 'Universal';

export type GlobalSearchTermType =
  | 'AdventuringGear'
  | 'Archetype'
  | 'Armor'
  | 'ArmorProperty'
  | 'Background'
  | 'Class'
  | 'ClassImprovement'
  | 'Condition'
  | 'EnhancedItem'
  | 'ExpandedContent'
  | 'Feat'
  | 'Feature'
  | 'FightingMastery'
  | 'FightingStyle'
  | 'ForcePower'
  | 'LightsaberForm'
  | 'Maneuver'
  | 'Monster'
  | 'MulticlassImprovement'
  | 'PlayerHandbookChapter'
  | 'ReferenceTable'
  | 'ScumAndVillainyChapter'
  | 'Species'
  | 'SplashclassImprovement'
  | 'StarshipDeployment'
  | 'StarshipEquipment'
  | 'StarshipModification'
  | 'StarshipSize'
  | 'StarshipWeapon'
  | 'StarshipsChapter'
  | 'TechPower'
  | 'VariantRule'
  | 'Venture'
  | 'Weapon'
  | 'WeaponFocus'
  | 'WeaponProperty'
  | 'WeaponSupremacy'
  | 'WretchedHivesChapter';

export type ManeuverType =
  | 'General'
  | 'Mental'
  | 'Physical';

export type PowerType =
  | 'Force'
  | 'None'
  | 'Tech';

export type Rarity =
  | 'Advanced'
  | 'Artifact'
  | 'Legendary'
  | 'Premium'
  | 'Prototype'
  | 'Standard';

export type Rulebook =
  /** Expanded content (/rules/expandedContent) */
  | 'EXPANDED_CONTENT'
  /** Player's Handbook (/rules/phb) */
  | 'PHB'
  /** Scum and Villainy (/rules/snv) */
  | 'SNV'
  /** Starships of the Galaxy (/rules/sotg) */
  | 'SOTG'
  /** Variant rules (/rules/variantRules) */
  | 'VARIANT_RULES'
  /** Wretched Hives (/rules/wh) */
  | 'WH';

export type DataVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DataVersionsQuery = { dataVersions: Array<{ name: string, version: number }> };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, username: string } };

export type ChapterPageQueryVariables = Exact<{
  book: Rulebook;
  name: string;
}>;


export type ChapterPageQuery = { chapter: { book: Rulebook, chapterName: string, contentMarkdown: string } | null };

export type ChapterTextFragment = { book: Rulebook, chapterName: string, contentMarkdown: string };

export type HashModalQueryVariables = Exact<{
  name: string;
}>;


export type HashModalQuery = { power: { name: string, level: number, castingPeriodText: string | null, range: string | null, duration: string | null, concentration: boolean, description: string } | null, referenceTable: { name: string, content: string } | null };

export type HashModalPowerFragment = { name: string, level: number, castingPeriodText: string | null, range: string | null, duration: string | null, concentration: boolean, description: string };

export type BookChapterListQueryVariables = Exact<{
  book: Rulebook;
}>;


export type BookChapterListQuery = { chapters: Array<{ book: Rulebook, chapterName: string }> };

export type ProfileUserQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileUserQuery = { me: { id: string, username: string } };

export type UpdateProfileUsernameMutationVariables = Exact<{
  username: string;
}>;


export type UpdateProfileUsernameMutation = { updateUsername: { id: string, username: string } };

export type HandbookDrawerQueryVariables = Exact<{ [key: string]: never; }>;


export type HandbookDrawerQuery = { speciesList: Array<{ name: string }> };

export type SearchResultsQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type SearchResultsQuery = { search: Array<{ fullName: string, path: string, rowKey: string, globalSearchTermType: GlobalSearchTermType }> };

export type CreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditsQuery = { credits: string };

export type BuilderDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderDetailsQuery = { classes: Array<{ name: string, summary: string | null, primaryAbility: string | null, numSkillChoices: number | null, skillChoicesList: Array<string> | null, archetypeFlavorName: string | null }>, backgrounds: Array<{ name: string, flavorText: string | null, skillProficiencies: string | null, toolProficiencies: string | null, languages: string | null, personalityTraitOptions: Array<{ roll: number, name: string | null, description: string | null }>, idealOptions: Array<{ roll: number, name: string | null, description: string | null }>, bondOptions: Array<{ roll: number, name: string | null, description: string | null }>, flawOptions: Array<{ roll: number, name: string | null, description: string | null }> }>, speciesList: Array<{ name: string, distinctions: string | null, homeworld: string | null, imageUrls: Array<string> }> };

export type ToolsRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ToolsRulesQuery = { classes: Array<{ name: string, levelChanges: Record<string, Record<string, string>>, hitDiceDieType: number, hitPointsAtFirstLevelNumber: number, hitPointsAtHigherLevelsNumber: number, armorProficiencies: Array<string>, weaponProficiencies: Array<string>, toolProficiencies: Array<string>, savingThrows: Array<string>, casterRatio: number | null, casterType: CasterType | null, multiClassProficiencies: Array<string> | null }>, archetypes: Array<{ name: string, className: string, casterType: CasterType | null, casterRatio: number | null, leveledTable: Record<string, Array<{ key: string; value: string | null }>> | null }>, speciesList: Array<{ name: string, language: string | null, size: string | null, abilitiesIncreased: Array<Array<{ abilities: Array<string>, amount: number }>>, traits: Array<{ name: string, description: string | null }> }>, backgrounds: Array<{ name: string, featureName: string | null, featureText: string | null, featOptions: Array<{ roll: number, name: string | null }> }>, feats: Array<{ name: string, text: string, prerequisite: string | null }>, powers: Array<{ name: string, level: number, powerType: PowerType, forceAlignment: ForceAlignment | null, prerequisite: string | null, castingPeriodText: string | null, range: string | null, duration: string | null, concentration: boolean, description: string }>, maneuvers: Array<{ name: string, type: ManeuverType, prerequisite: string | null, description: string }>, equipmentList: Array<{ name: string, cost: number, weight: string, equipmentCategory: string, damageNumberOfDice: number | null, damageType: string | null, damageDieModifier: number | null, damageDieType: number | null, weaponClassification: string | null, armorClassification: string | null, properties: Array<string> | null, propertiesMap: Record<string, string> | null, ac: string | null, strengthRequirement: string | null, stealthDisadvantage: boolean | null }>, enhancedItems: Array<{ name: string, type: string, subtype: string | null, requiresAttunement: boolean, rarityOptions: Array<Rarity> }>, conditions: Array<{ name: string, description: string }>, skills: Array<{ name: string, baseAttribute: string }>, characterAdvancements: Array<{ level: number, experiencePoints: number }>, features: Array<{ name: string, text: string | null, level: number | null, source: FeatureSource | null, sourceName: string | null }> };

export type MyCharactersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCharactersQuery = { characters: Array<{ id: string, userId: string, jsonData: string }> };

export type SaveMyCharacterMutationVariables = Exact<{
  input: CharacterInput;
}>;


export type SaveMyCharacterMutation = { saveCharacter: { id: string, userId: string, jsonData: string } };

export type SaveMyCharactersMutationVariables = Exact<{
  inputs: Array<CharacterInput> | CharacterInput;
}>;


export type SaveMyCharactersMutation = { saveCharacters: Array<{ id: string, userId: string, jsonData: string }> };

export type DeleteMyCharacterMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMyCharacterMutation = { deleteCharacter: boolean };

export const ChapterTextFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}}]}}]} as unknown as DocumentNode<ChapterTextFragment, unknown>;
export const HashModalPowerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HashModalPower"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Power"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<HashModalPowerFragment, unknown>;
export const DataVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<DataVersionsQuery, DataVersionsQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const ChapterPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChapterPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"book"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Rulebook"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"book"},"value":{"kind":"Variable","name":{"kind":"Name","value":"book"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}}]}}]} as unknown as DocumentNode<ChapterPageQuery, ChapterPageQueryVariables>;
export const HashModalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HashModal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"power"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HashModalPower"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referenceTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HashModalPower"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Power"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<HashModalQuery, HashModalQueryVariables>;
export const BookChapterListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookChapterList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"book"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Rulebook"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"book"},"value":{"kind":"Variable","name":{"kind":"Name","value":"book"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}}]}}]}}]} as unknown as DocumentNode<BookChapterListQuery, BookChapterListQueryVariables>;
export const ProfileUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ProfileUserQuery, ProfileUserQueryVariables>;
export const UpdateProfileUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileUsernameMutation, UpdateProfileUsernameMutationVariables>;
export const HandbookDrawerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HandbookDrawer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Core"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HandbookDrawerQuery, HandbookDrawerQueryVariables>;
export const SearchResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"rowKey"}},{"kind":"Field","name":{"kind":"Name","value":"globalSearchTermType"}}]}}]}}]} as unknown as DocumentNode<SearchResultsQuery, SearchResultsQueryVariables>;
export const CreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]} as unknown as DocumentNode<CreditsQuery, CreditsQueryVariables>;
export const BuilderDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"primaryAbility"}},{"kind":"Field","name":{"kind":"Name","value":"numSkillChoices"}},{"kind":"Field","name":{"kind":"Name","value":"skillChoicesList"}},{"kind":"Field","name":{"kind":"Name","value":"archetypeFlavorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"skillProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"toolProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"personalityTraitOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idealOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bondOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flawOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distinctions"}},{"kind":"Field","name":{"kind":"Name","value":"homeworld"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}}]}}]}}]} as unknown as DocumentNode<BuilderDetailsQuery, BuilderDetailsQueryVariables>;
export const ToolsRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolsRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"levelChanges"}},{"kind":"Field","name":{"kind":"Name","value":"hitDiceDieType"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointsAtFirstLevelNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointsAtHigherLevelsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"armorProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"weaponProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"toolProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrows"}},{"kind":"Field","name":{"kind":"Name","value":"casterRatio"}},{"kind":"Field","name":{"kind":"Name","value":"casterType"}},{"kind":"Field","name":{"kind":"Name","value":"multiClassProficiencies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archetypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"casterType"}},{"kind":"Field","name":{"kind":"Name","value":"casterRatio"}},{"kind":"Field","name":{"kind":"Name","value":"leveledTable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abilitiesIncreased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abilities"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"traits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featureName"}},{"kind":"Field","name":{"kind":"Name","value":"featureText"}},{"kind":"Field","name":{"kind":"Name","value":"featOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"powers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"powerType"}},{"kind":"Field","name":{"kind":"Name","value":"forceAlignment"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maneuvers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipmentList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentCategory"}},{"kind":"Field","name":{"kind":"Name","value":"damageNumberOfDice"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieModifier"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieType"}},{"kind":"Field","name":{"kind":"Name","value":"weaponClassification"}},{"kind":"Field","name":{"kind":"Name","value":"armorClassification"}},{"kind":"Field","name":{"kind":"Name","value":"properties"}},{"kind":"Field","name":{"kind":"Name","value":"propertiesMap"}},{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"strengthRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"stealthDisadvantage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enhancedItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"requiresAttunement"}},{"kind":"Field","name":{"kind":"Name","value":"rarityOptions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterAdvancements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"experiencePoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}}]}}]}}]} as unknown as DocumentNode<ToolsRulesQuery, ToolsRulesQueryVariables>;
export const MyCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCharacters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}}]}}]}}]} as unknown as DocumentNode<MyCharactersQuery, MyCharactersQueryVariables>;
export const SaveMyCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}}]}}]}}]} as unknown as DocumentNode<SaveMyCharacterMutation, SaveMyCharacterMutationVariables>;
export const SaveMyCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCharacters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}}]}}]}}]} as unknown as DocumentNode<SaveMyCharactersMutation, SaveMyCharactersMutationVariables>;
export const DeleteMyCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMyCharacterMutation, DeleteMyCharacterMutationVariables>;