// Open/closed state of the book side drawer, shared by the toolbar icon and the book layouts' drawers.
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { breakpoints } from '../../lib/theme/themes.ts';

interface DrawerState {
  /** Whether the drawer shows (for the toggle's aria-expanded and its action). */
  open: boolean;
  /**
   * What the reader chose; undefined until they open or close it, and then the drawer's styles let the screen decide
   * (beside the page on large screens, hidden on small ones). Styles depend on this, never on `open`: the server
   * cannot know the width, so its page is laid out by CSS from the first paint, hydration keeps it, and a page
   * rendered in the browser alone starts the same: nothing shifts.
   */
  chosen: boolean | undefined;
  setOpen(open: boolean): void;
  toggle(): void;
}

const DrawerContext = createContext<DrawerState>({ open: false, chosen: undefined, setOpen: () => undefined, toggle: () => undefined });

const WIDE_QUERY = `(min-width: ${breakpoints.lg}px)`;

/** Large screens show the drawer beside the page, so it starts open there; small screens start with it closed. */
export function isWideScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(WIDE_QUERY).matches === true;
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(WIDE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The screen's width class, followed live (a resized window); narrow on the server and while hydrating. */
function useWideScreen(): boolean {
  return useSyncExternalStore(subscribeToWidth, isWideScreen, () => false);
}

export function DrawerProvider({ children }: { children: ReactNode }) {
  // Until the reader opens or closes it, the drawer follows the screen (by CSS, see `chosen`).
  const [chosen, setOpen] = useState<boolean | undefined>(undefined);
  const wide = useWideScreen();
  const open = chosen ?? wide;
  const value = useMemo(() => ({ open, chosen, setOpen, toggle: () => setOpen(!open) }), [open, chosen]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export function useDrawer(): DrawerState {
  return useContext(DrawerContext);
}

export const SIDE_DRAWER_ID = 'side-drawer';
