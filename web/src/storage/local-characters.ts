// Characters kept in this browser (IndexedDB through idb-keyval): one record per character, keyed by its localId,
// with a flag saying whether it holds changes the cloud has not received yet (sign-out keeps those).
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { RawCharacter } from '../../../core/engine/index.ts';

export interface StoredCharacter {
  character: RawCharacter;
  /** True while the character has changes the cloud has not stored (always true for signed-out drafts). */
  pendingUpload: boolean;
  /**
   * Why the server cannot take this copy (it is too large): it is then not sent again, on this visit or the next,
   * until the character changes. Absent when the copy may be sent.
   */
  uploadRefused?: string;
}

/** Where the store keeps its local copies; the IndexedDB one below, or an in-memory one in tests. */
export interface LocalCharacterDb {
  readAll(): Promise<StoredCharacter[]>;
  put(key: string, record: StoredCharacter): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

export const CHARACTER_DB_NAME = 'sw5e-characters';
export const CHARACTER_STORE_NAME = 'characters';

function isStoredCharacter(value: unknown): value is StoredCharacter {
  if (!value || typeof value !== 'object') return false;
  const character = (value as { character?: unknown }).character;
  return !!character && typeof character === 'object' && !Array.isArray(character);
}

export function createIndexedDbCharacters(idbStore: UseStore = createStore(CHARACTER_DB_NAME, CHARACTER_STORE_NAME)): LocalCharacterDb {
  return {
    async readAll() {
      const rows = await entries<string, unknown>(idbStore);
      const records: StoredCharacter[] = [];
      for (const [key, value] of rows) {
        if (isStoredCharacter(value)) {
          const refused = typeof value.uploadRefused === 'string' && value.uploadRefused ? { uploadRefused: value.uploadRefused } : {};
          records.push({ character: value.character, pendingUpload: value.pendingUpload !== false, ...refused });
        }
        else console.warn(`Skipping an unreadable local character record "${String(key)}"`);
      }
      return records;
    },
    put: (key, record) => set(key, record, idbStore),
    remove: (key) => del(key, idbStore),
    clear: () => clear(idbStore),
  };
}

/** An in-memory stand-in with the same behaviour (tests, or a browser without IndexedDB). */
export function createMemoryCharacters(initial: StoredCharacter[] = []): LocalCharacterDb & { records: Map<string, StoredCharacter> } {
  const records = new Map<string, StoredCharacter>();
  for (const record of initial) records.set(record.character.localId ?? String(records.size), structuredClone(record));
  return {
    records,
    readAll: async () => [...records.values()].map((record) => structuredClone(record)),
    put: async (key, record) => void records.set(key, structuredClone(record)),
    remove: async (key) => void records.delete(key),
    clear: async () => records.clear(),
  };
}

let defaultDb: LocalCharacterDb | undefined;

/** The browser's character database (created on first use). */
export function localCharacterDb(): LocalCharacterDb {
  defaultDb ??= typeof indexedDB === 'undefined' ? createMemoryCharacters() : createIndexedDbCharacters();
  return defaultDb;
}

/**
 * Sign-out without a live character store: removes from this browser the characters the server holds (they belong to
 * the user signing out). A character whose latest change never reached the server is kept, never deleted: it is the
 * only copy.
 */
export async function removeUploadedCharacters(db: LocalCharacterDb = localCharacterDb()): Promise<void> {
  const records = await db.readAll();
  await Promise.all(records.filter((record) => !record.pendingUpload && record.character.localId).map((record) => db.remove(record.character.localId!)));
}
