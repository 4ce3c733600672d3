// Mappers for rules text: the `rule` type (every rulebook's chapters and the variant rules, routed to the site's book
// by source and kind), starship rules, and the lookups the canonical format keeps only as text: conditions (from the
// handbook's conditions appendix), skills (from its ability-score chapter) and the advancement table.
import type { Doc } from '../../core/catalogue-store.ts';
import type { ResourceKey } from '../../core/resources.ts';
import { capitalize, contentFields, enumNumber } from './legacy-shapes.ts';
import { MappingError, type CanonicalDoc, type Mapped, type Mapper } from './mapping.ts';

interface Rule {
  key: string;
  name: string;
  sourceKey: string;
  contentSet: string;
  ruleType: 'chapter' | 'variant';
  chapterNumber?: number;
  readingGroup?: string;
  order?: number;
  body: string;
}

/**
 * How each book's chapters looked in the legacy API: its table keys (the handbooks keyed chapters by number, the
 * expanded content and variant rules had no keys) and its classification (the chapters named no source).
 */
interface Book {
  resource: ResourceKey;
  keyed: boolean;
  type: 'fromSet' | 'None';
}

const CHAPTER_BOOKS: Record<string, Book> = {
  phb: { resource: 'PlayerHandbookRule', keyed: true, type: 'fromSet' },
  wh: { resource: 'WretchedHivesRule', keyed: true, type: 'None' },
  snv: { resource: 'ScumAndVillainyRule', keyed: true, type: 'None' },
  ec: { resource: 'ExpandedContent', keyed: false, type: 'fromSet' },
};
const VARIANT_BOOK: Book = { resource: 'VariantRule', keyed: false, type: 'fromSet' };
const STARSHIP_BOOK: Book = { resource: 'StarshipRule', keyed: true, type: 'None' };

function chapter(book: Book, doc: { name: string; chapterNumber?: number; body: string; contentSet?: string; readingGroup?: string; order?: number }): Mapped {
  const chapterNumber = doc.chapterNumber ?? 0;
  return {
    resource: book.resource,
    record: {
      chapterName: doc.name,
      chapterNumber,
      contentMarkdown: doc.body,
      ...contentFields(doc, { type: book.type, source: 'None' }),
      partitionKey: book.keyed ? 'Core' : null,
      rowKey: book.keyed ? String(chapterNumber) : null,
      eTag: null,
      ...(doc.readingGroup ? { readingGroup: doc.readingGroup } : {}),
      ...(doc.order !== undefined ? { order: doc.order } : {}),
    },
  };
}

export const mapRule: Mapper<Rule> = (doc) => {
  const book = doc.ruleType === 'variant' ? VARIANT_BOOK : CHAPTER_BOOKS[doc.sourceKey];
  if (!book) {
    throw new MappingError(`no rulebook of this site holds chapters of source "${doc.sourceKey}" (known: ${Object.keys(CHAPTER_BOOKS).join(', ')})`, 'sourceKey');
  }
  return [chapter(book, doc)];
};

interface StarshipRule {
  key: string;
  title: string;
  contentSet?: string;
  chapterNumber: number;
  readingGroup?: string;
  order?: number;
  body: string;
}

export const mapStarshipRule: Mapper<StarshipRule> = (doc) => [chapter(STARSHIP_BOOK, { ...doc, name: doc.title })];

/** The classification the legacy lookups carried. */
const LOOKUP: Doc = { contentTypeEnum: enumNumber('contentType', 'Lookup'), contentType: 'Lookup', contentSourceEnum: 0, contentSource: 'None' };

/** Level-four sections of a markdown text: each heading with the text below it up to the next such heading. */
function sections(body: string, depth: number): { title: string; text: string }[] {
  const marker = `${'#'.repeat(depth)} `;
  const out: { title: string; text: string }[] = [];
  let current: { title: string; lines: string[] } | undefined;
  for (const line of body.split('\n')) {
    if (line.startsWith(marker)) {
      if (current) out.push({ title: current.title, text: current.lines.join('\n').trim() });
      current = { title: line.slice(marker.length).trim(), lines: [] };
    } else if (/^#{1,3} /.test(line)) {
      // A higher heading ends the run of sections.
      if (current) out.push({ title: current.title, text: current.lines.join('\n').trim() });
      current = undefined;
    } else current?.lines.push(line);
  }
  if (current) out.push({ title: current.title, text: current.lines.join('\n').trim() });
  return out;
}

/** The handbook chapters the lookups are read from, by the keys the canonical corpus gives them. */
export const CONDITIONS_RULE = 'phb-appendix-a-conditions';
export const SKILLS_RULE = 'phb-using-ability-scores';
export const ADVANCEMENT_TABLE = 'xp-and-pb-by-level';

/** Conditions: one record per condition heading of the handbook's conditions appendix. */
export function deriveConditions(rules: readonly CanonicalDoc[]): Mapped[] {
  const appendix = rules.find((r) => r.key === CONDITIONS_RULE) as Rule | undefined;
  if (!appendix) return [];
  return sections(appendix.body, 4).map(({ title, text }) => ({
    resource: 'conditions',
    record: { name: title, description: text, ...LOOKUP, partitionKey: 'Core', rowKey: title },
  }));
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'a', 'an', 'in', 'on']);
const titleCase = (text: string) =>
  text
    .split(/\s+/)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capitalize(w)))
    .join(' ');

/** Skills: the handbook lists each ability's skills in one line ('- **Dexterity**: Acrobatics, Sleight of Hand, Stealth'). */
export function deriveSkills(rules: readonly CanonicalDoc[]): Mapped[] {
  const chapterDoc = rules.find((r) => r.key === SKILLS_RULE) as Rule | undefined;
  if (!chapterDoc) return [];
  const skills: { name: string; ability: string }[] = [];
  for (const line of chapterDoc.body.split('\n')) {
    const m = /^\s*[-*]\s+\*\*(Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma)\*\*\s*:\s*(.+)$/.exec(line);
    if (!m) continue;
    for (const name of m[2]!.split(',')) if (name.trim()) skills.push({ name: titleCase(name.trim()), ability: m[1]! });
  }
  skills.sort((a, b) => a.name.localeCompare(b.name));
  return skills.map((s) => ({ resource: 'skills', record: { name: s.name, baseAttribute: s.ability, ...LOOKUP, partitionKey: 'Core', rowKey: s.name } }));
}

/** Advancement: the rows of the experience and proficiency table ('|2,700|4|+2|'). */
export function deriveAdvancement(tables: readonly CanonicalDoc[]): Mapped[] {
  const table = tables.find((t) => t.key === ADVANCEMENT_TABLE) as { body: string } | undefined;
  if (!table) return [];
  const rows: Mapped[] = [];
  for (const line of table.body.split('\n')) {
    const cells = line.split('|').map((c) => c.trim()).filter((c, i, all) => i > 0 && i < all.length - 1);
    if (cells.length < 3 || !/^\d[\d,]*$/.test(cells[0]!)) continue;
    const level = Number(cells[1]);
    rows.push({
      resource: 'characterAdvancement',
      record: { level, experiencePoints: Number(cells[0]!.replace(/,/g, '')), proficiencyBonus: Number(cells[2]!.replace('+', '')), ...LOOKUP, partitionKey: 'Core', rowKey: String(level) },
    });
  }
  return rows;
}
