// The Dark Side flag: stored in localStorage, mirrored on <html>, and read by the pre-paint script with the same key.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '../../../../core/http-contract.ts';
import { DARK_SIDE_KEY, readDarkSide, writeDarkSide } from './theme-flag.ts';

const initScript = readFileSync(resolve(import.meta.dirname, '../../../public/theme-init.js'), 'utf8');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('theme flag', () => {
  it('round-trips through localStorage and sets data-theme', () => {
    expect(readDarkSide()).toBe(false);
    writeDarkSide(true);
    expect(localStorage.getItem(DARK_SIDE_KEY)).toBe('true');
    expect(readDarkSide()).toBe(true);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    writeDarkSide(false);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('is applied by the pre-paint script from the same key', () => {
    localStorage.setItem(DARK_SIDE_KEY, 'true');
    new Function(initScript)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    document.documentElement.removeAttribute('data-theme');
    localStorage.setItem(DARK_SIDE_KEY, 'false');
    new Function(initScript)();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('repeats the choice in the cookie the server renders by, from the app and from the pre-paint script', () => {
    writeDarkSide(true);
    expect(document.cookie).toContain(`${THEME_COOKIE}=true`);
    writeDarkSide(false);
    expect(document.cookie).toContain(`${THEME_COOKIE}=false`);
    localStorage.setItem(DARK_SIDE_KEY, 'true');
    new Function(initScript)();
    expect(document.cookie).toContain(`${THEME_COOKIE}=true`);
  });
});
