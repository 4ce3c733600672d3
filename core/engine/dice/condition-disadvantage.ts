// Which active conditions give the character disadvantage on its own rolls. The rule texts in the conditions data
// are worded differently from one data set to another, so the facts are kept here once, by condition name (names
// and rules are facts, not prose). A condition limited to some situations (Frightened: while its source is in view;
// Prone: melee reach and range matter) is only offered; the others apply. Exhaustion adds up by level.
import type { Ability } from '../character/types.ts';

export type RollKind = { type: 'check' } | { type: 'attack' } | { type: 'save'; ability?: Ability };

export interface DisadvantageSource {
  /** The condition's name, e.g. "Poisoned" or "Exhaustion 3". */
  name: string;
  /** True when it applies only in some situations (the player decides). */
  conditional: boolean;
}

type Affected = 'check' | 'attack' | 'save' | `save:${Ability}`;

const CONDITION_DISADVANTAGE: Record<string, { affects: Affected[]; conditional: boolean }> = {
  Blinded: { affects: ['attack'], conditional: false },
  Frightened: { affects: ['check', 'attack'], conditional: true },
  Poisoned: { affects: ['check', 'attack'], conditional: false },
  Prone: { affects: ['attack'], conditional: true },
  Restrained: { affects: ['attack', 'save:Dexterity'], conditional: false },
};

/** Exhaustion: level 1 and up gives disadvantage on ability checks; level 3 and up on attack rolls and saves too. */
export const EXHAUSTION_DISADVANTAGE: readonly { fromLevel: number; affects: Affected[] }[] = [
  { fromLevel: 1, affects: ['check'] },
  { fromLevel: 3, affects: ['attack', 'save'] },
];

function affects(list: readonly Affected[], roll: RollKind): boolean {
  return list.some((entry) => entry === roll.type || (roll.type === 'save' && roll.ability !== undefined && entry === `save:${roll.ability}`));
}

/** The active conditions (and exhaustion level) that give disadvantage on this roll. */
export function disadvantageSources(conditions: readonly { name: string }[], exhaustion: number, roll: RollKind): DisadvantageSource[] {
  const sources: DisadvantageSource[] = [];
  for (const { name } of conditions) {
    if (name === 'Exhaustion') {
      if (EXHAUSTION_DISADVANTAGE.some((row) => exhaustion >= row.fromLevel && affects(row.affects, roll))) sources.push({ name: `Exhaustion ${exhaustion}`, conditional: false });
      continue;
    }
    const rule = CONDITION_DISADVANTAGE[name];
    if (rule && affects(rule.affects, roll)) sources.push({ name, conditional: rule.conditional });
  }
  return sources;
}
