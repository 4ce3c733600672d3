// A homebrew pack as files, the way it travels: `manifest.json` (format version, name, author, licence,
// description) and one `content/<type>/<key>.json` per entry, the canonical content layout: each file holds the
// entry's record in its resource's shape with its `key` (the file's name) and, where it has any, its `mechanics`.
// Read back all or nothing; every error names the file, the member path and the rule. A zip of those files is the
// pack's export and import (fflate: pure JS, so the browser can build the same zip later).
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { HOMEBREW_ENTRY_TYPES, homebrewEntryType, homebrewKey } from './entry-types.ts';
import { HOMEBREW_FORMAT_VERSION, HOMEBREW_LIMITS, readHomebrewPack, type HomebrewIssue, type HomebrewPack } from './pack.ts';

export const MANIFEST_FILE = 'manifest.json';

/** One reason a pack's files are refused, as the canonical importer reports them: file, member path, rule. */
export interface PackFileIssue {
  file: string;
  field?: string;
  reason: string;
}

export type PackFilesReading = { ok: true; pack: HomebrewPack } | { ok: false; issues: PackFileIssue[] };

/** The largest pack accepted as files: the kind's 2 MB, with room for the files' own indentation. */
export const MAX_PACK_FILES_BYTES = 4 * 1024 * 1024;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The pack's files, path -> text, in type order and then key order. */
export function packToFiles(pack: HomebrewPack): Map<string, string> {
  const { entries, ...manifest } = pack;
  const files = new Map<string, string>([[MANIFEST_FILE, json({ ...manifest, formatVersion: HOMEBREW_FORMAT_VERSION })]]);
  for (const entry of sortedEntries(entries)) {
    const key = homebrewKey(entry.record.name);
    files.set(`content/${entry.type}/${key}.json`, json({ key, ...entry.record, ...(entry.mechanics?.length ? { mechanics: entry.mechanics } : {}) }));
  }
  return files;
}

/** Entries in the order a pack's files give them back: the entry types' table order, then file key. */
export function sortedEntries<E extends { type: string; record: { name: string } }>(entries: readonly E[]): E[] {
  const rank = (type: string) => HOMEBREW_ENTRY_TYPES.findIndex((t) => t.type === type);
  // Compared as file names, as packFromFiles orders the files it reads.
  const file = (e: E) => `${homebrewKey(e.record.name)}.json`;
  return [...entries].sort((a, b) => rank(a.type) - rank(b.type) || (file(a) < file(b) ? -1 : file(a) > file(b) ? 1 : 0));
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function parseJson(file: string, text: string, issues: PackFileIssue[]): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    issues.push({ file, reason: `malformed JSON: ${(error as Error).message}` });
    return undefined;
  }
}

/** Reads a pack's files (path -> text), all or nothing. */
export function packFromFiles(files: ReadonlyMap<string, string>): PackFilesReading {
  const issues: PackFileIssue[] = [];
  const manifestText = files.get(MANIFEST_FILE);
  if (manifestText === undefined) return { ok: false, issues: [{ file: MANIFEST_FILE, reason: 'missing: a pack names itself, its author and its licence in manifest.json' }] };
  const manifest = parseJson(MANIFEST_FILE, manifestText, issues);
  if (manifest !== undefined && !isObject(manifest)) issues.push({ file: MANIFEST_FILE, reason: 'must be a JSON object {name, author, licence}' });
  const entryFiles: string[] = [];
  const entries: unknown[] = [];
  // In the entry types' order, then by key: the order packToFiles writes them, so a pack comes back as it went.
  const rank = (file: string) => {
    const index = HOMEBREW_ENTRY_TYPES.findIndex((t) => file.startsWith(`content/${t.type}/`));
    return index < 0 ? HOMEBREW_ENTRY_TYPES.length : index;
  };
  const contentFiles = [...files.keys()].filter((f) => f !== MANIFEST_FILE).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  if (contentFiles.length > HOMEBREW_LIMITS.entries) issues.push({ file: 'content/', reason: `a pack holds at most ${HOMEBREW_LIMITS.entries} entries (got ${contentFiles.length} files)` });
  for (const file of contentFiles.slice(0, HOMEBREW_LIMITS.entries)) {
    const match = /^content\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) {
      issues.push({ file, reason: 'not a pack file: a pack holds manifest.json and content/<type>/<key>.json files only' });
      continue;
    }
    const [, type, key] = match as unknown as [string, string, string];
    if (!homebrewEntryType(type)) {
      issues.push({ file, reason: `unknown entry type "${type}" (known: ${HOMEBREW_ENTRY_TYPES.map((t) => t.type).join(', ')})` });
      continue;
    }
    const doc = parseJson(file, files.get(file)!, issues);
    if (doc === undefined) continue;
    if (!isObject(doc)) {
      issues.push({ file, reason: 'must be a JSON object (the entry\'s record)' });
      continue;
    }
    const { key: docKey, mechanics, ...record } = doc;
    if (docKey !== key) issues.push({ file, field: 'key', reason: `${JSON.stringify(docKey)} does not match the file name: an entry lives in <key>.json` });
    else if (typeof record.name === 'string' && homebrewKey(record.name) !== key) issues.push({ file, field: 'key', reason: `"${key}" is not the key of the entry's name "${record.name}" (which is "${homebrewKey(record.name)}")` });
    entryFiles.push(file);
    entries.push({ type, record, ...(mechanics !== undefined ? { mechanics } : {}) });
  }
  if (issues.length) return { ok: false, issues };
  const read = readHomebrewPack({ ...(manifest as Record<string, unknown>), entries });
  if (read.ok) return read;
  return { ok: false, issues: read.issues.map((issue) => locate(issue, entryFiles)) };
}

/** A pack issue (`entries[3].record.size`) as a file issue (`content/species/x.json`, `size`). */
function locate(issue: HomebrewIssue, entryFiles: readonly string[]): PackFileIssue {
  const match = /^entries\[(\d+)\](?:\.record)?\.?(.*)$/.exec(issue.path);
  if (!match) return { file: MANIFEST_FILE, field: issue.path === '(the pack)' ? undefined : issue.path, reason: issue.reason };
  const file = entryFiles[Number(match[1])] ?? 'content/';
  return { file, ...(match[2] ? { field: match[2] } : {}), reason: issue.reason.replace(/entries\[(\d+)\]/g, (_, n: string) => entryFiles[Number(n)] ?? `entries[${n}]`) };
}

/** The pack as a zip of its files. */
export function packToZip(pack: HomebrewPack): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [path, text] of packToFiles(pack)) files[path] = strToU8(text);
  return zipSync(files, { level: 6 });
}

/**
 * Reads a zipped pack, all or nothing. Bounded before anything is inflated: the members' declared sizes together at
 * most MAX_PACK_FILES_BYTES and at most one file per entry besides the manifest. Folders in the zip are skipped, and
 * so is one top folder wrapping everything (a zipped pack folder).
 */
export function packFromZip(zip: Uint8Array): PackFilesReading {
  let declared = 0;
  let count = 0;
  let tooLarge = false;
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(zip, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        declared += file.originalSize;
        count += 1;
        if (declared > MAX_PACK_FILES_BYTES || count > HOMEBREW_LIMITS.entries + 1) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch (error) {
    return { ok: false, issues: [{ file: '(the zip)', reason: `not a zip file: ${(error as Error).message}` }] };
  }
  if (tooLarge) return { ok: false, issues: [{ file: '(the zip)', reason: `too large: a pack's files may hold at most ${MAX_PACK_FILES_BYTES / 1024 / 1024} MB in at most ${HOMEBREW_LIMITS.entries + 1} files` }] };
  const names = Object.keys(raw);
  const top = names[0]?.split('/')[0];
  const wrapped = !names.includes(MANIFEST_FILE) && top !== undefined && names.includes(`${top}/${MANIFEST_FILE}`) && names.every((n) => n.startsWith(`${top}/`));
  const files = new Map<string, string>();
  for (const name of names) files.set(wrapped ? name.slice(top!.length + 1) : name, strFromU8(raw[name]!));
  return packFromFiles(files);
}
