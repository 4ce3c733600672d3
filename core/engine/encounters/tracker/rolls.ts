// The rolls the tracker's actions carry, made with the dice engine over an injected die roller (crypto in the app, a
// seeded one in tests): initiative for the chosen combatants (same-group monsters may share one roll), and the
// recharge dice of whoever acts next.
import type { DieRoller } from '../../dice/random-source.ts';
import { rollD20 } from '../../dice/roll.ts';
import type { TrackerState } from '../document-schema.ts';
import type { EncounterRules } from '../rules.ts';
import type { InitiativeRoll, TrackerAction } from './actions.ts';
import { nextActor, position } from './turn-order.ts';

export interface InitiativeOptions {
  /** Whom to roll for; by default every combatant that is not a player character. */
  ids?: readonly string[];
  /** Same-group monsters (same record, same custom monster) share one roll: true by default. */
  shareGroups?: boolean;
}

/** Rolls d20 + initiative bonus (with advantage where a trait grants it) and returns the action that records it. */
export function rollInitiative(state: TrackerState, roller: DieRoller, options: InitiativeOptions = {}): Extract<TrackerAction, { type: 'rollInitiative' }> {
  const wanted = options.ids ? new Set(options.ids) : undefined;
  const share = options.shareGroups ?? true;
  const targets = state.combatants.filter((c) => (wanted ? wanted.has(c.id) : c.kind !== 'character'));
  const byGroup = new Map<string, InitiativeRoll>();
  const rolls: InitiativeRoll[] = [];
  for (const combatant of targets) {
    const group = share && combatant.initiativeGroup ? combatant.initiativeGroup : undefined;
    const shared = group ? byGroup.get(group) : undefined;
    if (shared) {
      rolls.push({ ...shared, id: combatant.id, roll: `${shared.roll} (shared)` });
      continue;
    }
    const result = rollD20(combatant.initiativeBonus, combatant.initiativeAdvantage ? 'advantage' : 'normal', roller);
    const roll = { id: combatant.id, initiative: result.total, roll: result.text };
    if (group) byGroup.set(group, roll);
    rolls.push(roll);
  }
  return { type: 'rollInitiative', rolls };
}

/** The next turn, with a recharge die rolled for each spent recharge ability of whoever acts next. */
export function nextTurn(state: TrackerState, roller: DieRoller, rules: EncounterRules): Extract<TrackerAction, { type: 'nextTurn' }> {
  if (state.round === 0) return { type: 'nextTurn' };
  const { index } = position(state);
  const next = nextActor(state.combatants, index < 0 ? -1 : index);
  if (!next) return { type: 'nextTurn' };
  const actor = state.combatants[next.index]!;
  const sides = rules.constants['Recharge die'];
  const rechargeRolls = actor.recharge.filter((r) => !r.available).map((r) => ({ id: actor.id, name: r.name, roll: roller(sides) }));
  return rechargeRolls.length ? { type: 'nextTurn', rechargeRolls } : { type: 'nextTurn' };
}
