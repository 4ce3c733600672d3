// The ranking rule on made-up documents: how well the name matches first, then the source, then the outline.
import { describe, expect, it } from 'vitest';
import type { IndexedDocument } from './search-ranking.ts';
import { STANDING, type Standing } from './search-entries.ts';
import { compareRanked, rankName } from './search-ranking.ts';
import { parseQuery } from './search-query.ts';
import { tokenize } from './search-text.ts';

function doc(name: string, opts: { kind?: 'record' | 'section'; depth?: number; standing?: Standing; context?: string } = {}): IndexedDocument {
  const context = opts.context ?? '';
  return {
    entry: { fullName: name, path: `/${name}`, rowKey: name, globalSearchTermType: 'Feature' },
    name,
    context,
    kind: opts.kind ?? 'record',
    depth: opts.depth ?? 0,
    standing: opts.standing ?? STANDING.handbook,
    fields: [],
    nameTokens: tokenize(name),
    contextTokens: tokenize(context),
    textLength: 100,
    fieldTerms: [],
  };
}

/** The names in the order the ranking gives them for `text`. */
function order(text: string, docs: IndexedDocument[]): string[] {
  const query = parseQuery(text);
  return docs
    .map((d) => rankName(d, query, 1))
    .sort(compareRanked)
    .map((r) => `${r.doc.name}${r.doc.kind === 'section' ? ` #${r.doc.depth}` : ''}`);
}

describe('search ranking', () => {
  it('puts an exact heading before a name that only holds the word', () => {
    expect(order('dodge', [doc('Uncanny Dodge'), doc('Dodge', { kind: 'section', depth: 3 })])).toEqual(['Dodge #3', 'Uncanny Dodge']);
  });

  it('puts the handbook before variant rules and expanded content when the match is equal', () => {
    const tactical = doc('Tactical Initiative', { standing: STANDING.optional });
    const initiative = doc('Initiative', { kind: 'section', depth: 4 });
    expect(order('initiative', [tactical, initiative])).toEqual(['Initiative #4', 'Tactical Initiative']);
    expect(order('hit points', [doc('Hit Points', { kind: 'section', depth: 2, standing: STANDING.optional }), doc('Hit Points', { kind: 'section', depth: 3, standing: STANDING.rulebook }), doc('Hit Points', { kind: 'section', depth: 4 })])).toEqual(['Hit Points #4', 'Hit Points #3', 'Hit Points #2']);
  });

  it('puts names starting with the words before names holding them, and a parent heading before its subsections', () => {
    const docs = [
      doc('Compound Advantage', { standing: STANDING.optional }),
      doc('Tactical Advantage'),
      doc('Advantage on Other Rolls', { kind: 'section', depth: 3 }),
      doc('Advantage and Disadvantage', { kind: 'section', depth: 2 }),
    ];
    expect(order('advantage', docs)).toEqual(['Advantage and Disadvantage #2', 'Advantage on Other Rolls #3', 'Tactical Advantage', 'Compound Advantage']);
  });

  it('ranks a word only begun after whole words, and a typo after both', () => {
    const docs = [doc('Advantageous Companion'), doc('Compound Advantage'), doc('Advantage'), doc('Advantaje')];
    expect(order('advantage', docs)).toEqual(['Advantage', 'Compound Advantage', 'Advantageous Companion', 'Advantaje']);
  });

  it('counts a plural as the same word', () => {
    expect(order('critical hit ', [doc('Critical Hit Chart Entries'), doc('Critical Hits', { kind: 'section', depth: 3 })])).toEqual(['Critical Hits #3', 'Critical Hit Chart Entries']);
  });

  it('puts a heading found only with its chapter title after every name match', () => {
    const rolling = doc('Rolling', { kind: 'section', depth: 3, context: 'Tactical Initiative' });
    expect(order('tactical initiative', [rolling, doc('Tacticl Initiative'), doc('Tactical Initiative')])).toEqual(['Tactical Initiative', 'Tacticl Initiative', 'Rolling #3']);
  });
});
