// Document titles: '{title} | SW5E', or 'SW5E' alone when a route has no title (spec sections 2 and 9).
// Routes give a default through `handle.title`; a page that knows better (a detail page) calls usePageTitle.
import { useEffect } from 'react';

export const SITE_TAG = 'SW5E';

export function buildTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_TAG}` : SITE_TAG;
}

let routeTitle: string | undefined;
const overrides: Array<{ title: string | undefined }> = [];

function apply(): void {
  const override = [...overrides].reverse().find((o) => o.title);
  document.title = buildTitle(override?.title ?? routeTitle);
}

/** Set by the layout from the matched route's `handle.title`. */
export function setRouteTitle(title: string | undefined): void {
  routeTitle = title;
  apply();
}

/** Sets the page title while the calling component is mounted (undefined keeps the route's title). */
export function usePageTitle(title: string | undefined): void {
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
