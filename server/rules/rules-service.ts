// Reads of rules data for GraphQL, REST and search, with per-data-version caches of whole resources.
import { createHash } from 'node:crypto';
import { resourceDef, type ResourceKey } from '../../core/resources.ts';
import type { Doc, Filter, FindOptions, Store } from '../store/port.ts';
import type { VersionTracker } from '../versions/version-tracker.ts';

/** A whole resource as the REST layer serves it: the JSON bytes and validators derived from the data version. */
export interface SerializedResource {
  body: Buffer;
  etag: string;
  version: number;
}

interface CacheEntry {
  version: number;
  docs: Promise<Doc[]>;
  serialized?: Promise<SerializedResource>;
}

export class RulesService {
  private cache = new Map<ResourceKey, CacheEntry>();

  constructor(
    readonly store: Store,
    readonly versions: VersionTracker,
  ) {}

  /** Every record of a resource in import order, cached until the resource's data version changes. */
  async all(resource: ResourceKey): Promise<Doc[]> {
    return (await this.entry(resource)).docs;
  }

  /** Records matching a MongoDB-style filter; an empty filter reads through the cache. */
  async find(resource: ResourceKey, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    if (Object.keys(filter).length === 0 && !options.sort && !options.skip && !options.limit) return this.all(resource);
    return this.store.find(resource, filter, options);
  }

  async findOne(resource: ResourceKey, filter: Filter): Promise<Doc | null> {
    return this.store.findOne(resource, filter);
  }

  /** The resource as JSON bytes with an ETag; serialized once per data version. */
  async serialized(resource: ResourceKey): Promise<SerializedResource> {
    const entry = await this.entry(resource);
    entry.serialized ??= entry.docs.then((docs) => {
      const def = resourceDef(resource);
      // The original API served credits as one JSON string.
      const payload = def.kind === 'text' ? (docs[0]?.contentMarkdown ?? '') : docs;
      const body = Buffer.from(JSON.stringify(payload));
      const hash = createHash('sha1').update(body).digest('base64url').slice(0, 12);
      return { body, version: entry.version, etag: `"${def.versionName}-${entry.version}-${hash}"` };
    });
    return entry.serialized;
  }

  private async entry(resource: ResourceKey): Promise<CacheEntry> {
    const def = resourceDef(resource);
    const version = (await this.versions.version(def.versionName))?.version ?? 0;
    const cached = this.cache.get(resource);
    if (cached && cached.version === version) return cached;
    const entry: CacheEntry = { version, docs: this.store.find(resource) };
    // A failed read must not poison the cache: the next call tries again.
    entry.docs.catch(() => this.cache.get(resource) === entry && this.cache.delete(resource));
    this.cache.set(resource, entry);
    return entry;
  }
}
