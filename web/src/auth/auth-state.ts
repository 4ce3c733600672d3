// Sign-in state shared by the toolbar and pages (stub store until the sign-in issue wires the identity provider).
// The sign-in helper replaces the internals; keep `useAuth`, `authStore` and `handleLoggedOutReturn` by name.
import { useSyncExternalStore } from 'react';

export interface AuthSnapshot {
  /** An access token exists and is non-empty (spec section 4). */
  isLoggedIn: boolean;
  /** True while sign-in or sign-out is in progress; the toolbar shows a spinner. */
  isAuthLoading: boolean;
}

type Listener = () => void;

function createAuthStore(initial: AuthSnapshot) {
  let snapshot = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): AuthSnapshot => snapshot,
    set(patch: Partial<AuthSnapshot>) {
      snapshot = { ...snapshot, ...patch };
      for (const l of listeners) l();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Until sign-in exists nobody is logged in and nothing is loading. */
export const authStore = createAuthStore({ isLoggedIn: false, isAuthLoading: false });

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

/** Called by the router when a page is reached with the #logged-out hash (the return from sign-out). */
export function handleLoggedOutReturn(): void {
  authStore.set({ isAuthLoading: false });
}
