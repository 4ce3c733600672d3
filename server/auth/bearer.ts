// Reads the caller from a request's Authorization header: none means anonymous, anything else is verified.
import type { IncomingHttpHeaders } from 'node:http';
import type { AuthenticatedUser } from './caller.ts';
import { rejectedCaller } from './require-user.ts';
import { RequestError, unauthenticated } from './request-errors.ts';
import type { TokenVerifier } from './token-verifier.ts';

/** The signed-in caller, null when no token was sent, or a rejected caller carrying the reason. */
/** `address` is the client's address, charged by the verifier for lookups of unknown signing keys. */
export async function callerFromHeaders(headers: IncomingHttpHeaders, verify: TokenVerifier, address: string): Promise<AuthenticatedUser | null> {
  const header = headers.authorization;
  if (header === undefined || header === '') return null;
  const match = /^Bearer +([^\s]+) *$/i.exec(header);
  if (!match) return rejectedCaller(unauthenticated('the Authorization header must be "Bearer <access token>".'));
  try {
    return await verify(match[1]!, address);
  } catch (error) {
    if (error instanceof RequestError) return rejectedCaller(error);
    throw error;
  }
}
