// GraphQL resolvers of the encounter, starship and share operations. Transitional: the SDL contract is in place and
// these fields answer SERVICE_UNAVAILABLE until the generic document service behind them lands (next commits).
import { RequestError } from '../auth/request-errors.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';

const notYet = (): never => {
  throw new RequestError('SERVICE_UNAVAILABLE', 'Encounters, starships and share links are not served by this build yet.');
};

export const documentResolvers = {
  Query: {
    encounters: notYet,
    encounter: notYet,
    starships: notYet,
    starship: notYet,
    myShares: notYet,
    sharedDocument: notYet,
  },
  Mutation: {
    saveEncounter: notYet,
    saveEncounters: notYet,
    deleteEncounter: notYet,
    saveStarship: notYet,
    saveStarships: notYet,
    deleteStarship: notYet,
    createShare: notYet,
    revokeShare: notYet,
  },
} satisfies Resolvers<GraphQLContext>;
