// Text handling shared by the search index and its ranking: words with their positions, markdown reduced to the
// text a reader sees, how a query word matches a word of the text, and snippets with the matched words marked.

export interface Token {
  /** Lower case, apostrophes removed ("Twi'lek" -> "twilek"). */
  term: string;
  start: number;
  end: number;
}

/** A word: letters and digits, with apostrophes inside (global, so use it with matchAll or a copy). */
export const WORD_PATTERN = /[\p{L}\p{N}'\u2019]+/gu;
const WORD = WORD_PATTERN;

/** A word as the index keeps it: lower case, apostrophes removed. */
export function normalizeWord(raw: string): string {
  return raw.toLowerCase().replace(/['\u2019]/g, '');
}

/** The words of a text with where each sits; apostrophes join ("Twi'lek" is one word), other punctuation separates. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = normalizeWord(m[0]);
    if (term) out.push({ term, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * Markdown and stray HTML reduced to what a reader sees: no heading marks, emphasis, table pipes, link targets or
 * tags; the data's U+FFFD (a mangled dash) shown as '-', as the pages show it.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\uFFFD/g, '-')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/[*_`~>|]+/g, ' ')
    .replace(/\\/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when `a` and `b` differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1);
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface WordRule {
  term: string;
  prefix: boolean;
  fuzzy: boolean;
}

/** Whether a word of the text answers a query word, by the same rule the index uses (whole, prefix, one typo). */
export function wordMatches(textTerm: string, q: WordRule): boolean {
  if (textTerm === q.term) return true;
  if (q.prefix && textTerm.startsWith(q.term)) return true;
  return q.fuzzy && withinOneEdit(textTerm, q.term);
}

export interface SnippetPart {
  text: string;
  matched: boolean;
}

/** How much text a snippet shows around its first match. */
const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

/** The first word of `text` at or after `from` satisfying `isMatch`, reading no further than needed. */
export function firstMatch(text: string, isMatch: (term: string) => boolean, from = 0): Token | undefined {
  const re = new RegExp(WORD.source, 'gu');
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const term = normalizeWord(m[0]);
    if (isMatch(term)) return { term, start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/**
 * A short extract of `text` around the first word satisfying `isMatch` (from `from` on), cut at word boundaries,
 * with every matching word inside it marked. Without a match, the start of the text. Only the extract is read
 * word by word, so long chapter sections cost no more than short descriptions.
 */
export function snippet(text: string, isMatch: (term: string) => boolean, from = 0): SnippetPart[] {
  return snippetAround(text, firstMatch(text, isMatch, from), isMatch);
}

/** The word of `text` starting at `start`, as a token. */
export function tokenAt(text: string, start: number): Token | undefined {
  const re = new RegExp(WORD.source, 'uy');
  re.lastIndex = start;
  const m = re.exec(text);
  return m ? { term: normalizeWord(m[0]), start, end: start + m[0].length } : undefined;
}

/**
 * The extract of `text` around `first` (the opening of the text when undefined), cut at word boundaries, with every
 * word inside it satisfying `isMatch` marked.
 */
export function snippetAround(text: string, first: Token | undefined, isMatch: (term: string) => boolean): SnippetPart[] {
  const { start, end } = snippetWindow(text, first);
  const marks = tokenize(text.slice(start, end))
    .filter((t) => isMatch(t.term))
    .map((t) => ({ start: start + t.start, end: start + t.end }));
  return snippetParts(text, start, end, marks);
}

/** Where the extract around `first` (or the opening) starts and ends: about SNIPPET_LENGTH, cut at spaces. */
export function snippetWindow(text: string, first: { start: number; end: number } | undefined): { start: number; end: number } {
  let start = first ? Math.max(0, first.start - SNIPPET_BEFORE) : 0;
  if (start > 0 && first) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first.start ? space + 1 : first.start;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > (first?.end ?? start)) end = space;
  }
  return { start, end };
}

/** The extract text[start, end) as parts, the `marks` (in order, inside it) marked, with an ellipsis where cut. */
export function snippetParts(text: string, start: number, end: number, marks: readonly { start: number; end: number }[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (s: string, matched: boolean) => {
    if (!s) return;
    const last = parts[parts.length - 1];
    if (last && last.matched === matched) last.text += s;
    else parts.push({ text: s, matched });
  };
  if (start > 0) push('\u2026', false);
  let at = start;
  for (const m of marks) {
    push(text.slice(at, m.start), false);
    push(text.slice(m.start, m.end), true);
    at = m.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push('\u2026', false);
  return parts;
}
