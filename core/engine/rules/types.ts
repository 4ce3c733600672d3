// The rules data the engine reads: each record type picks only the fields the engine uses from the seed schemas,
// so raw API records and the web client's GraphQL results (which select the same fields) both satisfy them.
import type { GearMechanicsRecord } from '../../schemas/gear-mechanics.ts';
import type {
  ArchetypeRecord,
  BackgroundRecord,
  CharacterAdvancementRecord,
  ClassRecord,
  ConditionRecord,
  EnhancedItemRecord,
  EquipmentRecord,
  FeatRecord,
  FeatureMechanicsRecord,
  FeatureRecord,
  FightingMasteryRecord,
  FightingStyleRecord,
  LightsaberFormRecord,
  ManeuverRecord,
  PowerRecord,
  SkillRecord,
  SpeciesRecord,
} from '../../schemas/index.ts';

export type ClassRule = Pick<
  ClassRecord,
  | 'name'
  | 'levelChanges'
  | 'hitDiceDieType'
  | 'hitPointsAtFirstLevelNumber'
  | 'hitPointsAtHigherLevelsNumber'
  | 'armorProficiencies'
  | 'weaponProficiencies'
  | 'toolProficiencies'
  | 'savingThrows'
  | 'casterRatio'
  | 'casterType'
  | 'multiClassProficiencies'
  /** The class description; the options it lists at its end (instincts, vows, exploits) are read from it. */
  | 'classFeatureText'
>;
export type ArchetypeRule = Pick<ArchetypeRecord, 'name' | 'className' | 'casterType' | 'casterRatio' | 'leveledTable'>;
export type SpeciesRule = Pick<SpeciesRecord, 'name' | 'abilitiesIncreased' | 'language' | 'traits' | 'size'>;
export type BackgroundRule = Pick<BackgroundRecord, 'name' | 'featureName' | 'featureText' | 'featOptions'>;
export type FeatRule = Pick<FeatRecord, 'name' | 'text' | 'prerequisite'>;
export type PowerRule = Pick<
  PowerRecord,
  | 'name'
  | 'level'
  | 'powerType'
  | 'forceAlignment'
  | 'prerequisite'
  | 'castingPeriodText'
  | 'range'
  | 'duration'
  | 'concentration'
  | 'description'
>;
export type ManeuverRule = Pick<ManeuverRecord, 'name' | 'type' | 'prerequisite' | 'description'>;
export type EquipmentRule = Pick<
  EquipmentRecord,
  | 'name'
  | 'cost'
  | 'weight'
  | 'equipmentCategory'
  | 'damageNumberOfDice'
  | 'damageType'
  | 'damageDieModifier'
  | 'damageDieType'
  | 'weaponClassification'
  | 'armorClassification'
  | 'properties'
  | 'propertiesMap'
  | 'ac'
  | 'strengthRequirement'
  | 'stealthDisadvantage'
>;
export type EnhancedItemRule = Pick<EnhancedItemRecord, 'name' | 'type' | 'subtype' | 'requiresAttunement' | 'rarityOptions'> &
  /** The item's own text and prerequisite: shown on the sheet for what the player applies (absent from lean queries). */
  Partial<Pick<EnhancedItemRecord, 'text' | 'prerequisite'>>;
export type ConditionRule = Pick<ConditionRecord, 'name' | 'description'>;
export type SkillRule = Pick<SkillRecord, 'name' | 'baseAttribute'>;
export type CharacterAdvancementRule = Pick<CharacterAdvancementRecord, 'level' | 'experiencePoints'>;
export type FeatureRule = Pick<FeatureRecord, 'name' | 'text' | 'level' | 'source' | 'sourceName'>;
export type FightingStyleRule = Pick<FightingStyleRecord, 'name' | 'description'>;
export type FightingMasteryRule = Pick<FightingMasteryRecord, 'name' | 'text'>;
export type LightsaberFormRule = Pick<LightsaberFormRecord, 'name' | 'description'>;
/** One entry of the feature-mechanics catalogue, as stored (core/schemas/feature-mechanics.ts). */
export type FeatureMechanicsRule = FeatureMechanicsRecord;
/** One entry of the gear-mechanics catalogue, as stored (core/schemas/gear-mechanics.ts). */
export type GearMechanicsRule = GearMechanicsRecord;

/** Everything the engine consumes, as arrays of records (the API's or the GraphQL client's). */
export interface RulesData {
  classes: readonly ClassRule[];
  archetypes: readonly ArchetypeRule[];
  species: readonly SpeciesRule[];
  backgrounds: readonly BackgroundRule[];
  feats: readonly FeatRule[];
  powers: readonly PowerRule[];
  maneuvers: readonly ManeuverRule[];
  equipment: readonly EquipmentRule[];
  enhancedItems: readonly EnhancedItemRule[];
  conditions: readonly ConditionRule[];
  skills: readonly SkillRule[];
  characterAdvancements: readonly CharacterAdvancementRule[];
  /** Class, archetype and species features; optional because the builder does not need them. */
  features?: readonly FeatureRule[];
  /** The options features grant from other record lists; optional: without them a grant offers no names. */
  fightingStyles?: readonly FightingStyleRule[];
  fightingMasteries?: readonly FightingMasteryRule[];
  lightsaberForms?: readonly LightsaberFormRule[];
  /** What features do to the sheet; optional: without it no feature is automated. */
  featureMechanics?: readonly FeatureMechanicsRule[];
  /** What enhanced items do to the sheet (core/engine/gear/); optional: without it no item effect applies. */
  gearMechanics?: readonly GearMechanicsRule[];
}
