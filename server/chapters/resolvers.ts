// GraphQL resolvers for chapters and the credits text.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

export const chapterResolvers = {
  Query: {
    chapters: (_p, { book }, ctx) => ctx.chapters.list(book),
    chapter: async (_p, { book, name }, ctx) => (await ctx.chapters.get(book, name)) ?? null,
    credits: (_p, _a, ctx) => ctx.chapters.credits(),
  },
} satisfies Resolvers<GraphQLContext>;
