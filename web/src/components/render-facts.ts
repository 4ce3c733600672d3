// What a page tells the server renderer while it renders: the title it asks for, whether it found nothing (the
// server then answers 404) and whether it failed (500, never kept). In the browser there is no provider and these
// hooks do nothing.
import { createContext, useContext } from 'react';

export interface RenderFacts {
  /** The last title a page asked for during the render (the deepest page renders last). */
  title?: string;
  /** Set when the page shows the not-found content: an unknown address or an unknown record name. */
  notFound: boolean;
  /** Set when the page shows an error instead of its content (its code or its data could not be loaded). */
  failed?: boolean;
}

export const RenderFactsContext = createContext<RenderFacts | null>(null);

/** Notes the page's title for the server's <title> (the browser sets document.title in an effect instead). */
export function useServerTitle(title: string | undefined): void {
  const facts = useContext(RenderFactsContext);
  if (facts && title?.trim()) facts.title = title;
}

/** Marks the page being rendered as not found (the server answers 404) or failed (500, and the page is not kept). */
function useStatusFact(fact: 'notFound' | 'failed'): void {
  const facts = useContext(RenderFactsContext);
  if (facts) facts[fact] = true;
}

export const useNotFoundStatus = (): void => useStatusFact('notFound');
export const useFailedStatus = (): void => useStatusFact('failed');

/** Rendered inside a page's not-found branch (where a hook cannot be called conditionally). */
export function NotFoundStatus(): null {
  useNotFoundStatus();
  return null;
}

/** Rendered inside an error branch (where a hook cannot be called conditionally). */
export function FailedStatus(): null {
  useFailedStatus();
  return null;
}
