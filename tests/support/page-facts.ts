// What a server-rendered page must carry for a reader without JavaScript, read from the served bytes themselves (an
// HTML parser, no browser): without scripts the page can never change after it is parsed, so the document the server
// sent is the page. The sitemap contract test reads them on every page it fetches.
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

type Node = T.ChildNode | T.Document;

const isElement = (node: Node): node is T.Element => 'tagName' in node;
const children = (node: Node): T.ChildNode[] => (isElement(node) && node.tagName === 'template' ? (node as T.Template).content.childNodes : 'childNodes' in node ? node.childNodes : []);

/** Every element under `node`, in document order. */
function* elements(node: Node): Generator<T.Element> {
  for (const child of children(node)) {
    if (isElement(child)) {
      yield child;
      yield* elements(child);
    }
  }
}

function text(node: Node): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value;
  return children(node).map(text).join('');
}

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const first = (node: Node, tag: string) => [...elements(node)].find((el) => el.tagName === tag);

/**
 * What is wrong with the page at `path` for a reader without JavaScript, or nothing: a main heading (holding
 * `heading`, the record's or chapter's name, when given), some text of content, no loading status left, the collected
 * styles in the document, and the site's title.
 */
export function noScriptProblems(path: string, html: string, heading?: string): string[] {
  const doc = parse(html);
  const main = first(doc, 'main');
  const inMain = main ? [...elements(main)] : [];
  // Real chapters may hold further top-level headings of their own: the page's heading is the first.
  const h1 = inMain.find((el) => el.tagName === 'h1');
  const shown = h1 ? text(h1).trim() : '';
  const problems: string[] = [];
  if (!shown) problems.push(`${path}: no main heading`);
  else if (heading && !shown.toLowerCase().includes(heading.toLowerCase())) problems.push(`${path}: main heading "${shown}" does not name "${heading}"`);
  if (!inMain.some((el) => ['p', 'td', 'li', 'dd', 'h2'].includes(el.tagName) && /\S/.test(text(el)))) problems.push(`${path}: no content text`);
  if (inMain.some((el) => attr(el, 'role') === 'status' && /Loading/.test(text(el)))) problems.push(`${path}: still loading`);
  const styles = [...elements(doc)].filter((el) => el.tagName === 'style' && attr(el, 'data-styled') !== undefined).length;
  if (styles !== 1) problems.push(`${path}: ${styles} collected style elements, not 1`);
  const title = first(doc, 'title');
  if (!/(^| \| )SW5E$/.test(title ? text(title) : '')) problems.push(`${path}: title "${title ? text(title) : ''}"`);
  return problems;
}
