// The real data set of the original API imports completely, and every REST path serves it back unchanged.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '../../core/resources.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Order-insensitive comparison key for records. */
const sortKey = (r: unknown) => JSON.stringify(r);

describe.runIf(hasRealData('real data round trip'))('real data round trip', () => {
  let server: TestServer;
  const files = hasRealData('real data round trip')
    ? readdirSync(REALDATA_API).filter((f) => f.endsWith('.json') && statSync(join(REALDATA_API, f)).isFile())
    : [];

  beforeAll(async () => {
    server = await startTestServer({ SEED_DIR: REALDATA_API });
  }, 120_000);
  afterAll(() => server?.stop());

  it('recognises every file of the real data folder', () => {
    const unknown = files.filter((f) => f !== 'dataVersion.json' && !resourceByName(f.replace(/\.json$/, '')));
    expect(unknown).toEqual([]);
  });

  it.each(files.filter((f) => f !== 'dataVersion.json'))('GET /api/%s returns the file\'s records', async (file) => {
    const expected = JSON.parse(readFileSync(join(REALDATA_API, file), 'utf8'));
    const res = await server.getJson(`/api/${file.replace(/\.json$/, '')}?language=en`);
    expect(res.status).toBe(200);
    if (Array.isArray(expected)) {
      expect((res.body as unknown[]).length).toBe(expected.length);
      expect((res.body as unknown[]).map(sortKey).sort()).toEqual(expected.map(sortKey).sort());
    } else {
      expect(res.body).toEqual(expected);
    }
  });

  it('serves each chapter file at /api/<Book>/<chapterName>.json', async () => {
    for (const book of ['PlayerHandbookRule', 'StarshipRule', 'WretchedHivesRule']) {
      for (const file of readdirSync(join(REALDATA_API, book))) {
        const expected = JSON.parse(readFileSync(join(REALDATA_API, book, file), 'utf8'));
        const res = await server.getJson(`/api/${book}/${encodeURIComponent(file.replace(/\.json$/, ''))}.json`);
        expect(res.status, `${book}/${file}`).toBe(200);
        expect(res.body).toEqual(expected);
      }
    }
  });

  it('answers GraphQL over the real data at full size', async () => {
    const res = await server.graphql<{ enhancedItems: unknown[]; powers: unknown[]; monsters: { name: string; behaviors: unknown[] }[]; species: { name: string } | null }>(
      `{ enhancedItems { name rarityOptions requiresAttunement } powers { name level prerequisitePower { name } } monsters { name challengeRating behaviors { name monsterBehaviorType } } species(name: "half-human") { name halfHumanTableEntries } }`,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.enhancedItems).toHaveLength(1918);
    expect(res.body.data!.powers).toHaveLength(465);
    expect(res.body.data!.monsters).toHaveLength(271);
    expect(res.body.data!.species?.name).toBe('Half-human');
  });

  it('searches the real data', async () => {
    const res = await server.getJson<{ fullName: string; path: string; globalSearchTermType: string }[]>('/api/search?searchText=wookie*');
    expect(res.body.some((r) => r.fullName === 'Wookiee' && r.path === '/characters/species/Wookiee')).toBe(true);
  });
});
