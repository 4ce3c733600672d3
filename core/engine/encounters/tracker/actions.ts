// What can happen at the table, as plain data: the combat tracker's actions. Every roll an action needs travels in
// it (rolled by the helpers in rolls.ts with the dice engine), so the reducer stays pure and repeatable, and an
// action can be logged, sent or replayed as JSON.
import type { DamageType } from '../../damage/damage-types.ts';
import type { Combatant } from '../document-schema.ts';

/** A combatant to add: the tracker gives it its id (and a number after its name when the name is taken). */
export type NewCombatant = Omit<Combatant, 'id' | 'conditions' | 'concentrationSaves' | 'defeated' | 'hidden' | 'initiative'> &
  Partial<Pick<Combatant, 'conditions' | 'hidden' | 'initiative'>>;

export interface InitiativeRoll {
  id: string;
  initiative: number;
  /** The roll as shown ("d20 (14) + 2 = 16"). */
  roll: string;
}

export interface RechargeRoll {
  id: string;
  /** The behavior's name. */
  name: string;
  /** The face of the recharge die. */
  roll: number;
}

export type TrackerAction =
  | { type: 'add'; combatants: NewCombatant[] }
  | { type: 'remove'; id: string }
  | { type: 'setInitiative'; id: string; initiative: number | null; roll?: string }
  | { type: 'rollInitiative'; rolls: InitiativeRoll[] }
  /** The game master's own order: move a combatant to a place in the order (0 = first). */
  | { type: 'move'; id: string; toIndex: number }
  | { type: 'start' }
  /** Ends the current turn and begins the next; carries the recharge rolls of whoever acts next. */
  | { type: 'nextTurn'; rechargeRolls?: RechargeRoll[] }
  | { type: 'previousTurn' }
  | { type: 'end' }
  /** `qualifierHolds`: the conditional defenses' qualifier applies to this hit ("from unenhanced weapons"). */
  | { type: 'damage'; id: string; amount: number; damageType?: DamageType; qualifierHolds?: boolean }
  | { type: 'heal'; id: string; amount: number }
  /** Temporary hit points do not add up: the creature keeps the larger amount. */
  | { type: 'tempHitPoints'; id: string; amount: number }
  | { type: 'setHitPoints'; id: string; current?: number; max?: number }
  | { type: 'addCondition'; id: string; name: string; rounds?: number; level?: number; sourceId?: string }
  | { type: 'removeCondition'; id: string; name: string }
  | { type: 'concentrate'; id: string; on: string | null }
  /** The oldest concentration save owed: made (kept) or failed (concentration ends). */
  | { type: 'concentrationSave'; id: string; kept: boolean }
  /** Spends a use (by its key) or a recharge ability (by its name). */
  | { type: 'useAbility'; id: string; key: string }
  /** Gives a use back, or makes a recharge ability available again. */
  | { type: 'restoreAbility'; id: string; key: string }
  /** `action`: the legendary action's name, for the log ("uses Tail Swipe"); without one the log names the count only. */
  | { type: 'spendLegendary'; id: string; cost: number; action?: string }
  | { type: 'spendVillainousAction'; id: string }
  | { type: 'setDefeated'; id: string; defeated: boolean }
  | { type: 'setHidden'; id: string; hidden: boolean }
  | { type: 'note'; text: string };
