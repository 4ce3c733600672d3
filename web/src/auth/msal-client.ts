// Builds the one MSAL PublicClientApplication from the server's sign-in configuration.
import { LogLevel, ProtocolMode, PublicClientApplication } from '@azure/msal-browser';
import type { ClientAuthConfig } from './auth-config.ts';

/** Tokens are renewed this long before they expire (lower than the local provider's 10-minute lifetime). */
const RENEWAL_OFFSET_SECONDS = 60;

export function createMsal(config: ClientAuthConfig, origin = window.location.origin): PublicClientApplication {
  const redirectUri = `${origin}${config.redirectPath}`;
  return new PublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      ...(config.authorityMetadata ? { authorityMetadata: config.authorityMetadata } : {}),
      ...(config.defaultScopes ? { OIDCOptions: { defaultScopes: config.defaultScopes } } : {}),
      redirectUri,
      postLogoutRedirectUri: redirectUri,
    },
    // Shared by the site's tabs, so signing in once covers them all.
    cache: { cacheLocation: 'localStorage' },
    system: {
      protocolMode: config.protocolMode === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD,
      tokenRenewalOffsetSeconds: RENEWAL_OFFSET_SECONDS,
      loggerOptions: {
        logLevel: LogLevel.Warning,
        piiLoggingEnabled: false,
        loggerCallback: (level, message, containsPii) => {
          if (containsPii) return;
          if (level === LogLevel.Error) console.error(message);
          else if (level === LogLevel.Warning) console.warn(message);
        },
      },
    },
  });
}
