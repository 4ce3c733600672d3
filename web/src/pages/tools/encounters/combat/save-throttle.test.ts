// The tracker's save throttle: the first change after a quiet spell is sent at once, a burst is sent together at the
// end of each interval, and no more than one send happens per interval however fast the changes come.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveThrottle, SAVE_INTERVAL_MS } from './save-throttle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the save throttle', () => {
  it('sends a lone change at once, and the changes of a burst once at the end of the interval', () => {
    const sent: number[] = [];
    const throttle = createSaveThrottle(() => sent.push(Date.now()));
    const start = Date.now();
    throttle.changed();
    expect(sent).toEqual([start]);
    vi.advanceTimersByTime(100);
    throttle.changed();
    vi.advanceTimersByTime(100);
    throttle.changed();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(SAVE_INTERVAL_MS - 200);
    expect(sent).toEqual([start, start + SAVE_INTERVAL_MS]);
    // Quiet for an interval: the next change goes at once again.
    vi.advanceTimersByTime(SAVE_INTERVAL_MS * 3);
    expect(sent).toHaveLength(2);
    throttle.changed();
    expect(sent.at(-1)).toBe(Date.now());
    throttle.dispose();
  });

  it('never sends more than once an interval: a change every 50 ms for a minute costs at most 76 sends (the server allows 120), the last change included', () => {
    let sends = 0;
    let lastSentAt = 0;
    let lastChangeAt = 0;
    const throttle = createSaveThrottle(() => {
      sends++;
      lastSentAt = Date.now();
    });
    const start = Date.now();
    while (Date.now() - start < 60_000) {
      throttle.changed();
      lastChangeAt = Date.now();
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(SAVE_INTERVAL_MS);
    expect(sends).toBeLessThanOrEqual(60_000 / SAVE_INTERVAL_MS + 1);
    expect(sends).toBeLessThanOrEqual(76);
    expect(sends).toBeGreaterThanOrEqual(60_000 / SAVE_INTERVAL_MS);
    expect(lastSentAt).toBeGreaterThanOrEqual(lastChangeAt);
    expect(lastSentAt - lastChangeAt).toBeLessThanOrEqual(SAVE_INTERVAL_MS);
    throttle.dispose();
  });

  it('sends what waits when the page is left, and nothing when nothing waits', () => {
    const send = vi.fn();
    const throttle = createSaveThrottle(send);
    throttle.changed();
    throttle.changed();
    expect(send).toHaveBeenCalledTimes(1);
    throttle.flushNow();
    expect(send).toHaveBeenCalledTimes(2);
    throttle.flushNow();
    expect(send).toHaveBeenCalledTimes(2);
    throttle.dispose();
    vi.advanceTimersByTime(SAVE_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
