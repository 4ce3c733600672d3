// Tech and force casting: caster fractions, points, max power level, powers known, attack modifiers and save DCs.
import type { ReportMissing } from './missing-rules.ts';
import type { CharacterClass, HighLevelCasting, RawCharacter } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { PowerRule } from '../rules/types.ts';
import type { ComputedAbilityScores } from './ability-scores.ts';
import { tableNumber } from './level-tables.ts';
import { applyTweak } from './tweaks.ts';

export type CastingType = 'Tech' | 'Force';
export const MAX_POWER_LEVEL = 9;
/** Casting is shown from this caster level on (or as soon as a power is known). */
export const CASTING_VISIBILITY_THRESHOLD = 0.6;
/** Point counters switch from checkboxes to plus/minus above this many points. */
export const CHECKBOX_COUNTER_LIMIT = 10;

export const CASTER_FRACTIONS = [1 / 3, 1 / 2, 2 / 3, 1] as const;

/** Points per class level for each caster fraction (index as CASTER_FRACTIONS). */
const POINTS_PER_LEVEL: Record<CastingType, readonly ((levels: number) => number)[]> = {
  Tech: [(levels) => Math.ceil(levels / 2), (levels) => levels, (levels) => 3 * levels, (levels) => 2 * levels],
  Force: [(levels) => levels, (levels) => 2 * levels, (levels) => 3 * levels, (levels) => 4 * levels],
};

/** The class entry's fraction for a casting type: the archetype's when it casts that type, else the class's, else 0. */
export function casterFraction(rules: IndexedRules, entry: CharacterClass, type: CastingType): number {
  const archetype = entry.archetype ? rules.archetypes.get(entry.archetype.name) : undefined;
  if (archetype && archetype.casterType === type && archetype.casterRatio) return archetype.casterRatio;
  const classRule = rules.classes.get(entry.name);
  return classRule && classRule.casterType === type ? (classRule.casterRatio ?? 0) : 0;
}

/** Index into CASTER_FRACTIONS of a stored ratio (the data holds 0.3333333333333333 and similar), or -1. */
function fractionIndex(fraction: number): number {
  return CASTER_FRACTIONS.findIndex((known) => Math.abs(known - fraction) < 0.01);
}

/** A first-level, single-class Guardian casts as a full caster for visibility and power level. */
function isFirstLevelGuardian(character: RawCharacter): boolean {
  return character.classes.length === 1 && character.classes[0].name === 'Guardian' && character.classes[0].levels === 1;
}

/** Sum over classes of levels x fraction. */
export function casterLevel(character: RawCharacter, rules: IndexedRules, type: CastingType): number {
  if (type === 'Force' && isFirstLevelGuardian(character)) return 1;
  return character.classes.reduce((sum, entry) => sum + (Number(entry.levels) || 0) * casterFraction(rules, entry, type), 0);
}

/** Multiclass points: per class by its fraction (tech: ceil(level/2), level, 3x, 2x; force: level, 2x, 3x, 4x) plus the ability bonus. */
export function basePowerPoints(character: RawCharacter, rules: IndexedRules, type: CastingType, abilityBonus: number): number {
  let points = abilityBonus;
  for (const entry of character.classes) {
    const index = fractionIndex(casterFraction(rules, entry, type));
    if (index >= 0) points += POINTS_PER_LEVEL[type][index](Number(entry.levels) || 0);
  }
  return points;
}

export function maxPowerLevelFor(level: number): number {
  return Math.min(MAX_POWER_LEVEL, Math.ceil(level / 2));
}

/**
 * The Max Power Level column for a class entry at a class level: the class table's when the class casts that type,
 * else its archetype's table; undefined when neither says.
 */
export function tableMaxPowerLevel(rules: IndexedRules, entry: CharacterClass, type: CastingType, level: number): number | undefined {
  const classRule = rules.classes.get(entry.name);
  const archetype = entry.archetype ? rules.archetypes.get(entry.archetype.name) : undefined;
  return (classRule?.casterType === type ? tableNumber(classRule, undefined, level, 'Max Power Level') : undefined) ??
    tableNumber(undefined, archetype, level, 'Max Power Level');
}

/**
 * The highest power level a character casts of a type. Casting from one class: that class's (or archetype's) table at
 * its level. From several: each class's share is its levels times its table's highest entry (at 20th level) over 9;
 * the shares' sum, rounded down, is read as a full caster's level (half of it, rounded up, at most 9). Without
 * tables, the caster level (levels times caster fraction) is read the same way.
 */
export function combinedMaxPowerLevel(character: RawCharacter, rules: IndexedRules, type: CastingType, level: number): number {
  const casters = character.classes.filter((entry) => casterFraction(rules, entry, type) > 0);
  if (casters.length === 1) {
    const own = tableMaxPowerLevel(rules, casters[0], type, Number(casters[0].levels) || 0);
    if (own !== undefined) return own;
  } else if (casters.length > 1) {
    const potentials = casters.map((entry) => tableMaxPowerLevel(rules, entry, type, 20));
    if (potentials.every((potential) => potential !== undefined)) {
      const shares = casters.reduce((sum, entry, at) => sum + ((potentials[at] as number) / MAX_POWER_LEVEL) * (Number(entry.levels) || 0), 0);
      // 1e-9: 9 levels of a 5th-level table are 5 full levels, not 4.999...
      return maxPowerLevelFor(Math.floor(shares + 1e-9));
    }
  }
  return maxPowerLevelFor(level);
}

/** Powers named by the classes, their archetypes and the custom list, looked up in the catalogue. */
export function knownPowers(character: RawCharacter, rules: IndexedRules, type: CastingType, warn: ReportMissing): PowerRule[] {
  const field = type === 'Tech' ? 'techPowers' : 'forcePowers';
  const names: string[] = [];
  for (const entry of character.classes) names.push(...(entry[field] ?? []), ...(entry.archetype?.[field] ?? []));
  names.push(...((type === 'Tech' ? character.customTechPowers : character.customForcePowers) ?? []));
  const result: PowerRule[] = [];
  for (const name of names) {
    const power = rules.powers.get(name);
    if (power) result.push(power);
    else warn('power', name);
  }
  return result;
}

interface CastingCommon {
  casterLevel: number;
  maxPoints: number;
  pointsUsed: number;
  currentPoints: number;
  maxPowerLevel: number;
  powersKnown: PowerRule[];
}

export interface ComputedTechCasting extends CastingCommon {
  attackModifier: number;
  saveDC: number;
}

export interface ComputedForceCasting extends CastingCommon {
  lightAttackModifier: number;
  lightSaveDC: number;
  darkAttackModifier: number;
  darkSaveDC: number;
  universalAttackModifier: number;
  universalSaveDC: number;
}

function common(
  character: RawCharacter,
  rules: IndexedRules,
  type: CastingType,
  abilityBonus: number,
  used: number,
  warn: ReportMissing,
): CastingCommon {
  const key = type === 'Tech' ? 'techCasting' : 'forceCasting';
  const level = casterLevel(character, rules, type);
  const maxPoints = applyTweak(character.tweaks, `${key}.maxPoints`, basePowerPoints(character, rules, type, abilityBonus));
  return {
    casterLevel: level,
    maxPoints,
    pointsUsed: used,
    currentPoints: Math.max(0, maxPoints - used),
    maxPowerLevel: applyTweak(character.tweaks, `${key}.maxPowerLevel`, combinedMaxPowerLevel(character, rules, type, level)),
    powersKnown: knownPowers(character, rules, type, warn),
  };
}

const isShown = (casting: CastingCommon) => casting.casterLevel >= CASTING_VISIBILITY_THRESHOLD || casting.powersKnown.length > 0;

/** Tech casting uses Intelligence; attack = modifier + proficiency, save DC = 8 + modifier + proficiency. */
export function computeTechCasting(
  character: RawCharacter,
  rules: IndexedRules,
  scores: ComputedAbilityScores,
  proficiencyBonus: number,
  warn: ReportMissing,
): ComputedTechCasting | false {
  const bonus = scores.Intelligence.modifier;
  const base = common(character, rules, 'Tech', bonus, Number(character.currentStats?.techPointsUsed) || 0, warn);
  if (!isShown(base)) return false;
  return {
    ...base,
    attackModifier: applyTweak(character.tweaks, 'techCasting.attackModifier', bonus + proficiencyBonus),
    saveDC: applyTweak(character.tweaks, 'techCasting.saveDC', 8 + bonus + proficiencyBonus),
  };
}

/** Force casting: light powers use Wisdom, dark Charisma, universal the higher of the two. */
export function computeForceCasting(
  character: RawCharacter,
  rules: IndexedRules,
  scores: ComputedAbilityScores,
  proficiencyBonus: number,
  warn: ReportMissing,
): ComputedForceCasting | false {
  const light = scores.Wisdom.modifier;
  const dark = scores.Charisma.modifier;
  const universal = Math.max(light, dark);
  const base = common(character, rules, 'Force', universal, Number(character.currentStats?.forcePointsUsed) || 0, warn);
  if (!isShown(base)) return false;
  const t = (path: string, value: number) => applyTweak(character.tweaks, `forceCasting.${path}`, value);
  return {
    ...base,
    lightAttackModifier: t('lightAttackModifier', light + proficiencyBonus),
    lightSaveDC: t('lightSaveDC', 8 + light + proficiencyBonus),
    darkAttackModifier: t('darkAttackModifier', dark + proficiencyBonus),
    darkSaveDC: t('darkSaveDC', 8 + dark + proficiencyBonus),
    universalAttackModifier: t('universalAttackModifier', universal + proficiencyBonus),
    universalSaveDC: t('universalSaveDC', 8 + universal + proficiencyBonus),
  };
}

/** Cost of casting a power: level + 1 points (cantrips are free). */
export function powerCost(level: number): number {
  return level > 0 ? level + 1 : 0;
}

export function highLevelKey(level: number): keyof HighLevelCasting | undefined {
  return level >= 6 && level <= 9 ? (`level${level}` as keyof HighLevelCasting) : undefined;
}

/**
 * The cast button is disabled when the cost reaches or passes the remaining points, or when a level 6-9 slot
 * was already used since the last long rest (the original site's rule, kept as specified).
 */
export function isCastDisabled(level: number, maxPoints: number, pointsUsed: number, highLevelCasting: HighLevelCasting | undefined): boolean {
  if (level <= 0) return false;
  const key = highLevelKey(level);
  if (key && highLevelCasting?.[key]) return true;
  return powerCost(level) >= maxPoints - pointsUsed;
}

export function usesCounterInput(maxPoints: number): boolean {
  return maxPoints > CHECKBOX_COUNTER_LIMIT;
}
