// The resource list and its look-ups. The entries themselves, with every fact about each resource, are the catalogue
// (core/catalogue.ts); this module keeps the names the rest of the code imports and the helpers over them.
import { RESOURCES, type ResourceDef, type ResourceKey } from './catalogue.ts';
import { ROUTES, type RouteDef } from './routes.ts';
import type { BookKey } from './site-paths.ts';

export { MASTER_VERSION, RESOURCES } from './catalogue.ts';
export type { CachePolicy, FilterMatch, GraphQLDef, ListFilter, ResourceDef, ResourceEntry, ResourceKey, ResourceKind, SearchDef, SearchPath, SearchTarget } from './catalogue.ts';

/** Files in an import folder that are recognised but deliberately not imported (the server computes them). */
export const IGNORED_FILES: Readonly<Record<string, string>> = {
  'dataVersion.json': 'data versions are assigned by the importer, not imported',
  'MANIFEST.json': 'a description of the folder, not rules data',
  'README.md': 'a description of the folder, not rules data',
};

const ALL: readonly ResourceDef[] = RESOURCES;

const byName = new Map<string, ResourceDef>();
for (const def of ALL) {
  byName.set(def.key, def);
  for (const alias of def.aliases) byName.set(alias, def);
}

/** Finds a resource by its canonical name or any alias (exact, case-sensitive, as the original API). */
export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export function resourceDef(key: ResourceKey): ResourceDef {
  const def = byName.get(key);
  if (!def) throw new Error(`Unknown resource: ${key}`);
  return def;
}

/** Our own resources (`ownData`): a rules folder that lacks one gets the bundled file. */
export const OWN_DATA_RESOURCES: readonly ResourceKey[] = ALL.filter((r) => r.ownData).map((r) => r.key as ResourceKey);

/** The resource whose imports bump this data-version name. */
export function resourceByVersionName(versionName: string): ResourceDef | undefined {
  return ALL.find((r) => r.versionName === versionName);
}

/** Which resource holds each rulebook's chapters. */
export const BOOK_RESOURCES = Object.fromEntries(ALL.flatMap((r) => (r.book ? [[r.book, r.key as ResourceKey]] : []))) as Record<BookKey, ResourceKey>;

/** The rulebook a chapter resource makes up; undefined for other resources. */
export function bookOf(key: ResourceKey): BookKey | undefined {
  return resourceDef(key).book;
}

/** A record's own page (one parameter, titled by the record; chapter routes have no title of their own). */
const isRecordRoute = (route: RouteDef) => (route.pattern.match(/:/g) ?? []).length === 1 && route.title !== undefined;

/**
 * The canonical pattern of a page: a record shown under several routes (a species in the handbook and under
 * /characters) has one canonical page, the first record route its catalogue entry names; every other page is its own.
 */
export function canonicalPattern(pattern: string): string {
  for (const resource of ALL) {
    const routes = resource.pages.map((k) => ROUTES[k] as RouteDef).filter(isRecordRoute);
    if (routes.length > 1 && routes.some((r) => r.pattern === pattern)) {
      const param = /:(\w+)/.exec(pattern)?.[1];
      const first = routes.find((r) => r.pattern.endsWith(`:${param}`));
      if (first) return first.pattern;
    }
  }
  return pattern;
}
