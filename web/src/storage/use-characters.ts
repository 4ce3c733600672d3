// React hooks over the character store: the list (My Characters) and one character (the character page, print view).
import { useApolloClient } from '@apollo/client/react';
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-state.ts';
import { createCharacter, findCharacterById, importCharacter, type RawCharacter } from '../../../core/engine/index.ts';
import type { CharacterStore, CharacterStoreSnapshot, EditSource, SyncStatus } from './character-store.ts';
import { characterStoreFor } from './store-instance.ts';

const StoreContext = createContext<CharacterStore | undefined>(undefined);

/** Supplies a store of your own (tests, stories); without it the app's store bound to the Apollo client is used. */
export function CharacterStoreProvider({ store, children }: { store: CharacterStore; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

export function useCharacterStore(): CharacterStore {
  const provided = useContext(StoreContext);
  // Called on every render (hooks may not be conditional); only used when no provider supplies a store.
  const client = useOptionalApolloClient();
  if (provided) return provided;
  if (!client) throw new Error('useCharacterStore needs a CharacterStoreProvider or an ApolloProvider above it.');
  return characterStoreFor(client);
}

function useOptionalApolloClient() {
  try {
    return useApolloClient();
  } catch (e) {
    // A promise is the app's data layer still loading (app/App.tsx): React waits for it and renders again.
    if (e instanceof Promise) throw e;
    return undefined;
  }
}

function useSnapshot(store: CharacterStore): CharacterStoreSnapshot {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * True until this browser's copies are read and, when signed in, the server list has been fetched (or failed). The
 * store settles its list only while it follows a signed-in session, so a store not yet told of a sign-in still loads.
 */
function isStillLoading(snapshot: CharacterStoreSnapshot, auth: { isLoggedIn: boolean; isAuthLoading: boolean }): boolean {
  if (!snapshot.isLocalLoaded || auth.isAuthLoading) return true;
  return auth.isLoggedIn && !snapshot.isCloudSettled;
}

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
  const store = useCharacterStore();
  const snapshot = useSnapshot(store);
  const auth = useAuth();
  const create = useCallback(() => store.add(createCharacter()), [store]);
  const importText = useCallback((text: string) => store.add(importCharacter(text)), [store]);
  const remove = useCallback((id: string) => store.remove(id), [store]);
  return {
    characters: snapshot.characters,
    isLoading: isStillLoading(snapshot, auth),
    isSignedIn: auth.isLoggedIn,
    status: snapshot.status,
    ...(snapshot.listError ? { listError: snapshot.listError } : {}),
    ...(snapshot.localError ? { localError: snapshot.localError } : {}),
    create,
    importText,
    remove,
  };
}

export interface CharacterState {
  character: RawCharacter | undefined;
  isLoading: boolean;
  /** Loaded, and neither this browser nor (signed in) the server has the character. */
  notFound: boolean;
  isSignedIn: boolean;
  /** Where the latest change is: local only, pending, saving, saved to the cloud, or failed (with the reason). */
  status: SyncStatus | undefined;
  /** Changes the user has not saved (held builder edits, anything while signed out) and not exported since. */
  unsaved: boolean;
  localError?: string;
  /** Stores an edit; the store decides from where it came (builder or sheet) when it goes to the server. */
  update(next: RawCharacter, source: EditSource): Promise<RawCharacter>;
  /** Uploads pending changes now (Save Character, leaving the builder); does nothing signed out. */
  flush(): Promise<void>;
  /** The user kept a copy (export to file, copy text). */
  markClean(): void;
  remove(): Promise<void>;
}

/** One character by cloud id, else localId. */
export function useCharacter(id: string | undefined): CharacterState {
  const store = useCharacterStore();
  const snapshot = useSnapshot(store);
  const auth = useAuth();
  const character = useMemo(() => (id ? findCharacterById(snapshot.characters, id) : undefined), [snapshot.characters, id]);
  const loading = !character && isStillLoading(snapshot, auth);
  const key = character?.localId;
  const update = useCallback((next: RawCharacter, source: EditSource) => store.edit(next, source), [store]);
  const flush = useCallback(() => (key ? store.flush(key) : Promise.resolve()), [store, key]);
  const markClean = useCallback(() => (key ? store.markClean(key) : undefined), [store, key]);
  const remove = useCallback(() => (key ? store.remove(key) : Promise.resolve()), [store, key]);
  return {
    character,
    isLoading: loading,
    notFound: !character && !loading,
    isSignedIn: auth.isLoggedIn,
    status: key ? snapshot.status[key] : undefined,
    unsaved: key ? (snapshot.unsaved[key] ?? false) : false,
    ...(snapshot.localError ? { localError: snapshot.localError } : {}),
    update,
    flush,
    markClean,
    remove,
  };
}
