// Every document's text read into words once, when the index is built: each word kept as a number in one dictionary
// of the data version's words, with where it starts. Ranking a text hit (how many query words one field holds, how
// close together) and finding the words to show in its snippet then walk arrays of numbers and decide once per
// distinct word whether it answers the query, instead of reading long chapter sections again for every query.
import { WORD_PATTERN, normalizeWord, snippetParts, snippetWindow, tokenAt, wordMatches, type SnippetPart, type WordRule } from './search-text.ts';

/** Word ids: two bytes each while the dictionary has at most 65,536 words (the real data has about 19,000). */
export type TermIds = Uint16Array | Int32Array;

/** One field's words in order: dictionary ids and the character offset where each word starts. */
export interface FieldTerms {
  ids: TermIds;
  starts: Uint32Array;
}

/**
 * A list of whole numbers growing in one typed array (doubled when full): the index is built from a million words
 * and more, which as JavaScript arrays, or as a typed array per field, would cost several times their contents.
 */
export class NumberList {
  private data = new Uint32Array(1024);
  length = 0;

  push(n: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = n;
  }

  at(i: number): number {
    return this.data[i]!;
  }

  /** The numbers as an array of their own, exactly as long as the list. */
  toUint32Array(): Uint32Array {
    return this.data.slice(0, this.length);
  }

  /** The numbers (all below 65,536) as two-byte values. */
  toUint16Array(): Uint16Array {
    return Uint16Array.from(this.data.subarray(0, this.length));
  }

  toInt32Array(): Int32Array {
    return Int32Array.from(this.data.subarray(0, this.length));
  }
}

export class TermDictionary {
  /** The words themselves, by id. */
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();

  /** The id of a word, or undefined when no document has it. */
  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  get size(): number {
    return this.terms.length;
  }

  /** The words of `text` as ids, with where each starts (same word rule as tokenize()). */
  encode(text: string): FieldTerms {
    const ids = new NumberList();
    const starts = new NumberList();
    this.encodeInto(text, ids, starts);
    return { ids: ids.toInt32Array(), starts: starts.toUint32Array() };
  }

  /**
   * Appends the words of `text` to `ids` and where each starts to `starts` (same word rule as tokenize()); calls
   * `each` with every word's id, start and length. New words get the next id, in the order they are met.
   */
  encodeInto(text: string, ids: NumberList, starts?: NumberList, each?: (id: number, start: number, length: number) => void): void {
    for (const m of text.matchAll(WORD_PATTERN)) {
      const term = normalizeWord(m[0]);
      if (!term) continue;
      let id = this.ids.get(term);
      if (id === undefined) {
        id = this.terms.length;
        this.terms.push(term);
        this.ids.set(term, id);
      }
      ids.push(id);
      starts?.push(m.index);
      each?.(id, m.index, m[0].length);
    }
  }

  /** Word ids in the smallest array that holds every id of this dictionary. */
  compactIds(list: NumberList): TermIds {
    return this.terms.length <= 0x10000 ? list.toUint16Array() : list.toInt32Array();
  }
}

/** Query words beyond this many are not told apart in text ranking (a 200-character text rarely has a tenth). */
const MAX_MASK_WORDS = 31;

/**
 * For one query: which query words each dictionary word answers, as a bit mask (bit i for words[i]), worked out
 * the first time the word is met and remembered for the rest of the query.
 */
export class QueryTermMatcher {
  private readonly masks: Int32Array;
  readonly allWords: number;

  constructor(
    private readonly dictionary: TermDictionary,
    private readonly words: readonly WordRule[],
  ) {
    this.masks = new Int32Array(dictionary.size).fill(-1);
    const n = Math.min(words.length, MAX_MASK_WORDS);
    this.allWords = n === 0 ? 0 : 2 ** n - 1;
  }

  mask(id: number): number {
    let m = this.masks[id]!;
    if (m < 0) {
      m = 0;
      const term = this.dictionary.terms[id]!;
      const n = Math.min(this.words.length, MAX_MASK_WORDS);
      for (let i = 0; i < n; i++) if (wordMatches(term, this.words[i]!)) m |= 1 << i;
      this.masks[id] = m;
    }
    return m;
  }

  /** Whether a word of some text answers a query word (words of the dictionary are answered from memory). */
  matches(term: string): boolean {
    const id = this.dictionary.idOf(term);
    if (id !== undefined && this.words.length <= MAX_MASK_WORDS) return this.mask(id) !== 0;
    return this.words.some((q) => wordMatches(term, q));
  }

  /**
   * The extract of a field's `text` around its word number `at` (the opening when -1), with the words answering the
   * query marked: the words inside the extract are read from the field's ids, not tokenized again.
   */
  snippet(text: string, field: FieldTerms, at: number): SnippetPart[] {
    const { start, end } = snippetWindow(text, at < 0 ? undefined : tokenAt(text, field.starts[at]!));
    const marks: { start: number; end: number }[] = [];
    const { ids, starts } = field;
    for (let i = firstAtOrAfter(starts, start); i < ids.length && starts[i]! < end; i++) {
      if (this.mask(ids[i]!) === 0) continue;
      const word = tokenAt(text, starts[i]!);
      if (word) marks.push({ start: word.start, end: Math.min(word.end, end) });
    }
    return snippetParts(text, start, end, marks);
  }

  /** The index in the field of the first word answering any query word, or -1. */
  firstHit(field: FieldTerms): number {
    const { ids } = field;
    for (let i = 0; i < ids.length; i++) if (this.mask(ids[i]!) !== 0) return i;
    return -1;
  }

  /** How many query words the field holds, reading only until all are found. */
  wordsFound(field: FieldTerms): number {
    let found = 0;
    const { ids } = field;
    for (let i = 0; i < ids.length && found !== this.allWords; i++) found |= this.mask(ids[i]!);
    return bitCount(found);
  }

  /**
   * The most query words found in the field, and the smallest window (in words) holding them all: a sliding window
   * over the positions where a query word occurs (each position counting for the first query word it answers).
   */
  proximity(field: FieldTerms): { words: number; span: number } {
    const positions: number[] = [];
    const wordAt: number[] = [];
    let found = 0;
    const { ids } = field;
    for (let pos = 0; pos < ids.length; pos++) {
      const m = this.mask(ids[pos]!);
      if (m === 0) continue;
      const low = m & -m;
      positions.push(pos);
      wordAt.push(31 - Math.clz32(low));
      found |= low;
    }
    const words = bitCount(found);
    if (words <= 1) return { words, span: 0 };
    const counts = new Int32Array(MAX_MASK_WORDS);
    let inWindow = 0;
    let best = Infinity;
    let left = 0;
    for (let right = 0; right < positions.length; right++) {
      if (counts[wordAt[right]!]!++ === 0) inWindow++;
      while (inWindow === words) {
        best = Math.min(best, positions[right]! - positions[left]!);
        if (--counts[wordAt[left]!]! === 0) inWindow--;
        left++;
      }
    }
    return { words, span: best };
  }
}

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

function bitCount(n: number): number {
  let c = 0;
  for (let v = n >>> 0; v; v &= v - 1) c++;
  return c;
}
