// Relevance on the real rules data: names, typos, headings of the books, phrases, filters and text-only matches.
// Mandatory in CI (REQUIRE_REALDATA=1); steps aside with one printed line when the folder is absent.
import { describe, expect } from 'vitest';
import { REALDATA_API, hasRealData } from '../../tests/support/realdata.ts';
import { marked, relevanceSuite, type RelevanceCase } from './relevance-cases.ts';

const cases: RelevanceCase[] = [
  // Names: an exact name is first, whatever else shares its words.
  { query: 'Wookiee', first: '/characters/species/Wookiee', why: 'the species is named exactly that; Wookiee Hunter only starts with it' },
  {
    query: 'lightsaber',
    first: '/loot/weapons?search=Lightsaber&row=Lightsaber',
    check: (hits) => expect(marked(hits[0]!)).toBe('1d6 energy · Hidden, luminous, versatile (2d4)'),
    why: 'the weapon Lightsaber is the exact name (Lightsaber pike is a longer one); it shows its damage and properties, not its weight',
  },
  { query: 'blaster pistol', first: '/loot/weapons?search=Blaster%20pistol&row=Blaster%20pistol', why: 'exact weapon name beats Charric Pistol (subtype text)' },
  { query: 'net', first: '/loot/weapons?search=Net&row=Net', why: 'the weapon Net is exact; Net (Fine) and other enhanced nets are longer names' },
  { query: 'vibroblade', first: '/loot/weapons?search=Vibroblade&row=Vibroblade', why: 'exact weapon name before Dire vibroblade and Hooked vibroblade' },
  { query: 'stun', first: '/characters/forcePowers?search=Stun&row=Stun', why: 'the force power Stun is exact; Stunned and Stun Dart are longer' },
  { query: 'force lightning', first: '/characters/forcePowers?search=Force%20Lightning&row=Force%20Lightning', why: 'exact power name before Force Lightning Cone' },
  { query: 'bounty hunter', first: '/characters/backgrounds/Bounty%20Hunter', why: 'the background is named exactly that' },
  { query: 'smuggler', first: '/characters/backgrounds/Smuggler', why: 'exact background name; the tech power Smuggle is a different word' },
  { query: 'medpac', first: '/loot/adventuringGear?search=Medpac&row=Medpac', why: 'exact gear name before its enhanced variants' },
  { query: 'jedi', first: '/characters/backgrounds/Jedi', why: 'the background Jedi is the only record named exactly Jedi' },
  { query: 'sith', first: '/characters/backgrounds/Sith', why: 'exact background name before Sith saber and Sith Pureblood' },
  { query: 'darkvision', first: '/characters/techPowers?search=Darkvision&row=Darkvision', why: 'the tech power is named exactly Darkvision' },
  {
    query: 'quad laser cannon',
    first: '/starships/weapons?search=Quad%20laser%20cannon&row=Quad%20laser%20cannon',
    check: (hits) => expect(marked(hits[0]!)).toMatch(/^2d4 energy · Power \(range 800\/3200\)/),
    why: 'the starship weapon is named exactly that, and shows its damage before its properties',
  },
  {
    query: 'heavy shield generator',
    check: (hits) => expect(marked(hits.find((h) => h.fullName === 'Heavy shield generator')!)).toBe('[Shield] · AC +3'),
    why: "armor shows its armor class, not its weight",
  },
  { query: 'tiny', first: '/rules/sotg/starshipSizes/Tiny', why: 'the starship size Tiny is exact; Tiny Terror is a longer feat name' },
  { query: 'dual wield', first: '/characters/customizationOptions/fightingStyles?search=Dual%20Wield%20Style&row=Dual%20Wield%20Style', why: 'the shortest name starting with both words' },
  { query: 'consular', top3: '/characters/classes/Consular', why: 'the class shares its exact name only with its class improvements' },
  { query: 'berserker', top3: '/characters/classes/Berserker', why: 'the class shares its exact name only with its class improvements' },
  { query: 'exhaustion', first: '/rules/phb/conditions#exhaustion', why: 'the condition record Exhaustion is exact and opens the conditions chapter at it' },
  { query: 'prone', first: '/rules/phb/conditions#prone', why: 'the condition Prone is exact; Probe Mind matches only by a typo' },
  { query: 'flanking', first: '/rules/variantRules/Flanking', why: 'the variant rule chapter is named Flanking' },
  // Typos and words being typed.
  { query: 'wookie', first: '/characters/species/Wookiee', why: 'one letter missing from Wookiee' },
  { query: 'medpack', first: '/loot/adventuringGear?search=Medpac&row=Medpac', why: 'one letter too many for Medpac' },
  { query: 'twilek', first: "/characters/species/Twi'lek", why: "the apostrophe of Twi'lek is ignored" },
  { query: 'vibrobl', first: '/loot/weapons?search=Vibroblade&row=Vibroblade', why: 'a word still being typed matches as a prefix; the shortest such name first' },
  { query: 'force lig', first: '/characters/forcePowers?search=Force%20Lightning&row=Force%20Lightning', why: 'the name starts with the words typed so far' },
  // Typed letter by letter: names and headings are looked up before the text, so a word being typed must still
  // reach the same answers as the whole word, and text-only answers while the last word is unfinished.
  { query: 'wook', first: '/characters/species/Wookiee', why: 'the shortest name starting with the letters typed so far' },
  { query: 'lightsa', first: '/loot/weapons?search=Lightsaber&row=Lightsaber', why: 'Lightsaber is the shortest name starting with them' },
  { query: 'blaster pi', first: '/loot/weapons?search=Blaster%20pistol&row=Blaster%20pistol', why: 'the first word whole, the second being typed' },
  { query: 'hand ca', first: '/loot/weapons?search=Hand%20cannon&row=Hand%20cannon', why: 'the weapon name Hand cannon starts with both; no other name does' },
  { query: 'opportunity att', first: '/rules/phb/combat#opportunity-attacks', why: 'a heading starting with the words typed so far' },
  { query: 'death sav', first: '/rules/phb/combat#death-saving-throws', why: 'the combat heading starts with the words typed so far' },
  {
    query: 'carrying cap',
    first: '/rules/phb/abilityScores#lifting-and-carrying',
    why: 'no name or heading holds the words; the unfinished word still matches "capacity" in the text',
  },
  {
    query: 'gr',
    check: (hits) => {
      expect(hits.length).toBe(20);
      for (const h of hits) expect(h.fullName).toMatch(/(^|[^\p{L}\p{N}])gr/iu);
    },
    why: 'two letters match only the start of a word of a name or heading, never the text',
  },
  { query: 'shii-cho', top3: '/characters/archetypes/Shii-Cho%20Form', why: 'the hyphen splits the words, as in the name Shii-Cho Form' },
  // Headings of the books: rules that no record is named after.
  { query: 'concentration', first: '/rules/phb/casting#concentration', why: 'no record is named Concentration; the casting chapter has that heading' },
  { query: 'opportunity attack', first: '/rules/phb/combat#opportunity-attacks', why: 'the combat heading Opportunity Attacks holds both words' },
  { query: 'death saving throw', first: '/rules/phb/combat#death-saving-throws', why: 'the combat heading starts with these words' },
  { query: 'inspiration', first: '/rules/phb/backgrounds#inspiration', why: 'the exact heading Inspiration in Personality and Backgrounds' },
  { query: 'lightsaber form', first: '/rules/phb/customization#lightsaber-forms', why: 'the heading Lightsaber Forms; no record name holds both words' },
  { query: 'short rest', top3: '/rules/phb/adventuring#short-rest', why: 'the handbook heading Short Rest (variant rules have the same heading)' },
  { query: 'long rest', top3: '/rules/phb/adventuring#long-rest', why: 'the handbook heading Long Rest' },
  { query: 'two-weapon fighting', top3: '/rules/phb/combat#two-weapon-fighting', why: 'the combat heading Two-Weapon Fighting' },
  { query: 'critical hit', top3: '/rules/phb/combat#critical-hits', why: 'the combat heading Critical Hits ("hit" being typed matches "hits")' },
  { query: 'saving throw', top3: '/rules/phb/abilityScores#saving-throws', why: 'the heading Saving Throws, after variant rules named with both words' },
  {
    query: 'downtime',
    top3: '/rules/wh/downtime',
    check: (hits) => {
      const paths = hits.map((h) => h.path);
      expect(paths.indexOf('/rules/phb/adventuring#downtime-activities')).toBeLessThan(paths.indexOf('/rules/wh/downtime'));
    },
    why: "the handbook's heading Downtime Activities starts with the word; the Wretched Hives chapter Entertainment and Downtime holds it",
  },
  {
    query: 'disadvantage',
    check: (hits) => expect(hits[0]!.path).toMatch(/#advantage-and-disadvantage$/),
    why: 'the heading Advantage and Disadvantage, in whichever book, comes before any text mention',
  },
  // Match quality before where the match was found: an exact heading beats a name that only holds the word, and
  // the handbook beats variant rules and expanded content when the match is as good.
  {
    query: 'dodge',
    first: '/rules/phb/combat#dodge',
    check: (hits) => expect(hits.findIndex((h) => h.fullName === 'Uncanny Dodge (Operative)')).toBeGreaterThan(0),
    why: "the Combat heading Dodge is exactly the word; the Operative's Uncanny Dodge only holds it",
  },
  { query: 'initiative', first: '/rules/phb/abilityScores#initiative', why: "the handbook's Initiative heading is exact; Tactical Initiative is a variant rule that only holds the word" },
  {
    query: 'advantage',
    first: '/rules/phb/abilityScores#advantage-and-disadvantage',
    check: (hits) => {
      const firstOther = hits.findIndex((h) => !/Advantage and Disadvantage/.test(h.fullName));
      expect(hits.slice(0, firstOther).every((h) => !/^(VariantRule|ExpandedContent)$/.test(h.globalSearchTermType))).toBe(true);
      expect(hits.findIndex((h) => h.fullName === 'Compound Advantage')).toBeGreaterThan(firstOther);
    },
    why: "the handbook's Advantage and Disadvantage starts with the word and is the rule itself; Compound Advantage, Tactical Advantage and Field Advantage only hold it",
  },
  // Filters.
  { query: 'in:chapters grappling', first: '/rules/phb/combat#grappling', why: 'with records filtered out, the combat heading Grappling is the exact match' },
  {
    query: 'in:monsters rancor',
    check: (hits) => {
      expect(hits.length).toBeGreaterThan(0);
      for (const h of hits) expect(h.globalSearchTermType).toBe('Monster');
      expect(hits[0]!.fullName).toMatch(/^Rancor, /);
    },
    why: 'only monsters, and the Rancor monsters by name first',
  },
  {
    query: 'type:power heal',
    first: '/characters/forcePowers?search=Heal&row=Heal',
    check: (hits) => {
      for (const h of hits) expect(['ForcePower', 'TechPower']).toContain(h.globalSearchTermType);
    },
    why: 'type:power keeps force and tech powers; the power Heal is exact',
  },
  // Text only, and phrases.
  {
    query: 'carrying capacity',
    first: '/rules/phb/abilityScores#lifting-and-carrying',
    check: (hits) => expect(marked(hits[0]!)).toMatch(/\[carrying\] \[capacity\]/i),
    why: 'no name or heading holds the words; this section has them side by side',
  },
  {
    query: '"advantage on stealth"',
    first: '/rules/snv/monsters/Cyborg%20Khagan',
    check: (hits) => {
      for (const h of hits) expect(marked(h)).toMatch(/\[advantage\] \[on\] \[stealth\]/i);
      expect(hits[0]!.matchedField).toBe('Behaviors: Cowardice');
    },
    why: 'the exact phrase occurs in one monster behavior; "advantage on Dexterity (Stealth)" is not the phrase',
  },
  {
    query: 'advantage on stealth',
    check: (hits) => {
      expect(hits.length).toBeGreaterThan(10);
      expect(marked(hits[0]!)).toMatch(/\[advantage\] \[on\] \[stealth\]/i);
    },
    why: 'without quotes, text with the words closest together comes first',
  },
];

describe.runIf(hasRealData('search relevance on the real data'))('search relevance on the real data', () => {
  relevanceSuite(REALDATA_API, cases);
});
