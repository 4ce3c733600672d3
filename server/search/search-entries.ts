// Turns rules records and chapters into search entries: the name shown, the site path and the result type, as each
// resource's catalogue entry says (the paths come from core/site-paths.ts's builders, so every one is a real route).
import { RESOURCES, type ResourceDef, type ResourceKey, type SearchDef, type SearchPath, type SearchTarget } from '../../core/resources.ts';
import { headingSlug, itemPaths, routedChapterPath, tablePath, type BookKey } from '../../core/site-paths.ts';
import type { GlobalSearchTermType } from '../graphql/generated/resolvers-types.ts';
import type { Doc } from '../store/port.ts';

export interface SearchEntry {
  fullName: string;
  path: string;
  rowKey: string;
  globalSearchTermType: GlobalSearchTermType;
}

type EntryOf = (doc: Doc) => Omit<SearchEntry, 'rowKey'> | undefined;

/** Every result type the catalogue names, checked against the SDL's GlobalSearchTermType when compiled. */
type CatalogueSearch = Extract<(typeof RESOURCES)[number], { search: object }>['search'];
type VariantTypes<S> = S extends { variants: { cases: infer C } } ? (C[keyof C] extends infer T ? (T extends { type: infer X } ? X : never) : never) : never;
type CatalogueTypes = CatalogueSearch['type'] | VariantTypes<CatalogueSearch>;
/** Compiles only for `never`: the error names a result type the SDL lacks. */
type KnownTypes<T extends never> = T;
export type CatalogueSearchTypesExist = KnownTypes<Exclude<CatalogueTypes, GlobalSearchTermType>>;

function pathOf(path: SearchPath, value: string, book: BookKey | undefined): string | undefined {
  if ('item' in path) return itemPaths[path.item](value);
  if ('table' in path) return tablePath(path.table, value);
  if ('customization' in path) return tablePath(`/characters/customizationOptions/${path.customization}`, value);
  if ('hashModal' in path) return itemPaths.hashModal(path.hashModal, value);
  if ('anchor' in path) return `${path.anchor}#${headingSlug(value)}`;
  return book ? routedChapterPath(book, value) : undefined;
}

/** The entry builder a catalogue search definition describes. */
function entryBuilder(search: SearchDef, book: BookKey | undefined): EntryOf {
  return (doc) => {
    const variant = search.variants;
    const target: SearchTarget | null | undefined = variant
      ? (variant.cases[String(doc[variant.field])] ?? (variant.otherwise === null ? null : search))
      : search;
    if (!target) return undefined;
    const name = String(doc[search.nameField]);
    const path = pathOf(target.path, String(doc[target.pathField ?? search.nameField] ?? ''), book);
    if (path === undefined) return undefined;
    const qualifier = search.qualifierField ? String(doc[search.qualifierField] ?? '') : '';
    // Checked against the SDL's result types above.
    const type = target.type as GlobalSearchTermType;
    return { fullName: qualifier ? `${name} (${qualifier})` : name, path, globalSearchTermType: type };
  };
}

const SEARCHED = (RESOURCES as readonly ResourceDef[]).filter((r): r is ResourceDef & { search: SearchDef } => r.search !== undefined);

/** How each searchable resource becomes entries; resources absent here (lookups, credits) are not searched. */
export const SEARCH_ENTRY_BUILDERS: Partial<Record<ResourceKey, EntryOf>> = Object.fromEntries(
  SEARCHED.map((r) => [r.key, entryBuilder(r.search, r.book)]),
);

const CHAPTER_RESOURCES = new Set<string>(SEARCHED.filter((r) => r.search.text === 'sections').map((r) => r.key));

/** Chapters are searched section by section; every other resource record by record. */
export function isChapterResource(resource: ResourceKey): boolean {
  return CHAPTER_RESOURCES.has(resource);
}

/**
 * Where a result comes from, best first: the Player's Handbook (and records of no other book), the other core
 * rulebooks, then variant rules and expanded content. Between results that match equally well, the rule most
 * players play by goes first; the other books repeat some of the handbook's headings for their own subject.
 */
export const STANDING = { handbook: 0, rulebook: 1, optional: 2 } as const;
export type Standing = (typeof STANDING)[keyof typeof STANDING];

const BOOK_STANDING: Record<BookKey, Standing> = {
  PHB: STANDING.handbook,
  SNV: STANDING.rulebook,
  SOTG: STANDING.rulebook,
  WH: STANDING.rulebook,
  VARIANT_RULES: STANDING.optional,
  EXPANDED_CONTENT: STANDING.optional,
};
const BOOKS = new Map<string, BookKey>((RESOURCES as readonly ResourceDef[]).filter((r) => r.book).map((r) => [r.key, r.book!]));

/** A chapter of variant rules inside a book (the handbook's Appendix B) stands with the Variant Rules book. */
const VARIANT_RULES_CHAPTER = /\bvariant rules\b/i;

/** A chapter by its book; a record by its content type and source (expanded content, EC, or another book). */
export function standingOf(resource: ResourceKey, doc: Doc): Standing {
  const book = BOOKS.get(resource);
  if (book) return VARIANT_RULES_CHAPTER.test(String(doc.chapterName ?? '')) ? STANDING.optional : BOOK_STANDING[book];
  if (doc.contentType === 'ExpandedContent' || doc.contentSource === 'EC') return STANDING.optional;
  // The original data writes a missing source as 'None' (conditions, properties, reference tables: handbook rules).
  if (doc.contentSource == null || doc.contentSource === 'None' || doc.contentSource === 'PHB') return STANDING.handbook;
  return STANDING.rulebook;
}

export function toSearchEntry(resource: ResourceKey, doc: Doc): SearchEntry | undefined {
  const built = SEARCH_ENTRY_BUILDERS[resource]?.(doc);
  if (!built) return undefined;
  const rowKey = doc.rowKey ?? doc.name ?? doc.chapterName;
  return { ...built, rowKey: String(rowKey ?? built.fullName) };
}
