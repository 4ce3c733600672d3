// The store port's small expiring key-value area: state that every instance must share and that lives for a while,
// not forever (the local sign-in provider's keys, sign-in attempts, sessions and tokens). Both adapters implement it.

export interface ExpiringPutOptions {
  /** Milliseconds until the entry expires; absent: it never does. */
  ttlMs?: number;
  /** Names the entry can be found and deleted by besides its key (at most a few: an oidc grant id, a session uid). */
  tags?: readonly string[];
}

export interface ExpiringEntry {
  key: string;
  value: string;
}

export interface ExpiringStore {
  /** Stores `value` under `key` in `area`, replacing any entry there. */
  putExpiring(area: string, key: string, value: string, options?: ExpiringPutOptions): Promise<void>;
  /**
   * Stores `value` only when `key` holds no live entry, and returns the value stored under `key` afterwards: the one
   * given, or the one another caller (instance) stored first. Several instances agree on one value this way.
   */
  addExpiring(area: string, key: string, value: string, options?: ExpiringPutOptions): Promise<string>;
  /** The value under `key`, or null when there is none or it expired. */
  getExpiring(area: string, key: string): Promise<string | null>;
  /** The live entries of `area` carrying `tag`. */
  findExpiringByTag(area: string, tag: string): Promise<ExpiringEntry[]>;
  deleteExpiring(area: string, key: string): Promise<void>;
  /** Deletes every entry of `area` carrying `tag`; returns how many there were. */
  deleteExpiringByTag(area: string, tag: string): Promise<number>;
}

/** Areas, keys and tags are short non-empty strings; a value is any string. */
export function checkExpiringArgs(area: unknown, key: unknown, options?: ExpiringPutOptions): void {
  const name = (what: string, v: unknown) => {
    if (typeof v !== 'string' || v === '' || v.length > 512) throw new Error(`The expiring store needs ${what} as a string of 1 to 512 characters, got ${JSON.stringify(v)?.slice(0, 60)}.`);
  };
  name('an area', area);
  name('a key', key);
  if (options?.ttlMs !== undefined && (!Number.isFinite(options.ttlMs) || options.ttlMs <= 0)) {
    throw new Error(`An expiring entry's ttlMs must be a positive number of milliseconds, got ${options.ttlMs}.`);
  }
  for (const tag of options?.tags ?? []) name('a tag', tag);
}

/** How often expired entries are swept out (reads skip them whenever they are). */
export const EXPIRED_SWEEP_MS = 60_000;
