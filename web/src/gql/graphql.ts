/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type HandbookDrawerQueryVariables = Exact<{ [key: string]: never; }>;


export type HandbookDrawerQuery = { speciesList: Array<{ name: string }> };

export type SearchResultsQueryVariables = Exact<{
  text: string;
  limit?: number | null | undefined;
}>;


export type SearchResultsQuery = { search: Array<{ fullName: string, path: string, rowKey: string, globalSearchTermType: GlobalSearchTermType }> };

export type CreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditsQuery = { credits: string };

export const ChapterTextFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}}]}}]} as unknown as DocumentNode<ChapterTextFragment, unknown>;
export const HashModalPowerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HashModalPower"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Power"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<HashModalPowerFragment, unknown>;
export const DataVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<DataVersionsQuery, DataVersionsQueryVariables>;
export const ChapterPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChapterPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"book"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Rulebook"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"book"},"value":{"kind":"Variable","name":{"kind":"Name","value":"book"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}}]}}]} as unknown as DocumentNode<ChapterPageQuery, ChapterPageQueryVariables>;
export const HashModalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HashModal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"power"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HashModalPower"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referenceTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HashModalPower"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Power"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<HashModalQuery, HashModalQueryVariables>;
export const BookChapterListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookChapterList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"book"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Rulebook"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"book"},"value":{"kind":"Variable","name":{"kind":"Name","value":"book"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}}]}}]}}]} as unknown as DocumentNode<BookChapterListQuery, BookChapterListQueryVariables>;
export const HandbookDrawerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HandbookDrawer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Core"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HandbookDrawerQuery, HandbookDrawerQueryVariables>;
export const SearchResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"rowKey"}},{"kind":"Field","name":{"kind":"Name","value":"globalSearchTermType"}}]}}]}}]} as unknown as DocumentNode<SearchResultsQuery, SearchResultsQueryVariables>;
export const CreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]} as unknown as DocumentNode<CreditsQuery, CreditsQueryVariables>;