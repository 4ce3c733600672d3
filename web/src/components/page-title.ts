// Document titles: '{title} | SW5E', or 'SW5E' alone when a route has no title.
// Routes give a default through `handle.title`; a page that knows better (a detail page) calls usePageTitle.
import { useEffect } from 'react';
import type { UIMatch } from 'react-router-dom';
import { useServerTitle } from './render-facts.ts';

export const SITE_TAG = 'SW5E';

export function buildTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_TAG}` : SITE_TAG;
}

/** A route's `handle`: a fixed title, or one computed from the route params. */
export interface RouteHandle {
  title?: string | ((params: Record<string, string | undefined>) => string | undefined);
}

/** The deepest matched route that names a title wins; no title gives 'SW5E' alone. */
export function routeTitle(matches: ReadonlyArray<Pick<UIMatch<unknown, unknown>, 'handle' | 'params'>>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (!handle?.title) continue;
    return typeof handle.title === 'function' ? handle.title(matches[i].params) : handle.title;
  }
  return undefined;
}

let currentRouteTitle: string | undefined;
const overrides: Array<{ title: string | undefined }> = [];

function apply(): void {
  const override = [...overrides].reverse().find((o) => o.title);
  document.title = buildTitle(override?.title ?? currentRouteTitle);
}

/** Set by the layout from the matched route's `handle.title`. */
export function setRouteTitle(title: string | undefined): void {
  currentRouteTitle = title;
  apply();
}

/** Sets the page title while the calling component is mounted (undefined keeps the route's title). */
export function usePageTitle(title: string | undefined): void {
  // Effects do not run on the server: the server renderer reads the title from its render facts instead.
  useServerTitle(title);
  useEffect(() => {
    const entry = { title };
    overrides.push(entry);
    apply();
    return () => {
      overrides.splice(overrides.indexOf(entry), 1);
      apply();
    };
  }, [title]);
}
