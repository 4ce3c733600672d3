// The importer: reads a folder, or a running API, in the original API's shapes, validates every record, and
// replaces each resource atomically in the store it is handed. It is the only writer of rules data. It depends on
// core/ only (the catalogue, the record schemas, the writer port): the server opens the store and calls it.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { DataVersion, Doc, ResourceWriter } from '../core/catalogue-store.ts';
import { IGNORED_FILES, RESOURCES, resourceByName, resourceDef, type ResourceDef, type ResourceKey } from '../core/resources.ts';
import { featureMechanicsKey } from '../core/schemas/feature-mechanics.ts';
import { RECORD_SCHEMAS, RESOURCE_CHECKS } from '../core/schemas/index.ts';
import { starshipMechanicsKey } from '../core/schemas/starship-mechanics.ts';

/** One thing wrong with the input, located as precisely as possible. */
export interface ImportIssue {
  file: string;
  index?: number;
  field?: string;
  reason: string;
}

export interface ResourceResult {
  resource: ResourceKey;
  files: string[];
  count: number;
  /** Set when the resource was stored; absent when it failed and the previous version stays served. */
  version?: DataVersion;
  /** Why nothing was stored although nothing failed (an empty input for a resource the store does not hold). */
  skipped?: string;
  errors: ImportIssue[];
}

export interface ImportReport {
  resources: ResourceResult[];
  /** Files and folders that name no resource: reported, never silently skipped. */
  unknown: ImportIssue[];
  ignored: { file: string; why: string }[];
  /**
   * Things worth knowing that do not fail the import (a source's content type this site has no place for, documents
   * of a newer schema version than the importer knows): reported, and `ok` stays true.
   */
  notices?: ImportIssue[];
  ok: boolean;
}

export interface ImportOptions {
  /** Import only these resources (default: every resource found in the folder). */
  only?: readonly ResourceKey[];
  /** Clock for generated legacy timestamps (tests pin it). */
  now?: () => Date;
  /**
   * Store a resource even when the input holds no records. Off by default: an empty array almost always means a
   * broken export, and importing it would wipe the resource the site serves.
   */
  allowEmpty?: boolean;
  /** The largest resource stored, in bytes of JSON (default MAX_RESOURCE_JSON_BYTES; tests lower it). */
  maxResourceBytes?: number;
}

/**
 * The largest resource the importer stores: 16 MB of JSON, six times the largest of the real data (enhanced items,
 * 2.7 MB). Every instance holds every resource in memory, within CACHE_MEMORY_MB, and loads a new version beside the
 * one it serves; a resource far larger (a 50 MB export) exhausted the heap of instances sized for the real data.
 */
export const MAX_RESOURCE_JSON_BYTES = 16 * 1024 * 1024;

/** Formats an issue as `file[index].field: reason`, the form every error message of the importer takes. */
export function formatIssue(issue: ImportIssue): string {
  const where = `${issue.file}${issue.index === undefined ? '' : `[${issue.index}]`}${issue.field ? `.${issue.field}` : ''}`;
  return `${where}: ${issue.reason}`;
}

/** One JSON text of the input: a file of the import folder or a body fetched from an API. */
interface SourceFile {
  /** Path relative to the import folder (or the API path), used in messages. */
  name: string;
  read(): Promise<string>;
}

const fileSource = (name: string, path: string): SourceFile => ({ name, read: () => readFile(path, 'utf8') });

interface Gathered {
  def: ResourceDef;
  arrays: SourceFile[];
  chapterFiles: SourceFile[];
}

/** Sorts the folder's entries into resources, ignored files and unknown names. */
async function gather(dir: string, report: ImportReport): Promise<Map<ResourceKey, Gathered>> {
  const found = new Map<ResourceKey, Gathered>();
  const entryFor = (def: ResourceDef) => {
    const key = def.key as ResourceKey;
    let entry = found.get(key);
    if (!entry) found.set(key, (entry = { def, arrays: [], chapterFiles: [] }));
    return entry;
  };
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const def = resourceByName(entry.name);
      if (!def || def.kind !== 'chapters') {
        report.unknown.push({ file: `${entry.name}/`, reason: 'unknown folder: only chapter resources may be given as a folder of chapter files' });
        continue;
      }
      const files = (await readdir(path)).filter((f) => !f.startsWith('.')).sort();
      for (const f of files) {
        if (!f.endsWith('.json')) {
          report.unknown.push({ file: `${entry.name}/${f}`, reason: 'unknown file: chapter folders hold only <chapterName>.json files' });
          continue;
        }
        entryFor(def).chapterFiles.push(fileSource(`${entry.name}/${f}`, join(path, f)));
      }
      continue;
    }
    if (IGNORED_FILES[entry.name]) {
      report.ignored.push({ file: entry.name, why: IGNORED_FILES[entry.name]! });
      continue;
    }
    const def = entry.name.endsWith('.json') ? resourceByName(basename(entry.name, '.json')) : undefined;
    if (!def) {
      report.unknown.push({ file: entry.name, reason: `unknown file: no resource is named "${basename(entry.name, '.json')}" (known: ${RESOURCES.map((r) => r.key).join(', ')})` });
      continue;
    }
    entryFor(def).arrays.push(fileSource(entry.name, path));
  }
  return found;
}

async function readJson(file: SourceFile, errors: ImportIssue[]): Promise<unknown> {
  let text: string;
  try {
    text = await file.read();
  } catch (e) {
    errors.push({ file: file.name, reason: `cannot read: ${(e as Error).message}` });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    errors.push({ file: file.name, reason: `malformed JSON: ${(e as Error).message}` });
    return undefined;
  }
}

function zodIssues(file: string, index: number | undefined, error: z.ZodError, label?: string): ImportIssue[] {
  return error.issues.map((issue) => ({
    file,
    index,
    field: issue.path.length ? issue.path.map(String).join('.') : undefined,
    reason: `${issue.message}${label ? ` (record "${label}")` : ''}`,
  }));
}

/** The identity of a record within its resource; two records with the same identity are duplicates. */
function identity(def: ResourceDef, rec: Doc): string {
  if (def.kind === 'chapters') return String(rec.chapterName).toLowerCase();
  // Many mechanics entries share a feature name (Extra Attack of several classes): their key is the whole address.
  if (def.key === 'featureMechanics') return featureMechanicsKey(rec as Parameters<typeof featureMechanicsKey>[0]);
  // Starship catalogue entries are named after records of several resources: their key is the kind and the name.
  if (def.key === 'starshipMechanics') return starshipMechanicsKey(rec as Parameters<typeof starshipMechanicsKey>[0]);
  // One row per class: its key is the class's name.
  if (def.key === 'multiclassPrerequisites') return String(rec.className).toLowerCase();
  if (rec.rowKey !== undefined && rec.rowKey !== null) return `${String(rec.partitionKey ?? '')}|${String(rec.rowKey)}`;
  if (def.key === 'characterAdvancement') return `level ${String(rec.level)}`;
  return `${legacyPartition(rec)}|${String(rec.name)}`;
}

function legacyPartition(rec: Doc): string {
  return rec.contentType === 'ExpandedContent' ? 'ExpandedContent' : 'Core';
}

const LEGACY_KEYS = ['partitionKey', 'rowKey', 'timestamp', 'eTag'] as const;

/**
 * Records written in our own shape lack some of the original table keys; older tools (the Foundry importer, bots)
 * expect them, so the missing ones are generated: partitionKey, rowKey, timestamp, eTag, and the `<field>Json` text
 * companions of list and object fields. A record carrying all four keys came from the original API and is stored
 * exactly as given (null values included).
 */
function withLegacyFields(def: ResourceDef, rec: Doc, now: Date): Doc {
  if (LEGACY_KEYS.every((k) => rec[k] !== undefined)) return rec;
  const out: Doc = { ...rec };
  for (const [k, v] of Object.entries(rec)) {
    if (v !== null && typeof v === 'object' && !k.endsWith('Json') && out[`${k}Json`] === undefined) {
      out[`${k}Json`] = JSON.stringify(v);
    }
  }
  const { timestamp, eTag } = legacyStamp(now);
  out.partitionKey ??= legacyPartition(rec);
  out.rowKey ??=
    def.kind === 'chapters' ? String(rec.chapterName)
    : def.key === 'characterAdvancement' ? String(rec.level)
    : def.key === 'featureMechanics' ? featureMechanicsKey(rec as Parameters<typeof featureMechanicsKey>[0])
    : def.key === 'starshipMechanics' ? starshipMechanicsKey(rec as Parameters<typeof starshipMechanicsKey>[0])
    : def.key === 'multiclassPrerequisites' ? String(rec.className)
    : String(rec.name);
  out.timestamp ??= timestamp;
  out.eTag ??= eTag;
  return out;
}

/** The import time as the legacy table stamped its records: an ISO timestamp and the weak ETag derived from it. */
export function legacyStamp(now: Date): { timestamp: string; eTag: string } {
  const stamp = now.toISOString();
  return { timestamp: stamp, eTag: `W/"datetime'${encodeURIComponent(stamp)}'"` };
}

/** Reads, merges and validates one resource; returns the documents to store, or errors. */
async function prepare(g: Gathered, now: Date): Promise<Prepared> {
  const { def } = g;
  const errors: ImportIssue[] = [];
  const files = [...g.arrays.map((f) => f.name), ...g.chapterFiles.map((f) => f.name)];
  const schema: z.ZodType = RECORD_SCHEMAS[def.key as ResourceKey];

  // The same resource may arrive under several names (VariantRule.json and variant-rules.json): they must agree.
  let primary: { file: SourceFile; data: unknown } | undefined;
  for (const file of g.arrays) {
    const data = await readJson(file, errors);
    if (data === undefined) continue;
    if (!primary) primary = { file, data };
    else if (!isDeepStrictEqual(primary.data, data)) {
      errors.push({ file: file.name, reason: `conflicts with ${primary.file.name}: both name resource "${def.key}" but their contents differ` });
    }
  }
  if (errors.length) return { docs: [], files, errors };

  if (def.kind === 'text') {
    const parsed = schema.safeParse(primary?.data);
    if (!parsed.success) return { docs: [], files, errors: [{ file: primary!.file.name, reason: 'expected a JSON string of markdown' }] };
    return { docs: [{ name: 'Credits', contentMarkdown: primary!.data as string }], files, errors };
  }

  let records: unknown[] = [];
  const sourceOf: string[] = [];
  if (primary) {
    if (!Array.isArray(primary.data)) {
      return { docs: [], files, errors: [{ file: primary.file.name, reason: `expected an array of records, got ${typeName(primary.data)}` }] };
    }
    records = [...primary.data];
    records.forEach(() => sourceOf.push(primary!.file.name));
  }

  // Chapter folders: each file is one chapter; it must match the array's copy when both are given.
  for (const file of g.chapterFiles) {
    const data = await readJson(file, errors);
    if (data === undefined) continue;
    const existing = records.findIndex((r) => isRecord(r) && isRecord(data) && r.chapterName === data.chapterName);
    if (existing >= 0) {
      if (!isDeepStrictEqual(records[existing], data)) {
        errors.push({ file: file.name, reason: `differs from the chapter "${String((data as Doc).chapterName)}" in ${sourceOf[existing]}` });
      }
      continue;
    }
    records.push(data);
    sourceOf.push(file.name);
  }

  const fromArray = primary && Array.isArray(primary.data) ? primary.data.length : 0;
  // Records of the array file are located by index; a chapter file is itself the location.
  const located = records.map((record, i) => ({ file: sourceOf[i]!, index: i < fromArray ? i : undefined, record }));
  const checked = validateRecords(def, located, now);
  return { docs: checked.docs, files, errors: [...errors, ...checked.errors] };
}

/** One record read by some source, with where it came from (for messages): a file and, in an array file, its index. */
export interface LocatedRecord {
  file: string;
  index?: number;
  record: unknown;
}

/**
 * Checks records of one resource against its record schema and for duplicates, and completes the legacy keys.
 * Every source ends here (a folder, an API, the canonical format's mapped documents), so the rules are one.
 */
function validateRecords(def: ResourceDef, records: readonly LocatedRecord[], now: Date): { docs: Doc[]; errors: ImportIssue[] } {
  const schema: z.ZodType = RECORD_SCHEMAS[def.key as ResourceKey];
  const errors: ImportIssue[] = [];
  const docs: Doc[] = [];
  const seen = new Map<string, number>();
  records.forEach(({ file, index, record: rec }, i) => {
    const label = isRecord(rec) ? String(rec.name ?? rec.chapterName ?? rec.level ?? '') || undefined : undefined;
    if (!isRecord(rec)) {
      errors.push({ file, index, reason: `expected a record (JSON object), got ${typeName(rec)}` });
      return;
    }
    for (const reserved of ['_id', '_seq']) {
      if (reserved in rec) errors.push({ file, index, field: reserved, reason: 'is reserved for the store and may not appear in a record' });
    }
    const parsed = schema.safeParse(rec);
    if (!parsed.success) {
      errors.push(...zodIssues(file, index, parsed.error, label));
      return;
    }
    const id = identity(def, rec);
    const first = seen.get(id);
    if (first !== undefined) {
      const what = def.kind === 'chapters' ? 'chapterName' : rec.rowKey != null ? 'rowKey' : 'name';
      const where = records[first]!.index !== undefined ? `record [${records[first]!.index}]` : `the record of ${records[first]!.file}`;
      errors.push({ file, index, field: what, reason: `duplicate: "${label}" is already ${where} of ${def.key}` });
      return;
    }
    seen.set(id, i);
    docs.push(withLegacyFields(def, rec, now));
  });
  return { docs, errors };
}

/**
 * Imports records another source has already read and shaped into this resource's records (the canonical format's
 * mapped documents): validated, checked for duplicates and stored all-or-nothing exactly as a folder's resource.
 * `errors` are the source's own problems with this resource (a document that failed its schema): any of them
 * refuses the whole resource, and the previous version stays served. The text resource takes one markdown string.
 */
export async function importRecords(
  store: ResourceWriter,
  key: ResourceKey,
  input: { files: string[]; records: readonly LocatedRecord[]; errors: readonly ImportIssue[] },
  options: ImportOptions = {},
): Promise<ResourceResult> {
  const def = resourceDef(key);
  const now = (options.now ?? (() => new Date()))();
  let prepared: Prepared;
  if (def.kind === 'text') {
    const [one, ...more] = input.records;
    const errors = [...input.errors];
    if (more.length) errors.push({ file: more[0]!.file, reason: `a second credits text: only one may be imported (the first came from ${one!.file})` });
    if (one && typeof one.record !== 'string') errors.push({ file: one.file, reason: 'expected a markdown text' });
    prepared = { docs: one && typeof one.record === 'string' ? [{ name: 'Credits', contentMarkdown: one.record }] : [], files: input.files, errors };
  } else {
    const checked = validateRecords(def, input.records, now);
    prepared = { docs: checked.docs, files: input.files, errors: [...input.errors, ...checked.errors] };
  }
  return storeResource(store, def, prepared, options);
}

/**
 * Validates one gathered resource and, when every record passed, replaces it in the store. All-or-nothing: when
 * anything fails, nothing of it is written and the previously stored version stays served.
 */
async function importResource(store: ResourceWriter, g: Gathered, now: Date, options: ImportOptions): Promise<ResourceResult> {
  return storeResource(store, g.def, await prepare(g, now), options);
}

/** What one resource's input came to: the documents to store, the files read, and every problem found. */
interface Prepared {
  docs: Doc[];
  files: string[];
  errors: ImportIssue[];
}

/** How a resource's error begins when the store refused to write it (not its content: another import won, an outage). */
export const STORE_REFUSED = 'the store refused the import';

/** Stores a prepared resource when nothing failed (refusing an empty one that would wipe what is served). */
async function storeResource(store: ResourceWriter, def: ResourceDef, prepared: Prepared, options: ImportOptions): Promise<ResourceResult> {
  const { docs, files, errors } = prepared;
  const result: ResourceResult = { resource: def.key as ResourceKey, files, count: docs.length, errors };
  // A whole-resource rule (a catalogue missing a row the engine needs) is checked once the records themselves pass.
  const check = RESOURCE_CHECKS[def.key as ResourceKey];
  if (check && !errors.length) for (const problem of check(docs)) errors.push({ file: files[0] ?? def.key, reason: problem });
  const empty = docs.length === 0 || (def.kind === 'text' && docs[0]?.contentMarkdown === '');
  if (!errors.length && empty && !options.allowEmpty) {
    const what = def.kind === 'text' ? 'text' : 'records';
    // An empty input would wipe what the site serves: refused. Where the store holds nothing of it, there is
    // nothing to wipe and nothing to store (an API that lacks a book answers []).
    if ((await store.count(def.key)) === 0) {
      result.skipped = `holds no ${what} and the store has none either: nothing stored`;
      return result;
    }
    errors.push({
      file: files[0] ?? def.key,
      reason: `holds no ${what}: importing it would empty "${def.key}", so it was refused (use --allow-empty to empty it on purpose)`,
    });
  }
  const maxBytes = options.maxResourceBytes ?? MAX_RESOURCE_JSON_BYTES;
  const bytes = errors.length ? 0 : jsonBytes(docs);
  if (bytes > maxBytes) {
    errors.push({
      file: files[0] ?? def.key,
      reason: `takes ${megabytes(bytes)} MB as JSON, over the ${megabytes(maxBytes)} MB a resource may take (every server instance holds it in memory): it was refused`,
    });
  }
  if (!errors.length) {
    try {
      result.version = await store.replaceResource(def.key, def.versionName, docs);
    } catch (e) {
      errors.push({ file: files[0] ?? def.key, reason: `${STORE_REFUSED}: ${(e as Error).message}` });
    }
  }
  return result;
}

/** The bytes of the records as JSON, counted record by record (never one string of the whole resource). */
function jsonBytes(docs: readonly Doc[]): number {
  let total = 2;
  for (const doc of docs) total += Buffer.byteLength(JSON.stringify(doc)) + 1;
  return total;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');

const finish = (report: ImportReport): ImportReport => {
  report.ok = report.unknown.length === 0 && report.resources.every((r) => r.errors.length === 0);
  return report;
};

/** Imports every resource found in `dir`, each all-or-nothing. */
export async function importDirectory(store: ResourceWriter, dir: string, options: ImportOptions = {}): Promise<ImportReport> {
  const report: ImportReport = { resources: [], unknown: [], ignored: [], ok: true };
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    report.unknown.push({ file: dir, reason: 'is not a folder' });
    report.ok = false;
    return report;
  }
  const now = (options.now ?? (() => new Date()))();
  const found = await gather(dir, report);
  for (const def of RESOURCES) {
    const g = found.get(def.key);
    if (!g || (options.only && !options.only.includes(def.key))) continue;
    report.resources.push(await importResource(store, g, now, options));
  }
  return finish(report);
}

export interface ApiImportOptions extends ImportOptions {
  /** Longest wait for one response, in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** Further attempts after a network failure, a timeout, a 429 or a 5xx (default 3). */
  retries?: number;
  /** First pause before a retry, doubled for each further one (default 500 ms). */
  retryDelayMs?: number;
  /** Receives one progress line per resource. */
  progress?: (line: string) => void;
}

/** What one GET of the API gave: the body text, or "not served" (404), after any retries. */
type Fetched = { text: string } | { notServed: true };

/** GETs `url`, retrying what may pass on a second try; throws with a message naming the last failure. */
async function fetchText(url: string, options: ApiImportOptions): Promise<Fetched> {
  const retries = options.retries ?? 3;
  const delay = options.retryDelayMs ?? 500;
  let problem = '';
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, delay * 2 ** (attempt - 1)));
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
      if (res.ok) return { text: await res.text() };
      if (res.status === 404) return { notServed: true };
      problem = `HTTP ${res.status} ${res.statusText}`.trim();
      // Other client errors will not change on a retry.
      if (res.status < 500 && res.status !== 429) break;
    } catch (e) {
      const error = e as Error;
      problem = error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs ?? 30_000} ms` : `${error.message}${(error.cause as Error | undefined)?.message ? ` (${(error.cause as Error).message})` : ''}`;
    }
  }
  throw new Error(`GET ${url} failed: ${problem}${retries ? ` (tried ${retries + 1} times)` : ''}`);
}

const textSource = (name: string, text: string): SourceFile => ({ name, read: async () => text });
const failedSource = (name: string, error: Error): SourceFile => ({ name, read: async () => Promise.reject(error) });

/**
 * Fetches one resource from an API in the original shapes: `/api/<key>` (an array, or the credits string), and for
 * rulebooks every chapter again by name (`/api/<Book>/<chapterName>.json`), which must agree with the array.
 * Undefined when the API does not serve the resource.
 */
async function fetchResource(base: string, def: ResourceDef, options: ApiImportOptions): Promise<Gathered | undefined> {
  const path = `/api/${def.key}`;
  const g: Gathered = { def, arrays: [], chapterFiles: [] };
  let whole: Fetched;
  try {
    whole = await fetchText(`${base}${path}`, options);
  } catch (e) {
    g.arrays.push(failedSource(path, e as Error));
    return g;
  }
  if ('notServed' in whole) return undefined;
  g.arrays.push(textSource(path, whole.text));
  if (def.kind !== 'chapters') return g;
  let chapters: unknown;
  try {
    chapters = JSON.parse(whole.text);
  } catch {
    return g; // prepare() names the malformed JSON
  }
  if (!Array.isArray(chapters)) return g;
  for (const chapter of chapters) {
    if (!isRecord(chapter) || typeof chapter.chapterName !== 'string') continue;
    const chapterPath = `${path}/${encodeURIComponent(chapter.chapterName)}.json`;
    try {
      const one = await fetchText(`${base}${chapterPath}`, options);
      if ('text' in one) g.chapterFiles.push(textSource(`${path}/${chapter.chapterName}.json`, one.text));
      else g.chapterFiles.push(failedSource(chapterPath, new Error(`GET ${base}${chapterPath}: 404, although ${path} lists this chapter`)));
    } catch (e) {
      g.chapterFiles.push(failedSource(chapterPath, e as Error));
    }
  }
  return g;
}

/**
 * Imports from a running API with the original REST shapes (another instance of this site, or the original API):
 * every resource it serves, validated, reported and stored all-or-nothing exactly as a folder import.
 * Resources the API does not serve (404) are listed as ignored.
 */
export async function importFromApi(store: ResourceWriter, url: string, options: ApiImportOptions = {}): Promise<ImportReport> {
  const report: ImportReport = { resources: [], unknown: [], ignored: [], ok: true };
  let base: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
    base = parsed.href.replace(/\/+$/, '').replace(/\/api$/, '');
  } catch {
    report.unknown.push({ file: url, reason: 'is not an http(s) URL' });
    return finish(report);
  }
  const now = (options.now ?? (() => new Date()))();
  const wanted = RESOURCES.filter((def) => !options.only || options.only.includes(def.key));
  for (const [i, def] of wanted.entries()) {
    const started = Date.now();
    const step = `[${i + 1}/${wanted.length}] ${def.key}`;
    const g = await fetchResource(base, def, options);
    if (!g) {
      report.ignored.push({ file: `/api/${def.key}`, why: 'not served by this API (404)' });
      options.progress?.(`${step}: not served (404), skipped`);
      continue;
    }
    const result = await importResource(store, g, now, options);
    report.resources.push(result);
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    options.progress?.(
      result.errors.length
        ? `${step}: FAILED with ${result.errors.length} problem(s), previous version kept (${took})`
        : result.skipped
          ? `${step}: skipped, ${result.skipped} (${took})`
          : `${step}: ${result.count} record(s) imported as version ${result.version?.version} (${took})`,
    );
  }
  return finish(report);
}

/** A readable multi-line summary for the command line and the server log. */
export function summarizeReport(report: ImportReport): string {
  const lines: string[] = [];
  for (const r of report.resources) {
    if (r.errors.length) {
      lines.push(`FAILED ${r.resource}: ${r.errors.length} problem(s); the previous version stays served`);
      for (const e of r.errors.slice(0, 50)) lines.push(`  ${formatIssue(e)}`);
      if (r.errors.length > 50) lines.push(`  ... and ${r.errors.length - 50} more`);
    } else if (r.skipped) {
      lines.push(`skipped ${r.resource}: ${r.skipped}`);
    } else {
      lines.push(`imported ${r.resource}: ${r.count} record(s), version ${r.version?.version}`);
    }
  }
  for (const u of report.unknown) lines.push(`UNKNOWN ${formatIssue(u)}`);
  for (const n of report.notices ?? []) lines.push(`NOTICE ${formatIssue(n)}`);
  for (const i of report.ignored) lines.push(`ignored ${i.file}: ${i.why}`);
  lines.push(report.ok ? 'import finished without errors' : 'import finished WITH ERRORS');
  return lines.join('\n');
}

function isRecord(v: unknown): v is Doc {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function typeName(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}
