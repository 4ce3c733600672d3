// GraphQL resolvers for the signed-in user's characters: thin calls into the CharacterService of the context.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

export const characterResolvers = {
  Query: {
    characters: (_p, _a, ctx) => ctx.characters.list(ctx.user),
    character: (_p, { id }, ctx) => ctx.characters.get(ctx.user, id),
  },
  Mutation: {
    saveCharacter: (_p, { input }, ctx) => ctx.characters.save(ctx.user, input),
    saveCharacters: (_p, { inputs }, ctx) => ctx.characters.saveMany(ctx.user, inputs),
    deleteCharacter: async (_p, { id }, ctx) => {
      await ctx.characters.delete(ctx.user, id);
      return true;
    },
  },
} satisfies Resolvers<GraphQLContext>;
