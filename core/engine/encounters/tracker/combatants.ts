// Combatants for the tracker from what the encounter holds: a monster's record (read by monster-reading.ts), a custom
// monster, a party character (its numbers as the character engine computed them), or one typed in by hand.
import { parseDamageType } from '../../damage/damage-types.ts';
import type { DieRoller } from '../../dice/random-source.ts';
import { rollNotation } from '../../dice/roll.ts';
import type { CustomMonster, PartyCharacter, TrackerDefenses } from '../document-schema.ts';
import type { MonsterReading } from '../monster-reading.ts';
import type { NewCombatant } from './actions.ts';

const NO_DEFENSES: TrackerDefenses = { resistances: [], immunities: [], vulnerabilities: [], conditional: [], conditionImmunities: [] };

export interface MonsterHitPointsChoice {
  /** 'average' (the record's figure) or 'rolled' from its hit dice (the average when they cannot be read). */
  hitPoints: 'average' | 'rolled';
  roller?: DieRoller;
  /** A villainous monster's number of hit point pools (its villainous multiplier; the record does not say): 2 by default. */
  pools?: number;
}

/** The number of pools a villainous monster gets when the game master names none: "multiple" is at least two. */
export const DEFAULT_VILLAINOUS_POOLS = 2;

/** The hit points a monster starts with, and how they were found ("rolled 14d8+14: 81"). */
export function monsterHitPoints(reading: MonsterReading, choice: MonsterHitPointsChoice): { hitPoints: number; how: string } {
  if (choice.hitPoints === 'rolled' && reading.hitPoints.dice) {
    if (!choice.roller) throw new Error('Rolling hit points needs a die roller.');
    const result = rollNotation(reading.hitPoints.dice, choice.roller);
    return { hitPoints: Math.max(1, result.total), how: `rolled ${result.text}` };
  }
  return { hitPoints: Math.max(1, reading.hitPoints.average), how: 'average' };
}

/** A monster from its record, ready to add. */
export function monsterCombatant(reading: MonsterReading, choice: MonsterHitPointsChoice = { hitPoints: 'average' }, name = reading.name): NewCombatant {
  const { hitPoints } = monsterHitPoints(reading, choice);
  const pools = reading.villainous ? Math.max(1, Math.floor(choice.pools ?? DEFAULT_VILLAINOUS_POOLS)) : undefined;
  const uses = new Map<string, NewCombatant['uses'][number]>();
  for (const behavior of reading.behaviors) for (const use of behavior.uses) if (!uses.has(use.key)) uses.set(use.key, { key: use.key, label: use.label, max: use.count, used: 0, per: use.per });
  return {
    kind: 'monster',
    name,
    ref: reading.name,
    armorClass: reading.armorClass,
    initiativeBonus: reading.initiative.bonus,
    dexterity: reading.abilities.Dexterity.score,
    ...(reading.initiative.advantage ? { initiativeAdvantage: true } : {}),
    initiativeGroup: `monster:${reading.name.toLowerCase()}`,
    passivePerception: reading.passivePerception,
    hitPoints: { current: hitPoints, max: hitPoints, temp: 0 },
    ...(pools !== undefined ? { pools: { count: pools, depleted: 0 }, villainousActions: { max: pools - 1, left: pools - 1 } } : {}),
    defenses: {
      resistances: reading.defenses.resistances,
      immunities: reading.defenses.immunities,
      vulnerabilities: reading.defenses.vulnerabilities,
      conditional: reading.defenses.conditional,
      conditionImmunities: reading.defenses.conditionImmunities,
    },
    recharge: reading.behaviors.filter((b) => b.recharge).map((b) => ({ name: b.name, from: b.recharge!.from, available: true })),
    uses: [...uses.values()],
    ...(reading.legendaryActions ? { legendary: { max: reading.legendaryActions, left: reading.legendaryActions } } : {}),
  };
}

/** A custom monster of the encounter. */
export function customCombatant(monster: CustomMonster, name = monster.name): NewCombatant {
  return {
    kind: 'custom',
    name,
    ref: monster.id,
    armorClass: monster.armorClass,
    initiativeBonus: monster.initiativeBonus,
    initiativeGroup: `custom:${monster.id}`,
    hitPoints: { current: monster.hitPoints, max: monster.hitPoints, temp: 0 },
    defenses: NO_DEFENSES,
    recharge: [],
    uses: [],
  };
}

/** What the tracker shows of a player character, as the character engine computed it. */
export interface CharacterNumbers {
  armorClass: number;
  hitPoints: { current: number; max: number; temp: number };
  passivePerception: number;
  initiativeBonus: number;
  dexterity?: number;
  /** Damage types it resists, is immune or vulnerable to (the sheet's features), and conditions it is immune to. */
  resistances?: readonly string[];
  immunities?: readonly string[];
  vulnerabilities?: readonly string[];
  conditionImmunities?: readonly string[];
}

/** A party character. Its hit points are the tracker's own copy from here on: nothing is written back to the sheet. */
export function characterCombatant(character: Pick<PartyCharacter, 'id' | 'name'>, numbers: CharacterNumbers): NewCombatant {
  const typed = (list: readonly string[] | undefined) => [...new Set((list ?? []).map(parseDamageType).filter((type) => type !== undefined))];
  return {
    kind: 'character',
    name: character.name,
    ref: character.id,
    armorClass: numbers.armorClass,
    initiativeBonus: numbers.initiativeBonus,
    ...(numbers.dexterity !== undefined ? { dexterity: numbers.dexterity } : {}),
    passivePerception: numbers.passivePerception,
    hitPoints: { current: Math.max(0, numbers.hitPoints.current), max: Math.max(1, numbers.hitPoints.max), temp: Math.max(0, numbers.hitPoints.temp) },
    defenses: {
      resistances: typed(numbers.resistances),
      immunities: typed(numbers.immunities),
      vulnerabilities: typed(numbers.vulnerabilities),
      conditional: [],
      conditionImmunities: [...(numbers.conditionImmunities ?? [])],
    },
    recharge: [],
    uses: [],
  };
}

/** One typed in by hand: a name and an initiative bonus, and hit points and AC when the game master gives them. */
export function handCombatant(input: { name: string; initiativeBonus?: number; armorClass?: number; hitPoints?: number }): NewCombatant {
  return {
    kind: 'other',
    name: input.name,
    initiativeBonus: input.initiativeBonus ?? 0,
    ...(input.armorClass !== undefined ? { armorClass: input.armorClass } : {}),
    ...(input.hitPoints !== undefined && input.hitPoints >= 1 ? { hitPoints: { current: input.hitPoints, max: input.hitPoints, temp: 0 } } : {}),
    defenses: NO_DEFENSES,
    recharge: [],
    uses: [],
  };
}
