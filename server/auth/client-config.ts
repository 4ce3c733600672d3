// What the browser needs to sign in (GET /auth/config.json): the client's MSAL settings, built from the
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

export const REDIRECT_PATH = '/redirect.html';

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
