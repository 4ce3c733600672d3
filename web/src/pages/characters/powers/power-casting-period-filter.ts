// The powers tables' casting period filter: '1 reaction, which you take when ...' falls
// under '1 reaction'; '1 action or 8 hours' under both '1 action' and '8 hours'.

/** The plain periods a casting period text offers: each 'or' alternative up to its first comma. */
export function castingPeriods(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\s+or\s+/i)
    .map((part) => part.split(',')[0].trim().toLowerCase())
    .filter(Boolean);
}

export function matchesCastingPeriod(text: string | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const periods = castingPeriods(text);
  return selected.some((choice) => periods.includes(choice.trim().toLowerCase()));
}
