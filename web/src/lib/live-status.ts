// Whether the live socket (GraphQL subscriptions over WebSocket, app/apollo/live-link.ts) is open right now. Views that
// follow a document through a subscription poll only while it is not: a proxy that refuses upgrades, a dropped
// connection or a server that went away leave them polling as before, and nothing is shown about it.
import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();

export const liveStatus = {
  connected: () => connected,
  set(value: boolean) {
    if (value === connected) return;
    connected = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** True while the live socket is open (false on the server and before the first subscription opens it). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(liveStatus.subscribe, liveStatus.connected, () => false);
}
