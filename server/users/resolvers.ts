// GraphQL resolvers for the signed-in user: thin calls into the shared UserService.
import { accountServices } from '../auth/account-services.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

export const userResolvers: Resolvers<GraphQLContext> = {
  Query: {
    me: (_p, _a, ctx) => accountServices(ctx.store).users.me(ctx.user),
  },
  Mutation: {
    updateUsername: (_p, { username }, ctx) => accountServices(ctx.store).users.updateUsername(ctx.user, username),
  },
};
