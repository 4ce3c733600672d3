// The route table against the real route tree: every path the site builds (path builders used by the server's
// search, the toolbar, the hubs, the home page) lands on the route meant for it, not on the not-found page, and every
// resource with a page has a route whose page component loads.
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../core/resources.ts';
import { ROUTES, routePath, SECTION_PAGES, type RouteDef, type RouteKey } from '../../../core/routes.ts';
import {
  BOOK_BASE,
  CHAPTER_SLUGS,
  chapterNameForSlug,
  chapterPath,
  routedChapterPath,
  CUSTOMIZATION_OPTION_SLUGS,
  customizationOptionPath,
  itemPaths,
  tablePath,
  type BookKey,
} from '../../../core/site-paths.ts';
import { NAV_ITEMS } from '../app/navigation.ts';
import { RULEBOOK_CARDS, SITE_SECTIONS } from './home/home-content.ts';
import { handbookEntries, SCUM_AND_VILLAINY_ENTRIES, STARSHIPS_ENTRIES, WRETCHED_HIVES_ENTRIES } from './rules/book-drawers.ts';
import { routes } from './router.tsx';

/** The full pattern of the deepest match: absolute paths as written, relative ones joined to their parents. */
function matchedPattern(matches: RouteMatch[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (route.path === undefined) continue;
    pattern = route.path.startsWith('/') || !pattern ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}

function match(path: string): RouteMatch[] {
  const pathname = new URL(path, 'http://site.test').pathname;
  const matches = matchRoutes(routes, pathname);
  if (!matches) throw new Error(`no route matches ${path}`);
  return matches;
}

/** The table pattern of the route a path lands on. */
const landsOn = (path: string) => matchedPattern(match(path));

/** A sample path of a route: each parameter filled with a name that needs encoding. */
const samplePath = (route: RouteDef) => route.pattern.replace(/:(\w+)/g, () => encodeURIComponent("Twi'lek Ω/1"));

const routeKeys = Object.keys(ROUTES) as RouteKey[];

describe('the route table', () => {
  it('mounts every entry: its own pattern lands on it', () => {
    for (const key of routeKeys.filter((k) => k !== 'notFound')) expect(landsOn(samplePath(ROUTES[key])), key).toBe(ROUTES[key].pattern);
    expect(landsOn('/no/such/page')).toBe('*');
  });

  it('fills parameters in, encoded, and refuses a missing one', () => {
    expect(routePath(ROUTES.speciesItem, { speciesName: "Twi'lek" })).toBe("/characters/species/Twi'lek");
    expect(routePath(ROUTES.monster, { monsterName: 'A/B C' })).toBe('/rules/snv/monsters/A%2FB%20C');
    expect(routePath(ROUTES.feats)).toBe('/characters/feats');
    expect(() => routePath(ROUTES.class, {} as { className: string })).toThrow(/:className/);
  });
});

describe('the path builders of site-paths', () => {
  it('give item paths that land on the item routes', () => {
    const expected: Record<keyof typeof itemPaths, RouteKey | undefined> = {
      species: 'speciesItem',
      class: 'class',
      archetype: 'archetype',
      background: 'background',
      monster: 'monster',
      deployment: 'deployment',
      starshipSize: 'starshipSize',
      variantRule: 'variantRule',
      expandedContent: 'expandedContentItem',
      hashModal: undefined,
    };
    for (const [builder, key] of Object.entries(expected)) {
      if (!key) continue;
      const build = itemPaths[builder as Exclude<keyof typeof itemPaths, 'hashModal'>];
      expect(landsOn(build("Twi'lek / Ω")), builder).toBe(ROUTES[key].pattern);
    }
    expect(landsOn(itemPaths.hashModal(ROUTES.rules.pattern, 'Table'))).toBe(ROUTES.rules.pattern);
  });

  it('give chapter paths that land on a chapter route which knows the chapter', () => {
    for (const book of Object.keys(CHAPTER_SLUGS) as (keyof typeof CHAPTER_SLUGS)[]) {
      for (const [slug, chapterName] of CHAPTER_SLUGS[book]) {
        const path = chapterPath(book, chapterName);
        const pattern = landsOn(path);
        expect(pattern, path).not.toBe('*');
        expect(pattern.startsWith(BOOK_BASE[book]), path).toBe(true);
        // A table page of the book that shares the chapter's slug (species, deployments, ...) shows the chapter too.
        if (pattern.endsWith('/:chapter')) expect(chapterNameForSlug(book, match(path).at(-1)!.params.chapter!)).toBe(chapterName);
        else expect(slug === '' || pattern === `${BOOK_BASE[book]}/${slug}`, path).toBe(true);
      }
    }
    for (const book of ['VARIANT_RULES', 'EXPANDED_CONTENT'] satisfies BookKey[]) {
      expect(landsOn(chapterPath(book, 'Any Chapter: Name'))).toBe(book === 'VARIANT_RULES' ? ROUTES.variantRule.pattern : ROUTES.expandedContentItem.pattern);
    }
  });

  it('give no path for a chapter the data holds but no chapter route shows (the real handbook has a Preface)', () => {
    expect(routedChapterPath('PHB', 'Preface')).toBeUndefined();
    expect(routedChapterPath('WH', 'Appendix Z')).toBeUndefined();
    expect(routedChapterPath('PHB', 'classes')).toBe(chapterPath('PHB', 'Classes'));
    expect(routedChapterPath('VARIANT_RULES', 'Any Chapter: Name')).toBe(chapterPath('VARIANT_RULES', 'Any Chapter: Name'));
  });

  it('give customization option and table row paths that land on their pages', () => {
    for (const slug of CUSTOMIZATION_OPTION_SLUGS) expect(landsOn(customizationOptionPath(slug))).toBe(ROUTES.customizationOption.pattern);
    for (const key of ['feats', 'forcePowers', 'weapons', 'starshipWeapons', 'ventures'] satisfies RouteKey[]) {
      expect(landsOn(tablePath(ROUTES[key].pattern, 'Net'))).toBe(ROUTES[key].pattern);
    }
  });
});

describe('links of the toolbar, hubs and home page', () => {
  const links = [
    ...NAV_ITEMS.flatMap((i) => [i, ...(i.children ?? [])]).map((i) => i.to),
    ...RULEBOOK_CARDS.map((c) => c.to),
    ...SITE_SECTIONS.map((s) => s.to),
  ];

  it('each land on a page of the table, never on the not-found page', () => {
    const patterns = new Set<string>(routeKeys.map((k) => ROUTES[k].pattern));
    for (const to of links) {
      expect(landsOn(to), to).not.toBe('*');
      expect(patterns.has(landsOn(to)), to).toBe(true);
    }
  });

  it('list each section hub page under the section itself', () => {
    for (const [section, pages] of Object.entries(SECTION_PAGES)) {
      for (const page of pages) expect(ROUTES[page].pattern.startsWith(`${ROUTES[section as keyof typeof SECTION_PAGES].pattern}/`), page).toBe(true);
    }
  });
});

describe("the rulebooks' side drawers", () => {
  it('link every entry to a table page or record of the table, or to a chapter the book knows', () => {
    const books = [
      ['PHB', handbookEntries(["Twi'lek", 'Human'])],
      ['SOTG', STARSHIPS_ENTRIES],
      ['WH', WRETCHED_HIVES_ENTRIES],
      ['SNV', SCUM_AND_VILLAINY_ENTRIES],
    ] as const;
    for (const [book, entries] of books) {
      const targets = entries.flatMap((e) => [e.to, ...(e.children ?? []).map((c) => c.to)]).filter((to): to is string => Boolean(to));
      expect(targets.length, book).toBeGreaterThanOrEqual(3);
      for (const to of targets) {
        const matches = match(to);
        const pattern = matchedPattern(matches);
        expect(pattern.startsWith(BOOK_BASE[book]), to).toBe(true);
        const { chapter, list } = matches.at(-1)!.params;
        if (pattern.includes(':chapter')) expect(chapterNameForSlug(book, list ? `${chapter}/${list}` : chapter!), to).toBeDefined();
      }
    }
  });
});

describe('resources with pages', () => {
  it('name routes that are mounted and whose page component loads', async () => {
    const loaded = new Map<RouteObject, unknown>();
    for (const { key, pages } of RESOURCES) {
      for (const routeKey of pages) {
        const matches = match(samplePath(ROUTES[routeKey]));
        expect(matchedPattern(matches), `${key} -> ${routeKey}`).toBe(ROUTES[routeKey].pattern);
        const route = matches.at(-1)!.route;
        if (!loaded.has(route)) {
          const lazy = route.lazy as (() => Promise<{ Component?: unknown }>) | undefined;
          loaded.set(route, route.Component ?? (await lazy?.())?.Component);
        }
        expect(typeof loaded.get(route), `${key} -> ${routeKey}: page component`).toBe('function');
      }
    }
  }, 60_000);

  it('cover every resource the site shows in a table, card list, detail page or chapter', () => {
    const withPages = RESOURCES.filter(({ pages }) => pages.length > 0).map(({ key }) => key);
    expect(withPages.length).toBeGreaterThan(25);
    // The resources with no page of their own are the engine's data and lookups, shown inside other pages.
    expect(RESOURCES.filter(({ pages }) => pages.length === 0).map(({ key }) => key).sort()).toEqual(
      ['characterAdvancement', 'encounterRules', 'feature', 'featureMechanics', 'gearMechanics', 'multiclassPrerequisites', 'referenceTable', 'skills', 'starshipMechanics'].sort(),
    );
  });
});
