// Sign-in state shared by the toolbar and pages (spec: the auth states): a small store React reads with
// useSyncExternalStore. The access token itself stays in this module; components see only whether one exists.
import { useSyncExternalStore } from 'react';

/** Spec: after 5 seconds the loading flag is cleared regardless. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;

export interface AuthSnapshot {
  /** An access token exists and is non-empty (spec section 4). */
  isLoggedIn: boolean;
  /** True while sign-in or sign-out is in progress; the toolbar shows a spinner. */
  isAuthLoading: boolean;
  /** The identity provider's name for the user (shown until the app's username has loaded). */
  accountName: string | null;
  /** The app's username (GraphQL `me`), once loaded; the profile page updates it. */
  username: string | null;
  /** The local development provider is in use. */
  localDevelopment: boolean;
  /** Azure AD B2C's profile-editing policy is configured. */
  canEditProfile: boolean;
  /** Where sign-in wants the app to go next (a first-time user: /profile); the toolbar navigates and clears it. */
  pendingPath: string | null;
}

type Listener = () => void;

function createAuthStore(initial: AuthSnapshot) {
  let snapshot = initial;
  let loadingTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  const store = {
    get: (): AuthSnapshot => snapshot,
    set(patch: Partial<AuthSnapshot>) {
      const next = { ...snapshot, ...patch };
      if (next.isAuthLoading !== snapshot.isAuthLoading || patch.isAuthLoading) armTimeout(next.isAuthLoading);
      if (Object.entries(next).every(([k, v]) => snapshot[k as keyof AuthSnapshot] === v)) return;
      snapshot = next;
      for (const l of listeners) l();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** Every time loading starts, the 5-second limit starts again. */
  function armTimeout(loading: boolean) {
    clearTimeout(loadingTimer);
    loadingTimer = loading ? setTimeout(() => store.set({ isAuthLoading: false }), AUTH_LOADING_TIMEOUT_MS) : undefined;
  }
  if (initial.isAuthLoading) armTimeout(true);
  return store;
}

/** Loading until the redirect handling and the first token fetch have run (spec: starts true). */
export const authStore = createAuthStore({
  isLoggedIn: false,
  isAuthLoading: true,
  accountName: null,
  username: null,
  localDevelopment: false,
  canEditProfile: false,
  pendingPath: null,
});

let accessToken: string | null = null;

/** Keeps the token; logged in means a non-empty one. */
export function setAccessToken(token: string | null): void {
  accessToken = token || null;
  authStore.set({ isLoggedIn: !!accessToken });
}

export function currentAccessToken(): string | null {
  return accessToken;
}

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

/** Called by the router when a page is reached with the #logged-out hash (the return from sign-out). */
export function handleLoggedOutReturn(): void {
  authStore.set({ isAuthLoading: false });
}
