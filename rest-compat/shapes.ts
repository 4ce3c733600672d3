// The original API's JSON shapes for the few answers that are not stored records as they are.
import type { DataVersion } from '../server/store/port.ts';
import type { SearchEntry } from '../server/search/search-entries.ts';

/** `GET /api/dataVersion` entries carried the legacy table keys too. */
export function legacyDataVersion(v: DataVersion) {
  return {
    name: v.name,
    lastUpdated: v.lastUpdated,
    version: v.version,
    partitionKey: 'Core',
    rowKey: v.name,
    timestamp: v.lastUpdated,
    eTag: `W/"datetime'${encodeURIComponent(v.lastUpdated)}'"`,
  };
}

export function legacySearchResult(e: SearchEntry) {
  return { fullName: e.fullName, path: e.path, rowKey: e.rowKey, globalSearchTermType: e.globalSearchTermType };
}

/** The search term arrives with '*' appended (the original search service's wildcard); it is dropped here. */
export function searchTermFromQuery(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : '';
  // A loop, not /\*+$/: that regular expression takes quadratic time on a long run of '*' not at the end.
  let end = text.length;
  while (end > 0 && text[end - 1] === '*') end--;
  return text.slice(0, end).trim();
}
