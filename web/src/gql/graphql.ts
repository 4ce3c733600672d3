/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AttackType =
  | 'MeleeForce'
  | 'MeleeTech'
  | 'MeleeWeapon'
  | 'None'
  | 'RangedForce'
  | 'RangedTech'
  | 'RangedWeapon';

export type CampaignInput = {
  /** The revision this save was made from; a stale one is refused with CONFLICT (extensions.current). */
  baseRevision?: number | null | undefined;
  /** Absent for a new campaign. */
  id?: string | number | null | undefined;
  /** The campaign document as JSON text: {name, awards}. */
  jsonData: string;
};

export type CasterType =
  | 'Force'
  | 'None'
  | 'Tech';

export type CharacterInput = {
  /**
   * The revision this save was made from. When the stored character has moved past it (saved meanwhile from another
   * device or tab) the save is refused with the error code CONFLICT, and the error's extensions.current holds the
   * stored character {id, jsonData, revision, changedAt}. Absent: the save is unconditional (the last save wins), as
   * older tools expect. Only for an existing character (with an id).
   */
  baseRevision?: number | null | undefined;
  /** Absent for a new character. */
  id?: string | number | null | undefined;
  jsonData: string;
};

/** Where a record was published. SnV and SotG appear in the original data for monsters and starships. */
export type ContentSource =
  | 'EC'
  | 'None'
  | 'PHB'
  | 'SnV'
  | 'SotG'
  | 'WH';

export type ContentType =
  | 'Core'
  | 'ExpandedContent'
  | 'Lookup'
  | 'None';

export type DocumentKind =
  | 'CAMPAIGN'
  | 'CHARACTER'
  | 'ENCOUNTER'
  | 'HOMEBREW'
  | 'STARSHIP';

export type EncounterInput = {
  /**
   * The revision this save was made from. When the stored encounter has moved past it (saved meanwhile from another
   * device or tab) the save is refused with the error code CONFLICT, and the error's extensions.current holds the
   * stored encounter {id, jsonData, revision, changedAt}. Absent: the save is unconditional (the last save wins), as
   * older tools expect. Only for an existing encounter (with an id).
   */
  baseRevision?: number | null | undefined;
  /** Absent for a new encounter. */
  id?: string | number | null | undefined;
  jsonData: string;
};

/** What a row of the encounter rules catalogue holds. */
export type EncounterRuleKind =
  /** A challenge rating and the XP a creature of that rating is worth. */
  | 'ChallengeRating'
  /** A character level's difficulty thresholds and adventuring-day budget. */
  | 'CharacterLevel'
  /** A condition the combat tracker knows (its text is in the conditions list). */
  | 'Condition'
  /** A number of the combat tracker (legendary actions per round, the concentration DC rule, ...). */
  | 'Constant'
  /** A step of the multiplier for the number of monsters. */
  | 'Multiplier'
  /** How a party's size shifts the multiplier. */
  | 'PartySize';

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

export type HomebrewPackInput = {
  /**
   * The revision this save was made from. When the stored pack has moved past it the save is refused with the error
   * code CONFLICT, and the error's extensions.current holds the stored pack {id, jsonData, revision, changedAt}.
   * Absent: the save is unconditional (the last save wins). Only for an existing pack (with an id).
   */
  baseRevision?: number | null | undefined;
  /** Absent for a new pack. */
  id?: string | number | null | undefined;
  jsonData: string;
};

export type ManeuverType =
  | 'General'
  | 'Mental'
  | 'Physical';

/** The kind of rules source a feature-mechanics entry attaches to. */
export type MechanicsSource =
  | 'Archetype'
  | 'Background'
  | 'Class'
  | 'Feat'
  | 'FightingMastery'
  | 'FightingStyle'
  | 'LightsaberForm'
  | 'Species';

export type MonsterBehaviorType =
  | 'Action'
  | 'Legendary'
  | 'None'
  | 'Reaction'
  | 'Trait';

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

export type ShareView =
  /** The document as stored. */
  | 'FULL'
  /** What the players at the table may see (encounters only: the running tracker without the monsters' numbers). */
  | 'PLAYERS';

export type StarshipInput = {
  /**
   * The revision this save was made from. When the stored starship has moved past it (saved meanwhile from another
   * device or tab) the save is refused with the error code CONFLICT, and the error's extensions.current holds the
   * stored starship {id, jsonData, revision, changedAt}. Absent: the save is unconditional (the last save wins), as
   * older tools expect. Only for an existing starship (with an id).
   */
  baseRevision?: number | null | undefined;
  /** Absent for a new starship. */
  id?: string | number | null | undefined;
  jsonData: string;
};

/** What a catalogue entry belongs to: the rulebook as a whole, or a loaded record of that kind (matched by name). */
export type StarshipMechanicsKind =
  | 'deployment'
  | 'equipment'
  | 'general'
  | 'modification'
  | 'size'
  | 'venture';

export type StarshipModificationType =
  | 'Engineering'
  | 'Operation'
  | 'Suite'
  | 'Universal'
  | 'Weapon';

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

export type DocumentSharesQueryVariables = Exact<{
  kind: DocumentKind;
  documentId: string | number;
}>;


export type DocumentSharesQuery = { myShares: Array<{ token: string, kind: DocumentKind, documentId: string, view: ShareView, createdAt: string }> };

export type CreateDocumentShareMutationVariables = Exact<{
  kind: DocumentKind;
  documentId: string | number;
  view?: ShareView | null | undefined;
}>;


export type CreateDocumentShareMutation = { createShare: { token: string, kind: DocumentKind, documentId: string, view: ShareView, createdAt: string } };

export type RevokeDocumentShareMutationVariables = Exact<{
  token: string | number;
}>;


export type RevokeDocumentShareMutation = { revokeShare: boolean };

export type BookChapterListQueryVariables = Exact<{
  book: Rulebook;
}>;


export type BookChapterListQuery = { chapters: Array<{ book: Rulebook, chapterName: string }> };

export type ArchetypeDetailQueryVariables = Exact<{
  name: string;
}>;


export type ArchetypeDetailQuery = { archetype: { name: string, className: string, casterType: CasterType | null, classCasterType: CasterType | null, contentSource: ContentSource | null, text: string | null, text2: string | null, leveledTable: Record<string, Array<{ key: string; value: string | null }>> | null } | null };

export type ArchetypesTableQueryVariables = Exact<{ [key: string]: never; }>;


export type ArchetypesTableQuery = { archetypes: Array<{ name: string, className: string, casterType: CasterType | null, classCasterType: CasterType | null, contentSource: ContentSource | null, contentType: ContentType | null }> };

export type BackgroundDetailQueryVariables = Exact<{
  name: string;
}>;


export type BackgroundDetailQuery = { background: { name: string, flavorText: string | null, skillProficiencies: string | null, toolProficiencies: string | null, languages: string | null, equipment: string | null, flavorName: string | null, flavorDescription: string | null, featureName: string | null, featureText: string | null, suggestedCharacteristics: string | null, flavorOptions: Array<{ roll: number, name: string | null, description: string | null }> | null, featOptions: Array<{ roll: number, name: string | null, feat: { name: string, text: string, prerequisite: string | null } | null }>, personalityTraitOptions: Array<{ roll: number, description: string | null }>, idealOptions: Array<{ roll: number, name: string | null, description: string | null }>, bondOptions: Array<{ roll: number, description: string | null }>, flawOptions: Array<{ roll: number, description: string | null }> } | null };

export type BackgroundsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type BackgroundsTableQuery = { backgrounds: Array<{ name: string, skillProficiencies: string | null, contentSource: ContentSource | null, contentType: ContentType | null }> };

export type ClassCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassCardsQuery = { classes: Array<{ name: string, summary: string | null, hitDiceDieType: number, primaryAbility: string | null, savingThrows: Array<string>, contentSource: ContentSource | null, contentType: ContentType | null }> };

export type ClassDetailQueryVariables = Exact<{
  name: string;
}>;


export type ClassDetailQuery = { class: { name: string, summary: string | null, hitDiceDieType: number, primaryAbility: string | null, savingThrows: Array<string>, imageUrls: Array<string>, flavorText: string | null, creatingText: string | null, quickBuildText: string | null, levelChangeHeaders: Array<string>, levelChanges: Record<string, Record<string, string>>, hitPointsAtFirstLevel: string | null, hitPointsAtHigherLevels: string | null, armorProficiencies: Array<string>, weaponProficiencies: Array<string>, toolProficiencies: Array<string>, skillChoices: string | null, equipmentLines: Array<string>, startingWealthVariant: string | null, classFeatureText: string | null, classFeatureText2: string | null, archetypeFlavorName: string | null } | null };

export type ClassImprovementsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassImprovementsTableQuery = { classImprovements: Array<{ name: string, prerequisite: string | null, description: string, contentSource: ContentSource | null }> };

export type MulticlassImprovementsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type MulticlassImprovementsTableQuery = { multiclassImprovements: Array<{ name: string, prerequisite: string | null, description: string, contentSource: ContentSource | null }> };

export type SplashclassImprovementsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type SplashclassImprovementsTableQuery = { splashclassImprovements: Array<{ name: string, prerequisite: string | null, description: string, contentSource: ContentSource | null }> };

export type WeaponFocusesTableQueryVariables = Exact<{ [key: string]: never; }>;


export type WeaponFocusesTableQuery = { weaponFocuses: Array<{ name: string, prerequisite: string | null, description: string, contentSource: ContentSource | null }> };

export type WeaponSupremaciesTableQueryVariables = Exact<{ [key: string]: never; }>;


export type WeaponSupremaciesTableQuery = { weaponSupremacies: Array<{ name: string, prerequisite: string | null, description: string, contentSource: ContentSource | null }> };

export type FightingStylesTableQueryVariables = Exact<{ [key: string]: never; }>;


export type FightingStylesTableQuery = { fightingStyles: Array<{ name: string, description: string, contentSource: ContentSource | null }> };

export type FightingMasteriesTableQueryVariables = Exact<{ [key: string]: never; }>;


export type FightingMasteriesTableQuery = { fightingMasteries: Array<{ name: string, text: string, contentSource: ContentSource | null }> };

export type LightsaberFormsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type LightsaberFormsTableQuery = { lightsaberForms: Array<{ name: string, description: string, contentSource: ContentSource | null }> };

export type ImprovementRowFragment = { name: string, prerequisite: string | null, description: string, contentSource: ContentSource | null };

export type FeatsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type FeatsTableQuery = { feats: Array<{ name: string, text: string, prerequisite: string | null, attributesIncreased: Array<string> | null, contentSource: ContentSource | null, contentType: ContentType | null }> };

export type ManeuversTableQueryVariables = Exact<{ [key: string]: never; }>;


export type ManeuversTableQuery = { maneuvers: Array<{ name: string, type: ManeuverType, prerequisite: string | null, description: string, contentSource: ContentSource | null, contentType: ContentType | null }> };

export type PowersTableQueryVariables = Exact<{
  powerType: PowerType;
}>;


export type PowersTableQuery = { powers: Array<{ name: string, powerType: PowerType, level: number, forceAlignment: ForceAlignment | null, castingPeriodText: string | null, range: string | null, duration: string | null, concentration: boolean, prerequisite: string | null, description: string, higherLevelDescription: string | null, contentSource: ContentSource | null, contentType: ContentType | null }> };

export type SpeciesDetailQueryVariables = Exact<{
  name: string;
}>;


export type SpeciesDetailQuery = { species: { name: string, size: string | null, imageUrls: Array<string>, skinColorOptions: string | null, hairColorOptions: string | null, eyeColorOptions: string | null, colorScheme: string | null, distinctions: string | null, heightAverage: string | null, heightRollMod: string | null, weightAverage: string | null, weightRollMod: string | null, homeworld: string | null, manufacturer: string | null, language: string | null, flavorText: string | null, halfHumanTableEntries: Record<string, string> | null, traits: Array<{ name: string, description: string | null }> } | null };

export type SpeciesTableQueryVariables = Exact<{ [key: string]: never; }>;


export type SpeciesTableQuery = { speciesList: Array<{ name: string, size: string | null, imageUrls: Array<string>, contentSource: ContentSource | null, contentType: ContentType | null, abilitiesIncreased: Array<Array<{ abilities: Array<string>, amount: number }>> }> };

export type AdventuringGearTableQueryVariables = Exact<{ [key: string]: never; }>;


export type AdventuringGearTableQuery = { equipmentList: Array<{ name: string, description: string | null, cost: number, weight: string, equipmentCategory: string, contentSource: ContentSource | null }> };

export type ArmorTableQueryVariables = Exact<{ [key: string]: never; }>;


export type ArmorTableQuery = { equipmentList: Array<{ name: string, description: string | null, cost: number, weight: string, armorClassification: string | null, ac: string | null, strengthRequirement: string | null, stealthDisadvantage: boolean | null, properties: Array<string> | null, propertiesMap: Record<string, string> | null, contentSource: ContentSource | null }>, armorProperties: Array<{ name: string, content: string }> };

export type EnhancedItemsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type EnhancedItemsTableQuery = { enhancedItems: Array<{ name: string, type: string, subtype: string | null, rarityText: string | null, searchableRarity: string | null, rarityOptions: Array<Rarity>, prerequisite: string | null, requiresAttunement: boolean, valueText: string | null, text: string, contentSource: ContentSource | null }> };

export type WeaponsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type WeaponsTableQuery = { equipmentList: Array<{ name: string, description: string | null, cost: number, weight: string, weaponClassification: string | null, damageNumberOfDice: number | null, damageDieType: number | null, damageType: string | null, properties: Array<string> | null, contentSource: ContentSource | null, modes: Array<{ name: string | null, damageNumberOfDice: number | null, damageDieType: number | null, damageType: string | null, properties: Array<string> | null }> }>, weaponProperties: Array<{ name: string, content: string }> };

export type MonsterDetailQueryVariables = Exact<{
  name: string;
}>;


export type MonsterDetailQuery = { monster: { flavorText: string | null, imageUrls: Array<string>, name: string, size: string, types: Array<string>, alignment: string | null, armorClass: number, armorType: string | null, hitPoints: number, hitPointRoll: string | null, speeds: string | null, strength: number, strengthModifier: number, dexterity: number, dexterityModifier: number, constitution: number, constitutionModifier: number, intelligence: number, intelligenceModifier: number, wisdom: number, wisdomModifier: number, charisma: number, charismaModifier: number, savingThrows: Array<string> | null, skills: Array<string> | null, damageVulnerabilities: Array<string>, damageVulnerabilitiesOther: Array<string> | null, damageResistances: Array<string>, damageResistancesOther: Array<string> | null, damageImmunities: Array<string>, damageImmunitiesOther: Array<string> | null, conditionImmunities: Array<string>, conditionImmunitiesOther: Array<string> | null, senses: Array<string> | null, languages: Array<string> | null, challengeRating: string, experiencePoints: number, behaviors: Array<{ name: string, monsterBehaviorType: MonsterBehaviorType, description: string | null, descriptionWithLinks: string | null, restrictions: string | null, attackType: AttackType | null, attackBonus: number | null, range: string | null, numberOfTargets: string | null, damage: string | null, damageRoll: string | null, damageType: string | null }> } | null };

export type MonsterStatBlockFragment = { name: string, size: string, types: Array<string>, alignment: string | null, armorClass: number, armorType: string | null, hitPoints: number, hitPointRoll: string | null, speeds: string | null, strength: number, strengthModifier: number, dexterity: number, dexterityModifier: number, constitution: number, constitutionModifier: number, intelligence: number, intelligenceModifier: number, wisdom: number, wisdomModifier: number, charisma: number, charismaModifier: number, savingThrows: Array<string> | null, skills: Array<string> | null, damageVulnerabilities: Array<string>, damageVulnerabilitiesOther: Array<string> | null, damageResistances: Array<string>, damageResistancesOther: Array<string> | null, damageImmunities: Array<string>, damageImmunitiesOther: Array<string> | null, conditionImmunities: Array<string>, conditionImmunitiesOther: Array<string> | null, senses: Array<string> | null, languages: Array<string> | null, challengeRating: string, experiencePoints: number, behaviors: Array<{ name: string, monsterBehaviorType: MonsterBehaviorType, description: string | null, descriptionWithLinks: string | null, restrictions: string | null, attackType: AttackType | null, attackBonus: number | null, range: string | null, numberOfTargets: string | null, damage: string | null, damageRoll: string | null, damageType: string | null }> };

export type MonstersTableQueryVariables = Exact<{ [key: string]: never; }>;


export type MonstersTableQuery = { monsters: Array<{ name: string, size: string, types: Array<string>, alignment: string | null, challengeRating: string, contentSource: ContentSource | null }> };

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


export type SearchResultsQuery = { search: Array<{ fullName: string, path: string, rowKey: string, globalSearchTermType: GlobalSearchTermType, matchedField: string, snippet: Array<{ text: string, matched: boolean }> }> };

export type SharedDocumentQueryVariables = Exact<{
  token: string | number;
}>;


export type SharedDocumentQuery = { sharedDocument: { token: string, kind: DocumentKind, view: ShareView, jsonData: string, revision: number, changedAt: string } | null };

export type SharedDocumentChangedSubscriptionVariables = Exact<{
  token: string;
  sinceRevision?: number | null | undefined;
}>;


export type SharedDocumentChangedSubscription = { sharedDocumentChanged: { token: string, kind: DocumentKind, view: ShareView, jsonData: string, revision: number, changedAt: string } };

export type CreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditsQuery = { credits: string, sources: Array<{ key: string, name: string, abbreviation: string, attribution: string | null, licenseNote: string | null, order: number | null }> };

export type StarshipSizeDetailQueryVariables = Exact<{
  name: string;
}>;


export type StarshipSizeDetailQuery = { starshipBaseSize: { name: string, fullText: string | null } | null };

export type StarshipSizesQueryVariables = Exact<{ [key: string]: never; }>;


export type StarshipSizesQuery = { chapter: { book: Rulebook, chapterName: string, contentMarkdown: string } | null, starshipBaseSizes: Array<{ name: string, hitDiceDieType: number, savingThrowOptions: Array<string> | null, strength: number, dexterity: number, constitution: number }> };

export type DeploymentCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeploymentCardsQuery = { starshipDeployments: Array<{ name: string, description: string | null }> };

export type DeploymentDetailQueryVariables = Exact<{
  name: string;
}>;


export type DeploymentDetailQuery = { starshipDeployment: { name: string, flavorText: string | null, featureText: string | null } | null };

export type ModificationsTableQueryVariables = Exact<{ [key: string]: never; }>;


export type ModificationsTableQuery = { starshipModifications: Array<{ name: string, type: StarshipModificationType, grade: number, prerequisites: Array<string>, content: string }> };

export type StarshipEquipmentTableQueryVariables = Exact<{ [key: string]: never; }>;


export type StarshipEquipmentTableQuery = { starshipEquipmentList: Array<{ name: string, type: string, cost: number, description: string | null, weaponCategory: string | null, damageNumberOfDice: number | null, damageDieType: number | null, damageDieModifier: number | null, damageType: string | null, attackBonus: number | null, attacksPerRound: number | null, shortRange: number | null, longRange: number | null, reload: number | null, properties: string | null }> };

export type VenturesTableQueryVariables = Exact<{ [key: string]: never; }>;


export type VenturesTableQuery = { starshipVentures: Array<{ name: string, prerequisites: Array<string>, content: string }> };

export type BuilderDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderDetailsQuery = { classes: Array<{ name: string, summary: string | null, primaryAbility: string | null, numSkillChoices: number | null, skillChoicesList: Array<string> | null, archetypeFlavorName: string | null, equipmentLines: Array<string> }>, backgrounds: Array<{ name: string, flavorText: string | null, skillProficiencies: string | null, toolProficiencies: string | null, languages: string | null, equipment: string | null, personalityTraitOptions: Array<{ roll: number, name: string | null, description: string | null }>, idealOptions: Array<{ roll: number, name: string | null, description: string | null }>, bondOptions: Array<{ roll: number, name: string | null, description: string | null }>, flawOptions: Array<{ roll: number, name: string | null, description: string | null }> }>, speciesList: Array<{ name: string, distinctions: string | null, homeworld: string | null, imageUrls: Array<string> }>, fightingStyles: Array<{ name: string, description: string }> };

export type TrackerEncounterRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type TrackerEncounterRulesQuery = { encounterRules: Array<{ kind: EncounterRuleKind, name: string, rating: string | null, ratingValue: number | null, xp: number | null, level: number | null, easy: number | null, medium: number | null, hard: number | null, deadly: number | null, adventuringDay: number | null, multiplier: number | null, minMonsters: number | null, maxMonsters: number | null, minCharacters: number | null, maxCharacters: number | null, multiplierShift: number | null, implies: Array<string> | null, maxLevel: number | null, value: number | null }> };

export type TrackerMonsterQueryVariables = Exact<{
  name: string;
}>;


export type TrackerMonsterQuery = { monster: { name: string, size: string, types: Array<string>, alignment: string | null, armorClass: number, armorType: string | null, hitPoints: number, hitPointRoll: string | null, speeds: string | null, strength: number, strengthModifier: number, dexterity: number, dexterityModifier: number, constitution: number, constitutionModifier: number, intelligence: number, intelligenceModifier: number, wisdom: number, wisdomModifier: number, charisma: number, charismaModifier: number, savingThrows: Array<string> | null, skills: Array<string> | null, damageVulnerabilities: Array<string>, damageVulnerabilitiesOther: Array<string> | null, damageResistances: Array<string>, damageResistancesOther: Array<string> | null, damageImmunities: Array<string>, damageImmunitiesOther: Array<string> | null, conditionImmunities: Array<string>, conditionImmunitiesOther: Array<string> | null, senses: Array<string> | null, languages: Array<string> | null, challengeRating: string, experiencePoints: number, behaviors: Array<{ name: string, monsterBehaviorType: MonsterBehaviorType, description: string | null, descriptionWithLinks: string | null, restrictions: string | null, attackType: AttackType | null, attackBonus: number | null, range: string | null, numberOfTargets: string | null, damage: string | null, damageRoll: string | null, damageType: string | null }> } | null };

export type EncounterBuilderRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type EncounterBuilderRulesQuery = { encounterRules: Array<{ kind: EncounterRuleKind, name: string, rating: string | null, ratingValue: number | null, xp: number | null, level: number | null, easy: number | null, medium: number | null, hard: number | null, deadly: number | null, adventuringDay: number | null, multiplier: number | null, minMonsters: number | null, maxMonsters: number | null, minCharacters: number | null, maxCharacters: number | null, multiplierShift: number | null, implies: Array<string> | null, maxLevel: number | null, value: number | null }> };

export type EncounterBuilderMonstersQueryVariables = Exact<{ [key: string]: never; }>;


export type EncounterBuilderMonstersQuery = { monsters: Array<{ name: string, size: string, types: Array<string>, alignment: string | null, challengeRating: string, experiencePoints: number, armorClass: number, hitPoints: number, dexterityModifier: number, contentSource: ContentSource | null }> };

export type EncounterBuilderMonsterTextsQueryVariables = Exact<{ [key: string]: never; }>;


export type EncounterBuilderMonsterTextsQuery = { monsters: Array<{ name: string, flavorText: string | null, sectionText: string | null, behaviors: Array<{ name: string, description: string | null }> }> };

export type EncounterRuleFieldsFragment = { kind: EncounterRuleKind, name: string, rating: string | null, ratingValue: number | null, xp: number | null, level: number | null, easy: number | null, medium: number | null, hard: number | null, deadly: number | null, adventuringDay: number | null, multiplier: number | null, minMonsters: number | null, maxMonsters: number | null, minCharacters: number | null, maxCharacters: number | null, multiplierShift: number | null, implies: Array<string> | null, maxLevel: number | null, value: number | null };

export type PrintAttributionQueryVariables = Exact<{ [key: string]: never; }>;


export type PrintAttributionQuery = { sources: Array<{ key: string, abbreviation: string, attribution: string | null, order: number | null }> };

export type ToolsGearMechanicsQueryVariables = Exact<{ [key: string]: never; }>;


export type ToolsGearMechanicsQuery = { gearMechanics: Array<{ name: string, effects: Array<import('../../../core/schemas/gear-mechanics.ts').GearEffect>, requires: import('../../../core/schemas/gear-mechanics.ts').GearPrerequisite | null, manual: string | null }> };

export type ToolsRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ToolsRulesQuery = { classes: Array<{ name: string, levelChanges: Record<string, Record<string, string>>, hitDiceDieType: number, hitPointsAtFirstLevelNumber: number, hitPointsAtHigherLevelsNumber: number, armorProficiencies: Array<string>, weaponProficiencies: Array<string>, toolProficiencies: Array<string>, savingThrows: Array<string>, casterRatio: number | null, casterType: CasterType | null, multiClassProficiencies: Array<string> | null, classFeatureText: string | null }>, archetypes: Array<{ name: string, className: string, casterType: CasterType | null, casterRatio: number | null, leveledTable: Record<string, Array<{ key: string; value: string | null }>> | null }>, speciesList: Array<{ name: string, language: string | null, size: string | null, abilitiesIncreased: Array<Array<{ abilities: Array<string>, amount: number }>>, traits: Array<{ name: string, description: string | null }> }>, backgrounds: Array<{ name: string, featureName: string | null, featureText: string | null, featOptions: Array<{ roll: number, name: string | null }> }>, feats: Array<{ name: string, text: string, prerequisite: string | null }>, powers: Array<{ name: string, level: number, powerType: PowerType, forceAlignment: ForceAlignment | null, prerequisite: string | null, castingPeriodText: string | null, range: string | null, duration: string | null, concentration: boolean, description: string }>, maneuvers: Array<{ name: string, type: ManeuverType, prerequisite: string | null, description: string }>, equipmentList: Array<{ name: string, cost: number, weight: string, equipmentCategory: string, damageNumberOfDice: number | null, damageType: string | null, damageDieModifier: number | null, damageDieType: number | null, weaponClassification: string | null, armorClassification: string | null, properties: Array<string> | null, propertiesMap: Record<string, string> | null, ac: string | null, strengthRequirement: string | null, stealthDisadvantage: boolean | null }>, enhancedItems: Array<{ name: string, type: string, subtype: string | null, requiresAttunement: boolean, rarityOptions: Array<Rarity> }>, conditions: Array<{ name: string, description: string }>, skills: Array<{ name: string, baseAttribute: string }>, characterAdvancements: Array<{ level: number, experiencePoints: number }>, features: Array<{ name: string, text: string | null, level: number | null, source: FeatureSource | null, sourceName: string | null }>, fightingStyles: Array<{ name: string, description: string }>, fightingMasteries: Array<{ name: string, text: string }>, lightsaberForms: Array<{ name: string, description: string }>, featureMechanics: Array<{ source: MechanicsSource, sourceName: string, level: number | null, name: string, effects: Array<import('../../../core/schemas/feature-mechanics.ts').EffectRecord>, manual: boolean | null, descriptive: boolean | null, reason: string | null }>, multiclassPrerequisites: Array<{ className: string, requirements: Array<{ anyOf: Array<string>, minimum: number }> }> };

export type StarshipRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type StarshipRulesQuery = { starshipBaseSizes: Array<{ name: string, hitDiceDieType: number, hitDiceNumberOfDice: number | null, savingThrowOptions: Array<string> | null, strength: number, dexterity: number, constitution: number, flavorText: string | null }>, starshipEquipmentList: Array<{ name: string, type: string, cost: number, description: string | null, weaponCategory: string | null, weaponSize: string | null, damageNumberOfDice: number | null, damageDieType: number | null, damageDieModifier: number | null, damageType: string | null, attackBonus: number | null, attacksPerRound: number | null, shortRange: number | null, longRange: number | null, reload: number | null, properties: string | null }>, starshipModifications: Array<{ name: string, type: StarshipModificationType, grade: number, prerequisites: Array<string>, content: string }>, starshipDeployments: Array<{ name: string, description: string | null, features: Array<{ name: string, content: string | null, tier: number | null }> | null }>, starshipVentures: Array<{ name: string, prerequisites: Array<string>, content: string }>, starshipMechanics: Array<{ kind: StarshipMechanicsKind, name: string, note: string | null, rules: import('../../../core/schemas/starship-mechanics.ts').StarshipRulesRecord }> };

export type MyGameMasterCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGameMasterCampaignsQuery = { gameMasterCampaigns: Array<{ id: string, userId: string, jsonData: string | null, revision: number, changedAt: string }> };

export type SaveMyCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type SaveMyCampaignMutation = { saveCampaign: { id: string, userId: string, jsonData: string | null, revision: number, changedAt: string } };

export type SaveMyCampaignsMutationVariables = Exact<{
  inputs: Array<CampaignInput> | CampaignInput;
}>;


export type SaveMyCampaignsMutation = { saveCampaigns: Array<{ id: string, userId: string, jsonData: string | null, revision: number, changedAt: string }> };

export type DeleteMyCampaignMutationVariables = Exact<{
  id: string | number;
  baseRevision?: number | null | undefined;
}>;


export type DeleteMyCampaignMutation = { deleteCampaign: boolean };

export type MyCharactersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCharactersQuery = { characters: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type SaveMyCharacterMutationVariables = Exact<{
  input: CharacterInput;
}>;


export type SaveMyCharacterMutation = { saveCharacter: { id: string, userId: string, jsonData: string, revision: number, changedAt: string } };

export type SaveMyCharactersMutationVariables = Exact<{
  inputs: Array<CharacterInput> | CharacterInput;
}>;


export type SaveMyCharactersMutation = { saveCharacters: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type DeleteMyCharacterMutationVariables = Exact<{
  id: string | number;
  baseRevision?: number | null | undefined;
}>;


export type DeleteMyCharacterMutation = { deleteCharacter: boolean };

export type MyEncountersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEncountersQuery = { encounters: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type SaveMyEncounterMutationVariables = Exact<{
  input: EncounterInput;
}>;


export type SaveMyEncounterMutation = { saveEncounter: { id: string, userId: string, jsonData: string, revision: number, changedAt: string } };

export type SaveMyEncountersMutationVariables = Exact<{
  inputs: Array<EncounterInput> | EncounterInput;
}>;


export type SaveMyEncountersMutation = { saveEncounters: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type DeleteMyEncounterMutationVariables = Exact<{
  id: string | number;
  baseRevision?: number | null | undefined;
}>;


export type DeleteMyEncounterMutation = { deleteEncounter: boolean };

export type MyHomebrewPacksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyHomebrewPacksQuery = { homebrewPacks: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type SaveMyHomebrewPackMutationVariables = Exact<{
  input: HomebrewPackInput;
}>;


export type SaveMyHomebrewPackMutation = { saveHomebrewPack: { id: string, userId: string, jsonData: string, revision: number, changedAt: string } };

export type SaveMyHomebrewPacksMutationVariables = Exact<{
  inputs: Array<HomebrewPackInput> | HomebrewPackInput;
}>;


export type SaveMyHomebrewPacksMutation = { saveHomebrewPacks: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type DeleteMyHomebrewPackMutationVariables = Exact<{
  id: string | number;
  baseRevision?: number | null | undefined;
}>;


export type DeleteMyHomebrewPackMutation = { deleteHomebrewPack: boolean };

export type MyDocumentChangedSubscriptionVariables = Exact<{
  kind: DocumentKind;
  id: string | number;
  sinceRevision?: number | null | undefined;
}>;


export type MyDocumentChangedSubscription = { documentChanged: { id: string, jsonData: string, revision: number, changedAt: string } };

export type MyStarshipsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStarshipsQuery = { starships: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type SaveMyStarshipMutationVariables = Exact<{
  input: StarshipInput;
}>;


export type SaveMyStarshipMutation = { saveStarship: { id: string, userId: string, jsonData: string, revision: number, changedAt: string } };

export type SaveMyStarshipsMutationVariables = Exact<{
  inputs: Array<StarshipInput> | StarshipInput;
}>;


export type SaveMyStarshipsMutation = { saveStarships: Array<{ id: string, userId: string, jsonData: string, revision: number, changedAt: string }> };

export type DeleteMyStarshipMutationVariables = Exact<{
  id: string | number;
  baseRevision?: number | null | undefined;
}>;


export type DeleteMyStarshipMutation = { deleteStarship: boolean };

export const ChapterTextFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}}]}}]} as unknown as DocumentNode<ChapterTextFragment, unknown>;
export const HashModalPowerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HashModalPower"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Power"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<HashModalPowerFragment, unknown>;
export const ImprovementRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Improvement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]} as unknown as DocumentNode<ImprovementRowFragment, unknown>;
export const MonsterStatBlockFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonsterStatBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"armorClass"}},{"kind":"Field","name":{"kind":"Name","value":"armorType"}},{"kind":"Field","name":{"kind":"Name","value":"hitPoints"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointRoll"}},{"kind":"Field","name":{"kind":"Name","value":"speeds"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"strengthModifier"}},{"kind":"Field","name":{"kind":"Name","value":"dexterity"}},{"kind":"Field","name":{"kind":"Name","value":"dexterityModifier"}},{"kind":"Field","name":{"kind":"Name","value":"constitution"}},{"kind":"Field","name":{"kind":"Name","value":"constitutionModifier"}},{"kind":"Field","name":{"kind":"Name","value":"intelligence"}},{"kind":"Field","name":{"kind":"Name","value":"intelligenceModifier"}},{"kind":"Field","name":{"kind":"Name","value":"wisdom"}},{"kind":"Field","name":{"kind":"Name","value":"wisdomModifier"}},{"kind":"Field","name":{"kind":"Name","value":"charisma"}},{"kind":"Field","name":{"kind":"Name","value":"charismaModifier"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrows"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"damageVulnerabilities"}},{"kind":"Field","name":{"kind":"Name","value":"damageVulnerabilitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"damageResistances"}},{"kind":"Field","name":{"kind":"Name","value":"damageResistancesOther"}},{"kind":"Field","name":{"kind":"Name","value":"damageImmunities"}},{"kind":"Field","name":{"kind":"Name","value":"damageImmunitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"conditionImmunities"}},{"kind":"Field","name":{"kind":"Name","value":"conditionImmunitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"senses"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"challengeRating"}},{"kind":"Field","name":{"kind":"Name","value":"experiencePoints"}},{"kind":"Field","name":{"kind":"Name","value":"behaviors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"monsterBehaviorType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionWithLinks"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"}},{"kind":"Field","name":{"kind":"Name","value":"attackType"}},{"kind":"Field","name":{"kind":"Name","value":"attackBonus"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTargets"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damageRoll"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}}]}}]}}]} as unknown as DocumentNode<MonsterStatBlockFragment, unknown>;
export const EncounterRuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EncounterRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingValue"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"deadly"}},{"kind":"Field","name":{"kind":"Name","value":"adventuringDay"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"minMonsters"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonsters"}},{"kind":"Field","name":{"kind":"Name","value":"minCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"maxCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"multiplierShift"}},{"kind":"Field","name":{"kind":"Name","value":"implies"}},{"kind":"Field","name":{"kind":"Name","value":"maxLevel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<EncounterRuleFieldsFragment, unknown>;
export const DataVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<DataVersionsQuery, DataVersionsQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const ChapterPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChapterPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"book"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Rulebook"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"book"},"value":{"kind":"Variable","name":{"kind":"Name","value":"book"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}}]}}]} as unknown as DocumentNode<ChapterPageQuery, ChapterPageQueryVariables>;
export const HashModalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HashModal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"power"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HashModalPower"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referenceTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HashModalPower"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Power"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<HashModalQuery, HashModalQueryVariables>;
export const DocumentSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShares"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DocumentSharesQuery, DocumentSharesQueryVariables>;
export const CreateDocumentShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDocumentShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareView"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateDocumentShareMutation, CreateDocumentShareMutationVariables>;
export const RevokeDocumentShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeDocumentShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<RevokeDocumentShareMutation, RevokeDocumentShareMutationVariables>;
export const BookChapterListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookChapterList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"book"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Rulebook"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"book"},"value":{"kind":"Variable","name":{"kind":"Name","value":"book"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}}]}}]}}]} as unknown as DocumentNode<BookChapterListQuery, BookChapterListQueryVariables>;
export const ArchetypeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchetypeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archetype"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"casterType"}},{"kind":"Field","name":{"kind":"Name","value":"classCasterType"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"text2"}},{"kind":"Field","name":{"kind":"Name","value":"leveledTable"}}]}}]}}]} as unknown as DocumentNode<ArchetypeDetailQuery, ArchetypeDetailQueryVariables>;
export const ArchetypesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchetypesTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archetypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"casterType"}},{"kind":"Field","name":{"kind":"Name","value":"classCasterType"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<ArchetypesTableQuery, ArchetypesTableQueryVariables>;
export const BackgroundDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackgroundDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"background"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"skillProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"toolProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"}},{"kind":"Field","name":{"kind":"Name","value":"flavorName"}},{"kind":"Field","name":{"kind":"Name","value":"flavorDescription"}},{"kind":"Field","name":{"kind":"Name","value":"flavorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureName"}},{"kind":"Field","name":{"kind":"Name","value":"featureText"}},{"kind":"Field","name":{"kind":"Name","value":"featOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"feat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestedCharacteristics"}},{"kind":"Field","name":{"kind":"Name","value":"personalityTraitOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idealOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bondOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flawOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<BackgroundDetailQuery, BackgroundDetailQueryVariables>;
export const BackgroundsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackgroundsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"skillProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<BackgroundsTableQuery, BackgroundsTableQueryVariables>;
export const ClassCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"hitDiceDieType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryAbility"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrows"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<ClassCardsQuery, ClassCardsQueryVariables>;
export const ClassDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"class"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"hitDiceDieType"}},{"kind":"Field","name":{"kind":"Name","value":"primaryAbility"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrows"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"creatingText"}},{"kind":"Field","name":{"kind":"Name","value":"quickBuildText"}},{"kind":"Field","name":{"kind":"Name","value":"levelChangeHeaders"}},{"kind":"Field","name":{"kind":"Name","value":"levelChanges"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointsAtFirstLevel"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointsAtHigherLevels"}},{"kind":"Field","name":{"kind":"Name","value":"armorProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"weaponProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"toolProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"skillChoices"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentLines"}},{"kind":"Field","name":{"kind":"Name","value":"startingWealthVariant"}},{"kind":"Field","name":{"kind":"Name","value":"classFeatureText"}},{"kind":"Field","name":{"kind":"Name","value":"classFeatureText2"}},{"kind":"Field","name":{"kind":"Name","value":"archetypeFlavorName"}}]}}]}}]} as unknown as DocumentNode<ClassDetailQuery, ClassDetailQueryVariables>;
export const ClassImprovementsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassImprovementsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classImprovements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Improvement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]} as unknown as DocumentNode<ClassImprovementsTableQuery, ClassImprovementsTableQueryVariables>;
export const MulticlassImprovementsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MulticlassImprovementsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"multiclassImprovements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Improvement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]} as unknown as DocumentNode<MulticlassImprovementsTableQuery, MulticlassImprovementsTableQueryVariables>;
export const SplashclassImprovementsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SplashclassImprovementsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"splashclassImprovements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Improvement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]} as unknown as DocumentNode<SplashclassImprovementsTableQuery, SplashclassImprovementsTableQueryVariables>;
export const WeaponFocusesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeaponFocusesTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weaponFocuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Improvement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]} as unknown as DocumentNode<WeaponFocusesTableQuery, WeaponFocusesTableQueryVariables>;
export const WeaponSupremaciesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeaponSupremaciesTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weaponSupremacies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImprovementRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImprovementRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Improvement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]} as unknown as DocumentNode<WeaponSupremaciesTableQuery, WeaponSupremaciesTableQueryVariables>;
export const FightingStylesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FightingStylesTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fightingStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]}}]} as unknown as DocumentNode<FightingStylesTableQuery, FightingStylesTableQueryVariables>;
export const FightingMasteriesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FightingMasteriesTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fightingMasteries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]}}]} as unknown as DocumentNode<FightingMasteriesTableQuery, FightingMasteriesTableQueryVariables>;
export const LightsaberFormsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LightsaberFormsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightsaberForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]}}]} as unknown as DocumentNode<LightsaberFormsTableQuery, LightsaberFormsTableQueryVariables>;
export const FeatsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"attributesIncreased"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<FeatsTableQuery, FeatsTableQueryVariables>;
export const ManeuversTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManeuversTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maneuvers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<ManeuversTableQuery, ManeuversTableQueryVariables>;
export const PowersTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PowersTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"powerType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PowerType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"powerType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"powerType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"powerType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"forceAlignment"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"higherLevelDescription"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<PowersTableQuery, PowersTableQueryVariables>;
export const SpeciesDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpeciesDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"species"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"skinColorOptions"}},{"kind":"Field","name":{"kind":"Name","value":"hairColorOptions"}},{"kind":"Field","name":{"kind":"Name","value":"eyeColorOptions"}},{"kind":"Field","name":{"kind":"Name","value":"colorScheme"}},{"kind":"Field","name":{"kind":"Name","value":"distinctions"}},{"kind":"Field","name":{"kind":"Name","value":"heightAverage"}},{"kind":"Field","name":{"kind":"Name","value":"heightRollMod"}},{"kind":"Field","name":{"kind":"Name","value":"weightAverage"}},{"kind":"Field","name":{"kind":"Name","value":"weightRollMod"}},{"kind":"Field","name":{"kind":"Name","value":"homeworld"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"traits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"halfHumanTableEntries"}}]}}]}}]} as unknown as DocumentNode<SpeciesDetailQuery, SpeciesDetailQueryVariables>;
export const SpeciesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpeciesTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"abilitiesIncreased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abilities"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<SpeciesTableQuery, SpeciesTableQueryVariables>;
export const AdventuringGearTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdventuringGearTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentCategory"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]}}]} as unknown as DocumentNode<AdventuringGearTableQuery, AdventuringGearTableQueryVariables>;
export const ArmorTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArmorTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentCategory"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"Armor","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"armorClassification"}},{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"strengthRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"stealthDisadvantage"}},{"kind":"Field","name":{"kind":"Name","value":"properties"}},{"kind":"Field","name":{"kind":"Name","value":"propertiesMap"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"armorProperties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ArmorTableQuery, ArmorTableQueryVariables>;
export const EnhancedItemsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnhancedItemsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enhancedItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"rarityText"}},{"kind":"Field","name":{"kind":"Name","value":"searchableRarity"}},{"kind":"Field","name":{"kind":"Name","value":"rarityOptions"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"requiresAttunement"}},{"kind":"Field","name":{"kind":"Name","value":"valueText"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]}}]} as unknown as DocumentNode<EnhancedItemsTableQuery, EnhancedItemsTableQueryVariables>;
export const WeaponsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeaponsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equipmentList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipmentCategory"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"Weapon","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weaponClassification"}},{"kind":"Field","name":{"kind":"Name","value":"damageNumberOfDice"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieType"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"properties"}},{"kind":"Field","name":{"kind":"Name","value":"modes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"damageNumberOfDice"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieType"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"properties"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weaponProperties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<WeaponsTableQuery, WeaponsTableQueryVariables>;
export const MonsterDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonsterDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonsterStatBlock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonsterStatBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"armorClass"}},{"kind":"Field","name":{"kind":"Name","value":"armorType"}},{"kind":"Field","name":{"kind":"Name","value":"hitPoints"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointRoll"}},{"kind":"Field","name":{"kind":"Name","value":"speeds"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"strengthModifier"}},{"kind":"Field","name":{"kind":"Name","value":"dexterity"}},{"kind":"Field","name":{"kind":"Name","value":"dexterityModifier"}},{"kind":"Field","name":{"kind":"Name","value":"constitution"}},{"kind":"Field","name":{"kind":"Name","value":"constitutionModifier"}},{"kind":"Field","name":{"kind":"Name","value":"intelligence"}},{"kind":"Field","name":{"kind":"Name","value":"intelligenceModifier"}},{"kind":"Field","name":{"kind":"Name","value":"wisdom"}},{"kind":"Field","name":{"kind":"Name","value":"wisdomModifier"}},{"kind":"Field","name":{"kind":"Name","value":"charisma"}},{"kind":"Field","name":{"kind":"Name","value":"charismaModifier"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrows"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"damageVulnerabilities"}},{"kind":"Field","name":{"kind":"Name","value":"damageVulnerabilitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"damageResistances"}},{"kind":"Field","name":{"kind":"Name","value":"damageResistancesOther"}},{"kind":"Field","name":{"kind":"Name","value":"damageImmunities"}},{"kind":"Field","name":{"kind":"Name","value":"damageImmunitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"conditionImmunities"}},{"kind":"Field","name":{"kind":"Name","value":"conditionImmunitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"senses"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"challengeRating"}},{"kind":"Field","name":{"kind":"Name","value":"experiencePoints"}},{"kind":"Field","name":{"kind":"Name","value":"behaviors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"monsterBehaviorType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionWithLinks"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"}},{"kind":"Field","name":{"kind":"Name","value":"attackType"}},{"kind":"Field","name":{"kind":"Name","value":"attackBonus"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTargets"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damageRoll"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}}]}}]}}]} as unknown as DocumentNode<MonsterDetailQuery, MonsterDetailQueryVariables>;
export const MonstersTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonstersTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monsters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"challengeRating"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]}}]} as unknown as DocumentNode<MonstersTableQuery, MonstersTableQueryVariables>;
export const ProfileUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ProfileUserQuery, ProfileUserQueryVariables>;
export const UpdateProfileUsernameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileUsernameMutation, UpdateProfileUsernameMutationVariables>;
export const HandbookDrawerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HandbookDrawer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"Core"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HandbookDrawerQuery, HandbookDrawerQueryVariables>;
export const SearchResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"rowKey"}},{"kind":"Field","name":{"kind":"Name","value":"globalSearchTermType"}},{"kind":"Field","name":{"kind":"Name","value":"matchedField"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}}]}}]}}]}}]} as unknown as DocumentNode<SearchResultsQuery, SearchResultsQueryVariables>;
export const SharedDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SharedDocumentQuery, SharedDocumentQueryVariables>;
export const SharedDocumentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SharedDocumentChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sinceRevision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedDocumentChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"sinceRevision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sinceRevision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SharedDocumentChangedSubscription, SharedDocumentChangedSubscriptionVariables>;
export const CreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNote"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<CreditsQuery, CreditsQueryVariables>;
export const StarshipSizeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StarshipSizeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starshipBaseSize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullText"}}]}}]}}]} as unknown as DocumentNode<StarshipSizeDetailQuery, StarshipSizeDetailQueryVariables>;
export const StarshipSizesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StarshipSizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"book"},"value":{"kind":"EnumValue","value":"SOTG"}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Starships","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"chapterName"}},{"kind":"Field","name":{"kind":"Name","value":"contentMarkdown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starshipBaseSizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hitDiceDieType"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrowOptions"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"dexterity"}},{"kind":"Field","name":{"kind":"Name","value":"constitution"}}]}}]}}]} as unknown as DocumentNode<StarshipSizesQuery, StarshipSizesQueryVariables>;
export const DeploymentCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeploymentCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starshipDeployments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<DeploymentCardsQuery, DeploymentCardsQueryVariables>;
export const DeploymentDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeploymentDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starshipDeployment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"featureText"}}]}}]}}]} as unknown as DocumentNode<DeploymentDetailQuery, DeploymentDetailQueryVariables>;
export const ModificationsTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModificationsTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starshipModifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisites"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ModificationsTableQuery, ModificationsTableQueryVariables>;
export const StarshipEquipmentTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StarshipEquipmentTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starshipEquipmentList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"weaponCategory"}},{"kind":"Field","name":{"kind":"Name","value":"damageNumberOfDice"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieType"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieModifier"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"attackBonus"}},{"kind":"Field","name":{"kind":"Name","value":"attacksPerRound"}},{"kind":"Field","name":{"kind":"Name","value":"shortRange"}},{"kind":"Field","name":{"kind":"Name","value":"longRange"}},{"kind":"Field","name":{"kind":"Name","value":"reload"}},{"kind":"Field","name":{"kind":"Name","value":"properties"}}]}}]}}]} as unknown as DocumentNode<StarshipEquipmentTableQuery, StarshipEquipmentTableQueryVariables>;
export const VenturesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VenturesTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starshipVentures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisites"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<VenturesTableQuery, VenturesTableQueryVariables>;
export const BuilderDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"primaryAbility"}},{"kind":"Field","name":{"kind":"Name","value":"numSkillChoices"}},{"kind":"Field","name":{"kind":"Name","value":"skillChoicesList"}},{"kind":"Field","name":{"kind":"Name","value":"archetypeFlavorName"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentLines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"skillProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"toolProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"equipment"}},{"kind":"Field","name":{"kind":"Name","value":"personalityTraitOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idealOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bondOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flawOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distinctions"}},{"kind":"Field","name":{"kind":"Name","value":"homeworld"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fightingStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<BuilderDetailsQuery, BuilderDetailsQueryVariables>;
export const TrackerEncounterRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackerEncounterRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encounterRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EncounterRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EncounterRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingValue"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"deadly"}},{"kind":"Field","name":{"kind":"Name","value":"adventuringDay"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"minMonsters"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonsters"}},{"kind":"Field","name":{"kind":"Name","value":"minCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"maxCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"multiplierShift"}},{"kind":"Field","name":{"kind":"Name","value":"implies"}},{"kind":"Field","name":{"kind":"Name","value":"maxLevel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<TrackerEncounterRulesQuery, TrackerEncounterRulesQueryVariables>;
export const TrackerMonsterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackerMonster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonsterStatBlock"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonsterStatBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Monster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"armorClass"}},{"kind":"Field","name":{"kind":"Name","value":"armorType"}},{"kind":"Field","name":{"kind":"Name","value":"hitPoints"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointRoll"}},{"kind":"Field","name":{"kind":"Name","value":"speeds"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"strengthModifier"}},{"kind":"Field","name":{"kind":"Name","value":"dexterity"}},{"kind":"Field","name":{"kind":"Name","value":"dexterityModifier"}},{"kind":"Field","name":{"kind":"Name","value":"constitution"}},{"kind":"Field","name":{"kind":"Name","value":"constitutionModifier"}},{"kind":"Field","name":{"kind":"Name","value":"intelligence"}},{"kind":"Field","name":{"kind":"Name","value":"intelligenceModifier"}},{"kind":"Field","name":{"kind":"Name","value":"wisdom"}},{"kind":"Field","name":{"kind":"Name","value":"wisdomModifier"}},{"kind":"Field","name":{"kind":"Name","value":"charisma"}},{"kind":"Field","name":{"kind":"Name","value":"charismaModifier"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrows"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"damageVulnerabilities"}},{"kind":"Field","name":{"kind":"Name","value":"damageVulnerabilitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"damageResistances"}},{"kind":"Field","name":{"kind":"Name","value":"damageResistancesOther"}},{"kind":"Field","name":{"kind":"Name","value":"damageImmunities"}},{"kind":"Field","name":{"kind":"Name","value":"damageImmunitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"conditionImmunities"}},{"kind":"Field","name":{"kind":"Name","value":"conditionImmunitiesOther"}},{"kind":"Field","name":{"kind":"Name","value":"senses"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"challengeRating"}},{"kind":"Field","name":{"kind":"Name","value":"experiencePoints"}},{"kind":"Field","name":{"kind":"Name","value":"behaviors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"monsterBehaviorType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionWithLinks"}},{"kind":"Field","name":{"kind":"Name","value":"restrictions"}},{"kind":"Field","name":{"kind":"Name","value":"attackType"}},{"kind":"Field","name":{"kind":"Name","value":"attackBonus"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTargets"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damageRoll"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}}]}}]}}]} as unknown as DocumentNode<TrackerMonsterQuery, TrackerMonsterQueryVariables>;
export const EncounterBuilderRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EncounterBuilderRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encounterRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EncounterRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EncounterRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingValue"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"deadly"}},{"kind":"Field","name":{"kind":"Name","value":"adventuringDay"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"minMonsters"}},{"kind":"Field","name":{"kind":"Name","value":"maxMonsters"}},{"kind":"Field","name":{"kind":"Name","value":"minCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"maxCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"multiplierShift"}},{"kind":"Field","name":{"kind":"Name","value":"implies"}},{"kind":"Field","name":{"kind":"Name","value":"maxLevel"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<EncounterBuilderRulesQuery, EncounterBuilderRulesQueryVariables>;
export const EncounterBuilderMonstersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EncounterBuilderMonsters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monsters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"challengeRating"}},{"kind":"Field","name":{"kind":"Name","value":"experiencePoints"}},{"kind":"Field","name":{"kind":"Name","value":"armorClass"}},{"kind":"Field","name":{"kind":"Name","value":"hitPoints"}},{"kind":"Field","name":{"kind":"Name","value":"dexterityModifier"}},{"kind":"Field","name":{"kind":"Name","value":"contentSource"}}]}}]}}]} as unknown as DocumentNode<EncounterBuilderMonstersQuery, EncounterBuilderMonstersQueryVariables>;
export const EncounterBuilderMonsterTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EncounterBuilderMonsterTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monsters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"sectionText"}},{"kind":"Field","name":{"kind":"Name","value":"behaviors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<EncounterBuilderMonsterTextsQuery, EncounterBuilderMonsterTextsQueryVariables>;
export const PrintAttributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintAttribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<PrintAttributionQuery, PrintAttributionQueryVariables>;
export const ToolsGearMechanicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolsGearMechanics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gearMechanics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"effects"}},{"kind":"Field","name":{"kind":"Name","value":"requires"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}}]}}]}}]} as unknown as DocumentNode<ToolsGearMechanicsQuery, ToolsGearMechanicsQueryVariables>;
export const ToolsRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolsRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"levelChanges"}},{"kind":"Field","name":{"kind":"Name","value":"hitDiceDieType"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointsAtFirstLevelNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hitPointsAtHigherLevelsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"armorProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"weaponProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"toolProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrows"}},{"kind":"Field","name":{"kind":"Name","value":"casterRatio"}},{"kind":"Field","name":{"kind":"Name","value":"casterType"}},{"kind":"Field","name":{"kind":"Name","value":"multiClassProficiencies"}},{"kind":"Field","name":{"kind":"Name","value":"classFeatureText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"archetypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"casterType"}},{"kind":"Field","name":{"kind":"Name","value":"casterRatio"}},{"kind":"Field","name":{"kind":"Name","value":"leveledTable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"speciesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abilitiesIncreased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abilities"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"traits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgrounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featureName"}},{"kind":"Field","name":{"kind":"Name","value":"featureText"}},{"kind":"Field","name":{"kind":"Name","value":"featOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"powers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"powerType"}},{"kind":"Field","name":{"kind":"Name","value":"forceAlignment"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"castingPeriodText"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"concentration"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maneuvers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisite"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipmentList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"equipmentCategory"}},{"kind":"Field","name":{"kind":"Name","value":"damageNumberOfDice"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieModifier"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieType"}},{"kind":"Field","name":{"kind":"Name","value":"weaponClassification"}},{"kind":"Field","name":{"kind":"Name","value":"armorClassification"}},{"kind":"Field","name":{"kind":"Name","value":"properties"}},{"kind":"Field","name":{"kind":"Name","value":"propertiesMap"}},{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"strengthRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"stealthDisadvantage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enhancedItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"subtype"}},{"kind":"Field","name":{"kind":"Name","value":"requiresAttunement"}},{"kind":"Field","name":{"kind":"Name","value":"rarityOptions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseAttribute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterAdvancements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"experiencePoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fightingStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fightingMasteries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightsaberForms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featureMechanics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"effects"}},{"kind":"Field","name":{"kind":"Name","value":"manual"}},{"kind":"Field","name":{"kind":"Name","value":"descriptive"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiclassPrerequisites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anyOf"}},{"kind":"Field","name":{"kind":"Name","value":"minimum"}}]}}]}}]}}]} as unknown as DocumentNode<ToolsRulesQuery, ToolsRulesQueryVariables>;
export const StarshipRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StarshipRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starshipBaseSizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hitDiceDieType"}},{"kind":"Field","name":{"kind":"Name","value":"hitDiceNumberOfDice"}},{"kind":"Field","name":{"kind":"Name","value":"savingThrowOptions"}},{"kind":"Field","name":{"kind":"Name","value":"strength"}},{"kind":"Field","name":{"kind":"Name","value":"dexterity"}},{"kind":"Field","name":{"kind":"Name","value":"constitution"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starshipEquipmentList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"weaponCategory"}},{"kind":"Field","name":{"kind":"Name","value":"weaponSize"}},{"kind":"Field","name":{"kind":"Name","value":"damageNumberOfDice"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieType"}},{"kind":"Field","name":{"kind":"Name","value":"damageDieModifier"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"attackBonus"}},{"kind":"Field","name":{"kind":"Name","value":"attacksPerRound"}},{"kind":"Field","name":{"kind":"Name","value":"shortRange"}},{"kind":"Field","name":{"kind":"Name","value":"longRange"}},{"kind":"Field","name":{"kind":"Name","value":"reload"}},{"kind":"Field","name":{"kind":"Name","value":"properties"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starshipModifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisites"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starshipDeployments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"starshipVentures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisites"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"starshipMechanics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"rules"}}]}}]}}]} as unknown as DocumentNode<StarshipRulesQuery, StarshipRulesQueryVariables>;
export const MyGameMasterCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGameMasterCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameMasterCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<MyGameMasterCampaignsQuery, MyGameMasterCampaignsQueryVariables>;
export const SaveMyCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyCampaignMutation, SaveMyCampaignMutationVariables>;
export const SaveMyCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyCampaignsMutation, SaveMyCampaignsMutationVariables>;
export const DeleteMyCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseRevision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}}}]}]}}]} as unknown as DocumentNode<DeleteMyCampaignMutation, DeleteMyCampaignMutationVariables>;
export const MyCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCharacters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<MyCharactersQuery, MyCharactersQueryVariables>;
export const SaveMyCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyCharacterMutation, SaveMyCharacterMutationVariables>;
export const SaveMyCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCharacters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyCharactersMutation, SaveMyCharactersMutationVariables>;
export const DeleteMyCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseRevision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}}}]}]}}]} as unknown as DocumentNode<DeleteMyCharacterMutation, DeleteMyCharacterMutationVariables>;
export const MyEncountersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEncounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"encounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<MyEncountersQuery, MyEncountersQueryVariables>;
export const SaveMyEncounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyEncounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEncounter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyEncounterMutation, SaveMyEncounterMutationVariables>;
export const SaveMyEncountersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyEncounters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EncounterInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveEncounters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyEncountersMutation, SaveMyEncountersMutationVariables>;
export const DeleteMyEncounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyEncounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEncounter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseRevision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}}}]}]}}]} as unknown as DocumentNode<DeleteMyEncounterMutation, DeleteMyEncounterMutationVariables>;
export const MyHomebrewPacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyHomebrewPacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homebrewPacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<MyHomebrewPacksQuery, MyHomebrewPacksQueryVariables>;
export const SaveMyHomebrewPackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyHomebrewPack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HomebrewPackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHomebrewPack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyHomebrewPackMutation, SaveMyHomebrewPackMutationVariables>;
export const SaveMyHomebrewPacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyHomebrewPacks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HomebrewPackInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHomebrewPacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyHomebrewPacksMutation, SaveMyHomebrewPacksMutationVariables>;
export const DeleteMyHomebrewPackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyHomebrewPack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHomebrewPack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseRevision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}}}]}]}}]} as unknown as DocumentNode<DeleteMyHomebrewPackMutation, DeleteMyHomebrewPackMutationVariables>;
export const MyDocumentChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyDocumentChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sinceRevision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sinceRevision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sinceRevision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<MyDocumentChangedSubscription, MyDocumentChangedSubscriptionVariables>;
export const MyStarshipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStarships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"starships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<MyStarshipsQuery, MyStarshipsQueryVariables>;
export const SaveMyStarshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyStarship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StarshipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStarship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyStarshipMutation, SaveMyStarshipMutationVariables>;
export const SaveMyStarshipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyStarships"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StarshipInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStarships"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"jsonData"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SaveMyStarshipsMutation, SaveMyStarshipsMutationVariables>;
export const DeleteMyStarshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyStarship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStarship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"baseRevision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseRevision"}}}]}]}}]} as unknown as DocumentNode<DeleteMyStarshipMutation, DeleteMyStarshipMutationVariables>;