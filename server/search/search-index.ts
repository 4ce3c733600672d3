// The inverted index behind global search: for every word of the dictionary, the documents holding it in each field
// (name, context, text) with how often, in typed arrays. A query word expands to the dictionary words it matches
// (itself, words it begins when it is being typed, words one edit away), and documents holding every query word are
// scored with BM25 (k 1.2, b 0.7, d 0.5), per-field boosts and lower weights for prefix and typo matches: the same
// formula MiniSearch uses, which this replaces because MiniSearch builds an object per posting of every expanded
// word before it keeps only the documents holding all words. Here a posting costs a few array reads, and a
// document that already lacks an earlier word is skipped at once.
import type { TermDictionary } from './search-terms.ts';
import { withinOneEdit } from './search-text.ts';

export const FIELD = { name: 0, context: 1, text: 2 } as const;
export type FieldId = (typeof FIELD)[keyof typeof FIELD];
const FIELD_COUNT = 3;
/** A word in a name counts three times one in the text; in a section's chapter title, one and a half. */
const BOOST = [3, 1.5, 1];
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** Weights of a word matched as a prefix or with a typo, against 1 for the word itself. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

export interface IndexWord {
  term: string;
  prefix: boolean;
  fuzzy: boolean;
}

interface Postings {
  docs: Int32Array;
  freqs: Uint16Array;
}

export class SearchIndex {
  /** Per field, per dictionary id: the documents holding that word there. */
  private readonly postings: (Postings | undefined)[][];
  /** Per field, per document: how many distinct words the field has (BM25's field length). */
  private readonly fieldLengths: Uint32Array[];
  private readonly averageLength: number[];
  /** Dictionary ids ordered by their word, so the words a prefix begins are one run. */
  private readonly sorted: Int32Array;
  /**
   * For each string made by deleting one character from a dictionary word, the words it comes from: a word one edit
   * from a query word shares such a string with it (or is one), so typos are found by a few look-ups.
   */
  private readonly deletions: Map<string, number[]>;
  /** Per-query work arrays, one slot per document (searches run one at a time, synchronously). */
  private readonly matched: Int32Array;
  private readonly scores: Float64Array;

  private constructor(
    private readonly dictionary: TermDictionary,
    parts: { postings: (Postings | undefined)[][]; fieldLengths: Uint32Array[]; sorted: Int32Array; deletions: Map<string, number[]> },
  ) {
    this.postings = parts.postings;
    this.fieldLengths = parts.fieldLengths;
    this.sorted = parts.sorted;
    this.deletions = parts.deletions;
    this.averageLength = parts.fieldLengths.map((lengths) => (lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0));
    this.matched = new Int32Array(parts.fieldLengths[0]!.length);
    this.scores = new Float64Array(parts.fieldLengths[0]!.length);
  }

  /**
   * Indexes documents given as `fields[doc][field]`, the dictionary ids of each field's words in order. Calls
   * `pause` every `slice` documents, so a caller can give the event loop back during a long build.
   */
  static async build(dictionary: TermDictionary, fields: readonly (readonly Int32Array[])[], slice: number, pause: () => Promise<void>): Promise<SearchIndex> {
    const count = fields.length;
    const postings: (Postings | undefined)[][] = [];
    const fieldLengths: Uint32Array[] = [];
    for (let f = 0; f < FIELD_COUNT; f++) {
      const lists = new Map<number, { docs: number[]; freqs: number[] }>();
      const lengths = new Uint32Array(count);
      const freq = new Map<number, number>();
      for (let doc = 0; doc < count; doc++) {
        if (doc % slice === slice - 1) await pause();
        freq.clear();
        for (const id of fields[doc]![f]!) freq.set(id, (freq.get(id) ?? 0) + 1);
        lengths[doc] = freq.size;
        for (const [id, n] of freq) {
          let list = lists.get(id);
          if (!list) lists.set(id, (list = { docs: [], freqs: [] }));
          list.docs.push(doc);
          list.freqs.push(Math.min(n, 0xffff));
        }
      }
      const byId: (Postings | undefined)[] = new Array(dictionary.size);
      for (const [id, list] of lists) byId[id] = { docs: Int32Array.from(list.docs), freqs: Uint16Array.from(list.freqs) };
      postings.push(byId);
      fieldLengths.push(lengths);
      await pause();
    }
    const ids = Array.from({ length: dictionary.size }, (_, i) => i);
    const terms = dictionary.terms;
    ids.sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
    const deletions = new Map<string, number[]>();
    for (let id = 0; id < terms.length; id++) {
      if (id % (slice * 10) === slice * 10 - 1) await pause();
      for (const key of oneDeleted(terms[id]!)) {
        const list = deletions.get(key);
        if (!list) deletions.set(key, [id]);
        else if (list[list.length - 1] !== id) list.push(id);
      }
    }
    return new SearchIndex(dictionary, { postings, fieldLengths, sorted: Int32Array.from(ids), deletions });
  }

  /**
   * Documents holding every word in at least one of `fields` (as itself, as a prefix when `prefix`, or one edit
   * away when `fuzzy`), best score first. With `within`, only those documents (given in ascending order) count.
   */
  search(words: readonly IndexWord[], fields: readonly FieldId[], within?: readonly number[]): { doc: number; score: number }[] {
    if (words.length === 0 && !within) return [];
    const expanded = words.map((w) => this.expand(w, fields));
    // The word with the fewest postings first: every later word only visits documents still in the running.
    expanded.sort((a, b) => a.postings - b.postings);
    const { matched, scores } = this;
    const touched: number[] = [];
    // matched[doc] counts the words found so far; a document missing one is skipped by every later word.
    const first = within ? 1 : 0;
    if (within) for (const doc of within) (matched[doc] = 1), touched.push(doc);
    const N = this.fieldLengths[0]!.length;
    expanded.forEach((word, w) => {
      const i = first + w;
      for (const { id, weight } of word.terms) {
        for (const f of fields) {
          const list = this.postings[f]![id];
          if (!list) continue;
          const { docs, freqs } = list;
          const df = docs.length;
          const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
          const lengths = this.fieldLengths[f]!;
          const average = this.averageLength[f]!;
          const factor = weight * BOOST[f]! * idf;
          for (let k = 0; k < df; k++) {
            const doc = docs[k]!;
            const seen = matched[doc]!;
            if (seen === i) {
              matched[doc] = i + 1;
              if (i === 0) touched.push(doc);
            } else if (seen !== i + 1) continue;
            const tf = freqs[k]!;
            scores[doc]! += factor * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * lengths[doc]!) / average)));
          }
        }
      }
    });
    const out: { doc: number; score: number }[] = [];
    const all = first + expanded.length;
    for (const doc of touched) {
      if (matched[doc] === all) out.push({ doc, score: scores[doc]! });
      matched[doc] = 0;
      scores[doc] = 0;
    }
    return out.sort((a, b) => b.score - a.score || a.doc - b.doc);
  }

  /** The dictionary words a query word matches, with their weights, and how many postings they have in `fields`. */
  private expand(word: IndexWord, fields: readonly FieldId[]): { terms: { id: number; weight: number }[]; postings: number } {
    const terms: { id: number; weight: number }[] = [];
    const seen = new Set<number>();
    const add = (id: number | undefined, weight: number) => {
      if (id === undefined || seen.has(id)) return;
      seen.add(id);
      terms.push({ id, weight });
    };
    const { term } = word;
    add(this.dictionary.idOf(term), 1);
    if (word.prefix) {
      for (let i = this.lowerBound(term); i < this.sorted.length; i++) {
        const id = this.sorted[i]!;
        const t = this.dictionary.terms[id]!;
        if (!t.startsWith(term)) break;
        const distance = t.length - term.length;
        add(id, (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * distance));
      }
    }
    if (word.fuzzy) {
      const weight = (id: number) => (FUZZY_WEIGHT * this.dictionary.terms[id]!.length) / (this.dictionary.terms[id]!.length + 1);
      // One letter more than the query word: deleting it gives the query word.
      for (const id of this.deletions.get(term) ?? []) add(id, weight(id));
      for (const key of oneDeleted(term)) {
        // One letter less: the word is such a deletion.
        const shorter = this.dictionary.idOf(key);
        if (shorter !== undefined) add(shorter, weight(shorter));
        // One letter changed: both lose a letter at the same place.
        for (const id of this.deletions.get(key) ?? []) if (!seen.has(id) && withinOneEdit(this.dictionary.terms[id]!, term)) add(id, weight(id));
      }
    }
    let postings = 0;
    for (const { id } of terms) for (const f of fields) postings += this.postings[f]![id]?.docs.length ?? 0;
    return { terms, postings };
  }

  /** The first position in `sorted` whose word is not before `term`. */
  private lowerBound(term: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.dictionary.terms[this.sorted[mid]!]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The distinct strings made by deleting one character of `term`. */
function oneDeleted(term: string): Set<string> {
  const chars = [...term];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) out.add(chars.slice(0, i).join('') + chars.slice(i + 1).join(''));
  return out;
}
