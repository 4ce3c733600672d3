// The browser's data-cache rules as pure functions: when to refetch the version list, which cached resources are
// stale, and which parts of the normalized cache hold each resource (derived from the catalogue's GraphQL entries).
import { MASTER_VERSION, RESOURCES, resourceByVersionName, resourceDef, type ResourceKey } from '../../../../core/resources.ts';
import type { Rulebook } from '../../gql/graphql.ts';

/** The data-version list is refetched when missing or older than this: every 3 days. */
export const VERSION_LIST_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/** What the persisted cache knows about the data it holds. */
export interface DataVersionMeta {
  /** When the version list was last fetched (ms since epoch); null when never. */
  fetchedAt: number | null;
  /** Version name -> the version the cached data of that resource came from. */
  versions: Record<string, number>;
}

export const EMPTY_META: DataVersionMeta = { fetchedAt: null, versions: {} };

export function isVersionListStale(meta: DataVersionMeta, now: number): boolean {
  if (meta.fetchedAt === null || !Number.isFinite(meta.fetchedAt)) return true;
  // A clock set back makes the age negative: treat that as stale too rather than trusting it for ever.
  const age = now - meta.fetchedAt;
  return age < 0 || age > VERSION_LIST_MAX_AGE_MS;
}

/**
 * Version names whose cached data is older than the server's. A name the cache never recorded is stale too (its data,
 * if any, came from an unknown version); names the server no longer lists are left alone.
 */
export function staleVersionNames(cached: Record<string, number>, server: ReadonlyArray<{ name: string; version: number }>): string[] {
  return server.filter((v) => !(v.name in cached) || cached[v.name] < v.version).map((v) => v.name);
}

/** Where one resource lives in the cache: root query fields, normalized types and fields embedded in other types. */
export interface CachedResource {
  rootFields: string[];
  /** For chapter resources: only the root fields whose `book` argument is this book. */
  book?: Rulebook;
  types?: string[];
  nested?: Record<string, string[]>;
}

/**
 * Where one resource's data sits in the cache, from its catalogue entry: its list and item query fields, its type
 * when records are normalized by name (embedded records go with the query results holding them), the fields of
 * other types that hold its records, and for chapters only the answers about its own book.
 */
function cachedResource(key: ResourceKey): CachedResource {
  const def = resourceDef(key);
  const graphql = def.graphql;
  if (!graphql) return { rootFields: [] }; // not served over GraphQL: nothing of it sits in the browser's cache
  const rootFields = graphql.item ? [graphql.list, graphql.item] : [graphql.list];
  const place: CachedResource = { rootFields };
  if (def.book) place.book = def.book satisfies Rulebook;
  if (graphql.cache !== 'embedded') place.types = [graphql.type];
  if (graphql.nested) place.nested = Object.fromEntries(Object.entries(graphql.nested).map(([type, fields]) => [type, [...fields]]));
  return place;
}

/** The cache locations of the data named by one data-version name (search results depend on everything). */
export function cachedResourceFor(versionName: string): CachedResource[] {
  if (versionName === MASTER_VERSION) return [{ rootFields: ['search'] }];
  const def = resourceByVersionName(versionName);
  return def ? [cachedResource(def.key as ResourceKey)] : [];
}

/** Every resource has a place in the cache map (checked by a test, so a new resource cannot be forgotten). */
export function unmappedResources(): ResourceKey[] {
  return RESOURCES.map((r) => r.key as ResourceKey).filter((k) => cachedResourceFor(resourceDef(k).versionName).length === 0);
}
