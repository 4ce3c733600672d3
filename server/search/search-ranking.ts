// How candidates are ordered and what evidence each result carries.
//
// By how well the name (a record's name or a section's heading) matches, best first: the name is exactly the
// query's words; it starts with them; it holds them all. Each of those with whole words (a word and its plural
// count as one), then with the last word only begun (a word still being typed: "Advantageous" for "advantage"),
// then with a typo. After every name match: a section whose heading and chapter title together hold the words;
// last, text only. Between equal name matches: the handbook before the other rulebooks, and those before variant
// rules and expanded content; then words closer together, a record before a heading and a heading before its
// subsections, shorter names, and (between equal names, e.g. the same heading in several chapters) the document
// with more text, which is where the subject is treated in full. Text-only hits are ordered by how many query
// words one field holds and how close together, then by the index's own term weight (BM25).
import type { SearchDocument } from './search-documents.ts';
import type { ParsedQuery, QueryWord } from './search-query.ts';
import type { FieldTerms, QueryTermMatcher } from './search-terms.ts';
import { snippet, withinOneEdit, wordMatches, type SnippetPart, type Token } from './search-text.ts';

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
  /** Within the begun and typo tiers, the shape of the match: 0 exact, 1 starts with the words, 2 holds them. */
  sub: number;
  /** Query words found in the best single field (negated for sorting). */
  words: number;
  /** Span in words of the closest occurrence of all those words (0 for one word). */
  span: number;
  score: number;
}

export const TIER = { exact: 0, start: 1, within: 2, begun: 3, typo: 4, heading: 5, text: 6 } as const;

/** How a word of a name answers a query word, best first. */
const WORD = { whole: 0, begun: 1, typo: 2, none: 3 } as const;
type WordQuality = (typeof WORD)[keyof typeof WORD];
/** A name's shape against the query: its words are the query's, start with them, or hold them somewhere. */
const SHAPE = { exact: 0, start: 1, within: 2 } as const;
type Shape = (typeof SHAPE)[keyof typeof SHAPE];

/** Plurals are the same word for ranking ("Critical Hits" is the heading for "critical hit"). */
function sameWord(term: string, query: string): boolean {
  if (term === query) return true;
  if (query.length < 3) return false;
  const [longer, shorter] = term.length > query.length ? [term, query] : [query, term];
  return longer.startsWith(shorter) && (longer.length - shorter.length === 1 ? longer.endsWith('s') : longer.length - shorter.length === 2 && longer.endsWith('es'));
}

function wordQuality(term: string, q: QueryWord): WordQuality {
  if (sameWord(term, q.term)) return WORD.whole;
  if (q.prefix && term.startsWith(q.term)) return WORD.begun;
  if (q.fuzzy && withinOneEdit(term, q.term)) return WORD.typo;
  return WORD.none;
}

/** The worst word quality when the name's words line up with the query's from the start (none if shorter). */
function startQuality(name: readonly Token[], words: readonly QueryWord[]): WordQuality {
  if (name.length < words.length) return WORD.none;
  let worst: WordQuality = WORD.whole;
  for (let i = 0; i < words.length; i++) {
    const q = wordQuality(name[i]!.term, words[i]!);
    if (q > worst) worst = q;
    if (worst === WORD.none) break;
  }
  return worst;
}

/** The worst, over the query's words, of the best quality any word of the name gives it. */
function withinQuality(name: readonly Token[], words: readonly QueryWord[]): WordQuality {
  let worst: WordQuality = WORD.whole;
  for (const q of words) {
    let best: WordQuality = WORD.none;
    for (const t of name) {
      const quality = wordQuality(t.term, q);
      if (quality < best) best = quality;
      if (best === WORD.whole) break;
    }
    if (best > worst) worst = best;
    if (worst === WORD.none) break;
  }
  return worst;
}

/** The tier and sub of a name matched in `shape` with words of `quality`. */
function placeOf(quality: WordQuality, shape: Shape): { tier: number; sub: number } {
  if (quality === WORD.whole) return { tier: shape, sub: 0 };
  return { tier: quality === WORD.begun ? TIER.begun : TIER.typo, sub: shape };
}

function allMatch(tokens: readonly Token[], words: readonly QueryWord[], more: readonly Token[] = []): boolean {
  for (const q of words) {
    let hit = false;
    for (const t of tokens) if (wordMatches(t.term, q)) { hit = true; break; }
    if (!hit) for (const t of more) if (wordMatches(t.term, q)) { hit = true; break; }
    if (!hit) return false;
  }
  return true;
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
  const start = startQuality(nameTokens, words);
  const within = start === WORD.whole ? WORD.whole : withinQuality(nameTokens, words);
  let place: { tier: number; sub: number } | undefined;
  if (start !== WORD.none) place = placeOf(start, nameTokens.length === words.length ? SHAPE.exact : SHAPE.start);
  if (within !== WORD.none) {
    const inside = placeOf(within, SHAPE.within);
    if (!place || inside.tier < place.tier || (inside.tier === place.tier && inside.sub < place.sub)) place = inside;
  }
  if (place) {
    r.tier = place.tier;
    r.sub = place.sub;
  } else if (doc.kind === 'section' && allMatch(nameTokens, words, contextTokens)) r.tier = TIER.heading;
  else return r;
  r.words = -words.length;
  if (r.tier !== TIER.heading && (r.tier === TIER.within || r.sub === SHAPE.within) && words.length > 1) r.span = proximity(nameTokens, words).span;
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
  const byPlace = a.tier - b.tier || a.sub - b.sub;
  if (byPlace) return byPlace;
  const within =
    a.tier === TIER.text
      ? a.words - b.words || a.span - b.span || b.score - a.score || a.doc.standing - b.doc.standing
      : a.doc.standing - b.doc.standing || a.span - b.span || a.doc.depth - b.doc.depth;
  return (
    within ||
    a.doc.name.length - b.doc.name.length ||
    b.doc.textLength - a.doc.textLength ||
    b.score - a.score ||
    a.doc.name.localeCompare(b.doc.name)
  );
}

/**
 * The group of a ranked candidate: every member of a lower group sorts before every member of a higher one
 * (compareRanked compares these first), so the best few groups can be sorted alone.
 */
export function rankGroup(r: Ranked): number {
  return (r.tier * 4 + r.sub) * 4 + (r.tier === TIER.text ? 0 : r.doc.standing);
}

export interface Evidence {
  matchedField: string;
  snippet: SnippetPart[];
}

/** A text long enough to say what a record is (short fields such as a size or a colour list are not). */
const DESCRIPTIVE_LENGTH = 40;

/**
 * Where the words were found and a short extract around the first of them. A name match shows the record's summary
 * when it has one (a weapon's damage and properties), else the opening of its first descriptive text (so the reader
 * sees what it is), marked wherever the words occur there too.
 * A text match shows the field holding the most query words (or the quoted phrase), around the first of them.
 */
export function evidence(r: Ranked, query: ParsedQuery, phrases: readonly RegExp[], matcher: QueryTermMatcher): Evidence {
  const isMatch = (term: string) => matcher.matches(term);
  const { doc } = r;
  if (r.tier < TIER.text) {
    const matchedField = doc.kind === 'section' ? 'Heading' : 'Name';
    if (doc.summary) return { matchedField, snippet: snippet(doc.summary, isMatch) };
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
