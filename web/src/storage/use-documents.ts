// React hooks over the document stores: the list of a kind (My Characters), one document (the character page, print
// view), and the documents waiting for the player to settle a conflict. useCharacters and useCharacter are the same
// hooks for the first kind.
import { useApolloClient } from '@apollo/client/react';
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { DocumentKindName } from '../../../core/documents/kinds.ts';
import type { ConflictChoice } from '../../../core/documents/three-way-merge.ts';
import { createCharacter, importCharacter, type RawCharacter } from '../../../core/engine/index.ts';
import { findDocument } from '../../../core/documents/list-rules.ts';
import { useAuth } from '../auth/auth-state.ts';
import type { DocumentFields, DocumentTypes } from './document-kinds.ts';
import type { DocumentConflict, DocumentStore, DocumentStoreSnapshot, SyncStatus, UploadMode } from './document-store.ts';
import { documentStoreFor } from './store-instance.ts';

type Stores = { [K in DocumentKindName]?: DocumentStore<DocumentTypes[K]> };

const StoreContext = createContext<Stores>({});

/** Supplies stores of your own (tests, stories); without one the app's store of the kind bound to the Apollo client is used. */
export function DocumentStoreProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  const outer = useContext(StoreContext);
  const value = useMemo(() => ({ ...outer, ...stores }), [outer, stores]);
  return createElement(StoreContext.Provider, { value }, children);
}

/** Supplies a character store of your own (tests). */
export function CharacterStoreProvider({ store, children }: { store: DocumentStore<RawCharacter>; children: ReactNode }) {
  const stores = useMemo(() => ({ character: store }), [store]);
  return createElement(DocumentStoreProvider, { stores, children });
}

export function useDocumentStore<K extends DocumentKindName>(kind: K): DocumentStore<DocumentTypes[K]> {
  const provided = useContext(StoreContext)[kind] as DocumentStore<DocumentTypes[K]> | undefined;
  // Called on every render (hooks may not be conditional); only used when no provider supplies a store.
  const client = useOptionalApolloClient();
  if (provided) return provided;
  if (!client) throw new Error('useDocumentStore needs a DocumentStoreProvider or an ApolloProvider above it.');
  return documentStoreFor(kind, client);
}

export const useCharacterStore = () => useDocumentStore('character');

function useOptionalApolloClient() {
  try {
    return useApolloClient();
  } catch (e) {
    // A promise is the app's data layer still loading (app/App.tsx): React waits for it and renders again.
    if (e instanceof Promise) throw e;
    return undefined;
  }
}

function useSnapshot<D extends DocumentFields>(store: DocumentStore<D>): DocumentStoreSnapshot<D> {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * True until this browser's copies are read and, when signed in, the server list has been fetched (or failed). The
 * store settles its list only while it follows a signed-in session, so a store not yet told of a sign-in still loads.
 */
function isStillLoading(snapshot: DocumentStoreSnapshot<DocumentFields>, auth: { isLoggedIn: boolean; isAuthLoading: boolean }): boolean {
  if (!snapshot.isLocalLoaded || auth.isAuthLoading) return true;
  return auth.isLoggedIn && !snapshot.isCloudSettled;
}

export interface DocumentsState<D extends DocumentFields> {
  documents: readonly D[];
  isLoading: boolean;
  isSignedIn: boolean;
  status: Readonly<Record<string, SyncStatus>>;
  listError?: string;
  localError?: string;
  /** A new document joins the list; resolves with it once stored locally (upload starts at once). */
  add(document: D): Promise<D>;
  remove(id: string): Promise<void>;
}

/** Every document of a kind. */
export function useDocuments<K extends DocumentKindName>(kind: K): DocumentsState<DocumentTypes[K]> {
  const store = useDocumentStore(kind);
  const snapshot = useSnapshot(store);
  const auth = useAuth();
  const add = useCallback((document: DocumentTypes[K]) => store.add(document), [store]);
  const remove = useCallback((id: string) => store.remove(id), [store]);
  return {
    documents: snapshot.documents,
    isLoading: isStillLoading(snapshot, auth),
    isSignedIn: auth.isLoggedIn,
    status: snapshot.status,
    ...(snapshot.listError ? { listError: snapshot.listError } : {}),
    ...(snapshot.localError ? { localError: snapshot.localError } : {}),
    add,
    remove,
  };
}

export interface DocumentState<D extends DocumentFields> {
  document: D | undefined;
  isLoading: boolean;
  /** Loaded, and neither this browser nor (signed in) the server has the document. */
  notFound: boolean;
  isSignedIn: boolean;
  /** This browser may hold a session that is still being restored (a reload): signed in is not known yet. */
  isSigningIn: boolean;
  /** Where the latest change is: local only, pending, saving, saved to the cloud, waiting for a decision, or failed. */
  status: SyncStatus | undefined;
  /** Changes the user has not saved (held builder edits, anything while signed out) and not exported since. */
  unsaved: boolean;
  localError?: string;
  /** Stores an edit, sent to the server as the page's upload mode says (debounce, throttle, held until a flush). */
  update(next: D, mode: UploadMode): Promise<D>;
  /** Uploads pending changes now (Save Character, leaving the builder); does nothing signed out. */
  flush(): Promise<void>;
  /** The user kept a copy (export to file, copy text). */
  markClean(): void;
  remove(): Promise<void>;
}

/** One document of a kind by cloud id, else localId. */
export function useDocument<K extends DocumentKindName>(kind: K, id: string | undefined): DocumentState<DocumentTypes[K]> {
  const store = useDocumentStore(kind);
  const snapshot = useSnapshot(store);
  const auth = useAuth();
  const document = useMemo(() => (id ? findDocument(snapshot.documents, id) : undefined), [snapshot.documents, id]);
  const loading = !document && isStillLoading(snapshot, auth);
  const key = document?.localId;
  // Signed in, the open document follows the other devices' saves over the live socket (the store merges them).
  const cloudId = document?.id;
  useEffect(() => (cloudId && auth.isLoggedIn ? store.follow(cloudId) : undefined), [store, cloudId, auth.isLoggedIn]);
  const update = useCallback((next: DocumentTypes[K], mode: UploadMode) => store.save(next, mode), [store]);
  const flush = useCallback(() => (key ? store.flush(key) : Promise.resolve()), [store, key]);
  const markClean = useCallback(() => (key ? store.markClean(key) : undefined), [store, key]);
  const remove = useCallback(() => (key ? store.remove(key) : Promise.resolve()), [store, key]);
  return {
    document,
    isLoading: loading,
    notFound: !document && !loading,
    isSignedIn: auth.isLoggedIn,
    isSigningIn: auth.isAuthLoading && !auth.isLoggedIn,
    status: key ? snapshot.status[key] : undefined,
    unsaved: key ? (snapshot.unsaved[key] ?? false) : false,
    ...(snapshot.localError ? { localError: snapshot.localError } : {}),
    update,
    flush,
    markClean,
    remove,
  };
}

export interface DocumentConflictsState<D extends DocumentFields> {
  /** The documents (all of the kind, or the one asked for) whose same fields were changed here and elsewhere. */
  conflicts: readonly DocumentConflict<D>[];
  /** Keeps, per field (by pathKey), this browser's value or the server's, and saves the result. */
  resolve(key: string, choices: Readonly<Record<string, ConflictChoice>>): Promise<void>;
}

/** The documents of a kind waiting for the player's decision (only the one with this id or localId, when given). */
export function useDocumentConflicts<K extends DocumentKindName>(kind: K, id?: string): DocumentConflictsState<DocumentTypes[K]> {
  const store = useDocumentStore(kind);
  const snapshot = useSnapshot(store);
  const conflicts = useMemo(
    () => (id === undefined ? snapshot.conflicts : snapshot.conflicts.filter(({ document }) => document.id === id || document.localId === id)),
    [snapshot.conflicts, id],
  );
  const resolve = useCallback((key: string, choices: Readonly<Record<string, ConflictChoice>>) => store.resolve(key, choices), [store]);
  return { conflicts, resolve };
}

// ---- characters, the first kind ----

export interface CharactersState {
  characters: readonly RawCharacter[];
  isLoading: boolean;
  isSignedIn: boolean;
  status: Readonly<Record<string, SyncStatus>>;
  listError?: string;
  localError?: string;
  /** A new character from the blank template; resolves with it once stored locally (upload starts at once). */
  create(): Promise<RawCharacter>;
  /** A character from import text (throws a CharacterImportError when the text is not a character). */
  importText(text: string): Promise<RawCharacter>;
  remove(id: string): Promise<void>;
}

export function useCharacters(): CharactersState {
  const { documents, add, ...rest } = useDocuments('character');
  const create = useCallback(() => add(createCharacter()), [add]);
  const importText = useCallback((text: string) => add(importCharacter(text)), [add]);
  return { ...rest, characters: documents, create, importText };
}

export interface CharacterState extends Omit<DocumentState<RawCharacter>, 'document'> {
  character: RawCharacter | undefined;
}

/** One character by cloud id, else localId. */
export function useCharacter(id: string | undefined): CharacterState {
  const { document, ...rest } = useDocument('character', id);
  return { ...rest, character: document };
}
