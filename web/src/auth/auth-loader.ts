// The app's door to sign-in: the session code (MSAL) is imported only when the user signs in or this browser may
// have a session (session-hint.ts); every other visitor gets an anonymous answer at once and never downloads it.
// Pages and the shell call these instead of importing session.ts, so the bundler keeps MSAL in its own chunk.
import { loadAuthConfig } from './auth-config.ts';
import { authStore, currentAccessToken } from './auth-state.ts';
import { hasSessionHint } from './session-hint.ts';

type SessionModule = typeof import('./session.ts');
let session: Promise<SessionModule> | undefined;

function loadSession(): Promise<SessionModule> {
  session ??= import('./session.ts').then(async (m) => {
    // Handles a redirect response and renews a returning user's token (once per page).
    await m.startAuth();
    return m;
  });
  return session;
}

/**
 * Called once the first route is on screen: starts sign-in for a possible session; otherwise only reads the small
 * sign-in configuration (which provider, for the Login button's hint) without MSAL.
 */
export function startAuthIfSession(): void {
  if (session || hasSessionHint()) {
    void loadSession();
    return;
  }
  loadAuthConfig()
    .then((config) => authStore.set({ localDevelopment: config.localDevelopment, canEditProfile: !!config.profileAuthority }))
    .catch(() => undefined);
}

/** The access token for an API call: null at once for a visitor without a session. */
export async function getAccessToken(): Promise<string | null> {
  if (!session && !hasSessionHint()) return currentAccessToken();
  return (await loadSession()).getAccessToken();
}

/** Sign-in on the first click: the spinner shows while the sign-in code loads, then the redirect starts. */
export async function login(): Promise<void> {
  authStore.set({ isAuthLoading: true });
  try {
    await (await loadSession()).login();
  } catch (error) {
    console.error('Sign-in could not be loaded', error);
    authStore.set({ isAuthLoading: false });
  }
}

export async function logout(): Promise<void> {
  await (await loadSession()).logout();
}

export async function editProfile(): Promise<void> {
  await (await loadSession()).editProfile();
}
