// How many live sockets one client address or one signed-in user holds open, for the socket limits. Without Redis the
// count is this instance's own. With REDIS_URL it is the whole site's: each socket holds a place (a member of a sorted
// set per address or user, scored with the time it lapses), every instance renews the places of its open sockets on a
// heartbeat, and a place nobody renews (an instance that was killed, a socket whose close was never told) lapses by
// itself after the TTL. Every Redis call is bounded by the command timeout; while Redis is away or slow, the places are
// counted in this instance only (the site then allows at most the number of instances times the limit meanwhile),
// and the renewal puts them back into Redis once it answers.
import { Redis } from 'ioredis';
import { DEFAULT_REDIS_COMMAND_TIMEOUT_MS } from '../config.ts';
import { connectCountingRedis, redactRedisUrl } from '../auth/limit-counters.ts';

export interface SocketCounts {
  /** True when the places are counted in Redis across instances. */
  readonly shared: boolean;
  /**
   * Takes a place for `member` (one socket) under `key` when fewer than `limit` places are held there; false when
   * full. Never throws: a Redis that fails decides by this instance's own places.
   */
  take(key: string, member: string, limit: number): Promise<boolean>;
  /** Gives the place back (a lost release lapses with the TTL). */
  release(key: string, member: string): void;
  /** Stops the renewal and the Redis connection, leaving the places to lapse (a graceful stop released them first). */
  close(): Promise<void>;
}

/** The keys places are counted under. */
export const placeKey = {
  address: (address: string) => `address:${address}`,
  user: (userId: string) => `user:${userId}`,
};

export interface SocketCountOptions {
  /** How long a place lasts unless renewed (renewed every third of it). */
  ttlMs: number;
  commandTimeoutMs?: number;
  log?: (line: string) => void;
}

/** Keys of this application in a Redis that may serve others too. */
const KEY_PREFIX = 'sw5e:live:sockets:';

/**
 * Drops the lapsed places, and takes one when there is room: KEYS[1] the set; ARGV limit, ttl (ms), member. Redis's
 * own clock scores the places, so instances whose clocks differ still agree on what has lapsed.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[3]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** Renews (or puts back) the places of this instance's open sockets: KEYS[1] the set; ARGV ttl (ms), members... */
const RENEW = `
local t = redis.call('TIME')
local expires = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], expires, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1
`;

type CountingRedis = Redis & {
  takePlace(key: string, limit: number, ttlMs: number, member: string): Promise<number>;
  renewPlaces(key: string, ttlMs: number, ...members: string[]): Promise<number>;
};

export function createSocketCounts(redisUrl: string | undefined, options: SocketCountOptions): SocketCounts {
  /** This instance's own places, by key: the whole count without Redis, the fallback and the renewal list with it. */
  const own = new Map<string, Set<string>>();
  const hold = (key: string, member: string) => {
    const members = own.get(key) ?? new Set<string>();
    members.add(member);
    own.set(key, members);
  };
  const drop = (key: string, member: string) => {
    const members = own.get(key);
    members?.delete(member);
    if (members && !members.size) own.delete(key);
  };
  const takeLocally = (key: string, member: string, limit: number) => {
    if ((own.get(key)?.size ?? 0) >= limit) return false;
    hold(key, member);
    return true;
  };

  if (!redisUrl) {
    return {
      shared: false,
      take: async (key, member, limit) => takeLocally(key, member, limit),
      release: drop,
      close: async () => undefined,
    };
  }

  const log = options.log ?? console.warn;
  const { redis: connection, gate } = connectCountingRedis(redisUrl, {
    log,
    commandTimeoutMs: options.commandTimeoutMs,
    meanwhile: (why) => `Live socket limits: Redis at ${redactRedisUrl(redisUrl)} is unreachable (${why}); each instance counts its own sockets until it answers again.`,
  });
  const redis = connection as CountingRedis;
  redis.defineCommand('takePlace', { numberOfKeys: 1, lua: TAKE });
  redis.defineCommand('renewPlaces', { numberOfKeys: 1, lua: RENEW });

  const renew = async () => {
    if (!gate.open() || redis.status !== 'ready') return;
    try {
      await Promise.all([...own].map(([key, members]) => redis.renewPlaces(KEY_PREFIX + key, options.ttlMs, ...members)));
    } catch (error) {
      gate.failed(error);
    }
  };
  const commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_REDIS_COMMAND_TIMEOUT_MS;
  /** A connection still being made (just started, reconnecting) is waited for, within the command timeout. */
  const connected = async () => {
    if (redis.status === 'ready' || !['connecting', 'connect', 'reconnecting', 'wait'].includes(redis.status)) return;
    let timer: NodeJS.Timeout | undefined;
    let onReady: () => void = () => undefined;
    await new Promise<void>((done) => {
      onReady = done;
      redis.once('ready', done);
      timer = setTimeout(done, commandTimeoutMs);
    });
    clearTimeout(timer);
    redis.off('ready', onReady);
  };
  const releasing = new Set<Promise<unknown>>();
  const heartbeat = setInterval(() => void renew(), Math.max(100, Math.floor(options.ttlMs / 3)));
  heartbeat.unref();

  return {
    shared: true,
    async take(key, member, limit) {
      if (gate.open()) {
        try {
          await connected();
          const taken = (await redis.takePlace(KEY_PREFIX + key, limit, options.ttlMs, member)) === 1;
          if (taken) hold(key, member);
          return taken;
        } catch (error) {
          gate.failed(error);
        }
      }
      return takeLocally(key, member, limit);
    },
    release(key, member) {
      drop(key, member);
      if (!gate.open()) return;
      const released = redis
        .zrem(KEY_PREFIX + key, member)
        .catch((error: unknown) => gate.failed(error))
        .finally(() => releasing.delete(released));
      releasing.add(released);
    },
    async close() {
      clearInterval(heartbeat);
      // The releases of the sockets a stop just closed go out first (each bounded by the command timeout).
      await Promise.allSettled([...releasing]);
      // disconnect, not quit: quit waits for an answer a Redis that went away never sends.
      redis.disconnect();
    },
  };
}
