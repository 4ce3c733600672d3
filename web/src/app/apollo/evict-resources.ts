// Removes stale resources from the normalized cache so the pages showing them refetch.
import type { InMemoryCache } from '@apollo/client';
import { cachedResourceFor } from './data-version-rules.ts';

/** The arguments Apollo encoded into a stored field name, e.g. `chapter({"book":"PHB","name":"Combat"})`. */
function storedArgs(storeFieldName: string): Record<string, unknown> | undefined {
  const open = storeFieldName.indexOf('(');
  if (open < 0 || !storeFieldName.endsWith(')')) return undefined;
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Evicts everything the cache holds for these data-version names; returns how many cache entries went. */
export function evictVersionNames(cache: InMemoryCache, versionNames: readonly string[]): number {
  let removed = 0;
  const snapshot = cache.extract() as Record<string, { __typename?: string; book?: string } | undefined>;
  for (const name of versionNames) {
    for (const place of cachedResourceFor(name)) {
      for (const fieldName of place.rootFields) {
        if (place.book === undefined) {
          if (cache.evict({ id: 'ROOT_QUERY', fieldName })) removed++;
          continue;
        }
        const book = place.book;
        cache.modify({
          id: 'ROOT_QUERY',
          fields: {
            [fieldName]: (value, { storeFieldName, DELETE }) => {
              if (storedArgs(storeFieldName)?.book !== book) return value;
              removed++;
              return DELETE;
            },
          },
        });
      }
      for (const [id, entity] of Object.entries(snapshot)) {
        const typename = entity?.__typename;
        if (!typename) continue;
        if (place.types?.includes(typename) && (place.book === undefined || entity?.book === place.book)) {
          if (cache.evict({ id })) removed++;
        }
        for (const fieldName of place.nested?.[typename] ?? []) {
          if (cache.evict({ id, fieldName })) removed++;
        }
      }
    }
  }
  cache.gc();
  return removed;
}
