// The link of GraphQL subscriptions: one WebSocket to /graphql (graphql-ws's graphql-transport-ws protocol), opened on
// the first subscription and closed a few seconds after the last ends, carrying the signed-in user's bearer token in
// its first message (asked anew at every connection, so a reconnection after the token expired sends a fresh one).
// It reconnects by itself, waiting longer after each failure (1 s, 2 s, 4 s... up to 30 s, with jitter), and resubscribes;
// lib/live-status.ts says whether it is open, so views poll meanwhile. Signing in or out reconnects it (the socket is
// authenticated once, by its first message), and the subscriptions start again as the new session.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { getAccessToken } from '../../auth/auth-loader.ts';
import { authStore } from '../../auth/auth-state.ts';
import { liveStatus } from '../../lib/live-status.ts';

const MAX_RETRY_WAIT_MS = 30_000;

/** The socket address of an HTTP GraphQL address (relative to the page). */
export function socketUrl(uri: string, base: string): string {
  const url = new URL(uri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** The subscriptions' link, or null where there is no WebSocket (the server renderer). */
export function createLiveLink(uri: string): GraphQLWsLink | null {
  if (typeof WebSocket === 'undefined' || typeof location === 'undefined') return null;
  const client = createClient({
    url: socketUrl(uri, location.href),
    lazy: true,
    lazyCloseTimeout: 3000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((done) => setTimeout(done, Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) * (0.75 + Math.random() / 2))),
    connectionParams: async () => {
      const token = await getAccessToken().catch(() => null);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: () => liveStatus.set(true),
      closed: () => liveStatus.set(false),
    },
  });
  let signedIn = authStore.get().isLoggedIn;
  authStore.subscribe(() => {
    if (authStore.get().isLoggedIn === signedIn) return;
    signedIn = authStore.get().isLoggedIn;
    // Closed as "terminated" (4499), which the client retries: the next connection sends the new session's token.
    client.terminate();
  });
  return new GraphQLWsLink(client);
}
