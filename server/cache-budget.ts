// One memory budget (CACHE_MEMORY_MB) shared by the per-data-version caches of an instance. The data of the versions
// served (whole resources, the search index) is held against it without being evicted, since no request can be answered
// without it; what is derived from that data (rendered pages, hydration states, GraphQL and REST answers) shares what
// is left, least recently used first out, each entry weighed by its size. So the caches together stay within one
// figure an operator sets for the container, whichever of them the traffic fills.
import { LRUCache } from 'lru-cache';

export interface CacheArea<T> {
  get(key: string): T | undefined;
  /** Keeps `value`, weighing `bytes`; one larger than the room left for derived caches is not kept. */
  set(key: string, value: T, bytes: number): void;
  delete(key: string): void;
  /** Drops every entry of this area (a data version changed). */
  clear(): void;
}

interface Entry {
  value: unknown;
  bytes: number;
}

export class CacheBudget {
  private readonly lru: LRUCache<string, Entry>;
  /** Bytes held by the served data (resources, search index), by holder. */
  private readonly held = new Map<string, number>();
  private heldTotal = 0;
  private warned = false;

  constructor(
    readonly maxBytes: number,
    private readonly log: (line: string) => void = console.warn,
  ) {
    this.lru = new LRUCache<string, Entry>({ maxSize: Math.max(1, maxBytes), sizeCalculation: (e) => Math.max(1, e.bytes) });
  }

  /** A named area of the evictable caches (its keys apart from every other area's). */
  area<T>(name: string): CacheArea<T> {
    const prefix = `${name}\n`;
    return {
      get: (key) => this.lru.get(prefix + key)?.value as T | undefined,
      set: (key, value, bytes) => {
        if (bytes > this.room()) {
          this.lru.delete(prefix + key);
          return;
        }
        this.lru.set(prefix + key, { value, bytes });
        this.trim();
      },
      delete: (key) => void this.lru.delete(prefix + key),
      clear: () => {
        for (const key of [...this.lru.keys()]) if (key.startsWith(prefix)) this.lru.delete(key);
      },
    };
  }

  /** Counts `bytes` of served data under `holder` (replacing what it held before); 0 lets it go. */
  hold(holder: string, bytes: number): void {
    this.heldTotal += bytes - (this.held.get(holder) ?? 0);
    if (bytes > 0) this.held.set(holder, bytes);
    else this.held.delete(holder);
    if (this.heldTotal > this.maxBytes && !this.warned) {
      this.warned = true;
      this.log(
        `Caches: the data served takes about ${mb(this.heldTotal)} MB, over CACHE_MEMORY_MB (${mb(this.maxBytes)} MB): pages and answers keep only a quarter of it; raise CACHE_MEMORY_MB.`,
      );
    }
    this.trim();
  }

  /** Bytes counted now: served data and derived caches. */
  usedBytes(): number {
    return this.heldTotal + this.lru.calculatedSize;
  }

  /**
   * What the derived caches may use: what the served data leaves, but never under a quarter of the budget. Without
   * pages and answers kept, every request renders and serializes again, and under load that costs far more (in CPU
   * and in the memory of many renders at once) than the quarter it saves.
   */
  private room(): number {
    return Math.max(this.maxBytes / 4, this.maxBytes - this.heldTotal);
  }

  private trim(): void {
    while (this.lru.size > 0 && this.lru.calculatedSize > this.room()) this.lru.pop();
  }
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * What a string takes in memory: V8 keeps a string of Latin-1 characters at one byte a character and any other at two
 * (a page with a single long dash in it takes twice its length), plus a header. Cached text is best kept as UTF-8
 * bytes (a Buffer, outside the JavaScript heap): about its length for the site's mostly English text.
 */
export function stringBytes(s: string): number {
  // eslint-disable-next-line no-control-regex
  return STRING_HEADER_BYTES + (/[^\u0000-\u00ff]/.test(s) ? 2 : 1) * s.length;
}

const STRING_HEADER_BYTES = 24;
