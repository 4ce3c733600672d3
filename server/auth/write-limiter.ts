// Per-user rate limit on writes (saves, deletes, username changes), shared by the GraphQL and REST doors.
import { MemoryStore } from 'express-rate-limit';
import { RequestError } from './request-errors.ts';

export interface WriteLimiter {
  /**
   * Counts `writes` writes for `userId` (a batch save counts each character); throws RATE_LIMITED (429) once the
   * window's allowance is spent.
   */
  consume(userId: string, writes?: number): Promise<void>;
}

/** Seconds until a fixed window ends, at least 1 (for Retry-After). */
export function secondsUntil(resetTime: Date | undefined, windowMs: number): number {
  return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
}

/** express-rate-limit's store: fixed windows per key, expired keys dropped in bulk, timer unref'd. */
export function windowStore(windowMs: number): MemoryStore {
  const store = new MemoryStore();
  store.init({ windowMs } as Parameters<MemoryStore['init']>[0]);
  return store;
}

export function createWriteLimiter(limitPerWindow: number, windowMs = 60_000): WriteLimiter {
  const store = windowStore(windowMs);
  return {
    async consume(userId, writes = 1) {
      let info = await store.increment(userId);
      for (let i = 1; i < writes; i++) info = await store.increment(userId);
      if (info.totalHits > limitPerWindow) {
        const retryAfterSeconds = secondsUntil(info.resetTime, windowMs);
        throw new RequestError(
          'RATE_LIMITED',
          `Too many changes: at most ${limitPerWindow} saves, deletes or renames per minute (each character of a batch counts). Try again in ${retryAfterSeconds} s.`,
          { retryAfterSeconds },
        );
      }
    },
  };
}
