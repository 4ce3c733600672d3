// Keeps the Apollo normalized cache in IndexedDB (the full rules data outgrows localStorage): restored before the
// first render, saved (debounced) after cache writes, dropped when the schema changes. apollo3-cache-persist does not
// support Apollo Client 4, so this is a small persister over cache.extract()/restore() and idb-keyval.
import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { EMPTY_META, type DataVersionMeta } from './data-version-rules.ts';

export interface PersistedCache {
  /** The schema/operations fingerprint the data was written with; another one means the data is dropped. */
  schemaHash: string;
  savedAt: number;
  meta: DataVersionMeta;
  data: NormalizedCacheObject;
}

export interface CachePersisterOptions {
  schemaHash: string;
  /** Wait this long after the last cache write before saving (many writes arrive together). */
  debounceMs?: number;
  key?: string;
  store?: UseStore;
  /** Give up restoring after this long (a stuck IndexedDB must not keep the site blank). */
  restoreTimeoutMs?: number;
}

export type RestoreOutcome = 'restored' | 'empty' | 'schema-changed' | 'failed';

export class CachePersister {
  meta: DataVersionMeta = EMPTY_META;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly key: string;
  private readonly store: UseStore;
  private readonly debounceMs: number;
  private paused = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly cache: InMemoryCache,
    private readonly options: CachePersisterOptions,
  ) {
    this.key = options.key ?? 'apollo-cache';
    this.store = options.store ?? createStore('sw5e-cache', 'apollo');
    this.debounceMs = options.debounceMs ?? 1000;
  }

  /**
   * Loads the saved cache into the InMemoryCache; call before rendering anything that queries. With `mergeUnder`
   * the saved entries go under what the cache already holds (a server-rendered page's data), which wins field by field.
   */
  async restore({ mergeUnder = false }: { mergeUnder?: boolean } = {}): Promise<RestoreOutcome> {
    let saved: PersistedCache | undefined;
    try {
      // The time limit keeps a stuck IndexedDB from holding back the first render; under a server-rendered page that
      // is already on screen nothing waits, and hydrating a long page can itself hold the main thread past the limit.
      const reading = get<PersistedCache>(this.key, this.store);
      saved = mergeUnder ? await reading : await withTimeout(reading, this.options.restoreTimeoutMs ?? 3000);
    } catch (e) {
      console.warn('Could not read the saved data cache; starting empty.', e);
      return 'failed';
    }
    if (!saved) return 'empty';
    if (saved.schemaHash !== this.options.schemaHash || !saved.data) {
      await this.purge();
      return 'schema-changed';
    }
    this.paused = true;
    try {
      this.cache.restore(mergeUnder ? mergeNormalized(saved.data, this.cache.extract()) : saved.data);
    } finally {
      this.paused = false;
    }
    this.meta = saved.meta ?? EMPTY_META;
    return 'restored';
  }

  /** Saves after every cache change (debounced) and when the page is hidden. Returns a function that stops it. */
  watch(): () => void {
    const cache = this.cache as unknown as Record<'write' | 'evict' | 'modify' | 'reset', (...args: unknown[]) => unknown>;
    const originals = { write: cache.write, evict: cache.evict, modify: cache.modify, reset: cache.reset };
    for (const method of Object.keys(originals) as Array<keyof typeof originals>) {
      const original = originals[method];
      cache[method] = (...args: unknown[]) => {
        const result = original.apply(this.cache, args);
        if (!this.paused) this.schedule();
        return result;
      };
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void this.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      Object.assign(cache, originals);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
      clearTimeout(this.timer);
    };
  }

  setMeta(meta: DataVersionMeta): void {
    this.meta = meta;
    this.schedule();
  }

  schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.debounceMs);
  }

  /** Saves now (and waits for it). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const record: PersistedCache = {
      schemaHash: this.options.schemaHash,
      savedAt: Date.now(),
      meta: this.meta,
      data: this.cache.extract(),
    };
    // Saves run one after another so an older snapshot never lands after a newer one.
    this.saving = this.saving.then(() =>
      set(this.key, record, this.store).catch((e) => console.warn('Could not save the data cache.', e)),
    );
    return this.saving;
  }

  /** Forgets the saved cache (the in-memory cache is the caller's to reset). */
  async purge(): Promise<void> {
    clearTimeout(this.timer);
    this.meta = EMPTY_META;
    await this.saving;
    await del(this.key, this.store).catch((e) => console.warn('Could not delete the saved data cache.', e));
  }
}

/** Two normalized caches as one: per entity, the fields of `over` replace those of `under`. */
export function mergeNormalized(under: NormalizedCacheObject, over: NormalizedCacheObject): NormalizedCacheObject {
  const merged: NormalizedCacheObject = { ...under };
  for (const [id, entity] of Object.entries(over)) merged[id] = under[id] && entity ? { ...under[id], ...entity } : entity;
  return merged;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
