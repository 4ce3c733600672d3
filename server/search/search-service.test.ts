// Global search over a real embedded store: prefix matching, one typo, ranking, type filters, rebuild on new data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDirectory } from '../../seed/importer.ts';
import { createServices } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openEmbeddedStore } from '../store/index.ts';
import type { Store } from '../store/port.ts';
import type { Services } from '../services.ts';
import type { SearchService } from './search-service.ts';

const content = { contentType: 'Core', contentSource: 'PHB' };
const species = (name: string) => ({ name, traits: [], abilitiesIncreased: [], imageUrls: [], ...content });
const power = (name: string, powerType: 'Force' | 'Tech') => ({ name, powerType, level: 1, concentration: false, description: 'Test.', ...content });

let root: string;
let store: Store;
let search: SearchService;
let services: Services;

function importFiles(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(root, 'in-'));
  for (const [f, v] of Object.entries(files)) writeFileSync(join(dir, f), JSON.stringify(v));
  return importDirectory(store, dir);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sw5e-search-'));
  store = await openEmbeddedStore({ dataDir: join(root, 'data') });
  await importFiles({
    'species.json': [species("Twi'lek"), species('Wookiee'), species('Togruta'), species('Human')],
    'power.json': [power('Force Push', 'Force'), power('Force Pull', 'Force'), power('Tracker Droid Interface', 'Tech'), power('Shock', 'Force')],
    'monster.json': [],
    'PlayerHandbookRule.json': [
      { chapterName: 'Adventuring', chapterNumber: 8, contentMarkdown: 'x' },
      {
        chapterName: 'Combat',
        chapterNumber: 9,
        contentMarkdown: '# Chapter 9: Combat\n\nFights happen.\n\n## Grappling\n\nWhen you want to grab a creature, roll Athletics.\n\n## Cover\n\nWalls give half cover. Grappling is not cover.\n\n## Cover\n\nRepeated heading.',
      },
    ],
  });
  services = createServices(store, loadConfig({ DATA_VERSION_CHECK_MS: '0' }));
  search = services.search;
});

afterAll(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

const names = async (text: string, types?: Parameters<SearchService['search']>[1]) => (await search.search(text, types)).map((r) => r.fullName);

describe('search', () => {
  it('finds items by a prefix of any word', async () => {
    expect(await names('wook')).toEqual(['Wookiee']);
    expect(await names('push')).toEqual(['Force Push']);
    expect(await names('adven')).toEqual(['Adventuring']);
  });

  it('tolerates one typo in words of four letters or more', async () => {
    expect(await names('wokiee')).toEqual(['Wookiee']);
    expect(await names('togrutta')).toEqual(['Togruta']);
    expect(await names('tracer droid')).toEqual(['Tracker Droid Interface']);
  });

  it('ignores apostrophes and case', async () => {
    expect(await names('TWILEK')).toEqual(["Twi'lek"]);
    expect(await names("twi'lek")).toEqual(["Twi'lek"]);
  });

  it('requires every word and ranks exact names first', async () => {
    expect(await names('force pu')).toEqual(['Force Pull', 'Force Push']);
    expect((await names('force'))[0]).toMatch(/^Force P/);
    expect(await names('shock')).toEqual(['Shock']);
  });

  it('returns paths and types, and filters by type', async () => {
    const [hit] = await search.search('Shock');
    expect(hit).toMatchObject({ fullName: 'Shock', path: '/characters/forcePowers?search=Shock&row=Shock', rowKey: 'Shock', globalSearchTermType: 'ForcePower', matchedField: 'Name' });
    expect(await names('t', ['TechPower'])).toEqual(['Tracker Droid Interface']);
    expect(await search.search('   ')).toEqual([]);
  });

  it('finds chapter sections at their heading anchors, with the matched words marked in a snippet', async () => {
    const [grappling, cover] = await search.search('grappling');
    expect(grappling).toMatchObject({ fullName: 'Grappling (Combat)', path: '/rules/phb/combat#grappling', matchedField: 'Heading', globalSearchTermType: 'PlayerHandbookChapter' });
    // A heading outranks a mention in another section's text; the text hit names its field and marks the word.
    expect(cover).toMatchObject({ fullName: 'Cover (Combat)', path: '/rules/phb/combat#cover', matchedField: 'Text' });
    expect(cover!.snippet).toEqual([
      { text: 'Walls give half cover. ', matched: false },
      { text: 'Grappling', matched: true },
      { text: ' is not cover.', matched: false },
    ]);
    // A repeated heading gets the same '-1' anchor the chapter page gives it.
    expect((await search.search('repeated heading'))[0]!.path).toBe('/rules/phb/combat#cover-1');
    expect((await names('athletics'))).toEqual(['Grappling (Combat)']);
  });

  it('matches quoted phrases as written and narrows by type: and in: filters', async () => {
    expect(await names('"grab a creature"')).toEqual(['Grappling (Combat)']);
    expect(await names('"creature grab"')).toEqual([]);
    // Shock matches by its text (its power type is Force), after the names.
    expect(await names('force type:power')).toEqual(['Force Pull', 'Force Push', 'Shock']);
    expect(await names('in:species wook')).toEqual(['Wookiee']);
    expect(await names('in:chapters wook')).toEqual([]);
    expect(await names('force type:techpower')).toEqual([]);
    await expect(search.search('in:spaceships x')).rejects.toThrow(/Unknown search filter "in:spaceships"/);
  });

  it('refuses text over 200 characters and bad limits, naming the limit', async () => {
    await expect(search.search('x'.repeat(201))).rejects.toThrow('Search text is 201 characters long; the limit is 200 characters.');
    expect(await search.search('x'.repeat(200))).toEqual([]);
    await expect(search.search('force', undefined, 0)).rejects.toThrow(/limit must be a whole number of at least 1/);
  });

  it('rebuilds when the data version changes, short answers kept per version included', async () => {
    expect(await names('rodian')).toEqual([]);
    // One or two letters typed: the answer is kept, and a caller changing its copy changes nothing kept.
    expect(await names('ro')).toEqual([]);
    const first = await search.search('wo');
    first.length = 0;
    expect(await names('wo')).toEqual(['Wookiee']);
    await importFiles({ 'species.json': [species('Rodian')] });
    // The new data is served once loaded and indexed (in the background; a search meanwhile reads the previous index).
    await services.versions.settled();
    expect(await names('rodian')).toEqual(['Rodian']);
    expect(await names('ro')).toEqual(['Rodian']);
    expect(await names('wo')).toEqual([]);
    expect(await names('wookiee')).toEqual([]);
  });

  it('keeps short answers within the cache budget, weighed by their size, and lets them go with their data version', async () => {
    const budget = services.cacheBudget;
    const held = budget.usedBytes();
    const answer = await search.search('ro', undefined, 20);
    expect(answer.map((h) => h.fullName)).toEqual(['Rodian']);
    const weighed = budget.usedBytes() - held;
    // Weighed by what it holds (its strings and the objects around them), not counted as one entry.
    expect(weighed).toBeGreaterThanOrEqual(JSON.stringify(answer).length);
    // Asked again: read from the budget's cache, nothing more counted.
    expect(await search.search('ro', undefined, 20)).toEqual(answer);
    expect(budget.usedBytes() - held).toBe(weighed);
    await importFiles({ 'species.json': [species('Rodian'), species('Trandoshan')] });
    await services.versions.settled();
    // The old version's answers are gone: the same question is answered and kept again, for the new version.
    const fresh = budget.usedBytes();
    expect(await search.search('ro', undefined, 20)).toEqual(answer);
    expect(budget.usedBytes() - fresh).toBe(weighed);
    expect(await names('tr')).toEqual(['Trandoshan', 'Tracker Droid Interface']);
  });
});
