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
import type { SearchService } from './search-service.ts';

const content = { contentType: 'Core', contentSource: 'PHB' };
const species = (name: string) => ({ name, traits: [], abilitiesIncreased: [], imageUrls: [], ...content });
const power = (name: string, powerType: 'Force' | 'Tech') => ({ name, powerType, level: 1, concentration: false, description: 'Test.', ...content });

let root: string;
let store: Store;
let search: SearchService;

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
    'PlayerHandbookRule.json': [{ chapterName: 'Adventuring', chapterNumber: 8, contentMarkdown: 'x' }],
  });
  search = createServices(store, loadConfig({ DATA_VERSION_CHECK_MS: '0' })).search;
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
    expect(hit).toEqual({ fullName: 'Shock', path: '/characters/forcePowers?search=Shock', rowKey: 'Shock', globalSearchTermType: 'ForcePower' });
    expect(await names('t', ['TechPower'])).toEqual(['Tracker Droid Interface']);
    expect(await search.search('   ')).toEqual([]);
  });

  it('rebuilds when the data version changes', async () => {
    expect(await names('rodian')).toEqual([]);
    await importFiles({ 'species.json': [species('Rodian')] });
    expect(await names('rodian')).toEqual(['Rodian']);
    expect(await names('wookiee')).toEqual([]);
  });
});
