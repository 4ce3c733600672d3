// A document shared by a read-only link, kept current: read once, then again every SHARE_POLL_MS while the page is
// visible (at once when it becomes visible again), so the reader follows the owner's saves; the players' view of a
// running encounter every PLAYER_VIEW_POLL_MS, so the table follows the game master's turns within two seconds. A new answer replaces the
// shown one only when its revision changed. An unknown or revoked link ends the polling; a failed poll keeps showing
// the last copy and says so.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SharedDocumentDocument, type SharedDocumentQuery } from '../../gql/graphql.ts';

/** How often an open share page asks for the owner's latest save. */
export const SHARE_POLL_MS = 3000;

/**
 * How often the players' view of a running encounter asks: the game master's tracker sends a change at once, or within
 * a second in a burst (its save throttle), so one more second here shows it to the table within two.
 */
export const PLAYER_VIEW_POLL_MS = 1000;

/** The interval for what the link showed last (before the first answer: the usual one). */
export function pollIntervalFor(document: { view: string } | undefined): number {
  return document?.view === 'PLAYERS' ? PLAYER_VIEW_POLL_MS : SHARE_POLL_MS;
}

export type SharedDocument = NonNullable<SharedDocumentQuery['sharedDocument']>;

export type SharedDocumentState =
  | { status: 'loading' }
  /** The first read failed (no connection, server error); it is tried again at the next poll. */
  | { status: 'failed'; message: string }
  /** The link opens nothing: unknown, revoked, or its document deleted. wasShown: it did open something before. */
  | { status: 'gone'; wasShown: boolean }
  /** failure: the last poll failed, the copy shown is the one before. */
  | { status: 'shown'; document: SharedDocument; failure?: string };

/** The next state for one poll's outcome (pure: the same copy is kept when the revision did not change). */
export function nextSharedState(previous: SharedDocumentState, outcome: { document: SharedDocument | null } | { error: string }): SharedDocumentState {
  if ('error' in outcome) {
    return previous.status === 'shown' ? { ...previous, failure: outcome.error } : previous.status === 'gone' ? previous : { status: 'failed', message: outcome.error };
  }
  const { document } = outcome;
  if (!document) return { status: 'gone', wasShown: previous.status === 'shown' || (previous.status === 'gone' && previous.wasShown) };
  if (previous.status === 'shown' && previous.document.revision === document.revision && previous.document.jsonData === document.jsonData && !previous.failure) return previous;
  return { status: 'shown', document };
}

/** `pollMs`: a fixed interval, or one chosen from the document shown last (pollIntervalFor). */
export function useSharedDocument(token: string, pollMs: number | ((document: SharedDocument | undefined) => number) = pollIntervalFor): SharedDocumentState {
  const client = useApolloClient();
  const [state, setState] = useState<SharedDocumentState>({ status: 'loading' });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let gone = false;
    let shown: SharedDocument | undefined;
    setState({ status: 'loading' });

    const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      // A hidden page asks nothing; it asks at once when shown again (onVisibility).
      if (!stopped && !gone && visible()) timer = setTimeout(() => void poll(), typeof pollMs === 'function' ? pollMs(shown) : pollMs);
    };
    const poll = async () => {
      if (inFlight || stopped) return;
      inFlight = true;
      try {
        // Never from or into the cache: each read is the owner's latest save, and someone else's document is not kept.
        const { data } = await client.query({ query: SharedDocumentDocument, variables: { token }, fetchPolicy: 'no-cache' });
        if (stopped) return;
        const shared = data?.sharedDocument ?? null;
        gone = shared === null;
        shown = shared ?? undefined;
        setState((previous) => nextSharedState(previous, { document: shared }));
      } catch (error) {
        if (!stopped) setState((previous) => nextSharedState(previous, { error: (error as Error).message }));
      } finally {
        inFlight = false;
        schedule();
      }
    };
    const onVisibility = () => {
      if (visible() && !timer && !inFlight && !gone) void poll();
      else if (!visible()) {
        clearTimeout(timer);
        timer = undefined;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, token, pollMs]);
  return state;
}
