// How the running tracker reaches the server: every change is kept in this browser at once, and sent at most once per
// SAVE_INTERVAL_MS: the first change after a quiet spell goes at once (the players' view shows it within a poll), the
// changes of a burst go together at the end of the interval. So a game master clicking through a round never spends
// more than 75 of the per-user writes a minute (the server allows 120), and no change waits longer than 0.8 s to be
// sent: with the players' view asking every second, the table sees it within two.

/** The least time between two uploads of the running tracker. */
export const SAVE_INTERVAL_MS = 800;

export interface SaveThrottle {
  /** A change was kept locally: send it now, or at the end of the interval when one was sent lately. */
  changed(): void;
  /** Sends what waits at once (the page is left). */
  flushNow(): void;
  dispose(): void;
}

export function createSaveThrottle(send: () => void, intervalMs: number = SAVE_INTERVAL_MS): SaveThrottle {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  const open = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (waiting) {
        waiting = false;
        send();
        open();
      }
    }, intervalMs);
  };
  return {
    changed() {
      if (timer) {
        waiting = true;
        return;
      }
      send();
      open();
    },
    flushNow() {
      if (!waiting) return;
      waiting = false;
      send();
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
