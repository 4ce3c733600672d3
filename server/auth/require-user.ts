// Guards for operations on users and characters: a verified bearer token is required, with the right scope.
import type { AuthenticatedUser } from './caller.ts';
import { RequestError, unauthenticated } from './request-errors.ts';

/**
 * A caller whose bearer token was refused. Public data stays readable (as on the REST side, where public
 * paths ignore tokens); anything that needs sign-in answers with the reason the token was refused.
 */
export interface RejectedCaller extends AuthenticatedUser {
  readonly rejection: RequestError;
}

export function rejectedCaller(rejection: RequestError): RejectedCaller {
  return { id: '', scopes: [], rejection };
}

/** The scope names the API checks in access tokens (the client asks for them with its provider's prefix). */
export const SCOPES = { read: 'characters.read', write: 'characters.write' } as const;
export type Scope = (typeof SCOPES)[keyof typeof SCOPES];

/**
 * The caller when signed in with `scope`; otherwise 401 (no token) or 403 (a token without the scope).
 * The write scope does not imply read: a token is used only for what it was granted.
 */
export function requireUser(user: AuthenticatedUser | null | undefined, scope: Scope): AuthenticatedUser {
  if (!user) throw unauthenticated('send a valid bearer access token.');
  if ('rejection' in user) throw (user as RejectedCaller).rejection;
  if (!user.scopes.includes(scope)) throw new RequestError('FORBIDDEN', `The access token lacks the scope "${scope}".`, { scope });
  return user;
}
