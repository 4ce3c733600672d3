// A rehype step that gives every heading its anchor id once per parse, in document order (so repeats get -1, -2
// exactly as outlineHeadings() predicts, however often React re-renders the heading elements).
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { createSlugger } from '../../../../core/text/markdown-text.ts';

const HEADING = /^h[1-6]$/;

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

export function rehypeHeadingIds() {
  return (tree: Root) => {
    const slug = createSlugger();
    const visit = (nodes: Array<RootContent | ElementContent>) => {
      for (const node of nodes) {
        if (node.type !== 'element') continue;
        const el = node as Element;
        if (HEADING.test(el.tagName)) el.properties = { ...el.properties, id: slug(textOf(el)) };
        else visit(el.children);
      }
    };
    visit(tree.children);
  };
}
