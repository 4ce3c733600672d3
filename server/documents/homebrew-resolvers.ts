// GraphQL resolvers of the homebrew packs' travel (export as a zip, import of one): thin calls into the homebrew
// service. The packs' own list, save and delete are the document resolvers' (./resolvers.ts), from the kinds table.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

export const homebrewResolvers = {
  Query: {
    homebrewPackExport: (_p, { id }, ctx) => ctx.homebrew.exportZip(ctx.user, id),
  },
  Mutation: {
    importHomebrewPack: (_p, { zipBase64 }, ctx) => ctx.homebrew.importZip(ctx.user, zipBase64),
  },
} satisfies Resolvers<GraphQLContext>;
