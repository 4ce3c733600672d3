// Collecting what a character's features do before any number is computed: each held feature's catalogue entry is
// found, and its effects sorted into what they grant (scores, saves, skills, proficiencies), the choices they ask,
// the counters and switches they bring, and the effects whose numbers resolve-mechanics.ts works out later.
import { ABILITIES, type Ability, type RawCharacter } from '../character/types.ts';
import type { GrantedByFeatures } from '../compute/ability-scores.ts';
import { classCell, parseCellNumber } from '../compute/level-tables.ts';
import { classOptionList } from '../rules/class-options.ts';
import { isSkillName, type IndexedRules } from '../rules/index-rules.ts';
import type { SpeciesRule } from '../rules/types.ts';
import { isAutomatingFeatures } from './automation.ts';
import { describeOption } from './describe.ts';
import { ChoiceKeys, featureChoiceKey, heldFeatures, type HeldFeature } from './held.ts';
import {
  featureLabel,
  unhandledEffect,
  type CollectedMechanics,
  type Effect,
  type FeatureChoice,
  type GrantingEffect,
  type SimpleEffect,
} from './mechanics.ts';
import { resolveOptionGrant, stepCount, type GrantOptionsEffect } from './option-grants.ts';
import { classLevelOf } from './scaling.ts';

type OptionChoiceEffect = Extract<Effect, { kind: 'options' | 'damageChoice' }>;
type ClassOptionsEffect = Extract<Effect, { kind: 'classOptions' }>;
/** A grant inserts the options it grants into the held list right after the feature being read. */
type GrantHere = (effect: GrantOptionsEffect, source: HeldFeature) => void;

/**
 * Whether the background feat's ability increases are already part of the stored scores: builders before feature
 * automation stored them with the background (`background.feat.abilityScoreImprovements`); the engine then does not
 * add them a second time. Otherwise the feat's increase applies like any other feat's.
 */
function backgroundIncreasesStored(character: RawCharacter): boolean {
  return Object.values(character.background?.feat?.abilityScoreImprovements ?? {}).some((value) => Number(value) > 0);
}

/** Finds each held feature's entry and sorts its effects; toggled effects count only while their state is on. */
export function collectMechanics(character: RawCharacter, rules: IndexedRules, species: SpeciesRule | undefined): CollectedMechanics {
  const collector = new Collector(character, rules, heldFeatures(character, rules, species));
  collector.collectAll();
  return collector.result;
}

class Collector {
  readonly result: CollectedMechanics;
  readonly #granted: GrantedByFeatures = { increases: {}, saves: [], skills: [], proficiencies: [], proficiencyKinds: {}, languages: [] };
  readonly #active: Set<string>;
  readonly #stored: Record<string, string[]>;
  readonly #keys = new ChoiceKeys();
  readonly #characterLevel: number;
  readonly #backgroundIncreasesStored: boolean;
  /** Features whose class options were asked (a feature the data lists at several levels asks once). */
  readonly #classOptionsAsked = new Set<string>();

  constructor(
    readonly character: RawCharacter,
    readonly rules: IndexedRules,
    readonly held: HeldFeature[],
  ) {
    this.result = { held, granted: this.#granted, applied: [], resources: [], toggles: [], choices: [], manual: [], unknown: [] };
    this.#active = new Set(character.currentStats?.activeFeatures ?? []);
    this.#stored = character.featureChoices ?? {};
    this.#characterLevel = character.classes.reduce((sum, entry) => sum + (Number(entry.levels) || 0), 0);
    this.#backgroundIncreasesStored = backgroundIncreasesStored(character);
  }

  /** Every held feature in order; a grant inserts the options it grants right after its feature, so they apply next. */
  collectAll(): void {
    const { held } = this;
    // What counts as known to a grant: the options held before it, and the class's own fighting styles wherever listed.
    const heldFromStart = new Set(held);
    for (let index = 0; index < held.length; index++) {
      const feature = held[index]!;
      const entry = this.rules.featureMechanics.find(feature);
      if (!entry) {
        this.result.unknown.push(featureLabel(feature));
        continue;
      }
      let inserted = 0;
      // `source` is the feature itself, or the option of it that grants (its label names the option).
      const grantHere: GrantHere = (effect, source) => {
        const alreadyHeld = held.filter((other, at) => at <= index + inserted || heldFromStart.has(other));
        const options = this.#grantOptions(effect, feature, source, alreadyHeld);
        held.splice(index + 1 + inserted, 0, ...options);
        inserted += options.length;
      };
      if (entry.manual && entry.reason) this.result.manual.push({ feature: featureLabel(feature), reason: entry.reason });
      for (const effect of entry.effects ?? []) this.#apply(effect, feature, grantHere);
    }
  }

  #apply(effect: Effect, feature: HeldFeature, grantHere: GrantHere): void {
    switch (effect.kind) {
      case 'grantOptions':
        grantHere(effect, feature);
        return;
      case 'resource':
        this.result.resources.push({ effect, feature });
        return;
      case 'toggle':
        this.#toggle(effect, feature);
        return;
      case 'options':
      case 'damageChoice':
        this.#chooseAmong(effect, feature, grantHere);
        return;
      case 'classOptions':
        this.#classOptions(effect, feature);
        return;
      default:
        this.#take(effect, feature);
    }
  }

  /** A simple effect: granted now when it grants scores or proficiencies, else kept for its numbers. */
  #take(effect: SimpleEffect, feature: HeldFeature): void {
    switch (effect.kind) {
      case 'abilityIncrease':
      case 'proficiency':
      case 'expertise':
        this.#grant(effect, feature);
        return;
      case 'acFormula':
      case 'acBonus':
      case 'speed':
      case 'sense':
      case 'resistance':
      case 'immunity':
      case 'vulnerability':
      case 'conditionImmunity':
      case 'hitPoints':
      case 'extraAttack':
      case 'unarmedDie':
      case 'size':
      case 'damageBonus':
      case 'initiativeBonus':
      case 'advantage':
      case 'builtIn':
        this.result.applied.push({ effect, feature });
        return;
      default:
        unhandledEffect(effect);
    }
  }

  #toggle(effect: Extract<Effect, { kind: 'toggle' }>, feature: HeldFeature): void {
    const on = this.#active.has(effect.name);
    if (!this.result.toggles.some((toggle) => toggle.name === effect.name)) {
      this.result.toggles.push({ name: effect.name, feature: featureLabel(feature), active: on, ...(effect.uses ? { uses: effect.uses } : {}) });
    }
    if (on) for (const inner of effect.effects) this.#take(inner, feature);
  }

  #choice(feature: HeldFeature, choice: Omit<FeatureChoice, 'feature' | 'source' | 'viaBackground'>): void {
    this.result.choices.push({ feature: featureLabel(feature), source: feature.source, ...(feature.viaBackground ? { viaBackground: true as const } : {}), ...choice });
  }

  // ---- Scores, saves, skills, proficiencies and expertise ----

  #grant(effect: GrantingEffect, feature: HeldFeature): void {
    switch (effect.kind) {
      case 'abilityIncrease':
        this.#increase(effect, feature);
        return;
      case 'proficiency':
        this.#proficiency(effect, feature);
        return;
      case 'expertise':
        this.#expertise(effect, feature);
        return;
      default:
        unhandledEffect(effect);
    }
  }

  #increase(effect: Extract<GrantingEffect, { kind: 'abilityIncrease' }>, feature: HeldFeature): void {
    const { increases } = this.#granted;
    const add = (ability: Ability, amount: number) => {
      increases[ability] = (increases[ability] ?? 0) + amount;
      if (effect.maximumIncrease) {
        const maximums = (this.#granted.maximumIncreases ??= {});
        maximums[ability] = (maximums[ability] ?? 0) + effect.maximumIncrease;
      }
    };
    const asks = (effect.choose?.length ?? 0) > 0;
    const key = asks ? this.#keys.next(feature) : undefined;
    // Stored with the background by an older builder: already part of the scores, and nothing to ask.
    if (feature.viaBackground && this.#backgroundIncreasesStored) return;
    for (const [ability, amount] of Object.entries(effect.fixed ?? {})) add(ability as Ability, amount ?? 0);
    (effect.choose ?? []).forEach((option, position) => {
      const pick = this.#stored[key!]?.[position];
      const valid = Boolean(pick) && option.from.includes(pick as Ability);
      if (valid) add(pick as Ability, option.amount);
      this.#choice(feature, { key: key!, what: 'ability', count: 1, from: [...option.from], position, chosen: valid ? [pick!] : [] });
    });
  }

  #proficiency(effect: Extract<GrantingEffect, { kind: 'proficiency' }>, feature: HeldFeature): void {
    const names = [...(effect.names ?? [])];
    if (effect.choose) {
      const { count, from } = effect.choose;
      // A choice tied to the previous one (Resilient: the save of the ability raised) reads that answer and asks nothing.
      const previous = effect.samePickAsPrevious ? this.#keys.last(feature) : undefined;
      const key = previous ?? this.#keys.next(feature);
      const picks = (this.#stored[key] ?? []).filter((name) => !from || from.includes(name)).slice(0, count);
      names.push(...picks);
      if (!previous) this.#choice(feature, { key, what: effect.category, count, ...(from ? { from: [...from] } : {}), chosen: picks });
    }
    const granted = this.#granted;
    for (const name of names) {
      if (effect.category === 'save') {
        const abilities = name === 'all' ? ABILITIES : ABILITIES.filter((ability) => ability === name);
        granted.saves.push(...abilities);
        for (const ability of abilities) this.#proficiencySource('save', ability, feature);
      } else if (effect.category === 'skill') {
        granted.skills.push({ name, level: 'proficient', ...(effect.expertiseIfProficient ? { orExpertise: true as const } : {}) });
        this.#proficiencySource('skill', name, feature);
      } else {
        granted.proficiencies.push(name);
        granted.proficiencyKinds[name] ??= effect.category;
        if (effect.category === 'language') granted.languages.push(name);
      }
    }
  }

  #expertise(effect: Extract<GrantingEffect, { kind: 'expertise' }>, feature: HeldFeature): void {
    const key = this.#keys.next(feature);
    const { count, from } = effect.choose;
    const picks = (this.#stored[key] ?? []).slice(0, count);
    this.#choice(feature, { key, what: 'expertise', count, ...(from ? { from: [...from] } : {}), chosen: picks });
    // A pick that is no skill is a tool (the expertise of kits, implements and instruments).
    for (const name of picks) {
      if (isSkillName(this.rules, name)) {
        this.#granted.skills.push({ name, level: 'expertise' });
        this.#proficiencySource('skill', name, feature);
      } else (this.#granted.toolExpertise ??= []).push(name);
    }
  }

  #proficiencySource(kind: 'skill' | 'save', name: string, feature: HeldFeature): void {
    (this.result.proficiencySources ??= []).push({ kind, name, feature });
  }

  // ---- Options chosen inside a feature (a heritage, a mutation, a damage type) ----

  /**
   * The stored option's effects apply exactly as if the feature stated them, labelled "<feature>: <option>"; an option
   * not chosen applies nothing and the choice stays open. The answer is stored under the feature's next key like any
   * other choice (the next asking effect of the feature, or of the chosen option, takes the key after it).
   */
  #chooseAmong(effect: OptionChoiceEffect, feature: HeldFeature, grantHere: GrantHere): void {
    const key = this.#keys.next(feature);
    const count = stepCount(effect.count ?? 1, feature, this.#characterLevel);
    const from = effect.kind === 'options' ? effect.options.map((option) => option.name) : [...effect.from];
    const picks = [...new Set((this.#stored[key] ?? []).filter((name) => from.includes(name)))].slice(0, count);
    this.#choice(feature, {
      key,
      what: effect.kind === 'options' ? 'option' : 'damageType',
      count,
      from,
      chosen: picks,
      ...(effect.kind === 'options' ? { options: effect.options.map((option) => ({ name: option.name, summary: describeOption(option) })) } : {}),
      ...(effect.remade ? { remade: effect.remade } : {}),
    });
    if (effect.kind === 'damageChoice') {
      if (picks.length > 0) this.#take({ kind: effect.defence, damage: picks }, feature);
      return;
    }
    for (const option of effect.options) {
      if (!picks.includes(option.name)) continue;
      const chosen: HeldFeature = { ...feature, option: option.name };
      if (option.manual) this.result.manual.push({ feature: featureLabel(chosen), reason: option.manual });
      for (const inner of option.effects ?? []) this.#apply(inner, chosen, grantHere);
    }
  }

  /**
   * The class's own options (instincts, vows, exploits): as many as the class table's column says at the class level,
   * named by the loaded class text. A feature the data lists at several levels asks once; a class text without the
   * list asks nothing (the entry's manual reason still tells the player).
   */
  #classOptions(effect: ClassOptionsEffect, feature: HeldFeature): void {
    const classRule = feature.classEntry ? this.rules.classes.get(feature.classEntry.name) : undefined;
    const classLevel = classLevelOf({ classEntry: feature.classEntry, characterLevel: this.#characterLevel });
    // Options whose prerequisite level the class has not reached are not offered yet.
    const options = classOptionList(classRule, effect.section).filter((option) => (option.level ?? 0) <= classLevel);
    const count = parseCellNumber(classCell(classRule, classLevel, effect.column)) ?? 0;
    if (options.length === 0 || count <= 0 || this.#classOptionsAsked.has(featureChoiceKey(feature))) return;
    this.#classOptionsAsked.add(featureChoiceKey(feature));
    const key = this.#keys.next(feature);
    const from = options.map((option) => option.name);
    const picks = [...new Set((this.#stored[key] ?? []).filter((name) => from.includes(name)))].slice(0, count);
    // Named after the level the feature is first gained at, whichever of its records the data lists first.
    const levels = this.held.filter((other) => featureChoiceKey(other) === featureChoiceKey(feature) && other.level).map((other) => other.level!);
    const first: HeldFeature = { ...feature, ...(levels.length ? { level: Math.min(...levels) } : {}) };
    this.#choice(first, { key, what: 'classOption', count, from, chosen: picks, options: options.map((option) => ({ name: option.name, summary: option.text })) });
  }

  // ---- Styles, masteries and forms a feature grants ----

  /** Resolves one grant, records its choice, and returns the options it grants as held features. */
  #grantOptions(effect: GrantOptionsEffect, feature: HeldFeature, source: HeldFeature, alreadyHeld: readonly HeldFeature[]): HeldFeature[] {
    const key = this.#keys.next(feature);
    const label = featureLabel(source);
    const grant = resolveOptionGrant(effect, source, this.#stored[key] ?? [], alreadyHeld, this.rules, this.#characterLevel, label);
    if (!grant.automatic) {
      this.result.choices.push({ feature: label, source: source.source, key, what: effect.list, count: grant.count, ...(grant.from ? { from: grant.from } : {}), chosen: grant.chosen, known: grant.known });
    }
    return grant.held;
  }
}

/**
 * The skills a character's features of one source grant it (`'Species'`: a species trait's skill, or the skill chosen
 * for it), for the builder to mark a background skill that would repeat one. Empty without feature automation, since
 * such a character's features grant nothing by themselves.
 */
export function skillsGrantedBy(character: RawCharacter, rules: IndexedRules, source: HeldFeature['source']): Set<string> {
  if (!isAutomatingFeatures(character)) return new Set();
  const collected = collectMechanics(character, rules, rules.species.get(character.species?.name));
  return new Set((collected.proficiencySources ?? []).filter((entry) => entry.kind === 'skill' && entry.feature.source === source).map((entry) => entry.name));
}
