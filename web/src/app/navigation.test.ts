// Toolbar rules: the side-drawer icon's paths, the search target, and every section page in the menus.
import { describe, expect, it } from 'vitest';
import { hasSideDrawer, NAV_ITEMS, searchPath } from './navigation.ts';

describe('hasSideDrawer', () => {
  it('is true on the four rulebooks and false elsewhere', () => {
    for (const p of ['/rules/phb', '/rules/phb/species/Human', '/rules/wh/downtime', '/rules/sotg', '/rules/snv/monsters']) expect(hasSideDrawer(p)).toBe(true);
    for (const p of ['/', '/rules', '/rules/variantRules', '/characters/backgrounds/Whatever', '/searchResults']) expect(hasSideDrawer(p)).toBe(false);
  });
});

describe('searchPath', () => {
  it('encodes the text and does nothing for empty text', () => {
    expect(searchPath(" Twi'lek ")).toBe("/searchResults?searchText=Twi'lek");
    expect(searchPath('force push')).toBe('/searchResults?searchText=force%20push');
    expect(searchPath('   ')).toBeUndefined();
  });
});

describe('NAV_ITEMS', () => {
  it('lists the toolbar sections with their nested pages', () => {
    const paths = NAV_ITEMS.flatMap((i) => [i.to, ...(i.children ?? []).map((c) => c.to)]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/', '/rules', '/rules/phb', '/rules/snv', '/rules/sotg', '/rules/wh', '/rules/variantRules', '/rules/expandedContent',
        '/characters/species', '/characters/maneuvers', '/loot/enhancedItems', '/starships/weapons', '/tools/mycharacters', '/assets', '/credits',
      ]),
    );
    expect(NAV_ITEMS.find((i) => i.to === '/tools')?.children?.[0].label).toBe('Character Creator');
  });
});
