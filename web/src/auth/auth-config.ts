// Loads the sign-in configuration from the server (which identity provider, client id, scopes). The last copy
// is kept so a visit without a connection still knows the signed-in account.
import { AUTH_CONFIG_PATH, type ClientAuthConfig } from '../../../core/http-contract.ts';

export type { ClientAuthConfig };

const STORAGE_KEY = 'sw5e.auth.config';
const FETCH_TIMEOUT_MS = 4000;

function isConfig(value: unknown): value is ClientAuthConfig {
  const v = value as Partial<ClientAuthConfig> | null;
  return !!v && typeof v.clientId === 'string' && typeof v.authority === 'string' && typeof v.scopes?.read === 'string' && typeof v.redirectPath === 'string';
}

export async function loadAuthConfig(fetchImpl: typeof fetch = fetch): Promise<ClientAuthConfig> {
  try {
    const res = await fetchImpl(AUTH_CONFIG_PATH, { cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${AUTH_CONFIG_PATH} answered ${res.status}`);
    const config: unknown = await res.json();
    if (!isConfig(config)) throw new Error(`${AUTH_CONFIG_PATH} did not hold a sign-in configuration`);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
    } catch {
      // Storage may be full or disabled: the fetched copy is used this time anyway.
    }
    return config;
  } catch (error) {
    const saved = readSaved();
    if (saved) return saved;
    throw error;
  }
}

function readSaved(): ClientAuthConfig | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isConfig(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** What sign-in asks for: both API scopes and offline access (a refresh token). */
export function loginScopes(config: ClientAuthConfig): string[] {
  return [config.scopes.read, config.scopes.write, 'offline_access'];
}

/** What API calls need: the two API scopes (MSAL adds its default OpenID scopes). */
export function apiScopes(config: ClientAuthConfig): string[] {
  return [config.scopes.read, config.scopes.write];
}
