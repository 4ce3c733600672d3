// The store port: the only way the server reaches persistent data. Adapters: embedded (SQLite + mingo) and MongoDB.

import type { DataVersion, Doc, ResourceWriter } from '../../core/catalogue-store.ts';
import type { ExpiringStore } from './expiring.ts';

export type { ExpiringEntry, ExpiringPutOptions, ExpiringStore } from './expiring.ts';

// The stored document and data-version shapes are shared with the importer, which writes through ResourceWriter.
export type { DataVersion, Doc } from '../../core/catalogue-store.ts';

/**
 * A MongoDB query-language filter. Both adapters accept the same subset: field equality,
 * $eq/$ne/$in/$nin/$gt/$gte/$lt/$lte/$exists/$regex (with $options 'i')/$and/$or/$elemMatch,
 * and dotted paths. The embedded adapter evaluates it with mingo, MongoDB and FerretDB natively.
 */
export type Filter = Record<string, unknown>;

export interface FindOptions {
  /** Sort spec; without it documents come back in the order they were imported. */
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

export interface UserRecord {
  /** The identity provider's subject. */
  id: string;
  username: string;
  createdAt?: string;
}

/** A character as the server stores it: opaque JSON text owned by one user. */
export interface CharacterRecord {
  id: string;
  userId: string;
  jsonData: string;
}

export interface CharacterSaveRequest {
  /** Absent or null creates a new character; otherwise updates that id (which must belong to the user). */
  id?: string | null;
  jsonData: string;
}

export interface RulesStore extends ResourceWriter {
  find(resource: string, filter?: Filter, options?: FindOptions): Promise<Doc[]>;
  findOne(resource: string, filter: Filter): Promise<Doc | null>;
  count(resource: string, filter?: Filter): Promise<number>;
  /** Every data version, including MASTERVERSION; empty before the first import. */
  dataVersions(): Promise<DataVersion[]>;
}

export interface UserStore {
  getUser(id: string): Promise<UserRecord | null>;
  /** Creates the user if absent and returns the stored record (an existing username is kept). */
  ensureUser(id: string, defaultUsername: string): Promise<UserRecord>;
  setUsername(id: string, username: string): Promise<UserRecord>;
}

export interface CharacterStore {
  listCharacters(userId: string): Promise<CharacterRecord[]>;
  getCharacter(userId: string, id: string): Promise<CharacterRecord | null>;
  /**
   * Creates or updates one character atomically and returns the stored record.
   * Throws NotFoundError when `id` is given but is not one of the user's characters,
   * and CharacterLimitError when creating would exceed `limit` characters for the user.
   */
  saveCharacter(userId: string, request: CharacterSaveRequest, limit: number): Promise<CharacterRecord>;
  /**
   * Saves several, all or nothing: the limit and ownership are checked up front, and when a write fails part-way the
   * earlier ones are undone. Should undoing fail too (the database went away), PartialSaveError names what stayed saved.
   */
  saveCharacters(userId: string, requests: CharacterSaveRequest[], limit: number): Promise<CharacterRecord[]>;
  /** Returns false when the id is not one of the user's characters. */
  deleteCharacter(userId: string, id: string): Promise<boolean>;
}

export interface Store extends RulesStore, UserStore, CharacterStore, ExpiringStore {
  readonly backend: 'embedded' | 'mongodb';
  /** Resolves when the backend answers; rejects with a clear error otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export class CharacterLimitError extends Error {
  override name = 'CharacterLimitError';
  constructor(public readonly limit: number) {
    super(`Character limit reached: a user can store at most ${limit} characters.`);
  }
}

/** Raised when the backend cannot be reached; the request fails but nothing is lost. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** A batch save failed part-way and the saves before the failure could not be undone: `saved` lists them. */
export class PartialSaveError extends StoreUnavailableError {
  override name = 'PartialSaveError';
  constructor(
    message: string,
    readonly saved: CharacterRecord[],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
