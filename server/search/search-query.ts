// Reading a search text: its words, its quoted phrases and its `type:` / `in:` filters, plus the limits that keep
// one request from costing the server more than a search should.
import type { GlobalSearchTermType } from '../graphql/generated/resolvers-types.ts';
import { RequestError } from '../auth/request-errors.ts';
import { tokenize } from './search-text.ts';

/** Longer texts are refused before any index work: no rule name or phrase is anywhere near this long. */
export const MAX_SEARCH_TEXT_LENGTH = 200;
/** No type contributes more results than this, whatever limit is asked for. */
export const MAX_RESULTS_PER_TYPE = 100;

/**
 * A search the caller got wrong (too long, unknown filter, bad limit): a 400 naming what is wrong, for GraphQL
 * (the whole response is a 400, as nothing useful can be answered) and REST alike.
 */
export function searchInputError(message: string, field: string): RequestError {
  return new RequestError('BAD_USER_INPUT', message, { field, http: { status: 400 } });
}

export interface QueryWord {
  term: string;
  /** The last bare word also matches as a prefix (the user may still be typing it). */
  prefix: boolean;
  /** Words of four letters or more tolerate one typo; words inside quotes never do. */
  fuzzy: boolean;
}

export interface ParsedQuery {
  /** Every word to match, bare words and the words of phrases alike, in the order typed. */
  words: QueryWord[];
  /** Quoted phrases as their words; each must occur in this order in one field. */
  phrases: string[][];
  /** Types named by `type:` / `in:` filters; undefined when there is none. */
  types: Set<GlobalSearchTermType> | undefined;
}

/**
 * Extra words a filter may use for each result type, besides the type's own name (so `type:forcepower` works
 * too). A Record, so a new result type cannot be forgotten here.
 */
const TYPE_WORDS: Record<GlobalSearchTermType, readonly string[]> = {
  Species: [],
  Class: [],
  Archetype: [],
  Background: [],
  Feat: [],
  Feature: [],
  ForcePower: ['power', 'force'],
  TechPower: ['power', 'tech'],
  Maneuver: [],
  ClassImprovement: ['customization'],
  MulticlassImprovement: ['customization'],
  SplashclassImprovement: ['customization'],
  WeaponFocus: ['customization'],
  WeaponSupremacy: ['customization'],
  FightingStyle: ['customization'],
  FightingMastery: ['customization'],
  LightsaberForm: ['customization'],
  Armor: ['loot', 'item', 'equipment'],
  Weapon: ['loot', 'item', 'equipment'],
  AdventuringGear: ['loot', 'item', 'equipment', 'gear'],
  EnhancedItem: ['loot', 'item'],
  WeaponProperty: ['property'],
  ArmorProperty: ['property'],
  ReferenceTable: ['table'],
  Condition: [],
  StarshipDeployment: ['starship', 'deployment'],
  StarshipSize: ['starship', 'size'],
  StarshipModification: ['starship', 'modification'],
  StarshipEquipment: ['starship'],
  StarshipWeapon: ['starship'],
  Venture: ['starship'],
  Monster: [],
  PlayerHandbookChapter: ['chapter', 'rule', 'phb', 'handbook'],
  StarshipsChapter: ['chapter', 'rule', 'sotg', 'starship'],
  WretchedHivesChapter: ['chapter', 'rule', 'wh'],
  ScumAndVillainyChapter: ['chapter', 'rule', 'snv'],
  VariantRule: ['chapter', 'rule', 'variant'],
  ExpandedContent: ['chapter', 'rule', 'expanded'],
};

const FILTER_TYPES = new Map<string, GlobalSearchTermType[]>();
for (const [type, extra] of Object.entries(TYPE_WORDS) as [GlobalSearchTermType, readonly string[]][]) {
  for (const word of [type.toLowerCase(), ...extra]) FILTER_TYPES.set(word, [...(FILTER_TYPES.get(word) ?? []), type]);
}

/** The types a filter word names: 'Powers', 'power' and 'forcepower' all work; undefined when none. */
export function typesForFilterWord(raw: string): GlobalSearchTermType[] | undefined {
  const word = raw.toLowerCase().replace(/[^a-z]/g, '');
  const candidates = [word, word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')];
  for (const c of candidates) {
    const types = FILTER_TYPES.get(c);
    if (types) return types;
  }
  return undefined;
}

/** Checks the text before anything else is done with it. */
export function checkSearchText(text: string): void {
  checkTextLength(text, 'text', 'Search text');
}

/**
 * Refuses a text filter or search text over MAX_SEARCH_TEXT_LENGTH: list name filters become regular
 * expressions, and no name is anywhere near that long, so a longer one is a mistake or an attack.
 */
export function checkTextLength(text: string, field: string, what = `The ${field} filter`): void {
  if (text.length > MAX_SEARCH_TEXT_LENGTH) {
    throw searchInputError(`${what} is ${text.length} characters long; the limit is ${MAX_SEARCH_TEXT_LENGTH} characters.`, field);
  }
}

/** A limit of results asked for: a whole number of at least 1 (the per-type cap applies on top). */
export function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw searchInputError(`limit must be a whole number of at least 1 (got ${limit}).`, 'limit');
}

const FILTER = /^(type|in):(.*)$/i;

/** Splits a search text into words, phrases and filters. Throws a 400 RequestError for an unknown filter. */
export function parseQuery(text: string): ParsedQuery {
  checkSearchText(text);
  const words: QueryWord[] = [];
  const phrases: string[][] = [];
  let types: Set<GlobalSearchTermType> | undefined;
  // Quoted parts are phrases (an unclosed quote runs to the end: the user is still typing it).
  const parts = text.split('"');
  let lastBare: QueryWord | undefined;
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      const terms = tokenize(part).map((t) => t.term);
      if (terms.length === 0) return;
      for (const term of terms) words.push({ term, prefix: false, fuzzy: false });
      if (terms.length > 1) phrases.push(terms);
      lastBare = undefined;
      return;
    }
    for (const chunk of part.split(/\s+/).filter(Boolean)) {
      const filter = FILTER.exec(chunk);
      if (filter) {
        const named = typesForFilterWord(filter[2]!);
        if (!named) throw searchInputError(`Unknown search filter "${chunk}": use type: or in: with a result type such as power, monster, species, feat or chapter.`, 'text');
        types ??= new Set();
        for (const t of named) types.add(t);
        continue;
      }
      for (const { term } of tokenize(chunk)) {
        lastBare = { term, prefix: false, fuzzy: term.length >= 4 };
        words.push(lastBare);
      }
    }
  });
  // Only the word being typed matches as a prefix: text ending in a space or a quote has finished its last word.
  if (lastBare && words[words.length - 1] === lastBare && !/[\s"]$/.test(text)) lastBare.prefix = true;
  return { words, phrases, types };
}
