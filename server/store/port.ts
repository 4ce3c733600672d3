// The store port: the only way the server reaches persistent data. Adapters: embedded (SQLite + mingo) and MongoDB.

import type { DataVersion, Doc, ResourceWriter } from '../../core/catalogue-store.ts';
import type { ExpiringStore } from './expiring.ts';

export type { ExpiringEntry, ExpiringPutOptions, ExpiringStore } from './expiring.ts';
import { capitalized, DOCUMENT_KIND, type DocumentKindName, type ShareViewName } from '../../core/documents/kinds.ts';

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

/** The kinds of stored user document (core/documents/kinds.ts). */
export type { DocumentKindName, ShareViewName } from '../../core/documents/kinds.ts';

/** A stored user document of one kind: opaque JSON text owned by one user, with its revision. */
export interface DocumentRecord {
  kind: DocumentKindName;
  id: string;
  /** The owner: the identity provider's subject. */
  userId: string;
  jsonData: string;
  /** 1 when created, one more with every save. */
  revision: number;
  /** When this revision was stored (ISO 8601, the server's clock). */
  changedAt: string;
}

export interface DocumentSaveRequest {
  /** Absent or null creates a new document; otherwise updates that id (which must be the user's, of the kind). */
  id?: string | null;
  jsonData: string;
  /**
   * The revision the save was made from: when the stored document is at another revision the save is refused
   * (RevisionConflictError). Absent or null: unconditional (the last save wins). Only with an id.
   */
  baseRevision?: number | null;
}

/** A read-only share link of one document. */
export interface ShareRecord {
  /** The link's secret: 256 random bits, URL-safe; also its key. */
  token: string;
  kind: DocumentKindName;
  documentId: string;
  /** The document's owner, who alone may list and revoke the link. */
  userId: string;
  view: ShareViewName;
  createdAt: string;
}

export interface ShareFilter {
  kind?: DocumentKindName;
  documentId?: string;
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

/**
 * The users' own documents, one mechanism for every kind. Each save is a compare-and-set on the revision: of two saves
 * made from the same revision (two devices, two server processes) exactly one is stored, the other is refused.
 */
export interface DocumentStore {
  /** The user's documents of the kind, oldest first. */
  listDocuments(kind: DocumentKindName, userId: string): Promise<DocumentRecord[]>;
  /** The user's document of the kind with this id, or null (another user's reads like an unknown one). */
  getDocument(kind: DocumentKindName, userId: string, id: string): Promise<DocumentRecord | null>;
  /**
   * Creates or updates one document atomically and returns it as stored. Throws NotFoundError when `id` is not one
   * of the user's documents of the kind, RevisionConflictError when `baseRevision` is not the stored revision, and
   * DocumentLimitError when creating would exceed `limit` documents of the kind for the user.
   */
  saveDocument(kind: DocumentKindName, userId: string, request: DocumentSaveRequest, limit: number): Promise<DocumentRecord>;
  /**
   * Saves several, all or nothing: ownership, revisions (every conflict is reported at once) and the limit are checked
   * up front, and when a write fails part-way the earlier ones are undone. Should undoing fail too (the database went
   * away), PartialSaveError names what stayed saved.
   */
  saveDocuments(kind: DocumentKindName, userId: string, requests: DocumentSaveRequest[], limit: number): Promise<DocumentRecord[]>;
  /**
   * Deletes the document and every share link of it; false when it is not one of the user's documents of the kind.
   * With `baseRevision` the delete is a compare-and-set like a save: when the stored document is at another revision
   * (saved meanwhile elsewhere) nothing is deleted and RevisionConflictError names what is stored. Absent or null:
   * unconditional.
   */
  deleteDocument(kind: DocumentKindName, userId: string, id: string, baseRevision?: number | null): Promise<boolean>;
}

/** Share links: made and revoked by the document's owner, read by whoever holds the token. */
export interface ShareStore {
  /**
   * The link to the user's document for this view: the existing one, else a new one with a fresh token. Throws
   * NotFoundError when the document is not the user's (of the kind).
   */
  createShare(userId: string, kind: DocumentKindName, documentId: string, view: ShareViewName): Promise<ShareRecord>;
  /** The user's links, oldest first, optionally of one kind or one document. */
  listShares(userId: string, filter?: ShareFilter): Promise<ShareRecord[]>;
  /** The link with this token, whoever owns it, or null. */
  getShare(token: string): Promise<ShareRecord | null>;
  /** Deletes the user's link; false when the token is unknown or another user's. */
  revokeShare(userId: string, token: string): Promise<boolean>;
}

/** A character in a campaign: kept beside the game master's campaign document, keyed by the character. */
export interface CampaignMemberRecord {
  /** The character (one campaign at a time: the record's key). */
  characterId: string;
  campaignId: string;
  /** The campaign's owner (its game master). */
  gameMasterId: string;
  /** The character's owner (the player). */
  userId: string;
  joinedAt: string;
}

/** An invite link to a campaign. */
export interface CampaignInviteRecord {
  /** 256 random bits, URL-safe; also its key. */
  token: string;
  campaignId: string;
  gameMasterId: string;
  createdAt: string;
  /** ISO 8601; null: until revoked. */
  expiresAt: string | null;
}

/**
 * Campaigns' members and invite links, kept beside the campaign documents (which DocumentStore holds), so joining and
 * leaving never rewrite the game master's document. Deleting a character removes its membership, deleting a campaign
 * its members and invites (in deleteDocument).
 */
export interface CampaignStore {
  /**
   * Adds the character to the campaign unless the campaign already has `limit` members. Throws CampaignMembershipError
   * ('in-campaign') when the character is a member of any campaign, ('full') at the limit.
   */
  addCampaignMember(member: CampaignMemberRecord, limit: number): Promise<CampaignMemberRecord>;
  /** Removes the character from the campaign; false when it was not a member of it. */
  removeCampaignMember(campaignId: string, characterId: string): Promise<boolean>;
  /** The campaign's members, oldest first. */
  listCampaignMembers(campaignId: string): Promise<CampaignMemberRecord[]>;
  /** The campaign the character is in, or null. */
  getCampaignMembership(characterId: string): Promise<CampaignMemberRecord | null>;
  /** The memberships of the user's characters (as a player), oldest first. */
  listPlayerMemberships(userId: string): Promise<CampaignMemberRecord[]>;
  /** Stores a new invite (its token made here) unless the campaign has `limit` open ones (CampaignMembershipError 'full'). */
  createCampaignInvite(invite: Omit<CampaignInviteRecord, 'token'>, limit: number): Promise<CampaignInviteRecord>;
  /** The invite with this token, or null (expired ones too: the caller judges expiry). */
  getCampaignInvite(token: string): Promise<CampaignInviteRecord | null>;
  /** The campaign's invites, oldest first. */
  listCampaignInvites(campaignId: string): Promise<CampaignInviteRecord[]>;
  /** Deletes the game master's invite; false when unknown or another user's. */
  revokeCampaignInvite(gameMasterId: string, token: string): Promise<boolean>;
}

/** Why a character could not join, or an invite not be made. */
export class CampaignMembershipError extends Error {
  override name = 'CampaignMembershipError';
  constructor(
    readonly reason: 'in-campaign' | 'full',
    message: string,
  ) {
    super(message);
  }
}

export interface Store extends RulesStore, UserStore, DocumentStore, ShareStore, CampaignStore, ExpiringStore {
  readonly backend: 'embedded' | 'mongodb';
  /** Resolves when the backend answers; rejects with a clear error otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** Creating would give the user more than `limit` documents of the kind. */
export class DocumentLimitError extends Error {
  override name = 'DocumentLimitError';
  constructor(
    readonly kind: DocumentKindName,
    readonly limit: number,
  ) {
    const { label } = DOCUMENT_KIND[kind];
    super(`${capitalized(label.singular)} limit reached: a user can store at most ${limit} ${label.plural}.`);
  }
}

/** One refused save of a batch: the document's id and what is stored now. */
export interface RevisionConflict {
  id: string;
  current: DocumentRecord;
}

/** Saves made from a revision the stored documents have moved past; nothing of the request was saved. */
export class RevisionConflictError extends Error {
  override name = 'RevisionConflictError';
  constructor(
    readonly kind: DocumentKindName,
    readonly conflicts: RevisionConflict[],
  ) {
    const { label } = DOCUMENT_KIND[kind];
    const which = conflicts.map((c) => `"${c.id}" (now at revision ${c.current.revision})`).join(', ');
    super(`Saved meanwhile from elsewhere, nothing was saved: ${label.singular} ${which}.`);
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
    readonly saved: DocumentRecord[],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
