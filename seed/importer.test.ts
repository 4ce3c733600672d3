// The importer against the real embedded store: good folders import, every kind of bad input is named precisely,
// and a failed resource leaves the previously stored version served unchanged.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../server/store/index.ts';
import type { Store } from '../server/store/port.ts';
import { formatIssue, importDirectory, type ImportReport } from './importer.ts';

const power = (name: string, level: unknown = 1) => ({
  name,
  powerType: 'Force',
  level,
  concentration: false,
  forceAlignment: 'Light',
  description: `A test power called ${name}.`,
  contentType: 'Core',
  contentSource: 'PHB',
});

let root: string;
let store: Store;

function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(root, 'import-'));
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, JSON.stringify(content));
  }
  return dir;
}

const messages = (report: ImportReport) => [
  ...report.resources.flatMap((r) => r.errors.map(formatIssue)),
  ...report.unknown.map(formatIssue),
];

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'sw5e-importer-'));
  store = await openEmbeddedStore({ dataDir: join(root, 'data') });
});

afterEach(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

describe('importer', () => {
  it('imports a folder, generating the legacy keys and Json companions our own records lack', async () => {
    const report = await importDirectory(store, folder({ 'power.json': [power('Alpha'), power('Beta', 0)] }), {
      now: () => new Date('2026-01-02T03:04:05.000Z'),
    });
    expect(report.ok).toBe(true);
    const docs = await store.find('power');
    expect(docs.map((d) => d.name)).toEqual(['Alpha', 'Beta']);
    expect(docs[0]).toMatchObject({
      partitionKey: 'Core',
      rowKey: 'Alpha',
      timestamp: '2026-01-02T03:04:05.000Z',
      eTag: `W/"datetime'2026-01-02T03%3A04%3A05.000Z'"`,
    });
    const versions = await store.dataVersions();
    expect(versions.find((v) => v.name === 'powers')?.version).toBe(report.resources[0]!.version!.version);
  });

  it('stores records that carry legacy keys exactly as given, unknown fields and quirks included', async () => {
    const original = { ...power('Gamma'), partitionKey: 'Core', rowKey: 'Gamma', timestamp: 't', eTag: null, extraField: { kept: true }, note: 'a\ufffdb' };
    await importDirectory(store, folder({ 'power.json': [original] }));
    expect(await store.find('power')).toEqual([original]);
  });

  it('names a malformed JSON file and keeps the previous version served', async () => {
    await importDirectory(store, folder({ 'power.json': [power('Alpha')] }));
    const before = await store.dataVersions();
    const dir = folder({});
    writeFileSync(join(dir, 'power.json'), '[{"name": "Broken",]');
    const report = await importDirectory(store, dir);
    expect(report.ok).toBe(false);
    expect(messages(report).join('\n')).toMatch(/^power\.json: malformed JSON: /m);
    expect((await store.find('power')).map((d) => d.name)).toEqual(['Alpha']);
    expect(await store.dataVersions()).toEqual(before);
  });

  it('names file, index and field of a wrong field type, and stores nothing of that resource', async () => {
    await importDirectory(store, folder({ 'power.json': [power('Alpha')] }));
    const report = await importDirectory(store, folder({ 'power.json': [power('New One'), power('Bad', '2nd')] }));
    expect(messages(report)).toEqual([expect.stringMatching(/^power\.json\[1\]\.level: .*number.*\(record "Bad"\)$/)]);
    expect((await store.find('power')).map((d) => d.name)).toEqual(['Alpha']);
  });

  it('names a missing name', async () => {
    const { name: _n, ...nameless } = power('X');
    const report = await importDirectory(store, folder({ 'power.json': [power('Fine'), nameless] }));
    expect(messages(report)).toEqual([expect.stringMatching(/^power\.json\[1\]\.name: /)]);
    expect(await store.find('power')).toEqual([]);
  });

  it('rejects duplicate names within a resource, naming both records', async () => {
    const report = await importDirectory(store, folder({ 'power.json': [power('Same'), power('Other'), power('Same')] }));
    expect(messages(report)).toEqual(['power.json[2].name: duplicate: "Same" is already record [0] of power']);
    expect(await store.find('power')).toEqual([]);
  });

  it('reports unknown files and folders but still imports the resources it knows', async () => {
    const report = await importDirectory(store, folder({ 'power.json': [power('Alpha')], 'spaceships.json': [], 'Misc/x.json': {} }));
    expect(report.ok).toBe(false);
    expect(report.unknown.map((u) => u.file).sort()).toEqual(['Misc/', 'spaceships.json']);
    expect(messages(report).find((m) => m.startsWith('spaceships.json'))).toMatch(/unknown file: no resource is named "spaceships"/);
    expect((await store.find('power')).map((d) => d.name)).toEqual(['Alpha']);
  });

  it('ignores dataVersion.json on purpose and says why', async () => {
    const report = await importDirectory(store, folder({ 'dataVersion.json': [{ name: 'powers', version: 9 }] }));
    expect(report.ok).toBe(true);
    expect(report.ignored).toEqual([{ file: 'dataVersion.json', why: expect.stringContaining('assigned by the importer') }]);
  });

  it('accepts a resource under two names when they agree, and refuses it when they differ', async () => {
    const chapter = { chapterName: 'Flanking', contentMarkdown: '# Flanking\nText.' };
    const same = await importDirectory(store, folder({ 'VariantRule.json': [chapter], 'variant-rules.json': [chapter] }));
    expect(same.ok).toBe(true);
    const differ = await importDirectory(store, folder({ 'VariantRule.json': [chapter], 'variant-rules.json': [{ ...chapter, contentMarkdown: 'x' }] }));
    expect(messages(differ)).toEqual([expect.stringMatching(/^(variant-rules|VariantRule)\.json: conflicts with (VariantRule|variant-rules)\.json: both name resource "VariantRule"/)]);
    expect((await store.find('VariantRule'))[0]).toMatchObject(chapter);
  });

  it('reads chapter folders, merging them with the array file', async () => {
    const intro = { chapterName: 'Introduction', chapterNumber: 0, contentMarkdown: 'Hello' };
    const combat = { chapterName: 'Combat', chapterNumber: 9, contentMarkdown: 'Fight' };
    const report = await importDirectory(store, folder({ 'PlayerHandbookRule.json': [intro], 'PlayerHandbookRule/Introduction.json': intro, 'PlayerHandbookRule/Combat.json': combat }));
    expect(report.ok).toBe(true);
    expect((await store.find('PlayerHandbookRule')).map((d) => d.chapterName)).toEqual(['Introduction', 'Combat']);
    const conflict = await importDirectory(store, folder({ 'PlayerHandbookRule.json': [intro], 'PlayerHandbookRule/Introduction.json': { ...intro, contentMarkdown: 'Other' } }));
    expect(messages(conflict)).toEqual([expect.stringMatching(/^PlayerHandbookRule\/Introduction\.json: differs from the chapter "Introduction" in PlayerHandbookRule\.json/)]);
  });

  it('stores the credits text and refuses credits that are not a string', async () => {
    expect((await importDirectory(store, folder({ 'credits.json': '# Credits\nThanks.' }))).ok).toBe(true);
    expect((await store.find('Credit'))[0]?.contentMarkdown).toBe('# Credits\nThanks.');
    const bad = await importDirectory(store, folder({ 'Credit.json': ['not', 'text'] }));
    expect(messages(bad)).toEqual(['Credit.json: expected a JSON string of markdown']);
    expect((await store.find('Credit'))[0]?.contentMarkdown).toBe('# Credits\nThanks.');
  });

  it('refuses a top-level value that is not an array, and records that are not objects', async () => {
    const report = await importDirectory(store, folder({ 'power.json': { name: 'Alone' }, 'feat.json': ['just text'] }));
    expect(messages(report).sort()).toEqual([
      'feat.json[0]: expected a record (JSON object), got string',
      'power.json: expected an array of records, got object',
    ]);
  });

  it('refuses an empty array, which would wipe the resource, and keeps the stored version', async () => {
    await importDirectory(store, folder({ 'power.json': [power('Alpha')], 'credits.json': '# Credits' }));
    const before = await store.dataVersions();
    const report = await importDirectory(store, folder({ 'power.json': [], 'credits.json': '' }));
    expect(report.ok).toBe(false);
    expect(messages(report).sort()).toEqual([
      'credits.json: holds no text: importing it would empty "Credit", so it was refused (use --allow-empty to empty it on purpose)',
      'power.json: holds no records: importing it would empty "power", so it was refused (use --allow-empty to empty it on purpose)',
    ]);
    expect((await store.find('power')).map((d) => d.name)).toEqual(['Alpha']);
    expect(await store.dataVersions()).toEqual(before);
  });

  it('stores nothing for an empty array when the store holds none of that resource, without calling it an error', async () => {
    const report = await importDirectory(store, folder({ 'power.json': [] }));
    expect(report.ok).toBe(true);
    expect(report.resources[0]).toMatchObject({ resource: 'power', skipped: expect.stringContaining('nothing stored') });
    expect(await store.dataVersions()).toEqual([]);
  });

  it('empties a resource when allowEmpty is given', async () => {
    await importDirectory(store, folder({ 'power.json': [power('Alpha')] }));
    const report = await importDirectory(store, folder({ 'power.json': [] }), { allowEmpty: true });
    expect(report.ok).toBe(true);
    expect(await store.find('power')).toEqual([]);
  });

  it('reports a folder that does not exist', async () => {
    const report = await importDirectory(store, join(root, 'missing'));
    expect(report.ok).toBe(false);
    expect(messages(report)).toEqual([`${join(root, 'missing')}: is not a folder`]);
  });
});
