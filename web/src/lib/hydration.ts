// Values only the browser knows (screen width, saved settings) must not change the first render when the page hydrates
// server-rendered HTML: React would report a mismatch. useHydrated is false on the server and while hydrating, and
// true for every other render (a page rendered in the browser alone sees true at once).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
