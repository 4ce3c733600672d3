// GraphQL resolvers for the signed-in user's characters: thin calls into the shared CharacterService.
import { accountServices } from '../auth/account-services.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

const characters = (ctx: GraphQLContext) => accountServices(ctx.store).characters;

export const characterResolvers: Resolvers<GraphQLContext> = {
  Query: {
    characters: (_p, _a, ctx) => characters(ctx).list(ctx.user),
    character: (_p, { id }, ctx) => characters(ctx).get(ctx.user, id),
  },
  Mutation: {
    saveCharacter: (_p, { input }, ctx) => characters(ctx).save(ctx.user, input),
    saveCharacters: (_p, { inputs }, ctx) => characters(ctx).saveMany(ctx.user, inputs),
    deleteCharacter: async (_p, { id }, ctx) => {
      await characters(ctx).delete(ctx.user, id);
      return true;
    },
  },
};
