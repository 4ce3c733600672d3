// Text transforms for rules markdown: replacement characters, unique heading anchors and the chapter outline.
import { headingSlug } from '../site-paths.ts';
import { cleanText } from './display-text.ts';

/**
 * Markdown as it is rendered: cleanText (replacement characters as dashes), and Windows line ends normalised so
 * headings and tables parse the same everywhere.
 */
export function cleanMarkdown(source: string): string {
  return cleanText(source).replace(/\r\n?/g, '\n');
}

/** Heading anchors for one document: headingSlug, with '-1', '-2' added to repeats so every id stays unique. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

export interface OutlineEntry {
  depth: number;
  text: string;
  id: string;
}

/** Strips inline markdown (emphasis, links, code) from a heading line so its text matches what is rendered. */
export function headingPlainText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/** One heading of a document with the text under it, up to the next heading of any depth. */
export interface Section extends OutlineEntry {
  body: string;
}

/**
 * The sections of a document in order, each headed by a heading with the id the renderer gives it (same slugger,
 * same order), skipping fenced code. Text before the first heading is `lead`. The chapter contents list and the
 * search index both read a document through this, so a search result's anchor is always the page's own id.
 */
export function documentSections(markdown: string): { lead: string; sections: Section[] } {
  const slug = createSlugger();
  const heads: OutlineEntry[] = [];
  const bodies: string[][] = [[]];
  let fenced = false;
  for (const line of cleanMarkdown(markdown).split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^\s{0,3}(#{1,6})\s+(.*)$/.exec(line);
    const text = match ? headingPlainText(match[2]) : '';
    if (match && text) {
      heads.push({ depth: match[1].length, text, id: slug(text) });
      bodies.push([]);
    } else bodies[bodies.length - 1]!.push(line);
  }
  return { lead: bodies[0]!.join('\n'), sections: heads.map((h, i) => ({ ...h, body: bodies[i + 1]!.join('\n') })) };
}

/** The headings of a document in order with the ids the renderer gives them. Used for the chapter's contents list. */
export function outlineHeadings(markdown: string): OutlineEntry[] {
  return documentSections(markdown).sections.map(({ depth, text, id }) => ({ depth, text, id }));
}

/**
 * The headings a chapter's contents list shows: those of the highest level (below the title) that occurs at least
 * twice. Chapters differ: most list their sections as '##', the conditions appendix as '####', the changelog its
 * dates as '###'. A lone heading of a higher level (a chapter's single '###' intro) does not hide the real list.
 */
export function contentsHeadings(markdown: string): OutlineEntry[] {
  const all = outlineHeadings(markdown).filter((h) => h.depth >= 2);
  for (let depth = 2; depth <= 6; depth++) {
    const level = all.filter((h) => h.depth === depth);
    if (level.length >= 2) return level;
  }
  return all;
}

/** Title in start case, as the hash modal shows it: 'force_push' and 'forcePush' both become 'Force Push'. */
export function startCase(text: string): string {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Splits a leading '# Title' line off a document, so a page can put its contents and buttons under the title. */
export function splitTitle(markdown: string): { title: string | undefined; body: string } {
  const text = cleanMarkdown(markdown);
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(\n|$)/.exec(text);
  if (!match) return { title: undefined, body: text };
  return { title: headingPlainText(match[1]), body: text.slice(match[0].length) };
}
