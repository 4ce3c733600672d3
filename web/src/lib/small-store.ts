// A tiny observable value for app-wide UI flags read by React through useSyncExternalStore.
import { useSyncExternalStore } from 'react';

export interface SmallStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createSmallStore<T>(initial: T): SmallStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSmallStore<T>(store: SmallStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
