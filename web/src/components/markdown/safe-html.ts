// Raw HTML inside rules markdown. The data uses a little of it (line breaks in ventures, a two-column block on a
// background, an image in expanded content); those render, everything else is removed before React sees it. The
// allow-list below is the whole of what survives: no scripts, no event handlers, no style attributes, no frames or
// forms, links and images only to safe addresses.
import type { Element, Root, RootContent, ElementContent } from 'hast';
import type { Options as Schema } from 'rehype-sanitize';

/** Hosts whose images rules text may show (besides the site's own /images); others show their alt text instead. */
export const ALLOWED_IMAGE_HOSTS = ['starwars5ecentral.blob.core.windows.net', 'www.gmbinder.com'] as const;

/** True for a same-site path or an https address on an allowed image host. */
export function isAllowedImageSource(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && (ALLOWED_IMAGE_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** Column layouts the data asks for with `style='column-count:N'`, kept as a class (the style itself is dropped). */
const COLUMN_CLASSES = ['md-columns-2', 'md-columns-3'] as const;

/**
 * A rehype step run before sanitizing: a `div` whose inline style asks for 2 or 3 columns gets the matching class,
 * the only part of an inline style the site honours.
 */
export function rehypeColumnLayout() {
  return (tree: Root) => {
    const visit = (nodes: Array<RootContent | ElementContent>) => {
      for (const node of nodes) {
        if (node.type !== 'element') continue;
        const el = node as Element;
        const style = typeof el.properties?.style === 'string' ? el.properties.style : '';
        const columns = /column-count\s*:\s*([23])\b/i.exec(style)?.[1];
        if (el.tagName === 'div' && columns) el.properties = { ...el.properties, className: [`md-columns-${columns}`] };
        visit(el.children);
      }
    };
    visit(tree.children);
  };
}

/** What markdown itself produces, plus br, div (with a column class) and img. Nothing else survives. */
export const SAFE_HTML_SCHEMA: Schema = {
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select'],
  clobberPrefix: '',
  clobber: [],
  tagNames: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 'a', 'img',
    'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'span', 'sup', 'sub', 'b', 'i', 'u',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    div: [['className', ...COLUMN_CLASSES]],
    th: [['align', 'left', 'right', 'center']],
    td: [['align', 'left', 'right', 'center']],
    ol: ['start'],
  },
  protocols: { href: ['http', 'https', 'mailto'], src: ['https'] },
  ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
};
