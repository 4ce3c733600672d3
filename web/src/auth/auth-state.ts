// The one source of the sign-in state: the access token, and the flags the toolbar and pages show (loading, names),
// in a small store React reads with useSyncExternalStore. Signed in is derived from the token and nothing else; the
// token itself stays in this module, components see only whether one exists. The character store follows this
// state (storage imports auth, never the other way); what must happen before sign-out is registered here.
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { hasSessionHint, syncSessionCookie } from './session-hint.ts';

/** However sign-in or sign-out goes, the loading flag is cleared after 5 seconds, so the toolbar never spins forever. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;

/**
 * Restoring a session at start-up (a reload by a signed-in user) ends on its own: the token fetch clears the flag when
 * it settles, whichever way. It may take longer than 5 s on a busy phone (the sign-in code, the configuration and the
 * token are fetched one after another), and clearing the flag early showed a Login button and "Saved in this browser
 * only" to a user who was signed in a moment later; so its limit only guards a provider that never answers.
 */
export const SESSION_RESTORE_TIMEOUT_MS = 20_000;

export interface AuthSnapshot {
  /** Derived: a non-empty access token exists. */
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
}

type Listener = () => void;
/** Everything but isLoggedIn, which only the token decides (setAccessToken). */
export type AuthFlags = Omit<AuthSnapshot, 'isLoggedIn'>;

function createAuthStore(initial: AuthFlags) {
  let token: string | null = null;
  let snapshot: AuthSnapshot = { ...initial, isLoggedIn: false };
  let loadingTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  function publish(next: AuthSnapshot) {
    if (Object.entries(next).every(([k, v]) => snapshot[k as keyof AuthSnapshot] === v)) return;
    snapshot = next;
    for (const l of listeners) l();
  }
  const store = {
    get: (): AuthSnapshot => snapshot,
    set(patch: Partial<AuthFlags>) {
      const next = { ...snapshot, ...patch };
      if (next.isAuthLoading !== snapshot.isAuthLoading || patch.isAuthLoading) armTimeout(next.isAuthLoading);
      publish(next);
    },
    /** Keeps the token; signed in means a non-empty one. */
    setToken(value: string | null) {
      token = value || null;
      publish({ ...snapshot, isLoggedIn: token !== null });
    },
    token: (): string | null => token,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** Every time loading starts, the 5-second limit starts again (the start-up restore has its own, longer one). */
  function armTimeout(loading: boolean, limitMs = AUTH_LOADING_TIMEOUT_MS) {
    clearTimeout(loadingTimer);
    loadingTimer = loading ? setTimeout(() => store.set({ isAuthLoading: false }), limitMs) : undefined;
  }
  if (initial.isAuthLoading) armTimeout(true, SESSION_RESTORE_TIMEOUT_MS);
  return store;
}

/**
 * Loading from the start when this browser may have a session, until the redirect handling and the first token fetch
 * have run; a visitor without one sees the Login button at once (sign-in code loads only on its click). On the server
 * (no window) nothing is loading: the store is one per process there, and pages read the server snapshot of useAuth anyway.
 */
const initialHint = typeof window !== 'undefined' && hasSessionHint();
// The server renders the next page from this cookie (sign-in loading or a Login button): kept in step at start-up too.
if (typeof window !== 'undefined') syncSessionCookie(initialHint);

export const authStore = createAuthStore({
  isAuthLoading: initialHint,
  accountName: null,
  username: null,
  localDevelopment: false,
  canEditProfile: false,
});

/** Keeps the token; logged in means a non-empty one. */
export function setAccessToken(token: string | null): void {
  authStore.setToken(token);
}

export function currentAccessToken(): string | null {
  return authStore.token();
}

/**
 * What the server renders, and what hydration renders before the browser's own state takes over: signed out, and
 * loading when the reader's browser said it may hold a session (the session-hint cookie), so such a reader sees the
 * spinner, not a Login button flashing before the user menu. Fixed per request, so a page's HTML never depends on the
 * server process's history, and hydration (told the same by the page's state) always matches it.
 */
const SERVER_SIGNED_OUT: AuthSnapshot = {
  isLoggedIn: false,
  isAuthLoading: false,
  accountName: null,
  username: null,
  localDevelopment: false,
  canEditProfile: false,
};
const SERVER_LOADING: AuthSnapshot = { ...SERVER_SIGNED_OUT, isAuthLoading: true };

const ServerSessionContext = createContext(false);

/** Tells useAuth what the server rendered: sign-in loading (`session`) or signed out. */
export function ServerSessionProvider({ session, children }: { session: boolean; children: ReactNode }) {
  return createElement(ServerSessionContext.Provider, { value: session }, children);
}

export function useAuth(): AuthSnapshot {
  const session = useContext(ServerSessionContext);
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => (session ? SERVER_LOADING : SERVER_SIGNED_OUT));
}

/** Called by the router when a page is reached with the #logged-out hash (the return from sign-out). */
export function handleLoggedOutReturn(): void {
  authStore.set({ isAuthLoading: false });
}

type SignOutStep = () => void | Promise<void>;
const signOutSteps = new Set<SignOutStep>();

/**
 * Registers work that must be done before sign-out leaves the page, while the token is still valid (the character
 * store gives unsent changes a last upload and forgets what the server holds). Returns the undo.
 */
export function beforeSignOut(step: SignOutStep): () => void {
  signOutSteps.add(step);
  return () => signOutSteps.delete(step);
}

/** Runs every registered sign-out step; a failing step is logged and does not stop the sign-out. */
export async function runSignOutSteps(): Promise<void> {
  for (const outcome of await Promise.allSettled([...signOutSteps].map(async (step) => step()))) {
    if (outcome.status === 'rejected') console.error('Sign-out cleanup failed', outcome.reason);
  }
}
