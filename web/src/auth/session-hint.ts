// Whether this page may have a sign-in session, decided without loading MSAL: sign-in (MSAL, about 70 KB gzip)
// loads only for visitors who sign in or already have a session, so everyone else never downloads it.
// Signs, any of which loads it: the app's own note that a sign-in completed here (kept until sign-out), MSAL's
// stored accounts (a session from before that note existed), an interaction MSAL left in progress in this tab
// (a redirect under way), or a provider's answer in the address.

import { SESSION_HINT_COOKIE } from '../../../core/http-contract.ts';

const SESSION_KEY = 'sw5e.auth.session';

function storageKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) keys.push(storage.key(i) ?? '');
  return keys;
}

/** MSAL's account lists ('msal.account.keys', 'msal.<schema>.account.keys') holding at least one account. */
function msalAccounts(storage: Storage): boolean {
  return storageKeys(storage).some((key) => {
    if (!/^msal\.(?:\d+\.)?account\.keys$/.test(key)) return false;
    const value = storage.getItem(key);
    return !!value && value !== '[]';
  });
}

/** A provider's answer (authorization code or error) in the query or the hash. */
function providerAnswerInAddress(location: Location): boolean {
  return /(^|[?#&])(code|error)=/.test(`${location.search}#${location.hash.slice(1)}`);
}

export function hasSessionHint(): boolean {
  try {
    return (
      localStorage.getItem(SESSION_KEY) !== null ||
      msalAccounts(localStorage) ||
      storageKeys(sessionStorage).some((key) => key.startsWith('msal.')) ||
      providerAnswerInAddress(window.location)
    );
  } catch {
    // Storage refused (privacy settings): load sign-in rather than miss a session.
    return true;
  }
}

/**
 * Repeats the hint in a cookie, so the server renders the next page with sign-in loading rather than a Login button
 * (core/http-contract.ts SESSION_HINT_COOKIE). Called at start-up and whenever the note changes.
 */
export function syncSessionCookie(hint: boolean = hasSessionHint()): void {
  if (typeof document === 'undefined') return;
  document.cookie = hint ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax` : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** Notes that this browser holds a session (after a sign-in completed), so the next visit loads sign-in at once. */
export function rememberSession(): void {
  try {
    localStorage.setItem(SESSION_KEY, '1');
  } catch {
    // Without storage MSAL's own account list still tells.
  }
  syncSessionCookie(true);
}

/** Forgets the note at sign-out. */
export function forgetSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing was kept.
  }
  syncSessionCookie(false);
}
