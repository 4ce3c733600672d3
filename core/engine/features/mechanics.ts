// Applying the feature-mechanics catalogue to a character: first what needs no numbers (granted scores, saves,
// skills, proficiencies, the open choices), then, once ability scores are known, every number the effects change.
import { ABILITIES, type Ability, type RawCharacter } from '../character/types.ts';
import type { ComputedAbilityScores, GrantedByFeatures } from '../compute/ability-scores.ts';
import type { FoundEquipment } from '../compute/equipment.ts';
import { isSkillName, type IndexedRules } from '../rules/index-rules.ts';
import type { FeatureMechanicsRule, SpeciesRule } from '../rules/types.ts';
import { describeOption } from './describe.ts';
import { featureChoiceKey, heldFeatures, nthChoiceKey, type HeldFeature } from './held.ts';
import { OPTION_LIST_NOUNS, OPTION_SOURCE, resolveOptionGrant, stepCount, type GrantOptionsEffect } from './option-grants.ts';
import { bestModifier, classLevelOf, distanceInText, evaluateScaling, UNLIMITED, type ScaledNumber, type ScalingContext } from './scaling.ts';

type Effect = NonNullable<FeatureMechanicsRule['effects']>[number];
type SimpleEffect = Exclude<Effect, { kind: 'resource' | 'toggle' | 'grantOptions' | 'options' | 'damageChoice' }>;
/** A feature's choice among named options, or among damage types for a resistance. */
type OptionChoiceEffect = Extract<Effect, { kind: 'options' | 'damageChoice' }>;
export type SpeedMode = Extract<Effect, { kind: 'speed' }>['mode'];
type Condition = NonNullable<Extract<Effect, { kind: 'acBonus' }>['when']>;

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

export interface PendingChoice {
  feature: string;
  /** The featureChoices key the builder stores the answer under. */
  key: string;
  /**
   * The kind of answer; fightingStyle, fightingMastery and lightsaberForm name an option of that record list; option:
   * one of the feature's named options; damageType: a damage type its resistance (or immunity) covers.
   */
  what: 'ability' | 'save' | 'skill' | 'armor' | 'weapon' | 'tool' | 'language' | 'expertise' | GrantOptionsEffect['list'] | 'option' | 'damageType';
  count: number;
  from?: string[];
}

/** Every choice a held feature asks for, made or not: what the builder offers and where it stores the answer. */
export interface FeatureChoice {
  feature: string;
  /** Where the feature comes from: the builder shows species choices with the species, the others with the classes. */
  source: HeldFeature['source'];
  /** The featureChoices key the answer is stored under. */
  key: string;
  what: PendingChoice['what'];
  count: number;
  from?: string[];
  /** Ability increases store one pick per option: this choice's place in the stored list. */
  position?: number;
  chosen: string[];
  /** For a style, mastery or form: the options already held from elsewhere (offered as known, not pickable). */
  known?: string[];
  /** For a choice of options: each option's name and what it does, in one line written from its effects. */
  options?: { name: string; summary: string }[];
  /** The rules let the player make this choice again when finishing a rest of this kind. */
  remade?: 'short' | 'long';
}

/** What the features grant before any number is computed; ability scores and proficiency lists read it. */
interface Applied {
  effect: SimpleEffect;
  feature: HeldFeature;
}

export interface CollectedMechanics {
  held: HeldFeature[];
  granted: GrantedByFeatures;
  applied: Applied[];
  resources: { effect: Extract<Effect, { kind: 'resource' }>; feature: HeldFeature }[];
  toggles: FeatureToggle[];
  pendingChoices: PendingChoice[];
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

/** Finds each held feature's entry and sorts its effects; toggled effects count only while their state is on. */
export function collectMechanics(character: RawCharacter, rules: IndexedRules, species: SpeciesRule | undefined): CollectedMechanics {
  const held = heldFeatures(character, rules, species);
  const granted: GrantedByFeatures = { increases: {}, saves: [], skills: [], proficiencies: [], proficiencyKinds: {}, languages: [] };
  const result: CollectedMechanics = { held, granted, applied: [], resources: [], toggles: [], pendingChoices: [], choices: [], manual: [], unknown: [] };
  const active = new Set(character.currentStats?.activeFeatures ?? []);
  const choices = character.featureChoices ?? {};
  /** How many choosing effects of the current feature were met so far. */
  let choicesAsked = 0;

  const grant = (effect: SimpleEffect, feature: HeldFeature) => {
    if (effect.kind !== 'abilityIncrease' && effect.kind !== 'proficiency' && effect.kind !== 'expertise') return false;
    const asks = (effect.kind === 'abilityIncrease' && (effect.choose?.length ?? 0) > 0) || (effect.kind === 'proficiency' && effect.choose) || effect.kind === 'expertise';
    // A feature asking several things (a skill, a tool and a weapon) stores each answer under its own key: the
    // first under the feature's key, the next ones with "#2", "#3".
    // A choice tied to the previous one reads that answer under the same key and is not asked again.
    const shared = effect.kind === 'proficiency' && effect.samePickAsPrevious === true && choicesAsked > 0;
    const key = shared
      ? choicesAsked > 1 ? `${featureChoiceKey(feature)}#${choicesAsked}` : featureChoiceKey(feature)
      : asks && choicesAsked++ > 0 ? `${featureChoiceKey(feature)}#${choicesAsked}` : featureChoiceKey(feature);
    const chosen = choices[key] ?? [];
    switch (effect.kind) {
      case 'abilityIncrease': {
        // A background feat's increases are stored with the background and already part of the scores.
        if (feature.viaBackground) return true;
        for (const [ability, amount] of Object.entries(effect.fixed ?? {})) granted.increases[ability as Ability] = (granted.increases[ability as Ability] ?? 0) + (amount ?? 0);
        (effect.choose ?? []).forEach((option, i) => {
          const pick = chosen[i];
          result.choices.push({ feature: featureLabel(feature), source: feature.source, key, what: 'ability', count: 1, from: [...option.from], position: i, chosen: pick ? [pick] : [] });
          if (pick && option.from.includes(pick as Ability)) granted.increases[pick as Ability] = (granted.increases[pick as Ability] ?? 0) + option.amount;
          else result.pendingChoices.push({ feature: featureLabel(feature), key, what: 'ability', count: 1, from: [...option.from] });
        });
        return true;
      }
      case 'proficiency': {
        const names = [...(effect.names ?? [])];
        if (effect.choose) {
          const picks = chosen.filter((name) => !effect.choose!.from || effect.choose!.from.includes(name)).slice(0, effect.choose.count);
          names.push(...picks);
          if (!shared) result.choices.push({ feature: featureLabel(feature), source: feature.source, key, what: effect.category, count: effect.choose.count, ...(effect.choose.from ? { from: [...effect.choose.from] } : {}), chosen: picks });
          if (!shared && picks.length < effect.choose.count) {
            result.pendingChoices.push({ feature: featureLabel(feature), key, what: effect.category, count: effect.choose.count - picks.length, ...(effect.choose.from ? { from: [...effect.choose.from] } : {}) });
          }
        }
        for (const name of names) {
          if (effect.category === 'save') {
            const abilities = name === 'all' ? ABILITIES : ABILITIES.filter((a) => a === name);
            granted.saves.push(...abilities);
            for (const ability of abilities) (result.proficiencySources ??= []).push({ kind: 'save', name: ability, feature });
          } else if (effect.category === 'skill') {
            granted.skills.push({ name, level: 'proficient' });
            (result.proficiencySources ??= []).push({ kind: 'skill', name, feature });
          } else {
            granted.proficiencies.push(name);
            granted.proficiencyKinds[name] ??= effect.category;
            if (effect.category === 'language') granted.languages.push(name);
          }
        }
        return true;
      }
      case 'expertise': {
        const picks = chosen.slice(0, effect.choose.count);
        result.choices.push({ feature: featureLabel(feature), source: feature.source, key, what: 'expertise', count: effect.choose.count, ...(effect.choose.from ? { from: [...effect.choose.from] } : {}), chosen: picks });
        // A pick that is no skill is a tool (the expertise of kits, implements and instruments).
        for (const name of picks) {
          if (isSkillName(rules, name)) {
            granted.skills.push({ name, level: 'expertise' });
            (result.proficiencySources ??= []).push({ kind: 'skill', name, feature });
          }
          else (granted.toolExpertise ??= []).push(name);
        }
        if (picks.length < effect.choose.count) result.pendingChoices.push({ feature: featureLabel(feature), key, what: 'expertise', count: effect.choose.count - picks.length, ...(effect.choose.from ? { from: [...effect.choose.from] } : {}) });
        return true;
      }
      default:
        return false;
    }
  };
  const take = (effect: SimpleEffect, feature: HeldFeature) => {
    if (!grant(effect, feature)) result.applied.push({ effect, feature });
  };

  const characterLevel = character.classes.reduce((sum, entry) => sum + (Number(entry.levels) || 0), 0);
  // Grants insert the options they grant into the held list right after the feature being read, so the loop below
  // hands apply the grant of its current feature.
  type Grant = (effect: GrantOptionsEffect, feature: HeldFeature) => void;
  const apply = (effect: Effect, feature: HeldFeature, grantHere: Grant) => {
    if (effect.kind === 'grantOptions') grantHere(effect, feature);
    else if (effect.kind === 'resource') result.resources.push({ effect, feature });
    else if (effect.kind === 'toggle') {
      const on = active.has(effect.name);
      if (!result.toggles.some((t) => t.name === effect.name)) result.toggles.push({ name: effect.name, feature: featureLabel(feature), active: on, ...(effect.uses ? { uses: effect.uses } : {}) });
      if (on) for (const inner of effect.effects) take(inner, feature);
    } else if (effect.kind === 'options' || effect.kind === 'damageChoice') chooseAmong(effect, feature, grantHere);
    else take(effect, feature);
  };

  // ---- Options chosen inside a feature (a heritage, a mutation, a damage type) ----
  // The stored option's effects apply exactly as if the feature stated them, labelled "<feature>: <option>"; an
  // option not chosen applies nothing and the choice stays pending. The answer is stored under the feature's key
  // like any other choice (the next asking effect of the feature, or of the chosen option, takes "#2", "#3"...).
  const chooseAmong = (effect: OptionChoiceEffect, feature: HeldFeature, grantHere: Grant) => {
    const key = choicesAsked++ > 0 ? `${featureChoiceKey(feature)}#${choicesAsked}` : featureChoiceKey(feature);
    const label = featureLabel(feature);
    const count = stepCount(effect.count ?? 1, feature, characterLevel);
    const what = effect.kind === 'options' ? 'option' : 'damageType';
    const from = effect.kind === 'options' ? effect.options.map((option) => option.name) : [...effect.from];
    const picks = [...new Set((choices[key] ?? []).filter((name) => from.includes(name)))].slice(0, count);
    result.choices.push({
      feature: label,
      source: feature.source,
      key,
      what,
      count,
      from,
      chosen: picks,
      ...(effect.kind === 'options' ? { options: effect.options.map((option) => ({ name: option.name, summary: describeOption(option) })) } : {}),
      ...(effect.remade ? { remade: effect.remade } : {}),
    });
    if (picks.length < count) result.pendingChoices.push({ feature: label, key, what, count: count - picks.length, from });
    if (effect.kind === 'damageChoice') {
      if (picks.length > 0) take({ kind: effect.defence, damage: picks }, feature);
      return;
    }
    for (const option of effect.options) {
      if (!picks.includes(option.name)) continue;
      const chosen: HeldFeature = { ...feature, option: option.name };
      if (option.manual) result.manual.push({ feature: featureLabel(chosen), reason: option.manual });
      for (const inner of option.effects ?? []) apply(inner, chosen, grantHere);
    }
  };

  // A feature held twice (a feat taken again) goes on numbering its choices, so each copy has its own answers.
  const askedPerKey = new Map<string, number>();
  // Indexed: a grant inserts the options it grants right after its feature, so they apply (and count as known) next.
  // What counts as known to a grant: the options held before it, and the class's own fighting styles wherever listed.
  const heldFromStart = new Set(held);
  for (let index = 0; index < held.length; index++) {
    const feature = held[index]!;
    choicesAsked = askedPerKey.get(featureChoiceKey(feature)) ?? 0;
    const entry = rules.featureMechanics.find(feature);
    if (!entry) {
      result.unknown.push(featureLabel(feature));
      continue;
    }
    let granted = 0;
    // `source` is the feature itself, or the option of it that grants (its label names the option).
    const grantOptions: Grant = (effect, source) => {
      const key = nthChoiceKey(feature, ++choicesAsked);
      const label = featureLabel(source);
      const grant = resolveOptionGrant(effect, source, choices[key] ?? [], held.filter((other, at) => at <= index + granted || heldFromStart.has(other)), rules, characterLevel, label);
      held.splice(index + 1 + granted, 0, ...grant.held);
      granted += grant.held.length;
      if (grant.automatic) return;
      const from = grant.from ? { from: grant.from } : {};
      result.choices.push({ feature: label, source: source.source, key, what: effect.list, count: grant.count, ...from, chosen: grant.chosen, known: grant.known });
      if (grant.chosen.length < grant.count) result.pendingChoices.push({ feature: label, key, what: effect.list, count: grant.count - grant.chosen.length, ...from });
    };
    if (entry.manual && entry.reason) result.manual.push({ feature: featureLabel(feature), reason: entry.reason });
    for (const effect of entry.effects ?? []) apply(effect, feature, grantOptions);
    askedPerKey.set(featureChoiceKey(feature), choicesAsked);
  }
  return result;
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

const BODY_ARMOR = new Set(['Light', 'Medium', 'Heavy']);

export function resolveMechanics(collected: CollectedMechanics, context: ResolveContext): ResolvedMechanics {
  const { scores, equippedArmor } = context;
  const armor = equippedArmor.map((entry) => entry.data.armorClassification ?? '');
  const wearingBody = armor.some((kind) => BODY_ARMOR.has(kind));
  const holds = (when: Condition | undefined): boolean => {
    switch (when ?? 'always') {
      case 'noArmor':
        return !wearingBody;
      case 'noArmorNoShield':
        return !wearingBody && !armor.includes('Shield');
      case 'noArmorOrLight':
        return !armor.includes('Medium') && !armor.includes('Heavy');
      case 'noHeavyArmor':
        return !armor.includes('Heavy');
      case 'wearingArmor':
        return wearingBody;
      default:
        return true;
    }
  };
  const scaling = (feature: HeldFeature): ScalingContext => ({
    rules: context.rules,
    classEntry: feature.classEntry,
    characterLevel: context.characterLevel,
    proficiencyBonus: context.proficiencyBonus,
    scores,
  });
  const asNumber = (value: ScaledNumber) => (value === UNLIMITED ? 0 : value);

  const out: ResolvedMechanics = {
    armorClassBonus: 0,
    walk: { base: DEFAULT_WALKING_SPEED, bonus: 0 },
    speeds: {},
    senses: [],
    resistances: [],
    immunities: [],
    vulnerabilities: [],
    conditionImmunities: [],
    attacksPerAction: 1,
    unarmedDie: 0,
    unarmedFinesse: false,
    hitPointBonus: 0,
    initiativeBonus: 0,
    weaponDamage: () => 0,
    advantages: [],
    resources: [],
    contributions: [],
  };
  const contribute = (target: string, feature: HeldFeature, part: Omit<Contribution, 'target' | 'feature'> = {}) =>
    out.contributions.push({ target, feature, ...part });
  let walkSet: number | undefined;
  const speedSets: { mode: SpeedMode; set: number | 'walk' }[] = [];
  const speedBonus: Partial<Record<SpeedMode, number>> = {};
  const damage: { value: number; on: 'meleeStrength' | 'melee' | 'allWeapons' }[] = [];
  const addAll = (list: string[], names: readonly string[]) => {
    for (const name of names) if (!list.includes(name)) list.push(name);
  };

  for (const { effect, feature } of collected.applied) {
    switch (effect.kind) {
      case 'acFormula': {
        if (!holds(effect.when)) break;
        const parts = effect.abilities.map((choice) => ({ choice, modifier: bestModifier(choice, scores) }));
        const body = effect.base + parts.reduce((sum, part) => sum + part.modifier, 0);
        if (!out.armorFormula || body > out.armorFormula.body) {
          const terms = parts.map(({ choice, modifier }) => `${choice.split('|').find((a) => scores[a as Ability]?.modifier === modifier) ?? choice} ${modifier}`);
          out.armorFormula = { body, explanation: `${effect.base} + ${terms.join(' + ')} (${featureLabel(feature)})` };
        }
        break;
      }
      case 'acBonus':
        if (holds(effect.when)) {
          out.armorClassBonus += effect.value;
          contribute('armorClass', feature, { value: effect.value });
        }
        break;
      case 'speed': {
        if (!holds(effect.when)) break;
        if (effect.set !== undefined) {
          const set = effect.set === 'text' ? distanceInText(feature.text) : effect.set;
          if (set === undefined) break;
          if (effect.mode === 'walk') walkSet = Math.max(walkSet ?? 0, set === 'walk' ? 0 : set);
          else speedSets.push({ mode: effect.mode, set });
          contribute(`speed.${effect.mode}`, feature, { set });
        } else if (effect.bonus) {
          const bonus = asNumber(evaluateScaling(effect.bonus, scaling(feature)));
          speedBonus[effect.mode] = (speedBonus[effect.mode] ?? 0) + bonus;
          contribute(`speed.${effect.mode}`, feature, { value: bonus });
        }
        break;
      }
      case 'sense': {
        const range = effect.range === 'text' ? distanceInText(feature.text) : effect.range;
        if (range === undefined) break;
        contribute(`sense.${effect.sense}`, feature, { value: range });
        const existing = out.senses.find((s) => s.sense === effect.sense);
        if (existing) existing.range = Math.max(existing.range, range);
        else out.senses.push({ sense: effect.sense, range });
        break;
      }
      case 'resistance':
      case 'immunity':
      case 'vulnerability': {
        addAll(effect.kind === 'resistance' ? out.resistances : effect.kind === 'immunity' ? out.immunities : out.vulnerabilities, effect.damage);
        for (const what of effect.damage) contribute(effect.kind, feature, { what });
        break;
      }
      case 'conditionImmunity':
        addAll(out.conditionImmunities, effect.conditions);
        for (const what of effect.conditions) contribute('conditionImmunity', feature, { what });
        break;
      case 'hitPoints': {
        const bonus = effect.perLevel * (effect.levels === 'class' ? classLevelOf(scaling(feature)) : context.characterLevel);
        out.hitPointBonus += bonus;
        contribute('hitPoints.maximum', feature, { value: bonus });
        break;
      }
      case 'extraAttack':
        out.attacksPerAction = Math.max(out.attacksPerAction, effect.attacks);
        contribute('attacksPerAction', feature, { set: effect.attacks });
        break;
      case 'unarmedDie': {
        if (!holds(effect.when)) break;
        const die = asNumber(evaluateScaling(effect.die, scaling(feature)));
        out.unarmedDie = Math.max(out.unarmedDie, die);
        out.unarmedFinesse ||= effect.finesse === true;
        contribute('unarmedDie', feature, { set: die });
        break;
      }
      case 'size':
        out.size = effect.size ?? context.species?.size ?? undefined;
        if (out.size) contribute('size', feature, { what: out.size });
        break;
      case 'damageBonus': {
        const value = asNumber(evaluateScaling(effect.value, scaling(feature)));
        damage.push({ value, on: effect.on });
        contribute('weaponDamage', feature, { value, what: effect.on });
        break;
      }
      case 'initiativeBonus': {
        const value = asNumber(evaluateScaling(effect.value, scaling(feature)));
        out.initiativeBonus += value;
        contribute('initiative', feature, { value });
        break;
      }
      case 'advantage':
        out.advantages.push({ mode: effect.mode ?? 'advantage', on: effect.on, feature: featureLabel(feature) });
        break;
      default:
        break;
    }
  }

  out.walk = { base: walkSet ?? DEFAULT_WALKING_SPEED, bonus: speedBonus.walk ?? 0 };
  const walk = out.walk.base + out.walk.bonus;
  for (const { mode, set } of speedSets) out.speeds[mode] = Math.max(out.speeds[mode] ?? 0, set === 'walk' ? walk : set);
  for (const [mode, bonus] of Object.entries(speedBonus) as [SpeedMode, number][]) if (mode !== 'walk' && out.speeds[mode] !== undefined) out.speeds[mode] = out.speeds[mode]! + bonus;
  if (damage.length) {
    out.weaponDamage = (ability, isMelee) =>
      damage.reduce((sum, d) => sum + (d.on === 'allWeapons' || (isMelee && (d.on === 'melee' || ability === 'Strength')) ? d.value : 0), 0);
  }

  // One counter per resource name; a feature listed at several levels keeps the entry of its highest level.
  const used = context.character.currentStats?.featuresTimesUsed ?? {};
  const byName = new Map<string, FeatureResource>();
  for (const { effect, feature } of collected.resources) {
    const name = effect.name ?? feature.name;
    const max = evaluateScaling(effect.max, scaling(feature));
    const count = Math.max(0, Math.floor(Number(used[name]) || 0));
    byName.set(name, { name, feature: featureLabel(feature), max, used: max === UNLIMITED ? count : Math.min(count, Math.max(0, max)), recovery: effect.recovery });
  }
  out.resources = [...byName.values()];
  return out;
}
