// Builds the one-time index of the rules data: maps by name and the derived tables every computation reads.
import { ABILITIES, type Ability } from '../character/types.ts';
import { indexFeatureMechanics, type FeatureMechanicsIndex } from '../features/catalogue.ts';
import { indexGearMechanics, type GearMechanicsIndex } from '../gear/catalogue.ts';
import type { OptionList } from '../../schemas/feature-mechanics.ts';
import { alignClassFeatureLevels, type ClassFeature } from './class-feature-levels.ts';
import { NameIndex } from './name-index.ts';
import type {
  ArchetypeRule,
  BackgroundRule,
  ClassRule,
  ConditionRule,
  EnhancedItemRule,
  EquipmentRule,
  FeatRule,
  FeatureRule,
  ManeuverRule,
  PowerRule,
  RulesData,
  SkillRule,
  SpeciesRule,
} from './types.ts';

/** The game's skills by ability; used when the rules data carries no skills table. */
export const DEFAULT_SKILLS: readonly SkillRule[] = [
  ['Athletics', 'Strength'],
  ['Acrobatics', 'Dexterity'],
  ['Sleight of Hand', 'Dexterity'],
  ['Stealth', 'Dexterity'],
  ['Investigation', 'Intelligence'],
  ['Lore', 'Intelligence'],
  ['Nature', 'Intelligence'],
  ['Piloting', 'Intelligence'],
  ['Technology', 'Intelligence'],
  ['Animal Handling', 'Wisdom'],
  ['Insight', 'Wisdom'],
  ['Medicine', 'Wisdom'],
  ['Perception', 'Wisdom'],
  ['Survival', 'Wisdom'],
  ['Deception', 'Charisma'],
  ['Intimidation', 'Charisma'],
  ['Performance', 'Charisma'],
  ['Persuasion', 'Charisma'],
].map(([name, baseAttribute]) => ({ name, baseAttribute }));

/** Experience needed per level when the rules data has no advancement table (the game's standard table). */
export const DEFAULT_EXPERIENCE = [
  0, 0, 300, 900, 2700, 6500, 14000, 23000, 34000, 48000, 64000, 85000, 100000, 120000, 140000, 165000, 195000, 225000,
  265000, 305000, 355000,
];

export interface IndexedRules {
  classes: NameIndex<ClassRule>;
  archetypes: NameIndex<ArchetypeRule>;
  species: NameIndex<SpeciesRule>;
  backgrounds: NameIndex<BackgroundRule>;
  feats: NameIndex<FeatRule>;
  powers: NameIndex<PowerRule>;
  maneuvers: NameIndex<ManeuverRule>;
  equipment: NameIndex<EquipmentRule>;
  enhancedItems: NameIndex<EnhancedItemRule>;
  conditions: NameIndex<ConditionRule>;
  /** Skill names grouped by their ability, in table order. */
  skillsByAbility: Readonly<Record<Ability, readonly string[]>>;
  /** experienceByLevel[n] = experience needed for level n (index 0 unused). */
  experienceByLevel: readonly number[];
  /** Archetypes of a class, keyed by the class name in lower case. */
  archetypesByClass: ReadonlyMap<string, readonly ArchetypeRule[]>;
  /** Features keyed by `${source}|${sourceName}` in lower case, as the records store them. */
  featuresBySource: ReadonlyMap<string, readonly FeatureRule[]>;
  /**
   * Each class's features (keyed by the class name in lower case) with the level each is gained from as the class
   * table lists it, and the features the table lists without a record. Automated characters and the builder read
   * these; characters without automation list features as the records store them.
   */
  classFeatures: ReadonlyMap<string, readonly ClassFeature[]>;
  /** The feature-mechanics catalogue by address (empty when the rules data carries none). */
  featureMechanics: FeatureMechanicsIndex;
  /** What enhanced items do, by item name (empty without a catalogue). */
  gearMechanics: GearMechanicsIndex;
  /** The record lists features grant options from, each option with its text (option-grants.ts). */
  optionLists: Readonly<Record<OptionList, NameIndex<GrantableOption>>>;
}

/** A fighting style, fighting mastery or lightsaber form as a feature grants it: its name and its rules text. */
export interface GrantableOption {
  name: string;
  text: string;
}

export function featureSourceKey(source: string, sourceName: string): string {
  return `${source}|${sourceName}`.toLowerCase();
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Every skill of the rules, alphabetical (the list offered when a class or background allows any skill). */
export function skillNames(rules: IndexedRules): string[] {
  return ABILITIES.flatMap((ability) => rules.skillsByAbility[ability]).sort((a, b) => a.localeCompare(b));
}

/**
 * The class features gained by a class level: each record with the level it counts at now (its own level once the
 * class reaches it, else the earlier level the class table lists it at) and the level it was first gained at.
 */
export function classFeaturesGained(rules: IndexedRules, className: string, classLevel: number): { record: FeatureRule; level: number; from: number }[] {
  const features = rules.classFeatures.get(className.toLowerCase()) ?? (rules.featuresBySource.get(featureSourceKey('Class', className)) ?? []).map((record) => ({ record, from: record.level ?? 0 }));
  return features
    .filter(({ from }) => from <= classLevel)
    .map(({ record, from }) => ({ record, from, level: (record.level ?? 0) <= classLevel ? (record.level ?? 0) : from }));
}

/** Whether a name is one of the rules' skills (anything else picked for expertise is a tool). */
export function isSkillName(rules: IndexedRules, name: string): boolean {
  return ABILITIES.some((ability) => rules.skillsByAbility[ability].includes(name));
}

/** Each class's features with the level each is gained from, as its table lists them (class-feature-levels.ts). */
function classFeaturesOf(rules: RulesData, bySource: ReadonlyMap<string, readonly FeatureRule[]>): Map<string, ClassFeature[]> {
  const out = new Map<string, ClassFeature[]>();
  for (const classRule of rules.classes) {
    const features = bySource.get(featureSourceKey('Class', classRule.name));
    if (features) out.set(classRule.name.toLowerCase(), alignClassFeatureLevels(classRule, features));
  }
  return out;
}

/** Index the rules data once; computeCharacter and the validations then never scan the arrays. */
export function indexRules(rules: RulesData): IndexedRules {
  const skills = rules.skills.length > 0 ? rules.skills : DEFAULT_SKILLS;
  const skillsByAbility = Object.fromEntries(ABILITIES.map((ability) => [ability, [] as string[]])) as Record<Ability, string[]>;
  for (const skill of skills) {
    const list = skillsByAbility[skill.baseAttribute as Ability];
    if (list && !list.includes(skill.name)) list.push(skill.name);
  }
  const experienceByLevel = [...DEFAULT_EXPERIENCE];
  for (const { level, experiencePoints } of rules.characterAdvancements) experienceByLevel[level] = experiencePoints;

  const featuresBySource = groupBy(rules.features ?? [], (feature) =>
    feature.source && feature.sourceName ? featureSourceKey(feature.source, feature.sourceName) : undefined,
  );
  return {
    classes: new NameIndex(rules.classes),
    archetypes: new NameIndex(rules.archetypes),
    species: new NameIndex(rules.species),
    backgrounds: new NameIndex(rules.backgrounds),
    feats: new NameIndex(rules.feats),
    powers: new NameIndex(rules.powers),
    maneuvers: new NameIndex(rules.maneuvers),
    equipment: new NameIndex(rules.equipment),
    enhancedItems: new NameIndex(rules.enhancedItems),
    conditions: new NameIndex(rules.conditions),
    skillsByAbility,
    experienceByLevel,
    archetypesByClass: groupBy(rules.archetypes, (archetype) => archetype.className?.toLowerCase()),
    featuresBySource,
    classFeatures: classFeaturesOf(rules, featuresBySource),
    featureMechanics: indexFeatureMechanics(rules.featureMechanics ?? []),
    gearMechanics: indexGearMechanics(rules.gearMechanics ?? []),
    optionLists: {
      fightingStyle: new NameIndex((rules.fightingStyles ?? []).map((style) => ({ name: style.name, text: style.description ?? '' }))),
      fightingMastery: new NameIndex((rules.fightingMasteries ?? []).map((mastery) => ({ name: mastery.name, text: mastery.text ?? '' }))),
      lightsaberForm: new NameIndex((rules.lightsaberForms ?? []).map((form) => ({ name: form.name, text: form.description ?? '' }))),
    },
  };
}
