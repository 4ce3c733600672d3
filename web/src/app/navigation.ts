// The toolbar's routes and their nested routes: one list for the desktop menus, the small-screen overflow menu and
// the tests, built from the route table (the sections' pages are the ones their hubs list).
import { ROUTES, routeLink, sectionLinks, type SectionKey } from '../../../core/routes.ts';

export interface NavItem {
  label: string;
  to: string;
  children?: NavItem[];
}

const sectionItem = (section: SectionKey): NavItem => ({ ...routeLink(section), children: sectionLinks(section) });

export const NAV_ITEMS: NavItem[] = [
  routeLink('home'),
  sectionItem('rules'),
  sectionItem('characters'),
  sectionItem('loot'),
  sectionItem('starships'),
  sectionItem('tools'),
  routeLink('assets'),
  routeLink('credits'),
];

/** The books whose pages have a side drawer of chapters: its icon shows when the path contains one of these. */
const DRAWER_BOOK_SEGMENTS: readonly string[] = [ROUTES.phb, ROUTES.wh, ROUTES.sotg, ROUTES.snv].map((book) => book.pattern.split('/').at(-1)!);

export function hasSideDrawer(pathname: string): boolean {
  return pathname
    .toLowerCase()
    .split('/')
    .some((segment) => DRAWER_BOOK_SEGMENTS.includes(segment));
}

/** The search results route for a text, or undefined when the text is empty (empty text does not search). */
export function searchPath(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? `${ROUTES.searchResults.pattern}?searchText=${encodeURIComponent(trimmed)}` : undefined;
}
