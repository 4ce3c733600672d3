// Per-user rate limit on writes (saves, deletes, username changes), shared by the GraphQL and REST doors and, through
// the limit counters (Redis when configured), by every instance.
import type { Store } from 'express-rate-limit';
import { RequestError } from './request-errors.ts';

export interface WriteLimiter {
  /**
   * Counts `writes` writes for `userId` (a batch save counts each character); throws RATE_LIMITED (429) when they do
   * not all fit in the window's allowance, and then counts none of them: a refused batch uses up nothing.
   */
  consume(userId: string, writes?: number): Promise<void>;
}

/** Seconds until a fixed window ends, at least 1 (for Retry-After). */
export function secondsUntil(resetTime: Date | undefined, windowMs: number): number {
  return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
}

export function createWriteLimiter(store: Store, limitPerWindow: number, windowMs = 60_000): WriteLimiter {
  const refuse = (resetTime: Date | undefined): never => {
    const retryAfterSeconds = secondsUntil(resetTime, windowMs);
    throw new RequestError(
      'RATE_LIMITED',
      `Too many changes: at most ${limitPerWindow} saves, deletes or renames per minute (each character of a batch counts). Try again in ${retryAfterSeconds} s.`,
      { retryAfterSeconds },
    );
  };
  return {
    async consume(userId, writes = 1) {
      // Refused up front when the batch cannot fit: nothing is counted.
      const before = await store.get?.(userId);
      if ((before?.totalHits ?? 0) + writes > limitPerWindow) refuse(before?.resetTime);
      const counted = await Promise.all(Array.from({ length: writes }, () => store.increment(userId)));
      const after = counted.reduce((top, info) => (info.totalHits > top.totalHits ? info : top));
      // Another request (here or on another instance) took the room meanwhile: take this batch's counts back.
      if (after.totalHits > limitPerWindow) {
        await Promise.all(counted.map(() => store.decrement(userId)));
        refuse(after.resetTime);
      }
    },
  };
}
