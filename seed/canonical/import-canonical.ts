// Imports a checkout of the canonical content repository (sw5e-database: `content/<type>/<key>.json`, validated by
// its own `schemas/<type>/v<N>.json`): every document is checked against its type's schema, mapped to the site's
// record shapes, and each resource is then validated and stored all-or-nothing by the importer's shared path.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ResourceWriter } from '../../core/catalogue-store.ts';
import { RESOURCES, resourceDef, type ResourceKey } from '../../core/resources.ts';
import { importRecords, legacyStamp, type ImportIssue, type ImportOptions, type ImportReport, type LocatedRecord } from '../importer.ts';
import { CONTENT_TYPES, contentTypeOf, DERIVATIONS, SITE_ONLY_TYPES, type ContentType } from './content-types.ts';
import { legacyRowKey } from './legacy-shapes.ts';
import { MappingError, type CanonicalDoc, type Mapped } from './mapping.ts';
import { CheckoutSchemas, documentMemberPaths, listSchemas } from './schema-validation.ts';

/** True when `dir` looks like a checkout of the canonical repository: it has both `content/` and `schemas/` folders. */
export async function isCanonicalCheckout(dir: string): Promise<boolean> {
  const isDir = async (p: string) => (await stat(p).catch(() => undefined))?.isDirectory() ?? false;
  return (await isDir(join(dir, 'content'))) && (await isDir(join(dir, 'schemas')));
}

/** What became of one content type's documents. */
interface TypeOutcome {
  def: ContentType;
  folder: string;
  version: number;
  /** Documents that passed their schema and mapped, by file. */
  docs: { file: string; doc: CanonicalDoc }[];
  mapped: { file: string; item: Mapped }[];
  errors: ImportIssue[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Reads, validates and maps every document of one type. */
async function readType(checkout: string, def: ContentType, version: number, schemas: CheckoutSchemas): Promise<TypeOutcome> {
  const folder = `content/${def.type}/`;
  const outcome: TypeOutcome = { def, folder, version, docs: [], mapped: [], errors: [] };
  try {
    await schemas.prepare(def.type, version);
  } catch (e) {
    outcome.errors.push({ file: CheckoutSchemas.file(def.type, version), reason: (e as Error).message });
    return outcome;
  }
  const names = (await readdir(join(checkout, folder))).filter((f) => !f.startsWith('.')).sort();
  const keys = new Map<string, string>();
  for (const name of names) {
    const file = `${folder}${name}`;
    if (!name.endsWith('.json')) {
      outcome.errors.push({ file, reason: 'not a document: the content folders hold only <key>.json files' });
      continue;
    }
    let doc: unknown;
    try {
      doc = JSON.parse(await readFile(join(checkout, file), 'utf8'));
    } catch (e) {
      outcome.errors.push({ file, reason: `malformed JSON: ${(e as Error).message}` });
      continue;
    }
    const issues = await schemas.validate(def.type, version, doc);
    if (issues.length) {
      outcome.errors.push(...issues.map((i) => ({ file, field: i.path || undefined, reason: i.reason })));
      continue;
    }
    if (!isObject(doc) || typeof doc.key !== 'string') {
      outcome.errors.push({ file, field: 'key', reason: 'a document must be an object with a key (its schema should have said so)' });
      continue;
    }
    // The key is the document's identity: the file is named by it, and no two documents of a type share it.
    const key = doc.key;
    if (basename(name, '.json') !== key) outcome.errors.push({ file, field: 'key', reason: `"${key}" does not match the file name: a document lives in <key>.json` });
    const first = keys.get(key);
    if (first) {
      outcome.errors.push({ file, field: 'key', reason: `duplicate key: "${key}" is already the key of ${first}` });
      continue;
    }
    keys.set(key, file);
    const typed = doc as CanonicalDoc;
    outcome.docs.push({ file, doc: typed });
    if (!def.map) continue;
    try {
      for (const item of def.map(typed, file)) outcome.mapped.push({ file, item });
    } catch (e) {
      if (!(e instanceof MappingError)) throw e;
      outcome.errors.push({ file, field: e.field, reason: `cannot be shown on this site: ${e.message}` });
    }
  }
  return outcome;
}

/**
 * A type whose documents follow a newer schema than the mapper was written for: reported with the members the
 * importer does not know (read from the documents, and from the schemas when the checkout still has the old one).
 */
async function newerVersionNotice(outcome: TypeOutcome, schemas: CheckoutSchemas, hasKnownVersion: boolean): Promise<ImportIssue> {
  const { def, version } = outcome;
  const known = new Set(def.members);
  const unknownTop = new Map<string, number>();
  for (const { doc } of outcome.docs) for (const member of Object.keys(doc)) if (!known.has(member)) unknownTop.set(member, (unknownTop.get(member) ?? 0) + 1);
  const parts = [
    `documents follow ${CheckoutSchemas.file(def.type, version)}, newer than the v${def.schemaVersion} this importer maps; they were imported with what it knows`,
  ];
  if (unknownTop.size) parts.push(`members it does not read: ${[...unknownTop].map(([m, n]) => `${m} (in ${n} document${n === 1 ? '' : 's'})`).join(', ')}`);
  if (hasKnownVersion) {
    const [older, newer] = await Promise.all([schemas.memberPaths(def.type, def.schemaVersion), schemas.memberPaths(def.type, version)]);
    const added = [...newer].filter((p) => !older.has(p) && !unknownTop.has(p));
    const removed = [...older].filter((p) => !newer.has(p));
    if (added.length) parts.push(`members v${version} adds: ${added.join(', ')}`);
    if (removed.length) parts.push(`members v${version} no longer has: ${removed.join(', ')}`);
  } else {
    const used = new Set(outcome.docs.flatMap(({ doc }) => [...documentMemberPaths(doc)]));
    if (!unknownTop.size && used.size) parts.push(`no members outside v${def.schemaVersion}'s were found at the top level; nested changes cannot be listed without schemas/${def.type}/v${def.schemaVersion}.json`);
  }
  return { file: `content/${def.type}/`, reason: parts.join('; ') };
}

/** Completes the legacy table keys every stored record carries, as the folder import does for records that lack them. */
function withLegacyKeys(record: Record<string, unknown>, stamp: { timestamp: string; eTag: string }): Record<string, unknown> {
  const name = String(record.name ?? record.chapterName ?? record.level ?? '');
  return {
    ...record,
    partitionKey: record.partitionKey !== undefined ? record.partitionKey : record.contentType === 'ExpandedContent' ? 'ExpandedContent' : 'Core',
    rowKey: record.rowKey !== undefined ? record.rowKey : legacyRowKey(name),
    timestamp: stamp.timestamp,
    eTag: record.eTag !== undefined ? record.eTag : stamp.eTag,
  };
}

/**
 * The legacy API served each resource in its table's order (partition, then row key, compared as plain strings), and
 * the tools list what they read in that order (a sheet's features): records are stored in it too.
 */
function tableOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const key = (r: Record<string, unknown>) => [String(r.partitionKey ?? ''), String(r.rowKey ?? r.name ?? r.chapterName ?? '')];
  const [pa, ra] = key(a);
  const [pb, rb] = key(b);
  return pa! < pb! ? -1 : pa! > pb! ? 1 : ra! < rb! ? -1 : ra! > rb! ? 1 : 0;
}

/**
 * Imports every content type of a canonical checkout. Each document is validated against its type's schema from the
 * checkout's `schemas/` (errors name the file, the member path and the schema rule), mapped, and each site resource
 * is stored all-or-nothing: a failure anywhere in the types that feed it keeps its previous version served.
 * Unknown types and documents of a newer schema version are reported as notices, not failures.
 */
export async function importCanonical(store: ResourceWriter, checkout: string, options: ImportOptions = {}): Promise<ImportReport> {
  const report: ImportReport = { resources: [], unknown: [], ignored: [], notices: [], ok: true };
  if (!(await isCanonicalCheckout(checkout))) {
    report.unknown.push({ file: checkout, reason: 'is not a checkout of the canonical content repository (it needs both content/ and schemas/ folders)' });
    report.ok = false;
    return report;
  }
  const now = (options.now ?? (() => new Date()))();
  const stamp = legacyStamp(now);
  const schemaFiles = await listSchemas(checkout);
  const schemas = new CheckoutSchemas(checkout);

  const outcomes = new Map<string, TypeOutcome>();
  const folders = (await readdir(join(checkout, 'content'), { withFileTypes: true })).filter((e) => !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of folders) {
    if (!entry.isDirectory()) {
      report.notices!.push({ file: `content/${entry.name}`, reason: 'not a content type folder: ignored' });
      continue;
    }
    const def = contentTypeOf(entry.name);
    if (!def) {
      if (SITE_ONLY_TYPES[entry.name]) report.ignored.push({ file: `content/${entry.name}/`, why: SITE_ONLY_TYPES[entry.name]! });
      else {
        const count = (await readdir(join(checkout, 'content', entry.name))).filter((f) => f.endsWith('.json')).length;
        report.notices!.push({
          file: `content/${entry.name}/`,
          reason: `unknown content type (${count} document${count === 1 ? '' : 's'}): this importer has no mapping for it, so it was not imported (known: ${CONTENT_TYPES.map((t) => t.type).join(', ')})`,
        });
      }
      continue;
    }
    const versions = schemaFiles.get(def.type)?.versions ?? [];
    const version = versions.at(-1);
    if (version === undefined) {
      outcomes.set(def.type, {
        def,
        folder: `content/${def.type}/`,
        version: def.schemaVersion,
        docs: [],
        mapped: [],
        errors: [{ file: `schemas/${def.type}/`, reason: `no schema for content type "${def.type}": the checkout brings the schemas its documents are validated by` }],
      });
      continue;
    }
    const outcome = await readType(checkout, def, version, schemas);
    outcomes.set(def.type, outcome);
    if (version > def.schemaVersion) report.notices!.push(await newerVersionNotice(outcome, schemas, versions.includes(def.schemaVersion)));
  }

  const validDocs = new Map([...outcomes].map(([type, o]) => [type, o.docs.map((d) => d.doc)] as const));
  for (const def of RESOURCES) {
    const key = def.key as ResourceKey;
    if (options.only && !options.only.includes(key)) continue;
    const direct = [...outcomes.values()].filter((o) => o.def.resources.includes(key));
    const derivation = DERIVATIONS.find((d) => d.resource === key);
    const derivedFrom = derivation ? derivation.from.map((t) => outcomes.get(t)).filter((o): o is TypeOutcome => o !== undefined) : [];
    const feeding = [...direct, ...derivedFrom];
    if (!feeding.length) continue;
    const errors = feeding.flatMap((o) => o.errors);
    const records: LocatedRecord[] = direct.flatMap((o) => o.mapped.filter((m) => m.item.resource === key).map((m) => ({ file: m.file, record: m.item.record })));
    if (derivation && !errors.length) {
      const source = derivedFrom.map((o) => o.folder).join(', ');
      records.push(...derivation.derive(validDocs).map((m) => ({ file: `${source} (${derivation.what})`, record: m.record })));
    }
    if (!records.length && !errors.length) {
      // Nothing of the checkout becomes this resource (no chapter of that book, not the table a lookup is read from):
      // like a folder without that file, it is left as it is. An empty type folder still goes on, to be refused.
      if (derivation) {
        report.notices!.push({ file: derivedFrom.map((o) => o.folder).join(', '), reason: `"${key}" was not imported: it is read from ${derivation.what}, which the checkout does not have` });
        continue;
      }
      if (direct.some((o) => o.docs.length > 0)) {
        report.ignored.push({ file: direct.map((o) => o.folder).join(', '), why: `no document becomes a record of "${key}": it was left as it is` });
        continue;
      }
    }
    const shaped = records.map((r) =>
      resourceDef(key).kind === 'text'
        ? { ...r, record: (r.record as { markdown: string }).markdown }
        : { ...r, record: withLegacyKeys(r.record as Record<string, unknown>, stamp) },
    );
    if (resourceDef(key).kind !== 'text') shaped.sort((a, b) => tableOrder(a.record as Record<string, unknown>, b.record as Record<string, unknown>));
    report.resources.push(await importRecords(store, key, { files: feeding.map((o) => o.folder), records: shaped, errors }, options));
  }
  report.ok = report.unknown.length === 0 && report.resources.every((r) => r.errors.length === 0);
  return report;
}
