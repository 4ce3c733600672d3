// Verifies bearer access tokens: RS256 only, keys from the provider's JWKS (cached, fetches spaced out, unknown
// key ids limited per client address), exact issuer and audience, expiry and not-before with a small tolerance,
// the token type when one is required.
import jwt from 'jsonwebtoken';
import type { AuthenticatedUser } from './caller.ts';
import { RequestError, unauthenticated } from './request-errors.ts';
import { createSigningKeys, type SigningKeysOptions } from './signing-keys.ts';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Where the signing keys are published. */
  jwksUri: string;
  /** When set, the token header's `typ` must be this (e.g. `at+jwt`), which keeps ID tokens out. */
  tokenType?: string;
  clockToleranceSeconds: number;
  /** Key-set fetches per minute at most: tokens with random key ids must not hammer the provider. */
  jwksRequestsPerMinute: number;
  /** Lookups of unknown key ids per client address per minute (default 10). */
  unknownKeysPerAddressPerMinute?: number;
  /** Replaces the HTTP fetch of the key set (the in-process local provider). */
  fetchKeys?: () => Promise<{ keys: unknown[] }>;
  /** Where unknown key ids are counted (see signing-keys.ts); default: in this process. */
  unknownKeyCounters?: SigningKeysOptions['counters'];
  /** Fetch the key set at once (server start-up). */
  prefetchKeys?: boolean;
}

/** Verifies `token`, sent from the client at `address` (which is charged for lookups of unknown key ids). */
export type TokenVerifier = (token: string, address: string) => Promise<AuthenticatedUser>;

/** Longest token accepted; real access tokens are 1-3 KB. */
const MAX_TOKEN_LENGTH = 16 * 1024;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const KID_SHAPE = /^[\x21-\x7e]{1,256}$/;

/** Scopes from `scp` (Microsoft: a space-separated string) or `scope` (OAuth 2.0 JWT profile). */
export function tokenScopes(payload: jwt.JwtPayload): string[] {
  const raw = payload.scp ?? payload.scope;
  if (Array.isArray(raw)) return raw.filter((s): s is string => typeof s === 'string');
  return typeof raw === 'string' ? raw.split(' ').filter(Boolean) : [];
}

function normalizeType(typ: unknown): string {
  return typeof typ === 'string' ? typ.toLowerCase().replace(/^application\//, '') : '';
}

/** Names what is wrong with a token without repeating any of it. */
function rejection(error: unknown): RequestError {
  if (error instanceof jwt.TokenExpiredError) return unauthenticated('the access token has expired.');
  if (error instanceof jwt.NotBeforeError) return unauthenticated('the access token is not valid yet.');
  if (error instanceof jwt.JsonWebTokenError) {
    const m = error.message;
    if (m.startsWith('jwt issuer invalid')) return unauthenticated('the access token was issued by another identity provider.');
    if (m.startsWith('jwt audience invalid')) return unauthenticated('the access token is not meant for this API (audience).');
    if (m.includes('signature')) return unauthenticated('the access token signature is invalid.');
    if (m.includes('algorithm')) return unauthenticated('the access token algorithm is not accepted (RS256 only).');
    return unauthenticated('the access token is malformed.');
  }
  return unauthenticated('the access token could not be verified.');
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = createSigningKeys({
    jwksUri: options.jwksUri,
    fetchKeys: options.fetchKeys,
    requestsPerMinute: options.jwksRequestsPerMinute,
    unknownKeysPerAddressPerMinute: options.unknownKeysPerAddressPerMinute,
    ...(options.unknownKeyCounters ? { counters: options.unknownKeyCounters } : {}),
    ...(options.prefetchKeys ? { prefetch: true } : {}),
  });
  const expectedType = options.tokenType ? normalizeType(options.tokenType) : undefined;

  return async (token, address) => {
    if (token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) throw unauthenticated('the bearer token is not a JWT.');
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload === 'string') throw unauthenticated('the bearer token is not a JWT.');
    const { header } = decoded;
    // Checked before any key lookup: a forged header must not cost a request to the provider.
    if (header.alg !== 'RS256') throw unauthenticated(`the access token algorithm "${String(header.alg).slice(0, 16)}" is not accepted (RS256 only).`);
    if (expectedType && normalizeType(header.typ) !== expectedType) {
      throw unauthenticated(`the token is not an access token (type must be ${options.tokenType}).`);
    }
    if (typeof header.kid !== 'string' || !KID_SHAPE.test(header.kid)) throw unauthenticated('the access token names no signing key (kid).');

    const key = await keys.key(header.kid, address);
    let payload: jwt.JwtPayload;
    try {
      payload = jwt.verify(token, key, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance: options.clockToleranceSeconds,
      }) as jwt.JwtPayload;
    } catch (error) {
      throw rejection(error);
    }
    // jsonwebtoken accepts a token without exp: a token that never expires is refused here.
    if (typeof payload.exp !== 'number') throw unauthenticated('the access token has no expiry.');
    if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 256) {
      throw unauthenticated('the access token names no subject.');
    }
    const name = [payload.name, payload.preferred_username, payload.given_name].find((v): v is string => typeof v === 'string' && v !== '');
    return { id: payload.sub, ...(name ? { name } : {}), scopes: tokenScopes(payload) };
  };
}
