// The Dark Side flag in localStorage and on <html data-theme>; public/theme-init.js reads the same key before paint.
export const DARK_SIDE_KEY = 'sw5e.darkSide';

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
  if (dark) document.documentElement.setAttribute('data-theme', 'dark');
  else document.documentElement.removeAttribute('data-theme');
}
