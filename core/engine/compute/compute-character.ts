// From a stored character and the indexed rules to the computed sheet; the sheet is only generated for a character
// that passes every completeness check (validation code 0).
import type { Characteristics, CustomEquipment, CustomFeature, CustomProficiency, HighLevelCasting, RawCharacter } from '../character/types.ts';
import { isSkillName, type IndexedRules } from '../rules/index-rules.ts';
import { computeAbilityScores, ownSkillSources, type ComputedAbilityScores } from './ability-scores.ts';
import { computeArmorClass, computeInitiative, computePassivePerception, computeSpeed, type Speed } from './armor-class.ts';
import { computeAttunement, type ComputedAttunement } from './attunement.ts';
import { computeCarryingCapacity, type CarryingCapacity } from './carrying-capacity.ts';
import { computeForceCasting, computeTechCasting, type ComputedForceCasting, type ComputedTechCasting } from './casting.ts';
import { isArmorEntry, isWeaponEntry, resolveEquipment, type ComputedEquipment, type FoundEquipment } from './equipment.ts';
import { loadoutProblem, type LoadoutProblem } from './loadout.ts';
import { computeExperience, type ComputedExperience } from './experience.ts';
import { computeFeatures, type ComputedFeature } from './features.ts';
import { computeHitPoints, type ComputedHitPoints } from './hit-points.ts';
import { computeLanguages, computeProficiencies, computeToolExpertise, firstClassRule, proficiencyKinds, type ProficiencyKind } from './proficiencies.ts';
import { proficiencyBonusFor } from './proficiency.ts';
import { computeSuperiority, type ComputedSuperiority } from './superiority.ts';
import { CUSTOM_BACKGROUND, missingRuleLogLine, type MissingRule, type MissingRuleKind } from './missing-rules.ts';
import { validateCharacter, type ValidationResult } from './validation-code.ts';
import { isAutomatingFeatures } from '../features/automation.ts';
import { collectMechanics } from '../features/collect-mechanics.ts';
import { resolveMechanics } from '../features/resolve-mechanics.ts';
import { featureSheet, type FeatureSheet } from '../features/sheet.ts';
import { catalogueWeapon, customWeapons, unarmedStrike, type ComputedWeapon } from './weapons.ts';
import { uniqueNames } from '../../text/name-key.ts';
import { collectGear, noteUnmetPrerequisites, type GearApplication, type GearSheet } from '../gear/gear.ts';

export const MAX_EXHAUSTION = 6;

export interface ComputedCharacter {
  name: string;
  image: string;
  builderVersion: string;
  classText: string;
  classes: { name: string; levels: number; archetype?: string }[];
  species: string;
  background: string;
  alignment: string;
  characteristics: Characteristics;
  currentLevel: number;
  proficiencyBonus: number;
  abilityScores: ComputedAbilityScores;
  armorClass: number;
  initiative: number;
  speed: Speed;
  passivePerception: number;
  inspiration: boolean;
  hitPoints: ComputedHitPoints;
  experiencePoints: ComputedExperience;
  carryingCapacity: CarryingCapacity;
  equipment: ComputedEquipment[];
  customEquipment: CustomEquipment[];
  weapons: ComputedWeapon[];
  attunement: ComputedAttunement;
  superiority: ComputedSuperiority | false;
  techCasting: ComputedTechCasting | false;
  forceCasting: ComputedForceCasting | false;
  highLevelCasting: HighLevelCasting;
  proficiencies: string[];
  /** Armor, weapon, tool, language or other, for each name in proficiencies. */
  proficiencyKinds: Record<string, ProficiencyKind>;
  /** Tools with expertise (twice the proficiency bonus); absent when there are none. */
  toolExpertise?: string[];
  customProficiencies: CustomProficiency[];
  languages: string[];
  combatFeatures: ComputedFeature[];
  nonCombatFeatures: ComputedFeature[];
  backgroundFeature?: ComputedFeature;
  customFeatures: CustomFeature[];
  conditions: { name: string; description: string }[];
  exhaustion: number;
  credits: number;
  /** Console lines: 'No starting class' and one per rule the character names that the data lacks. */
  warnings: string[];
  /** Rules the character names that the data lacks (species, classes, powers, items, ...), each once. */
  missingRules: MissingRule[];
  /** Present when more is equipped than two hands can hold (loadout.ts). */
  loadout?: LoadoutProblem;
  /** What automated features did (present only for characters with feature automation on). */
  features?: FeatureSheet;
  /** The enhanced items: in use or not and why, effects, chassis slots, cybernetics (present when any is carried). */
  gear?: GearSheet;
}

/** "Engineer 8 (Astrotech Engineering (Companion)), Scout 8 (Deadeye Technique)" */
export function classText(character: Pick<RawCharacter, 'classes'>): string {
  return character.classes.map(({ name, levels, archetype }) => `${name} ${levels}${archetype?.name ? ` (${archetype.name})` : ''}`).join(', ');
}

export function totalLevel(character: Pick<RawCharacter, 'classes'>): number {
  return character.classes.reduce((sum, entry) => sum + (Number(entry.levels) || 0), 0);
}

/** Computes the whole sheet. Tolerant of missing rules (they become warnings); never scans the rules arrays. */
export function computeCharacter(character: RawCharacter, rules: IndexedRules): ComputedCharacter {
  const warnings: string[] = [];
  const missingRules: MissingRule[] = [];
  const missing = (kind: MissingRuleKind, name: string) => {
    if (missingRules.some((rule) => rule.kind === kind && rule.name === name)) return;
    missingRules.push({ kind, name });
    warnings.push(missingRuleLogLine({ kind, name }));
  };
  if (character.classes.length === 0) warnings.push('No starting class');
  for (const entry of character.classes) {
    if (!rules.classes.has(entry.name)) missing('class', entry.name);
    if (entry.archetype?.name && !rules.archetypes.has(entry.archetype.name)) missing('archetype', entry.archetype.name);
  }
  const species = rules.species.get(character.species?.name);
  if (character.species?.name && !species) missing('species', character.species.name);
  const background = rules.backgrounds.get(character.background?.name);
  if (character.background?.name && character.background.name !== CUSTOM_BACKGROUND && !background) missing('background', character.background.name);

  const currentLevel = totalLevel(character);
  const proficiencyBonus = proficiencyBonusFor(currentLevel, character.tweaks);
  const firstClass = firstClassRule(character, rules);
  // Feature mechanics apply only to characters with automation on; the others compute exactly as before.
  const collected = isAutomatingFeatures(character) ? collectMechanics(character, rules, species) : undefined;
  const equipment = resolveEquipment(character, rules);
  // What the enhanced items in use do (absent when the character carries none, so plain sheets keep their shape).
  const gear = collectGear(character, equipment, rules, proficiencyBonus);
  const abilityScores = computeAbilityScores(character, rules, species, firstClass, proficiencyBonus, collected?.granted, gear && { ...gear.abilities, skillSteps: gear.skillSteps, saveSteps: gear.saveSteps });
  if (gear) noteUnmetPrerequisites(gear, rules, abilityScores);
  const proficiencies = collected
    ? [...new Set([...computeProficiencies(character, rules), ...collected.granted.proficiencies])]
    : computeProficiencies(character, rules);

  for (const entry of equipment) {
    if (!entry.isFound) missing('item', entry.name);
    else if (entry.category === 'EnhancedItem') {
      // The base item and installed modifications an entry names must exist too (else listed as missing rules).
      if (entry.baseItem && !rules.equipment.has(entry.baseItem)) missing('item', entry.baseItem);
      for (const name of entry.modifications ?? []) if (!rules.enhancedItems.has(name)) missing('item', name);
    }
  }
  // An enhanced weapon or armor built on a base item computes as that item (its enhancement added while in use).
  const plainAndCombined = [...equipment.filter((entry): entry is FoundEquipment => isArmorEntry(entry) || isWeaponEntry(entry)), ...(gear?.combined ?? [])].sort((a, b) => a.index - b.index);
  const loadout = loadoutProblem(
    plainAndCombined.filter((entry) => entry.equipped),
    (character.customEquipment ?? []).filter((item) => item.equipmentCategory === 'Weapon' && item.equipped),
  );
  // A shield held with a two-handed weapon adds no armor class. Characters built before the rules engine applied
  // features keep their numbers (they are warned instead) until the player opts in.
  const shieldBlocked = collected !== undefined && loadout?.shieldBlocked === true;
  const equippedArmor = plainAndCombined
    .filter(isArmorEntry)
    .filter((entry) => entry.equipped && !(shieldBlocked && entry.data.armorClassification === 'Shield'));
  const mechanics = collected
    ? resolveMechanics(collected, { character, rules, species, scores: abilityScores, proficiencyBonus, characterLevel: currentLevel, equippedArmor })
    : undefined;
  const weapons = [
    ...plainAndCombined
      .filter(isWeaponEntry)
      .filter((entry) => entry.equipped)
      .map((entry) => catalogueWeapon(character, entry, abilityScores, proficiencyBonus, proficiencies, mechanics?.weaponDamage, gear && gearWeapon(gear, entry.index))),
    ...customWeapons(character),
    unarmedStrike(character, abilityScores, proficiencyBonus, mechanics ? { die: mechanics.unarmedDie, finesse: mechanics.unarmedFinesse, damage: mechanics.weaponDamage } : undefined),
  ];
  const speed = computeSpeed(character, abilityScores, equippedArmor, mechanics?.walk);
  const resourceNames = (recovery: 'short' | 'long') => (mechanics?.resources ?? []).filter((r) => r.recovery === recovery).map((r) => r.name);

  const techCasting = computeTechCasting(character, rules, abilityScores, proficiencyBonus, missing);
  const forceCasting = computeForceCasting(character, rules, abilityScores, proficiencyBonus, missing);
  const superiority = computeSuperiority(character, rules, abilityScores, proficiencyBonus, missing);
  const features = computeFeatures(character, rules, species, background, missing, collected !== undefined);
  const stats = character.currentStats;
  const featuresUsed = Object.keys(stats?.featuresTimesUsed ?? {});
  const initiative = computeInitiative(character, abilityScores, mechanics?.initiativeBonus);
  const armorClass = computeArmorClass(
    character,
    abilityScores,
    equippedArmor,
    mechanics || gear
      ? { formulaBody: maxDefined(mechanics?.armorFormula?.body, gear?.armorClassBase), bonus: (mechanics?.armorClassBonus ?? 0) + (gear?.armorClassBonus ?? 0) }
      : undefined,
  );
  const hitPoints = computeHitPoints(character, rules, currentLevel, abilityScores.Constitution.modifier, {
    maxTechPoints: techCasting ? techCasting.maxPoints : 0,
    maxForcePoints: forceCasting ? forceCasting.maxPoints : 0,
    maxSuperiorityDice: superiority ? superiority.maxDice : 0,
    // Without automation the rules data carries no recharge information, so no feature is known to recharge on a
    // short rest; with it, the catalogue's resources say which do (a long rest restores both kinds).
    shortRestFeatures: resourceNames('short'),
    longRestFeatures: mechanics ? [...new Set([...featuresUsed, ...resourceNames('short'), ...resourceNames('long')])] : featuresUsed,
  }, mechanics?.hitPointBonus);

  return {
    name: character.name,
    image: character.image ?? '',
    builderVersion: character.builderVersion,
    classText: classText(character),
    classes: character.classes.map(({ name, levels, archetype }) => ({ name, levels, ...(archetype?.name ? { archetype: archetype.name } : {}) })),
    species: character.species?.name ?? '',
    background: character.background?.name ?? '',
    alignment: String(character.characteristics?.alignment ?? ''),
    characteristics: character.characteristics,
    currentLevel,
    proficiencyBonus,
    abilityScores,
    armorClass,
    initiative,
    speed,
    passivePerception: computePassivePerception(character, abilityScores),
    inspiration: stats?.hasInspiration === true,
    hitPoints,
    experiencePoints: computeExperience(rules, currentLevel, character.experiencePoints),
    carryingCapacity: computeCarryingCapacity(abilityScores.Strength.value),
    equipment,
    customEquipment: character.customEquipment ?? [],
    weapons,
    attunement: computeAttunement(equipment, proficiencyBonus, rules, character),
    superiority,
    techCasting,
    forceCasting,
    highLevelCasting: stats?.highLevelCasting ?? { level6: false, level7: false, level8: false, level9: false },
    proficiencies,
    proficiencyKinds: proficiencyKinds(character, rules, proficiencies, collected?.granted.proficiencyKinds),
    ...withToolExpertise(computeToolExpertise(character, (name) => isSkillName(rules, name), proficiencies, collected?.granted.toolExpertise)),
    customProficiencies: character.customProficiencies ?? [],
    languages: collected ? uniqueNames([...computeLanguages(character, species), ...collected.granted.languages]) : computeLanguages(character, species),
    combatFeatures: features.combatFeatures,
    nonCombatFeatures: features.nonCombatFeatures,
    ...(features.backgroundFeature ? { backgroundFeature: features.backgroundFeature } : {}),
    customFeatures: character.customFeatures ?? [],
    conditions: (stats?.conditions ?? []).map((name) => ({ name, description: rules.conditions.get(name)?.description ?? '' })),
    exhaustion: Math.min(MAX_EXHAUSTION, Math.max(0, Number(stats?.exhaustion) || 0)),
    credits: Math.max(0, Number(character.credits) || 0),
    warnings,
    missingRules,
    ...(loadout ? { loadout } : {}),
    ...(gear ? { gear: gear.sheet } : {}),
    ...(collected && mechanics ? { features: featureSheet(collected, mechanics, { armorClass, walk: speed.base, hitPointsMaximum: hitPoints.maximum, initiative, abilityScores, proficiencyBonus, ownSkillSources: ownSkillSources(character) }, 10 + abilityScores.Dexterity.modifier) } : {}),
  };
}

/** The larger of two optional numbers (undefined when both are). */
function maxDefined(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

/** An enhanced weapon's bonuses and properties while in use; its base properties when not. */
function gearWeapon(gear: GearApplication, index: number) {
  const bonus = gear.weaponBonus.get(index);
  const properties = gear.properties.get(index);
  if (!bonus && !properties) return undefined;
  return { attack: bonus?.attack ?? 0, damage: bonus?.damage ?? 0, extraDice: bonus?.extraDice ?? [], ...(properties ? { properties } : {}) };
}

/** Absent when empty, so sheets without tool expertise keep their shape. */
function withToolExpertise(names: string[]): { toolExpertise?: string[] } {
  return names.length > 0 ? { toolExpertise: names } : {};
}

export interface SheetResult extends ValidationResult {
  /** Present only when the completeness code is 0 and generation did not throw. */
  sheet?: ComputedCharacter;
}

/** The sheet is generated only at code 0; a thrown error is logged with the builder version and nothing is returned. */
export function generateSheet(
  character: RawCharacter | null | undefined,
  rules: IndexedRules,
  log: (message: string) => void = (message) => console.error(message),
): SheetResult {
  const validation = validateCharacter(character);
  if (validation.code !== 0 || !character) return validation;
  try {
    return { ...validation, sheet: computeCharacter(character, rules) };
  } catch (error) {
    log(`Error generating character sheet (builder version ${character.builderVersion ?? 'unknown'}): ${(error as Error)?.message ?? String(error)}`);
    return validation;
  }
}
