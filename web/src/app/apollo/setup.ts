// Start-up of the data layer, outside React: build the cache, restore the persisted copy, then create the client.
// main.tsx awaits this before the first route renders.
import type { ApolloClient, InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import { authStore } from '../../auth/auth-state.ts';
import { CachePersister } from './cache-persister.ts';
import { createApolloClient, createCache } from './client.ts';
import { syncDataVersions } from './data-version-sync.ts';
import { SCHEMA_HASH } from './schema-hash.ts';

export interface DataLayer {
  client: ApolloClient;
  cache: InMemoryCache;
  persister: CachePersister;
}

let current: DataLayer | undefined;

/**
 * Without `serverState` the saved cache is restored before this resolves. With the state of a server-rendered page,
 * the cache starts from it at once (hydration needs exactly the server's data) and the saved cache is merged in
 * after, the server's newer entries winning; only then are changes saved and the data versions checked.
 */
export async function setupApollo(serverState?: NormalizedCacheObject): Promise<DataLayer> {
  const cache = createCache();
  const persister = new CachePersister(cache, { schemaHash: SCHEMA_HASH });
  const client = createApolloClient(cache);
  current = { client, cache, persister };
  const afterRestore = () => {
    persister.watch();
    void syncDataVersions(client, cache, persister);
  };
  if (serverState) {
    cache.restore(serverState);
    void persister.restore({ mergeUnder: true }).then(() => {
      afterRestore();
      // The server's data is saved too, so this page reopens offline.
      persister.schedule();
    });
  } else {
    await persister.restore();
    afterRestore();
  }
  stripUserDataOnLogout();
  return current;
}

/** The user's own data (profile, stored characters) leaves the cache and its saved copy; call on logout. */
export async function clearUserData(): Promise<void> {
  if (!current) return;
  const { cache, persister } = current;
  for (const fieldName of ['me', 'characters', 'character']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  for (const [id, entity] of Object.entries(cache.extract() as Record<string, { __typename?: string } | undefined>)) {
    if (entity?.__typename === 'User' || entity?.__typename === 'Character') cache.evict({ id });
  }
  cache.gc();
  await persister.flush();
}

/** Signing out (logged in -> logged out) strips the user's data from the cache and its saved copy. */
function stripUserDataOnLogout(): void {
  let wasLoggedIn = authStore.get().isLoggedIn;
  authStore.subscribe(() => {
    const { isLoggedIn } = authStore.get();
    if (wasLoggedIn && !isLoggedIn) void clearUserData();
    wasLoggedIn = isLoggedIn;
  });
}
