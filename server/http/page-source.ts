// What the page renderer takes from the server: GraphQL run in this process through Apollo Server (the same schema,
// limits, error masking and response cache as /graphql) for an anonymous caller, and the data versions.
import type { ApolloServer } from '@apollo/server';
import { createContext, type GraphQLContext } from '../graphql/context.ts';
import type { Services } from '../services.ts';
import { signature } from '../versions/version-tracker.ts';
import type { PageSource } from './page-renderer.ts';

export function pageSource(apollo: ApolloServer<GraphQLContext>, services: Services): PageSource {
  return {
    async execute({ query, variables, operationName }) {
      const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue: createContext(services, null) });
      if (response.body.kind !== 'single') throw new Error(`Server rendering asked for ${operationName ?? 'an operation'} with incremental delivery, which it cannot take.`);
      return response.body.singleResult;
    },
    dataVersion: async () => signature(await services.versions.versions()),
    onDataChange: (listener) => void services.versions.onChange(listener),
  };
}
