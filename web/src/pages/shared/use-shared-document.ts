// A document shared by a read-only link, kept current: followed live through the sharedDocumentChanged subscription
// while the live socket is open (each save arrives as it happens, and no polling), otherwise (a proxy that refuses
// WebSocket, a dropped socket until it is back) read once, then again every SHARE_POLL_MS while the page is
// visible (at once when it becomes visible again), so the reader follows the owner's saves; the players' view of a
// running encounter every PLAYER_VIEW_POLL_MS, so the table follows the game master's turns within two seconds. A new answer replaces the
// shown one only when its revision changed. An unknown or revoked link ends the polling; a failed poll keeps showing
// the last copy and says so.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { SharedDocumentDocument, type SharedDocumentQuery } from '../../gql/graphql.ts';
import { useSharedDocumentChangedSubscription } from '../../gql/hooks.ts';
import { useLiveConnected } from '../../lib/live-status.ts';

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
  // A poll answered after a newer live event (or the other way round) never takes the page back to an older copy.
  if (previous.status === 'shown' && document.revision < previous.document.revision) return previous;
  return { status: 'shown', document };
}

/** `pollMs`: a fixed interval, or one chosen from the document shown last (pollIntervalFor). */
export function useSharedDocument(token: string, pollMs: number | ((document: SharedDocument | undefined) => number) = pollIntervalFor): SharedDocumentState {
  const client = useApolloClient();
  const [state, setState] = useState<SharedDocumentState>({ status: 'loading' });
  // Live: the subscription delivered since it (re)started and the socket is open. Holding revision 0, the server sends
  // the stored copy at once, which proves the subscription is running.
  const [subscribed, setSubscribed] = useState(false);
  const connected = useLiveConnected();
  const live = connected && subscribed;
  // A socket that closed is live again only once the resubscription has delivered (the stored copy, at once).
  useEffect(() => {
    if (!connected) setSubscribed(false);
  }, [connected]);
  useSharedDocumentChangedSubscription({
    variables: { token, sinceRevision: 0 },
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const shared = data.data?.sharedDocumentChanged;
      if (!shared) return;
      setSubscribed(true);
      setState((previous) => nextSharedState(previous, { document: shared }));
    },
    // A revoked link or a deleted document ends the subscription: the next poll says so (gone).
    onError: () => setSubscribed(false),
    onComplete: () => setSubscribed(false),
  });
  const liveRef = useRef(live);
  const polling = useRef<{ now(): void; pause(): void }>({ now: () => undefined, pause: () => undefined });
  useEffect(() => {
    liveRef.current = live;
    // Live: the poll waiting is dropped (the socket brings each save). No longer live: polling takes over at once.
    if (live) polling.current.pause();
    else polling.current.now();
  }, [live]);
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
      // A hidden page asks nothing; it asks at once when shown again (onVisibility). A live one is sent each save.
      if (!stopped && !gone && visible() && !liveRef.current) timer = setTimeout(() => void poll(), typeof pollMs === 'function' ? pollMs(shown) : pollMs);
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
      // Shown again: asked at once, unless the live socket keeps the page current anyway.
      if (visible() && !timer && !inFlight && !gone && !liveRef.current) void poll();
      else if (!visible()) {
        clearTimeout(timer);
        timer = undefined;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    polling.current = {
      now: () => {
        if (!timer && !inFlight && !gone) void poll();
      },
      pause: () => {
        clearTimeout(timer);
        timer = undefined;
      },
    };
    void poll();
    return () => {
      stopped = true;
      polling.current = { now: () => undefined, pause: () => undefined };
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, token, pollMs]);
  return state;
}
