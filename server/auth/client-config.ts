// What the browser needs to sign in (GET /api/auth/config.json): the client's MSAL settings, built from the
// server's configuration so one set of environment variables configures both sides.
import type { Config } from '../config.ts';
import { REDIRECT_PATH, type ClientAuthConfig } from '../../core/http-contract.ts';

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
