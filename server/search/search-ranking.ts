// How candidates are ordered and what evidence each result carries.
//
// Tiers, best first: the exact name; a name starting with the query; every query word in the name; a chapter
// heading holding every word (exact heading, heading prefix, all words in the heading, then with its chapter's
// title); and last, text only. Within a tier: more query words in one field first, then words closer together,
// then shorter names, then (between equal names, e.g. the same heading in several chapters) the document with more
// text, which is where the subject is treated in full. Text-only hits nearly all tie on those, so the index's own
// term weight (BM25) decides there before name length.
import type { SearchDocument } from './search-documents.ts';
import type { ParsedQuery, QueryWord } from './search-query.ts';
import type { FieldTerms, QueryTermMatcher } from './search-terms.ts';
import { snippet, wordMatches, type SnippetPart, type Token } from './search-text.ts';

/** A document as the index holds it: its name and heading words read once, and how much text it has. */
export interface IndexedDocument extends SearchDocument {
  nameTokens: Token[];
  contextTokens: Token[];
  /** Characters of text in all its fields: between equal names, the fuller treatment of a subject goes first. */
  textLength: number;
  /** The words of each of `fields`, in the same order. */
  fieldTerms: FieldTerms[];
}

export interface Ranked {
  doc: IndexedDocument;
  tier: number;
  sub: number;
  /** Query words found in the best single field (negated for sorting). */
  words: number;
  /** Span in words of the closest occurrence of all those words (0 for one word). */
  span: number;
  score: number;
}

export const TIER = { exact: 0, prefix: 1, allInName: 2, heading: 3, text: 4 } as const;

function allMatch(tokens: readonly Token[], words: readonly QueryWord[], more: readonly Token[] = []): boolean {
  for (const q of words) {
    let hit = false;
    for (const t of tokens) if (wordMatches(t.term, q)) { hit = true; break; }
    if (!hit) for (const t of more) if (wordMatches(t.term, q)) { hit = true; break; }
    if (!hit) return false;
  }
  return true;
}

/** The name's words are the query's words (the last may be a prefix): 0 exact, 1 prefix, -1 neither. */
function nameStart(name: readonly Token[], words: readonly QueryWord[]): number {
  if (name.length < words.length) return -1;
  for (let i = 0; i < words.length; i++) {
    const q = words[i]!;
    const t = name[i]!.term;
    if (t === q.term) continue;
    if (i === words.length - 1 && q.prefix && t.startsWith(q.term)) return 1;
    return -1;
  }
  return name.length === words.length ? 0 : 1;
}

/**
 * The most query words found in one stretch of `tokens`, and the smallest window (in words) holding them all.
 * Linear in the text's length: a sliding window over the positions where any query word occurs.
 */
export function proximity(tokens: readonly Token[], words: readonly QueryWord[]): { words: number; span: number } {
  const hits: { pos: number; word: number }[] = [];
  tokens.forEach((t, pos) => {
    const w = words.findIndex((q) => wordMatches(t.term, q));
    if (w >= 0) hits.push({ pos, word: w });
  });
  const found = new Set(hits.map((h) => h.word)).size;
  if (found <= 1) return { words: found, span: 0 };
  const counts = new Map<number, number>();
  let best = Infinity;
  let left = 0;
  for (let right = 0; right < hits.length; right++) {
    counts.set(hits[right]!.word, (counts.get(hits[right]!.word) ?? 0) + 1);
    while (counts.size === found) {
      best = Math.min(best, hits[right]!.pos - hits[left]!.pos);
      const w = hits[left]!.word;
      const c = counts.get(w)! - 1;
      if (c === 0) counts.delete(w);
      else counts.set(w, c);
      left++;
    }
  }
  return { words: found, span: best };
}

/** The tier of a candidate and its place within it (text-tier proximity is filled in later, for the best few). */
export function rankName(doc: IndexedDocument, query: ParsedQuery, score: number): Ranked {
  const { nameTokens, contextTokens } = doc;
  const words = query.words;
  const r: Ranked = { doc, tier: TIER.text, sub: 0, words: 0, span: 0, score };
  const start = nameStart(nameTokens, words);
  const inName = start >= 0 || allMatch(nameTokens, words);
  if (doc.kind === 'record') {
    if (!inName) return r;
    r.tier = start === 0 ? TIER.exact : start === 1 ? TIER.prefix : TIER.allInName;
  } else {
    if (start >= 0) r.sub = start;
    else if (inName) r.sub = 2;
    else if (allMatch(nameTokens, words, contextTokens)) r.sub = 3;
    else return r;
    r.tier = TIER.heading;
  }
  r.words = -words.length;
  if (start < 0 && inName && words.length > 1) r.span = proximity(nameTokens, words).span;
  return r;
}

/** A document found only through its text (its tier needs no check: see SearchService.search). */
export function textRanked(doc: IndexedDocument, score: number): Ranked {
  return { doc, tier: TIER.text, sub: 0, words: 0, span: 0, score };
}

/** Fills in, for a text-tier candidate, how many query words one field holds and how close together. */
export function rankText(r: Ranked, matcher: QueryTermMatcher): void {
  let words = 0;
  let span = Infinity;
  for (const field of r.doc.fieldTerms) {
    const p = matcher.proximity(field);
    if (p.words > words || (p.words === words && p.span < span)) {
      words = p.words;
      span = p.span;
    }
  }
  r.words = -words;
  r.span = span;
}

export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.tier - b.tier ||
    a.sub - b.sub ||
    a.words - b.words ||
    a.span - b.span ||
    (a.tier === TIER.text ? b.score - a.score : 0) ||
    a.doc.name.length - b.doc.name.length ||
    b.doc.textLength - a.doc.textLength ||
    b.score - a.score ||
    a.doc.name.localeCompare(b.doc.name)
  );
}

export interface Evidence {
  matchedField: string;
  snippet: SnippetPart[];
}

/** A text long enough to say what a record is (short fields such as a size or a colour list are not). */
const DESCRIPTIVE_LENGTH = 40;

/**
 * Where the words were found and a short extract around the first of them. A name match shows the opening of the
 * record's first descriptive text (so the reader sees what it is), marked wherever the words occur there too.
 * A text match shows the field holding the most query words (or the quoted phrase), around the first of them.
 */
export function evidence(r: Ranked, query: ParsedQuery, phrases: readonly RegExp[], matcher: QueryTermMatcher): Evidence {
  const isMatch = (term: string) => matcher.matches(term);
  const { doc } = r;
  if (r.tier < TIER.text) {
    const matchedField = doc.kind === 'section' ? 'Heading' : 'Name';
    let first = doc.fields.findIndex((f) => f.text.length >= DESCRIPTIVE_LENGTH);
    if (first < 0) first = doc.fields.length ? 0 : -1;
    if (first < 0) return { matchedField, snippet: snippet(doc.name, isMatch) };
    return { matchedField, snippet: matcher.snippet(doc.fields[first]!.text, doc.fieldTerms[first]!, -1) };
  }
  for (const pattern of phrases) {
    for (const field of doc.fields) {
      const m = pattern.exec(field.text);
      if (m) return { matchedField: field.label, snippet: snippet(field.text, isMatch, m.index) };
    }
  }
  let best = -1;
  let bestFound = 0;
  doc.fieldTerms.forEach((terms, i) => {
    if (bestFound === query.words.length) return;
    const found = matcher.wordsFound(terms);
    if (found > bestFound) {
      best = i;
      bestFound = found;
    }
  });
  if (best < 0) return { matchedField: 'Name', snippet: snippet(doc.name, isMatch) };
  const terms = doc.fieldTerms[best]!;
  return { matchedField: doc.fields[best]!.label, snippet: matcher.snippet(doc.fields[best]!.text, terms, matcher.firstHit(terms)) };
}
