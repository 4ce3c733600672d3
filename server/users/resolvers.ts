// GraphQL resolvers for the signed-in user: thin calls into the UserService of the context.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

export const userResolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.users.me(ctx.user),
  },
  Mutation: {
    updateUsername: (_p, { username }, ctx) => ctx.users.updateUsername(ctx.user, username),
  },
} satisfies Resolvers<GraphQLContext>;
