// The site's URL map, written once: every page's path pattern, its link label and its default page title. The web
// router mounts these patterns, the toolbar, hubs and home page link to them, and the path builders of
// `site-paths.ts` (used by the server's search, and later by a sitemap or server renderer) fill them in.
// Pure TypeScript with no imports from either side, so both the server and the browser can read it.

/** The names of the `:params` of a path pattern, e.g. 'speciesName' for '/characters/species/:speciesName'. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface RouteDef<P extends string = string> {
  /** The absolute path pattern react-router matches (`:name` for a parameter, `*` for anything). */
  readonly pattern: P;
  /** The text of links to this page (toolbar, hubs); pages reached only through other pages may have none. */
  readonly label?: string;
  /**
   * The page's default title: fixed, or computed from the route's parameters (a record's name). Routes without a
   * title take their parent's.
   */
  readonly title?: string | ((params: Partial<Record<RouteParams<P>, string>>) => string | undefined);
}

/** A page without parameters: its label is its title unless a different title is given. */
const page = <P extends string>(pattern: P, label?: string, title: string | undefined = label): RouteDef<P> => ({ pattern, label, title });

/** A page of one record, titled by its name (the last parameter) unless told otherwise. */
const item = <P extends `${string}/:${string}`>(pattern: P, title?: RouteDef<P>['title']): RouteDef<P> => ({
  pattern,
  title: title ?? ((params) => (Object.values(params) as (string | undefined)[]).at(-1)),
});

/** Chapter pages: the parameter names the chapter, and the book's route (or the chapter page) gives the title. */
const chapter = <P extends string>(pattern: P): RouteDef<P> => ({ pattern });

export const ROUTES = {
  home: page('/', 'Home'),
  searchResults: page('/searchResults', 'Search', 'Search Results'),

  rules: page('/rules', 'Rules'),
  phb: page('/rules/phb', "Player's Handbook"),
  phbChapter: chapter('/rules/phb/:chapter'),
  phbChapterList: chapter('/rules/phb/:chapter/:list'),
  phbSpecies: page('/rules/phb/species', 'Species'),
  phbSpeciesItem: item('/rules/phb/species/:speciesName'),
  phbClasses: page('/rules/phb/classes', 'Classes'),
  phbClass: item('/rules/phb/classes/:className'),
  phbBackgrounds: page('/rules/phb/backgrounds', 'Backgrounds', 'Personality and Backgrounds'),
  phbBackground: item('/rules/phb/backgrounds/:backgroundName'),
  phbManeuvers: page('/rules/phb/maneuvers', 'Maneuvers'),
  phbForcePowers: page('/rules/phb/casting/forcePowers', 'Force Powers List', 'Force Powers'),
  phbTechPowers: page('/rules/phb/casting/techPowers', 'Tech Powers List', 'Tech Powers'),

  snv: page('/rules/snv', 'Scum and Villainy'),
  snvChapter: chapter('/rules/snv/:chapter'),
  monsters: page('/rules/snv/monsters', 'Monsters'),
  monster: item('/rules/snv/monsters/:monsterName'),

  sotg: page('/rules/sotg', 'Starships of the Galaxy'),
  sotgChapter: chapter('/rules/sotg/:chapter'),
  sotgDeployments: page('/rules/sotg/deployments', 'Deployments'),
  sotgDeployment: item('/rules/sotg/deployments/:deploymentName'),
  starshipSizes: page('/rules/sotg/starshipSizes', 'Starships'),
  starshipSize: item('/rules/sotg/starshipSizes/:sizeName', ({ sizeName }) => (sizeName ? `${sizeName} Ships` : undefined)),
  sotgModifications: page('/rules/sotg/modifications', 'Modifications'),
  sotgCustomization: page('/rules/sotg/customization', 'Customization Options'),

  wh: page('/rules/wh', 'Wretched Hives'),
  whChapter: chapter('/rules/wh/:chapter'),

  variantRules: page('/rules/variantRules', 'Variant Rules'),
  // A chapter page: titled by the section until the chapter itself sets the title.
  variantRule: chapter('/rules/variantRules/:variantRuleName'),
  expandedContent: page('/rules/expandedContent', 'Expanded Content'),
  expandedContentItem: chapter('/rules/expandedContent/:expandedContentName'),

  characters: page('/characters', 'Characters'),
  species: page('/characters/species', 'Species'),
  speciesItem: item('/characters/species/:speciesName'),
  classes: page('/characters/classes', 'Classes'),
  class: item('/characters/classes/:className'),
  archetypes: page('/characters/archetypes', 'Archetypes'),
  archetype: item('/characters/archetypes/:archetypeName'),
  backgrounds: page('/characters/backgrounds', 'Backgrounds'),
  background: item('/characters/backgrounds/:backgroundName'),
  feats: page('/characters/feats', 'Feats'),
  customizationOptions: page('/characters/customizationOptions', 'Customization Options'),
  customizationOption: item('/characters/customizationOptions/:optionSlug', 'Customization Options'),
  forcePowers: page('/characters/forcePowers', 'Force Powers'),
  techPowers: page('/characters/techPowers', 'Tech Powers'),
  maneuvers: page('/characters/maneuvers', 'Maneuvers'),

  loot: page('/loot', 'Loot'),
  armor: page('/loot/armor', 'Armor'),
  weapons: page('/loot/weapons', 'Weapons'),
  adventuringGear: page('/loot/adventuringGear', 'Adventuring Gear'),
  enhancedItems: page('/loot/enhancedItems', 'Enhanced Items'),

  starships: page('/starships', 'Starships'),
  deployments: page('/starships/deployments', 'Deployments'),
  deployment: item('/starships/deployments/:deploymentName'),
  ventures: page('/starships/ventures', 'Ventures'),
  modifications: page('/starships/modifications', 'Modifications'),
  starshipEquipment: page('/starships/equipment', 'Equipment', 'Starship Equipment'),
  starshipWeapons: page('/starships/weapons', 'Weapons', 'Starship Weapons'),

  tools: page('/tools', 'Tools'),
  myCharacters: page('/tools/mycharacters', 'Character Creator', 'My Characters'),
  character: item('/tools/mycharacters/:characterId', 'Characters'),
  characterPrint: item('/tools/mycharacters/:characterId/print', 'Print Character'),
  myStarships: page('/tools/starships', 'Starship Builder', 'My Starships'),
  starship: item('/tools/starships/:starshipId', 'Starships'),
  starshipPrint: item('/tools/starships/:starshipId/print', 'Print Starship'),
  encounters: page('/tools/encounters', 'Encounter Builder', 'Encounters'),
  encounter: item('/tools/encounters/:encounterId', 'Encounter'),
  // A saved encounter's combat tracker, started from its builder (titled by the encounter once it is read).
  encounterCombat: item('/tools/encounters/:encounterId/combat', 'Combat'),
  campaigns: page('/tools/campaigns', 'Campaigns'),
  campaign: item('/tools/campaigns/:campaignId', 'Campaign'),
  // A member's sheet, read-only, for the game master (titled by the character once it is read).
  campaignMemberSheet: item('/tools/campaigns/:campaignId/members/:characterId', 'Member sheet'),
  // Where an invite link leads: a signed-in player picks a character to join with.
  campaignJoin: item('/tools/campaigns/join/:invite', 'Join a campaign'),
  // The user's homebrew packs and one pack's entries (titled by the pack once it is read).
  homebrew: page('/tools/homebrew', 'Homebrew'),
  homebrewPack: item('/tools/homebrew/:packId', 'Homebrew pack'),

  profile: page('/profile', 'Profile'),
  // A document someone shared by a read-only link: titled by the document once it is read.
  sharedDocument: { pattern: '/shared/:token', title: 'Shared' },
  assets: page('/assets', 'Assets'),
  credits: page('/credits', 'Credits'),
  notFound: page('*', undefined, 'Page not found'),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof ROUTES;

/**
 * The path of a route with its parameters filled in (each URI-encoded), e.g.
 * `routePath(ROUTES.speciesItem, { speciesName: "Twi'lek" })`. The compiler checks that every parameter is given.
 */
export function routePath<P extends string>(
  route: RouteDef<P>,
  ...[params]: RouteParams<P> extends never ? [] : [Record<RouteParams<P>, string>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`routePath: no value for ":${name}" in ${route.pattern}`);
    return encodeURIComponent(value);
  });
}

/** A link to a page without parameters: its label and path. */
export function routeLink(key: RouteKey): { label: string; to: string } {
  const route: RouteDef = ROUTES[key];
  if (route.label === undefined || route.pattern.includes(':') || route.pattern === '*') throw new Error(`routeLink: ${key} is not a page to link to`);
  return { label: route.label, to: route.pattern };
}

/**
 * Pages holding one person's data (their characters, starships and encounters, their profile, a document shared by
 * link): rendered in the browser only, never listed in the sitemap, and asked to be left alone by crawlers.
 */
export const PRIVATE_PAGES = [
  'myCharacters',
  'character',
  'characterPrint',
  'myStarships',
  'starship',
  'starshipPrint',
  'encounters',
  'encounter',
  'encounterCombat',
  'campaigns',
  'campaign',
  'campaignMemberSheet',
  'campaignJoin',
  'homebrew',
  'homebrewPack',
  'profile',
  'sharedDocument',
] as const satisfies readonly RouteKey[];

/** The pages each section's hub lists and the toolbar nests under the section, in this order. */
export const SECTION_PAGES = {
  rules: ['phb', 'snv', 'sotg', 'wh', 'variantRules', 'expandedContent'],
  characters: ['species', 'classes', 'archetypes', 'backgrounds', 'feats', 'customizationOptions', 'forcePowers', 'techPowers', 'maneuvers'],
  loot: ['armor', 'weapons', 'adventuringGear', 'enhancedItems'],
  starships: ['deployments', 'ventures', 'modifications', 'starshipEquipment', 'starshipWeapons'],
  tools: ['myCharacters', 'myStarships', 'encounters', 'campaigns', 'homebrew'],
} as const satisfies Partial<Record<RouteKey, readonly RouteKey[]>>;

export type SectionKey = keyof typeof SECTION_PAGES;

/** The links of a section's pages, in the section's order. */
export const sectionLinks = (section: SectionKey) => SECTION_PAGES[section].map(routeLink);

