// Hit die text for class cards and starship size cards: '1d{die}'.

/** '1d10' for a die of 10; an unknown die (0, null) shows as '-'. */
export function hitDieText(die: number | null | undefined): string {
  return die && die > 0 ? `1d${die}` : '-';
}
