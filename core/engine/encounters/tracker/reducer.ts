// The combat tracker as a pure reducer: (state, action) -> state, the state plain JSON kept in the encounter document.
// An action naming a combatant that is not there, or asking what cannot be done (spending a legendary action none is
// left of), returns the state unchanged. What happened is written to the log, newest last.
//
// Rules the reducer applies (turn order and condition durations: see turn-order.ts):
// - Damage with a type goes through the creature's defenses (core/engine/damage), conditional defenses only when the
//   action says their qualifier holds; temporary hit points are spent first.
// - A monster (or custom or hand-added combatant) at 0 hit points is defeated, and skipped; healing brings it back.
//   A player character at 0 falls unconscious and keeps its turns; healing wakes it. Damage at 0 is noted as a
//   failed death save. Nothing here writes into the player's character: the tracker keeps its own copy.
// - A villainous monster's damage and healing touch only its active pool; damage beyond it is lost. A depleted pool
//   makes the next one active, costs one villainous action, makes its recharge abilities ready and reminds the game
//   master that it saves against its ongoing effects; with every pool depleted it is defeated.
// - A concentrating creature that takes damage owes a concentration save: DC 10 or half the damage taken (rounded
//   down), whichever is higher, per hit. A failed save, 0 hit points or an incapacitating condition ends it.
// - At the start of a creature's turn: its spent recharge abilities roll the recharge die (the rolls travel in the
//   action), its legendary actions and villainous actions come back, and every creature's once-per-turn uses reset.
import { applyDamageType } from '../../damage/damage-types.ts';
import { temporaryFirst } from '../../damage/temporary-points.ts';
import { defensesFor } from '../defenses.ts';
import type { ActiveCondition, Combatant, TrackerState } from '../document-schema.ts';
import { conditionNamed, conditionsImplied, type EncounterRules } from '../rules.ts';
import type { NewCombatant, RechargeRoll, TrackerAction } from './actions.ts';
import { conditionEnd, conditionHolds, nextActor, position, previousActor, sortByInitiative } from './turn-order.ts';

/** The log keeps this many entries, dropping the oldest. */
export const LOG_LIMIT = 300;
/** Conditions ended by turn changes that a step back can restore. */
export const ENDED_LIMIT = 50;

export type TrackerReducer = (state: TrackerState, action: TrackerAction) => TrackerState;

/** An empty tracker: no combatants, combat not started. */
export function newTracker(): TrackerState {
  return { round: 0, currentId: null, combatants: [], ended: [], log: [], nextId: 1 };
}

interface Line {
  text: string;
  combatantId?: string;
}

/** The reducer for a rules catalogue (its concentration DC rule and its conditions). */
export function createTrackerReducer(rules: EncounterRules): TrackerReducer {
  const ctx: Context = {
    rules,
    minDc: rules.constants['Concentration DC minimum'],
    divisor: rules.constants['Concentration DC damage divisor'],
  };
  return (state, action) => reduce(ctx, state, action);
}

interface Context {
  rules: EncounterRules;
  minDc: number;
  divisor: number;
}

function withLog(state: TrackerState, lines: readonly Line[], round = state.round): TrackerState {
  if (!lines.length) return state;
  const log = [...state.log, ...lines.map((line) => ({ round, text: line.text, ...(line.combatantId ? { combatantId: line.combatantId } : {}) }))];
  return { ...state, log: log.length > LOG_LIMIT ? log.slice(log.length - LOG_LIMIT) : log };
}

function replaceCombatant(state: TrackerState, updated: Combatant): TrackerState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === updated.id ? updated : c)) };
}

/** Applies `change` to one combatant; unchanged state when it is not there or the change returns nothing. */
function change(state: TrackerState, id: string, fn: (c: Combatant, lines: Line[]) => Combatant | undefined): TrackerState {
  const combatant = state.combatants.find((c) => c.id === id);
  if (!combatant) return state;
  const lines: Line[] = [];
  const updated = fn(combatant, lines);
  if (!updated) return state;
  return withLog(replaceCombatant(state, updated), lines);
}

function uniqueName(name: string, taken: Set<string>): string {
  const base = name.trim();
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

/** The action of one type. */
type ActionOf<T extends TrackerAction['type']> = Extract<TrackerAction, { type: T }>;
type Handler<T extends TrackerAction['type']> = (ctx: Context, state: TrackerState, action: ActionOf<T>) => TrackerState;

/** One named handler per action type (a type this table lacks does not compile). */
const HANDLERS: { readonly [T in TrackerAction['type']]: Handler<T> } = {
  add: onAdd,
  remove: onRemove,
  setInitiative: onSetInitiative,
  rollInitiative: onRollInitiative,
  move: onMove,
  start: onStart,
  nextTurn: onNextTurn,
  previousTurn: onPreviousTurn,
  end: onEnd,
  damage: onDamage,
  heal: onHeal,
  tempHitPoints: onTempHitPoints,
  setHitPoints: onSetHitPoints,
  addCondition: onAddCondition,
  removeCondition: onRemoveCondition,
  concentrate: onConcentrate,
  concentrationSave: onConcentrationSave,
  useAbility: onUseAbility,
  restoreAbility: onRestoreAbility,
  spendLegendary: onSpendLegendary,
  spendVillainousAction: onSpendVillainousAction,
  setDefeated: onSetDefeated,
  setHidden: onSetHidden,
  note: onNote,
};

function reduce(ctx: Context, state: TrackerState, action: TrackerAction): TrackerState {
  // An action of a type the tracker does not know (an older or newer document's) changes nothing.
  const handler = Object.hasOwn(HANDLERS, action.type) ? (HANDLERS[action.type] as Handler<TrackerAction['type']>) : undefined;
  return handler ? handler(ctx, state, action) : state;
}

function onAdd(_ctx: Context, state: TrackerState, action: ActionOf<'add'>): TrackerState {
  return add(state, action.combatants);
}

function onRemove(_ctx: Context, state: TrackerState, action: ActionOf<'remove'>): TrackerState {
  return remove(state, action.id);
}

function onSetInitiative(_ctx: Context, state: TrackerState, action: ActionOf<'setInitiative'>): TrackerState {
  const target = state.combatants.find((c) => c.id === action.id);
  if (!target || (action.initiative !== null && !Number.isInteger(action.initiative))) return state;
  const { initiativeRoll: _dropped, ...rest } = target;
  const updated: Combatant = { ...rest, initiative: action.initiative, ...(action.roll ? { initiativeRoll: action.roll } : {}) };
  const next = { ...state, combatants: sortByInitiative(state.combatants.map((c) => (c.id === action.id ? updated : c))) };
  return withLog(next, [{ text: action.initiative === null ? `${target.name}'s initiative is cleared.` : `${target.name}: initiative ${action.initiative}${action.roll ? ` (${action.roll})` : ''}.`, combatantId: target.id }]);
}

function onRollInitiative(_ctx: Context, state: TrackerState, action: ActionOf<'rollInitiative'>): TrackerState {
  const rolls = new Map(action.rolls.filter((r) => Number.isInteger(r.initiative)).map((r) => [r.id, r]));
  const lines: Line[] = [];
  const combatants = state.combatants.map((c) => {
    const roll = rolls.get(c.id);
    if (!roll) return c;
    lines.push({ text: `${c.name} rolls initiative: ${roll.roll}.`, combatantId: c.id });
    return { ...c, initiative: roll.initiative, initiativeRoll: roll.roll };
  });
  if (!lines.length) return state;
  return withLog({ ...state, combatants: sortByInitiative(combatants) }, lines);
}

function onMove(_ctx: Context, state: TrackerState, action: ActionOf<'move'>): TrackerState {
  const from = state.combatants.findIndex((c) => c.id === action.id);
  if (from < 0 || !Number.isInteger(action.toIndex)) return state;
  const to = Math.max(0, Math.min(state.combatants.length - 1, action.toIndex));
  if (to === from) return state;
  const combatants = [...state.combatants];
  const [moved] = combatants.splice(from, 1);
  combatants.splice(to, 0, moved!);
  return withLog({ ...state, combatants }, [{ text: `${moved!.name} moves to place ${to + 1} in the order.`, combatantId: moved!.id }]);
}

function onStart(_ctx: Context, state: TrackerState, _action: ActionOf<'start'>): TrackerState {
  return start(state);
}

function onNextTurn(_ctx: Context, state: TrackerState, action: ActionOf<'nextTurn'>): TrackerState {
  return state.round === 0 ? start(state) : nextTurn(state, action.rechargeRolls ?? []);
}

function onPreviousTurn(_ctx: Context, state: TrackerState, _action: ActionOf<'previousTurn'>): TrackerState {
  return previousTurn(state);
}

function onEnd(_ctx: Context, state: TrackerState, _action: ActionOf<'end'>): TrackerState {
  if (state.round === 0) return state;
  return withLog({ ...state, round: 0, currentId: null }, [{ text: `Combat ends after round ${state.round}.` }], state.round);
}

function onDamage(ctx: Context, state: TrackerState, action: ActionOf<'damage'>): TrackerState {
  return damage(ctx, state, action.id, action.amount, action.damageType, action.qualifierHolds ?? false);
}

function onHeal(_ctx: Context, state: TrackerState, action: ActionOf<'heal'>): TrackerState {
  return heal(state, action.id, action.amount);
}

function onTempHitPoints(_ctx: Context, state: TrackerState, action: ActionOf<'tempHitPoints'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    const amount = Math.floor(action.amount);
    if (!c.hitPoints || !(amount >= 0)) return undefined;
    const temp = Math.max(c.hitPoints.temp, amount);
    lines.push({ text: temp === c.hitPoints.temp && amount < temp ? `${c.name} keeps ${temp} temporary hit points (more than ${amount}).` : `${c.name} has ${temp} temporary hit points.`, combatantId: c.id });
    return { ...c, hitPoints: { ...c.hitPoints, temp } };
  });
}

function onSetHitPoints(_ctx: Context, state: TrackerState, action: ActionOf<'setHitPoints'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    if (!c.hitPoints) return undefined;
    const max = action.max !== undefined && Number.isInteger(action.max) && action.max >= 1 ? action.max : c.hitPoints.max;
    const current = Math.min(max, Math.max(0, action.current !== undefined && Number.isInteger(action.current) ? action.current : c.hitPoints.current));
    lines.push({ text: `${c.name}'s hit points are set to ${current} of ${max}.`, combatantId: c.id });
    return afterHitPointsChange({ ...c, hitPoints: { ...c.hitPoints, current, max } }, c, lines);
  });
}

function onAddCondition(ctx: Context, state: TrackerState, action: ActionOf<'addCondition'>): TrackerState {
  return addCondition(ctx, state, action);
}

function onRemoveCondition(_ctx: Context, state: TrackerState, action: ActionOf<'removeCondition'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    const wanted = action.name.trim().toLowerCase();
    if (!c.conditions.some((x) => x.name.toLowerCase() === wanted)) return undefined;
    const removed = c.conditions.find((x) => x.name.toLowerCase() === wanted)!;
    lines.push({ text: `${c.name} is no longer ${removed.name.toLowerCase()}.`, combatantId: c.id });
    return { ...c, conditions: c.conditions.filter((x) => x.name.toLowerCase() !== wanted) };
  });
}

function onConcentrate(_ctx: Context, state: TrackerState, action: ActionOf<'concentrate'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    const on = action.on?.trim();
    if (!on) {
      if (!c.concentration) return undefined;
      lines.push({ text: `${c.name} stops concentrating on ${c.concentration.on}.`, combatantId: c.id });
      const { concentration: _ended, ...rest } = c;
      return { ...rest, concentrationSaves: [] };
    }
    lines.push({ text: `${c.name} concentrates on ${on}.`, combatantId: c.id });
    return { ...c, concentration: { on }, concentrationSaves: [] };
  });
}

function onConcentrationSave(_ctx: Context, state: TrackerState, action: ActionOf<'concentrationSave'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    if (!c.concentration || !c.concentrationSaves.length) return undefined;
    const [dc, ...rest] = c.concentrationSaves;
    if (action.kept) {
      lines.push({ text: `${c.name} keeps concentrating on ${c.concentration.on} (DC ${dc}).`, combatantId: c.id });
      return { ...c, concentrationSaves: rest };
    }
    lines.push({ text: `${c.name} fails the DC ${dc} save and loses concentration on ${c.concentration.on}.`, combatantId: c.id });
    const { concentration: _lost, ...others } = c;
    return { ...others, concentrationSaves: [] };
  });
}

function onUseAbility(_ctx: Context, state: TrackerState, action: ActionOf<'useAbility'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    const recharge = c.recharge.find((r) => r.name === action.key);
    if (recharge) {
      if (!recharge.available) return undefined;
      lines.push({ text: `${c.name} uses ${recharge.name} (recharge ${recharge.from}${recharge.from < 6 ? '-6' : ''}).`, combatantId: c.id });
      return { ...c, recharge: c.recharge.map((r) => (r === recharge ? { ...r, available: false } : r)) };
    }
    const use = c.uses.find((u) => u.key === action.key);
    if (!use || use.used >= use.max) return undefined;
    lines.push({ text: `${c.name} uses ${use.label} (${use.max - use.used - 1} of ${use.max} left ${perText(use.per)}).`, combatantId: c.id });
    return { ...c, uses: c.uses.map((u) => (u === use ? { ...u, used: u.used + 1 } : u)) };
  });
}

function onRestoreAbility(_ctx: Context, state: TrackerState, action: ActionOf<'restoreAbility'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    const recharge = c.recharge.find((r) => r.name === action.key);
    if (recharge) {
      if (recharge.available) return undefined;
      lines.push({ text: `${c.name}'s ${recharge.name} is ready again.`, combatantId: c.id });
      return { ...c, recharge: c.recharge.map((r) => (r === recharge ? { ...r, available: true } : r)) };
    }
    const use = c.uses.find((u) => u.key === action.key);
    if (!use || use.used === 0) return undefined;
    lines.push({ text: `${c.name} gets a use of ${use.label} back (${use.max - use.used + 1} of ${use.max} left).`, combatantId: c.id });
    return { ...c, uses: c.uses.map((u) => (u === use ? { ...u, used: u.used - 1 } : u)) };
  });
}

function onSpendLegendary(_ctx: Context, state: TrackerState, action: ActionOf<'spendLegendary'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    const cost = action.cost;
    if (!c.legendary || !Number.isInteger(cost) || cost < 1 || c.legendary.left < cost) return undefined;
    const left = c.legendary.left - cost;
    const spent = `${cost} legendary action${cost === 1 ? '' : 's'}`;
    const what = action.action?.trim() ? `uses ${action.action.trim()} (${spent}, ${left} left this round)` : `spends ${spent} (${left} left this round)`;
    lines.push({ text: `${c.name} ${what}.`, combatantId: c.id });
    return { ...c, legendary: { ...c.legendary, left } };
  });
}

function onSpendVillainousAction(_ctx: Context, state: TrackerState, action: ActionOf<'spendVillainousAction'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    if (!c.villainousActions || c.villainousActions.left < 1) return undefined;
    const left = c.villainousActions.left - 1;
    lines.push({ text: `${c.name} takes a villainous action (${left} left until its turn).`, combatantId: c.id });
    return { ...c, villainousActions: { ...c.villainousActions, left } };
  });
}

function onSetDefeated(_ctx: Context, state: TrackerState, action: ActionOf<'setDefeated'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    if (c.defeated === action.defeated) return undefined;
    lines.push({ text: action.defeated ? `${c.name} is defeated.` : `${c.name} is back in the fight.`, combatantId: c.id });
    return { ...c, defeated: action.defeated };
  });
}

function onSetHidden(_ctx: Context, state: TrackerState, action: ActionOf<'setHidden'>): TrackerState {
  return change(state, action.id, (c, lines) => {
    if (c.hidden === action.hidden) return undefined;
    lines.push({ text: action.hidden ? `${c.name} is hidden from the players.` : `${c.name} is revealed to the players.`, combatantId: c.id });
    return { ...c, hidden: action.hidden };
  });
}

function onNote(_ctx: Context, state: TrackerState, action: ActionOf<'note'>): TrackerState {
  return action.text.trim() ? withLog(state, [{ text: action.text.trim() }]) : state;
}

const perText = (per: Combatant['uses'][number]['per']) => (per === 'day' ? 'today' : per === 'rest' ? 'until a rest' : per === 'turn' ? 'this turn' : 'until maintenance');

function add(state: TrackerState, incoming: readonly NewCombatant[]): TrackerState {
  if (!incoming.length) return state;
  const taken = new Set(state.combatants.map((c) => c.name.toLowerCase()));
  let nextId = state.nextId;
  const added: Combatant[] = incoming.map((fresh) => {
    const name = uniqueName(fresh.name, taken);
    taken.add(name.toLowerCase());
    return { ...fresh, id: `c${nextId++}`, name, initiative: fresh.initiative ?? null, conditions: fresh.conditions ?? [], concentrationSaves: [], defeated: false, hidden: fresh.hidden ?? false };
  });
  const combatants = [...state.combatants, ...added];
  const next = { ...state, nextId, combatants: added.some((c) => c.initiative !== null) ? sortByInitiative(combatants) : combatants };
  return withLog(next, added.map((c) => ({ text: `${c.name} joins${state.round > 0 ? ' the fight' : ''}.`, combatantId: c.id })));
}

function remove(state: TrackerState, id: string): TrackerState {
  const index = state.combatants.findIndex((c) => c.id === id);
  if (index < 0) return state;
  const removed = state.combatants[index]!;
  let currentId = state.currentId;
  // Removing whoever's turn it is hands the turn on, without ending or starting anything.
  if (currentId === id) {
    const next = nextActor(state.combatants, index);
    currentId = next && next.index !== index ? state.combatants[next.index]!.id : null;
  }
  const combatants = state.combatants.filter((c) => c.id !== id);
  return withLog(
    { ...state, combatants, currentId, ended: state.ended.filter((e) => e.combatantId !== id), round: currentId === null ? 0 : state.round },
    [{ text: `${removed.name} leaves the tracker.`, combatantId: id }],
  );
}

function start(state: TrackerState): TrackerState {
  if (state.round > 0) return state;
  const first = nextActor(state.combatants, -1);
  if (!first) return state;
  const current = state.combatants[first.index]!;
  const begun = withLog({ ...state, round: 1, currentId: current.id, ended: [] }, [{ text: 'Combat begins: round 1.' }], 1);
  return turnStart(begun, current.id, []);
}

function nextTurn(state: TrackerState, rechargeRolls: readonly RechargeRoll[]): TrackerState {
  const { index } = position(state);
  const next = nextActor(state.combatants, index < 0 ? -1 : index);
  if (!next) return state;
  const round = state.round + (next.wrapped ? 1 : 0);
  const current = state.combatants[next.index]!;
  let moved: TrackerState = { ...state, round, currentId: current.id };
  if (next.wrapped) moved = withLog(moved, [{ text: `Round ${round}.` }], round);
  moved = expireConditions(moved);
  return turnStart(moved, current.id, rechargeRolls);
}

/** Conditions whose last turn has ended leave their creatures; they are kept a while for a step back. */
function expireConditions(state: TrackerState): TrackerState {
  const at = position(state);
  const ended: TrackerState['ended'] = [];
  const lines: Line[] = [];
  const combatants = state.combatants.map((c) => {
    const kept = c.conditions.filter((condition) => conditionHolds(condition, state.combatants, at));
    if (kept.length === c.conditions.length) return c;
    for (const condition of c.conditions.filter((x) => !kept.includes(x))) {
      ended.push({ combatantId: c.id, condition });
      const rounds = condition.rounds ?? 0;
      lines.push({ text: `${c.name} is no longer ${condition.name.toLowerCase()} (${rounds} round${rounds === 1 ? '' : 's'} over).`, combatantId: c.id });
    }
    return { ...c, conditions: kept };
  });
  if (!ended.length) return state;
  const all = [...state.ended, ...ended];
  return withLog({ ...state, combatants, ended: all.length > ENDED_LIMIT ? all.slice(all.length - ENDED_LIMIT) : all }, lines);
}

function turnStart(state: TrackerState, id: string, rechargeRolls: readonly RechargeRoll[]): TrackerState {
  const lines: Line[] = [];
  const combatants = state.combatants.map((c) => {
    // Once-per-turn uses come back at the start of every turn, whoever's it is.
    const uses = c.uses.some((u) => u.per === 'turn' && u.used > 0) ? c.uses.map((u) => (u.per === 'turn' ? { ...u, used: 0 } : u)) : c.uses;
    if (c.id !== id) return uses === c.uses ? c : { ...c, uses };
    lines.push({ text: `${c.name}'s turn.`, combatantId: c.id });
    const recharge = c.recharge.map((r) => {
      if (r.available) return r;
      const roll = rechargeRolls.find((x) => x.id === c.id && x.name === r.name);
      if (!roll) {
        lines.push({ text: `${c.name}: the recharge of ${r.name} was not rolled; it stays spent.`, combatantId: c.id });
        return r;
      }
      const ready = roll.roll >= r.from;
      lines.push({ text: `${c.name}: the recharge die for ${r.name} shows ${roll.roll}: ${ready ? 'ready again' : 'still spent'}.`, combatantId: c.id });
      return ready ? { ...r, available: true } : r;
    });
    return {
      ...c,
      uses,
      recharge,
      ...(c.legendary ? { legendary: { ...c.legendary, left: c.legendary.max } } : {}),
      ...(c.villainousActions ? { villainousActions: { ...c.villainousActions, left: c.villainousActions.max } } : {}),
    };
  });
  return withLog({ ...state, combatants }, lines);
}

function previousTurn(state: TrackerState): TrackerState {
  if (state.round === 0) return state;
  const { index } = position(state);
  if (index < 0) return state;
  const back = previousActor(state.combatants, index);
  if (!back) return state;
  const round = state.round - (back.wrapped ? 1 : 0);
  if (round < 1) return state;
  const current = state.combatants[back.index]!;
  const at = { round, index: back.index };
  // Conditions the undone turn change ended hold again.
  const restore = state.ended.filter((e) => conditionHolds(e.condition, state.combatants, at));
  const combatants = state.combatants.map((c) => {
    const back = restore.filter((e) => e.combatantId === c.id && !c.conditions.some((x) => x.name === e.condition.name)).map((e) => e.condition);
    return back.length ? { ...c, conditions: [...c.conditions, ...back] } : c;
  });
  const lines: Line[] = [{ text: `Back to ${current.name}'s turn (round ${round}).`, combatantId: current.id }];
  for (const e of restore) lines.push({ text: `${state.combatants.find((c) => c.id === e.combatantId)?.name ?? 'A creature'} is ${e.condition.name.toLowerCase()} again.`, combatantId: e.combatantId });
  return withLog({ ...state, round, currentId: current.id, combatants, ended: state.ended.filter((e) => !restore.includes(e)) }, lines, round);
}

/** After hit points changed: defeat at 0 (or unconsciousness for a character), revival above it. */
function afterHitPointsChange(c: Combatant, before: Combatant, lines: Line[]): Combatant {
  const hp = c.hitPoints!;
  const wasDown = (before.hitPoints?.current ?? 1) === 0;
  if (hp.current === 0 && !wasDown) {
    const { concentration, ...rest } = c;
    if (concentration) lines.push({ text: `${c.name} loses concentration on ${concentration.on}.`, combatantId: c.id });
    if (c.kind === 'character') {
      lines.push({ text: `${c.name} falls unconscious at 0 hit points.`, combatantId: c.id });
      const unconscious = c.conditions.some((x) => x.name === 'Unconscious') ? c.conditions : [...c.conditions, { name: 'Unconscious', automatic: true as const }];
      return { ...rest, concentrationSaves: [], conditions: unconscious };
    }
    lines.push({ text: `${c.name} is defeated.`, combatantId: c.id });
    return { ...rest, concentrationSaves: [], defeated: true };
  }
  if (hp.current > 0 && wasDown) {
    if (c.kind === 'character') {
      lines.push({ text: `${c.name} is conscious again.`, combatantId: c.id });
      return { ...c, conditions: c.conditions.filter((x) => !(x.name === 'Unconscious' && x.automatic)) };
    }
    if (c.defeated) {
      lines.push({ text: `${c.name} is back in the fight.`, combatantId: c.id });
      return { ...c, defeated: false };
    }
  }
  return c;
}

function damage(ctx: Context, state: TrackerState, id: string, amount: number, type: Parameters<typeof applyDamageType>[1], qualifierHolds: boolean): TrackerState {
  return change(state, id, (c, lines) => {
    if (!c.hitPoints || !Number.isFinite(amount) || amount < 0) return undefined;
    const applied = applyDamageType(amount, type, defensesFor(c.defenses, qualifierHolds));
    let { current } = c.hitPoints;
    const { absorbed, temporaryLeft: temp, remaining } = temporaryFirst(applied.taken, c.hitPoints.temp);
    const wasDown = current === 0;
    const lost = Math.min(current, remaining);
    current -= lost;
    lines.push({ text: `${c.name} takes ${applied.explanation}${absorbed ? ` (${absorbed} by temporary hit points)` : ''}.`, combatantId: c.id });
    let updated: Combatant = { ...c, hitPoints: { ...c.hitPoints, current, temp } };
    if (wasDown && applied.taken > 0 && c.kind === 'character') lines.push({ text: `${c.name} is hit at 0 hit points: one failed death save (two on a critical hit).`, combatantId: c.id });
    if (c.concentration && applied.taken > 0 && current > 0) {
      const dc = Math.max(ctx.minDc, Math.floor(applied.taken / ctx.divisor));
      lines.push({ text: `${c.name} must make a DC ${dc} Constitution save to keep concentrating on ${c.concentration.on}.`, combatantId: c.id });
      updated = { ...updated, concentrationSaves: [...c.concentrationSaves, dc] };
    }
    if (current === 0 && !wasDown && c.pools && c.pools.depleted + 1 < c.pools.count) return depletePool(updated, lines);
    if (current === 0 && c.pools) updated = { ...updated, pools: { ...c.pools, depleted: c.pools.count } };
    return afterHitPointsChange(updated, c, lines);
  });
}

/** A villain's active pool ran dry with another left: the next becomes active. */
function depletePool(c: Combatant, lines: Line[]): Combatant {
  const pools = { ...c.pools!, depleted: c.pools!.depleted + 1 };
  const left = pools.count - pools.depleted;
  lines.push({
    text: `${c.name}'s hit point pool is depleted: ${left} pool${left === 1 ? '' : 's'} left. It saves against every ongoing effect, and its abilities that recharge are ready again.`,
    combatantId: c.id,
  });
  const villainousActions = c.villainousActions ? { max: Math.max(0, c.villainousActions.max - 1), left: Math.max(0, Math.min(c.villainousActions.left, c.villainousActions.max - 1)) } : undefined;
  return {
    ...c,
    pools,
    hitPoints: { ...c.hitPoints!, current: c.hitPoints!.max },
    recharge: c.recharge.map((r) => ({ ...r, available: true })),
    ...(villainousActions ? { villainousActions } : {}),
  };
}

function heal(state: TrackerState, id: string, amount: number): TrackerState {
  return change(state, id, (c, lines) => {
    const points = Math.floor(amount);
    if (!c.hitPoints || !(points > 0)) return undefined;
    // A villain with every pool spent is beyond healing in the tracker: the game master restores it by hand.
    if (c.pools && c.pools.depleted >= c.pools.count) return undefined;
    const current = Math.min(c.hitPoints.max, c.hitPoints.current + points);
    lines.push({ text: `${c.name} regains ${current - c.hitPoints.current} hit points (${current} of ${c.hitPoints.max}).`, combatantId: c.id });
    return afterHitPointsChange({ ...c, hitPoints: { ...c.hitPoints, current } }, c, lines);
  });
}

function addCondition(ctx: Context, state: TrackerState, action: Extract<TrackerAction, { type: 'addCondition' }>): TrackerState {
  const row = conditionNamed(ctx.rules, action.name);
  const name = row?.name ?? action.name.trim();
  if (!name) return state;
  return change(state, action.id, (c, lines) => {
    if (c.defenses.conditionImmunities.some((x) => x.toLowerCase() === name.toLowerCase())) {
      lines.push({ text: `${c.name} is immune to being ${name.toLowerCase()}.`, combatantId: c.id });
      return c;
    }
    const rounds = action.rounds !== undefined && Number.isInteger(action.rounds) && action.rounds >= 1 ? action.rounds : undefined;
    const level = row?.maxLevel !== undefined ? Math.min(row.maxLevel, Math.max(1, Math.floor(action.level ?? 1))) : undefined;
    const condition: ActiveCondition = {
      name,
      ...(level !== undefined ? { level } : {}),
      ...(rounds ? { rounds, endsAt: conditionEnd(state, c.id, rounds) } : {}),
      ...(action.sourceId && state.combatants.some((x) => x.id === action.sourceId) ? { sourceId: action.sourceId } : {}),
    };
    const source = condition.sourceId ? state.combatants.find((x) => x.id === condition.sourceId)!.name : undefined;
    lines.push({
      text: `${c.name} is ${name.toLowerCase()}${level !== undefined ? ` (level ${level})` : ''}${rounds ? ` for ${rounds} round${rounds === 1 ? '' : 's'}, until the end of its turn in round ${condition.endsAt!.round}` : ''}${source ? `, by ${source}` : ''}.`,
      combatantId: c.id,
    });
    let updated: Combatant = { ...c, conditions: [...c.conditions.filter((x) => x.name !== name), condition] };
    if (c.concentration && conditionsImplied(ctx.rules, name).includes('Incapacitated')) {
      lines.push({ text: `${c.name} is incapacitated and loses concentration on ${c.concentration.on}.`, combatantId: c.id });
      const { concentration: _lost, ...rest } = updated;
      updated = { ...rest, concentrationSaves: [] };
    }
    return updated;
  });
}
