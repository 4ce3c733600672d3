// The sign-in session: one MSAL application started before the first render, the redirect flow for sign-in and
// sign-out, and the access token for API calls (silent first, then a redirect, keeping the previous token).
import { AuthError, InteractionRequiredAuthError, type AccountInfo, type AuthenticationResult, type PublicClientApplication } from '@azure/msal-browser';
import { LOGOUT_RETURN_KEY } from '../../../core/http-contract.ts';
import { apiScopes, loadAuthConfig, loginScopes, type ClientAuthConfig } from './auth-config.ts';
import { authStore, currentAccessToken, runSignOutSteps, setAccessToken } from './auth-state.ts';
import { createMsal } from './msal-client.ts';
import { forgetSession, rememberSession } from './session-hint.ts';

/** Azure AD B2C's "forgot password" answer: the user is sent to the password-reset policy. */
export const FORGOT_PASSWORD_CODE = 'AADB2C90118';
/** A redirect for a token is not retried within this time (a provider that keeps failing must not loop). */
const REDIRECT_RETRY_MS = 60_000;
const REDIRECT_ATTEMPT_KEY = 'sw5e.auth.tokenRedirectAt';

interface Session {
  msal: PublicClientApplication;
  config: ClientAuthConfig;
}

let started: Promise<Session | null> | undefined;
let inFlight: Promise<string | null> | undefined;

/**
 * Starts sign-in once per page: fetches the configuration, initializes MSAL, handles the redirect response
 * (every load) and fetches a token for a returning user. Call it before rendering; later calls share it.
 */
export function startAuth(): Promise<void> {
  started ??= start();
  return started.then(() => undefined);
}

async function start(): Promise<Session | null> {
  let session: Session;
  try {
    const config = await loadAuthConfig();
    const msal = createMsal(config);
    await msal.initialize();
    session = { msal, config };
  } catch (error) {
    console.error('Token failure', error);
    authStore.set({ isAuthLoading: false });
    return null;
  }
  const { msal, config } = session;
  authStore.set({ localDevelopment: config.localDevelopment, canEditProfile: !!config.profileAuthority });

  let result: AuthenticationResult | null = null;
  try {
    result = await msal.handleRedirectPromise();
  } catch (error) {
    if (isForgotPassword(error) && config.resetAuthority) {
      await msal.loginRedirect({ authority: config.resetAuthority, scopes: loginScopes(config) });
      return session;
    }
    console.error('Token failure', error);
  }

  if (result && fromOtherPolicy(result, config)) {
    // Back from password reset or profile editing: sign in with the main policy for the usual tokens.
    await msal.loginRedirect({ scopes: loginScopes(config), account: result.account });
    return session;
  }
  const account = result?.account ?? msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
  if (account) msal.setActiveAccount(account);
  // A first sign-in comes back to the page it started from, like any other (the username can be set in the profile).
  if (result) acceptResult(result);
  if (!account || result?.accessToken) {
    authStore.set({ isAuthLoading: false });
  } else {
    // A returning user: the loading spinner stays until the token fetch says whether they are signed in.
    void fetchToken(session, account);
  }
  return session;
}

function isForgotPassword(error: unknown): boolean {
  return error instanceof AuthError && `${error.errorCode} ${error.errorMessage} ${error.message}`.includes(FORGOT_PASSWORD_CODE);
}

/** True when a B2C result came from the reset or profile policy rather than sign-up/sign-in. */
function fromOtherPolicy(result: AuthenticationResult, config: ClientAuthConfig): boolean {
  const claims = (result.idTokenClaims ?? {}) as { tfp?: unknown; acr?: unknown };
  const policy = String(claims.tfp ?? claims.acr ?? '').toLowerCase();
  const other = [config.resetAuthority, config.profileAuthority].filter(Boolean).map((a) => a!.split('/').pop()!.toLowerCase());
  return policy !== '' && other.includes(policy);
}

function acceptResult(result: AuthenticationResult): void {
  if (result.accessToken) {
    setAccessToken(result.accessToken);
    rememberSession();
  }
  const name = result.account?.name || result.account?.username;
  if (name) authStore.set({ accountName: name });
}

/** Silent first; if the provider needs the user (or the refresh token is gone), a redirect; else keep the old token. */
function fetchToken(session: Session, account: AccountInfo): Promise<string | null> {
  inFlight ??= (async () => {
    try {
      const result = await session.msal.acquireTokenSilent({ scopes: apiScopes(session.config), account });
      acceptResult(result);
    } catch (silentError) {
      if (silentError instanceof InteractionRequiredAuthError || isMissingTokens(silentError)) {
        await redirectForToken(session, account);
      } else {
        console.error('Token failure', silentError);
      }
    } finally {
      authStore.set({ isAuthLoading: false });
      inFlight = undefined;
    }
    return currentAccessToken();
  })();
  return inFlight;
}

function isMissingTokens(error: unknown): boolean {
  return error instanceof AuthError && ['no_tokens_found', 'refresh_token_expired', 'token_refresh_required'].includes(error.errorCode);
}

async function redirectForToken(session: Session, account: AccountInfo): Promise<void> {
  try {
    const last = Number(sessionStorage.getItem(REDIRECT_ATTEMPT_KEY) ?? 0);
    if (Date.now() - last < REDIRECT_RETRY_MS) throw new Error('a token redirect already ran a moment ago; not looping');
    sessionStorage.setItem(REDIRECT_ATTEMPT_KEY, String(Date.now()));
    await session.msal.acquireTokenRedirect({ scopes: loginScopes(session.config), account, redirectStartPage: window.location.href });
  } catch (error) {
    console.error('Problem getting token with redirect flow', error);
  }
}

/** The access token for API calls, or null when nobody is signed in. */
export async function getAccessToken(): Promise<string | null> {
  const session = await (started ??= start());
  if (!session) return currentAccessToken();
  const account = session.msal.getActiveAccount();
  if (!account) return currentAccessToken();
  return fetchToken(session, account);
}

/** Starts the sign-in redirect; the page comes back to where it was. */
export async function login(): Promise<void> {
  authStore.set({ isAuthLoading: true });
  const session = await (started ??= start());
  if (!session) return;
  try {
    await session.msal.loginRedirect({ scopes: loginScopes(session.config), redirectStartPage: window.location.href });
  } catch (error) {
    console.error('Token failure', error);
    authStore.set({ isAuthLoading: false });
  }
}

/** Azure AD B2C's profile-editing policy (when configured). */
export async function editProfile(): Promise<void> {
  const session = await (started ??= start());
  if (!session?.config.profileAuthority) return;
  authStore.set({ isAuthLoading: true });
  await session.msal.loginRedirect({ authority: session.config.profileAuthority, scopes: loginScopes(session.config) });
}

/**
 * Runs the registered sign-out steps (the character store clears what the server holds), clears the token, signs out
 * at the provider and returns here with #logged-out.
 */
export async function logout(): Promise<void> {
  authStore.set({ isAuthLoading: true });
  // The steps run while the token is still valid, so unsent character changes get a last upload attempt first.
  await runSignOutSteps();
  authStore.set({ accountName: null, username: null });
  setAccessToken(null);
  forgetSession();
  try {
    sessionStorage.setItem(LOGOUT_RETURN_KEY, `${window.location.pathname}${window.location.search}`);
  } catch {
    // Without storage the sign-out still happens; the redirect page returns to the home page.
  }
  const session = await (started ??= start());
  if (!session) {
    window.location.assign(`${window.location.pathname}${window.location.search}#logged-out`);
    return;
  }
  const account = session.msal.getActiveAccount() ?? undefined;
  await session.msal.logoutRedirect({ account, ...(account?.idToken ? { idTokenHint: account.idToken } : {}) });
}
