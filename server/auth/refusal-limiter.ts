// Per-address limit on refused sign-ins: a client whose bearer tokens keep failing verification (guessing tokens,
// random key ids) is slowed down on every door (REST and GraphQL) of every instance. Only authentication failures
// count: a signed-in user's 404 or 409 is an ordinary answer, not an attack.
import type { RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import { sendRequestError } from '../http/request-error-response.ts';
import { RequestError } from './request-errors.ts';
import { secondsUntil } from './write-limiter.ts';

export interface RefusalLimiter {
  /** Counts one refused token from `address`. */
  record(address: string): Promise<void>;
  /** Answers 429 to a request carrying a bearer token from an address over the limit; passes everything else. */
  guard: RequestHandler;
}

export function createRefusalLimiter(store: Store, limitPerWindow: number, windowMs = 60_000): RefusalLimiter {
  return {
    async record(address) {
      await store.increment(address);
    },
    guard: (req, res, next) => {
      if (!req.headers.authorization) return next();
      Promise.resolve(store.get?.(req.ip ?? ''))
        .then((info) => {
          if (!info || info.totalHits < limitPerWindow) return next();
          const retryAfterSeconds = secondsUntil(info.resetTime, windowMs);
          sendRequestError(
            res,
            new RequestError('RATE_LIMITED', `Too many refused sign-ins from this address (at most ${limitPerWindow} a minute); try again in ${retryAfterSeconds} s.`, {
              retryAfterSeconds,
            }),
          );
        })
        .catch(next);
    },
  };
}
