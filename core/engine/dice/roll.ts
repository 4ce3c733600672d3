// Rolling parsed notation with an injected die roller, and writing the result with its parts:
// "d20 (14) + 7 = 21", "2d6 (3, 5) + 3 = 11", "d20 advantage (14, 9) + 7 = 21".
import { formatTerms, parseDiceNotation, type DiceTerm, type Term } from './notation.ts';
import type { DieRoller } from './random-source.ts';

export type RollMode = 'normal' | 'advantage' | 'disadvantage';

export interface DiceGroupResult {
  term: DiceTerm;
  rolls: number[];
  /** Which rolls count (all, unless the group keeps the highest or lowest some). */
  kept: boolean[];
  /** Signed sum of the kept rolls. */
  total: number;
}

export interface RollResult {
  /** The notation actually rolled (after doubling dice on a critical hit). */
  notation: string;
  groups: DiceGroupResult[];
  /** The signed sum of the whole-number terms. */
  modifier: number;
  total: number;
  /** The kept face of a lone d20 group (with advantage or not): 20 and 1 matter at the table. */
  natural?: number;
  /** "d20 (14) + 7 = 21". */
  text: string;
}

/** A critical hit rolls every damage die twice over; the whole-number bonuses are not doubled. */
export function doubleDice(terms: readonly Term[]): Term[] {
  return terms.map((term) => (term.kind === 'dice' ? { ...term, count: term.count * 2, ...(term.keep ? { keep: { ...term.keep, count: term.keep.count * 2 } } : {}) } : term));
}

function keptFlags(rolls: readonly number[], keep: DiceTerm['keep']): boolean[] {
  if (!keep) return rolls.map(() => true);
  const order = rolls.map((value, index) => ({ value, index })).sort((a, b) => (keep.which === 'highest' ? b.value - a.value : a.value - b.value) || a.index - b.index);
  const kept = rolls.map(() => false);
  for (const { index } of order.slice(0, keep.count)) kept[index] = true;
  return kept;
}

function groupLabel(term: DiceTerm): string {
  if (term.sides === 20 && term.count === 2 && term.keep?.count === 1) return `d20 ${term.keep.which === 'highest' ? 'advantage' : 'disadvantage'}`;
  const keep = term.keep ? `${term.keep.which === 'highest' ? 'kh' : 'kl'}${term.keep.count}` : '';
  return `${term.count === 1 ? '' : term.count}d${term.sides}${keep}`;
}

/** "2d6 (3, 5)"; a keep group lists the kept faces, then the dropped ones: "4d6kh3 (6, 5, 2; dropped 1)". */
function groupText(group: DiceGroupResult): string {
  // Advantage and disadvantage show both d20s in the order rolled: the word in the label says which one counts.
  if (!group.term.keep || group.term.sides === 20) return `${groupLabel(group.term)} (${group.rolls.join(', ')})`;
  const kept = group.rolls.filter((_, index) => group.kept[index]);
  const dropped = group.rolls.filter((_, index) => !group.kept[index]);
  return `${groupLabel(group.term)} (${kept.join(', ')}; dropped ${dropped.join(', ')})`;
}

function resultText(groups: readonly DiceGroupResult[], modifier: number, total: number): string {
  const parts: string[] = [];
  groups.forEach((group, index) => parts.push(`${group.term.sign < 0 ? (index === 0 ? '-' : '- ') : index === 0 ? '' : '+ '}${groupText(group)}`));
  if (modifier !== 0 || parts.length === 0) parts.push(parts.length === 0 ? String(modifier) : `${modifier < 0 ? '-' : '+'} ${Math.abs(modifier)}`);
  return `${parts.join(' ')} = ${total}`;
}

export function rollTerms(terms: readonly Term[], roll: DieRoller): RollResult {
  const groups: DiceGroupResult[] = [];
  let modifier = 0;
  for (const term of terms) {
    if (term.kind === 'constant') {
      modifier += term.sign * term.value;
      continue;
    }
    const rolls = Array.from({ length: term.count }, () => roll(term.sides));
    const kept = keptFlags(rolls, term.keep);
    const total = term.sign * rolls.reduce((sum, value, index) => sum + (kept[index] ? value : 0), 0);
    groups.push({ term, rolls, kept, total });
  }
  const total = groups.reduce((sum, group) => sum + group.total, modifier);
  const lone = groups.length === 1 && groups[0].term.sides === 20 && groups[0].term.sign > 0 && (groups[0].term.keep?.count ?? groups[0].term.count) === 1 ? groups[0] : undefined;
  const natural = lone ? lone.rolls.find((_, index) => lone.kept[index]) : undefined;
  return { notation: formatTerms(terms), groups, modifier, total, ...(natural !== undefined ? { natural } : {}), text: resultText(groups, modifier, total) };
}

/** Rolls notation such as "2d6+3"; a critical hit doubles the dice. Throws DiceNotationError on bad notation. */
export function rollNotation(notation: string, roll: DieRoller, options: { critical?: boolean } = {}): RollResult {
  const terms = parseDiceNotation(notation);
  return rollTerms(options.critical ? doubleDice(terms) : terms, roll);
}

/** The terms of a d20 test: one d20, or two keeping the higher (advantage) or lower (disadvantage), plus the modifier. */
export function d20Terms(modifier: number, mode: RollMode = 'normal'): Term[] {
  const d20: DiceTerm = mode === 'normal' ? { kind: 'dice', sign: 1, count: 1, sides: 20 } : { kind: 'dice', sign: 1, count: 2, sides: 20, keep: { which: mode === 'advantage' ? 'highest' : 'lowest', count: 1 } };
  return modifier === 0 ? [d20] : [d20, { kind: 'constant', sign: modifier < 0 ? -1 : 1, value: Math.abs(modifier) }];
}

export function rollD20(modifier: number, mode: RollMode, roll: DieRoller): RollResult {
  return rollTerms(d20Terms(modifier, mode), roll);
}

/** Notation for dice plus a flat bonus, e.g. (2, 6, 3) -> "2d6+3"; no dice gives the bonus alone. */
export function diceNotation(count: number, sides: number, bonus = 0): string {
  const dice = count > 0 && sides > 0 ? `${count}d${sides}` : '';
  if (!dice) return String(bonus);
  return bonus === 0 ? dice : `${dice}${bonus > 0 ? '+' : '-'}${Math.abs(bonus)}`;
}

/** One line to paste into a chat: "Kira Vos — Stealth: d20 (14) + 9 = 23". */
export function rollShareText(characterName: string, label: string, result: Pick<RollResult, 'text'>): string {
  return `${characterName} — ${label}: ${result.text}`;
}
