// Documents kept in this browser (IndexedDB through idb-keyval), one database per kind: idb-keyval cannot add a store
// to an existing database, and characters keep the database they always had, so nothing stored before is lost. One
// record per document, keyed by its localId, with whether it holds changes the cloud has not received (sign-out keeps
// those), the server revision it was edited from, and the server's copy it waits on when the player must choose.
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { browserStorageNames, type DocumentKindDef } from '../../../core/documents/kinds.ts';
import type { ServerCopy } from './document-cloud.ts';
import type { DocumentFields } from './document-kinds.ts';

export interface StoredDocument<D extends DocumentFields = DocumentFields> {
  document: D;
  /** True while the document has changes the cloud has not stored (always true for signed-out drafts). */
  pendingUpload: boolean;
  /**
   * Why the server cannot take this copy (it is too large): it is then not sent again, on this visit or the next,
   * until the document changes. Absent when the copy may be sent.
   */
  uploadRefused?: string;
  /** The server revision (and its text) this copy was edited from; absent for one the server never stored. */
  base?: ServerCopy;
  /** The server's newer copy this one conflicts with, while the player has not chosen what to keep. */
  conflictWith?: ServerCopy;
}

/** Where the store keeps its local copies; the IndexedDB one below, or an in-memory one in tests. */
export interface LocalDocumentDb<D extends DocumentFields = DocumentFields> {
  readAll(): Promise<StoredDocument<D>[]>;
  put(key: string, record: StoredDocument<D>): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** A kind's database and store names, from its frozen storage key: `sw5e-characters` / `characters` (the characters' own since the start). */
export const localDatabaseName = (def: DocumentKindDef) => browserStorageNames(def).database;
export const localStoreName = (def: DocumentKindDef) => browserStorageNames(def).store;

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function isServerCopy(value: unknown): value is ServerCopy {
  return isObject(value) && typeof value.revision === 'number' && typeof value.jsonData === 'string';
}

/**
 * A stored record as written by any version: records from before kinds hold the character under `character`. A
 * value that is no record gives undefined.
 */
export function readStoredRecord<D extends DocumentFields>(value: unknown): StoredDocument<D> | undefined {
  if (!isObject(value)) return undefined;
  const document = value.document ?? value.character;
  if (!isObject(document)) return undefined;
  return {
    document: document as D,
    pendingUpload: value.pendingUpload !== false,
    ...(typeof value.uploadRefused === 'string' && value.uploadRefused ? { uploadRefused: value.uploadRefused } : {}),
    ...(isServerCopy(value.base) ? { base: value.base } : {}),
    ...(isServerCopy(value.conflictWith) ? { conflictWith: value.conflictWith } : {}),
  };
}

export function createIndexedDbDocuments<D extends DocumentFields>(def: DocumentKindDef, idbStore: UseStore = createStore(localDatabaseName(def), localStoreName(def))): LocalDocumentDb<D> {
  return {
    async readAll() {
      const rows = await entries<string, unknown>(idbStore);
      const records: StoredDocument<D>[] = [];
      for (const [key, value] of rows) {
        const record = readStoredRecord<D>(value);
        if (record) records.push(record);
        else console.warn(`Skipping an unreadable local ${def.label.singular} record "${String(key)}"`);
      }
      return records;
    },
    put: (key, record) => set(key, record, idbStore),
    remove: (key) => del(key, idbStore),
    clear: () => clear(idbStore),
  };
}

/** An in-memory stand-in with the same behaviour (tests, or a browser without IndexedDB). */
export function createMemoryDocuments<D extends DocumentFields>(initial: StoredDocument<D>[] = []): LocalDocumentDb<D> & { records: Map<string, StoredDocument<D>> } {
  const records = new Map<string, StoredDocument<D>>();
  for (const record of initial) records.set(record.document.localId ?? String(records.size), structuredClone(record));
  return {
    records,
    readAll: async () => [...records.values()].map((record) => structuredClone(record)),
    put: async (key, record) => void records.set(key, structuredClone(record)),
    remove: async (key) => void records.delete(key),
    clear: async () => records.clear(),
  };
}

const defaultDbs = new Map<string, LocalDocumentDb<DocumentFields>>();

/** The browser's database of one kind (created on first use). */
export function localDocumentDb<D extends DocumentFields>(def: DocumentKindDef): LocalDocumentDb<D> {
  let db = defaultDbs.get(def.kind);
  if (!db) {
    db = typeof indexedDB === 'undefined' ? createMemoryDocuments() : createIndexedDbDocuments(def);
    defaultDbs.set(def.kind, db);
  }
  return db as LocalDocumentDb<D>;
}

/**
 * Sign-out without a live store: removes from this browser the documents the server holds (they belong to the user
 * signing out). A document whose latest change never reached the server is kept, never deleted: it is the only copy.
 * Returns the documents kept.
 */
export async function removeUploadedDocuments<D extends DocumentFields>(db: LocalDocumentDb<D>): Promise<D[]> {
  const records = await db.readAll();
  await Promise.all(records.filter((record) => !record.pendingUpload && record.document.localId).map((record) => db.remove(record.document.localId!)));
  return records.filter((record) => record.pendingUpload).map((record) => record.document);
}
