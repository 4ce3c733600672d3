// The blank redirect page and its script: MSAL's redirect bridge, which hands a sign-in or silent-renewal
// response to the app, plus the return from sign-out to the page it started on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LOGOUT_RETURN_KEY, REDIRECT_SCRIPT_PATH } from '../../core/http-contract.ts';

/** Blank: nothing to see, it only runs the script (no inline script: the CSP forbids it). */
export const REDIRECT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in</title></head>
<body><script src="${REDIRECT_SCRIPT_PATH}"></script></body></html>`;

// Plain ES5 so it runs before anything else on the page; no inline script (the CSP forbids it).
const START = `
;(function () {
  var key = ${JSON.stringify(LOGOUT_RETURN_KEY)};
  var response = /(^|[?#&])(code|error)=/.test(window.location.search + '#' + window.location.hash.slice(1));
  if (!response) {
    // Back from the provider's sign-out (it answers with at most a state): return to where it started.
    var target = null;
    try { target = window.sessionStorage.getItem(key); window.sessionStorage.removeItem(key); } catch (e) {}
    if (!target || target.charAt(0) !== '/' || target.charAt(1) === '/' || target.charAt(1) === '\\\\') target = '/';
    window.location.replace(target.split('#')[0] + '#logged-out');
    return;
  }
  window.msalRedirectBridge.broadcastResponseToMainFrame().catch(function (error) {
    console.error('Sign-in redirect could not be completed', error && error.errorCode);
    if (window.parent === window) window.location.replace('/');
  });
})();
`;

let cached: string | undefined;

/** MSAL's UMD redirect-bridge bundle (shipped with @azure/msal-browser) followed by the starter above. */
export function redirectBridgeScript(): string {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  // The package exports no path to its UMD files; they sit beside its CommonJS entry.
  const libDir = dirname(require.resolve('@azure/msal-browser'));
  const bundle = readFileSync(join(libDir, 'redirect-bridge', 'msal-redirect-bridge.min.js'), 'utf8');
  cached = `${bundle}\n${START}`;
  return cached;
}
