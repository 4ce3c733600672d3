// Each document kind's adapter: how its JSON text is checked, stamped before a save, judged complete, and projected
// for each share view. The server and the browser use the same adapters, so both refuse the same garbage.
import { stampForSave } from '../engine/character/character-list.ts';
import type { RawCharacter } from '../engine/character/types.ts';
import { validateCharacter } from '../engine/compute/validation-code.ts';
import { EncounterDocumentError, parseEncounterDocument } from '../engine/encounters/document.ts';
import type { EncounterDocument } from '../engine/encounters/document-schema.ts';
import { parseStarship, STARSHIP_SCHEMA_VERSION, StarshipParseError, type Starship } from '../engine/starships/ship-document.ts';
import { SHIP_ABILITIES } from '../schemas/starship-mechanics.ts';
import { inputLimitProblems } from './input-limits.ts';
import { DOCUMENT_KIND, type DocumentKindDef, type DocumentKindName, type ShareViewName } from './kinds.ts';
import { playerView } from '../engine/encounters/player-view.ts';
import { readCampaignContent, type CampaignContent } from './campaigns.ts';
import { HomebrewPackError, parseHomebrewPack, type HomebrewPack } from '../homebrew/pack.ts';

export type JsonObject = Record<string, unknown>;

/** A parse either gives the document or names what is wrong with the text. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** A pure function from the stored document to what a share view shows of it. */
export type Projection<T> = (document: T) => JsonObject;

/** The views a kind's entry in the kinds table offers, as a union of their names. */
type ViewsOf<K extends DocumentKindName> = Extract<(typeof DOCUMENT_KIND)[K]['views'][number], ShareViewName>;

export interface DocumentAdapter<K extends DocumentKindName = DocumentKindName, T extends JsonObject = JsonObject> {
  readonly kind: K;
  /**
   * Parses JSON text as sent by a client or read from storage; the problem, when there is one, names what is wrong
   * ("jsonData must be a JSON object (an encounter)."). The size is checked separately (`jsonDataProblem`).
   */
  parse(jsonData: string): Parsed<T>;
  /** The document as saved at `now` (ms): stamped with the kind's version and change time. */
  stamp(document: T, now: number): T;
  /** True when the document is complete enough to use (a character the sheet can compute). */
  isComplete(document: T): boolean;
  /** One pure projection per view the kinds table lists for this kind; `FULL` is always the document as stored. */
  readonly views: Readonly<Record<ViewsOf<K>, Projection<T>>>;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Valid JSON holding an object, with an optional `name` string: the least every kind asks of its documents. */
function parseObject<T extends JsonObject>(def: DocumentKindDef, jsonData: string): Parsed<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonData);
  } catch (error) {
    return { ok: false, problem: `jsonData is not valid JSON: ${(error as Error).message}` };
  }
  if (!isObject(parsed)) return { ok: false, problem: `jsonData must be a JSON object (${articleFor(def)} ${def.label.singular}).` };
  if (parsed.name !== undefined && parsed.name !== null && typeof parsed.name !== 'string') {
    return { ok: false, problem: `jsonData's "name" must be text when present (got ${typeof parsed.name}).` };
  }
  return { ok: true, value: parsed as T };
}

const full = <T extends JsonObject>(document: T): JsonObject => document;

export const characterAdapter: DocumentAdapter<'character', RawCharacter & JsonObject> = {
  kind: 'character',
  parse: (jsonData) => parseObject(DOCUMENT_KIND.character, jsonData),
  stamp: (character, now) => stampForSave(character, now) as RawCharacter & JsonObject,
  isComplete: (character) => validateCharacter(character).code === 0,
  views: { FULL: full },
};

/**
 * The fields the storage keeps in every document beside its content (identities, change and creation times). They
 * are the storage's, not the kind's: a kind with a strict schema of its own (encounters, starships) has them taken off
 * before its engine reads it and put back after.
 */
export interface StorageFields {
  /** The server's id, once it has stored the document. */
  id?: string;
  /** The owner, as the server says. */
  userId?: string;
  /** A browser's key for the document, given before it ever reaches the server (kept in the JSON, so a lost answer is recognised). */
  localId?: string;
  /** When it was last changed (ms), stamped on every save. */
  changedAt?: number;
  createdAt?: number;
}

/** The storage's fields by name: every field of StorageFields, and only those (checked below). */
export const STORAGE_FIELDS = ['id', 'userId', 'localId', 'changedAt', 'createdAt'] as const satisfies readonly (keyof StorageFields)[];
const everyStorageFieldListed: Exclude<keyof StorageFields, (typeof STORAGE_FIELDS)[number]> extends never ? true : never = true;
void everyStorageFieldListed;

/** A stored encounter: the encounter engine's document plus the storage's fields. */
export type StoredEncounter = EncounterDocument & StorageFields;

/** A stored starship: the engine's document plus the storage's fields. */
export type StoredStarship = Starship & StorageFields & JsonObject;

/** What each kind's own format holds once the storage's fields are set aside (a character has no schema of its own here). */
export interface StoredContent {
  character: JsonObject;
  encounter: EncounterDocument;
  starship: Starship;
  campaign: JsonObject;
  homebrew: HomebrewPack;
}

/**
 * A stored document as its kind's engine reads it: the content in the kind's format (defaults filled in) and the
 * storage's fields apart; or every problem, by path, and whether they are in the storage's fields (or the shape) or
 * in the content.
 */
export type StoredReading<T> = { ok: true; value: T; storage: StorageFields } | { ok: false; problems: readonly string[]; where: 'storage' | 'content' };

/** Each kind's reader of its content; throws its engine's error, which lists the problems. */
const CONTENT_READERS: { readonly [K in DocumentKindName]: (content: JsonObject) => StoredContent[K] } = {
  character: (content) => content,
  encounter: parseEncounterDocument,
  starship: parseStarship,
  campaign: (content) => content,
  homebrew: parseHomebrewPack,
};

/**
 * The one reading of a stored document of a kind (from storage, a server copy, a share link): the server's adapters,
 * the browser's pages and the tracker all read a document through it, so they agree on what is one.
 */
export function readStored<K extends DocumentKindName>(kind: K, document: unknown): StoredReading<StoredContent[K]> {
  const def = DOCUMENT_KIND[kind];
  if (!isObject(document)) return { ok: false, problems: [`jsonData must be a JSON object (${articleFor(def)} ${def.label.singular}).`], where: 'storage' };
  const { storage, content, problem } = storageFieldsOf(document);
  if (problem) return { ok: false, problems: [problem], where: 'storage' };
  try {
    return { ok: true, value: CONTENT_READERS[kind](content), storage };
  } catch (error) {
    if (error instanceof EncounterDocumentError || error instanceof StarshipParseError || error instanceof HomebrewPackError) return { ok: false, problems: error.issues, where: 'content' };
    throw error;
  }
}

/** Splits the storage's fields off a document; a field of the wrong type is named. */
function storageFieldsOf(document: JsonObject): { storage: StorageFields; content: JsonObject; problem?: string } {
  const storage: Record<string, unknown> = {};
  const content: JsonObject = { ...document };
  for (const field of STORAGE_FIELDS) {
    if (!(field in content)) continue;
    const value = content[field];
    delete content[field];
    if (value === undefined || value === null) continue;
    const wanted = field === 'changedAt' || field === 'createdAt' ? 'number' : 'string';
    if (typeof value !== wanted) return { storage, content, problem: `jsonData's "${field}" must be a ${wanted === 'number' ? 'number' : 'text'} (got ${typeof value}).` };
    storage[field] = value;
  }
  return { storage, content };
}

/** The document without the storage's fields: what the kind's own format holds. */
export function withoutStorageFields(document: JsonObject): JsonObject {
  return storageFieldsOf(document).content;
}

/**
 * An encounter must be one the encounter engine reads (its strict format: a field it does not know is refused, never
 * dropped), so neither the server nor a browser keeps one that the builder or the tracker could not open. The
 * problem names every wrong field by its path ("party.groups[0].level: must be a level from 1 to 20").
 */
function parseEncounter(jsonData: string): Parsed<JsonObject> {
  const parsed = parseObject<JsonObject>(DOCUMENT_KIND.encounter, jsonData);
  if (!parsed.ok) return parsed;
  const read = readStored('encounter', parsed.value);
  if (!read.ok) return { ok: false, problem: read.where === 'storage' ? read.problems.join('; ') : `jsonData is not an encounter: ${read.problems.join('; ')}.` };
  return { ok: true, value: { ...read.storage, ...read.value } };
}

/** True when the encounter engine reads the document (the browser keeps one it does not read unsent). */
function isReadableEncounter(encounter: JsonObject): boolean {
  return readStored('encounter', encounter).ok;
}

export const encounterAdapter: DocumentAdapter<'encounter'> = {
  kind: 'encounter',
  parse: parseEncounter,
  stamp: (encounter, now) => ({ ...encounter, changedAt: now }),
  isComplete: isReadableEncounter,
  views: {
    FULL: full,
    PLAYERS: encounterPlayersView,
  },
};

/**
 * Reads a starship document with the starship engine: defaults filled in, and every problem named by its path
 * ("jsonData is not a starship: size: ..."); a document saved by a newer version of the site is refused rather than
 * half-read.
 */
export function parseStoredStarship(value: unknown): Parsed<StoredStarship> {
  const read = readStored('starship', value);
  if (!read.ok) return { ok: false, problem: read.where === 'storage' ? read.problems.join('; ') : `jsonData is not a starship: ${read.problems.join('; ')}` };
  return { ok: true, value: { ...read.value, ...read.storage } as StoredStarship };
}

export const starshipAdapter: DocumentAdapter<'starship', StoredStarship> = {
  kind: 'starship',
  parse(jsonData) {
    const parsed = parseObject<JsonObject>(DOCUMENT_KIND.starship, jsonData);
    return parsed.ok ? parseStoredStarship(parsed.value) : parsed;
  },
  stamp: (starship, now) => ({ ...starship, schemaVersion: STARSHIP_SCHEMA_VERSION, changedAt: now }),
  // Complete enough for the sheet: named, a construction role chosen and all six scores assigned. The rest (equipment,
  // weapons, crew) a ship may fly without; the builder's last step lists it.
  isComplete: (starship) =>
    typeof starship.name === 'string' &&
    starship.name.trim() !== '' &&
    typeof starship.role === 'string' &&
    SHIP_ABILITIES.every((ability) => typeof (starship.abilityScores as Starship['abilityScores'] | undefined)?.assigned?.[ability] === 'number'),
  views: { FULL: full },
};

/** A stored homebrew pack: the pack (core/homebrew/pack.ts) plus the storage's fields. */
export type StoredHomebrewPack = HomebrewPack & StorageFields & JsonObject;

/**
 * A homebrew pack must be one the pack reading accepts: every entry passes its resource's record schema, every
 * mechanics entry the features' vocabulary, no two entries of a type share a name; the problem names each by its
 * member path ("jsonData is not a homebrew pack: entries[2].record.size: ..."). A name colliding with an official
 * record needs the loaded rules, so the server checks that beside this (server/documents/homebrew-check.ts).
 */
export function parseStoredHomebrew(value: unknown): Parsed<StoredHomebrewPack> {
  const read = readStored('homebrew', value);
  if (!read.ok) return { ok: false, problem: read.where === 'storage' ? read.problems.join('; ') : `jsonData is not a homebrew pack: ${read.problems.join('; ')}` };
  return { ok: true, value: { ...read.value, ...read.storage } as StoredHomebrewPack };
}

export const homebrewAdapter: DocumentAdapter<'homebrew', StoredHomebrewPack> = {
  kind: 'homebrew',
  parse(jsonData) {
    const parsed = parseObject<JsonObject>(DOCUMENT_KIND.homebrew, jsonData);
    return parsed.ok ? parseStoredHomebrew(parsed.value) : parsed;
  },
  stamp: (pack, now) => ({ ...pack, changedAt: now }),
  // A pack that reads is complete: an empty one is a start.
  isComplete: (pack) => readStored('homebrew', pack).ok,
  views: { FULL: full },
};

/**
 * The players' view of a stored encounter: the encounter engine's projection (turn order, whose turn, the round, each
 * player character's hit points, every other creature's state in words; no monster's number or stat block, hidden
 * combatants left out). A document the engine cannot read shows its name only, which can leak no number.
 */
export function encounterPlayersView(encounter: JsonObject): JsonObject {
  const read = readStored('encounter', encounter);
  if (read.ok) return { ...playerView(read.value) };
  return typeof encounter.name === 'string' ? { name: encounter.name } : {};
}

/** Every kind's adapter, keyed like the kinds table (a kind without one is a type error). */
/** A stored campaign: its name and awards' log (core/documents/campaigns.ts) plus the storage's fields. */
export type StoredCampaign = CampaignContent & StorageFields & JsonObject;

/** A campaign must have a readable name and log; what it lacks is filled in (an empty log). */
export const campaignAdapter: DocumentAdapter<'campaign', StoredCampaign> = {
  kind: 'campaign',
  parse(jsonData) {
    const parsed = parseObject<JsonObject>(DOCUMENT_KIND.campaign, jsonData);
    if (!parsed.ok) return parsed;
    const read = readCampaignContent(parsed.value);
    return read.ok ? { ok: true, value: { ...parsed.value, ...read.value } as StoredCampaign } : read;
  },
  stamp: (campaign, now) => ({ ...campaign, changedAt: now }),
  isComplete: (campaign) => typeof campaign.name === 'string' && campaign.name.trim() !== '',
  views: { FULL: full },
};

export const DOCUMENT_ADAPTERS: { readonly [K in DocumentKindName]: DocumentAdapter<K> } = {
  character: characterAdapter as unknown as DocumentAdapter<'character'>,
  encounter: encounterAdapter,
  starship: starshipAdapter as unknown as DocumentAdapter<'starship'>,
  campaign: campaignAdapter as unknown as DocumentAdapter<'campaign'>,
  homebrew: homebrewAdapter as unknown as DocumentAdapter<'homebrew'>,
};

/** UTF-8 length of a string without encoding it (lone surrogates count as the 3 bytes of U+FFFD, as encoders write). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * What is wrong with `jsonData` as a stored document of the kind (not text, too large, not JSON, not an object, a
 * field past its limit in ./input-limits.ts), or null when the server would store it. The size is the kinds table's
 * limit, in bytes of UTF-8.
 */
export function jsonDataProblem(kind: DocumentKindName, jsonData: unknown): string | null {
  const def = DOCUMENT_KIND[kind];
  if (typeof jsonData !== 'string') return `jsonData must be a string holding the ${def.label.singular} as JSON text.`;
  const bytes = utf8ByteLength(jsonData);
  if (bytes > def.maxJsonBytes) {
    return `jsonData is too large: ${bytes} bytes, at most ${def.maxJsonBytes} bytes (${def.maxJsonBytes / 1024} KB) are allowed for ${articleFor(def)} ${def.label.singular}.`;
  }
  const parsed = DOCUMENT_ADAPTERS[kind].parse(jsonData);
  if (!parsed.ok) return parsed.problem;
  const overLimits = inputLimitProblems(kind, parsed.value);
  return overLimits.length ? `jsonData has text or numbers past what ${articleFor(def)} ${def.label.singular} may hold: ${overLimits.join('; ')}.` : null;
}

function articleFor(def: DocumentKindDef): string {
  return /^[aeiou]/.test(def.label.singular) ? 'an' : 'a';
}

/**
 * What the share view `view` shows of a stored document, as JSON text: `FULL` is the stored text itself; other views
 * run the kind's projection. Throws when the kind does not offer the view.
 */
export function projectForView(kind: DocumentKindName, view: ShareViewName, jsonData: string): string {
  if (view === 'FULL') return jsonData;
  const projection = (DOCUMENT_ADAPTERS[kind].views as Partial<Record<ShareViewName, Projection<JsonObject>>>)[view];
  if (!projection) throw new Error(`A ${DOCUMENT_KIND[kind].label.singular} has no ${view} view.`);
  const parsed = DOCUMENT_ADAPTERS[kind].parse(jsonData);
  // A stored document always parsed when it was saved; should one not, the view shows nothing of it.
  return JSON.stringify(parsed.ok ? projection(parsed.value) : {});
}
