// Wide tables on phones (below the small breakpoint, 600 px): only the key columns stay in the row, and the others
// move into the row's expanded details, so nothing is squeezed or pushed off-screen out of reach.
import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../lib/theme/themes.ts';
import type { TableColumn } from './types.ts';

/** Tables this narrow fit a phone as they are. */
const FITS_A_PHONE = 3;
/** Columns kept in the row when a table marks none as `key`. */
const DEFAULT_KEY_COLUMNS = 2;

/**
 * The columns a phone shows in the row and those it folds into the details: the columns marked `key`, else the first
 * two; tables of at most three columns keep them all.
 */
export function phoneColumns<T>(columns: readonly TableColumn<T>[]): { shown: TableColumn<T>[]; folded: TableColumn<T>[] } {
  if (columns.length <= FITS_A_PHONE) return { shown: [...columns], folded: [] };
  const marked = columns.some((c) => c.key);
  const isKey = (c: TableColumn<T>, i: number) => (marked ? Boolean(c.key) : i < DEFAULT_KEY_COLUMNS);
  return { shown: columns.filter(isKey), folded: columns.filter((c, i) => !isKey(c, i)) };
}

const PHONE_QUERY = `(max-width: ${breakpoints.sm - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** True while the window is phone-narrow (below 600 px). */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
