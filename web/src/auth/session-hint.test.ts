// When sign-in (MSAL) must load: only for a possible session, judged from storage and the address without MSAL.
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSession, hasSessionHint, rememberSession } from './session-hint.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('hasSessionHint', () => {
  it('is false for a visitor with nothing stored', () => {
    expect(hasSessionHint()).toBe(false);
  });

  it('follows the note a completed sign-in leaves, until sign-out, and repeats it in the cookie the server reads', () => {
    const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('sw5e.session='));
    rememberSession();
    expect(hasSessionHint()).toBe(true);
    expect(cookie()).toBe('sw5e.session=1');
    forgetSession();
    expect(hasSessionHint()).toBe(false);
    expect(cookie()).toBeUndefined();
  });

  it("sees MSAL's stored accounts, but not an emptied account list", () => {
    localStorage.setItem('msal.account.keys', '[]');
    expect(hasSessionHint()).toBe(false);
    localStorage.setItem('msal.2.account.keys', '["home-id.tenant-login.example"]');
    expect(hasSessionHint()).toBe(true);
  });

  it('sees an MSAL interaction in progress in this tab, and a provider answer in the address', () => {
    sessionStorage.setItem('msal.interaction.status', 'x');
    expect(hasSessionHint()).toBe(true);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/rules#code=abc&state=xyz');
    expect(hasSessionHint()).toBe(true);
    window.history.replaceState(null, '', '/rules?search=code');
    expect(hasSessionHint()).toBe(false);
  });
});
