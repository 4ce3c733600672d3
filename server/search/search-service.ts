// Global search: an in-process MiniSearch index over every record's name and text and every chapter section,
// rebuilt per data version; candidates from the index are then ordered by tiers (see search-ranking.ts).
import type { ResourceKey } from '../../core/resources.ts';
import type { GlobalSearchTermType } from '../graphql/generated/resolvers-types.ts';
import type { RulesService } from '../rules/rules-service.ts';
import type { VersionTracker } from '../versions/version-tracker.ts';
import { chapterDocuments, recordDocument } from './search-documents.ts';
import { SEARCH_ENTRY_BUILDERS, isChapterResource, toSearchEntry, type SearchEntry } from './search-entries.ts';
import { MAX_RESULTS_PER_TYPE, checkLimit, parseQuery, type ParsedQuery } from './search-query.ts';
import { TIER, compareRanked, evidence, rankName, rankText, type Evidence, type IndexedDocument, type Ranked } from './search-ranking.ts';
import { FIELD, SearchIndex, type FieldId } from './search-index.ts';
import { QueryTermMatcher, TermDictionary } from './search-terms.ts';
import { tokenize } from './search-text.ts';

export type SearchHit = SearchEntry & Evidence;

interface Built {
  signature: string;
  docs: IndexedDocument[];
  /** Every word of the documents' text fields, numbered (see search-terms.ts). */
  dictionary: TermDictionary;
  /** For each start of one or two letters, the documents with a name or heading word starting so (see candidates()). */
  byNameStart: Map<string, number[]>;
  index: SearchIndex;
}

/** Records tokenized, or documents indexed, between two returns to the event loop while the index is built. */
const BUILD_SLICE = 200;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Text-only candidates that get the (costlier) proximity check: the best of them by term weight. */
const PROXIMITY_CANDIDATES = 40;
/** A last word shorter than this is matched as a prefix of name words only (see candidates()). */
const MIN_INDEX_PREFIX = 3;
/** Words too common to narrow anything; they still count for names, phrases and proximity. */
/** The name (a record's name or a section's heading) and a section's chapter title: what the name tiers read. */
const NAME_FIELDS: readonly FieldId[] = [FIELD.name, FIELD.context];
const ALL_FIELDS: readonly FieldId[] = [FIELD.name, FIELD.context, FIELD.text];
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'with', 'you', 'your']);

export class SearchService {
  private built: Promise<Built> | undefined;
  private builtSignature = '';

  constructor(
    private readonly rules: RulesService,
    private readonly versions: VersionTracker,
  ) {
    // Rebuild eagerly when another instance (or the importer) changes the data, so the next search is fast.
    versions.onChange(() => {
      void this.current().catch(() => undefined);
    });
  }

  /**
   * Best matches first, at most `limit` and at most MAX_RESULTS_PER_TYPE of any one type. Every word must match a
   * word of the name, a heading or the text: whole, as a prefix (the last word), or with one typo (four letters or
   * more). Quoted phrases must occur as written; `type:`/`in:` filters and `types` both narrow the result types.
   * Throws a 400 RequestError (before any index work) for a text over the length limit or an unknown filter.
   */
  async search(text: string, types?: readonly GlobalSearchTermType[] | null, limit = 50): Promise<SearchHit[]> {
    checkLimit(limit);
    const query = parseQuery(text);
    if (query.words.length === 0) return [];
    const built = await this.current();
    const wanted = narrowTypes(types, query.types);
    if (wanted?.size === 0) return [];
    const phrases = query.phrases.map(phrasePattern);
    let matcher: QueryTermMatcher | undefined;
    const show = (r: Ranked): SearchHit => ({ ...r.doc.entry, ...evidence(r, query, phrases, (matcher ??= new QueryTermMatcher(built.dictionary, query.words))) });
    // First names and headings only: they rank above every text-only hit, so when they fill the limit the text
    // (by far the most postings, above all for a short prefix such as "for") is never looked at.
    const named: Ranked[] = [];
    const seen = new Set<IndexedDocument>();
    for (const { doc, score } of this.candidates(query, wanted, built, NAME_FIELDS)) {
      if (phrases.length && !phrasesOccur(doc, phrases)) continue;
      const r = rankName(doc, query, score);
      if (r.tier === TIER.text) continue;
      named.push(r);
      seen.add(doc);
    }
    named.sort(compareRanked);
    const top = capped(named, limit);
    if (top.length >= limit) return top.map(show);
    const texts: Ranked[] = [];
    for (const { doc, score } of this.candidates(query, wanted, built, ALL_FIELDS)) {
      if (seen.has(doc) || (phrases.length && !phrasesOccur(doc, phrases))) continue;
      const r = rankName(doc, query, score);
      (r.tier === TIER.text ? texts : named).push(r);
    }
    named.sort(compareRanked);
    // Text-only hits: by term weight first (cheap), then the best of them re-ordered by words found and proximity.
    texts.sort((a, b) => b.score - a.score);
    texts.length = Math.min(texts.length, Math.max(PROXIMITY_CANDIDATES, limit));
    if (query.words.length > 1) {
      matcher ??= new QueryTermMatcher(built.dictionary, query.words);
      for (const r of texts) rankText(r, matcher);
    }
    texts.sort(compareRanked);
    return capped([...named, ...texts], limit).map(show);
  }

  /**
   * Documents holding every word. Very common words ('the', 'on') and a last word of one or two letters (still
   * being typed) would each match nearly every document, so they are left out of the index lookup: the ranking
   * still counts them, and a short last word must begin a word of the name or heading.
   */
  private candidates(query: ParsedQuery, wanted: Set<GlobalSearchTermType> | undefined, { index, docs, byNameStart }: Built, fields: readonly FieldId[]): { doc: IndexedDocument; score: number }[] {
    const short = query.words.filter((w) => w.prefix && w.term.length < MIN_INDEX_PREFIX);
    const looked = query.words.filter((w) => !short.includes(w));
    const meaningful = looked.filter((w) => !STOP_WORDS.has(w.term));
    const lookup = meaningful.length ? meaningful : looked;
    const nameHas = (doc: IndexedDocument) =>
      short.every((w) => doc.nameTokens.some((t) => t.term.startsWith(w.term)) || doc.contextTokens.some((t) => t.term.startsWith(w.term)));
    const typeOk = (doc: IndexedDocument) => !wanted || wanted.has(doc.entry.globalSearchTermType);
    if (lookup.length === 0) {
      // Only short words being typed: start from the documents whose name has a word starting with the first.
      const ids = byNameStart.get(short[0]!.term) ?? [];
      return ids.map((id) => docs[id]!).filter((d) => typeOk(d) && nameHas(d)).map((doc) => ({ doc, score: 0 }));
    }
    const out: { doc: IndexedDocument; score: number }[] = [];
    for (const hit of index.search(lookup, fields)) {
      const doc = docs[hit.doc]!;
      if (typeOk(doc) && (short.length === 0 || nameHas(doc))) out.push({ doc, score: hit.score });
    }
    return out;
  }

  /** The index for the current data versions, built once per change. */
  private async current(): Promise<Built> {
    const versions = await this.versions.versions();
    const signature = versions.map((v) => `${v.name}:${v.version}`).sort().join('|');
    if (!this.built || signature !== this.builtSignature) {
      this.builtSignature = signature;
      const build = this.build(signature);
      this.built = build;
      build.catch(() => {
        if (this.built === build) this.built = undefined;
      });
    }
    return this.built;
  }

  /**
   * Builds the index in slices, giving the event loop back between them: a whole build takes seconds on a full data
   * set, and the server must keep answering every other request (and /health) meanwhile.
   */
  private async build(signature: string): Promise<Built> {
    const docs: IndexedDocument[] = [];
    const dictionary = new TermDictionary();
    let sinceYield = 0;
    for (const resource of Object.keys(SEARCH_ENTRY_BUILDERS) as ResourceKey[]) {
      for (const record of await this.rules.all(resource)) {
        if (++sinceYield >= BUILD_SLICE) {
          sinceYield = 0;
          await yieldToEventLoop();
        }
        const entry = toSearchEntry(resource, record);
        if (!entry) continue;
        const made = isChapterResource(resource) ? chapterDocuments(entry, record) : [recordDocument(entry, record)];
        for (const d of made) {
          const textLength = d.fields.reduce((n, f) => n + f.text.length, 0);
          const fieldTerms = d.fields.map((f) => dictionary.encode(f.text));
          docs.push({ ...d, nameTokens: tokenize(d.name), contextTokens: tokenize(d.context), textLength, fieldTerms });
        }
      }
    }
    const fields = docs.map((d) => {
      const text = new Int32Array(d.fieldTerms.reduce((n, f) => n + f.ids.length, 0));
      let at = 0;
      for (const f of d.fieldTerms) {
        text.set(f.ids, at);
        at += f.ids.length;
      }
      return [dictionary.encode(d.name).ids, dictionary.encode(d.context).ids, text];
    });
    const index = await SearchIndex.build(dictionary, fields, BUILD_SLICE, yieldToEventLoop);
    const byNameStart = new Map<string, number[]>();
    docs.forEach((d, id) => {
      const starts = new Set<string>();
      for (const t of [...d.nameTokens, ...d.contextTokens]) for (let n = 1; n < MIN_INDEX_PREFIX; n++) starts.add(t.term.slice(0, n));
      for (const start of starts) {
        const list = byNameStart.get(start);
        if (list) list.push(id);
        else byNameStart.set(start, [id]);
      }
    });
    return { signature, docs, dictionary, index, byNameStart };
  }
}

/** The `types` argument and the query's own filters together: a type must pass both. */
function narrowTypes(types: readonly GlobalSearchTermType[] | null | undefined, fromQuery: Set<GlobalSearchTermType> | undefined) {
  const given = types && types.length ? new Set(types) : undefined;
  if (!given) return fromQuery;
  if (!fromQuery) return given;
  return new Set([...given].filter((t) => fromQuery.has(t)));
}

/** Each phrase occurs as written (case and apostrophes aside) in the name, the heading path or one text field. */
function phrasesOccur(doc: IndexedDocument, phrases: readonly RegExp[]): boolean {
  return phrases.every((pattern) => {
    return pattern.test(doc.name) || pattern.test(doc.context) || doc.fields.some((f) => pattern.test(f.text));
  });
}

/** A phrase's words in order, separated by anything but letters and digits; apostrophes may sit inside words. */
function phrasePattern(words: readonly string[]): RegExp {
  const word = (w: string) => [...w].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join("['\u2019]?");
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.map(word).join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Best first, at most `limit` in all and MAX_RESULTS_PER_TYPE per type. */
function capped(ranked: readonly Ranked[], limit: number): Ranked[] {
  const perType = new Map<GlobalSearchTermType, number>();
  const out: Ranked[] = [];
  for (const r of ranked) {
    if (out.length >= limit) break;
    const type = r.doc.entry.globalSearchTermType;
    const n = perType.get(type) ?? 0;
    if (n >= MAX_RESULTS_PER_TYPE) continue;
    perType.set(type, n + 1);
    out.push(r);
  }
  return out;
}
