// What the server's plain HTTP endpoints (outside GraphQL) and the browser agree on: their paths, keys and JSON
// shapes. Both sides import it from here, so neither reaches into the other.

/** The identity providers sign-in can use; `local` is the development provider the server hosts itself. */
export type AuthProvider = 'local' | 'b2c' | 'entra' | 'oidc';

/** What the browser needs to sign in, answered at AUTH_CONFIG_PATH from the server's configuration. */
export interface ClientAuthConfig {
  provider: AuthProvider;
  /** True for the local development provider (the UI says so). */
  localDevelopment: boolean;
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  /** 'OIDC' for the local provider and generic OpenID Connect providers; 'AAD' for B2C and Entra. */
  protocolMode: 'AAD' | 'OIDC';
  /** The provider's discovery document as JSON text, when MSAL must not fetch it itself. */
  authorityMetadata?: string;
  /** MSAL's default OIDC scopes, when the provider needs other than openid, profile, offline_access. */
  defaultScopes?: string[];
  /** The API scopes to request, with the provider's prefix. */
  scopes: { read: string; write: string };
  /** The one redirect page for sign-in, silent renewal and sign-out (register it with the provider). */
  redirectPath: string;
  /** B2C: the password-reset policy (after AADB2C90118) and the profile-editing policy. */
  resetAuthority?: string;
  profileAuthority?: string;
}

/** Where the browser fetches its sign-in configuration. */
export const AUTH_CONFIG_PATH = '/api/auth/config.json';
/**
 * The blank page MSAL receives every response on (sign-in, silent renewal in an iframe, sign-out). It lives
 * under /api so the web dev server proxies it and the service worker never answers it with the app shell.
 */
export const REDIRECT_PATH = '/api/auth/redirect';
/** Its script: MSAL's redirect bridge and the return from sign-out. */
export const REDIRECT_SCRIPT_PATH = '/api/auth/redirect-bridge.js';
/** sessionStorage key the app sets before signing out: the path to come back to (with #logged-out). */
export const LOGOUT_RETURN_KEY = 'sw5e.auth.logoutReturn';

/** Where the server answers with the operator's configured links (SITE_CHAT_URL, SITE_PATREON_URL). */
export const SITE_LINKS_PATH = '/api/site/links.json';

/** The configured links; null when the operator has not set one (the site then shows no such link). */
export interface ConfiguredLinks {
  chatUrl: string | null;
  patreonUrl: string | null;
}

/**
 * The cookie carrying the reader's Dark Side choice ('true' or 'false'), written by the browser beside its saved
 * setting, so the server renders a page in the theme the reader chose. public/theme-init.js writes the same name.
 */
export const THEME_COOKIE = 'sw5e.darkSide';

/**
 * The cookie saying this browser may hold a sign-in session ('1'; absent otherwise), kept by the browser beside its
 * own signs of one (web/src/auth/session-hint.ts), so the server renders the toolbar's sign-in as loading for it
 * rather than a Login button that would flash before the user menu. Only a hint: it grants nothing.
 */
export const SESSION_HINT_COOKIE = 'sw5e.session';
