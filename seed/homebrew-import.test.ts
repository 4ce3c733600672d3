// `npm run seed -- <pack folder>` against the real embedded store: a pack's entries join the stored official
// content (marked with the pack's name, mechanics too); a pack naming a stored record, or failing its files, is
// refused whole and leaves every resource as it was.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../server/store/index.ts';
import type { Store } from '../server/store/port.ts';
import { importHomebrewPackFolder, isHomebrewPackFolder } from './homebrew-import.ts';
import { importDirectory } from './importer.ts';

const PACK = join(import.meta.dirname, 'homebrew/dune-sea-drifters');
let root: string;
let store: Store;
const names = async (resource: string) => (await store.find(resource, {})).map((r) => r.name);
const seed = (folder: string) => importHomebrewPackFolder(store, folder, (resource) => store.find(resource, {}));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sw5e-homebrew-seed-'));
  store = await openEmbeddedStore({ dataDir: join(root, 'data') });
  expect((await importDirectory(store, join(import.meta.dirname, 'data'), { only: ['species', 'feat', 'featureMechanics', 'monster'] })).ok).toBe(true);
});

afterAll(async () => {
  await store?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a homebrew pack seeded into an instance', () => {
  it('is told apart from a rules folder and a canonical checkout', async () => {
    expect(await isHomebrewPackFolder(PACK)).toBe(true);
    expect(await isHomebrewPackFolder(join(import.meta.dirname, 'data'))).toBe(false);
  });

  it('adds its entries after the stored records, marked with the pack, and refuses the same pack again', async () => {
    const before = await names('species');
    const report = await seed(PACK);
    expect(report.ok).toBe(true);
    expect(await names('species')).toEqual([...before, 'Kessari']);
    expect((await store.find('species', { name: 'Kessari' }))[0]).toMatchObject({ homebrewPack: 'Dune Sea Drifters', abilitiesIncreased: [[{ abilities: ['Dexterity'], amount: 2 }, { abilities: ['Wisdom'], amount: 1 }]] });
    expect(await store.find('featureMechanics', { sourceName: 'Dune Runner' })).toHaveLength(1);
    expect(await names('monster')).toContain('Dune Lurker');

    const again = await seed(PACK);
    expect(again.ok).toBe(false);
    expect(again.unknown).toContainEqual({ file: 'content/species/kessari.json', field: 'name', reason: expect.stringContaining('is the name of a stored species') });
    expect(await names('species')).toEqual([...before, 'Kessari']);
  });

  it('refuses a pack whose file fails its schema, naming file and member, and writes nothing', async () => {
    const broken = join(root, 'broken');
    cpSync(PACK, broken, { recursive: true });
    writeFileSync(join(broken, 'content/feat/dune-runner.json'), JSON.stringify({ key: 'dune-runner', name: 'Dune Runner', text: 5 }));
    const before = await store.find('feat', {});
    const report = await seed(broken);
    expect(report).toMatchObject({ ok: false, resources: [], unknown: [{ file: 'content/feat/dune-runner.json', field: 'text' }] });
    expect(await store.find('feat', {})).toEqual(before);
  });
});
