// Path builders for rules items and chapters, filled in from the route table (`routes.ts`), so every path they give
// is a route the router mounts. Pure TypeScript (no React): the server imports it to give every search result its
// path.
import { ROUTES, routePath } from './routes.ts';

export type BookKey = 'PHB' | 'SOTG' | 'WH' | 'SNV' | 'VARIANT_RULES' | 'EXPANDED_CONTENT';

/** Route slug -> chapterName for the books whose chapters have fixed slugs (the empty slug is the book's own page). */
export const CHAPTER_SLUGS: Record<'PHB' | 'SOTG' | 'WH' | 'SNV', ReadonlyArray<readonly [slug: string, chapterName: string]>> = {
  PHB: [
    ['', 'Introduction'],
    ['whatsDifferent', 'Whats Different'],
    ['stepByStep', 'Step-By-Step Characters'],
    ['species', 'Species'],
    ['classes', 'Classes'],
    ['backgrounds', 'Personality and Backgrounds'],
    ['equipment', 'Equipment'],
    ['customization', 'Customization Options'],
    ['abilityScores', 'Using Ability Scores'],
    ['adventuring', 'Adventuring'],
    ['combat', 'Combat'],
    ['casting', 'Force- and Tech-casting'],
    ['conditions', 'Appendix A: Conditions'],
    ['variantRules', 'Appendix B: Recommended Variant Rules'],
    ['changelog', 'Changelog'],
  ],
  SOTG: [
    ['introduction', 'Introduction'],
    ['stepByStep', 'Step-By-Step Starships'],
    ['deployments', 'Deployments'],
    ['starships', 'Starships'],
    ['modifications', 'Modifications'],
    ['equipment', 'Equipment'],
    ['customization', 'Customization Options'],
    ['abilityScores', 'Using Ability Scores'],
    ['adventuring', 'Adventuring'],
    ['combat', 'Combat'],
    ['generatingEncounters', 'Generating Encounters'],
    ['conditions', 'Appendix A: Conditions'],
    ['changelog', 'Changelog'],
  ],
  WH: [
    ['introduction', 'Introduction'],
    ['stepByStepFactions', 'Step-By-Step Factions'],
    ['downtime', 'Entertainment and Downtime'],
    ['factionsAndMembership', 'Factions and Membership'],
    ['abilityScores', 'Using Ability Scores'],
    ['equipment', 'Equipment'],
    ['customizationOptions', 'Customization Options'],
    ['enhancedItems', 'Enhanced Items'],
    ['modifiableItems', 'Modifiable Items'],
    ['toolProficiencies', 'Tool Proficiencies'],
    ['changelog', 'Changelog'],
  ],
  // Scum and Villainy's /monsters is the monster table; the Monsters chapter's text has its own route, linked from it.
  SNV: [
    ['introduction', 'Introduction'],
    ['creatingEncounters', 'Creating Encounters'],
    ['monstersChapter', 'Monsters'],
  ],
};

export const BOOK_BASE: Record<BookKey, string> = {
  PHB: ROUTES.phb.pattern,
  SOTG: ROUTES.sotg.pattern,
  WH: ROUTES.wh.pattern,
  SNV: ROUTES.snv.pattern,
  VARIANT_RULES: ROUTES.variantRules.pattern,
  EXPANDED_CONTENT: ROUTES.expandedContent.pattern,
};

const enc = encodeURIComponent;

/** The route of a chapter; books without fixed slugs use the chapter name itself. */
export function chapterPath(book: BookKey, chapterName: string): string {
  const base = BOOK_BASE[book];
  if (book === 'VARIANT_RULES' || book === 'EXPANDED_CONTENT') return `${base}/${enc(chapterName)}`;
  const slug = CHAPTER_SLUGS[book].find(([, name]) => name.toLowerCase() === chapterName.toLowerCase())?.[0];
  if (slug === undefined) return `${base}/${enc(chapterName)}`;
  return slug ? `${base}/${slug}` : base;
}

/**
 * The route of a chapter the site shows, or undefined for a chapter the data holds but no route mounts (the real
 * handbook's Preface: the books with fixed slugs show only the chapters listed above). The sitemap and search use it so
 * that they never offer an address that answers 404 or another chapter's page.
 */
export function routedChapterPath(book: BookKey, chapterName: string): string | undefined {
  if (book === 'VARIANT_RULES' || book === 'EXPANDED_CONTENT') return chapterPath(book, chapterName);
  const known = CHAPTER_SLUGS[book].some(([, name]) => name.toLowerCase() === chapterName.toLowerCase());
  return known ? chapterPath(book, chapterName) : undefined;
}

/** The chapter name for a route slug of a book, or undefined when the slug is unknown. */
export function chapterNameForSlug(book: 'PHB' | 'SOTG' | 'WH' | 'SNV', slug: string): string | undefined {
  return CHAPTER_SLUGS[book].find(([s]) => s === slug)?.[1];
}

/**
 * The table row of one record: the table preset with its name as the search text, and naming the row (`row`) so
 * the table puts that exact name first and opens it, however many other names contain it ('Net' in 'Cornet').
 */
export function tablePath(base: string, name: string): string {
  return `${base}?search=${enc(name)}&${TABLE_ROW_PARAM}=${enc(name)}`;
}

/** The query parameter naming the row a table opens (and lists first). */
export const TABLE_ROW_PARAM = 'row';

export const itemPaths = {
  species: (name: string) => routePath(ROUTES.speciesItem, { speciesName: name }),
  class: (name: string) => routePath(ROUTES.class, { className: name }),
  archetype: (name: string) => routePath(ROUTES.archetype, { archetypeName: name }),
  background: (name: string) => routePath(ROUTES.background, { backgroundName: name }),
  monster: (name: string) => routePath(ROUTES.monster, { monsterName: name }),
  deployment: (name: string) => routePath(ROUTES.deployment, { deploymentName: name }),
  starshipSize: (name: string) => routePath(ROUTES.starshipSize, { sizeName: name }),
  variantRule: (name: string) => routePath(ROUTES.variantRule, { variantRuleName: name }),
  expandedContent: (name: string) => routePath(ROUTES.expandedContentItem, { expandedContentName: name }),
  /** Powers and reference tables open in the hash modal over the page they are linked from. */
  hashModal: (base: string, name: string) => `${base}#${enc(name)}`,
};

export const CUSTOMIZATION_OPTION_SLUGS = [
  'classImprovements',
  'fightingStyles',
  'fightingMasteries',
  'lightsaberForms',
  'multiclassImprovements',
  'splashclassImprovements',
  'weaponFocuses',
  'weaponSupremacies',
] as const;
export type CustomizationOptionSlug = (typeof CUSTOMIZATION_OPTION_SLUGS)[number];

/** The page of one kind of customization option (a table of them). */
export const customizationOptionPath = (slug: CustomizationOptionSlug) => routePath(ROUTES.customizationOption, { optionSlug: slug });

/**
 * The anchor id of a markdown heading (GitHub style: lower case, punctuation dropped, spaces to hyphens), e.g.
 * "Fighting Styles" -> "fighting-styles". The markdown renderer and every link to a heading use this one function.
 */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2000-\u206f\u2e00-\u2e7f\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~]/g, '')
    .replace(/\s/g, '-');
}
