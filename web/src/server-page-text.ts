// The description of a server-rendered page, taken from its own rendered text: the first paragraph after the main
// heading (a record's flavour text, a chapter's opening), in plain words and cut at a word near 160 characters, the
// length search engines show.
const MAX_DESCRIPTION = 160;
/** Shorter paragraphs are labels or notes ('Back to the list'), not a description. */
const MIN_PARAGRAPH = 40;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Markup to plain text: tags dropped, character references decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] === '#') return String.fromCodePoint(ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
      return ENTITIES[ref.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at the last word boundary before `max` characters, with an ellipsis when anything was cut. */
export function trimWords(text: string, max = MAX_DESCRIPTION): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export function pageDescription(html: string): string | undefined {
  const main = Math.max(0, html.indexOf('<main'));
  const heading = html.indexOf('<h1', main);
  const paragraphs = /<p\b[^>]*>([\s\S]*?)<\/p>/g;
  paragraphs.lastIndex = heading < 0 ? main : heading;
  let first: string | undefined;
  for (let m = paragraphs.exec(html); m; m = paragraphs.exec(html)) {
    const text = plainText(m[1]);
    first ??= text || undefined;
    if (text.length >= MIN_PARAGRAPH) return trimWords(text);
  }
  return first && trimWords(first);
}
