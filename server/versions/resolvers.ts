// GraphQL resolvers for data versions.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

export const versionResolvers = {
  Query: {
    dataVersions: (_p, _a, ctx) => ctx.versions.versions(),
  },
} satisfies Resolvers<GraphQLContext>;
