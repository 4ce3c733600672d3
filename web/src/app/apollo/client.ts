// The Apollo client: one HTTP link to /graphql with the bearer token of the signed-in user and the
// no-connection flag kept by the fetch wrapper; rules text is cleaned (replacement characters to dashes) on the way in.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { createConnectivityFetch } from '../../lib/connectivity.ts';
import { cleanTextLink } from './clean-text-link.ts';
import { typePolicies } from './type-policies.ts';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * Adds `Authorization: Bearer <token>` when a user is signed in; anonymous calls go out unchanged. The sign-in code
 * (MSAL, ~50 KB gzip) is imported lazily so it stays out of the first page's bundle; main.tsx starts loading it.
 */
export const authLink = new SetContextLink(async (prevContext) => {
  const { getAccessToken } = await import('../../auth/token.ts');
  const token = await getAccessToken();
  if (!token) return {};
  return { headers: { ...(prevContext.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
});

export function createApolloClient(cache: InMemoryCache, options: { uri?: string; fetch?: typeof fetch } = {}): ApolloClient {
  const http = new HttpLink({ uri: options.uri ?? '/graphql', fetch: createConnectivityFetch(options.fetch) });
  return new ApolloClient({
    cache,
    link: ApolloLink.from([cleanTextLink, authLink, http]),
    // Rules data changes only with an import: the cache answers first; data versions decide when to refetch.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
