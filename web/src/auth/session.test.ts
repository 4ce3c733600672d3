// The sign-in session against a fake MSAL: redirect handling, the password-reset code, the new-user claim,
// token refresh (silent, then redirect, keeping the previous token) and sign-out, with the exact console messages
// ('Token failure', 'Problem getting token with redirect flow') the original site logged.
import { AuthError, InteractionRequiredAuthError, ServerError } from '@azure/msal-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientAuthConfig } from './auth-config.ts';

const config: ClientAuthConfig = {
  provider: 'b2c',
  localDevelopment: false,
  clientId: 'client',
  authority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signupin',
  knownAuthorities: ['contoso.b2clogin.com'],
  protocolMode: 'AAD',
  scopes: { read: 'api://x/characters.read', write: 'api://x/characters.write' },
  redirectPath: '/api/auth/redirect',
  resetAuthority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_reset',
  profileAuthority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_profile',
};

const account = { homeAccountId: 'h', environment: 'e', tenantId: 't', username: 'kara@example.com', localAccountId: 'l', name: 'Kara', idToken: 'id.token.here' };

function fakeMsal() {
  let active: typeof account | null = null;
  return {
    initialize: vi.fn(async () => undefined),
    handleRedirectPromise: vi.fn(async (): Promise<unknown> => null),
    getActiveAccount: vi.fn(() => active),
    setActiveAccount: vi.fn((a: typeof account) => {
      active = a;
    }),
    getAllAccounts: vi.fn((): (typeof account)[] => []),
    acquireTokenSilent: vi.fn(async (): Promise<unknown> => ({ accessToken: 'token-1', account })),
    acquireTokenRedirect: vi.fn(async () => undefined),
    loginRedirect: vi.fn(async () => undefined),
    logoutRedirect: vi.fn(async () => undefined),
  };
}

let msal: ReturnType<typeof fakeMsal>;
/** Stands for the character store's sign-out step (storage registers it with beforeSignOut). */
const clearLocalCharacters = vi.fn(async () => undefined);

async function load() {
  vi.resetModules();
  vi.doMock('./msal-client.ts', () => ({ createMsal: () => msal }));
  vi.doMock('./auth-config.ts', async (original) => ({ ...(await original<typeof import('./auth-config.ts')>()), loadAuthConfig: async () => config }));
  const session = await import('./session.ts');
  const state = await import('./auth-state.ts');
  return { ...session, ...state };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  msal = fakeMsal();
  clearLocalCharacters.mockClear();
  sessionStorage.clear();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('start-up and redirect handling', () => {
  it('nobody signed in: not logged in, loading cleared after redirect handling', async () => {
    const s = await load();
    await s.startAuth();
    expect(msal.initialize).toHaveBeenCalledOnce();
    expect(msal.handleRedirectPromise).toHaveBeenCalledOnce();
    expect(s.authStore.get()).toMatchObject({ isLoggedIn: false, isAuthLoading: false });
    expect(await s.getAccessToken()).toBeNull();
  });

  it('a sign-in response logs the user in, a first-time user too, and leaves them on the page they signed in from', async () => {
    msal.handleRedirectPromise.mockResolvedValue({ accessToken: 'fresh', account, idTokenClaims: { newUser: true, tfp: 'B2C_1_signupin' } });
    const s = await load();
    await s.startAuth();
    expect(msal.setActiveAccount).toHaveBeenCalledWith(account);
    expect(s.authStore.get()).toMatchObject({ isLoggedIn: true, isAuthLoading: false, accountName: 'Kara' });
  });

  it('an error containing AADB2C90118 starts the password-reset policy', async () => {
    msal.handleRedirectPromise.mockRejectedValue(new ServerError('access_denied', 'correlation-1', 'AADB2C90118: The user has forgotten their password.'));
    const s = await load();
    await s.startAuth();
    expect(msal.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ authority: config.resetAuthority }));
    expect(errors).not.toHaveBeenCalled();
  });

  it('back from the reset policy: signs in again with the main policy', async () => {
    msal.handleRedirectPromise.mockResolvedValue({ accessToken: 'x', account, idTokenClaims: { tfp: 'B2C_1_reset' } });
    const s = await load();
    await s.startAuth();
    expect(msal.loginRedirect).toHaveBeenCalledWith(expect.not.objectContaining({ authority: expect.anything() }));
  });

  it('another sign-in error is logged as Token failure', async () => {
    const failure = new ServerError('server_error', 'correlation-2', 'something else');
    msal.handleRedirectPromise.mockRejectedValue(failure);
    const s = await load();
    await s.startAuth();
    expect(errors).toHaveBeenCalledWith('Token failure', failure);
    expect(s.authStore.get().isAuthLoading).toBe(false);
  });

  it('a returning user: loading lasts until the silent token fetch, then logged in', async () => {
    msal.getAllAccounts.mockReturnValue([account]);
    let release: (v: unknown) => void = () => undefined;
    msal.acquireTokenSilent.mockReturnValue(new Promise((r) => (release = r)));
    const s = await load();
    await s.startAuth();
    expect(s.authStore.get().isAuthLoading).toBe(true);
    release({ accessToken: 'silent', account });
    await vi.waitFor(() => expect(s.authStore.get()).toMatchObject({ isLoggedIn: true, isAuthLoading: false }));
    expect(await s.getAccessToken()).toBe('silent');
  });
});

describe('token refresh', () => {
  async function signedIn() {
    msal.handleRedirectPromise.mockResolvedValue({ accessToken: 'previous', account, idTokenClaims: {} });
    const s = await load();
    await s.startAuth();
    return s;
  }

  it('silent first: the new token is used', async () => {
    const s = await signedIn();
    msal.acquireTokenSilent.mockResolvedValue({ accessToken: 'renewed', account });
    expect(await s.getAccessToken()).toBe('renewed');
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('when the provider needs the user: a redirect; without a new token the previous one is kept', async () => {
    const s = await signedIn();
    msal.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('interaction_required', 'correlation-4'));
    expect(await s.getAccessToken()).toBe('previous');
    expect(msal.acquireTokenRedirect).toHaveBeenCalledOnce();
    expect(s.authStore.get().isLoggedIn).toBe(true);
  });

  it('a failing redirect is logged as "Problem getting token with redirect flow"', async () => {
    const s = await signedIn();
    msal.acquireTokenSilent.mockRejectedValue(new InteractionRequiredAuthError('interaction_required', 'correlation-4'));
    const failure = new Error('popup blocked');
    msal.acquireTokenRedirect.mockRejectedValue(failure);
    expect(await s.getAccessToken()).toBe('previous');
    expect(errors).toHaveBeenCalledWith('Problem getting token with redirect flow', failure);
  });

  it('any other silent failure (e.g. offline) is logged as Token failure and keeps the token, no redirect', async () => {
    const s = await signedIn();
    const failure = new AuthError('network_error', 'correlation-3', 'offline');
    msal.acquireTokenSilent.mockRejectedValue(failure);
    expect(await s.getAccessToken()).toBe('previous');
    expect(errors).toHaveBeenCalledWith('Token failure', failure);
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('concurrent calls share one acquisition', async () => {
    const s = await signedIn();
    msal.acquireTokenSilent.mockClear();
    const tokens = await Promise.all([s.getAccessToken(), s.getAccessToken(), s.getAccessToken()]);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
    expect(msal.acquireTokenSilent).toHaveBeenCalledOnce();
  });
});

describe('login and logout', () => {
  it('login sets loading and starts the redirect with read, write and offline access', async () => {
    const s = await load();
    await s.startAuth();
    await s.login();
    expect(s.authStore.get().isAuthLoading).toBe(true);
    expect(msal.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ scopes: [config.scopes.read, config.scopes.write, 'offline_access'] }));
  });

  it('logout clears the token and the local characters, remembers the path, and signs out with the ID token hint', async () => {
    msal.handleRedirectPromise.mockResolvedValue({ accessToken: 'previous', account, idTokenClaims: {} });
    const s = await load();
    await s.startAuth();
    window.history.replaceState(null, '', '/rules/phb?x=1');
    s.beforeSignOut(clearLocalCharacters);
    // Each step runs while the token is still valid (the characters get a last upload attempt).
    const cleanup = vi.fn(() => expect(s.currentAccessToken()).toBe('previous'));
    s.beforeSignOut(cleanup);
    await s.logout();
    expect(s.authStore.get()).toMatchObject({ isLoggedIn: false, isAuthLoading: true, username: null });
    expect(clearLocalCharacters).toHaveBeenCalledOnce();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('sw5e.auth.logoutReturn')).toBe('/rules/phb?x=1');
    expect(msal.logoutRedirect).toHaveBeenCalledWith({ account, idTokenHint: 'id.token.here' });
  });
});
