/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query DataVersions {\n  dataVersions {\n    name\n    version\n  }\n}": typeof types.DataVersionsDocument,
    "query CurrentUser {\n  me {\n    id\n    username\n  }\n}": typeof types.CurrentUserDocument,
    "query ChapterPage($book: Rulebook!, $name: String!) {\n  chapter(book: $book, name: $name) {\n    ...ChapterText\n  }\n}\n\nfragment ChapterText on Chapter {\n  book\n  chapterName\n  contentMarkdown\n}": typeof types.ChapterPageDocument,
    "query HashModal($name: String!) {\n  power(name: $name) {\n    ...HashModalPower\n  }\n  referenceTable(name: $name) {\n    name\n    content\n  }\n}\n\nfragment HashModalPower on Power {\n  name\n  level\n  castingPeriodText\n  range\n  duration\n  concentration\n  description\n}": typeof types.HashModalDocument,
    "query BookChapterList($book: Rulebook!) {\n  chapters(book: $book) {\n    book\n    chapterName\n  }\n}": typeof types.BookChapterListDocument,
    "query ProfileUser {\n  me {\n    id\n    username\n  }\n}\n\nmutation UpdateProfileUsername($username: String!) {\n  updateUsername(username: $username) {\n    id\n    username\n  }\n}": typeof types.ProfileUserDocument,
    "query HandbookDrawer {\n  speciesList(contentType: [Core]) {\n    name\n  }\n}": typeof types.HandbookDrawerDocument,
    "query SearchResults($text: String!, $limit: Int) {\n  search(text: $text, limit: $limit) {\n    fullName\n    path\n    rowKey\n    globalSearchTermType\n  }\n}": typeof types.SearchResultsDocument,
    "query Credits {\n  credits\n}": typeof types.CreditsDocument,
    "query BuilderDetails {\n  classes {\n    name\n    summary\n    primaryAbility\n    numSkillChoices\n    skillChoicesList\n    archetypeFlavorName\n  }\n  backgrounds {\n    name\n    flavorText\n    skillProficiencies\n    toolProficiencies\n    languages\n    personalityTraitOptions {\n      roll\n      name\n      description\n    }\n    idealOptions {\n      roll\n      name\n      description\n    }\n    bondOptions {\n      roll\n      name\n      description\n    }\n    flawOptions {\n      roll\n      name\n      description\n    }\n  }\n  speciesList {\n    name\n    distinctions\n    homeworld\n    imageUrls\n  }\n}": typeof types.BuilderDetailsDocument,
    "query ToolsRules {\n  classes {\n    name\n    levelChanges\n    hitDiceDieType\n    hitPointsAtFirstLevelNumber\n    hitPointsAtHigherLevelsNumber\n    armorProficiencies\n    weaponProficiencies\n    toolProficiencies\n    savingThrows\n    casterRatio\n    casterType\n    multiClassProficiencies\n  }\n  archetypes {\n    name\n    className\n    casterType\n    casterRatio\n    leveledTable\n  }\n  speciesList {\n    name\n    abilitiesIncreased {\n      abilities\n      amount\n    }\n    language\n    traits {\n      name\n      description\n    }\n    size\n  }\n  backgrounds {\n    name\n    featureName\n    featureText\n    featOptions {\n      roll\n      name\n    }\n  }\n  feats {\n    name\n    text\n    prerequisite\n  }\n  powers {\n    name\n    level\n    powerType\n    forceAlignment\n    prerequisite\n    castingPeriodText\n    range\n    duration\n    concentration\n    description\n  }\n  maneuvers {\n    name\n    type\n    prerequisite\n    description\n  }\n  equipmentList {\n    name\n    cost\n    weight\n    equipmentCategory\n    damageNumberOfDice\n    damageType\n    damageDieModifier\n    damageDieType\n    weaponClassification\n    armorClassification\n    properties\n    propertiesMap\n    ac\n    strengthRequirement\n    stealthDisadvantage\n  }\n  enhancedItems {\n    name\n    type\n    subtype\n    requiresAttunement\n    rarityOptions\n  }\n  conditions {\n    name\n    description\n  }\n  skills {\n    name\n    baseAttribute\n  }\n  characterAdvancements {\n    level\n    experiencePoints\n  }\n  features {\n    name\n    text\n    level\n    source\n    sourceName\n  }\n}": typeof types.ToolsRulesDocument,
    "query MyCharacters {\n  characters {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacter($input: CharacterInput!) {\n  saveCharacter(input: $input) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacters($inputs: [CharacterInput!]!) {\n  saveCharacters(inputs: $inputs) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation DeleteMyCharacter($id: ID!) {\n  deleteCharacter(id: $id)\n}": typeof types.MyCharactersDocument,
};
const documents: Documents = {
    "query DataVersions {\n  dataVersions {\n    name\n    version\n  }\n}": types.DataVersionsDocument,
    "query CurrentUser {\n  me {\n    id\n    username\n  }\n}": types.CurrentUserDocument,
    "query ChapterPage($book: Rulebook!, $name: String!) {\n  chapter(book: $book, name: $name) {\n    ...ChapterText\n  }\n}\n\nfragment ChapterText on Chapter {\n  book\n  chapterName\n  contentMarkdown\n}": types.ChapterPageDocument,
    "query HashModal($name: String!) {\n  power(name: $name) {\n    ...HashModalPower\n  }\n  referenceTable(name: $name) {\n    name\n    content\n  }\n}\n\nfragment HashModalPower on Power {\n  name\n  level\n  castingPeriodText\n  range\n  duration\n  concentration\n  description\n}": types.HashModalDocument,
    "query BookChapterList($book: Rulebook!) {\n  chapters(book: $book) {\n    book\n    chapterName\n  }\n}": types.BookChapterListDocument,
    "query ProfileUser {\n  me {\n    id\n    username\n  }\n}\n\nmutation UpdateProfileUsername($username: String!) {\n  updateUsername(username: $username) {\n    id\n    username\n  }\n}": types.ProfileUserDocument,
    "query HandbookDrawer {\n  speciesList(contentType: [Core]) {\n    name\n  }\n}": types.HandbookDrawerDocument,
    "query SearchResults($text: String!, $limit: Int) {\n  search(text: $text, limit: $limit) {\n    fullName\n    path\n    rowKey\n    globalSearchTermType\n  }\n}": types.SearchResultsDocument,
    "query Credits {\n  credits\n}": types.CreditsDocument,
    "query BuilderDetails {\n  classes {\n    name\n    summary\n    primaryAbility\n    numSkillChoices\n    skillChoicesList\n    archetypeFlavorName\n  }\n  backgrounds {\n    name\n    flavorText\n    skillProficiencies\n    toolProficiencies\n    languages\n    personalityTraitOptions {\n      roll\n      name\n      description\n    }\n    idealOptions {\n      roll\n      name\n      description\n    }\n    bondOptions {\n      roll\n      name\n      description\n    }\n    flawOptions {\n      roll\n      name\n      description\n    }\n  }\n  speciesList {\n    name\n    distinctions\n    homeworld\n    imageUrls\n  }\n}": types.BuilderDetailsDocument,
    "query ToolsRules {\n  classes {\n    name\n    levelChanges\n    hitDiceDieType\n    hitPointsAtFirstLevelNumber\n    hitPointsAtHigherLevelsNumber\n    armorProficiencies\n    weaponProficiencies\n    toolProficiencies\n    savingThrows\n    casterRatio\n    casterType\n    multiClassProficiencies\n  }\n  archetypes {\n    name\n    className\n    casterType\n    casterRatio\n    leveledTable\n  }\n  speciesList {\n    name\n    abilitiesIncreased {\n      abilities\n      amount\n    }\n    language\n    traits {\n      name\n      description\n    }\n    size\n  }\n  backgrounds {\n    name\n    featureName\n    featureText\n    featOptions {\n      roll\n      name\n    }\n  }\n  feats {\n    name\n    text\n    prerequisite\n  }\n  powers {\n    name\n    level\n    powerType\n    forceAlignment\n    prerequisite\n    castingPeriodText\n    range\n    duration\n    concentration\n    description\n  }\n  maneuvers {\n    name\n    type\n    prerequisite\n    description\n  }\n  equipmentList {\n    name\n    cost\n    weight\n    equipmentCategory\n    damageNumberOfDice\n    damageType\n    damageDieModifier\n    damageDieType\n    weaponClassification\n    armorClassification\n    properties\n    propertiesMap\n    ac\n    strengthRequirement\n    stealthDisadvantage\n  }\n  enhancedItems {\n    name\n    type\n    subtype\n    requiresAttunement\n    rarityOptions\n  }\n  conditions {\n    name\n    description\n  }\n  skills {\n    name\n    baseAttribute\n  }\n  characterAdvancements {\n    level\n    experiencePoints\n  }\n  features {\n    name\n    text\n    level\n    source\n    sourceName\n  }\n}": types.ToolsRulesDocument,
    "query MyCharacters {\n  characters {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacter($input: CharacterInput!) {\n  saveCharacter(input: $input) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacters($inputs: [CharacterInput!]!) {\n  saveCharacters(inputs: $inputs) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation DeleteMyCharacter($id: ID!) {\n  deleteCharacter(id: $id)\n}": types.MyCharactersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DataVersions {\n  dataVersions {\n    name\n    version\n  }\n}"): (typeof documents)["query DataVersions {\n  dataVersions {\n    name\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentUser {\n  me {\n    id\n    username\n  }\n}"): (typeof documents)["query CurrentUser {\n  me {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChapterPage($book: Rulebook!, $name: String!) {\n  chapter(book: $book, name: $name) {\n    ...ChapterText\n  }\n}\n\nfragment ChapterText on Chapter {\n  book\n  chapterName\n  contentMarkdown\n}"): (typeof documents)["query ChapterPage($book: Rulebook!, $name: String!) {\n  chapter(book: $book, name: $name) {\n    ...ChapterText\n  }\n}\n\nfragment ChapterText on Chapter {\n  book\n  chapterName\n  contentMarkdown\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HashModal($name: String!) {\n  power(name: $name) {\n    ...HashModalPower\n  }\n  referenceTable(name: $name) {\n    name\n    content\n  }\n}\n\nfragment HashModalPower on Power {\n  name\n  level\n  castingPeriodText\n  range\n  duration\n  concentration\n  description\n}"): (typeof documents)["query HashModal($name: String!) {\n  power(name: $name) {\n    ...HashModalPower\n  }\n  referenceTable(name: $name) {\n    name\n    content\n  }\n}\n\nfragment HashModalPower on Power {\n  name\n  level\n  castingPeriodText\n  range\n  duration\n  concentration\n  description\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookChapterList($book: Rulebook!) {\n  chapters(book: $book) {\n    book\n    chapterName\n  }\n}"): (typeof documents)["query BookChapterList($book: Rulebook!) {\n  chapters(book: $book) {\n    book\n    chapterName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileUser {\n  me {\n    id\n    username\n  }\n}\n\nmutation UpdateProfileUsername($username: String!) {\n  updateUsername(username: $username) {\n    id\n    username\n  }\n}"): (typeof documents)["query ProfileUser {\n  me {\n    id\n    username\n  }\n}\n\nmutation UpdateProfileUsername($username: String!) {\n  updateUsername(username: $username) {\n    id\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HandbookDrawer {\n  speciesList(contentType: [Core]) {\n    name\n  }\n}"): (typeof documents)["query HandbookDrawer {\n  speciesList(contentType: [Core]) {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchResults($text: String!, $limit: Int) {\n  search(text: $text, limit: $limit) {\n    fullName\n    path\n    rowKey\n    globalSearchTermType\n  }\n}"): (typeof documents)["query SearchResults($text: String!, $limit: Int) {\n  search(text: $text, limit: $limit) {\n    fullName\n    path\n    rowKey\n    globalSearchTermType\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Credits {\n  credits\n}"): (typeof documents)["query Credits {\n  credits\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuilderDetails {\n  classes {\n    name\n    summary\n    primaryAbility\n    numSkillChoices\n    skillChoicesList\n    archetypeFlavorName\n  }\n  backgrounds {\n    name\n    flavorText\n    skillProficiencies\n    toolProficiencies\n    languages\n    personalityTraitOptions {\n      roll\n      name\n      description\n    }\n    idealOptions {\n      roll\n      name\n      description\n    }\n    bondOptions {\n      roll\n      name\n      description\n    }\n    flawOptions {\n      roll\n      name\n      description\n    }\n  }\n  speciesList {\n    name\n    distinctions\n    homeworld\n    imageUrls\n  }\n}"): (typeof documents)["query BuilderDetails {\n  classes {\n    name\n    summary\n    primaryAbility\n    numSkillChoices\n    skillChoicesList\n    archetypeFlavorName\n  }\n  backgrounds {\n    name\n    flavorText\n    skillProficiencies\n    toolProficiencies\n    languages\n    personalityTraitOptions {\n      roll\n      name\n      description\n    }\n    idealOptions {\n      roll\n      name\n      description\n    }\n    bondOptions {\n      roll\n      name\n      description\n    }\n    flawOptions {\n      roll\n      name\n      description\n    }\n  }\n  speciesList {\n    name\n    distinctions\n    homeworld\n    imageUrls\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ToolsRules {\n  classes {\n    name\n    levelChanges\n    hitDiceDieType\n    hitPointsAtFirstLevelNumber\n    hitPointsAtHigherLevelsNumber\n    armorProficiencies\n    weaponProficiencies\n    toolProficiencies\n    savingThrows\n    casterRatio\n    casterType\n    multiClassProficiencies\n  }\n  archetypes {\n    name\n    className\n    casterType\n    casterRatio\n    leveledTable\n  }\n  speciesList {\n    name\n    abilitiesIncreased {\n      abilities\n      amount\n    }\n    language\n    traits {\n      name\n      description\n    }\n    size\n  }\n  backgrounds {\n    name\n    featureName\n    featureText\n    featOptions {\n      roll\n      name\n    }\n  }\n  feats {\n    name\n    text\n    prerequisite\n  }\n  powers {\n    name\n    level\n    powerType\n    forceAlignment\n    prerequisite\n    castingPeriodText\n    range\n    duration\n    concentration\n    description\n  }\n  maneuvers {\n    name\n    type\n    prerequisite\n    description\n  }\n  equipmentList {\n    name\n    cost\n    weight\n    equipmentCategory\n    damageNumberOfDice\n    damageType\n    damageDieModifier\n    damageDieType\n    weaponClassification\n    armorClassification\n    properties\n    propertiesMap\n    ac\n    strengthRequirement\n    stealthDisadvantage\n  }\n  enhancedItems {\n    name\n    type\n    subtype\n    requiresAttunement\n    rarityOptions\n  }\n  conditions {\n    name\n    description\n  }\n  skills {\n    name\n    baseAttribute\n  }\n  characterAdvancements {\n    level\n    experiencePoints\n  }\n  features {\n    name\n    text\n    level\n    source\n    sourceName\n  }\n}"): (typeof documents)["query ToolsRules {\n  classes {\n    name\n    levelChanges\n    hitDiceDieType\n    hitPointsAtFirstLevelNumber\n    hitPointsAtHigherLevelsNumber\n    armorProficiencies\n    weaponProficiencies\n    toolProficiencies\n    savingThrows\n    casterRatio\n    casterType\n    multiClassProficiencies\n  }\n  archetypes {\n    name\n    className\n    casterType\n    casterRatio\n    leveledTable\n  }\n  speciesList {\n    name\n    abilitiesIncreased {\n      abilities\n      amount\n    }\n    language\n    traits {\n      name\n      description\n    }\n    size\n  }\n  backgrounds {\n    name\n    featureName\n    featureText\n    featOptions {\n      roll\n      name\n    }\n  }\n  feats {\n    name\n    text\n    prerequisite\n  }\n  powers {\n    name\n    level\n    powerType\n    forceAlignment\n    prerequisite\n    castingPeriodText\n    range\n    duration\n    concentration\n    description\n  }\n  maneuvers {\n    name\n    type\n    prerequisite\n    description\n  }\n  equipmentList {\n    name\n    cost\n    weight\n    equipmentCategory\n    damageNumberOfDice\n    damageType\n    damageDieModifier\n    damageDieType\n    weaponClassification\n    armorClassification\n    properties\n    propertiesMap\n    ac\n    strengthRequirement\n    stealthDisadvantage\n  }\n  enhancedItems {\n    name\n    type\n    subtype\n    requiresAttunement\n    rarityOptions\n  }\n  conditions {\n    name\n    description\n  }\n  skills {\n    name\n    baseAttribute\n  }\n  characterAdvancements {\n    level\n    experiencePoints\n  }\n  features {\n    name\n    text\n    level\n    source\n    sourceName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyCharacters {\n  characters {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacter($input: CharacterInput!) {\n  saveCharacter(input: $input) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacters($inputs: [CharacterInput!]!) {\n  saveCharacters(inputs: $inputs) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation DeleteMyCharacter($id: ID!) {\n  deleteCharacter(id: $id)\n}"): (typeof documents)["query MyCharacters {\n  characters {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacter($input: CharacterInput!) {\n  saveCharacter(input: $input) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation SaveMyCharacters($inputs: [CharacterInput!]!) {\n  saveCharacters(inputs: $inputs) {\n    id\n    userId\n    jsonData\n  }\n}\n\nmutation DeleteMyCharacter($id: ID!) {\n  deleteCharacter(id: $id)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;