// The catalogue's own rules: names that must not collide, a resource for every rulebook, and one cache policy per type.
import { describe, expect, it } from 'vitest';
import { BOOK_RESOURCES, RESOURCES, resourceByName, resourceByVersionName, type ResourceDef } from './resources.ts';
import { BOOK_BASE, type BookKey } from './site-paths.ts';

const CATALOGUE: readonly ResourceDef[] = RESOURCES;

describe('the resource catalogue', () => {
  it('gives every resource its own key, aliases and data-version name', () => {
    const names = CATALOGUE.flatMap((d) => [d.key, ...d.aliases]);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(CATALOGUE.map((d) => d.versionName)).size).toBe(CATALOGUE.length);
    for (const d of CATALOGUE) {
      for (const name of [d.key, ...d.aliases]) expect(resourceByName(name)).toBe(d);
      expect(resourceByVersionName(d.versionName)).toBe(d);
    }
  });

  it('names one chapter resource for every rulebook, and a book for every chapter resource', () => {
    const books = Object.keys(BOOK_BASE) as BookKey[];
    expect(Object.keys(BOOK_RESOURCES).sort()).toEqual([...books].sort());
    for (const book of books) expect(resourceByName(BOOK_RESOURCES[book])?.kind).toBe('chapters');
    expect(CATALOGUE.filter((d) => d.kind === 'chapters').every((d) => d.book !== undefined)).toBe(true);
  });

  it('stores each GraphQL type one way in the browser cache, however many resources share it', () => {
    const policies = new Map<string, string>();
    for (const d of CATALOGUE) {
      if (!d.graphql) continue;
      const policy = JSON.stringify(d.graphql.cache);
      expect(policies.get(d.graphql.type) ?? policy, `${d.key}: ${d.graphql.type}`).toBe(policy);
      policies.set(d.graphql.type, policy);
    }
    // Improvement is shared by five lists, Property by two.
    expect(CATALOGUE.filter((d) => d.graphql?.type === 'Improvement')).toHaveLength(5);
  });

  it('searches chapters by section and records by their fields', () => {
    for (const d of CATALOGUE) {
      if (!d.search) continue;
      expect(d.search.text, d.key).toBe(d.kind === 'chapters' ? 'sections' : 'fields');
      expect(d.search.nameField, d.key).toBe(d.kind === 'chapters' ? 'chapterName' : 'name');
    }
  });
});
