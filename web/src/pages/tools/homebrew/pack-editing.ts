// What the authoring page does to a pack, apart from the page: a new pack, an entry added, replaced or removed, the
// check every change passes before it is stored (the pack reading of core/homebrew plus the official-name rule the
// server also applies), an official record copied as a new entry, and which of its fields differ from the original.
// A change the check refuses is never stored: the page keeps showing the stored pack and the refused form.
import { STORAGE_FIELDS, type StoredHomebrewPack } from '../../../../../core/documents/adapters.ts';
import { homebrewEntryType, type HomebrewEntryTypeName } from '../../../../../core/homebrew/entry-types.ts';
import { namesOf, officialCollisions, readHomebrewPack, type HomebrewEntry, type HomebrewIssue, type HomebrewPack } from '../../../../../core/homebrew/pack.ts';
import { PART_OF_TYPE, type RulesData } from '../../../../../core/engine/index.ts';
import type { ResourceKey } from '../../../../../core/resources.ts';

/** A pack as the user starts it: a name, and an author and licence to change later (both are required texts). */
export function newPack(name: string): HomebrewPack {
  return { formatVersion: 1, name: name.trim(), author: 'Unknown author', licence: 'For use at our table', entries: [] };
}

/** The pack without the storage's fields: what is exported and checked. */
export function packContent(stored: StoredHomebrewPack): HomebrewPack {
  const content: Record<string, unknown> = { ...stored };
  for (const field of STORAGE_FIELDS) delete content[field];
  return content as unknown as HomebrewPack;
}

/** The official records of an entry type in the tools' rules data (none for monsters and starship modifications). */
export function officialRecords(data: RulesData | undefined, type: HomebrewEntryTypeName): readonly Record<string, unknown>[] {
  const part = PART_OF_TYPE.get(type);
  return data && part ? ((data[part] ?? []) as unknown as readonly Record<string, unknown>[]) : [];
}

/** The official names of each resource, for the rule that homebrew never takes an official record's name. */
export function officialNamesOf(data: RulesData | undefined): (resource: ResourceKey) => ReadonlySet<string> {
  return (resource) => {
    const def = homebrewEntryTypeOfResource(resource);
    return namesOf(def ? officialRecords(data, def) : []);
  };
}

function homebrewEntryTypeOfResource(resource: ResourceKey): HomebrewEntryTypeName | undefined {
  for (const type of PART_OF_TYPE.keys()) if (homebrewEntryType(type)?.resource === resource) return type;
  return undefined;
}

export type PackCheck = { ok: true; pack: HomebrewPack } | { ok: false; issues: HomebrewIssue[] };

/** The pack as it would be stored, or every problem by member path (its schema, duplicate names, official names). */
export function checkPack(pack: HomebrewPack, data: RulesData | undefined): PackCheck {
  const read = readHomebrewPack(pack);
  if (!read.ok) return read;
  const collisions = officialCollisions(read.pack, officialNamesOf(data));
  return collisions.length ? { ok: false, issues: collisions } : read;
}

/** The pack with `entry` at `index` (replacing it), or added at the end when `index` is undefined. */
export function withEntry(pack: HomebrewPack, index: number | undefined, entry: HomebrewEntry): HomebrewPack {
  const entries = [...pack.entries];
  if (index === undefined) entries.push(entry);
  else entries[index] = entry;
  return { ...pack, entries };
}

export function withoutEntry(pack: HomebrewPack, index: number): HomebrewPack {
  return { ...pack, entries: pack.entries.filter((_, i) => i !== index) };
}

/** The issues about one entry (`entries[3].record.name` for entry 3), with the path inside the entry. */
export function entryIssues(issues: readonly HomebrewIssue[], index: number): HomebrewIssue[] {
  const prefix = `entries[${index}]`;
  return issues.filter((i) => i.path === prefix || i.path.startsWith(`${prefix}.`)).map((i) => ({ ...i, path: i.path.slice(prefix.length + 1) || '(the entry)' }));
}

type JsonSchema = Record<string, unknown> & { type?: unknown; properties?: Record<string, JsonSchema>; required?: string[] };

/** An empty value of a JSON Schema property (the first type that is not null). */
function emptyValue(schema: JsonSchema | undefined): unknown {
  const types = Array.isArray(schema?.type) ? (schema.type as string[]) : [schema?.type];
  const type = types.find((t) => t !== 'null');
  if (type === 'array') return [];
  if (type === 'string') return schema?.enum && Array.isArray(schema.enum) ? schema.enum[0] : '';
  if (type === 'boolean') return false;
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'object') return {};
  return null;
}

/**
 * An official record as a new entry of the pack. The tools' rules data carries the fields the builder reads; a
 * required field it lacks (a species' image addresses, say) starts empty, so the copy passes its schema.
 */
export function copyOfOfficial(type: HomebrewEntryTypeName, record: Readonly<Record<string, unknown>>, schema: JsonSchema): HomebrewEntry {
  const copy: Record<string, unknown> = structuredClone({ ...record });
  delete copy.__typename;
  for (const key of schema.required ?? []) if (!(key in copy)) copy[key] = emptyValue(schema.properties?.[key]);
  return { type, record: copy as HomebrewEntry['record'], copiedFrom: String(record.name) };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of an entry whose value differs from the official record it was copied from (its name included). */
export function differingFields(entry: HomebrewEntry, official: Readonly<Record<string, unknown>> | undefined): string[] {
  if (!official) return [];
  const emptyish = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  const keys = new Set([...Object.keys(entry.record), ...Object.keys(official)].filter((k) => k !== '__typename'));
  return [...keys].filter((k) => !(emptyish(entry.record[k]) && emptyish(official[k])) && !sameJson(entry.record[k], official[k])).sort();
}

/** The JSON Schema as the form renders it: no "add any property" boxes (the schema allows extra fields; the form offers the named ones). */
export function formSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema') continue;
      if (key === 'additionalProperties' && value && typeof value === 'object' && Object.keys(value).length === 0) continue;
      out[key] = strip(value);
    }
    return out;
  };
  return strip(schema) as Record<string, unknown>;
}

/** Fields of every record that the storage of official data fills in and an author has no use for. */
export const HIDDEN_RECORD_FIELDS = ['partitionKey', 'rowKey', 'timestamp', 'eTag', 'contentTypeEnum', 'contentSourceEnum'] as const;
