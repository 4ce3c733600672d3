// The data layer on demand. Apollo Client with rxjs, the persisted cache, the persisted-query link and the operation
// documents are about a third of the app's JavaScript, and a server-rendered page that ran no query (the home page,
// the hubs) hydrates without any of it. They are loaded on first need: a route's page (every lazily loaded route
// waits for it, see route-objects.ts), the toolbar's search suggestions, the record modal, the signed-in user menu,
// or a start that renders in the browser. This module holds only the hand-over and must stay free of Apollo's
// runtime and of the generated documents and hooks (type imports only), or they would return to the first load.
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { createSmallStore } from '../../lib/small-store.ts';
import type { DataLayer } from './setup.ts';

export { useDataVersionsReady } from './data-versions-ready.ts';

/** The running client once loaded; the app's Apollo context carries it (App.tsx). */
export const dataLayerClient = createSmallStore<ApolloClient | undefined>(undefined);

let loading: Promise<DataLayer> | undefined;
/** While a page that ran no query is hydrated, its route modules load without waiting for the data layer. */
let deferred = false;

/**
 * Loads and starts the data layer once; later calls get the same one. `serverState` (the cache a server-rendered page
 * was made from) counts only on the first call: main.tsx passes it when the page it hydrates ran queries.
 */
export function loadDataLayer(serverState?: NormalizedCacheObject): Promise<DataLayer> {
  loading ??= import('./setup.ts').then(async ({ setupApollo }) => {
    const layer = await setupApollo(serverState);
    dataLayerClient.set(layer.client);
    return layer;
  });
  return loading;
}

/**
 * What a lazily loaded route waits for besides its page module: the data layer, unless the first page hydrates
 * without it. The server renderer brings its own client (entry-server.tsx), so its build never starts this one.
 */
export function dataLayerForRoute(): Promise<unknown> {
  return import.meta.env.SSR || deferred ? Promise.resolve() : loadDataLayer();
}

/** Runs `load` (the first route's modules) without starting the data layer; later navigations start it. */
export async function withoutDataLayer<T>(load: () => Promise<T>): Promise<T> {
  deferred = true;
  try {
    return await load();
  } finally {
    deferred = false;
  }
}

/** True when a server-rendered page's cache holds any query result, so hydrating it needs the client. */
export function serverStateHasData(state: NormalizedCacheObject | undefined): boolean {
  if (!state) return false;
  return Object.entries(state).some(([id, entity]) => id !== 'ROOT_QUERY' || Object.keys(entity ?? {}).some((k) => k !== '__typename'));
}

/** The user's own data leaves the cache and its saved copy (loading the data layer if it is not running yet). */
export async function clearUserData(): Promise<void> {
  const { clearUserData: clear } = await import('./setup.ts');
  await loadDataLayer();
  await clear();
}
