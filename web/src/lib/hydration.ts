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

/**
 * Where the page keeps what React recovered from while hydrating: a mismatch React can detect (text or structure that
 * differs from the server's HTML) makes it render that part afresh in the browser and report it here. Kept on window
 * so the browser tests can assert a clean hydration; a production build logs nothing else for some mismatches.
 */
export const RECOVERABLE_ERRORS_KEY = '__sw5eRecoverableErrors';

/** hydrateRoot's onRecoverableError: records the problem, then reports it as React does by default. */
export function recordRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const list = ((window as unknown as Record<string, string[]>)[RECOVERABLE_ERRORS_KEY] ??= []);
  const message = error instanceof Error ? error.message : String(error);
  list.push(info.componentStack ? `${message}\n${info.componentStack.trim().split('\n').slice(0, 3).join('\n')}` : message);
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
