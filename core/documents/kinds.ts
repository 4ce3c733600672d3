// The kinds of document a user keeps on the server (characters, encounters, starships, homebrew packs): every fact about each kind,
// written once. The store, the document service, the GraphQL resolvers, the share links and the browser's sync all
// read these entries; adding a kind is one entry here, its adapter in ./adapters.ts and its SDL file in schema/.
//
// Plain data only (no engine code): the browser's storage imports this module for the limits and labels.

/** A kind's name as the store and the code use it. */
export type DocumentKindName = 'character' | 'encounter' | 'starship' | 'campaign' | 'homebrew';

/**
 * What a read-only share link shows. `FULL`: the document exactly as stored. `PLAYERS`: what the players at the table
 * may see of it (an encounter without its monsters' numbers). Each kind lists the views it offers.
 */
export type ShareViewName = 'FULL' | 'PLAYERS';

export const SHARE_VIEWS: readonly ShareViewName[] = ['FULL', 'PLAYERS'];

/** The GraphQL names of one kind: its own type, input and typed operations (schema/<plural>.graphql). */
export interface DocumentGraphQLNames {
  /** The SDL type of a stored document (`Character`). */
  type: string;
  /** The SDL input of a save (`CharacterInput`). */
  input: string;
  /** The kind's value in the `DocumentKind` enum of schema/shares.graphql. */
  enumValue: 'CHARACTER' | 'ENCOUNTER' | 'STARSHIP' | 'CAMPAIGN' | 'HOMEBREW';
  /** Query: the signed-in user's documents of this kind. */
  list: string;
  /** Query: one of them by id (null when it is not the caller's). */
  item: string;
  /** Mutation: create (no id) or update one. */
  save: string;
  /** Mutation: save several, all or nothing. */
  saveMany: string;
  /** Mutation: delete one (and every share link of it). */
  delete: string;
}

export interface DocumentKindDef {
  kind: DocumentKindName;
  /**
   * Lower-case nouns for messages ("Encounter limit reached: you can store at most 50 encounters."), and what a
   * document of the kind is called in lists and headings while it has no name ("Unnamed Encounter").
   */
  label: { singular: string; plural: string; unnamed: string };
  /**
   * The kind's name in every browser's storage: its IndexedDB database and store and its tabs' BroadcastChannel
   * (`browserStorageNames`). Frozen: a browser's documents are found by it, so changing it (or the labels, which it
   * no longer follows) would orphan them. A new kind picks one once, never to change.
   */
  storageKey: string;
  /** How many documents of this kind one user may keep on the server. */
  limit: number;
  /** The largest document (its JSON text, UTF-8 bytes) the server stores; the browser keeps larger ones unsent. */
  maxJsonBytes: number;
  /** The views a share link of this kind may use; `FULL` always, `PLAYERS` only where the kind has one. */
  views: readonly ShareViewName[];
  /**
   * The kind's list page (core/documents/list-rules.ts): the count against the limit shows above `showCountAbove`
   * documents, the search box above `showSearchAbove` (null: the list has none).
   */
  list: { showCountAbove: number; showSearchAbove: number | null };
  graphql: DocumentGraphQLNames;
}

const KB = 1024;

/** Characters first: the kind the site stored before there were others. */
export const DOCUMENT_KINDS = [
  {
    kind: 'character',
    label: { singular: 'character', plural: 'characters', unnamed: 'Unnamed Character' },
    storageKey: 'characters',
    // Issue 7 decided on 20 (the original site compared against 50 while its tooltip said 20).
    limit: 20,
    maxJsonBytes: 512 * KB,
    views: ['FULL'],
    list: { showCountAbove: 14, showSearchAbove: 5 },
    graphql: {
      type: 'Character',
      input: 'CharacterInput',
      enumValue: 'CHARACTER',
      list: 'characters',
      item: 'character',
      save: 'saveCharacter',
      saveMany: 'saveCharacters',
      delete: 'deleteCharacter',
    },
  },
  {
    kind: 'encounter',
    label: { singular: 'encounter', plural: 'encounters', unnamed: 'Unnamed Encounter' },
    storageKey: 'encounters',
    limit: 50,
    maxJsonBytes: 512 * KB,
    // PLAYERS: the player view of a running tracker, projected by the encounter engine (./adapters.ts): no monster's
    // numbers or stat block.
    views: ['FULL', 'PLAYERS'],
    // The count once the list is three quarters full; game masters keep few enough that no search is offered.
    list: { showCountAbove: 37, showSearchAbove: null },
    graphql: {
      type: 'Encounter',
      input: 'EncounterInput',
      enumValue: 'ENCOUNTER',
      list: 'encounters',
      item: 'encounter',
      save: 'saveEncounter',
      saveMany: 'saveEncounters',
      delete: 'deleteEncounter',
    },
  },
  {
    kind: 'starship',
    label: { singular: 'starship', plural: 'starships', unnamed: 'Unnamed Starship' },
    storageKey: 'starships',
    limit: 20,
    maxJsonBytes: 256 * KB,
    views: ['FULL'],
    list: { showCountAbove: 14, showSearchAbove: 5 },
    graphql: {
      type: 'Starship',
      input: 'StarshipInput',
      enumValue: 'STARSHIP',
      list: 'starships',
      item: 'starship',
      save: 'saveStarship',
      saveMany: 'saveStarships',
      delete: 'deleteStarship',
    },
  },
  {
    // A game master's campaign: its name and the awards' log. Its members and invite links are kept beside it (the
    // campaign service, server/campaigns/), so a player joining or leaving never rewrites the game master's document.
    kind: 'campaign',
    label: { singular: 'campaign', plural: 'campaigns', unnamed: 'Unnamed Campaign' },
    storageKey: 'campaigns',
    limit: 20,
    maxJsonBytes: 1024 * KB,
    views: ['FULL'],
    list: { showCountAbove: 14, showSearchAbove: 5 },
    // The generic names are the game master's own documents; `campaign(id)` and `myCampaigns` (schema/campaigns.graphql)
    // also answer members, so the generic item and list take the game master's names.
    graphql: {
      type: 'Campaign',
      input: 'CampaignInput',
      enumValue: 'CAMPAIGN',
      list: 'gameMasterCampaigns',
      item: 'gameMasterCampaign',
      save: 'saveCampaign',
      saveMany: 'saveCampaigns',
      delete: 'deleteCampaign',
    },
  },
  {
    // A table's own content (core/homebrew/): private to its owner, read by link holders through a FULL share.
    kind: 'homebrew',
    label: { singular: 'homebrew pack', plural: 'homebrew packs', unnamed: 'Unnamed Homebrew pack' },
    storageKey: 'homebrew',
    limit: 20,
    maxJsonBytes: 2048 * KB,
    views: ['FULL'],
    list: { showCountAbove: 14, showSearchAbove: 5 },
    graphql: {
      type: 'HomebrewPack',
      input: 'HomebrewPackInput',
      enumValue: 'HOMEBREW',
      list: 'homebrewPacks',
      item: 'homebrewPack',
      save: 'saveHomebrewPack',
      saveMany: 'saveHomebrewPacks',
      delete: 'deleteHomebrewPack',
    },
  },
] as const satisfies readonly DocumentKindDef[];

/** Each kind's entry by name (with its literal values, so a kind's views are known to the type checker). */
export const DOCUMENT_KIND = Object.fromEntries(DOCUMENT_KINDS.map((def) => [def.kind, def])) as unknown as {
  readonly [K in DocumentKindName]: Extract<(typeof DOCUMENT_KINDS)[number], { kind: K }>;
};

export const DOCUMENT_KIND_NAMES: readonly DocumentKindName[] = DOCUMENT_KINDS.map((def) => def.kind);

/** The entry of a kind name, or undefined for anything else (input from a request). */
export function documentKind(name: unknown): DocumentKindDef | undefined {
  return typeof name === 'string' && Object.hasOwn(DOCUMENT_KIND, name) ? DOCUMENT_KIND[name as DocumentKindName] : undefined;
}

/** The entry of a `DocumentKind` enum value (`ENCOUNTER`), or undefined. */
export function documentKindByEnum(value: unknown): DocumentKindDef | undefined {
  return (DOCUMENT_KINDS as readonly DocumentKindDef[]).find((def) => def.graphql.enumValue === value);
}

/** "Encounter" from "encounter": the start of a sentence. */
export function capitalized(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/**
 * The error code of a save refused by the kind's limit (HTTP 409, like a conflict): `CHARACTER_LIMIT`, `ENCOUNTER_LIMIT`, `STARSHIP_LIMIT` (with
 * `extensions.kind` and `extensions.limit`). A save from a stale revision answers `CONFLICT` whatever the kind.
 */
export function limitErrorCode<D extends { graphql: { enumValue: string } }>(def: D): `${D['graphql']['enumValue']}_LIMIT` {
  return `${def.graphql.enumValue}_LIMIT` as `${D['graphql']['enumValue']}_LIMIT`;
}

/** Every kind's limit error code, in table order: what the server's error table and error masking derive from. */
export function limitErrorCodes<D extends { graphql: { enumValue: string } }>(kinds: readonly D[]): `${D['graphql']['enumValue']}_LIMIT`[] {
  return kinds.map(limitErrorCode);
}

/** The error codes of the kinds' limits (`CHARACTER_LIMIT` | `ENCOUNTER_LIMIT` | ...). */
export type LimitErrorCode = ReturnType<typeof limitErrorCode<(typeof DOCUMENT_KINDS)[number]>>;

export const LIMIT_ERROR_CODES: readonly LimitErrorCode[] = limitErrorCodes(DOCUMENT_KINDS);

/**
 * Where a browser keeps a kind's documents and how its tabs tell each other about them, all from the kind's frozen
 * `storageKey`: database `sw5e-characters` with store `characters`, channel `sw5e-characters` (the names characters
 * had before there were kinds).
 */
export function browserStorageNames(def: Pick<DocumentKindDef, 'storageKey'>): { database: string; store: string; channel: string } {
  return { database: `sw5e-${def.storageKey}`, store: def.storageKey, channel: `sw5e-${def.storageKey}` };
}

/** True when `view` is one of the kind's share views. */
export function offersView(def: DocumentKindDef, view: unknown): view is ShareViewName {
  return (def.views as readonly unknown[]).includes(view);
}
