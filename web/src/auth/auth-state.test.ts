// The auth store: logged in means a non-empty token; the loading flag is cleared after 5 s whatever happens (20 s for
// the session restored at start-up, which clears it itself once the token fetch settles).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

describe('auth store', () => {
  it('starts loading when a session may exist, stays loading past 5 s while it is restored (never a false signed out), forced false after 20 s', async () => {
    localStorage.setItem('sw5e.auth.session', '1');
    const { authStore, SESSION_RESTORE_TIMEOUT_MS } = await import('./auth-state.ts');
    localStorage.clear();
    expect(authStore.get().isAuthLoading).toBe(true);
    // A slow restore (a busy phone): still signing in after the 5 s a click's sign-in gets.
    vi.advanceTimersByTime(8_000);
    expect(authStore.get()).toMatchObject({ isAuthLoading: true, isLoggedIn: false });
    vi.advanceTimersByTime(SESSION_RESTORE_TIMEOUT_MS - 8_000 - 1);
    expect(authStore.get().isAuthLoading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(authStore.get().isAuthLoading).toBe(false);
  });

  it('starts ready (the Login button) when nothing hints at a session: sign-in code loads only on its click', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const { authStore } = await import('./auth-state.ts');
    expect(authStore.get().isAuthLoading).toBe(false);
  });

  it('each new start of loading (login, logout) gets its own 5 s limit', async () => {
    const { authStore } = await import('./auth-state.ts');
    authStore.set({ isAuthLoading: false });
    vi.advanceTimersByTime(10_000);
    authStore.set({ isAuthLoading: true });
    vi.advanceTimersByTime(4_999);
    expect(authStore.get().isAuthLoading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(authStore.get().isAuthLoading).toBe(false);
  });

  it('logged in means a non-empty access token', async () => {
    const { authStore, setAccessToken, currentAccessToken } = await import('./auth-state.ts');
    setAccessToken('');
    expect(authStore.get().isLoggedIn).toBe(false);
    setAccessToken('header.payload.signature');
    expect(authStore.get().isLoggedIn).toBe(true);
    expect(currentAccessToken()).toBe('header.payload.signature');
    setAccessToken(null);
    expect(authStore.get().isLoggedIn).toBe(false);
  });

  it('the #logged-out return clears the loading flag', async () => {
    const { authStore, handleLoggedOutReturn } = await import('./auth-state.ts');
    authStore.set({ isAuthLoading: true });
    handleLoggedOutReturn();
    expect(authStore.get().isAuthLoading).toBe(false);
  });
});
