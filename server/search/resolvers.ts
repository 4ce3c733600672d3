// GraphQL resolver for the global search.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

export const searchResolvers = {
  Query: {
    search: (_p, { text, types, limit }, ctx) => ctx.search.search(text, types, limit ?? 50),
  },
} satisfies Resolvers<GraphQLContext>;
