// The automated features' part of the computed sheet: speeds, senses, defences, resources, toggles and sources.
import type { ComputedAbilityScores } from '../compute/ability-scores.ts';
import { explainFeatureNumbers, explainProficiencies, type ExplainedTotals, type FeatureExplanations } from './explain.ts';
import { featureLabel, pendingChoicesOf } from './mechanics.ts';
import type { CollectedMechanics, FeatureChoice, FeatureToggle, PendingChoice, ResolvedMechanics, SpeedMode } from './mechanics.ts';
import { OPTION_SOURCE } from './option-grants.ts';

/** A fighting style, fighting mastery or lightsaber form the character holds, with its text and what gave it. */
export interface HeldOption {
  source: (typeof OPTION_SOURCE)[keyof typeof OPTION_SOURCE];
  name: string;
  text: string;
  /** The feature that granted it ("Form Basics (Makashi Form 3)", "Fighter Fighting Style"). */
  grantedBy?: string;
  /** The counter label its resources and toggles name (featureLabel of the option). */
  label: string;
}

const OPTION_SOURCES = new Set<string>(Object.values(OPTION_SOURCE));

/** The resolved numbers the sheet shows as they are, plus what only the sheet needs. */
export interface FeatureSheet
  extends Pick<
    ResolvedMechanics,
    'senses' | 'resistances' | 'immunities' | 'vulnerabilities' | 'conditionImmunities' | 'size' | 'attacksPerAction' | 'hitPointBonus' | 'armorClassBonus' | 'resources' | 'advantages'
  > {
  /** Feet per round by mode; walk is the sheet's speed.base. */
  speeds: { walk: number } & Partial<Record<Exclude<SpeedMode, 'walk'>, number>>;
  /** The martial-arts die of unarmed strikes when a feature grants one (0: none). */
  unarmedDie: number;
  /** Present when a feature's formula gives the armor class: "10 + Dexterity 3 + Constitution 3 (Unarmored Defense (Berserker 1))". */
  armorClassFormula?: string;
  toggles: FeatureToggle[];
  /** Choices the builder has not stored yet. */
  pendingChoices: PendingChoice[];
  /**
   * The options (and damage types, and a class's own options) chosen inside features, made or not: the sheet shows
   * them under their feature.
   */
  optionChoices: FeatureChoice[];
  /** Features (or parts) the player applies by hand, with the reason. */
  manual: { feature: string; reason: string }[];
  /** Held features the loaded catalogue does not describe. */
  unknown: string[];
  /** Where each number a feature changed comes from, one line per number (see explain.ts for the keys). */
  explanations: FeatureExplanations;
  /** The styles, masteries and forms held: chosen for a class or granted by a feature. */
  options: HeldOption[];
}

/** The computed skills and saves, and the proficiency bonus, that the skill and save lines add up to. */
export interface ProficiencyTotals {
  abilityScores: ComputedAbilityScores;
  proficiencyBonus: number;
  /** The character's own sources of each skill (class, background, custom), named beside the features'. */
  ownSkillSources?: ReadonlyMap<string, readonly string[]>;
}

export function featureSheet(collected: CollectedMechanics, resolved: ResolvedMechanics, totals: ExplainedTotals & ProficiencyTotals, standardBody: number): FeatureSheet {
  return {
    speeds: { walk: totals.walk, ...resolved.speeds },
    senses: resolved.senses,
    resistances: resolved.resistances,
    immunities: resolved.immunities,
    vulnerabilities: resolved.vulnerabilities,
    conditionImmunities: resolved.conditionImmunities,
    ...(resolved.size ? { size: resolved.size } : {}),
    attacksPerAction: resolved.attacksPerAction,
    unarmedDie: resolved.unarmedDie,
    hitPointBonus: resolved.hitPointBonus,
    // The formula is named only when it beat the ordinary body armor class.
    ...(resolved.armorFormula && resolved.armorFormula.body > standardBody ? { armorClassFormula: resolved.armorFormula.explanation } : {}),
    armorClassBonus: resolved.armorClassBonus,
    resources: resolved.resources,
    toggles: collected.toggles,
    advantages: resolved.advantages,
    pendingChoices: pendingChoicesOf(collected.choices),
    optionChoices: collected.choices.filter((choice) => choice.what === 'option' || choice.what === 'damageType' || choice.what === 'classOption'),
    manual: collected.manual,
    unknown: collected.unknown,
    explanations: { ...explainFeatureNumbers(resolved, totals, standardBody), ...explainProficiencies(collected.proficiencySources, totals.abilityScores, totals.proficiencyBonus, totals.ownSkillSources) },
    options: collected.held
      .filter((feature) => OPTION_SOURCES.has(feature.source))
      .map((feature) => ({
        source: feature.source as HeldOption['source'],
        name: feature.name,
        text: feature.text,
        ...(feature.grantedBy ? { grantedBy: feature.grantedBy } : {}),
        label: featureLabel(feature),
      })),
  };
}
