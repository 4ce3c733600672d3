// Reads of rules data for GraphQL, REST and search, with per-data-version caches of whole resources. A new data
// version is loaded here before it is served (see VersionTracker): requests keep reading the previous one meanwhile.
import { createHash } from 'node:crypto';
import { RESOURCES, resourceDef, type ResourceKey } from '../../core/resources.ts';
import type { DataVersion, Doc, Filter, FindOptions, Store } from '../store/port.ts';
import { CacheBudget, type CacheArea } from '../cache-budget.ts';
import { DataTooLargeError, type VersionTracker } from '../versions/version-tracker.ts';

/** A whole resource as the REST layer serves it: the JSON bytes and validators derived from the data version. */
export interface SerializedResource {
  body: Buffer;
  etag: string;
  version: number;
}

interface CacheEntry {
  resource: ResourceKey;
  version: number;
  docs: Promise<Doc[]>;
  /** The records, once loaded (the output cost limit reads their number and sizes without waiting). */
  loaded?: Doc[];
  /** The average JSON bytes of each stored field per record, measured when loaded. */
  fieldBytes?: Map<string, number>;
  /** What the records take in memory, as held against the cache budget, once loaded. */
  bytes?: number;
}

/**
 * Parsed records take about their JSON size in memory (measured on the real data: 20 MB of JSON, 17 MB more heap once
 * loaded; strings shared with the store's own copy).
 */
const MEMORY_PER_JSON_BYTE = 1;

const ALL_KEYS = RESOURCES.map((r) => r.key as ResourceKey);

export class RulesService {
  /** Entries by resource and version: the versions served, and those being prepared. */
  private cache = new Map<string, CacheEntry>();
  /** Serialized REST bodies, by resource and version: derived, so evictable within the budget. */
  private readonly bodies: CacheArea<Promise<SerializedResource>>;

  constructor(
    readonly store: Store,
    readonly versions: VersionTracker,
    private readonly budget: CacheBudget = new CacheBudget(Number.MAX_SAFE_INTEGER),
  ) {
    this.bodies = budget.area('rest-bodies');
    versions.addPreparer((next) => this.prepare(next));
    versions.onChange((served) => this.keepOnly([served]));
  }

  /** Every record of a resource in import order, cached per data version (`at`: a set of versions being prepared). */
  async all(resource: ResourceKey, at?: DataVersion[]): Promise<Doc[]> {
    return (await this.entry(resource, at)).docs;
  }

  /** Records matching a MongoDB-style filter; an empty filter reads through the cache. */
  async find(resource: ResourceKey, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    if (Object.keys(filter).length === 0 && !options.sort && !options.skip && !options.limit) return this.all(resource);
    return this.store.find(resource, filter, options);
  }

  async findOne(resource: ResourceKey, filter: Filter): Promise<Doc | null> {
    return this.store.findOne(resource, filter);
  }

  /** The number of records of the served version, when it is loaded (no waiting, no store read). */
  count(resource: ResourceKey): number | undefined {
    return this.served(resource)?.loaded?.length;
  }

  /** Resolves once every resource of the served versions is loaded (each is read once per version). */
  async ready(): Promise<void> {
    const served = await this.versions.versions();
    await Promise.all(ALL_KEYS.map((resource) => this.all(resource, served)));
  }

  /** The average bytes each stored field takes per record in the served version, once it is loaded. */
  fieldBytes(resource: ResourceKey): ReadonlyMap<string, number> | undefined {
    const entry = this.served(resource);
    if (!entry?.loaded) return undefined;
    return entry.fieldBytes;
  }

  private served(resource: ResourceKey): CacheEntry | undefined {
    return this.cache.get(`${resource}@${versionIn(this.versions.served(), resource)}`);
  }

  /** The resource as JSON bytes with an ETag; serialized once per data version. */
  async serialized(resource: ResourceKey): Promise<SerializedResource> {
    const entry = await this.entry(resource);
    const key = `${resource}@${entry.version}`;
    const kept = this.bodies.get(key);
    if (kept) return kept;
    const serialized = entry.docs.then((docs) => {
      const def = resourceDef(resource);
      // The original API served credits as one JSON string.
      const payload = def.kind === 'text' ? (docs[0]?.contentMarkdown ?? '') : docs;
      const body = Buffer.from(JSON.stringify(payload));
      const hash = createHash('sha1').update(body).digest('base64url').slice(0, 12);
      return { body, version: entry.version, etag: `"${def.versionName}-${entry.version}-${hash}"` };
    });
    // Weighed once serialized; a failed serialization is not kept.
    serialized.then(
      (s) => this.cache.has(key) && this.bodies.set(key, serialized, s.body.length),
      () => this.bodies.delete(key),
    );
    this.bodies.set(key, serialized, 0);
    return serialized;
  }

  /**
   * Loads every resource of `next` (those whose version did not change are already there). New data that would not
   * fit the cache budget on its own is refused while other data is served: that data stays served (holding both, or
   * the larger one, is what exhausted instances' heaps), and the instance says why (VersionTracker.problem).
   */
  private async prepare(next: DataVersion[]): Promise<void> {
    const served = this.versions.served();
    this.keepOnly([served, next]);
    await Promise.all(ALL_KEYS.map((resource) => this.all(resource, next)));
    let bytes = 0;
    for (const resource of ALL_KEYS) bytes += this.cache.get(`${resource}@${versionIn(next, resource)}`)?.bytes ?? 0;
    if (served.length > 0 && bytes > this.budget.maxBytes) {
      this.keepOnly([served]);
      const mb = (n: number) => Math.ceil(n / 1024 / 1024);
      throw new DataTooLargeError(
        `the new data takes about ${mb(bytes)} MB, over CACHE_MEMORY_MB (${mb(this.budget.maxBytes)} MB): this instance keeps serving the previous data; raise CACHE_MEMORY_MB (server/start.sh sizes the heap from it) and restart, or import a smaller resource.`,
      );
    }
  }

  /** Drops the entries of every version not in one of `sets` (a superseded preparation, the version served before). */
  private keepOnly(sets: DataVersion[][]): void {
    const kept = new Set(sets.flatMap((versions) => ALL_KEYS.map((r) => `${r}@${versionIn(versions, r)}`)));
    for (const key of this.cache.keys()) if (!kept.has(key)) this.drop(key);
  }

  private drop(key: string): void {
    this.cache.delete(key);
    this.bodies.delete(key);
    this.budget.hold(`resource ${key}`, 0);
  }

  private async entry(resource: ResourceKey, at?: DataVersion[]): Promise<CacheEntry> {
    const version = versionIn(at ?? (await this.versions.versions()), resource);
    const key = `${resource}@${version}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const entry: CacheEntry = { resource, version, docs: this.store.find(resource) };
    entry.docs.then(
      (docs) => {
        if (this.cache.get(key) !== entry) return;
        entry.loaded = docs;
        entry.fieldBytes = measureFields(docs);
        let json = 0;
        for (const bytes of entry.fieldBytes.values()) json += bytes * docs.length;
        entry.bytes = json * MEMORY_PER_JSON_BYTE;
        this.budget.hold(`resource ${key}`, entry.bytes);
      },
      // A failed read must not poison the cache: the next call tries again.
      () => this.cache.get(key) === entry && this.drop(key),
    );
    this.cache.set(key, entry);
    return entry;
  }
}

/** The average JSON bytes of each top-level field per record (its name, quotes and separators included). */
function measureFields(docs: readonly Doc[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const doc of docs) {
    for (const [field, value] of Object.entries(doc)) {
      totals.set(field, (totals.get(field) ?? 0) + field.length + 4 + (JSON.stringify(value)?.length ?? 4));
    }
  }
  for (const [field, total] of totals) totals.set(field, total / Math.max(1, docs.length));
  return totals;
}

/** A resource's version number in a set of versions (0 before its first import). */
function versionIn(versions: readonly DataVersion[], resource: ResourceKey): number {
  const name = resourceDef(resource).versionName;
  return versions.find((v) => v.name === name)?.version ?? 0;
}
