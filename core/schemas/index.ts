// Maps each resource of core/resources.ts to the schema its records must satisfy, and exports the record types.
import { z } from 'zod';
import type { ResourceKey } from '../resources.ts';
import { chapterSchema } from './common.ts';
import {
  archetypeSchema,
  backgroundSchema,
  classSchema,
  featSchema,
  featureSchema,
  fightingMasterySchema,
  fightingStyleSchema,
  improvementSchema,
  lightsaberFormSchema,
  maneuverSchema,
  powerSchema,
  speciesSchema,
} from './characters.ts';
import { encounterRuleSchema, encounterRulesProblems, type EncounterRule } from './encounter-rules.ts';
import { featureMechanicsSchema } from './feature-mechanics.ts';
import { gearMechanicsSchema } from './gear-mechanics.ts';
import { multiclassPrerequisiteSchema, multiclassPrerequisitesProblems, type MulticlassPrerequisite } from './multiclass-prerequisites.ts';
import { starshipMechanicsSchema } from './starship-mechanics.ts';
import { enhancedItemSchema, equipmentSchema, propertySchema, referenceTableSchema } from './equipment.ts';
import { characterAdvancementSchema, conditionSchema, skillSchema, sourceSchema } from './lookups.ts';
import { monsterBehaviorSchema, monsterSchema } from './monsters.ts';
import { deploymentSchema, modificationSchema, starshipEquipmentSchema, starshipSizeSchema, ventureSchema } from './starships.ts';

export const creditsSchema = z.string();

export const RECORD_SCHEMAS = {
  archetype: archetypeSchema,
  armorProperty: propertySchema,
  background: backgroundSchema,
  class: classSchema,
  classImprovement: improvementSchema,
  StarshipDeployment: deploymentSchema,
  enhancedItem: enhancedItemSchema,
  feat: featSchema,
  feature: featureSchema,
  featureMechanics: featureMechanicsSchema,
  gearMechanics: gearMechanicsSchema,
  encounterRules: encounterRuleSchema,
  multiclassPrerequisites: multiclassPrerequisiteSchema,
  fightingStyle: fightingStyleSchema,
  fightingMastery: fightingMasterySchema,
  equipment: equipmentSchema,
  lightsaberForm: lightsaberFormSchema,
  maneuvers: maneuverSchema,
  monster: monsterSchema,
  multiclassImprovement: improvementSchema,
  power: powerSchema,
  species: speciesSchema,
  referenceTable: referenceTableSchema,
  splashclassImprovement: improvementSchema,
  starshipEquipment: starshipEquipmentSchema,
  starshipModification: modificationSchema,
  starshipBaseSize: starshipSizeSchema,
  starshipMechanics: starshipMechanicsSchema,
  starshipVenture: ventureSchema,
  weaponFocus: improvementSchema,
  weaponProperty: propertySchema,
  weaponSupremacy: improvementSchema,
  characterAdvancement: characterAdvancementSchema,
  conditions: conditionSchema,
  skills: skillSchema,
  source: sourceSchema,
  PlayerHandbookRule: chapterSchema,
  StarshipRule: chapterSchema,
  WretchedHivesRule: chapterSchema,
  ScumAndVillainyRule: chapterSchema,
  VariantRule: chapterSchema,
  ExpandedContent: chapterSchema,
  Credit: creditsSchema,
} as const satisfies Record<ResourceKey, z.ZodType>;

/**
 * Checks of a whole resource, run after every record passed its schema: what one record cannot say (a catalogue
 * missing a row the engine needs). Each returns the problems as lines; an import with any is refused.
 */
export const RESOURCE_CHECKS: Partial<Record<ResourceKey, (records: readonly unknown[]) => string[]>> = {
  encounterRules: (records) => encounterRulesProblems(records as readonly EncounterRule[]),
  multiclassPrerequisites: (records) => multiclassPrerequisitesProblems(records as readonly MulticlassPrerequisite[]),
};

// Record types: the stored shapes, used as GraphQL mappers and by the rules engine. Never restate them by hand.
export type SpeciesRecord = z.infer<typeof speciesSchema>;
export type ClassRecord = z.infer<typeof classSchema>;
export type ArchetypeRecord = z.infer<typeof archetypeSchema>;
export type BackgroundRecord = z.infer<typeof backgroundSchema>;
export type FeatRecord = z.infer<typeof featSchema>;
export type FeatureRecord = z.infer<typeof featureSchema>;
/** As stored (defaults not applied): the engine reads missing `when`/`effects` as their defaults. */
export type FeatureMechanicsRecord = z.input<typeof featureMechanicsSchema>;
/** As stored (defaults not applied): the engine reads missing `effects` as empty. */
export type GearMechanicsRecord = z.input<typeof gearMechanicsSchema>;
/** One row of the encounter rules catalogue (a challenge rating, a level's thresholds, a multiplier step, ...). */
export type EncounterRuleRecord = z.infer<typeof encounterRuleSchema>;
/** One class's multiclassing ability minimums (our own catalogue). */
export type MulticlassPrerequisiteRecord = z.infer<typeof multiclassPrerequisiteSchema>;
/** As stored (defaults not applied): the engine reads missing `effects` as empty. */
export type StarshipMechanicsRecord = z.input<typeof starshipMechanicsSchema>;
export type PowerRecord = z.infer<typeof powerSchema>;
export type ManeuverRecord = z.infer<typeof maneuverSchema>;
export type ImprovementRecord = z.infer<typeof improvementSchema>;
export type FightingStyleRecord = z.infer<typeof fightingStyleSchema>;
export type FightingMasteryRecord = z.infer<typeof fightingMasterySchema>;
export type LightsaberFormRecord = z.infer<typeof lightsaberFormSchema>;
export type EquipmentRecord = z.infer<typeof equipmentSchema>;
export type PropertyRecord = z.infer<typeof propertySchema>;
export type EnhancedItemRecord = z.infer<typeof enhancedItemSchema>;
export type ReferenceTableRecord = z.infer<typeof referenceTableSchema>;
export type DeploymentRecord = z.infer<typeof deploymentSchema>;
export type StarshipSizeRecord = z.infer<typeof starshipSizeSchema>;
export type ModificationRecord = z.infer<typeof modificationSchema>;
export type VentureRecord = z.infer<typeof ventureSchema>;
export type StarshipEquipmentRecord = z.infer<typeof starshipEquipmentSchema>;
export type MonsterRecord = z.infer<typeof monsterSchema>;
export type CharacterAdvancementRecord = z.infer<typeof characterAdvancementSchema>;
export type ConditionRecord = z.infer<typeof conditionSchema>;
export type SkillRecord = z.infer<typeof skillSchema>;
export type SourceRecord = z.infer<typeof sourceSchema>;
export type ChapterRecord = z.infer<typeof chapterSchema>;
export type MonsterBehaviorRecord = z.infer<typeof monsterBehaviorSchema>;
