// Turn order: how initiative ties are settled, who is skipped, who comes next, and when a condition with a duration
// ends. The rules, in our words:
// - Higher initiative goes first. A tie goes to the higher initiative bonus (Dexterity modifier), then the higher
//   Dexterity score, then player characters before everyone else, then whoever stood earlier in the order (the order
//   combatants were added, or the game master's own reordering).
// - Defeated combatants are skipped (a character at 0 hit points is not defeated: it still makes its death saves).
// - A condition lasting N rounds ends at the end of the affected creature's Nth turn that begins after the condition
//   was applied: "until the end of its next turn" is 1 round, whoever applied it and whenever.
import type { ActiveCondition, Combatant, TrackerState } from '../document-schema.ts';

/** Negative when `a` goes before `b`. Combatants without initiative go after those with one. */
export function compareInitiative(a: Combatant, b: Combatant): number {
  if (a.initiative === null || b.initiative === null) return a.initiative === null ? (b.initiative === null ? 0 : 1) : -1;
  return (
    b.initiative - a.initiative ||
    b.initiativeBonus - a.initiativeBonus ||
    (a.dexterity !== undefined && b.dexterity !== undefined ? b.dexterity - a.dexterity : 0) ||
    (a.kind === 'character' ? 0 : 1) - (b.kind === 'character' ? 0 : 1)
  );
}

/** The combatants in initiative order; equal ones keep their present order (the sort is stable). */
export function sortByInitiative(combatants: readonly Combatant[]): Combatant[] {
  return [...combatants].sort(compareInitiative);
}

export const isSkipped = (combatant: Combatant) => combatant.defeated;

/** The next combatant to act after `index` (wrapping), and whether the order wrapped into a new round. */
export function nextActor(combatants: readonly Combatant[], index: number): { index: number; wrapped: boolean } | undefined {
  for (let step = 1; step <= combatants.length; step++) {
    const at = (index + step) % combatants.length;
    if (!isSkipped(combatants[at]!)) return { index: at, wrapped: index + step >= combatants.length };
  }
  return undefined;
}

/** The combatant who acted before `index` (wrapping), and whether that goes back into the previous round. */
export function previousActor(combatants: readonly Combatant[], index: number): { index: number; wrapped: boolean } | undefined {
  for (let step = 1; step <= combatants.length; step++) {
    const at = index - step;
    const wrappedAt = ((at % combatants.length) + combatants.length) % combatants.length;
    if (!isSkipped(combatants[wrappedAt]!)) return { index: wrappedAt, wrapped: at < 0 };
  }
  return undefined;
}

/** Where the order stands: the round and the index of the combatant whose turn it is (-1 before combat). */
export function position(state: Pick<TrackerState, 'round' | 'currentId' | 'combatants'>): { round: number; index: number } {
  return { round: state.round, index: state.currentId === null ? -1 : state.combatants.findIndex((c) => c.id === state.currentId) };
}

/**
 * The end of a condition lasting `rounds` rounds, applied now to `targetId`: the round of the target's last turn
 * under it. Before combat, the target's first turn is in round 1; during combat, its turn this round counts only if
 * it has not begun yet (a target whose turn it is now counts from its next turn).
 */
export function conditionEnd(state: Pick<TrackerState, 'round' | 'currentId' | 'combatants'>, targetId: string, rounds: number): { round: number; combatantId: string } {
  const { round, index } = position(state);
  if (round === 0 || index < 0) return { round: rounds, combatantId: targetId };
  const target = state.combatants.findIndex((c) => c.id === targetId);
  const begunThisRound = target >= 0 && target <= index;
  return { round: round + rounds - (begunThisRound ? 0 : 1), combatantId: targetId };
}

/**
 * Whether a condition still holds with the turn at `at`: until the end of its creature's turn in its last round (a
 * creature no longer in the order ends it when that round is over).
 */
export function conditionHolds(condition: ActiveCondition, combatants: readonly Combatant[], at: { round: number; index: number }): boolean {
  if (!condition.endsAt) return true;
  if (at.round < condition.endsAt.round) return true;
  if (at.round > condition.endsAt.round) return false;
  const owner = combatants.findIndex((c) => c.id === condition.endsAt!.combatantId);
  return owner >= 0 && owner >= at.index;
}
