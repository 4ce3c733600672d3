// Ordinal level text for tables and level columns: 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st.

/** '1st', '2nd', '3rd', '4th'; 11 to 13 (and 111 to 113 ...) take 'th'. */
export function ordinal(n: number): string {
  const teen = Math.abs(n) % 100 >= 11 && Math.abs(n) % 100 <= 13;
  if (teen) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[Math.abs(n) % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A power's level: 'At-will' when it has none (0, null or missing), else the ordinal. */
export function powerLevelLabel(level: number | null | undefined): string {
  return level ? ordinal(level) : 'At-will';
}

/** A level filter's option as the level column writes it: '3' -> '3rd'; other options ('At-will') as they are. */
export function levelOptionLabel(option: string): string {
  return /^\d+$/.test(option) ? ordinal(Number(option)) : option;
}
