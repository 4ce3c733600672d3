// Per-user rate limit on writes (saves, deletes, username changes), shared by the GraphQL and REST doors.
import { MemoryStore } from 'express-rate-limit';
import { RequestError } from './request-errors.ts';

export interface WriteLimiter {
  /** Counts one write for `userId`; throws RATE_LIMITED (429) once the window's allowance is spent. */
  consume(userId: string): Promise<void>;
}

export function createWriteLimiter(limitPerWindow: number, windowMs = 60_000): WriteLimiter {
  // express-rate-limit's store: fixed windows per key, expired keys dropped in bulk, timer unref'd.
  const store = new MemoryStore();
  store.init({ windowMs } as Parameters<MemoryStore['init']>[0]);
  return {
    async consume(userId) {
      const { totalHits, resetTime } = await store.increment(userId);
      if (totalHits > limitPerWindow) {
        const retryAfterSeconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
        throw new RequestError(
          'RATE_LIMITED',
          `Too many changes: at most ${limitPerWindow} saves, deletes or renames per minute. Try again in ${retryAfterSeconds} s.`,
          { retryAfterSeconds },
        );
      }
    },
  };
}
