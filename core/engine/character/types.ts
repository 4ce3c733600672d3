// The stored character: the JSON the builder saves and the original site exported (its field names are kept, so
// files exported from either site import into the other).
import type { HomebrewEntryTypeName } from '../../homebrew/entry-types.ts';
import type { FeatureMechanics } from '../../schemas/feature-mechanics.ts';

export const ABILITIES = ['Strength', 'Dexterity', 'Constitution', 'Intelligence', 'Wisdom', 'Charisma'] as const;
export type Ability = (typeof ABILITIES)[number];

/** The game's nine alignments, in the order the builder offers them (light, balanced, dark; lawful to chaotic). */
export const ALIGNMENTS = [
  'Lawful Light',
  'Neutral Light',
  'Chaotic Light',
  'Lawful Balanced',
  'Balanced Neutral',
  'Chaotic Balanced',
  'Lawful Dark',
  'Neutral Dark',
  'Chaotic Dark',
] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** A user adjustment of one computed number: an override replaces it, a bonus adds to it. */
export interface Tweak {
  bonus?: number | null;
  override?: number | null;
  /** Skills (and weapons): raises the proficiency level. */
  proficiency?: 'Proficient' | 'Expertise' | null;
  /** Weapons and unarmed strikes: replaces the damage die. */
  dieSize?: number | null;
}

/** Tweaks are stored as a tree keyed by dotted paths into the computed sheet (e.g. abilityScores.Dexterity.skills.Stealth). */
export interface TweakTree {
  [key: string]: TweakTree | Tweak | number | string | null | undefined;
}

export interface AbilityIncrease {
  name: string;
  value: number;
}

export type AbilityScoreImprovement =
  | { type: 'Ability Score Improvement'; abilitiesIncreased: AbilityIncrease[] }
  | { type: 'Feat'; name: string };

export interface PowerAndManeuverChoices {
  forcePowers?: string[];
  techPowers?: string[];
  maneuvers?: string[];
}

export interface CharacterArchetype extends PowerAndManeuverChoices {
  name: string;
}

export interface CharacterClass extends PowerAndManeuverChoices {
  name: string;
  levels: number;
  /** Hit points rolled or chosen per level; for the first class it covers levels above the first. */
  hitPoints: number[];
  abilityScoreImprovements: AbilityScoreImprovement[];
  archetype?: CharacterArchetype;
  skills?: string[];
  expertise?: string[];
  /** The fighting style chosen for this class's Fighting Style feature (a fightingStyle record's name). */
  fightingStyle?: string;
}

export interface CharacterSpecies {
  name: string;
  abilityScoreImprovementSelectedOption: number;
  abilityScoreImprovement: Partial<Record<string, number>>;
  language?: string;
}

export interface CharacterBackground {
  name: string;
  feat?: { name: string; type?: string; abilityScoreImprovements?: Partial<Record<string, number>> };
  feature?: string;
  skills?: string[];
  languages?: string[];
  toolProficiencies?: string[];
}

export interface EquipmentTweaks {
  toHit?: Tweak;
  damage?: Tweak;
  damageDice?: { dieSize?: number | null };
}

export interface CharacterEquipment {
  name: string;
  /** The original site stored some quantities as text ("9"); the engine reads them leniently. */
  quantity: number | string;
  category?: 'Equipment' | 'EnhancedItem' | null;
  equipped?: boolean;
  attuned?: boolean;
  tweaks?: EquipmentTweaks;
  /** For an enhanced item that enhances "any blaster", "any armor" and the like: the plain item it is built on. */
  baseItem?: string;
  /** For a modifiable chassis: the names of the item modifications installed in it (docs/gear.md). */
  modifications?: string[];
}

export type CustomEquipmentCategory = 'Weapon' | 'Armor' | 'Gear';

export interface CustomEquipment {
  name: string;
  quantity: number | string;
  equipmentCategory: CustomEquipmentCategory;
  cost: number;
  description?: string;
  weight: number | string;
  equipped?: boolean;
  damageType?: string;
  damageNumberOfDice?: number;
  tweaks?: EquipmentTweaks;
}

export type ProficiencyType = 'tool' | 'weapon' | 'armor' | 'other';
export type ProficiencyLevel = 'proficient' | 'expertise';

export interface CustomProficiency {
  name: string;
  type?: ProficiencyType;
  proficiencyLevel: ProficiencyLevel;
}

export interface CustomFeature {
  name: string;
  content: string;
}

export type HitDieKey = `d${number}`;

export interface HighLevelCasting {
  level6: boolean;
  level7: boolean;
  level8: boolean;
  level9: boolean;
}

export interface CurrentStats {
  hitPointsLost: number;
  temporaryHitPoints: number;
  deathSaves: { successes: number; failures: number };
  hitDiceUsed: Partial<Record<string, number>>;
  techPointsUsed: number;
  forcePointsUsed: number;
  superiorityDiceUsed: number;
  featuresTimesUsed: Record<string, number>;
  conditions: string[];
  exhaustion: number;
  hasInspiration: boolean;
  highLevelCasting: HighLevelCasting;
  unspentLevels?: number;
  /** Toggled feature states that are on (e.g. "Raging"); read only when features are automated. */
  activeFeatures?: string[];
}

export type HitPointMode = 'Fixed' | 'Manual';
export type AbilityScoreMethod = 'Standard Array' | 'Point Buy' | 'Manual';

export interface CharacterSettings {
  /** true: each level above the first uses the class's fixed value; false: the stored (manual) values. */
  isFixedHitPoints: boolean;
  abilityScoreMethod: AbilityScoreMethod;
  isEnforcingForcePrerequisites: boolean;
  /**
   * true: the engine applies feature mechanics (new characters). Characters from builders before 0.8.0 were given
   * features by hand, often through tweaks, so they read false until the player opts in.
   */
  isAutomatingFeatures?: boolean;
  /** true: the sheet offers a level up whenever the table says so, whatever the experience (milestone levelling). */
  isMilestoneLevelling?: boolean;
}

export const CHARACTERISTIC_KEYS = [
  'alignment',
  'Personality Traits',
  'Ideal',
  'Bond',
  'Flaw',
  'Gender',
  'Place of Birth',
  'Age',
  'Height',
  'Weight',
  'Hair',
  'Eyes',
  'Skin',
  'Appearance',
  'Backstory',
] as const;

export type Characteristics = Record<(typeof CHARACTERISTIC_KEYS)[number], string> & Record<string, unknown>;

// How each level was taken (kept by the level-up engine, core/engine/levelup/).
export type HitPointMethod = 'first level' | 'average' | 'roll' | 'unknown';

/** One level as the character keeps it: the class taken, its hit points and the choices made at it. */
export interface LevelRecord {
  /** The character level this record made (1 to 20). */
  level: number;
  className: string;
  /** The class's level after this one. */
  classLevel: number;
  /** The hit die's share (the Constitution modifier is added by the sheet, for every level alike). */
  hitPoints: { value: number; method: HitPointMethod };
  archetype?: string;
  abilityScoreImprovement?: AbilityScoreImprovement;
  fightingStyle?: string;
  forcePowers?: string[];
  techPowers?: string[];
  maneuvers?: string[];
  expertise?: string[];
  featureChoices?: Record<string, string[]>;
  /** Each featureChoices key this level wrote, with what it held before (null: absent), so a level down restores it. */
  featureChoicesBefore?: Record<string, string[] | null>;
  /** The experience before the level raised it to the new level's threshold (absent when it did not). */
  experienceBefore?: number;
  /** Rebuilt from a character without records: what could not be known ("order", "hit point method", "powers", ...). */
  unknown?: string[];
  /** Hit points the character's features add for this level (a per-level bonus), besides the hit die's share. */
  featureHitPoints?: number;
  /** Choices of this level that a change to an earlier level made invalid, each with the rule it now breaks. */
  problems?: { rule: string; message: string }[];
}

export interface RawCharacter {
  name: string;
  id?: string;
  userId?: string;
  localId?: string;
  builderVersion: string;
  image: string;
  user?: string;
  createdAt?: number;
  changedAt?: number;
  experiencePoints: number;
  credits: number;
  notes: string;
  tweaks: TweakTree;
  settings: CharacterSettings;
  currentStats: CurrentStats;
  baseAbilityScores: Record<string, number>;
  characteristics: Characteristics;
  species: CharacterSpecies;
  background: CharacterBackground;
  classes: CharacterClass[];
  equipment: CharacterEquipment[];
  customEquipment: CustomEquipment[];
  customProficiencies: CustomProficiency[];
  customLanguages: string[];
  customFeatures: CustomFeature[];
  customFeats: string[];
  customTechPowers: string[];
  customForcePowers: string[];
  /** Choices features ask for (abilities a capstone raises, skills a trait grants), keyed by featureChoiceKey(). */
  featureChoices?: Record<string, string[]>;
  /** One record per character level, in the order taken; absent for characters never levelled up by the engine. */
  levelHistory?: LevelRecord[];
  /** The homebrew packs enabled and the last known values of the homebrew entries used (./character-homebrew.ts). */
  homebrew?: CharacterHomebrew;
}

/** Where an enabled pack is read from: the user's own packs, a share link's token, or a campaign it is attached to. */
export interface CharacterPackRef {
  id: string;
  name: string;
  via: 'own' | 'link' | 'campaign';
  /** The share link's token (via link). */
  token?: string;
  /** The campaign's id (via campaign). */
  campaignId?: string;
}

/** One used entry as last seen: its pack, type, record and mechanics. */
export interface HomebrewSnapshotEntry {
  packId: string;
  pack: string;
  type: HomebrewEntryTypeName;
  record: Record<string, unknown> & { name: string };
  mechanics?: FeatureMechanics[];
}

export interface CharacterHomebrew {
  packs: CharacterPackRef[];
  entries: HomebrewSnapshotEntry[];
}
