// The sheet's rolls: what a roll button asks for, what the log keeps (the last 50 of this session), and how the
// chosen advantage mode meets the disadvantage that conditions give.
import {
  disadvantageSources,
  rollD20,
  rollNotation,
  rollShareText,
  type DieRoller,
  type DisadvantageSource,
  type RollKind,
  type RollMode,
  type RollResult,
} from '../../../../../../core/engine/index.ts';

export const ROLL_LOG_LIMIT = 50;

export type RollRequest =
  | {
      kind: 'd20';
      label: string;
      modifier: number;
      roll: RollKind;
      /** The damage to roll doubled after a natural 20 (attacks). */
      critical?: { label: string; notation: string };
      /** What the result means (a death save's success or failure), added to the notes. */
      outcome?(total: number, natural: number): string;
      /** What gives this roll disadvantage whatever the conditions say (a starship's system damage), by name. */
      disadvantage?: readonly string[];
    }
  | { kind: 'dice'; label: string; notation: string; critical?: boolean };

export interface RollEntry {
  id: number;
  label: string;
  result: RollResult;
  /** "Kira Vos — Stealth: d20 (14) + 9 = 23". */
  shareText: string;
  /** Why the mode differs from the one chosen, or what a condition may add. */
  notes: string[];
  /** Conditions that may give disadvantage here: the player can roll again with it. */
  offered: DisadvantageSource[];
  /** A roll the result invites: critical damage after a natural 20 on an attack. */
  followUp?: RollRequest;
  /** The request, to roll it again with disadvantage. */
  request: RollRequest;
}

export interface RollContext {
  /** Who rolls: a character's name, or a starship's. */
  characterName: string;
  conditions: readonly { name: string }[];
  exhaustion: number;
}

/** Advantage and disadvantage cancel out; conditions that always apply add disadvantage. */
export function effectiveMode(chosen: RollMode, applied: readonly DisadvantageSource[]): RollMode {
  if (applied.length === 0) return chosen;
  return chosen === 'advantage' ? 'normal' : 'disadvantage';
}

export function makeRoll(id: number, request: RollRequest, chosen: RollMode, context: RollContext, roller: DieRoller): RollEntry {
  const notes: string[] = [];
  let offered: DisadvantageSource[] = [];
  let result: RollResult;
  let followUp: RollRequest | undefined;
  if (request.kind === 'd20') {
    const sources = [...disadvantageSources(context.conditions, context.exhaustion, request.roll), ...(request.disadvantage ?? []).map((name) => ({ name, conditional: false }))];
    const applied = sources.filter((source) => !source.conditional);
    const mode = effectiveMode(chosen, applied);
    const situational = sources.filter((source) => source.conditional).map((source) => source.name).join(', ');
    const names = applied.map((source) => source.name).join(', ');
    if (applied.length > 0) notes.push(mode === 'normal' ? `Advantage cancelled by disadvantage from ${names}` : `Disadvantage from ${names}`);
    // A situational condition is offered only where it would change the roll: a plain roll (it would add
    // disadvantage) or a roll with advantage (it would cancel it). Already at disadvantage, it adds nothing.
    if (situational && mode === 'normal' && chosen === 'normal') {
      offered = sources.filter((source) => source.conditional);
      notes.push(`${situational} may give disadvantage`);
    } else if (situational && mode === 'advantage') notes.push(`${situational} may cancel the advantage`);
    result = rollD20(request.modifier, mode, roller);
    if (request.outcome) notes.push(request.outcome(result.total, result.natural ?? 0));
    else if (result.natural === 20) notes.push(request.critical ? 'Natural 20: critical hit' : 'Natural 20');
    else if (result.natural === 1) notes.push('Natural 1');
    if (result.natural === 20 && request.critical) followUp = { kind: 'dice', label: request.critical.label, notation: request.critical.notation, critical: true };
  } else {
    result = rollNotation(request.notation, roller, { critical: request.critical });
    if (request.critical) notes.push('Critical hit: dice doubled');
  }
  const label = request.kind === 'dice' && request.critical ? `${request.label} (critical)` : request.label;
  return { id, label, result, shareText: rollShareText(context.characterName, label, result), notes, offered, request, ...(followUp ? { followUp } : {}) };
}

/** Newest first, at most ROLL_LOG_LIMIT entries. */
export function appendToLog(log: readonly RollEntry[], entry: RollEntry): RollEntry[] {
  return [entry, ...log].slice(0, ROLL_LOG_LIMIT);
}
