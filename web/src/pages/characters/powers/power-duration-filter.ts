// The powers tables' duration filter: 'up to 1 minute' (a concentration power) falls under
// '1 minute'; 'Until dispelled or triggered' under 'Until dispelled'.

/** The plain durations a duration text offers: each 'or' alternative without a leading 'up to', lower case. */
export function durations(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\s+or\s+/i)
    .map((part) => part.replace(/^up to\s+/i, '').trim().toLowerCase())
    .filter(Boolean);
}

export function matchesDuration(text: string | null | undefined, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const options = durations(text);
  return selected.some((choice) => options.includes(choice.trim().toLowerCase()));
}
