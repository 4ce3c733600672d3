// Resolving the numbers the collected effects change, once ability scores and the equipped armor are known: armor
// class formulas and bonuses, speeds, senses, defences, hit points, attacks, unarmed dice, damage and initiative
// bonuses, and the resource counters with their uses.
import type { Ability } from '../character/types.ts';
import type { FoundEquipment } from '../compute/equipment.ts';
import type { HeldFeature } from './held.ts';
import {
  DEFAULT_WALKING_SPEED,
  featureLabel,
  unhandledEffect,
  type CollectedMechanics,
  type Condition,
  type Contribution,
  type FeatureResource,
  type NumberEffect,
  type ResolveContext,
  type ResolvedMechanics,
  type SpeedMode,
} from './mechanics.ts';
import { bestModifier, classLevelOf, distanceInText, evaluateScaling, speedInText, UNLIMITED, type ScaledNumber, type ScalingContext } from './scaling.ts';

const BODY_ARMOR = new Set(['Light', 'Medium', 'Heavy']);

type DamageScope = Extract<NumberEffect, { kind: 'damageBonus' }>['on'];

/** Whether a condition of an effect holds for the armor worn (a shield is armor of classification "Shield"). */
export function armorConditionHolds(when: Condition | undefined, equippedArmor: readonly FoundEquipment[]): boolean {
  const armor = equippedArmor.map((entry) => entry.data.armorClassification ?? '');
  const wearingBody = armor.some((kind) => BODY_ARMOR.has(kind));
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
    case 'always':
      return true;
  }
}

export function resolveMechanics(collected: CollectedMechanics, context: ResolveContext): ResolvedMechanics {
  const resolver = new Resolver(context);
  for (const { effect, feature } of collected.applied) resolver.apply(effect, feature);
  return resolver.finish(collected.resources);
}

/** Works the applied effects into the resolved numbers, one effect at a time, then settles speeds and counters. */
class Resolver {
  readonly out: ResolvedMechanics = {
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
  #walkSet: number | undefined;
  readonly #speedSets: { mode: SpeedMode; set: number | 'walk' }[] = [];
  readonly #speedBonus: Partial<Record<SpeedMode, number>> = {};
  readonly #damage: { value: number; on: DamageScope }[] = [];

  constructor(readonly context: ResolveContext) {}

  #holds(when: Condition | undefined): boolean {
    return armorConditionHolds(when, this.context.equippedArmor);
  }

  #scaling(feature: HeldFeature): ScalingContext {
    const { rules, characterLevel, proficiencyBonus, scores } = this.context;
    return { rules, classEntry: feature.classEntry, characterLevel, proficiencyBonus, scores };
  }

  #number(scaling: Parameters<typeof evaluateScaling>[0], feature: HeldFeature): number {
    const value: ScaledNumber = evaluateScaling(scaling, this.#scaling(feature));
    return value === UNLIMITED ? 0 : value;
  }

  #contribute(target: string, feature: HeldFeature, part: Omit<Contribution, 'target' | 'feature'> = {}): void {
    this.out.contributions.push({ target, feature, ...part });
  }

  apply(effect: NumberEffect, feature: HeldFeature): void {
    const out = this.out;
    switch (effect.kind) {
      case 'acFormula':
        if (this.#holds(effect.when)) this.#armorFormula(effect, feature);
        return;
      case 'acBonus':
        if (!this.#holds(effect.when)) return;
        out.armorClassBonus += effect.value;
        this.#contribute('armorClass', feature, { value: effect.value });
        return;
      case 'speed':
        if (this.#holds(effect.when)) this.#speed(effect, feature);
        return;
      case 'sense':
        this.#sense(effect, feature);
        return;
      case 'resistance':
      case 'immunity':
      case 'vulnerability': {
        const list = effect.kind === 'resistance' ? out.resistances : effect.kind === 'immunity' ? out.immunities : out.vulnerabilities;
        addAll(list, effect.damage);
        for (const what of effect.damage) this.#contribute(effect.kind, feature, { what });
        return;
      }
      case 'conditionImmunity':
        addAll(out.conditionImmunities, effect.conditions);
        for (const what of effect.conditions) this.#contribute('conditionImmunity', feature, { what });
        return;
      case 'hitPoints': {
        const bonus = effect.perLevel * (effect.levels === 'class' ? classLevelOf(this.#scaling(feature)) : this.context.characterLevel);
        out.hitPointBonus += bonus;
        this.#contribute('hitPoints.maximum', feature, { value: bonus });
        return;
      }
      case 'extraAttack':
        out.attacksPerAction = Math.max(out.attacksPerAction, effect.attacks);
        this.#contribute('attacksPerAction', feature, { set: effect.attacks });
        return;
      case 'unarmedDie': {
        if (!this.#holds(effect.when)) return;
        const die = this.#number(effect.die, feature);
        out.unarmedDie = Math.max(out.unarmedDie, die);
        out.unarmedFinesse ||= effect.finesse === true;
        this.#contribute('unarmedDie', feature, { set: die });
        return;
      }
      case 'size':
        out.size = effect.size ?? this.context.species?.size ?? undefined;
        if (out.size) this.#contribute('size', feature, { what: out.size });
        return;
      case 'damageBonus': {
        const value = this.#number(effect.value, feature);
        this.#damage.push({ value, on: effect.on });
        this.#contribute('weaponDamage', feature, { value, what: effect.on });
        return;
      }
      case 'initiativeBonus': {
        const value = this.#number(effect.value, feature);
        out.initiativeBonus += value;
        this.#contribute('initiative', feature, { value });
        return;
      }
      case 'advantage':
        out.advantages.push({ mode: effect.mode ?? 'advantage', on: effect.on, feature: featureLabel(feature) });
        return;
      case 'builtIn':
        // Another part of the engine computes it (casting, superiority, class skills...).
        return;
      default:
        unhandledEffect(effect);
    }
  }

  /** The best formula wins (a shield still adds on top where the formula allows one). */
  #armorFormula(effect: Extract<NumberEffect, { kind: 'acFormula' }>, feature: HeldFeature): void {
    const { scores } = this.context;
    const parts = effect.abilities.map((choice) => ({ choice, modifier: bestModifier(choice, scores) }));
    const body = effect.base + parts.reduce((sum, part) => sum + part.modifier, 0);
    if (this.out.armorFormula && body <= this.out.armorFormula.body) return;
    const terms = parts.map(({ choice, modifier }) => `${choice.split('|').find((a) => scores[a as Ability]?.modifier === modifier) ?? choice} ${modifier}`);
    this.out.armorFormula = { body, explanation: `${effect.base} + ${terms.join(' + ')} (${featureLabel(feature)})` };
  }

  #speed(effect: Extract<NumberEffect, { kind: 'speed' }>, feature: HeldFeature): void {
    if (effect.set !== undefined) {
      const set = effect.set === 'text' ? speedInText(feature.text) : effect.set;
      if (set === undefined) return;
      if (effect.mode === 'walk') this.#walkSet = Math.max(this.#walkSet ?? 0, set === 'walk' ? 0 : set);
      else this.#speedSets.push({ mode: effect.mode, set });
      this.#contribute(`speed.${effect.mode}`, feature, { set });
    } else if (effect.bonus) {
      const bonus = this.#number(effect.bonus, feature);
      this.#speedBonus[effect.mode] = (this.#speedBonus[effect.mode] ?? 0) + bonus;
      this.#contribute(`speed.${effect.mode}`, feature, { value: bonus });
    }
  }

  #sense(effect: Extract<NumberEffect, { kind: 'sense' }>, feature: HeldFeature): void {
    const range = effect.range === 'text' ? distanceInText(feature.text) : effect.range;
    if (range === undefined) return;
    this.#contribute(`sense.${effect.sense}`, feature, { value: range });
    const existing = this.out.senses.find((s) => s.sense === effect.sense);
    if (existing) existing.range = Math.max(existing.range, range);
    else this.out.senses.push({ sense: effect.sense, range });
  }

  /** Speeds set to "walk" follow the final walking speed; bonuses add to speeds the character has. */
  #settleSpeeds(): void {
    const out = this.out;
    out.walk = { base: this.#walkSet ?? DEFAULT_WALKING_SPEED, bonus: this.#speedBonus.walk ?? 0 };
    const walk = out.walk.base + out.walk.bonus;
    for (const { mode, set } of this.#speedSets) out.speeds[mode] = Math.max(out.speeds[mode] ?? 0, set === 'walk' ? walk : set);
    for (const [mode, bonus] of Object.entries(this.#speedBonus) as [SpeedMode, number][]) {
      if (mode !== 'walk' && out.speeds[mode] !== undefined) out.speeds[mode] = out.speeds[mode]! + bonus;
    }
  }

  /** One counter per resource name; a feature listed at several levels keeps the entry of its highest level. */
  #counters(resources: CollectedMechanics['resources']): FeatureResource[] {
    const used = this.context.character.currentStats?.featuresTimesUsed ?? {};
    const byName = new Map<string, FeatureResource>();
    for (const { effect, feature } of resources) {
      const name = effect.name ?? feature.name;
      const max = evaluateScaling(effect.max, this.#scaling(feature));
      const count = Math.max(0, Math.floor(Number(used[name]) || 0));
      byName.set(name, { name, feature: featureLabel(feature), max, used: max === UNLIMITED ? count : Math.min(count, Math.max(0, max)), recovery: effect.recovery });
    }
    return [...byName.values()];
  }

  finish(resources: CollectedMechanics['resources']): ResolvedMechanics {
    this.#settleSpeeds();
    const damage = this.#damage;
    if (damage.length) {
      this.out.weaponDamage = (ability, isMelee) =>
        damage.reduce((sum, d) => sum + (d.on === 'allWeapons' || (isMelee && (d.on === 'melee' || ability === 'Strength')) ? d.value : 0), 0);
    }
    this.out.resources = this.#counters(resources);
    return this.out;
  }
}

function addAll(list: string[], names: readonly string[]): void {
  for (const name of names) if (!list.includes(name)) list.push(name);
}
