// Superiority dice and maneuvers: from Fighter, Scholar or the Scout's Deadeye Technique; modifiers and save DCs per type.
import type { ReportMissing } from './missing-rules.ts';
import { ABILITIES, type Ability, type CharacterClass, type RawCharacter } from '../character/types.ts';
import type { IndexedRules } from '../rules/index-rules.ts';
import type { ManeuverRule } from '../rules/types.ts';
import type { ComputedAbilityScores } from './ability-scores.ts';
import { tableNumber } from './level-tables.ts';
import { applyTweak } from './tweaks.ts';

export const MANEUVER_TYPES = ['Physical', 'Mental', 'General'] as const;
export type ManeuverType = (typeof MANEUVER_TYPES)[number];

/** Physical maneuvers use the best physical ability, mental the best mental one, general the best of all. */
export const MANEUVER_ABILITIES: Record<ManeuverType, readonly Ability[]> = {
  Physical: ['Strength', 'Dexterity', 'Constitution'],
  Mental: ['Intelligence', 'Wisdom', 'Charisma'],
  General: ABILITIES,
};

/** Who may pick maneuvers: Fighters (base class and the listed archetypes), Scholars, and Scouts of the Deadeye Technique. */
export function qualifiesForManeuvers(entry: Pick<CharacterClass, 'name' | 'archetype'>): boolean {
  // Every Fighter qualifies through the base class, so its maneuver archetypes (Tactical Specialist, Fireteam
  // Specialist and its Companion variant) need no test of their own.
  if (entry.name === 'Fighter') return true;
  if (entry.name === 'Scholar') return true;
  return entry.name === 'Scout' && entry.archetype?.name === 'Deadeye Technique';
}

/** A number from the superiority columns of the class table, or the archetype table (Deadeye Technique). */
function superiorityNumber(rules: IndexedRules, entry: CharacterClass, column: string): number {
  const classRule = rules.classes.get(entry.name);
  const archetype = entry.archetype ? rules.archetypes.get(entry.archetype.name) : undefined;
  const fromClass = entry.name === 'Scout' ? undefined : tableNumber(classRule, undefined, entry.levels, column);
  return fromClass ?? tableNumber(undefined, archetype, entry.levels, column) ?? 0;
}

/** How many maneuvers a class entry may know at its level (0 when it does not qualify). */
export function maneuversKnownLimit(rules: IndexedRules, entry: CharacterClass): number {
  return qualifiesForManeuvers(entry) ? superiorityNumber(rules, entry, 'Maneuvers Known') : 0;
}

export interface ManeuverTypeNumbers {
  modifier: number;
  saveDC: number;
}

export interface ComputedSuperiority {
  maxDice: number;
  currentDice: number;
  diceUsed: number;
  /** 'd4' ... 'd12' */
  diceSize: string;
  physical: ManeuverTypeNumbers;
  mental: ManeuverTypeNumbers;
  general: ManeuverTypeNumbers;
  maneuvers: ManeuverRule[];
}

export function computeSuperiority(
  character: RawCharacter,
  rules: IndexedRules,
  scores: ComputedAbilityScores,
  proficiencyBonus: number,
  warn: ReportMissing,
): ComputedSuperiority | false {
  let dice = 0;
  let size = 0;
  const maneuvers: ManeuverRule[] = [];
  const superiorClasses: CharacterClass[] = [];
  for (const entry of character.classes) {
    for (const name of [...(entry.maneuvers ?? []), ...(entry.archetype?.maneuvers ?? [])]) {
      const maneuver = rules.maneuvers.get(name);
      if (maneuver) maneuvers.push(maneuver);
      else warn('maneuver', name);
    }
    if (!qualifiesForManeuvers(entry)) continue;
    // Each class with the superiority feature adds its own dice to one pool.
    const own = superiorityNumber(rules, entry, 'Superiority Dice Quantity');
    if (own <= 0) continue;
    dice += own;
    superiorClasses.push(entry);
  }
  // The die size: the levels of those classes together, read on their tables (the largest when they differ).
  const levels = Math.min(20, superiorClasses.reduce((sum, entry) => sum + (Number(entry.levels) || 0), 0));
  for (const entry of superiorClasses) size = Math.max(size, superiorityNumber(rules, { ...entry, levels }, 'Superiority Dice Size'));
  const maxDice = applyTweak(character.tweaks, 'superiority.maxDice', dice);
  if (maxDice <= 0 && maneuvers.length === 0) return false;
  const used = Number(character.currentStats?.superiorityDiceUsed) || 0;
  const numbersFor = (type: ManeuverType): ManeuverTypeNumbers => {
    const key = type.toLowerCase();
    const best = Math.max(...MANEUVER_ABILITIES[type].map((ability) => scores[ability].modifier));
    const modifier = applyTweak(character.tweaks, `superiority.${key}Modifier`, best);
    return { modifier, saveDC: applyTweak(character.tweaks, `superiority.${key}SaveDC`, 8 + proficiencyBonus + modifier) };
  };
  return {
    maxDice,
    diceUsed: used,
    currentDice: Math.max(0, maxDice - used),
    diceSize: size > 0 ? `d${size}` : 'd4',
    physical: numbersFor('Physical'),
    mental: numbersFor('Mental'),
    general: numbersFor('General'),
    maneuvers,
  };
}
