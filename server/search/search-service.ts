// Global search: an in-process inverted index of our own (search-index.ts) over every record's name and text and
// every chapter section, rebuilt per data version (its documents kept compactly: search-corpus.ts); candidates from
// the index are then ranked by search-ranking.ts.
import type { ResourceKey } from '../../core/resources.ts';
import type { GlobalSearchTermType } from '../graphql/generated/resolvers-types.ts';
import type { RulesService } from '../rules/rules-service.ts';
import { CacheBudget, stringBytes, type CacheArea } from '../cache-budget.ts';
import type { DataVersion } from '../store/port.ts';
import { signature, type VersionTracker } from '../versions/version-tracker.ts';
import { DocumentCorpus } from './search-corpus.ts';
import { chapterDocuments, recordDocument } from './search-documents.ts';
import { SEARCH_ENTRY_BUILDERS, isChapterResource, standingOf, toSearchEntry, type SearchEntry } from './search-entries.ts';
import { MAX_RESULTS_PER_TYPE, checkLimit, parseQuery, type ParsedQuery } from './search-query.ts';
import { TIER, compareRanked, evidence, rankGroup, rankName, rankText, textRanked, type Evidence, type IndexedDocument, type Ranked } from './search-ranking.ts';
import { FIELD, SearchIndex, type FieldId } from './search-index.ts';
import { QueryTermMatcher, type TermDictionary } from './search-terms.ts';
import type { Token } from './search-text.ts';

export type SearchHit = SearchEntry & Evidence;

interface Built {
  signature: string;
  docs: IndexedDocument[];
  /** Every word of the documents' text fields, numbered (see search-terms.ts). */
  dictionary: TermDictionary;
  /**
   * For each start of one or two letters, the documents with a word so starting in the name (`name`), or in the
   * name or chapter title (`heading`), in ascending order (see candidates()).
   */
  starts: { name: Map<string, number[]>; heading: Map<string, number[]> };
  index: SearchIndex;
  /** About what the index takes in memory (held against the cache budget). */
  bytes: number;
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
const NAME_ONLY: readonly FieldId[] = [FIELD.name];
const ALL_FIELDS: readonly FieldId[] = [FIELD.name, FIELD.context, FIELD.text];
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'with', 'you', 'your']);

export class SearchService {
  /** Indexes by signature: the one served, and one being prepared for new data. */
  private builds = new Map<string, Promise<Built>>();
  /** Answers to a lone word of one or two letters, by data version, limit, types and word (see search()). */
  private readonly shortAnswers: CacheArea<SearchHit[]>;

  constructor(
    private readonly rules: RulesService,
    private readonly versions: VersionTracker,
    private readonly budget: CacheBudget = new CacheBudget(Number.MAX_SAFE_INTEGER),
  ) {
    this.shortAnswers = budget.area('search-answers');
    // New data (an import here or in another instance) is served only once its index is built: the first search after
    // an import does not wait for it.
    versions.addPreparer((next) => this.indexFor(next).then(() => undefined));
    versions.onChange((served) => {
      const sig = signature(served);
      for (const key of this.builds.keys()) if (key !== sig) this.drop(key);
      this.shortAnswers.clear();
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
    // One or two letters typed so far: the same few hundred texts come back all the time and each ranks thousands
    // of names, so their answers are kept for the data version (within the cache budget, weighed by their size).
    const only = query.words[0]!;
    if (query.words.length > 1 || !only.prefix || only.term.length >= MIN_INDEX_PREFIX) return this.rank(query, wanted, limit, built);
    const key = `${built.signature}|${limit}|${wanted ? [...wanted].sort().join(',') : ''}|${only.term}`;
    let hits = this.shortAnswers.get(key);
    if (!hits) {
      hits = this.rank(query, wanted, limit, built);
      this.shortAnswers.set(key, hits, hitsBytes(hits) + key.length);
    }
    return hits.slice();
  }

  private rank(query: ParsedQuery, wanted: Set<GlobalSearchTermType> | undefined, limit: number, built: Built): SearchHit[] {
    const phrases = query.phrases.map(phrasePattern);
    const matcher = new QueryTermMatcher(built.dictionary, query.words);
    const show = (r: Ranked): SearchHit => ({ ...r.doc.entry, ...evidence(r, query, phrases, matcher) });
    // Names first, then headings with their chapter titles, then text: each stage ranks above the next, so once the
    // results so far fill the limit the rest (by far the most postings, above all for a short prefix such as "for")
    // is never looked at. A document keeps the score of the stage that found it, so its place never depends on the
    // limit asked for.
    const named: Ranked[] = [];
    const seen = new Set<IndexedDocument>();
    for (const fields of [NAME_ONLY, NAME_FIELDS]) {
      for (const { doc, score } of this.candidates(query, wanted, built, fields)) {
        if (seen.has(doc) || (phrases.length && !phrasesOccur(doc, phrases))) continue;
        const r = rankName(doc, query, score);
        if (r.tier === TIER.text) continue;
        named.push(r);
        seen.add(doc);
      }
      const top = topRanked(named, limit);
      if (top.length >= limit) return top.map(show);
    }
    // Text-only hits (every document not found above holds some word only in its text): the best by term weight,
    // in the order the index gives, then re-ordered by words found in one field and how close together.
    const texts: Ranked[] = [];
    const wantedTexts = Math.max(PROXIMITY_CANDIDATES, limit);
    for (const { doc, score } of this.candidates(query, wanted, built, ALL_FIELDS)) {
      if (texts.length >= wantedTexts) break;
      if (seen.has(doc) || (phrases.length && !phrasesOccur(doc, phrases))) continue;
      texts.push(textRanked(doc, score));
    }
    if (query.words.length > 1) for (const r of texts) rankText(r, matcher);
    texts.sort(compareRanked);
    return capped([...topRanked(named, limit), ...texts], limit).map(show);
  }

  /**
   * Documents holding every word. Very common words ('the', 'on') and a last word of one or two letters (still
   * being typed) would each match nearly every document, so they are left out of the index lookup: the ranking
   * still counts them, and a short last word must begin a word of the name or heading.
   */
  private candidates(query: ParsedQuery, wanted: Set<GlobalSearchTermType> | undefined, { index, docs, starts }: Built, fields: readonly FieldId[]): { doc: IndexedDocument; score: number }[] {
    // Only the last word is matched as a prefix, so at most one word is short.
    const short = query.words.find((w) => w.prefix && w.term.length < MIN_INDEX_PREFIX);
    const looked = query.words.filter((w) => w !== short);
    const meaningful = looked.filter((w) => !STOP_WORDS.has(w.term));
    const lookup = meaningful.length ? meaningful : looked;
    const within = short && (fields.includes(FIELD.context) ? starts.heading : starts.name).get(short.term);
    if (short && !within) return [];
    const out: { doc: IndexedDocument; score: number }[] = [];
    for (const hit of index.search(lookup, fields, within)) {
      const doc = docs[hit.doc]!;
      if (!wanted || wanted.has(doc.entry.globalSearchTermType)) out.push({ doc, score: hit.score });
    }
    return out;
  }

  private drop(sig: string): void {
    this.builds.delete(sig);
    this.budget.hold(`search ${sig}`, 0);
  }

  /** The index for the data versions served, built once per change. */
  private async current(): Promise<Built> {
    return this.indexFor(await this.versions.versions());
  }

  /** The index of one set of versions (served or being prepared), built once. */
  private indexFor(versions: DataVersion[]): Promise<Built> {
    const sig = signature(versions);
    let build = this.builds.get(sig);
    if (!build) {
      const made = this.build(sig, versions);
      build = made;
      this.builds.set(sig, made);
      made.then(
        (built) => this.builds.get(sig) === made && this.budget.hold(`search ${sig}`, built.bytes),
        () => this.builds.get(sig) === made && this.drop(sig),
      );
    }
    return build;
  }

  /**
   * Builds the index in slices, giving the event loop back between them: a whole build takes seconds on a full data
   * set, and the server must keep answering every other request (and /health) meanwhile.
   */
  private async build(signature: string, versions: DataVersion[]): Promise<Built> {
    const corpus = new DocumentCorpus();
    let sinceYield = 0;
    for (const resource of Object.keys(SEARCH_ENTRY_BUILDERS) as ResourceKey[]) {
      for (const record of await this.rules.all(resource, versions)) {
        if (++sinceYield >= BUILD_SLICE) {
          sinceYield = 0;
          await yieldToEventLoop();
        }
        const entry = toSearchEntry(resource, record);
        if (!entry) continue;
        const standing = standingOf(resource, record);
        const made = isChapterResource(resource) ? chapterDocuments(entry, record, standing) : [recordDocument(resource, entry, record, standing)];
        for (const d of made) corpus.add(d);
      }
    }
    corpus.finish();
    const docs = corpus.all();
    const index = await SearchIndex.build(corpus.dictionary, docs.length, (doc, field) => corpus.words(doc, field), BUILD_SLICE, yieldToEventLoop);
    corpus.releaseNameWords();
    const starts = { name: new Map<string, number[]>(), heading: new Map<string, number[]>() };
    const addStarts = (map: Map<string, number[]>, id: number, tokens: readonly Token[]) => {
      const seen = new Set<string>();
      for (const t of tokens) for (let n = 1; n < MIN_INDEX_PREFIX; n++) seen.add(t.term.slice(0, n));
      for (const start of seen) {
        const list = map.get(start);
        if (list) list.push(id);
        else map.set(start, [id]);
      }
    };
    for (let id = 0; id < docs.length; id++) {
      if (id % BUILD_SLICE === BUILD_SLICE - 1) await yieldToEventLoop();
      addStarts(starts.name, id, docs[id]!.nameTokens);
      addStarts(starts.heading, id, [...docs[id]!.nameTokens, ...docs[id]!.contextTokens]);
    }
    let startEntries = 0;
    for (const map of [starts.name, starts.heading]) for (const list of map.values()) startEntries += list.length;
    // Counted from what was built: the documents' texts and words, the index's arrays, the lists of name starts.
    const bytes = corpus.bytes() + index.bytes() + startEntries * 8;
    return { signature, docs, dictionary: corpus.dictionary, index, starts, bytes };
  }
}

/** About the memory a list of hits takes: its strings, and the objects around them (measured: about 100 bytes a hit, 60 a part). */
function hitsBytes(hits: readonly SearchHit[]): number {
  let bytes = 0;
  for (const hit of hits) {
    bytes += 100 + stringBytes(hit.fullName) + stringBytes(hit.path) + stringBytes(hit.rowKey) + stringBytes(hit.matchedField);
    for (const part of hit.snippet) bytes += 60 + stringBytes(part.text);
  }
  return bytes;
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

/**
 * The best of `ranked` as capped() keeps them, sorting only the groups (tier and place in it) it needs: a short
 * prefix finds thousands of headings through their chapter titles, and the names above them often fill the limit.
 */
function topRanked(ranked: readonly Ranked[], limit: number): Ranked[] {
  const groups = new Map<number, Ranked[]>();
  for (const r of ranked) {
    const key = rankGroup(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const out: Ranked[] = [];
  const perType = new Map<GlobalSearchTermType, number>();
  for (const key of [...groups.keys()].sort((a, b) => a - b)) {
    const group = groups.get(key)!.sort(compareRanked);
    if (takeCapped(group, limit, out, perType)) break;
  }
  return out;
}

/** Best first, at most `limit` in all and MAX_RESULTS_PER_TYPE per type. */
function capped(ranked: readonly Ranked[], limit: number): Ranked[] {
  const out: Ranked[] = [];
  takeCapped(ranked, limit, out, new Map());
  return out;
}

/** Appends to `out` from `ranked` in order while the caps allow; true once `out` holds `limit`. */
function takeCapped(ranked: readonly Ranked[], limit: number, out: Ranked[], perType: Map<GlobalSearchTermType, number>): boolean {
  for (const r of ranked) {
    if (out.length >= limit) return true;
    const type = r.doc.entry.globalSearchTermType;
    const n = perType.get(type) ?? 0;
    if (n >= MAX_RESULTS_PER_TYPE) continue;
    perType.set(type, n + 1);
    out.push(r);
  }
  return out.length >= limit;
}
