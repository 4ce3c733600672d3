// The homebrew pack's one reading and its files: every refusal names the member path and the rule, the files and
// the zip give back the same pack, and the example pack in seed/homebrew reads.
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadHomebrewFolder, withHomebrew } from '../engine/node/load-homebrew.ts';
import { packFromFiles, packFromZip, packToFiles, packToZip, sortedEntries } from './pack-files.ts';
import { namesOf, officialCollisions, readHomebrewPack, type HomebrewPack } from './pack.ts';

const EXAMPLE = join(import.meta.dirname, '../../seed/homebrew/dune-sea-drifters');
const base = { name: 'Test Pack', author: 'Tester', licence: 'CC0' };
const feat = (name: string, extra: Record<string, unknown> = {}) => ({ type: 'feat', record: { name, text: 'Does a thing.', ...extra } });
const issuesOf = (content: unknown) => {
  const read = readHomebrewPack(content);
  return read.ok ? [] : read.issues;
};

describe('a homebrew pack', () => {
  it('reads the example pack folder: every type it holds, mechanics filled in with their source', () => {
    const pack = loadHomebrewFolder(EXAMPLE);
    expect(pack).toMatchObject({ name: 'Dune Sea Drifters', formatVersion: 1 });
    expect(pack.entries.map((e) => e.type)).toEqual(['species', 'archetype', 'feat', 'power', 'enhanced-item', 'monster', 'starship-modification']);
    expect(pack.entries[2]!.mechanics![0]).toMatchObject({ source: 'Feat', sourceName: 'Dune Runner', effects: [{ kind: 'abilityIncrease', fixed: { Dexterity: 1 } }, { kind: 'proficiency' }] });
  });

  it('refuses an entry failing its record schema, naming the member path', () => {
    expect(issuesOf({ ...base, entries: [{ type: 'power', record: { name: 'Zap', powerType: 'Force', level: 12, concentration: false, description: 'x' } }] })).toEqual([
      { path: 'entries[0].record.level', reason: expect.stringMatching(/9/) },
    ]);
    expect(issuesOf({ ...base, entries: [{ type: 'species', record: { name: 'Blob' } }] }).map((i) => i.path)).toEqual(['entries[0].record.traits', 'entries[0].record.abilitiesIncreased', 'entries[0].record.imageUrls']);
    expect(issuesOf({ ...base, entries: [{ type: 'spaceship', record: {} }] })[0]).toMatchObject({ path: 'entries[0].type' });
    expect(issuesOf({ name: ' ', author: 'a', licence: 'b' })).toEqual([{ path: 'name', reason: 'must be a non-empty text' }]);
  });

  it('refuses an unknown mechanics effect, mechanics on a type without them, and mechanics of another source', () => {
    expect(issuesOf({ ...base, entries: [{ ...feat('Fly'), mechanics: [{ name: 'Fly', effects: [{ kind: 'levitate' }] }] }] })).toEqual([
      { path: 'entries[0].mechanics[0].effects[0].kind', reason: expect.stringMatching(/^unknown mechanics effect: .*known: acFormula, acBonus, speed/) },
    ]);
    expect(issuesOf({ ...base, entries: [{ type: 'maneuver', record: { name: 'Trip', description: 'x', type: 'General' }, mechanics: [{ name: 'Trip', effects: [] }] }] })[0]).toMatchObject({ path: 'entries[0].mechanics' });
    expect(issuesOf({ ...base, entries: [{ ...feat('Fly'), mechanics: [{ source: 'Species', sourceName: 'Other', name: 'Fly', effects: [{ kind: 'acBonus', value: 1 }] }] }] }).map((i) => i.path)).toEqual([
      'entries[0].mechanics[0].source',
      'entries[0].mechanics[0].sourceName',
    ]);
  });

  it('refuses two entries of a type with one name (or one file key), and a name an official record has', () => {
    expect(issuesOf({ ...base, entries: [feat('Quick Draw'), feat(' quick draw')] })).toEqual([{ path: 'entries[1].record.name', reason: expect.stringContaining('collides with entries[0]') }]);
    expect(issuesOf({ ...base, entries: [feat('Quick-Draw'), feat('Quick Draw')] })[0]!.reason).toContain('file key');
    // Another type may reuse a name: they are different lists.
    expect(issuesOf({ ...base, entries: [feat('Quick Draw'), { type: 'maneuver', record: { name: 'Quick Draw', description: 'x', type: 'General' } }] })).toEqual([]);
    const read = readHomebrewPack({ ...base, entries: [feat('Tough'), feat('Brand New')] });
    expect(read.ok).toBe(true);
    const official = (resource: string) => (resource === 'feat' ? namesOf([{ name: 'Tough' }]) : new Set<string>());
    expect(officialCollisions((read as { pack: HomebrewPack }).pack, official)).toEqual([{ path: 'entries[0].record.name', reason: expect.stringContaining('official feat') }]);
  });

  it('refuses a pack over its entry limit', () => {
    const entries = Array.from({ length: 501 }, (_, i) => feat(`Feat ${i}`));
    expect(issuesOf({ ...base, entries })).toEqual([{ path: 'entries', reason: 'a pack holds at most 500 entries' }]);
  });

  it('travels as files and as a zip and comes back equal, entries in type then key order', () => {
    const pack = loadHomebrewFolder(EXAMPLE);
    const files = packToFiles(pack);
    expect([...files.keys()]).toContain('content/species/kessari.json');
    const back = packFromFiles(files);
    expect(back).toEqual({ ok: true, pack: { ...pack, entries: sortedEntries(pack.entries) } });
    expect(packFromZip(packToZip(pack))).toEqual(back);
    // A zipped folder (one top folder around the pack) reads the same.
    const wrapped: Record<string, Uint8Array> = {};
    for (const [path, text] of files) wrapped[`dune/${path}`] = strToU8(text);
    expect(packFromZip(zipSync(wrapped))).toEqual(back);
  });

  it('refuses bad files all or nothing, each error naming the file, the member path and the rule', () => {
    const files = packToFiles(loadHomebrewFolder(EXAMPLE));
    const species = JSON.parse(files.get('content/species/kessari.json')!);
    files.set('content/species/kessari.json', JSON.stringify({ ...species, size: 3 }));
    files.set('content/feat/dune-runner.json', '{ not json');
    files.set('content/spells/x.json', '{}');
    const read = packFromFiles(files);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.issues).toEqual([
      { file: 'content/feat/dune-runner.json', reason: expect.stringMatching(/^malformed JSON/) },
      { file: 'content/spells/x.json', reason: expect.stringMatching(/^unknown entry type "spells"/) },
    ]);
    files.delete('content/feat/dune-runner.json');
    files.delete('content/spells/x.json');
    expect(packFromFiles(files)).toEqual({ ok: false, issues: [{ file: 'content/species/kessari.json', field: 'size', reason: expect.any(String) }] });
    files.set('content/species/kessari.json', JSON.stringify({ ...species, key: 'other' }));
    expect(packFromFiles(files)).toMatchObject({ ok: false, issues: [{ file: 'content/species/kessari.json', field: 'key' }] });
    files.delete('manifest.json');
    expect(packFromFiles(files)).toMatchObject({ ok: false, issues: [{ file: 'manifest.json' }] });
    expect(packFromZip(new Uint8Array([1, 2, 3]))).toMatchObject({ ok: false, issues: [{ file: '(the zip)' }] });
  });

  it('joins a loader\'s rules data after the official records, and refuses a name the data already has', () => {
    const pack = loadHomebrewFolder(EXAMPLE);
    const data = withHomebrew({ feats: [{ name: 'Tough' }], featureMechanics: [] as unknown[] }, { feats: 'feat', featureMechanics: 'featureMechanics' }, [pack]);
    expect(data.feats).toEqual([{ name: 'Tough' }, expect.objectContaining({ name: 'Dune Runner', homebrewPack: 'Dune Sea Drifters' })]);
    expect(data.featureMechanics).toHaveLength(2);
    expect(() => withHomebrew({ feats: [{ name: 'dune runner' }] }, { feats: 'feat' }, [pack])).toThrow(/"Dune Runner" \(feat\) of pack "Dune Sea Drifters" is already a name in the official data/);
  });
});

describe('the forms\' JSON Schemas', () => {
  it('come from the record schemas themselves: every entry type, and the mechanics vocabulary', async () => {
    const { homebrewEntryJsonSchema, mechanicsEntryJsonSchema } = await import('./json-schema.ts');
    const { HOMEBREW_ENTRY_TYPES } = await import('./entry-types.ts');
    for (const { type } of HOMEBREW_ENTRY_TYPES) expect(homebrewEntryJsonSchema(type)).toMatchObject({ type: 'object', required: expect.arrayContaining(['name']) });
    expect(homebrewEntryJsonSchema('species')).toMatchObject({ required: ['name', 'traits', 'abilitiesIncreased', 'imageUrls'], properties: { traits: { type: 'array' } } });
    expect(JSON.stringify(mechanicsEntryJsonSchema())).toContain('"abilityIncrease"');
  });
});
