// The inverted index behind global search: for every word of the dictionary, the documents holding it in each field
// (name, context, text) with how often, in typed arrays. A query word expands to the dictionary words it matches
// (itself, words it begins when it is being typed, words one edit away), and documents holding every query word are
// scored with BM25 (k 1.2, b 0.7, d 0.5), per-field boosts and lower weights for prefix and typo matches: the same
// formula MiniSearch uses, which this replaces because MiniSearch builds an object per posting of every expanded
// word before it keeps only the documents holding all words. Here a posting costs a few array reads, and a
// document that already lacks an earlier word is skipped at once.
import { NumberList, type TermDictionary } from './search-terms.ts';
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

/**
 * One field's postings for every dictionary word, in three flat arrays: the documents holding word `id` are
 * docs[offsets[id] .. offsets[id + 1]), ascending, with how often the word occurs in each at the same places in freqs.
 * (An array pair per word costs about 400 bytes before its contents: 23,000 words with postings on the real data.)
 */
interface FieldPostings {
  offsets: Uint32Array;
  docs: Int32Array;
  freqs: Uint16Array;
}

/**
 * For typo matching, every string made by deleting one character of a dictionary word, as a 32-bit hash beside the id
 * of the word it comes from, sorted by hash (and by id within one hash). A look-up finds a hash's run by binary search
 * and checks each word there for real, so a hash shared by two strings costs a check, never a wrong match. A map from
 * each string to its words took about 15 MB on the real data (121,000 strings); these two arrays take 1 MB.
 */
interface Deletions {
  hashes: Uint32Array;
  ids: Int32Array;
}

export class SearchIndex {
  /** Per field: the documents holding each word there. */
  private readonly postings: FieldPostings[];
  /** Per field, per document: how many distinct words the field has (BM25's field length). */
  private readonly fieldLengths: Uint32Array[];
  private readonly averageLength: number[];
  /** Dictionary ids ordered by their word, so the words a prefix begins are one run. */
  private readonly sorted: Int32Array;
  /** A word one edit from a query word shares a one-character deletion with it (or is one): typos by a few look-ups. */
  private readonly deletions: Deletions;
  /** Per-query work arrays, one slot per document (searches run one at a time, synchronously). */
  private readonly matched: Int32Array;
  private readonly scores: Float64Array;

  private constructor(
    private readonly dictionary: TermDictionary,
    parts: { postings: FieldPostings[]; fieldLengths: Uint32Array[]; sorted: Int32Array; deletions: Deletions },
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
   * Indexes `count` documents whose words are `words(doc, field)`: the dictionary ids of that field's words in order.
   * Calls `pause` every `slice` documents, so a caller can give the event loop back during a long build.
   */
  static async build(
    dictionary: TermDictionary,
    count: number,
    words: (doc: number, field: FieldId) => ArrayLike<number>,
    slice: number,
    pause: () => Promise<void>,
  ): Promise<SearchIndex> {
    const postings: FieldPostings[] = [];
    const fieldLengths: Uint32Array[] = [];
    const size = dictionary.size;
    // Per word: the last document it was counted for, and (second pass) where that document's posting is.
    const lastDoc = new Int32Array(size);
    const slot = new Uint32Array(size);
    for (let f = 0 as FieldId; f < FIELD_COUNT; f = (f + 1) as FieldId) {
      // First pass: how many documents hold each word, and each document's number of distinct words.
      const lengths = new Uint32Array(count);
      const offsets = new Uint32Array(size + 1);
      lastDoc.fill(-1);
      for (let doc = 0; doc < count; doc++) {
        if (doc % slice === slice - 1) await pause();
        const ids = words(doc, f);
        let distinct = 0;
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k]!;
          if (lastDoc[id] === doc) continue;
          lastDoc[id] = doc;
          offsets[id + 1]!++;
          distinct++;
        }
        lengths[doc] = distinct;
      }
      for (let id = 0; id < size; id++) offsets[id + 1]! += offsets[id]!;
      // Second pass: the postings, each word's in ascending document order, with the word's count (at most 65,535).
      const total = offsets[size]!;
      const docs = new Int32Array(total);
      const freqs = new Uint16Array(total);
      const next = offsets.slice(0, size);
      lastDoc.fill(-1);
      for (let doc = 0; doc < count; doc++) {
        if (doc % slice === slice - 1) await pause();
        const ids = words(doc, f);
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k]!;
          if (lastDoc[id] !== doc) {
            lastDoc[id] = doc;
            const at = next[id]!++;
            slot[id] = at;
            docs[at] = doc;
            freqs[at] = 1;
          } else if (freqs[slot[id]!]! < 0xffff) freqs[slot[id]!]!++;
        }
      }
      postings.push({ offsets, docs, freqs });
      fieldLengths.push(lengths);
      await pause();
    }
    const ids = Array.from({ length: size }, (_, i) => i);
    const terms = dictionary.terms;
    ids.sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
    const deletions = await buildDeletions(terms, slice * 10, pause);
    return new SearchIndex(dictionary, { postings, fieldLengths, sorted: Int32Array.from(ids), deletions });
  }

  /** About the memory the index takes (its arrays; the dictionary is counted with the documents). */
  bytes(): number {
    let bytes = this.sorted.byteLength + this.deletions.hashes.byteLength + this.deletions.ids.byteLength + this.matched.byteLength + this.scores.byteLength;
    for (const p of this.postings) bytes += p.offsets.byteLength + p.docs.byteLength + p.freqs.byteLength;
    for (const lengths of this.fieldLengths) bytes += lengths.byteLength;
    return bytes;
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
          const { offsets, docs, freqs } = this.postings[f]!;
          const from = offsets[id]!;
          const to = offsets[id + 1]!;
          const df = to - from;
          if (df === 0) continue;
          const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
          const lengths = this.fieldLengths[f]!;
          const average = this.averageLength[f]!;
          const factor = weight * BOOST[f]! * idf;
          for (let k = from; k < to; k++) {
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
      for (const id of this.wordsDeletingTo(term)) add(id, weight(id));
      for (const key of oneDeleted(term)) {
        // One letter less: the word is such a deletion.
        const shorter = this.dictionary.idOf(key);
        if (shorter !== undefined) add(shorter, weight(shorter));
        // One letter changed: both lose a letter at the same place.
        for (const id of this.wordsDeletingTo(key)) if (!seen.has(id) && withinOneEdit(this.dictionary.terms[id]!, term)) add(id, weight(id));
      }
    }
    let postings = 0;
    for (const { id } of terms) for (const f of fields) postings += this.postings[f]!.offsets[id + 1]! - this.postings[f]!.offsets[id]!;
    return { terms, postings };
  }

  /** The dictionary words (ascending ids) from which deleting one character gives `key`. */
  private wordsDeletingTo(key: string): number[] {
    const { hashes, ids } = this.deletions;
    const hash = hashOf(key);
    const out: number[] = [];
    for (let i = firstAtOrAfter(hashes, hash); i < hashes.length && hashes[i] === hash; i++) {
      const id = ids[i]!;
      // Two strings of one word may share a hash: that word comes twice in the run, next to itself.
      if (out[out.length - 1] !== id && deletesTo(this.dictionary.terms[id]!, key)) out.push(id);
    }
    return out;
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

/** The one-character deletions of every dictionary word, hashed and sorted (see Deletions). */
async function buildDeletions(terms: readonly string[], slice: number, pause: () => Promise<void>): Promise<Deletions> {
  const hashList = new NumberList();
  const idList = new NumberList();
  for (let id = 0; id < terms.length; id++) {
    if (id % slice === slice - 1) await pause();
    for (const key of oneDeleted(terms[id]!)) {
      hashList.push(hashOf(key));
      idList.push(id);
    }
  }
  const hashes = hashList.toUint32Array();
  const order = sortedByHash(hashes);
  const sortedHashes = new Uint32Array(order.length);
  const ids = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) {
    sortedHashes[i] = hashes[order[i]!]!;
    ids[i] = idList.at(order[i]!);
  }
  return { hashes: sortedHashes, ids };
}

/**
 * The positions of `hashes` in ascending order of hash, equal hashes in their original order (so ids stay ascending
 * within a hash): a radix sort over the two 16-bit halves.
 */
function sortedByHash(hashes: Uint32Array): Uint32Array {
  let order = Uint32Array.from({ length: hashes.length }, (_, i) => i);
  let next = new Uint32Array(hashes.length);
  for (const shift of [0, 16]) {
    const counts = new Uint32Array(0x10001);
    for (let i = 0; i < hashes.length; i++) counts[((hashes[i]! >>> shift) & 0xffff) + 1]!++;
    for (let b = 0; b < 0x10000; b++) counts[b + 1]! += counts[b]!;
    for (const i of order) next[counts[(hashes[i]! >>> shift) & 0xffff]!++] = i;
    [order, next] = [next, order];
  }
  return order;
}

/** FNV-1a over the string's UTF-16 code units. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Whether deleting one character (code point) of `word` gives `key`. */
function deletesTo(word: string, key: string): boolean {
  const extra = word.length - key.length;
  if (extra === 1 && !SURROGATE.test(word)) {
    // The first place they differ is a character that can go: any other that can is a repeat of it.
    let i = 0;
    while (i < key.length && word.charCodeAt(i) === key.charCodeAt(i)) i++;
    return word.slice(i + 1) === key.slice(i);
  }
  // A character outside the Basic Multilingual Plane is two code units: rare enough to check the slow way.
  return (extra === 1 || extra === 2) && oneDeleted(word).has(key);
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** The first index whose value is at least `value` in an ascending array. */
function firstAtOrAfter(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The distinct strings made by deleting one character of `term`. */
function oneDeleted(term: string): Set<string> {
  const chars = [...term];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) out.add(chars.slice(0, i).join('') + chars.slice(i + 1).join(''));
  return out;
}
