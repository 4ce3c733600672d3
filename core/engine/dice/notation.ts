// Dice notation: terms joined by + and -, each a die group `NdM` (N defaults to 1), optionally keeping the highest
// or lowest X (`4d6kh3`, `2d20kl1`), or a whole number. Examples: `2d6+3`, `1d8+1d6-1`, `-1d4+2`, `d20`.

export const MAX_DICE_PER_GROUP = 100;
export const MAX_DIE_SIDES = 1000;
export const MAX_TERMS = 20;

export interface DiceTerm {
  kind: 'dice';
  sign: 1 | -1;
  count: number;
  sides: number;
  keep?: { which: 'highest' | 'lowest'; count: number };
}

export interface ConstantTerm {
  kind: 'constant';
  sign: 1 | -1;
  value: number;
}

export type Term = DiceTerm | ConstantTerm;

export class DiceNotationError extends Error {
  constructor(
    readonly notation: string,
    detail: string,
  ) {
    super(`"${notation}" is not valid dice notation: ${detail}`);
    this.name = 'DiceNotationError';
  }
}

const TERM = /^(\d*)d(\d+)(?:(kh|kl)(\d+))?$|^(\d+)$/;

export function parseDiceNotation(notation: string): Term[] {
  const text = notation.replace(/\s+/g, '').toLowerCase();
  const fail = (detail: string): never => {
    throw new DiceNotationError(notation, detail);
  };
  if (text === '') fail('it is empty. Write dice like 2d6+3.');
  const pieces = text.split(/(?=[+-])/);
  if (pieces.length > MAX_TERMS) fail(`it has more than ${MAX_TERMS} terms.`);
  return pieces.map((piece) => {
    const sign: 1 | -1 = piece.startsWith('-') ? -1 : 1;
    const body = piece.replace(/^[+-]/, '');
    if (body === '') fail(`a "${piece}" has nothing after it.`);
    const match = TERM.exec(body);
    if (!match) fail(`"${body}" is neither dice (like 2d6 or 4d6kh3) nor a whole number.`);
    const [, countText, sidesText, keepKind, keepText, constant] = match!;
    if (constant !== undefined) return { kind: 'constant', sign, value: Number(constant) };
    const count = countText === '' ? 1 : Number(countText);
    const sides = Number(sidesText);
    if (count < 1) fail(`"${body}" rolls no dice; use at least 1.`);
    if (count > MAX_DICE_PER_GROUP) fail(`"${body}" rolls more than ${MAX_DICE_PER_GROUP} dice at once.`);
    if (sides < 2) fail(`"${body}" has a die with fewer than 2 sides.`);
    if (sides > MAX_DIE_SIDES) fail(`"${body}" has a die with more than ${MAX_DIE_SIDES} sides.`);
    const term: DiceTerm = { kind: 'dice', sign, count, sides };
    if (keepKind) {
      const keep = Number(keepText);
      if (keep < 1 || keep > count) fail(`"${body}" keeps ${keep} of ${count} dice; keep from 1 to ${count}.`);
      term.keep = { which: keepKind === 'kh' ? 'highest' : 'lowest', count: keep };
    }
    return term;
  });
}

/** Writes terms back as notation: the canonical form of what was parsed. */
export function formatTerms(terms: readonly Term[]): string {
  return terms
    .map((term, index) => {
      const body = term.kind === 'constant' ? String(term.value) : `${term.count}d${term.sides}${term.keep ? `${term.keep.which === 'highest' ? 'kh' : 'kl'}${term.keep.count}` : ''}`;
      return term.sign < 0 ? `-${body}` : index === 0 ? body : `+${body}`;
    })
    .join('');
}
