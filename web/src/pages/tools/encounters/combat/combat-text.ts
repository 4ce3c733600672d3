// How the tracker words what it shows: hit points, conditions with the turn they end, whose turn it is, a combatant's
// kind, a monster's state for the players, and the bits of a stat block (modifiers, rolls, uses).
import type { ActiveCondition, Combatant, CreatureState, HitPoints, TrackerState } from '../../../../../../core/engine/encounters/index.ts';

export const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/**
 * A text closed as a sentence: a full stop added unless it already ends with one (a record's speeds often end with
 * the abbreviation "ft."), so a stat block never shows "30 ft., fly 60 ft..".
 */
export const asSentence = (text: string) => (/[.!?]\s*$/.test(text) ? text.trimEnd() : `${text.trimEnd()}.`);

export function hitPointsText(hp: HitPoints): string {
  return `${hp.current} / ${hp.max}${hp.temp ? ` (+${hp.temp} temporary)` : ''}`;
}

/** "Restrained, 2 rounds (to the end of its turn in round 3)", "Exhaustion 2". */
export function conditionText(condition: ActiveCondition): string {
  const level = condition.level !== undefined ? ` ${condition.level}` : '';
  if (!condition.endsAt) return `${condition.name}${level}`;
  return `${condition.name}${level}, until the end of its turn in round ${condition.endsAt.round}`;
}

/** The short form for a row: "Restrained (to round 3)". */
export function conditionChip(condition: ActiveCondition): string {
  const level = condition.level !== undefined ? ` ${condition.level}` : '';
  return condition.endsAt ? `${condition.name}${level} (to round ${condition.endsAt.round})` : `${condition.name}${level}`;
}

export const KIND_LABEL: Record<Combatant['kind'], string> = { monster: 'Monster', custom: 'Custom monster', character: 'Player character', other: 'Added by hand' };

export function currentCombatant(tracker: TrackerState): Combatant | undefined {
  return tracker.currentId === null ? undefined : tracker.combatants.find((c) => c.id === tracker.currentId);
}

/** "Round 2: Nexu's turn", "Not started". */
export function turnText(tracker: TrackerState): string {
  const current = currentCombatant(tracker);
  if (tracker.round === 0 || !current) return 'Combat has not started';
  return `Round ${tracker.round}: ${current.name}'s turn`;
}

export const STATE_WORDS: Record<CreatureState, string> = { unhurt: 'Unhurt', hurt: 'Hurt', bloodied: 'Bloodied', defeated: 'Defeated' };

/** "3/day", "1/turn", "2/maintenance". */
export const perText = (per: 'day' | 'rest' | 'turn' | 'maintenance') => (per === 'rest' ? 'per rest' : `per ${per}`);

/** "Recharge 5-6", "Recharge 6". */
export const rechargeText = (from: number) => `Recharge ${from}${from < 6 ? '-6' : ''}`;
