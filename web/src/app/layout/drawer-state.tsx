// Open/closed state of the book side drawer, shared by the toolbar icon and the book layouts' drawers.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/hydration.ts';
import { breakpoints } from '../../lib/theme/themes.ts';

interface DrawerState {
  open: boolean;
  /**
   * Nothing decided yet (the server's render and hydration): the drawer's styles let the screen decide, shown beside
   * the page on large screens, so the page is laid out there from the first paint and does not shift when hydrated.
   */
  auto: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
}

const DrawerContext = createContext<DrawerState>({ open: false, auto: false, setOpen: () => undefined, toggle: () => undefined });

/** Large screens show the drawer beside the page, so it starts open there; small screens start with it closed. */
export function isWideScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(`(min-width: ${breakpoints.lg}px)`).matches === true;
}

export function DrawerProvider({ children }: { children: ReactNode }) {
  // Until the reader opens or closes it, the drawer follows the screen; the server (and hydration) render it closed.
  const [chosen, setOpen] = useState<boolean | undefined>(undefined);
  const hydrated = useHydrated();
  const open = chosen ?? (hydrated && isWideScreen());
  const auto = chosen === undefined && !hydrated;
  const value = useMemo(() => ({ open, auto, setOpen, toggle: () => setOpen(!open) }), [open, auto]);
  return <DrawerContext.Provider value={value}>{children}</DrawerContext.Provider>;
}

export function useDrawer(): DrawerState {
  return useContext(DrawerContext);
}

export const SIDE_DRAWER_ID = 'side-drawer';
