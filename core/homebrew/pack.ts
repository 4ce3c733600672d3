// A homebrew pack: a named collection (name, author, licence) of entries a table made itself, each a record of one
// of the entry types (./entry-types.ts) checked by the SAME record schema official records of its resource pass
// (core/schemas/index.ts), with optional feature-mechanics entries checked by the features' vocabulary. The pack
// is a stored document kind (core/documents/kinds.ts: homebrew); this module is its one reading, used by the
// adapter, the pack files (./pack-files.ts), the seed command and the CLIs, so each refuses the same packs.
import { z } from 'zod';
import { featureMechanicsSchema, type FeatureMechanics } from '../schemas/feature-mechanics.ts';
import { RECORD_SCHEMAS } from '../schemas/index.ts';
import type { ResourceKey } from '../resources.ts';
import { HOMEBREW_ENTRY_TYPES, HOMEBREW_TYPE_NAMES, homebrewEntryType, homebrewKey, type HomebrewEntryType, type HomebrewEntryTypeName } from './entry-types.ts';

/** The pack format's version; a pack of a newer one is refused rather than half-read. */
export const HOMEBREW_FORMAT_VERSION = 1;

/** What one pack may hold besides its size (the kinds table's 2 MB): entries, and mechanics entries per entry. */
export const HOMEBREW_LIMITS = { entries: 500, mechanicsPerEntry: 50 } as const;

const text = (max: number) => z.string().trim().min(1, 'must be a non-empty text').max(max, `must be at most ${max} characters`);

/** What a pack says about itself: the manifest of an exported pack holds exactly these (and the format version). */
export const homebrewManifestSchema = z.strictObject({
  formatVersion: z.literal(HOMEBREW_FORMAT_VERSION).default(HOMEBREW_FORMAT_VERSION),
  name: text(100),
  author: text(100),
  licence: text(200),
  description: z.string().max(4000, 'must be at most 4000 characters').optional(),
});
export type HomebrewManifest = z.infer<typeof homebrewManifestSchema>;

const entryShape = z.strictObject({
  type: z.enum(HOMEBREW_TYPE_NAMES),
  /** The record, in its resource's shape; checked by that resource's record schema below. */
  record: z.record(z.string(), z.unknown()),
  /** Feature-mechanics entries; source and sourceName default to the entry's own. */
  mechanics: z.array(z.record(z.string(), z.unknown())).max(HOMEBREW_LIMITS.mechanicsPerEntry, `at most ${HOMEBREW_LIMITS.mechanicsPerEntry} mechanics entries per entry`).optional(),
  /** The official record this entry started as a copy of ("Start from an official entry"), for showing what differs. */
  copiedFrom: z.string().trim().min(1).max(200, 'must be at most 200 characters').optional(),
});

const packShape = homebrewManifestSchema.extend({
  entries: z.array(entryShape).max(HOMEBREW_LIMITS.entries, `a pack holds at most ${HOMEBREW_LIMITS.entries} entries`).default([]),
});

/** One entry of a checked pack: its record as its schema read it, and its mechanics with source and name filled in. */
export interface HomebrewEntry {
  type: HomebrewEntryTypeName;
  record: Record<string, unknown> & { name: string };
  mechanics?: FeatureMechanics[];
  copiedFrom?: string;
}

export interface HomebrewPack extends HomebrewManifest {
  entries: HomebrewEntry[];
}

/** One reason a pack is refused: where (a member path such as `entries[2].record.size`) and why. */
export interface HomebrewIssue {
  path: string;
  reason: string;
}

export type PackReading = { ok: true; pack: HomebrewPack } | { ok: false; issues: HomebrewIssue[] };

/** `entries[2].record.traits[0].name` from a zod path under a prefix. */
export function memberPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${String(part)}` : String(part);
  return out || '(the pack)';
}

function zodIssues(prefix: string, error: z.ZodError): HomebrewIssue[] {
  return error.issues.map((issue) => {
    const path = memberPath(prefix, issue.path);
    if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator === 'kind') {
      const options = (issue as { options?: unknown[] }).options ?? [];
      return { path, reason: `unknown mechanics effect: the features' vocabulary has no such kind (known: ${options.join(', ')})` };
    }
    return { path, reason: issue.message };
  });
}

/** Lower-cased and trimmed: two names that differ only so name the same thing. */
export const nameKey = (name: string) => name.trim().toLowerCase();

function checkMechanics(entry: z.infer<typeof entryShape>, def: HomebrewEntryType, at: string, name: string): { mechanics?: FeatureMechanics[]; issues: HomebrewIssue[] } {
  if (!entry.mechanics?.length) return { issues: [] };
  if (!def.mechanicsSource) {
    return { issues: [{ path: `${at}.mechanics`, reason: `a ${def.label.singular} carries no feature mechanics (only ${HOMEBREW_ENTRY_TYPES.filter((t) => t.mechanicsSource).map((t) => t.label.plural).join(', ')} do)` }] };
  }
  const issues: HomebrewIssue[] = [];
  const mechanics: FeatureMechanics[] = [];
  entry.mechanics.forEach((raw, j) => {
    const where = `${at}.mechanics[${j}]`;
    const filled = { source: def.mechanicsSource, sourceName: name, ...raw };
    if (filled.source !== def.mechanicsSource) issues.push({ path: `${where}.source`, reason: `must be "${def.mechanicsSource}" (the mechanics of a ${def.label.singular})` });
    if (typeof filled.sourceName === 'string' && nameKey(filled.sourceName) !== nameKey(name)) issues.push({ path: `${where}.sourceName`, reason: `must be the entry's own name "${name}"` });
    const parsed = featureMechanicsSchema.safeParse(filled);
    if (parsed.success) mechanics.push(parsed.data);
    else issues.push(...zodIssues(where, parsed.error));
  });
  return { mechanics, issues };
}

/**
 * Reads a pack's content (the stored document without the storage's fields, or an exported pack's manifest and
 * entries): every problem by its member path, or the pack. Names are unique per type (case and spaces aside), and so
 * are the file keys they make; a name colliding with an official record is checked by `officialCollisions`, which
 * needs the loaded rules.
 */
export function readHomebrewPack(content: unknown): PackReading {
  const shaped = packShape.safeParse(content);
  if (!shaped.success) return { ok: false, issues: zodIssues('', shaped.error) };
  const issues: HomebrewIssue[] = [];
  const entries: HomebrewEntry[] = [];
  const seen = new Map<string, number>();
  shaped.data.entries.forEach((entry, i) => {
    const at = `entries[${i}]`;
    const def = homebrewEntryType(entry.type)!;
    const record = (RECORD_SCHEMAS[def.resource] as z.ZodType).safeParse(entry.record);
    if (!record.success) {
      issues.push(...zodIssues(`${at}.record`, record.error));
      return;
    }
    const value = record.data as HomebrewEntry['record'];
    for (const key of [`name:${nameKey(value.name)}`, `key:${homebrewKey(value.name)}`]) {
      const first = seen.get(`${entry.type}|${key}`);
      if (first !== undefined) {
        const why = key.startsWith('name') ? 'the name of' : 'the file key of the name of';
        issues.push({ path: `${at}.record.name`, reason: `"${value.name}" collides with entries[${first}] (${why} another ${def.label.singular} of this pack)` });
        return;
      }
    }
    if (!homebrewKey(value.name)) issues.push({ path: `${at}.record.name`, reason: 'must hold at least one letter or digit (it names the entry\'s file)' });
    seen.set(`${entry.type}|name:${nameKey(value.name)}`, i);
    seen.set(`${entry.type}|key:${homebrewKey(value.name)}`, i);
    const mechanics = checkMechanics(entry, def, at, value.name);
    issues.push(...mechanics.issues);
    entries.push({ type: entry.type, record: value, ...(mechanics.mechanics ? { mechanics: mechanics.mechanics } : {}), ...(entry.copiedFrom ? { copiedFrom: entry.copiedFrom } : {}) });
  });
  if (issues.length) return { ok: false, issues };
  const { entries: _raw, ...manifest } = shaped.data;
  void _raw;
  return { ok: true, pack: { ...manifest, entries } };
}

/** The names of a resource's official records, by `nameKey`: what a pack's entries may not be called. */
export type OfficialNames = (resource: ResourceKey) => ReadonlySet<string>;

/** Every entry of the pack named like an official record of its resource: homebrew never shadows official content. */
export function officialCollisions(pack: Pick<HomebrewPack, 'entries'>, officialNames: OfficialNames): HomebrewIssue[] {
  const issues: HomebrewIssue[] = [];
  pack.entries.forEach((entry, i) => {
    const def = homebrewEntryType(entry.type)!;
    if (officialNames(def.resource).has(nameKey(entry.record.name))) {
      issues.push({ path: `entries[${i}].record.name`, reason: `"${entry.record.name}" is the name of an official ${def.label.singular}: give the homebrew one its own name` });
    }
  });
  return issues;
}

/** The official names of a set of records (any resource), by `nameKey`. */
export function namesOf(records: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const r of records) if (r && typeof r === 'object' && typeof (r as { name?: unknown }).name === 'string') names.add(nameKey((r as { name: string }).name));
  return names;
}

/** Problems as one message: "entries[2].record.size: Invalid input; entries[4].mechanics[0].effects[0].kind: ...". */
export function issuesText(issues: readonly HomebrewIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.reason}`).join('; ');
}

/** Thrown by `parseHomebrewPack` with every problem. */
export class HomebrewPackError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`Not a homebrew pack: ${issues.join('; ')}`);
  }
}

/** The pack or a HomebrewPackError listing `path: reason` for every problem (the stored-document readers' contract). */
export function parseHomebrewPack(content: unknown): HomebrewPack {
  const read = readHomebrewPack(content);
  if (!read.ok) throw new HomebrewPackError(read.issues.map((i) => `${i.path}: ${i.reason}`));
  return read.pack;
}

/** Which pack a record came from, as the lists and the sheet say it ("homebrew: The Outer Rim Pack"). */
export const HOMEBREW_MARK = 'homebrewPack';
