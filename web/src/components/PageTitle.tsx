// Declarative form of usePageTitle, for pages that prefer an element.
import { usePageTitle } from './page-title.ts';

export function PageTitle({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}
