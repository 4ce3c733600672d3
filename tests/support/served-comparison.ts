// Test support: compares what the site serves from the legacy import with what it serves from the canonical import of
// the same content, record by record, and explains every difference by one of the deliberate differences listed here
// (each with its reason). Whatever no entry explains is reported, so a new difference fails the test that uses this.
import { featureMechanicsKey } from '../../core/schemas/feature-mechanics.ts';
import { text as formatText } from './canonical-converter.ts';

export type Served = Record<string, unknown>;

export interface ServedDifference {
  resource: string;
  record: string;
  path: string;
  kind: 'missing' | 'extra' | 'value' | 'type' | 'only-legacy' | 'only-canonical';
  legacy?: unknown;
  canonical?: unknown;
}

/** A difference made on purpose, or forced by the canonical format, with the reason. */
export interface Deliberate {
  id: string;
  why: string;
  /** The resources it concerns ('*': all). */
  resources: readonly string[] | '*';
  /** The member paths it concerns (array indexes written as []). */
  path?: RegExp;
  kinds?: readonly ServedDifference['kind'][];
  /** A further test of the values or the record. */
  when?: (d: ServedDifference) => boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The deliberate differences between the two imports. Text is compared after the normalization the canonical format
 * applies to all text (LF line ends, no trailing spaces, trimmed; compared with whitespace runs as one space, since
 * the format also restored paragraph breaks the export lost), U+FFFD in the legacy text matching the character the
 * format repaired it to (the GraphQL answers show it as '-'), and null, blank strings, empty lists and objects all
 * meaning "no value" (the format prunes them). `<field>Json` companions are compared by what they encode.
 */
export const DELIBERATE: readonly Deliberate[] = [
  { id: 'import-stamp', resources: '*', path: /^(timestamp|eTag)$/, why: "the legacy table's stamps of its last write; an import stamps the records it writes with its own time" },
  {
    id: 'canonical-structure',
    resources: '*',
    kinds: ['extra'],
    path: /^(abilityScoreIncreaseOptions|superiorityDice|improves|benefits|prerequisite|effects|weaponGroup|structuredPrerequisites|rankProgression|abilityScoreAdjustments|hull|shields|modifications|tierProgression|roles|subject|readingGroup|order|damageForLargerShips|weightInPounds|weightInPoundsForLargerShips|firedBy|armor|damage|range)$/,
    when: (d) => d.resource !== 'equipment',
    why: 'structure the canonical format carries and the legacy shapes lack, kept beside the legacy fields for the site to read (ability score choices, typed prerequisites, starship size rules, weapon groups, benefit lists)',
  },
  { id: 'only-canonical-sources', resources: ['source'], kinds: ['only-canonical'], why: 'the books and their attribution: a type of the canonical format the legacy API did not have' },
  { id: 'empty-preface', resources: ['PlayerHandbookRule'], kinds: ['only-legacy'], when: (d) => d.record === 'Preface', why: "the handbook's preface chapter is empty: the canonical corpus has no empty chapters" },
  { id: 'empty-tables', resources: ['referenceTable'], kinds: ['only-legacy'], when: (d) => /^Starship Size /.test(d.record), why: 'three reference tables are empty: the canonical corpus has no empty tables' },
  { id: 'bad-challenge-rating', resources: ['monster'], kinds: ['only-legacy'], when: (d) => d.record === "B'omarr Brain Walker", why: 'its challenge rating reads "CR": the canonical schema admits only ratings, so the converter could not carry it' },
  {
    id: 'duplicate-feat',
    resources: ['feat'],
    kinds: ['only-legacy', 'value'],
    when: (d) => d.record.startsWith('Fighting Styles and Masteries'),
    why: 'two legacy records share the name (one Wretched Hives, one Expanded Content): the canonical corpus has one document per key',
  },
  {
    id: 'appendix-conditions',
    resources: ['conditions'],
    kinds: ['only-canonical', 'value'],
    path: /^(|description)$/,
    why: "the canonical format has no conditions list: it is read from the handbook's conditions appendix, which names 22 (the old lookup 16) and words them as bullets",
  },
  { id: 'engineer-levels', resources: ['class'], path: /^levelChanges(Json)?\.\d+\.level$/i, why: "the Level column is rebuilt as ordinals (the canonical rows keep the number only); the Engineer's table printed bare numbers" },
  { id: 'property-heading', resources: ['armorProperty'], path: /^content$/, when: (d) => /^#### Impermeable \d/.test(str(d.legacy)), why: 'the glossary heading is rebuilt from the name: the canonical text drops the printed heading, and with it the "2" this one carried' },
  {
    id: 'rejoined-tables',
    resources: '*',
    kinds: ['value'],
    when: (d) => typeof d.legacy === 'string' && typeof d.canonical === 'string' && sameText(formatText(d.legacy) ?? '', d.canonical, false),
    why: 'tables printed in two halves side by side (1-4 | 5-8) were split in two in the export; the format rejoins them',
  },
  {
    id: 'restored-paragraphs',
    resources: ['monster'],
    path: /^(flavorText|sectionText)$/,
    when: (d) => sameText(str(d.legacy).replace(/\s/g, ''), str(d.canonical).replace(/\s/g, ''), false),
    why: "the export ran a stat block's lore paragraphs together before each run-in heading; the format splits them again",
  },
  { id: 'dash-damage-type', resources: ['starshipEquipment'], path: /^damageType$/, when: (d) => d.legacy === '-', why: 'a damage type printed as a dash is no damage type in the format' },
  {
    id: 'item-prerequisite',
    resources: ['enhancedItem'],
    path: /^prerequisite$/,
    when: (d) => str(d.legacy).trim().toLowerCase() === str(d.canonical).toLowerCase(),
    why: 'prerequisites are trimmed and capitalised by the format',
  },
  { id: 'item-subtype-case', resources: ['enhancedItem'], path: /^subtype$/, when: (d) => str(d.legacy).toLowerCase() === d.canonical, why: 'subtypes are lower case in the format' },
  { id: 'item-rarity-text', resources: ['enhancedItem'], path: /^rarityText$/, when: (d) => str(d.legacy).toLowerCase() === d.canonical, why: "the legacy rarity text was lower case except for eleven subroutines; it is rebuilt from the rarity" },
  {
    id: 'feature-partition',
    resources: ['feature'],
    path: /^partitionKey$/,
    why: "a feature's table partition follows its parent's content set: the legacy partition was wrong for some (mapping.md)",
  },
  {
    id: 'equipment-row-key',
    resources: ['equipment'],
    path: /^rowKey$/,
    when: (d) => str(d.legacy).startsWith(`${str(d.canonical)}_`),
    why: "the legacy key of a few exotic weapons carried their proficiency group; the rebuilt key carries it only for weapons of several groups",
  },
  {
    id: 'property-names',
    resources: ['equipment'],
    path: /^propertiesMap(Json)?(\..*)?$/,
    why: "the legacy property index used its parser's names (Range for a slug cartridge, an empty name for Obtrusive); it is rebuilt from each clause's own leading words",
  },
  {
    id: 'property-case',
    resources: ['equipment'],
    path: /^properties(Json)?(\[\])?$/,
    when: (d) => str(d.legacy).toLowerCase() === str(d.canonical).toLowerCase() || JSON.stringify(d.legacy).toLowerCase() === JSON.stringify(d.canonical).toLowerCase(),
    why: 'clauses are lower case in the format; the first clause of a row is capitalised again as printed, later capitals (one row) are not',
  },
  {
    id: 'dash-language',
    resources: ['monster'],
    path: /^languages(Json)?(\[\])?$/,
    when: (d) => JSON.stringify(d.canonical) === '"None"' || JSON.stringify(d.canonical).includes('None'),
    why: 'a language list printed as a dash is "None" in the format (its schema requires at least one entry)',
  },
  { id: 'target-period', resources: ['monster'], path: /^behaviors(Json)?\[\]\.numberOfTargets$/, when: (d) => str(d.legacy).replace(/\.$/, '') === d.canonical, why: 'the format drops the trailing period of an attack\'s targets ("one target")' },
  { id: 'url-encoding', resources: ['species'], path: /^imageUrls(Json)?(\[\])?$/, why: 'an image address with a space is percent-encoded: the format requires valid URIs' },
  { id: 'ship-armor-hit-points', resources: ['starshipEquipment'], path: /^hitPointsPerHitDie$/, why: 'the canonical armor block has no hit points per hull die (the legacy value of three armors); its own fields were not in the legacy data' },
  {
    id: 'split-prerequisites',
    resources: ['starshipModification'],
    path: /^prerequisites(Json)?(\[\])?$/,
    why: 'prerequisites written as one text joined by ";" are separate prerequisites in the format',
  },
  { id: 'modification-names', resources: ['starshipModification'], path: /^(name|rowKey)$/, when: (d) => str(d.legacy).toLowerCase() === str(d.canonical).toLowerCase(), why: 'eight names were printed in capitals in the export; the format de-capitalises them' },
  { id: 'venture-prerequisite-spacing', resources: ['starshipVenture'], path: /^(content|prerequisites(Json)?(\[\])?)$/, when: (d) => str(d.legacy).replace(/\s/g, '') === str(d.canonical).replace(/\s/g, '') || JSON.stringify(d.legacy)?.replace(/\s/g, '') === JSON.stringify(d.canonical)?.replace(/\s/g, ''), why: 'stray spaces around a prerequisite are trimmed' },
  {
    id: 'size-numbers',
    resources: ['starshipBaseSize'],
    path: /^(dexterityModifier|constitutionModifier|strengthModifier|hitDiceNumberOfDice|hitDiceDieType|hitDiceDieTypeEnum|modSlotsAtTier0|maxSuiteSystems|savingThrowOptions(Json)?|features(Json)?)$/,
    why: 'the legacy numbers of a ship size were never filled (all 0, lists null); they are now filled from the structure the format rebuilt from the rules text',
  },
  { id: 'size-page', resources: ['starshipBaseSize'], path: /^(flavorText|fullText)$/, why: "a size's page is rebuilt from its structure (the format keeps no page text): same rules, its own linking sentences and layout" },
  {
    id: 'deployment-features',
    resources: ['StarshipDeployment'],
    path: /^(features|featuresJson)(\[\]\.(content|name|tier))?$/,
    why: 'the legacy feature list took names from the rank table and texts from the page in page order, and the two disagreed (a renamed or missing section); the list is rebuilt from the rank table, each with the section of its name',
  },
  {
    id: 'credits-text',
    resources: ['Credit'],
    path: /^contentMarkdown$/,
    why: 'the canonical format keeps credits as data (categories and credits): the text is rebuilt from them, without the old personal foreword',
  },
];

/** What a record is matched by across the two imports. */
export function identity(resource: string, r: Served): string {
  if ('chapterName' in r) return String(r.chapterName);
  if (resource === 'featureMechanics') return featureMechanicsKey(r as Parameters<typeof featureMechanicsKey>[0]);
  if (resource === 'characterAdvancement') return String(r.level);
  if (resource === 'feature') return [r.source, r.sourceName, r.name, r.level ?? ''].join('|');
  if (resource === 'equipment') return `${String(r.name)}|${String(r.weaponClassification)}`;
  if (resource === 'starshipModification') return String(r.name).toLowerCase();
  if (resource === 'feat') return `${String(r.name)}|${String(r.contentSource)}`;
  return String(r.name ?? '');
}

const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.every(isBlank)) || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

const squash = (s: string) => s.replace(/\r\n?/g, '\n').replace(/\s+/g, ' ').trim();
/** The characters a lost one (U+FFFD) was repaired to: apostrophes, quotes and dashes. */
const REPAIRED = new Set(["-", "'", '\u2019', '\u2018', '\u2014', '\u2013', '\u201c', '\u201d', '"']);

/**
 * Text equality under the format's normalization: whitespace runs as one space, and each U+FFFD of the legacy text
 * matching a repaired character (or nothing). `display` for legacy text that went through the site's dash rule
 * (U+FFFD shown as '-'): then a legacy '-' matches any repaired character.
 */
export function sameText(legacy: string, canonical: string, display: boolean): boolean {
  const a = squash(legacy);
  const b = squash(canonical);
  if (a === b) return true;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const c = a[i]!;
    if (c === '\uFFFD' || (display && c === '-')) {
      if (REPAIRED.has(b[j]!)) j++;
      else if (c === '-') return false;
      i++;
      continue;
    }
    if (c !== b[j]) return false;
    i++;
    j++;
  }
  while (i < a.length && a[i] === '\uFFFD') i++;
  return i === a.length && j === b.length;
}

const parseJson = (s: string): unknown => {
  if (s === '') return null;
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
};

function diff(resource: string, record: string, legacy: unknown, canonical: unknown, path: string, display: boolean, out: ServedDifference[]): void {
  // A companion is compared by what it encodes ('' and '[]' both say "nothing").
  if (path.endsWith('Json')) {
    if (typeof legacy === 'string' && parseJson(legacy) !== undefined) legacy = parseJson(legacy);
    if (typeof canonical === 'string' && parseJson(canonical) !== undefined) canonical = parseJson(canonical);
  }
  if (isBlank(legacy) && isBlank(canonical)) return;
  if (isBlank(legacy)) return void out.push({ resource, record, path, kind: 'extra', canonical });
  if (isBlank(canonical)) return void out.push({ resource, record, path, kind: 'missing', legacy });
  if (typeof legacy === 'string' && typeof canonical === 'string') {
    if (!sameText(legacy, canonical, display)) out.push({ resource, record, path, kind: 'value', legacy, canonical });
    return;
  }
  if (Array.isArray(legacy) && Array.isArray(canonical)) {
    const a = legacy.filter((x) => !isBlank(x));
    const b = canonical.filter((x) => !isBlank(x));
    for (let i = 0; i < Math.max(a.length, b.length); i++) diff(resource, record, a[i], b[i], `${path}[]`, display, out);
    return;
  }
  if (legacy && canonical && typeof legacy === 'object' && typeof canonical === 'object' && !Array.isArray(legacy) && !Array.isArray(canonical)) {
    const a = legacy as Served;
    const b = canonical as Served;
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) diff(resource, record, a[k], b[k], path ? `${path}.${k}` : k, display, out);
    return;
  }
  if (legacy !== canonical) out.push({ resource, record, path, kind: typeof legacy === typeof canonical ? 'value' : 'type', legacy, canonical });
}

export interface Comparison {
  /** Differences no deliberate entry explains. */
  unexplained: ServedDifference[];
  /** How many differences each deliberate entry explained. */
  explained: Map<string, number>;
  /** Records compared (matched on both sides). */
  matched: number;
}

/** Paths inside a Json companion name members in Pascal case (the legacy serializer's): matched as the fields they copy. */
const fieldPath = (path: string) => path.replace(/(^|\.|\])([A-Z])(?=[a-z])/g, (_m, sep: string, c: string) => sep + c.toLowerCase());

const explains = (rule: Deliberate, d: ServedDifference) =>
  (rule.resources === '*' || rule.resources.includes(d.resource)) &&
  (!rule.kinds || rule.kinds.includes(d.kind)) &&
  (!rule.path || rule.path.test(fieldPath(d.path))) &&
  (!rule.when || rule.when(d));

/** Compares one resource's records as served by the two imports; `display` for answers that passed the dash rule. */
export function compareServed(resource: string, legacy: readonly Served[], canonical: readonly Served[], display: boolean, into?: Comparison): Comparison {
  const result: Comparison = into ?? { unexplained: [], explained: new Map(), matched: 0 };
  const diffs: ServedDifference[] = [];
  const byId = new Map<string, Served>();
  for (const r of canonical) byId.set(identity(resource, r), r);
  const seen = new Set<string>();
  for (const r of legacy) {
    const id = identity(resource, r);
    const other = byId.get(id);
    if (!other) {
      diffs.push({ resource, record: id, path: '', kind: 'only-legacy' });
      continue;
    }
    seen.add(id);
    result.matched++;
    diff(resource, id, r, other, '', display, diffs);
  }
  for (const [id] of byId) if (!seen.has(id)) diffs.push({ resource, record: id, path: '', kind: 'only-canonical' });
  for (const d of diffs) {
    const rule = DELIBERATE.find((x) => explains(x, d));
    if (rule) result.explained.set(rule.id, (result.explained.get(rule.id) ?? 0) + 1);
    else result.unexplained.push(d);
  }
  return result;
}

/** The differences of two values (a computed sheet), under the same text and blank rules, each located by its path. */
export function compareValues(what: string, legacy: unknown, canonical: unknown, display = false): ServedDifference[] {
  const out: ServedDifference[] = [];
  diff(what, what, legacy, canonical, '', display, out);
  return out;
}

/**
 * The differences no deliberate entry explains, for records embedded in something else (a computed sheet holds the
 * rules records it used): an entry explains a difference when it matches the path from some record boundary on.
 */
export function unexplainedNested(list: readonly ServedDifference[]): ServedDifference[] {
  return list.filter((d) => {
    const segments = d.path.split('.');
    return !segments.some((_s, i) => {
      const suffix = { ...d, path: segments.slice(i).join('.') };
      return DELIBERATE.some((rule) => (!rule.kinds || rule.kinds.includes(d.kind)) && (!rule.path || rule.path.test(fieldPath(suffix.path))) && (!rule.when || rule.when(suffix)));
    });
  });
}

/** One line per unexplained difference, for a failing assertion's message. */
export function describeDifferences(list: readonly ServedDifference[], limit = 40): string {
  const show = (v: unknown) => (v === undefined ? '-' : JSON.stringify(v).slice(0, 160));
  const lines = list.slice(0, limit).map((d) => `${d.resource} "${d.record}" ${d.path || '(record)'} ${d.kind}: ${show(d.legacy)} -> ${show(d.canonical)}`);
  if (list.length > limit) lines.push(`... and ${list.length - limit} more`);
  return lines.join('\n');
}
