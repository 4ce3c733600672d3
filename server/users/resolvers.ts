// GraphQL resolvers for the signed-in user.
import { GraphQLError } from 'graphql';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { defaultUsername, usernameProblem } from './username.ts';

/** The caller's user record, created on first use. */
export async function currentUser(ctx: GraphQLContext, scope: (typeof SCOPES)[keyof typeof SCOPES]) {
  const user = requireUser(ctx, scope);
  return ctx.store.ensureUser(user.id, defaultUsername(user.name, user.id));
}

export const userResolvers: Resolvers<GraphQLContext> = {
  Query: {
    me: (_p, _a, ctx) => currentUser(ctx, SCOPES.read),
  },
  Mutation: {
    updateUsername: async (_p, { username }, ctx) => {
      const user = await currentUser(ctx, SCOPES.write);
      const problem = usernameProblem(username);
      if (problem) throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', field: 'username' } });
      return ctx.store.setUsername(user.id, username);
    },
  },
};
