// The Dark Side flag in localStorage and on <html data-theme>; public/theme-init.js reads the same key before paint.
// A cookie repeats it for the server, which renders the page in that theme.
import { THEME_COOKIE } from '../../../../core/http-contract.ts';

export const DARK_SIDE_KEY = 'sw5e.darkSide';

/** A year: the choice is kept until the reader changes it. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export function writeThemeCookie(dark: boolean): void {
  document.cookie = `${THEME_COOKIE}=${dark}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function readDarkSide(): boolean {
  try {
    return localStorage.getItem(DARK_SIDE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeDarkSide(dark: boolean): void {
  try {
    localStorage.setItem(DARK_SIDE_KEY, String(dark));
  } catch {
    // Storage blocked (private mode): the theme still switches for this visit.
  }
  writeThemeCookie(dark);
  if (dark) document.documentElement.setAttribute('data-theme', 'dark');
  else document.documentElement.removeAttribute('data-theme');
}
