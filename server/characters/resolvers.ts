// GraphQL resolvers for the signed-in user's characters: each user sees and changes only their own.
import { GraphQLError } from 'graphql';
import { SCOPES } from '../auth/require-user.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { CharacterInput, Resolvers } from '../graphql/generated/resolvers-types.ts';
import { CharacterLimitError, NotFoundError } from '../store/port.ts';
import { currentUser } from '../users/resolvers.ts';
import { CHARACTER_LIMIT, jsonDataProblem } from './character-rules.ts';

function checkInputs(inputs: readonly CharacterInput[]) {
  inputs.forEach((input, i) => {
    const problem = jsonDataProblem(input.jsonData);
    if (problem) {
      throw new GraphQLError(inputs.length > 1 ? `Character ${i + 1}: ${problem}` : problem, {
        extensions: { code: 'BAD_USER_INPUT', field: 'jsonData' },
      });
    }
  });
}

/** Maps store errors to client errors; anything else is left to error masking. */
function translate(e: unknown): never {
  if (e instanceof NotFoundError) throw new GraphQLError('Character not found.', { extensions: { code: 'NOT_FOUND' } });
  if (e instanceof CharacterLimitError) throw new GraphQLError(e.message, { extensions: { code: 'CHARACTER_LIMIT', limit: e.limit } });
  throw e;
}

export const characterResolvers: Resolvers<GraphQLContext> = {
  Query: {
    characters: async (_p, _a, ctx) => ctx.store.listCharacters((await currentUser(ctx, SCOPES.read)).id),
    character: async (_p, { id }, ctx) => ctx.store.getCharacter((await currentUser(ctx, SCOPES.read)).id, id),
  },
  Mutation: {
    saveCharacter: async (_p, { input }, ctx) => {
      const user = await currentUser(ctx, SCOPES.write);
      checkInputs([input]);
      return ctx.store.saveCharacter(user.id, { id: input.id ?? null, jsonData: input.jsonData }, CHARACTER_LIMIT).catch(translate);
    },
    saveCharacters: async (_p, { inputs }, ctx) => {
      const user = await currentUser(ctx, SCOPES.write);
      checkInputs(inputs);
      return ctx.store
        .saveCharacters(user.id, inputs.map((i) => ({ id: i.id ?? null, jsonData: i.jsonData })), CHARACTER_LIMIT)
        .catch(translate);
    },
    deleteCharacter: async (_p, { id }, ctx) => {
      const user = await currentUser(ctx, SCOPES.write);
      const deleted = await ctx.store.deleteCharacter(user.id, id);
      if (!deleted) translate(new NotFoundError(id));
      return true;
    },
  },
};
