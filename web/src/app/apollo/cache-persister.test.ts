// The IndexedDB persister and stale-resource eviction, on a real InMemoryCache with our type policies.
import { gql } from '@apollo/client';
import { createStore, get } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { CachePersister } from './cache-persister.ts';
import { createCache } from './client.ts';
import { evictVersionNames } from './evict-resources.ts';

const POWERS = gql`
  query P {
    powers {
      __typename
      name
      level
    }
  }
`;
const POWER = gql`
  query One($name: String!) {
    power(name: $name) {
      __typename
      name
      level
    }
  }
`;
const CHAPTER = gql`
  query C($book: Rulebook!, $name: String!) {
    chapter(book: $book, name: $name) {
      __typename
      book
      chapterName
      contentMarkdown
    }
  }
`;

let n = 0;
const freshStore = () => createStore(`test-db-${++n}`, 'apollo');

function fill(cache: ReturnType<typeof createCache>) {
  cache.writeQuery({
    query: POWERS,
    data: { powers: [{ __typename: 'Power', name: 'Force Push', level: 1 }, { __typename: 'Power', name: 'Shock', level: 0 }] },
  });
  for (const [book, name] of [['PHB', 'Combat'], ['WH', 'Introduction']] as const) {
    cache.writeQuery({ query: CHAPTER, variables: { book, name }, data: { chapter: { __typename: 'Chapter', book, chapterName: name, contentMarkdown: `# ${name}` } } });
  }
}

describe('CachePersister', () => {
  it('saves the cache and restores it into a new cache with its data-version meta', async () => {
    const store = freshStore();
    const cache = createCache();
    const persister = new CachePersister(cache, { schemaHash: 'a', store });
    fill(cache);
    persister.setMeta({ fetchedAt: 123, versions: { powers: 2 } });
    await persister.flush();

    const again = createCache();
    const restoring = new CachePersister(again, { schemaHash: 'a', store });
    expect(await restoring.restore()).toBe('restored');
    expect(restoring.meta).toEqual({ fetchedAt: 123, versions: { powers: 2 } });
    expect(again.readQuery({ query: POWERS })).toEqual(cache.readQuery({ query: POWERS }));
    // The detail field reads the record the list brought (cache redirect by name).
    expect(again.readQuery({ query: POWER, variables: { name: 'Shock' } })).toEqual({ power: { __typename: 'Power', name: 'Shock', level: 0 } });
  });

  it('merges the saved cache under a server-rendered page\'s data, the server\'s fields winning', async () => {
    const store = freshStore();
    const saved = createCache();
    fill(saved);
    await new CachePersister(saved, { schemaHash: 'a', store }).flush();

    // The page's data from the server: one power with a newer level, and a chapter the saved copy lacks.
    const cache = createCache();
    cache.writeQuery({ query: POWER, variables: { name: 'Shock' }, data: { power: { __typename: 'Power', name: 'Shock', level: 2 } } });
    cache.writeQuery({ query: CHAPTER, variables: { book: 'SOTG', name: 'Combat' }, data: { chapter: { __typename: 'Chapter', book: 'SOTG', chapterName: 'Combat', contentMarkdown: '# Ships' } } });
    expect(await new CachePersister(cache, { schemaHash: 'a', store }).restore({ mergeUnder: true })).toBe('restored');

    expect(cache.readQuery({ query: POWER, variables: { name: 'Shock' } })).toEqual({ power: { __typename: 'Power', name: 'Shock', level: 2 } });
    expect(cache.readQuery({ query: POWER, variables: { name: 'Force Push' } })).toMatchObject({ power: { name: 'Force Push', level: 1 } });
    expect(cache.readQuery({ query: CHAPTER, variables: { book: 'SOTG', name: 'Combat' } })).toMatchObject({ chapter: { contentMarkdown: '# Ships' } });
    expect(cache.readQuery({ query: CHAPTER, variables: { book: 'PHB', name: 'Combat' } })).toMatchObject({ chapter: { contentMarkdown: '# Combat' } });
  });

  it('drops a saved cache written under another schema fingerprint', async () => {
    const store = freshStore();
    const cache = createCache();
    fill(cache);
    await new CachePersister(cache, { schemaHash: 'old', store }).flush();
    const again = createCache();
    const persister = new CachePersister(again, { schemaHash: 'new', store });
    expect(await persister.restore()).toBe('schema-changed');
    expect(again.extract()).toEqual({});
    expect(await new CachePersister(createCache(), { schemaHash: 'new', store }).restore()).toBe('empty');
  });

  it('saves by itself after cache writes (debounced)', async () => {
    const store = freshStore();
    const cache = createCache();
    const persister = new CachePersister(cache, { schemaHash: 'a', store, debounceMs: 5 });
    const stop = persister.watch();
    fill(cache);
    // Saved once the debounce has passed: wait for the saved copy itself.
    await vi.waitFor(async () => expect(await get('apollo-cache', store)).toBeDefined());
    stop();
    const again = createCache();
    expect(await new CachePersister(again, { schemaHash: 'a', store }).restore()).toBe('restored');
    expect(again.readQuery({ query: CHAPTER, variables: { book: 'PHB', name: 'Combat' } })).not.toBeNull();
  });
});

describe('evictVersionNames', () => {
  it('removes a stale record resource and leaves the rest', () => {
    const cache = createCache();
    fill(cache);
    expect(evictVersionNames(cache, ['powers'])).toBeGreaterThan(0);
    expect(cache.readQuery({ query: POWERS })).toBeNull();
    expect(cache.extract()['Power:{"name":"Shock"}']).toBeUndefined();
    expect(cache.readQuery({ query: CHAPTER, variables: { book: 'PHB', name: 'Combat' } })).not.toBeNull();
  });

  it('removes only the chapters of the book whose version changed', () => {
    const cache = createCache();
    fill(cache);
    evictVersionNames(cache, ['wretched-hives-rules']);
    expect(cache.readQuery({ query: CHAPTER, variables: { book: 'WH', name: 'Introduction' } })).toBeNull();
    expect(cache.readQuery({ query: CHAPTER, variables: { book: 'PHB', name: 'Combat' } })).not.toBeNull();
    expect(cache.readQuery({ query: POWERS })).not.toBeNull();
  });
});
