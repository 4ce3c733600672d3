// What the browser needs to sign in (GET /api/auth/config.json): the client's MSAL settings, built from the
// server's configuration so one set of environment variables configures both sides.
import type { Config } from '../config.ts';

export interface ClientAuthConfig {
  provider: Config['auth']['provider'];
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

/**
 * The configuration for a browser at `origin` (scheme://host:port as it reached us). `localMetadata` is the
 * local provider's discovery document for that origin.
 */
export function clientAuthConfig(auth: Config['auth'], origin: string, localMetadata?: Record<string, unknown>): ClientAuthConfig {
  const common = { clientId: auth.clientId, scopes: auth.scopes, redirectPath: REDIRECT_PATH };
  if (auth.provider === 'local' && localMetadata) {
    const host = new URL(origin).host;
    return {
      ...common,
      provider: 'local',
      localDevelopment: true,
      // MSAL refuses http authorities: this https name is never contacted, the metadata says where to go.
      authority: `https://${host}/oidc`,
      knownAuthorities: [host],
      protocolMode: 'OIDC',
      authorityMetadata: JSON.stringify(localMetadata),
      // The local provider issues refresh tokens without the offline_access grant; asking for it on
      // refresh would fail with invalid_scope (see docs/sign-in.md).
      defaultScopes: ['openid', 'profile'],
    };
  }
  return {
    ...common,
    provider: auth.provider,
    localDevelopment: false,
    authority: auth.authority,
    knownAuthorities: auth.knownAuthorities,
    protocolMode: auth.provider === 'oidc' ? 'OIDC' : 'AAD',
    ...(auth.authorities ? { resetAuthority: auth.authorities.reset, profileAuthority: auth.authorities.profile } : {}),
  };
}
