// Maximum and current hit points, hit dice per size, and what a rest would restore.
import type { RawCharacter } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import { applyTweak } from './tweaks.ts';

export interface HitDice {
  /** 'd8', 'd10', ... */
  size: string;
  current: number;
  maximum: number;
}

export interface RestingInfo {
  /** Added to each hit die rolled on a short rest: the Constitution modifier. */
  hitDieBonus: number;
  numHitDiceUsed: number;
  /** What a long rest gives back: up to max(1, floor(level / 2)) dice, largest first. */
  hitDiceRestored: { size: string; numRestored: number }[];
  maxTechPoints: number;
  maxForcePoints: number;
  maxSuperiorityDice: number;
  shortRestFeatures: string[];
  longRestFeatures: string[];
}

export interface ComputedHitPoints {
  current: number;
  maximum: number;
  temporary: number;
  deathSaves: { successes: number; failures: number };
  /** Death saves replace the hit point circle at 0 hit points. */
  isAtZero: boolean;
  hitDice: HitDice[];
  resting: RestingInfo;
}

/** First class's first level gives its first-level value; each further level its fixed value (Fixed) or the stored one (Manual). */
export function baseMaximumHitPoints(character: RawCharacter, rules: IndexedRules): number {
  let total = 0;
  character.classes.forEach((myClass, position) => {
    const data = rules.classes.get(myClass.name);
    if (position === 0) total += data?.hitPointsAtFirstLevelNumber ?? 0;
    const laterLevels = Math.max(0, (Number(myClass.levels) || 0) - (position === 0 ? 1 : 0));
    if (character.settings?.isFixedHitPoints) total += laterLevels * (data?.hitPointsAtHigherLevelsNumber ?? 0);
    else for (const value of myClass.hitPoints ?? []) total += Number(value) || 0;
  });
  return total;
}

export function maximumHitPoints(character: RawCharacter, rules: IndexedRules, totalLevel: number, constitutionModifier: number, featureBonus = 0): number {
  return applyTweak(character.tweaks, 'hitPoints.maximum', baseMaximumHitPoints(character, rules) + totalLevel * constitutionModifier + featureBonus);
}

/** Hit dice grouped by die size: one die per class level. */
export function computeHitDice(character: RawCharacter, rules: IndexedRules): HitDice[] {
  const bySize = new Map<string, number>();
  for (const myClass of character.classes) {
    const die = rules.classes.get(myClass.name)?.hitDiceDieType;
    if (!die) continue;
    const size = `d${die}`;
    bySize.set(size, (bySize.get(size) ?? 0) + (Number(myClass.levels) || 0));
  }
  const used = character.currentStats?.hitDiceUsed ?? {};
  return [...bySize].map(([size, maximum]) => ({ size, maximum, current: Math.max(0, maximum - (Number(used[size]) || 0)) }));
}

const dieNumber = (size: string) => Number.parseInt(size.replace(/^d/, ''), 10) || 0;

/** Dice a long rest restores: up to max(1, floor(level / 2)), taken from the largest used dice first. */
export function hitDiceRestoredOnLongRest(hitDiceUsed: Partial<Record<string, number>>, totalLevel: number) {
  let toRegain = Math.max(1, Math.floor(totalLevel / 2));
  const restored: { size: string; numRestored: number }[] = [];
  const sizes = Object.keys(hitDiceUsed).sort((a, b) => dieNumber(b) - dieNumber(a));
  for (const size of sizes) {
    const numRestored = Math.min(Math.max(0, Number(hitDiceUsed[size]) || 0), toRegain);
    toRegain -= numRestored;
    if (numRestored > 0) restored.push({ size, numRestored });
  }
  return restored;
}

export function computeHitPoints(
  character: RawCharacter,
  rules: IndexedRules,
  totalLevel: number,
  constitutionModifier: number,
  restingMaximums: Pick<RestingInfo, 'maxTechPoints' | 'maxForcePoints' | 'maxSuperiorityDice' | 'shortRestFeatures' | 'longRestFeatures'>,
  /** Hit points automated features add (Toughness-like traits). */
  featureBonus = 0,
): ComputedHitPoints {
  const stats = character.currentStats;
  const maximum = maximumHitPoints(character, rules, totalLevel, constitutionModifier, featureBonus);
  const current = Math.max(0, maximum - (Number(stats?.hitPointsLost) || 0));
  const used = stats?.hitDiceUsed ?? {};
  return {
    current,
    maximum,
    temporary: Math.max(0, Number(stats?.temporaryHitPoints) || 0),
    deathSaves: { successes: stats?.deathSaves?.successes ?? 0, failures: stats?.deathSaves?.failures ?? 0 },
    isAtZero: current === 0,
    hitDice: computeHitDice(character, rules),
    resting: {
      hitDieBonus: constitutionModifier,
      numHitDiceUsed: Object.values(used).reduce<number>((sum, count) => sum + (Number(count) || 0), 0),
      hitDiceRestored: hitDiceRestoredOnLongRest(used, totalLevel),
      ...restingMaximums,
    },
  };
}
