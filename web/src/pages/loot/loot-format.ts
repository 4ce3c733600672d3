// Cell texts shared by the loot tables: costs in credits and weights in pounds as the data writes them.

export function costText(cost: number | null | undefined): string {
  return cost ? `${cost.toLocaleString('en-US')} cr` : '-';
}

export function weightText(weight: string | number | null | undefined): string {
  const text = String(weight ?? '').trim();
  return text && text !== '0' ? `${text} lb.` : '-';
}

/** Numeric sort key of a weight written as text ('7.25'); unparsable weights sort last. */
export function weightValue(weight: string | number | null | undefined): number | undefined {
  const n = Number.parseFloat(String(weight ?? ''));
  return Number.isFinite(n) ? n : undefined;
}
