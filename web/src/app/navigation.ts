// The toolbar's routes and their nested routes (spec section 2, top toolbar): one list for the desktop menus,
// the small-screen overflow menu and the tests.
export interface NavItem {
  label: string;
  to: string;
  children?: NavItem[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Rules',
    to: '/rules',
    children: [
      { label: "Player's Handbook", to: '/rules/phb' },
      { label: 'Scum and Villainy', to: '/rules/snv' },
      { label: 'Starships of the Galaxy', to: '/rules/sotg' },
      { label: 'Wretched Hives', to: '/rules/wh' },
      { label: 'Variant Rules', to: '/rules/variantRules' },
      { label: 'Expanded Content', to: '/rules/expandedContent' },
    ],
  },
  {
    label: 'Characters',
    to: '/characters',
    children: [
      { label: 'Species', to: '/characters/species' },
      { label: 'Classes', to: '/characters/classes' },
      { label: 'Archetypes', to: '/characters/archetypes' },
      { label: 'Backgrounds', to: '/characters/backgrounds' },
      { label: 'Feats', to: '/characters/feats' },
      { label: 'Customization Options', to: '/characters/customizationOptions' },
      { label: 'Force Powers', to: '/characters/forcePowers' },
      { label: 'Tech Powers', to: '/characters/techPowers' },
      { label: 'Maneuvers', to: '/characters/maneuvers' },
    ],
  },
  {
    label: 'Loot',
    to: '/loot',
    children: [
      { label: 'Armor', to: '/loot/armor' },
      { label: 'Weapons', to: '/loot/weapons' },
      { label: 'Adventuring Gear', to: '/loot/adventuringGear' },
      { label: 'Enhanced Items', to: '/loot/enhancedItems' },
    ],
  },
  {
    label: 'Starships',
    to: '/starships',
    children: [
      { label: 'Deployments', to: '/starships/deployments' },
      { label: 'Ventures', to: '/starships/ventures' },
      { label: 'Modifications', to: '/starships/modifications' },
      { label: 'Equipment', to: '/starships/equipment' },
      { label: 'Weapons', to: '/starships/weapons' },
    ],
  },
  { label: 'Tools', to: '/tools', children: [{ label: 'Character Creator', to: '/tools/mycharacters' }] },
  { label: 'Assets', to: '/assets' },
  { label: 'Credits', to: '/credits' },
];

/** The books whose pages have a side drawer of chapters: its icon shows when the path contains one of these. */
export const DRAWER_BOOK_SEGMENTS = ['phb', 'wh', 'sotg', 'snv'] as const;

export function hasSideDrawer(pathname: string): boolean {
  return pathname
    .toLowerCase()
    .split('/')
    .some((segment) => (DRAWER_BOOK_SEGMENTS as readonly string[]).includes(segment));
}

/** The search results route for a text, or undefined when the text is empty (spec: empty text does nothing). */
export function searchPath(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? `/searchResults?searchText=${encodeURIComponent(trimmed)}` : undefined;
}
