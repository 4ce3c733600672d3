// Guards for operations on users and characters: a verified bearer token is required, with the right scope.
import { GraphQLError } from 'graphql';
import type { AuthenticatedUser, GraphQLContext } from '../graphql/context.ts';

export const SCOPES = { read: 'characters.read', write: 'characters.write' } as const;

export function requireUser(ctx: Pick<GraphQLContext, 'user'>, scope: (typeof SCOPES)[keyof typeof SCOPES]): AuthenticatedUser {
  if (!ctx.user) {
    throw new GraphQLError('Sign in required: send a valid bearer access token.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
  }
  if (!ctx.user.scopes.includes(scope)) {
    throw new GraphQLError(`The access token lacks the scope "${scope}".`, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
  }
  return ctx.user;
}
