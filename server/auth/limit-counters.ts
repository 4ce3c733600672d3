// The counters behind every rate limit (writes per user, refused tokens and unknown key ids per address, sign-in
// attempts): express-rate-limit's fixed-window stores, kept in this process, or in Redis (REDIS_URL) so that every
// instance behind a load balancer counts into the same windows and three instances allow what one does.
import { MemoryStore, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { DEFAULT_REDIS_COMMAND_TIMEOUT_MS } from '../config.ts';

export interface LimitCounters {
  /** True when the counts are shared through Redis. */
  readonly shared: boolean;
  /**
   * A fixed-window counter store for one limit; `name` keeps its keys apart from every other limit's. Ready to use
   * (express-rate-limit's middleware may init it again with the same window).
   */
  window(name: string, windowMs: number): Store;
  /** Resolves once Redis answers, or after `timeoutMs` (the counts then start locally); at once without Redis. */
  ready(timeoutMs?: number): Promise<void>;
  /**
   * Whether Redis answers now (a PING within the command timeout): 'ok', or 'unreachable' while the counts are local;
   * undefined without Redis. For /health, which says `degraded` meanwhile.
   */
  redisState(): Promise<'ok' | 'unreachable' | undefined>;
  close(): Promise<void>;
}

/** Keys of this application in a Redis that may serve others too. */
const KEY_PREFIX = 'sw5e:limit:';
/** At most one warning about an unreachable Redis this often: a limit is asked on every write and every bad token. */
const WARN_EVERY_MS = 30_000;
/**
 * After a command failed or timed out, the counts stay local this long before Redis is asked again: a request counts
 * several limits in turn, and waiting out the timeout on each would still make every request slow.
 */
const LOCAL_AFTER_FAILURE_MS = 2000;

export interface LimitCounterOptions {
  /** Each Redis command's timeout (ms); see DEFAULT_REDIS_COMMAND_TIMEOUT_MS. */
  commandTimeoutMs?: number;
}

export function createLimitCounters(redisUrl: string | undefined, log: (line: string) => void = console.warn, options: LimitCounterOptions = {}): LimitCounters {
  if (!redisUrl) {
    return {
      shared: false,
      window: (_name, windowMs) => localWindow(windowMs),
      ready: async () => undefined,
      redisState: async () => undefined,
      close: async () => undefined,
    };
  }

  const { redis: client, gate, connecting } = connectCountingRedis(redisUrl, {
    log,
    commandTimeoutMs: options.commandTimeoutMs,
    meanwhile: (why) => `Rate limits: Redis at ${redactRedisUrl(redisUrl)} is unreachable (${why}); each instance counts on its own until it answers again.`,
  });
  const sendCommand = (command: string, ...args: string[]) => client.call(command, ...args) as Promise<RedisReply>;

  return {
    shared: true,
    window: (name, windowMs) => new SharedWindow(new RedisStore({ sendCommand, prefix: `${KEY_PREFIX}${name}:` }), windowMs, gate),
    async ready(timeoutMs = 3000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([connecting, new Promise<void>((done) => (timer = setTimeout(done, timeoutMs)))]);
      clearTimeout(timer);
    },
    async redisState() {
      if (!gate.open()) return 'unreachable';
      try {
        await client.ping();
        return 'ok';
      } catch (error) {
        gate.failed(error);
        return 'unreachable';
      }
    },
    async close() {
      // disconnect, not quit: quit waits for an answer a Redis that went away never sends.
      client.disconnect();
    },
  };
}

/** An in-process fixed-window store: expired keys dropped in bulk, its timer unref'd. */
function localWindow(windowMs: number): MemoryStore {
  const store = new MemoryStore();
  store.init({ windowMs } as Options);
  return store;
}


export interface CountingRedisOptions {
  log: (line: string) => void;
  /** Each command's timeout (ms); see DEFAULT_REDIS_COMMAND_TIMEOUT_MS. */
  commandTimeoutMs: number | undefined;
  /** The warning while Redis is away (said at most once every WARN_EVERY_MS), from the reason. */
  meanwhile: (why: string) => string;
}

/**
 * A Redis connection for counts that are decided now (the rate limits, the live socket limits), with the gate that
 * keeps the counts local for a while after a failure and a warning that is not repeated on every request.
 */
export function connectCountingRedis(redisUrl: string, options: CountingRedisOptions): { redis: Redis; gate: RedisGate; warn: (why: string) => void; connecting: Promise<unknown> } {
  let lastWarning = -Infinity;
  const warn = (why: string) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    options.log(options.meanwhile(why));
  };
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    // A count must be decided now: a command while Redis is away fails at once (and the local count decides)
    // instead of waiting in a queue for a reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    // A Redis that takes connections but never answers must not hold a request: a command unanswered by then fails,
    // and the local count decides.
    commandTimeout: options.commandTimeoutMs ?? DEFAULT_REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(200 * attempt, 2000),
  });
  redis.on('error', (error: Error) => warn(error.message));
  const connecting = redis.connect().catch((error: Error) => warn(error.message));
  return { redis, gate: new RedisGate(warn), warn, connecting };
}

/** Whether Redis is asked now: not for LOCAL_AFTER_FAILURE_MS after a command failed (refused, timed out). */
export class RedisGate {
  private localUntil = 0;

  constructor(private readonly warn: (why: string) => void) {}

  open(): boolean {
    return Date.now() >= this.localUntil;
  }

  failed(error: unknown): void {
    this.localUntil = Date.now() + LOCAL_AFTER_FAILURE_MS;
    this.warn(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Counts in Redis; while Redis cannot be reached, in this process, with a logged warning. This is the choice for an
 * outage: refusing every write or every sign-in because the counter is away would turn a Redis failure into an
 * outage of the site, and answering without any limit would drop the protection entirely; counting locally keeps
 * each instance's own limit (so the whole site allows at most the number of instances times the limit meanwhile).
 */
class SharedWindow implements Store {
  private readonly local: MemoryStore;
  private initialized: Promise<void> | undefined;

  constructor(
    private readonly redis: RedisStore,
    private windowMs: number,
    private readonly gate: RedisGate,
  ) {
    this.local = localWindow(windowMs);
  }

  init(options: Options): void {
    if (options.windowMs !== this.windowMs) {
      this.windowMs = options.windowMs;
      this.local.init(options);
      this.initialized = undefined;
    }
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    // A key Redis does not hold comes back as a null count (ioredis answers nil with null, which the store reads as
    // NaN): no count at all, as in the in-process store.
    const known = (info: ClientRateLimitInfo | undefined) => (info && Number.isFinite(info.totalHits) && info.totalHits > 0 ? info : undefined);
    return this.shared(async (redis) => known(await redis.get(key)), () => this.local.get(key));
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.shared((redis) => redis.increment(key), () => this.local.increment(key));
  }

  async decrement(key: string): Promise<void> {
    return this.shared((redis) => redis.decrement(key), () => this.local.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    return this.shared((redis) => redis.resetKey(key), () => this.local.resetKey(key));
  }

  /** Runs `op` on Redis (loading its scripts first when that has not succeeded yet), else `fallback` locally. */
  private async shared<T>(op: (redis: RedisStore) => Promise<T>, fallback: () => Promise<T> | T): Promise<T> {
    if (!this.gate.open()) return fallback();
    try {
      this.initialized ??= this.redis.init({ windowMs: this.windowMs } as Options);
      await this.initialized;
      return await op(this.redis);
    } catch (error) {
      // The scripts are loaded again on the next call: a failed load must not stick once Redis is back.
      this.initialized = undefined;
      this.gate.failed(error);
      return fallback();
    }
  }
}

/** The URL without its password, for messages. */
export function redactRedisUrl(url: string): string {
  return url.replace(/\/\/([^@/]*)@/, (_m, auth: string) => `//${auth.includes(':') ? `${auth.split(':')[0]}:***` : '***'}@`);
}
