// The no-connection flag: set when a data fetch fails, cleared by the next success.
// The Apollo fetch wrapper sets it; the layout shows the banner; other code may report its own fetches here.
import { createSmallStore, useSmallStore } from './small-store.ts';

const noConnection = createSmallStore(false);

export const NO_CONNECTION_TEXT = 'Warning: Could not connect to database. Check your internet connection.';

/** Record the outcome of a data fetch: `false` after a failed one, `true` after a successful one. */
export function reportConnection(ok: boolean): void {
  noConnection.set(!ok);
}

export function isNoConnection(): boolean {
  return noConnection.get();
}

/** True while the last data fetch failed. */
export function useNoConnection(): boolean {
  return useSmallStore(noConnection);
}

/**
 * `fetch` for data calls: a rejected request (no network, server down) logs 'Failed to fetch', sets the flag and
 * rethrows; any HTTP answer clears it (an error status is the server talking, not a lost connection).
 */
export function createConnectivityFetch(inner: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    try {
      const response = await inner(input, init);
      reportConnection(response.status < 502 || response.status > 504);
      return response;
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') {
        console.error('Failed to fetch', error);
        reportConnection(false);
      }
      throw error;
    }
  };
}
