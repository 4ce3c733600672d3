// The documents as the index keeps them: every field's label, text and words read back as they were given, words
// numbered in the same order as before (text words first, then names and chapter titles), a chapter's title tokens
// shared by its sections, and the memory counted.
import { describe, expect, it } from 'vitest';
import { stringBytes } from '../cache-budget.ts';
import { DocumentCorpus } from './search-corpus.ts';
import type { SearchDocument } from './search-documents.ts';
import { STANDING } from './search-entries.ts';
import { TermDictionary } from './search-terms.ts';
import { tokenize } from './search-text.ts';

function doc(name: string, context: string, fields: [string, string][], kind: 'record' | 'section' = 'record'): SearchDocument {
  return {
    entry: { fullName: name, path: `/x/${name}`, rowKey: name, globalSearchTermType: 'Feat' },
    name,
    context,
    kind,
    depth: kind === 'section' ? 1 : 0,
    standing: STANDING.handbook,
    fields: fields.map(([label, text]) => ({ label, text })),
  };
}

const DOCS = [
  doc('Twi\u2019lek', '', [
    ['Description', 'Twi\u2019leks are a species with head-tails.'],
    ['Traits: Keen Senses', 'Keen Senses\nProficiency in Perception.'],
  ]),
  doc('Cover', 'Combat', [['Text', 'Walls, trees and creatures can give cover.']], 'section'),
  doc('Half Cover', 'Combat', [['Text', 'A target with half cover has a bonus.']], 'section'),
  doc('Empty', '', []),
  doc('Unicode', '', [['Description', 'A long dash \u2014 and a plain word.']]),
];

function built() {
  const corpus = new DocumentCorpus();
  const docs = DOCS.map((d) => corpus.add(d));
  corpus.finish();
  return { corpus, docs };
}

describe('search corpus', () => {
  it('gives back every field with its label and text, and its words as the dictionary reads them', () => {
    const { corpus, docs } = built();
    // The order of word ids as they were always given: every field's text, document after document, then names and titles.
    const reference = new TermDictionary();
    const expected = DOCS.map((d) => d.fields.map((f) => reference.encode(f.text)));
    for (const d of DOCS) {
      reference.encode(d.name);
      reference.encode(d.context);
    }
    expect(corpus.dictionary.terms).toEqual(reference.terms);
    docs.forEach((stored, i) => {
      expect(stored.fields).toEqual(DOCS[i]!.fields);
      expect(stored.textLength).toBe(DOCS[i]!.fields.reduce((n, f) => n + f.text.length, 0));
      expect(stored.fieldTerms.map((t) => ({ ids: [...t.ids], starts: [...t.starts] }))).toEqual(expected[i]!.map((t) => ({ ids: [...t.ids], starts: [...t.starts] })));
      expect(stored.entry).toEqual(DOCS[i]!.entry);
      expect([stored.name, stored.context, stored.kind]).toEqual([DOCS[i]!.name, DOCS[i]!.context, DOCS[i]!.kind]);
    });
    expect(corpus.size).toBe(DOCS.length);
  });

  it('reads names and chapter titles into tokens, the words being the dictionary\u2019s own', () => {
    const { corpus, docs } = built();
    docs.forEach((stored, i) => {
      expect(stored.nameTokens).toEqual(tokenize(DOCS[i]!.name));
      expect(stored.contextTokens).toEqual(tokenize(DOCS[i]!.context));
      for (const t of stored.nameTokens) expect(corpus.dictionary.terms[corpus.dictionary.idOf(t.term)!]).toBe(t.term);
    });
    // Sections of one chapter share its title's tokens.
    expect(docs[1]!.contextTokens).toBe(docs[2]!.contextTokens);
  });

  it('gives the index each document\u2019s name, title and text words, and lets the name words go after', () => {
    const { corpus } = built();
    const ids = (text: string) => [...text.matchAll(/[\p{L}\p{N}'\u2019]+/gu)].map((m) => corpus.dictionary.idOf(m[0].toLowerCase().replace(/['\u2019]/g, ''))!);
    expect(Array.from(corpus.words(2, 0))).toEqual(ids('Half Cover'));
    expect(Array.from(corpus.words(2, 1))).toEqual(ids('Combat'));
    expect(Array.from(corpus.words(0, 2))).toEqual(ids(DOCS[0]!.fields.map((f) => f.text).join(' ')));
    expect(Array.from(corpus.words(3, 2))).toEqual([]);
    corpus.releaseNameWords();
    expect(() => corpus.words(2, 0)).toThrow(/let go/);
    // The text words stay: the documents' fields read them.
    expect(Array.from(corpus.words(0, 2)).length).toBeGreaterThan(0);
  });

  it('counts its memory: at least every text (two bytes a character where one is beyond Latin-1) and word', () => {
    const { corpus } = built();
    const text = DOCS.reduce((n, d) => n + stringBytes(d.fields.map((f) => f.text).join('')), 0);
    const words = DOCS.reduce((n, d) => n + d.fields.reduce((m, f) => m + corpus.dictionary.encode(f.text).ids.length, 0), 0);
    expect(corpus.bytes()).toBeGreaterThan(text + words * (2 + 4));
  });

  it('takes no document once finished', () => {
    const { corpus } = built();
    expect(() => corpus.add(DOCS[0]!)).toThrow(/finished/);
  });
});
