// The feature-mechanics engine's shared vocabulary: what collecting a character's features yields (collectMechanics in
// collect-mechanics.ts), what resolving their numbers yields (resolveMechanics in resolve-mechanics.ts), the labels
// features go by, and the open choices.
import type { RawCharacter } from '../character/types.ts';
import type { ComputedAbilityScores, GrantedByFeatures } from '../compute/ability-scores.ts';
import type { FoundEquipment } from '../compute/equipment.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule, SpeciesRule } from '../rules/types.ts';
import type { HeldFeature } from './held.ts';
import { OPTION_LIST_NOUNS, OPTION_SOURCE, type GrantOptionsEffect } from './option-grants.ts';
import type { ScaledNumber } from './scaling.ts';

export type Effect = NonNullable<FeatureMechanicsRule['effects']>[number];
/** Effects that apply as they are (no choice among options, no counter, no state switched on). */
export type SimpleEffect = Exclude<Effect, { kind: 'resource' | 'toggle' | 'grantOptions' | 'options' | 'damageChoice' | 'classOptions' }>;
/** Effects read before any number is computed: they grant scores, proficiencies and expertise. */
export type GrantingEffect = Extract<SimpleEffect, { kind: 'abilityIncrease' | 'proficiency' | 'expertise' }>;
/** Effects that change the sheet's numbers once ability scores are known (resolve-mechanics.ts). */
export type NumberEffect = Exclude<SimpleEffect, GrantingEffect>;
export type SpeedMode = Extract<Effect, { kind: 'speed' }>['mode'];
export type Condition = NonNullable<Extract<Effect, { kind: 'acBonus' }>['when']>;

/** What a style, mastery or form is called in its label: "Defense Mastery (fighting mastery)". */
const OPTION_KIND: Partial<Record<HeldFeature['source'], string>> = Object.fromEntries(
  (Object.keys(OPTION_SOURCE) as (keyof typeof OPTION_SOURCE)[]).map((list) => [OPTION_SOURCE[list], OPTION_LIST_NOUNS[list][0]]),
);

/** A held feature's label for explanations: "Unarmored Defense (Berserker 1)". */
export function featureLabel(feature: Pick<HeldFeature, 'name' | 'sourceName' | 'level' | 'source' | 'option'>): string {
  if (feature.option) return featureLabel({ ...feature, name: `${feature.name}: ${feature.option}`, option: undefined });
  if (feature.source in OPTION_KIND) return `${feature.name} (${OPTION_KIND[feature.source]})`;
  if (feature.source === 'Species' || feature.source === 'Feat') return `${feature.name} (${feature.source === 'Species' ? feature.sourceName : 'feat'})`;
  return `${feature.name} (${feature.sourceName}${feature.level ? ` ${feature.level}` : ''})`;
}

export interface FeatureResource {
  /** The counter's key in currentStats.featuresTimesUsed. */
  name: string;
  feature: string;
  max: ScaledNumber;
  used: number;
  recovery: 'short' | 'long';
}

export interface FeatureToggle {
  name: string;
  feature: string;
  active: boolean;
  /** The resource switching it on spends. */
  uses?: string;
}

/**
 * The kind of answer a choice wants; fightingStyle, fightingMastery and lightsaberForm name an option of that record
 * list; option: one of the feature's named options; damageType: a damage type its resistance (or immunity) covers;
 * classOption: one of the options the class lists (instincts, vows, exploits).
 */
export type ChoiceKind = 'ability' | 'save' | 'skill' | 'armor' | 'weapon' | 'tool' | 'language' | 'expertise' | GrantOptionsEffect['list'] | 'option' | 'damageType' | 'classOption';

/** What one and several picks of each kind of choice are called: "1 skill", "2 options". */
const CHOICE_NOUNS: Record<ChoiceKind, readonly [one: string, several: string]> = {
  ability: ['ability score', 'ability scores'],
  save: ['saving throw', 'saving throws'],
  skill: ['skill', 'skills'],
  armor: ['armor', 'armor'],
  weapon: ['weapon', 'weapons'],
  tool: ['tool', 'tools'],
  language: ['language', 'languages'],
  expertise: ['skill for expertise', 'skills for expertise'],
  ...OPTION_LIST_NOUNS,
  option: ['option', 'options'],
  classOption: ['option', 'options'],
  damageType: ['damage type', 'damage types'],
};

/** "1 skill", "2 tools". */
export function countNoun(count: number, what: ChoiceKind): string {
  return `${count} ${CHOICE_NOUNS[what][count === 1 ? 0 : 1]}`;
}

/** A choice still (partly) open: how many picks it still wants. */
export interface PendingChoice {
  feature: string;
  /** The featureChoices key the builder stores the answer under. */
  key: string;
  what: ChoiceKind;
  count: number;
  from?: string[];
}

/** Every choice a held feature asks for, made or not: what the builder offers and where it stores the answer. */
export interface FeatureChoice {
  feature: string;
  /** Where the feature comes from: the builder shows species choices with the species, the others with the classes. */
  source: HeldFeature['source'];
  /** The background's feat asks it: the builder shows it with the background. */
  viaBackground?: true;
  /** The featureChoices key the answer is stored under. */
  key: string;
  what: ChoiceKind;
  count: number;
  from?: string[];
  /** Ability increases store one pick per option: this choice's place in the stored list. */
  position?: number;
  chosen: string[];
  /** For a style, mastery or form: the options already held from elsewhere (offered as known, not pickable). */
  known?: string[];
  /**
   * For a choice of options: each option's name and what it does in one line (written from its effects for the
   * catalogue's options; the loaded rules text for a class's options).
   */
  options?: { name: string; summary: string }[];
  /** The rules let the player make this choice again when finishing a rest of this kind. */
  remade?: 'short' | 'long';
}

/** How many picks a choice still wants (an empty stored pick counts as none). */
export function openPicks(choice: Pick<FeatureChoice, 'count' | 'chosen'>): number {
  return Math.max(0, choice.count - choice.chosen.filter(Boolean).length);
}

/** The choices still open, each with how many picks it still wants: derived from the choices, so the two cannot disagree. */
export function pendingChoicesOf(choices: readonly FeatureChoice[]): PendingChoice[] {
  return choices.flatMap((choice) => {
    const open = openPicks(choice);
    return open > 0 ? [{ feature: choice.feature, key: choice.key, what: choice.what, count: open, ...(choice.from ? { from: [...choice.from] } : {}) }] : [];
  });
}

/** An effect that changes the sheet's numbers, with the feature that holds it. */
export interface Applied {
  effect: NumberEffect;
  feature: HeldFeature;
}

/** What the features grant before any number is computed; ability scores and proficiency lists read it. */
export interface CollectedMechanics {
  held: HeldFeature[];
  granted: GrantedByFeatures;
  applied: Applied[];
  resources: { effect: Extract<Effect, { kind: 'resource' }>; feature: HeldFeature }[];
  toggles: FeatureToggle[];
  /** Every choice asked, made or not; the open ones are pendingChoicesOf(choices). */
  choices: FeatureChoice[];
  manual: { feature: string; reason: string }[];
  /** Labels of held features the catalogue does not know. */
  unknown: string[];
  /** Which feature made a skill or save proficient (or a skill expert): the sheet explains those numbers. */
  proficiencySources?: ProficiencySource[];
}

export interface ProficiencySource {
  kind: 'skill' | 'save';
  /** The skill, or the ability of the save. */
  name: string;
  feature: HeldFeature;
}

export interface ArmorClassFormula {
  /** Body armor class from the best formula (a shield still adds on top when the formula allows one). */
  body: number;
  explanation: string;
}

/** The numbers features change, computed once ability scores are known; computeCharacter hands them to each part. */
export interface ResolvedMechanics {
  armorFormula?: ArmorClassFormula;
  armorClassBonus: number;
  walk: { base: number; bonus: number };
  speeds: Partial<Record<SpeedMode, number>>;
  senses: { sense: string; range: number }[];
  resistances: string[];
  immunities: string[];
  vulnerabilities: string[];
  conditionImmunities: string[];
  size?: string;
  attacksPerAction: number;
  unarmedDie: number;
  /** Unarmed strikes may use Dexterity (martial arts, some species). */
  unarmedFinesse: boolean;
  hitPointBonus: number;
  /** Added to initiative on top of the Dexterity modifier. */
  initiativeBonus: number;
  /** Extra weapon damage (a raging berserker's melee Strength attacks). */
  weaponDamage: (ability: 'Strength' | 'Dexterity', isMelee: boolean) => number;
  advantages: { mode: 'advantage' | 'disadvantage'; on: string; feature: string }[];
  resources: FeatureResource[];
  /** What each applied effect added, in the order applied: the sheet explains its numbers from these (explain.ts). */
  contributions: Contribution[];
}

/**
 * One effect's part in a sheet number: `target` names the number ("armorClass", "speed.walk", "sense.darkvision",
 * "resistance", ...), `value` what it added (a bonus, a range, a die), `set` when it replaced the number instead.
 */
export interface Contribution {
  target: string;
  /** The feature (labelled only when explained: most computes never read it). */
  feature: Pick<HeldFeature, 'name' | 'sourceName' | 'level' | 'source' | 'option'>;
  value?: number;
  set?: number | 'walk';
  /** The name it concerns: a damage type, a condition, a weapon-damage scope. */
  what?: string;
}

export interface ResolveContext {
  character: RawCharacter;
  rules: IndexedRules;
  species: SpeciesRule | undefined;
  scores: ComputedAbilityScores;
  proficiencyBonus: number;
  characterLevel: number;
  equippedArmor: readonly FoundEquipment[];
}

/** The walking speed when no feature sets it (the engine's long-standing default). */
export const DEFAULT_WALKING_SPEED = 30;

/** Fails to compile when a switch over effect kinds misses one: a new kind cannot be ignored silently. */
export function unhandledEffect(effect: never): never {
  throw new Error(`Feature mechanics: effect kind "${(effect as { kind?: unknown }).kind}" is not handled`);
}
