// The index's own storage, on small made-up dictionaries: postings in flat arrays give BM25 exactly as written out by
// hand, and typo matching through hashed one-character deletions finds every word one edit away and nothing else, even
// when two deletions share a hash.
import { describe, expect, it } from 'vitest';
import { FIELD, SearchIndex, type FieldId } from './search-index.ts';
import { TermDictionary } from './search-terms.ts';
import { withinOneEdit } from './search-text.ts';

/** An index over documents given as [name, context, text]; the dictionary numbers words in the order given. */
async function indexOf(docs: readonly (readonly [string, string, string])[]) {
  const dictionary = new TermDictionary();
  const words = docs.map((fields) => fields.map((text) => dictionary.encode(text).ids));
  const index = await SearchIndex.build(dictionary, docs.length, (doc, field) => words[doc]![field]!, 2, async () => undefined);
  return { dictionary, index };
}

const word = (term: string, options: { prefix?: boolean; fuzzy?: boolean } = {}) => ({ term, prefix: options.prefix ?? false, fuzzy: options.fuzzy ?? false });
const found = (hits: { doc: number }[]) => hits.map((h) => h.doc).sort((a, b) => a - b);

describe('search index storage', () => {
  it('scores with BM25 from the flat postings: document frequency, word counts and field lengths', async () => {
    const { index } = await indexOf([
      ['', '', 'blaster blaster rifle'],
      ['', '', 'blaster pistol heavy scope'],
      ['', '', 'vibroblade'],
    ]);
    const hits = index.search([word('blaster')], [FIELD.text]);
    // N 3, df 2; field lengths are distinct words (2, 4, 1: average 7/3); tf 2 and 1; k 1.2, b 0.7, d 0.5, text boost 1.
    const idf = Math.log(1 + (3 - 2 + 0.5) / (2 + 0.5));
    const bm25 = (tf: number, length: number) => idf * (0.5 + (tf * 2.2) / (tf + 1.2 * (1 - 0.7 + (0.7 * length) / (7 / 3))));
    expect(hits.map((h) => h.doc)).toEqual([0, 1]);
    expect(hits[0]!.score).toBeCloseTo(bm25(2, 2), 12);
    expect(hits[1]!.score).toBeCloseTo(bm25(1, 4), 12);
  });

  it('finds only documents holding every word, in any of the fields asked for, with the field boosts', async () => {
    const { index } = await indexOf([
      ['Force Push', '', 'to push a creature'],
      ['Shock', 'Force Powers', 'a jolt'],
      ['Push', '', 'nothing of the other word'],
    ]);
    expect(found(index.search([word('force'), word('push')], [FIELD.name]))).toEqual([0]);
    expect(found(index.search([word('force')], [FIELD.name, FIELD.context]))).toEqual([0, 1]);
    const [name, context] = index.search([word('force')], [FIELD.name, FIELD.context]);
    // The same word in a name counts twice what it does in a chapter title (boosts 3 and 1.5).
    expect(name!.doc).toBe(0);
    expect(context!.score).toBeLessThan(name!.score);
    expect(found(index.search([word('push')], [FIELD.text]))).toEqual([0]);
    expect(found(index.search([word('push')], [FIELD.name], [1, 2]))).toEqual([2]);
  });

  it('matches a word being typed as the start of longer words', async () => {
    const { index } = await indexOf([
      ['', '', 'lightsaber'],
      ['', '', 'light'],
      ['', '', 'lighter lightsabers'],
      ['', '', 'flight'],
    ]);
    expect(found(index.search([word('light', { prefix: true })], [FIELD.text]))).toEqual([0, 1, 2]);
    expect(found(index.search([word('light')], [FIELD.text]))).toEqual([1]);
  });

  it('finds, for a word with a typo, exactly the words one edit away', async () => {
    // A small alphabet, so that many words lie one edit from each other; repeated letters; a letter outside the
    // Basic Multilingual Plane (two code units).
    const letters = ['a', 'b', 'c', 'aa', '\u{1D49C}'];
    const vocabulary = new Set<string>();
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 0x7fffffff) / 0x7fffffff;
    while (vocabulary.size < 300) {
      let w = '';
      const length = 3 + Math.floor(random() * 4);
      for (let i = 0; i < length; i++) w += letters[Math.floor(random() * (random() < 0.9 ? 3 : letters.length))];
      vocabulary.add(w);
    }
    const words = [...vocabulary];
    const { index } = await indexOf(words.map((w) => ['', '', w] as const));
    const bmp = (w: string) => !/[\uD800-\uDFFF]/.test(w);
    for (const term of words.filter(bmp).slice(0, 120)) {
      const expected = words.flatMap((w, doc) => (bmp(w) && withinOneEdit(w, term) ? [doc] : []));
      const got = found(index.search([word(term, { fuzzy: true })], [FIELD.text])).filter((doc) => bmp(words[doc]!));
      expect(got, term).toEqual(expected);
    }
    // A letter of two code units counts as one letter: deleting it, or adding it, is one edit.
    const astral = words.find((w) => !bmp(w))!;
    const without = astral.replace('\u{1D49C}', '');
    const { index: small } = await indexOf([['', '', astral], ['', '', without]]);
    expect(found(small.search([word(without, { fuzzy: true })], [FIELD.text]))).toContain(0);
  });

  it('keeps a word whose deletion only shares a hash with the query out of the typo matches', async () => {
    // FNV-1a gives "glbvs" and "yacxa" the same 32-bit hash: both words below have a deletion with that hash.
    const { index } = await indexOf([
      ['', '', 'glbvsq'],
      ['', '', 'yacxaq'],
      ['', '', 'glbvs'],
    ]);
    expect(found(index.search([word('glbvs', { fuzzy: true })], [FIELD.text]))).toEqual([0, 2]);
    expect(found(index.search([word('yacxa', { fuzzy: true })], [FIELD.text]))).toEqual([1]);
    expect(found(index.search([word('glbvsz', { fuzzy: true })], [FIELD.text]))).toEqual([0, 2]);
  });

  it('counts its arrays in bytes()', async () => {
    const { index } = await indexOf([['a', 'b', 'c d e']]);
    expect(index.bytes()).toBeGreaterThan(0);
    const fields: FieldId[] = [FIELD.name, FIELD.context, FIELD.text];
    expect(found(index.search([word('d')], fields))).toEqual([0]);
  });
});
