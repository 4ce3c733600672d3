// The browser's data-cache rules: version list freshness, stale resources, and the cache map of every resource.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../../core/resources.ts';
import { cachedResourceFor, isVersionListStale, staleVersionNames, unmappedResources, VERSION_LIST_MAX_AGE_MS } from './data-version-rules.ts';

const NOW = Date.UTC(2026, 0, 10);
const DAY = 24 * 3600 * 1000;

describe('data-version list freshness', () => {
  it('is stale when never fetched', () => {
    expect(isVersionListStale({ fetchedAt: null, versions: {} }, NOW)).toBe(true);
  });
  it('is fresh within 3 days and stale after', () => {
    expect(VERSION_LIST_MAX_AGE_MS).toBe(3 * DAY);
    expect(isVersionListStale({ fetchedAt: NOW - 1 * DAY, versions: {} }, NOW)).toBe(false);
    expect(isVersionListStale({ fetchedAt: NOW - 3 * DAY, versions: {} }, NOW)).toBe(false);
    expect(isVersionListStale({ fetchedAt: NOW - 3 * DAY - 1, versions: {} }, NOW)).toBe(true);
  });
  it('is stale when the clock went backwards', () => {
    expect(isVersionListStale({ fetchedAt: NOW + DAY, versions: {} }, NOW)).toBe(true);
  });
});

describe('stale resources', () => {
  it('names resources whose cached version is older or unknown, not newer or equal ones', () => {
    const cached = { powers: 3, species: 5, classes: 2 };
    const server = [
      { name: 'powers', version: 4 },
      { name: 'species', version: 5 },
      { name: 'classes', version: 1 },
      { name: 'feats', version: 1 },
    ];
    expect(staleVersionNames(cached, server)).toEqual(['powers', 'feats']);
  });
});

describe('cache map', () => {
  it('covers every resource of the registry', () => {
    expect(unmappedResources()).toEqual([]);
    expect(RESOURCES.length).toBeGreaterThan(30);
  });
  it('maps chapter resources to their book and records to their query fields', () => {
    expect(cachedResourceFor('player-handbook-rules')).toEqual([{ rootFields: ['chapters', 'chapter'], book: 'PHB', types: ['Chapter'] }]);
    expect(cachedResourceFor('wretched-hives-rules')[0].book).toBe('WH');
    expect(cachedResourceFor('powers')[0]).toMatchObject({ rootFields: ['powers', 'power'], types: ['Power'] });
    expect(cachedResourceFor('MASTERVERSION')).toEqual([{ rootFields: ['search'] }]);
    expect(cachedResourceFor('no-such-resource')).toEqual([]);
  });
});
