// The Apollo client: one HTTP link to /graphql with the bearer token of the signed-in user and the
// no-connection flag kept by the fetch wrapper, and beside it the WebSocket link of subscriptions (live-link.ts); rules
// text is cleaned (replacement characters to dashes) on the way in.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { Observable } from 'rxjs';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getAccessToken } from '../../auth/auth-loader.ts';
import { createConnectivityFetch } from '../../lib/connectivity.ts';
import { cleanTextLink } from './clean-text-link.ts';
import { createLiveLink } from './live-link.ts';
import { typePolicies } from './type-policies.ts';

/** The cache's settings, shared by the browser's cache and the server renderer's hydration state. */
export const cacheConfig = { typePolicies } as const;

export function createCache(): InMemoryCache {
  return new InMemoryCache(cacheConfig);
}

/**
 * Adds `Authorization: Bearer <token>` when a user is signed in; anonymous calls go out unchanged. The sign-in code
 * (MSAL) loads only for a user who signs in or has a session (auth/auth-loader.ts).
 */
export const authLink = new SetContextLink(async (prevContext) => {
  const token = await getAccessToken();
  if (!token) return {};
  return { headers: { ...(prevContext.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
});

/** The query text's SHA-256 in hex, by Web Crypto (present in secure contexts: https and localhost). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Anonymous queries go out as automatic persisted queries over GET (only the query's hash in the address), which
 * the server answers from cached bytes with an ETag, and browsers and CDNs can keep; an unknown hash is retried
 * once as a POST with the query. Mutations and everything signed in (bearer token set by authLink) stay POST with the
 * full query: their answers are the user's own. Without Web Crypto (plain http off localhost) every call is a POST.
 */
function anonymousGetLink(http: ApolloLink): ApolloLink {
  if (!globalThis.crypto?.subtle) return http;
  const persisted = new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true });
  const direct = (operation: ApolloLink.Operation) =>
    operation.operationType !== 'query' || !!(operation.getContext().headers as Record<string, string> | undefined)?.authorization;
  return ApolloLink.split(direct, http, persisted.concat(http));
}

/** Never answers: what a subscription gets without a socket (never an HTTP request the server would refuse). */
const silentLink = new ApolloLink(() => new Observable(() => undefined));

export function createApolloClient(cache: InMemoryCache, options: { uri?: string; fetch?: typeof fetch } = {}): ApolloClient {
  const uri = options.uri ?? '/graphql';
  const http = new HttpLink({ uri, fetch: createConnectivityFetch(options.fetch) });
  const httpChain = ApolloLink.from([authLink, anonymousGetLink(http)]);
  const live = createLiveLink(uri);
  return new ApolloClient({
    cache,
    // Subscriptions go over the socket, everything else over HTTP. Where there is no WebSocket at all (the server
    // renderer, a browser that lacks it) a subscription simply never delivers, and the views poll.
    link: ApolloLink.from([cleanTextLink, ApolloLink.split((operation) => operation.operationType === 'subscription', live ?? silentLink, httpChain)]),
    // Rules data changes only with an import: the cache answers first; data versions decide when to refetch.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
