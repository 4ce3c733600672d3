// Record schemas for character-building rules: species, classes, archetypes, backgrounds, feats, features, powers,
// maneuvers and the customization options. Known fields are checked; unknown fields pass through unchanged.
import { z } from 'zod';
import { int, namedRecord, num, optStr, optStrList, rollOption, str, strList } from './common.ts';

export const Ability = z.enum(['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma']);
export const CasterType = z.enum(['None', 'Force', 'Tech']);
export const PowerType = z.enum(['None', 'Force', 'Tech']);
export const ForceAlignment = z.enum(['None', 'Light', 'Dark', 'Universal']);
export const ManeuverType = z.enum(['General', 'Mental', 'Physical']);

/** One way to raise ability scores: e.g. [{abilities:['Dexterity'],amount:2},{abilities:['Any one'],amount:1}]. */
export const abilityIncreaseOption = z.array(
  z.looseObject({
    abilities: strList,
    abilitiesJson: optStr,
    amount: int,
  }),
);

export const speciesSchema = namedRecord({
  skinColorOptions: optStr,
  hairColorOptions: optStr,
  eyeColorOptions: optStr,
  distinctions: optStr,
  heightAverage: optStr,
  heightRollMod: optStr,
  weightAverage: optStr,
  weightRollMod: optStr,
  homeworld: optStr,
  flavorText: optStr,
  colorScheme: optStr,
  manufacturer: optStr,
  language: optStr,
  traits: z.array(z.looseObject({ name: str, description: optStr })),
  abilitiesIncreased: z.array(abilityIncreaseOption),
  imageUrls: strList,
  size: optStr,
  halfHumanTableEntries: z.record(z.string(), z.string()).nullable().optional(),
});

/** A class's level table: level number -> column header -> cell text. */
export const levelTable = z.record(z.string(), z.record(z.string(), z.string()));

export const classSchema = namedRecord({
  summary: optStr,
  primaryAbility: optStr,
  flavorText: optStr,
  creatingText: optStr,
  quickBuildText: optStr,
  levelChanges: levelTable,
  /** The level table's column headers in display order, as JSON text (the original API's companion field). */
  levelChangeHeadersJson: optStr,
  hitDiceDieTypeEnum: int.optional(),
  hitDiceDieType: int,
  hitPointsAtFirstLevel: optStr,
  hitPointsAtHigherLevels: optStr,
  hitPointsAtFirstLevelNumber: int,
  hitPointsAtHigherLevelsNumber: int,
  armorProficiencies: strList,
  weaponProficiencies: strList,
  toolProficiencies: strList,
  toolProficienciesList: optStrList,
  savingThrows: strList,
  skillChoices: optStr,
  numSkillChoices: int.optional(),
  skillChoicesList: optStrList,
  equipmentLines: strList,
  startingWealthVariant: optStr,
  classFeatureText: optStr,
  classFeatureText2: optStr,
  archetypeFlavorText: optStr,
  archetypeFlavorName: optStr,
  imageUrls: strList,
  casterRatio: num.optional(),
  casterTypeEnum: int.optional(),
  casterType: CasterType.optional(),
  multiClassProficiencies: optStrList,
});

/** An archetype's own table: level -> list of {key, value} cells. */
export const leveledTable = z.record(z.string(), z.array(z.looseObject({ key: str, value: z.string().nullable() })));

export const archetypeSchema = namedRecord({
  className: str,
  text: optStr,
  text2: optStr,
  leveledTable: leveledTable.nullable().optional(),
  imageUrls: strList,
  casterRatio: num.optional(),
  casterTypeEnum: int.optional(),
  casterType: CasterType.optional(),
  classCasterTypeEnum: int.optional(),
  classCasterType: CasterType.optional(),
});

export const backgroundSchema = namedRecord({
  flavorText: optStr,
  flavorName: optStr,
  flavorDescription: optStr,
  flavorOptions: z.array(rollOption).nullable().optional(),
  skillProficiencies: optStr,
  toolProficiencies: optStr,
  languages: optStr,
  equipment: optStr,
  suggestedCharacteristics: optStr,
  featureName: optStr,
  featureText: optStr,
  featOptions: z.array(rollOption),
  personalityTraitOptions: z.array(rollOption),
  idealOptions: z.array(rollOption),
  flawOptions: z.array(rollOption),
  bondOptions: z.array(rollOption),
});

export const featSchema = namedRecord({
  prerequisite: optStr,
  text: str,
  attributesIncreased: optStrList,
});

export const featureSchema = namedRecord({
  text: optStr,
  level: int.nullable().optional(),
  sourceEnum: int.optional(),
  source: z.enum(['None', 'Class', 'Archetype', 'Species', 'Background', 'Feat']).optional(),
  sourceName: optStr,
});

export const powerSchema = namedRecord({
  powerTypeEnum: int.optional(),
  powerType: PowerType,
  prerequisite: optStr,
  level: int.min(0).max(9),
  castingPeriodEnum: int.optional(),
  castingPeriod: optStr,
  castingPeriodText: optStr,
  range: optStr,
  duration: optStr,
  concentration: z.boolean(),
  forceAlignmentEnum: int.optional(),
  forceAlignment: ForceAlignment.optional(),
  description: str,
  higherLevelDescription: optStr,
});

export const maneuverSchema = namedRecord({
  description: str,
  prerequisite: optStr,
  type: ManeuverType,
});

/** Class, multiclass and splashclass improvements, weapon focuses and supremacies share one shape. */
export const improvementSchema = namedRecord({
  description: str,
  prerequisite: optStr,
});

export const fightingStyleSchema = namedRecord({ description: str });
export const lightsaberFormSchema = namedRecord({ description: str });
export const fightingMasterySchema = namedRecord({ text: str });
