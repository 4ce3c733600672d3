// Applies the data-version rules at start-up: refetch the version list when missing or old, evict stale resources,
// and tell the hash modal when the check is over (it waits for the data-version fetch before opening).
import type { ApolloClient, InMemoryCache } from '@apollo/client';
import { DataVersionsDocument } from '../../gql/graphql.ts';
import type { CachePersister } from './cache-persister.ts';
import { dataVersionsReady } from './data-versions-ready.ts';
import { isVersionListStale, staleVersionNames } from './data-version-rules.ts';
import { evictVersionNames } from './evict-resources.ts';

export interface SyncResult {
  fetched: boolean;
  evicted: string[];
}

export async function syncDataVersions(
  client: ApolloClient,
  cache: InMemoryCache,
  persister: CachePersister,
  now: () => number = Date.now,
): Promise<SyncResult> {
  try {
    if (!isVersionListStale(persister.meta, now())) return { fetched: false, evicted: [] };
    const { data } = await client.query({ query: DataVersionsDocument, fetchPolicy: 'network-only' });
    const server = data?.dataVersions ?? [];
    // A first visit has nothing cached to evict; a later one drops what changed on the server.
    const evicted = persister.meta.fetchedAt === null ? [] : staleVersionNames(persister.meta.versions, server);
    if (evicted.length > 0) evictVersionNames(cache, evicted);
    persister.setMeta({ fetchedAt: now(), versions: Object.fromEntries(server.map((v) => [v.name, v.version])) });
    return { fetched: true, evicted };
  } catch (e) {
    // The fetch wrapper has already set the no-connection flag; the cached data stays usable.
    console.warn('Could not check data versions', e);
    return { fetched: false, evicted: [] };
  } finally {
    dataVersionsReady.set(true);
  }
}
