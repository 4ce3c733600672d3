// The catalogue agrees with the running server: every entry's GraphQL type and query fields exist in the executable
// schema and resolve on the bundled data, every REST name answers, every search entry leads to documents the search
// finds, and every data-version name is one the server reports. Queried over HTTP against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type ResourceDef, type ResourceKey } from '../../core/resources.ts';
import { toSearchEntry } from '../../server/search/search-entries.ts';
import { seedRecords, seedText } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

type Rec = Record<string, unknown>;
const CATALOGUE: readonly ResourceDef[] = RESOURCES;
const served = CATALOGUE.filter((d) => d.graphql);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

interface IntrospectedField {
  name: string;
  args: { name: string }[];
  type: { name: string | null; ofType: { name: string | null; ofType: { name: string | null; ofType: { name: string | null } | null } | null } | null };
}

/** The named type at the bottom of a field's type (through non-null and list wrappers). */
const namedType = (t: IntrospectedField['type']): string | null => t.name ?? t.ofType?.name ?? t.ofType?.ofType?.name ?? t.ofType?.ofType?.ofType?.name ?? null;

async function queryFields(): Promise<Map<string, IntrospectedField>> {
  const res = await server.graphql<{ __schema: { queryType: { fields: IntrospectedField[] } } }>(
    '{ __schema { queryType { fields { name args { name } type { name ofType { name ofType { name ofType { name } } } } } } } }',
  );
  expect(res.body.errors).toBeUndefined();
  return new Map(res.body.data!.__schema.queryType.fields.map((f) => [f.name, f]));
}

/** A GraphQL string literal (JSON's escaping is valid GraphQL). */
const literal = (s: string) => JSON.stringify(s);

describe('the resource catalogue', () => {
  it('names, for every GraphQL-served entry, a type and query fields the executable schema has, with the list arguments it filters by', async () => {
    const fields = await queryFields();
    for (const def of served) {
      const g = def.graphql!;
      const list = fields.get(g.list);
      expect(list, `${def.key}: Query.${g.list}`).toBeDefined();
      expect(namedType(list!.type), `${def.key}: type of Query.${g.list}`).toBe(g.type);
      if (def.kind === 'records') expect(list!.args.map((a) => a.name).sort(), `${def.key}: arguments of ${g.list}`).toEqual(g.filters.map((f) => f.arg).sort());
      if (g.item) {
        const item = fields.get(g.item);
        expect(item, `${def.key}: Query.${g.item}`).toBeDefined();
        expect(namedType(item!.type), `${def.key}: type of Query.${g.item}`).toBe(g.type);
      }
    }
    // Every resource is served over GraphQL (the feature mechanics too: the browser's engine automates from them).
    expect(CATALOGUE.filter((d) => !d.graphql).map((d) => d.key)).toEqual([]);
  });

  it.each(served.map((d) => [d.key, d] as const))('%s: the list field resolves every bundled record, the item field finds one by name', async (_key, def) => {
    const g = def.graphql!;
    if (def.kind === 'text') {
      const res = await server.graphql<Rec>(`{ ${g.list} }`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data![g.list]).toBe(seedText(def.key));
      return;
    }
    const seed = seedRecords<Rec>(def.key);
    expect(seed.length, `${def.key}: bundled records`).toBeGreaterThan(0);
    if (def.kind === 'chapters') {
      const res = await server.graphql<Record<string, Rec[] | Rec>>(
        `{ list: ${g.list}(book: ${def.book}) { chapterName } one: ${g.item}(book: ${def.book}, name: ${literal(String(seed[0]!.chapterName))}) { chapterName } }`,
      );
      expect(res.body.errors).toBeUndefined();
      expect((res.body.data!.list as Rec[]).map((c) => c.chapterName).sort()).toEqual(seed.map((c) => c.chapterName).sort());
      expect((res.body.data!.one as Rec).chapterName).toBe(seed[0]!.chapterName);
      return;
    }
    const res = await server.graphql<Record<string, Rec[]>>(`{ ${g.list} { __typename } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data![g.list]!.length, `${def.key}: ${g.list}`).toBe(seed.length);
    expect(new Set(res.body.data![g.list]!.map((r) => r.__typename))).toEqual(new Set([g.type]));
    if (g.item) {
      const name = String(seed[0]!.name);
      const one = await server.graphql<Record<string, Rec | null>>(`{ ${g.item}(name: ${literal(name)}) { __typename name } }`);
      expect(one.body.errors).toBeUndefined();
      expect(one.body.data![g.item]).toEqual({ __typename: g.type, name });
    }
  });

  it('serves every entry over REST under every name it has, and every rulebook chapter by name', async () => {
    for (const def of CATALOGUE) {
      for (const name of [def.key, ...def.aliases]) {
        const res = await server.getJson(`/api/${name}`);
        expect(res.status, `/api/${name}`).toBe(200);
        if (def.kind === 'records') expect((res.body as Rec[]).length, `/api/${name}`).toBe(seedRecords(def.key).length);
        if (def.book) {
          const chapter = String(seedRecords(def.key)[0]!.chapterName);
          const one = await server.getJson<Rec>(`/api/${name}/${encodeURIComponent(chapter)}.json`);
          expect(one.status, `/api/${name}/${chapter}.json`).toBe(200);
          expect(one.body.chapterName).toBe(chapter);
        }
      }
    }
  });

  it('gives every searched entry results that the search finds, with the path and type the catalogue builds', async () => {
    for (const def of CATALOGUE.filter((d) => d.search)) {
      const key = def.key as ResourceKey;
      // The first bundled record the entry turns into a result (features without a page of their own have none).
      const record = seedRecords<Rec>(key).find((r) => toSearchEntry(key, r));
      expect(record, `${def.key}: a bundled record with a search entry`).toBeDefined();
      const entry = toSearchEntry(key, record!)!;
      const res = await server.graphql<{ search: { fullName: string; path: string; globalSearchTermType: string }[] }>(
        'query ($text: String!, $types: [GlobalSearchTermType!]) { search(text: $text, types: $types, limit: 100) { fullName path globalSearchTermType } }',
        { text: String(record![def.search!.nameField]), types: [entry.globalSearchTermType] },
      );
      expect(res.body.errors, def.key).toBeUndefined();
      expect(res.body.data!.search, `${def.key}: search for "${entry.fullName}"`).toContainEqual({
        fullName: entry.fullName,
        path: entry.path,
        globalSearchTermType: entry.globalSearchTermType,
      });
    }
  });

  it('uses data-version names the server reports, one per entry', async () => {
    const res = await server.getJson<{ name: string }[]>('/api/dataVersion');
    const reported = new Set(res.body.map((v) => v.name));
    for (const def of CATALOGUE) expect(reported.has(def.versionName), `${def.key}: ${def.versionName}`).toBe(true);
    expect(new Set(CATALOGUE.map((d) => d.versionName)).size).toBe(CATALOGUE.length);
  });
});
