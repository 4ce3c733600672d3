// Relevance on the bundled data (seed/data), so a fresh clone checks the ranking too.
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { marked, relevanceSuite, type RelevanceCase } from './relevance-cases.ts';

const SEED_DATA = fileURLToPath(new URL('../../seed/data', import.meta.url));

const cases: RelevanceCase[] = [
  { query: 'wookiee', first: '/characters/species/Wookiee', why: 'exact species name before its traits' },
  { query: 'wokiee', first: '/characters/species/Wookiee', why: 'one letter missing' },
  { query: 'twilek', first: "/characters/species/Twi'lek", why: 'the apostrophe is ignored' },
  { query: 'force push', first: '/characters/forcePowers?search=Force%20Push%2FPull&row=Force%20Push%2FPull', why: 'both words in the power name Force Push/Pull' },
  { query: 'blaster pistol', first: '/loot/weapons?search=Blaster%20pistol&row=Blaster%20pistol', why: 'exact weapon name' },
  { query: 'stormtrooper', first: '/rules/snv/monsters/Stormtrooper', why: 'exact monster name' },
  { query: 'wook', first: '/characters/species/Wookiee', why: 'a word being typed: the shortest name starting with it' },
  { query: 'stormtroo', first: '/rules/snv/monsters/Stormtrooper', why: 'the monster name starts with the letters typed' },
  { query: 'opportunity att', first: '/rules/phb/combat#opportunity-attacks', why: 'the heading starts with the words typed so far' },
  { query: 'shock', first: '/characters/forcePowers?search=Shock&row=Shock', why: 'exact power name before the Shocked condition' },
  { query: 'blinded', first: '/rules/phb/conditions#blinded', why: 'the condition record, opening the conditions chapter at its heading' },
  { query: 'flanking', first: '/rules/variantRules/Flanking', why: 'the variant rule chapter named Flanking' },
  { query: 'destiny', first: '/rules/variantRules/Destiny', why: 'the variant rule chapter named Destiny before its own headings' },
  { query: 'opportunity attacks', first: '/rules/phb/combat#opportunity-attacks', why: 'no record holds the words; the combat heading does' },
  { query: 'point buy', first: '/rules/phb/stepByStep#point-buy', why: 'the heading Point Buy of Step-By-Step Characters' },
  { query: 'inspiration', first: '/rules/phb/backgrounds#inspiration', why: 'the exact heading' },
  { query: 'longer rests', first: '/rules/phb/variantRules#longer-rests', why: 'the exact heading in Appendix B' },
  { query: 'advantage', first: '/rules/phb#advantage-and-disadvantage', why: 'the introduction heading before text mentions' },
  { query: 'concentration', first: '/rules/phb/casting#concentration', why: 'the casting chapter section on concentration' },
  { query: 'in:monsters bounty', first: '/rules/snv/monsters/Bounty%20hunter', why: 'in:monsters leaves out the Bounty Hunter background' },
  { query: 'in:species jawa', first: '/characters/species/Jawa', why: 'in:species leaves out the Jawa monster' },
  {
    query: 'type:power slow',
    first: '/characters/forcePowers?search=Slow&row=Slow',
    check: (hits) => hits.forEach((h) => expect(['ForcePower', 'TechPower']).toContain(h.globalSearchTermType)),
    why: 'only powers, the exact name first',
  },
  {
    query: '"hull points"',
    first: '/rules/sotg/starships#hull-points-and-shield-points',
    check: (hits) => hits.forEach((h) => expect(`${h.fullName} ${marked(h)}`).toMatch(/hull[\]]? [\[]?points/i)),
    why: 'the phrase as written; every result holds it',
  },
];

describe('search relevance on the bundled data', () => {
  relevanceSuite(SEED_DATA, cases);
});
