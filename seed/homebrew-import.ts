// `npm run seed -- <pack folder>`: a homebrew pack (manifest.json and content/<type>/<key>.json, core/homebrew/)
// joins an instance's official content, for a game master's own server. The pack is read all or nothing as the CLIs
// read it; no entry may share a name with a record the store already holds; then each resource the pack adds to is
// stored again whole (its records, then the pack's, each marked with the pack's name) through the importer's one
// path: the same validation, duplicate check and atomic replacement as any import.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { homebrewEntryType, homebrewKey } from '../core/homebrew/entry-types.ts';
import { MANIFEST_FILE } from '../core/homebrew/pack-files.ts';
import { HOMEBREW_MARK, namesOf, officialCollisions, type HomebrewPack } from '../core/homebrew/pack.ts';
import { HomebrewFolderError, loadHomebrewFolder } from '../core/engine/node/load-homebrew.ts';
import type { Doc, ResourceWriter } from '../core/catalogue-store.ts';
import type { ResourceKey } from '../core/resources.ts';
import { importRecords, type ImportOptions, type ImportReport, type LocatedRecord } from './importer.ts';

/** True when `dir` holds a homebrew pack: a manifest.json and a content/ folder (and no schemas/, which a canonical checkout has). */
export async function isHomebrewPackFolder(dir: string): Promise<boolean> {
  const is = async (p: string, dir: boolean) => {
    const s = await stat(p).catch(() => undefined);
    return dir ? (s?.isDirectory() ?? false) : (s?.isFile() ?? false);
  };
  return (await is(join(dir, MANIFEST_FILE), false)) && (await is(join(dir, 'content'), true)) && !(await is(join(dir, 'schemas'), true));
}

/** The store's records of a resource as records again: the store's own fields off, copied (reads are frozen). */
const asRecord = (doc: Doc): Record<string, unknown> => {
  const { _id, _seq, ...record } = structuredClone(doc) as Record<string, unknown>;
  void _id;
  void _seq;
  return record;
};

const fileOf = (entry: HomebrewPack['entries'][number]) => `content/${entry.type}/${homebrewKey(entry.record.name)}.json`;

export async function importHomebrewPackFolder(
  store: ResourceWriter,
  folder: string,
  current: (resource: ResourceKey) => Promise<readonly Doc[]>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = { resources: [], unknown: [], ignored: [], notices: [], ok: false };
  let pack: HomebrewPack;
  try {
    pack = loadHomebrewFolder(folder);
  } catch (error) {
    if (!(error instanceof HomebrewFolderError)) throw error;
    report.unknown.push(...error.issues);
    return report;
  }
  const byResource = new Map<ResourceKey, HomebrewPack['entries']>();
  for (const entry of pack.entries) {
    const { resource } = homebrewEntryType(entry.type)!;
    byResource.set(resource, [...(byResource.get(resource) ?? []), entry]);
  }
  const stored = new Map<ResourceKey, readonly Doc[]>();
  for (const resource of byResource.keys()) stored.set(resource, await current(resource));
  const mechanics = pack.entries.flatMap((e) => (e.mechanics ?? []).map((m) => ({ entry: e, m })));
  if (mechanics.length) stored.set('featureMechanics', await current('featureMechanics'));

  // Nothing is written while any entry would shadow a record the instance holds.
  const clashes = officialCollisions(pack, (resource) => namesOf(stored.get(resource) ?? []));
  if (clashes.length) {
    report.unknown.push(...clashes.map((c) => ({ file: fileOf(pack.entries[Number(/\d+/.exec(c.path)![0])]!), field: 'name', reason: c.reason.replace('an official', 'a stored') })));
    return report;
  }
  const kept = (resource: ResourceKey): LocatedRecord[] => (stored.get(resource) ?? []).map((doc, index) => ({ file: `the stored ${resource}`, index, record: asRecord(doc) }));
  for (const [resource, entries] of byResource) {
    const added = entries.map((entry) => ({ file: fileOf(entry), record: { ...entry.record, [HOMEBREW_MARK]: pack.name } }));
    report.resources.push(await importRecords(store, resource, { files: [folder], records: [...kept(resource), ...added], errors: [] }, options));
  }
  if (mechanics.length) {
    const added = mechanics.map(({ entry, m }) => ({ file: fileOf(entry), record: m }));
    report.resources.push(await importRecords(store, 'featureMechanics', { files: [folder], records: [...kept('featureMechanics'), ...added], errors: [] }, options));
  }
  report.ok = report.resources.every((r) => r.errors.length === 0);
  return report;
}
