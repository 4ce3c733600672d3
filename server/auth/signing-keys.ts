// The identity provider's signing keys, by key id, for the token verifier. Fetches of the key set (JWKS) are
// spaced out and shared: every lookup that needs a fresh key set waits for the next fetch instead of being
// refused, so tokens naming random key ids can neither hammer the provider nor use up an allowance that real
// users need after a key rotation. Each client address may ask for only a few distinct unknown key ids a minute
// (counted with the other limits, in Redis when configured); a lookup that can wait for a fetch already under way
// (the one made at start-up, or one another request started) waits for it and is not counted at all, so a burst of
// valid tokens reaching a freshly started instance costs one fetch and no allowance.
// Fetching and reading the key set is jwks-rsa's job; its own cache and rate limit stay off, because both work per
// process (one global allowance that random key ids can use up), and this module schedules fetches instead.
import { createPublicKey, type KeyObject } from 'node:crypto';
import jwksRsa from 'jwks-rsa';
import { RequestError, unauthenticated } from './request-errors.ts';
import type { Store } from 'express-rate-limit';
import { createLimitCounters } from './limit-counters.ts';

export interface SigningKeysOptions {
  jwksUri: string;
  /** Replaces the HTTP fetch of the key set (the in-process local provider). */
  fetchKeys?: () => Promise<{ keys: unknown[] }>;
  /** Key-set fetches per minute at most, spaced evenly (60 s / this apart). */
  requestsPerMinute: number;
  /** Lookups of key ids not in the current key set, per client address per minute. */
  unknownKeysPerAddressPerMinute?: number;
  /**
   * Where the unknown-key allowance is counted: distinct key ids per address (`addresses`), and the key ids already
   * counted for an address (`pairs`). Default: in this process.
   */
  counters?: { addresses: Store; pairs: Store };
  /** Fetch the key set right away (server start-up), so the first signed-in requests find it. */
  prefetch?: boolean;
  timeoutMs?: number;
}

/** How long a fetched key set is used before it is fetched again. */
const MAX_AGE_MS = 10 * 60_000;
/** A short provider outage must not sign everybody out: the last good keys serve for up to an hour. */
const FALLBACK_MS = 60 * 60_000;
export const UNKNOWN_KEYS_PER_ADDRESS_PER_MINUTE = 10;

const unknownKey = () => unauthenticated('the access token was signed with an unknown key.');
const unavailable = () => new RequestError('SERVICE_UNAVAILABLE', "The identity provider's signing keys cannot be fetched right now; try again shortly.");

export interface SigningKeys {
  /** The public key named `kid`, for a request from `address`. Throws UNAUTHENTICATED or SERVICE_UNAVAILABLE. */
  key(kid: string, address: string): Promise<KeyObject>;
}

export function createSigningKeys(options: SigningKeysOptions): SigningKeys {
  const spacingMs = 60_000 / options.requestsPerMinute;
  const perAddress = options.unknownKeysPerAddressPerMinute ?? UNKNOWN_KEYS_PER_ADDRESS_PER_MINUTE;
  const local = createLimitCounters(undefined);
  const counters = options.counters ?? { addresses: local.window('unknown-key-addresses', 60_000), pairs: local.window('unknown-key-ids', 60_000) };
  /** Admissions being decided, by address and key id: concurrent requests naming one key id count it once. */
  const admitting = new Map<string, Promise<boolean>>();
  let keys = new Map<string, KeyObject>();
  let fetchedAt = -Infinity;
  let lastStart = -Infinity;
  /** The next fetch (waiting for its turn or running) and when it starts. */
  let next: { startAt: number; done: Promise<void> } | undefined;

  const client = jwksRsa({
    jwksUri: options.jwksUri,
    ...(options.fetchKeys ? { fetcher: () => options.fetchKeys!() } : {}),
    cache: false,
    rateLimit: false,
    timeout: options.timeoutMs ?? 5000,
  });

  async function download(): Promise<Map<string, KeyObject>> {
    try {
      const signing = await client.getSigningKeys();
      return new Map(signing.filter((k) => typeof k.kid === 'string').map((k) => [k.kid, createPublicKey(k.getPublicKey())]));
    } catch (error) {
      // A key set without signing keys is an answer, not an outage: every token is then signed with an unknown key.
      if (error instanceof jwksRsa.JwksError && /did not contain any/.test(error.message)) return new Map();
      throw error;
    }
  }

  /** Resolves after a fetch that started at or after `since` has finished (rejects when it failed). */
  function fetchStartedSince(since: number): Promise<void> {
    if (next && next.startAt >= since) return next.done;
    // A fetch that started earlier may miss a key published since: wait for it, then for a new one.
    if (next) return next.done.catch(() => undefined).then(() => fetchStartedSince(since));
    const startAt = Math.max(Date.now(), lastStart + spacingMs);
    lastStart = startAt;
    const mine: { startAt: number; done: Promise<void> } = {
      startAt,
      done: new Promise<void>((resolve) => setTimeout(resolve, startAt - Date.now()))
        .then(download)
        .then((fresh) => {
          keys = fresh;
          fetchedAt = Date.now();
        })
        .finally(() => {
          if (next === mine) next = undefined;
        }),
    };
    next = mine;
    return mine.done;
  }

  /** Whether `address` may have `kid` looked up: it is among the key ids already counted, or fits the allowance. */
  function admit(kid: string, address: string): Promise<boolean> {
    const pair = `${address} ${kid}`;
    let decision = admitting.get(pair);
    if (!decision) {
      decision = (async () => {
        const seen = await counters.pairs.get?.(pair);
        if (seen && seen.totalHits > 0) return true;
        const { totalHits } = await counters.addresses.increment(address);
        if (totalHits > perAddress) return false;
        await counters.pairs.increment(pair);
        return true;
      })().finally(() => admitting.delete(pair));
      admitting.set(pair, decision);
    }
    return decision;
  }

  if (options.prefetch) {
    fetchStartedSince(Date.now()).catch((error: unknown) =>
      console.warn(`Sign-in: the signing keys at ${options.jwksUri} could not be fetched at start-up (${(error as Error).message}); they are fetched again on the first signed-in request.`),
    );
  }

  return {
    async key(kid, address) {
      const asked = Date.now();
      const known = keys.get(kid);
      if (known && asked - fetchedAt < MAX_AGE_MS) return known;
      if (!known) {
        // A fetch already under way may bring the key: wait for it, which costs the provider nothing.
        if (next) {
          await next.done.catch(() => undefined);
          const fetched = keys.get(kid);
          if (fetched) return fetched;
        }
        if (!(await admit(kid, address))) throw unknownKey();
      }
      try {
        await fetchStartedSince(asked);
      } catch {
        if (Date.now() - fetchedAt < FALLBACK_MS) {
          if (known) return known;
          throw unknownKey();
        }
        throw unavailable();
      }
      const key = keys.get(kid);
      if (!key) throw unknownKey();
      return key;
    },
  };
}
