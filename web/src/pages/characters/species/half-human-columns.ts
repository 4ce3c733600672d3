// The Half-Human trait table's layout: 1 column on extra-small screens, 2 on small, 4 from medium up.
import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../../lib/theme/themes.ts';

export function halfHumanColumns(width: number): 1 | 2 | 4 {
  if (width < breakpoints.sm) return 1;
  if (width < breakpoints.md) return 2;
  return 4;
}

/** Splits entries into `n` columns of near-equal length, filled top to bottom, left to right. */
export function splitIntoColumns<T>(entries: readonly T[], n: number): T[][] {
  const perColumn = Math.ceil(entries.length / n);
  const columns: T[][] = [];
  for (let i = 0; i < n; i++) {
    const slice = entries.slice(i * perColumn, (i + 1) * perColumn);
    if (slice.length) columns.push(slice);
  }
  return columns;
}

/** Is the species the Half-Human (the real data spells it 'Half-human')? */
export function isHalfHuman(name: string): boolean {
  return name.trim().toLowerCase() === 'half-human';
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The column count for the current window width, updated on resize. */
export function useHalfHumanColumns(): 1 | 2 | 4 {
  return useSyncExternalStore(
    subscribe,
    () => halfHumanColumns(window.innerWidth),
    () => 4,
  );
}
