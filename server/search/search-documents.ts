// What the search index holds: for every record its name and the text a reader sees on its page (descriptions,
// traits, feature texts, prerequisites, properties...), and for every chapter one document per heading, linking to
// the chapter page at that heading's anchor.
import type { ResourceKey } from '../../core/resources.ts';
import { equipmentSummary, starshipEquipmentSummary } from '../../core/text/equipment-text.ts';
import { documentSections, splitTitle } from '../../core/text/markdown-text.ts';
import type { Doc } from '../store/port.ts';
import type { SearchEntry, Standing } from './search-entries.ts';
import { plainText } from './search-text.ts';

export interface SearchField {
  /** Shown as where the words were found: 'Description', 'Traits: Keen Senses', 'Text'. */
  label: string;
  /** Plain text (markdown removed). */
  text: string;
}

export interface SearchDocument {
  entry: SearchEntry;
  /** The name the ranking compares with the query: a record's full name, or a section's heading. */
  name: string;
  /** Where a section sits (its chapter's title); a record has none. */
  context: string;
  /** A chapter section may also match through its chapter title (see search-ranking.ts). */
  kind: 'record' | 'section';
  /** 0 for a record (or a chapter as a whole); a section's heading level (2 for '##'): a parent before its subsections. */
  depth: number;
  /** Its source's standing (handbook, other rulebook, optional rules): the order between equal matches. */
  standing: Standing;
  fields: SearchField[];
  /**
   * What a result matched by its name shows about the record instead of the opening of its text, where the text
   * is not what a player looks for (a weapon's damage and properties rather than its weight). Not searched.
   */
  summary?: string;
}

/** The records whose search results show a summary of their figures (see SearchDocument.summary). */
const SUMMARIES: Partial<Record<ResourceKey, (doc: Doc) => string | undefined>> = {
  equipment: equipmentSummary,
  starshipEquipment: starshipEquipmentSummary,
};

/** Bookkeeping and machine fields: never shown as text, so never searched. */
const SKIPPED_KEYS = new Set([
  'name',
  'chapterName',
  'rowKey',
  'partitionKey',
  'timestamp',
  'eTag',
  'contentType',
  'contentSource',
  'imageUrls',
  'id',
  '_id',
  'version',
  'source',
  'sourceName',
  'contentMarkdown',
]);
const SKIPPED_SUFFIXES = ['Json', 'Enum', 'Parsed'];

/** 'flavorText' -> 'Flavor Text'. */
function label(key: string): string {
  const spaced = key.replace(/([a-z\d])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function skipped(key: string): boolean {
  return SKIPPED_KEYS.has(key) || SKIPPED_SUFFIXES.some((s) => key.endsWith(s));
}

/**
 * The text fields of a record, in the record's own order: strings, lists of strings (joined), and lists of named
 * parts such as traits or monster behaviors (one field per part, labelled with its name). Numbers and nested tables
 * (level tables) are figures, not text, and stay out.
 */
export function recordFields(doc: Doc): SearchField[] {
  const fields: SearchField[] = [];
  const add = (fieldLabel: string, raw: string) => {
    const text = plainText(raw);
    if (text) fields.push({ label: fieldLabel, text });
  };
  for (const [key, value] of Object.entries(doc)) {
    if (skipped(key) || value == null) continue;
    if (typeof value === 'string') add(label(key), value);
    else if (Array.isArray(value)) {
      const strings = value.filter((v): v is string => typeof v === 'string');
      if (strings.length) add(label(key), strings.join(', '));
      for (const part of value) {
        if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
        const p = part as Record<string, unknown>;
        const partName = typeof p.name === 'string' ? p.name : '';
        const texts = Object.entries(p)
          .filter(([k, v]) => typeof v === 'string' && k !== 'name' && !skipped(k))
          .map(([, v]) => v as string);
        if (partName || texts.length) add(partName ? `${label(key)}: ${partName}` : label(key), [partName, ...texts].join('\n'));
      }
    }
  }
  return fields;
}

export function recordDocument(resource: ResourceKey, entry: SearchEntry, doc: Doc, standing: Standing): SearchDocument {
  const summary = SUMMARIES[resource]?.(doc);
  return { entry, name: entry.fullName, context: '', kind: 'record', depth: 0, standing, fields: recordFields(doc), ...(summary ? { summary } : {}) };
}

/**
 * A chapter as documents: the chapter itself (its title and the text before its first heading), then one per
 * heading with the text up to the next heading, at the anchor the chapter page gives that heading.
 */
export function chapterDocuments(entry: SearchEntry, doc: Doc, standing: Standing): SearchDocument[] {
  const { title, body } = splitTitle(String(doc.contentMarkdown ?? ''));
  const { lead, sections } = documentSections(body);
  const chapterTitle = title ?? entry.fullName;
  const base = entry.path.split('#')[0]!;
  const out: SearchDocument[] = [
    { entry, name: entry.fullName, context: chapterTitle === entry.fullName ? '' : chapterTitle, kind: 'record', depth: 0, standing, fields: textField(lead) },
  ];
  for (const s of sections) {
    out.push({
      entry: {
        fullName: `${s.text} (${entry.fullName})`,
        path: `${base}#${s.id}`,
        rowKey: `${entry.rowKey}#${s.id}`,
        globalSearchTermType: entry.globalSearchTermType,
      },
      name: s.text,
      context: chapterTitle,
      kind: 'section',
      depth: s.depth,
      standing,
      fields: textField(s.body),
    });
  }
  return out;
}

function textField(markdown: string): SearchField[] {
  const text = plainText(markdown);
  return text ? [{ label: 'Text', text }] : [];
}
