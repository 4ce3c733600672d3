// Public API of the character rules engine (framework-free; used by the builder, the sheet, the print view and exports).
export * from './character/types.ts';
export { BUILDER_VERSION, blankCharacter, createCharacter, defaultCurrentStats, isEmptyCharacter, makeLocalId } from './character/default-character.ts';
export { CharacterImportError, importCharacter, isLoadableCharacterText, normalizeCharacter, parseCharacterJson } from './character/import-character.ts';
export { characterImportProblem } from './character/import-problem.ts';

export type * from './rules/types.ts';
export { DEFAULT_SKILLS, indexRules, skillNames, type IndexedRules } from './rules/index-rules.ts';
export { NameIndex } from './rules/name-index.ts';

export { classText, computeCharacter, generateSheet, totalLevel, MAX_EXHAUSTION, type ComputedCharacter, type SheetResult } from './compute/compute-character.ts';
export { abilityModifier, fixedSpeciesIncreases, type ComputedAbilityScores, type ComputedSkill } from './compute/ability-scores.ts';
export { proficiencyBonusFor, type SkillProficiency } from './compute/proficiency.ts';
export { armorStrengthRequirement, type Speed } from './compute/armor-class.ts';
export { attunementCost, isAtAttunementLimit, RARITY_ORDER, type ComputedAttunement } from './compute/attunement.ts';
export { computeCarryingCapacity, type CarryingCapacity } from './compute/carrying-capacity.ts';
export {
  CASTER_FRACTIONS,
  CASTING_VISIBILITY_THRESHOLD,
  isCastDisabled,
  MAX_POWER_LEVEL,
  powerCost,
  usesCounterInput,
  type CastingType,
  type ComputedForceCasting,
  type ComputedTechCasting,
} from './compute/casting.ts';
export { ITEM_NOT_FOUND_WARNING, toQuantity, type ComputedEquipment } from './compute/equipment.ts';
export {
  computeExperience,
  EXPERIENCE_TOO_HIGH,
  EXPERIENCE_TOO_LOW,
  experienceForLevel,
  LEVEL_20_NEXT_EXPERIENCE,
  levelForExperience,
  MAX_TOTAL_LEVEL,
  type ComputedExperience,
} from './compute/experience.ts';
export { featureHasUse, type ComputedFeature } from './compute/features.ts';
export type { ComputedHitPoints, HitDice } from './compute/hit-points.ts';
export { MANEUVER_TYPES, type ComputedSuperiority } from './compute/superiority.ts';
export { CUSTOM_BACKGROUND, missingRuleLogLine, missingRuleWarning, type MissingRule, type MissingRuleKind } from './compute/missing-rules.ts';
export { validateCharacter, VALIDATION_MESSAGES, type ValidationResult } from './compute/validation-code.ts';
export { weaponDamageNotation, type ComputedWeapon } from './compute/weapons.ts';
export { loadoutProblem, type LoadoutProblem } from './compute/loadout.ts';

export * from './transitions/classes.ts';
export * from './transitions/species-background.ts';
export { backgroundLanguages, backgroundToolPicks, backgroundToolSlots, type BackgroundLanguages, type ToolSlot } from './rules/background-proficiencies.ts';
export * from './transitions/ability-scores.ts';
export * from './transitions/equipment.ts';
export * from './transitions/rest.ts';
export * from './transitions/health.ts';
export * from './transitions/casting.ts';
export * from './transitions/conditions.ts';
export * from './transitions/experience.ts';
export * from './transitions/stats.ts';
export * from './transitions/tweaks.ts';
export * from './transitions/custom-lists.ts';

export * from './validation/messages.ts';
export * from './validation/ability-scores.ts';
export * from './validation/classes.ts';
export * from './validation/powers.ts';
export * from './validation/maneuvers.ts';
export * from './validation/sheet-inputs.ts';
export * from './validation/equipment.ts';
export * from './validation/proficiency-types.ts';

export { camelCase } from './export/camel-case.ts';
export { characterToJson, exportFileName, INCOMPLETE_CHARACTER_FILE } from './export/file-export.ts';
export { makeRowId, ROW_ID_PATTERN } from './export/row-id.ts';
export {
  roll20FileName,
  Roll20ExportError,
  ROLL20_MULTICLASS_SLOTS,
  ROLL20_SCHEMA_VERSION,
  ROLL20_SHEET_VERSION,
  toFoundryCopyText,
  toRoll20,
  type Roll20Character,
} from './export/roll20.ts';
export { toFoundryActor, type FoundryActor } from './export/foundry-actor.ts';
export * from './character/character-list.ts';

export * from './dice/index.ts';
export { AUTOMATION_BUILDER_VERSION, compareVersions, isAutomatingFeatures } from './features/automation.ts';
export { featureChoiceKey, type HeldFeature } from './features/held.ts';
export { skillsGrantedBy } from './features/collect-mechanics.ts';
export { OPTION_LIST_NOUNS } from './features/option-grants.ts';
export { countNoun, featureLabel, type ChoiceKind, type FeatureResource, type FeatureToggle, type PendingChoice } from './features/mechanics.ts';
export { UNLIMITED, type ScaledNumber } from './features/scaling.ts';
export type { FeatureSheet } from './features/sheet.ts';
export type { FeatureExplanations } from './features/explain.ts';
export { previewFeatureAutomation, type AutomationPreview, type DuplicateTweak, type PreviewChange } from './features/preview.ts';
export { enableFeatureAutomation, setFeatureToggle, setFeatureUses } from './features/transitions.ts';
export { classChoiceSlots, featureChoicesOf, setClassExpertise, setFeatureChoice, setFightingStyle, type ClassChoiceSlots, type FeatureChoice } from './features/builder-choices.ts';
export * from './rules/starting-equipment.ts';
export { addStartingEquipment } from './transitions/starting-equipment.ts';
export * from './damage/damage-types.ts';

export * from './levelup/index.ts';

export { baseItemChoices, baseItemProblem, enhancedSubtypes, matchesEnhancedFilter, needsBaseItem, RARITY_FILTERS, type EnhancedItemFilter } from './gear/base-items.ts';
export { installAugmentation, installDroidCustomization, installModification, removeModification, type GearChange } from './gear/install.ts';
export { modificationSlot, type ChassisSheet, type GearItemSheet, type GearSheet, type InstalledPart } from './gear/gear.ts';
export { rarityOf, rarityRank, type Rarity } from './gear/gear-rules.ts';
export { drawLoot, lootRarities, MAX_LOOT_DRAW, partyLevelOf, type LootDraw, type LootItem } from './gear/loot.ts';
export * from './character/character-homebrew.ts';
