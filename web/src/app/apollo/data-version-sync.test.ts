// Start-up data-version check against a fake /graphql: fetched when missing or old, stale data evicted, offline kept.
import { gql } from '@apollo/client';
import { createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNoConnection, reportConnection } from '../../lib/connectivity.ts';
import { CachePersister } from './cache-persister.ts';
import { createApolloClient, createCache } from './client.ts';
import { syncDataVersions } from './data-version-sync.ts';

const POWERS = gql`
  query P {
    powers {
      __typename
      name
    }
  }
`;

const DAY = 24 * 3600 * 1000;
let n = 0;

function setup(versions: Array<{ name: string; version: number }> | Error) {
  const fetch = vi.fn(async () => {
    if (versions instanceof Error) throw versions;
    const body = { data: { dataVersions: versions.map((v) => ({ __typename: 'DataVersion', ...v })) } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const cache = createCache();
  cache.writeQuery({ query: POWERS, data: { powers: [{ __typename: 'Power', name: 'Shock' }] } });
  const persister = new CachePersister(cache, { schemaHash: 'x', store: createStore(`sync-${++n}`, 'apollo') });
  const client = createApolloClient(cache, { uri: 'http://127.0.0.1/graphql', fetch: fetch as unknown as typeof globalThis.fetch });
  return { fetch, cache, persister, client };
}

afterEach(() => reportConnection(true));

describe('syncDataVersions', () => {
  it('does not fetch while the version list is younger than 3 days', async () => {
    const { fetch, cache, persister, client } = setup([{ name: 'powers', version: 9 }]);
    const now = Date.UTC(2026, 0, 10);
    persister.meta = { fetchedAt: now - 2 * DAY, versions: { powers: 1 } };
    expect(await syncDataVersions(client, cache, persister, () => now)).toEqual({ fetched: false, evicted: [] });
    expect(fetch).not.toHaveBeenCalled();
    expect(cache.readQuery({ query: POWERS })).not.toBeNull();
  });

  it('refetches an old list and evicts resources whose server version is newer', async () => {
    const { fetch, cache, persister, client } = setup([
      { name: 'powers', version: 2 },
      { name: 'species', version: 1 },
    ]);
    const now = Date.UTC(2026, 0, 10);
    persister.meta = { fetchedAt: now - 4 * DAY, versions: { powers: 1, species: 1 } };
    const result = await syncDataVersions(client, cache, persister, () => now);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.evicted).toEqual(['powers']);
    expect(cache.readQuery({ query: POWERS })).toBeNull();
    expect(persister.meta).toEqual({ fetchedAt: now, versions: { powers: 2, species: 1 } });
  });

  it('keeps the cached data and sets the no-connection flag when the fetch fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { cache, persister, client } = setup(new TypeError('Failed to fetch'));
    const result = await syncDataVersions(client, cache, persister);
    expect(result.fetched).toBe(false);
    expect(isNoConnection()).toBe(true);
    expect(cache.readQuery({ query: POWERS })).not.toBeNull();
  });
});
