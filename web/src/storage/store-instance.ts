// The document stores of the running app, one per kind, made on first use: each bound to the Apollo client,
// following the sign-in state (the auth store is its only source), retrying on reconnect, told by the other tabs of
// this browser over its kind's BroadcastChannel, and at sign-out (after a last attempt to upload) emptied of what the
// server holds. Documents that never reached the server stay in this browser, and sign-out says which, per kind.
import type { ApolloClient } from '@apollo/client';
import { browserStorageNames, DOCUMENT_KIND, DOCUMENT_KIND_NAMES, type DocumentKindName } from '../../../core/documents/kinds.ts';
import { authStore, beforeSignOut } from '../auth/auth-state.ts';
import { createApolloDocumentCloud } from './document-cloud.ts';
import { DOCUMENT_KIND_SPECS, type DocumentFields, type DocumentTypes } from './document-kinds.ts';
import { DocumentStore, type DocumentTabChannel, type DocumentTabMessage } from './document-store.ts';
import { localDocumentDb, removeUploadedDocuments } from './local-documents.ts';

/** How long sign-out waits for unsent changes to reach the server before the local copies are cleared. */
export const SIGN_OUT_FLUSH_MS = 3000;

interface Bound {
  client: ApolloClient;
  store: DocumentStore<DocumentFields>;
  disconnect: () => void;
}

const current = new Map<DocumentKindName, Bound>();

/** A kind's channel name, from its frozen storage key: `sw5e-characters` (as before kinds), `sw5e-encounters`, ... */
export const tabChannelName = (kind: DocumentKindName) => browserStorageNames(DOCUMENT_KIND[kind]).channel;

/** The tabs of this browser share each kind's database; a BroadcastChannel per kind tells each what the others changed. */
function browserTabs<D extends DocumentFields>(kind: DocumentKindName): (DocumentTabChannel<D> & { close(): void }) | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(tabChannelName(kind));
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent<DocumentTabMessage<D>>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/** The app's store of one kind, bound to this Apollo client. */
export function documentStoreFor<K extends DocumentKindName>(kind: K, client: ApolloClient): DocumentStore<DocumentTypes[K]> {
  const bound = current.get(kind);
  if (bound?.client === client) return bound.store as unknown as DocumentStore<DocumentTypes[K]>;
  bound?.disconnect();
  const spec = DOCUMENT_KIND_SPECS[kind];
  const tabs = browserTabs<DocumentTypes[K]>(kind);
  const store = new DocumentStore<DocumentTypes[K]>({
    kind: spec as never,
    local: localDocumentDb(spec.def),
    cloud: createApolloDocumentCloud(client, spec.def),
    isSignedIn: authStore.get().isLoggedIn,
    ...(tabs ? { tabs } : {}),
  });
  const unsubscribeAuth = authStore.subscribe(() => void store.setSignedIn(authStore.get().isLoggedIn));
  const disconnectOnline = store.connect();
  current.set(kind, {
    client,
    store: store as unknown as DocumentStore<DocumentFields>,
    disconnect: () => {
      unsubscribeAuth();
      disconnectOnline();
      store.dispose();
      tabs?.close();
    },
  });
  return store;
}

/** The characters' store (the first kind). */
export const characterStoreFor = (client: ApolloClient) => documentStoreFor('character', client);

/** The live store of a kind, if a page has made it. */
export function liveDocumentStore<K extends DocumentKindName>(kind: K): DocumentStore<DocumentTypes[K]> | undefined {
  return current.get(kind)?.store as unknown as DocumentStore<DocumentTypes[K]> | undefined;
}

/** What one kind keeps in this browser because the server never received it. */
export interface UnsentDocuments<K extends DocumentKindName = DocumentKindName> {
  kind: K;
  documents: DocumentTypes[K][];
}

/**
 * Documents of every kind whose latest change never reached the server, read from the live stores (or this browser's
 * databases for kinds no page has opened): what sign-out will keep here, to tell the user first.
 */
export async function unsentDocuments(): Promise<UnsentDocuments[]> {
  const found = await Promise.all(
    DOCUMENT_KIND_NAMES.map(async (kind): Promise<UnsentDocuments> => {
      const store = liveDocumentStore(kind);
      if (store) return { kind, documents: await store.unsentDocuments() };
      const records = await localDocumentDb(DOCUMENT_KIND_SPECS[kind].def).readAll();
      return { kind, documents: records.filter((record) => record.pendingUpload).map((record) => record.document) as DocumentTypes[typeof kind][] };
    }),
  );
  return found.filter((entry) => entry.documents.length > 0);
}

/**
 * Sign-out of one kind, while the token still works: unsent changes get a last upload (for at most
 * SIGN_OUT_FLUSH_MS), then what the server holds leaves memory and this browser. Without a live store, only the
 * database is cleared.
 */
async function clearKindForSignOut(kind: DocumentKindName): Promise<void> {
  const store = liveDocumentStore(kind);
  if (!store) {
    await removeUploadedDocuments(localDocumentDb(DOCUMENT_KIND_SPECS[kind].def));
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([store.flush().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_FLUSH_MS)))]);
  clearTimeout(timer);
  await store.clearUploaded();
}

/** Sign-out: every kind at once (each gets its last upload within the same wait). */
export async function clearDocumentsForSignOut(): Promise<void> {
  await Promise.all(DOCUMENT_KIND_NAMES.map(clearKindForSignOut));
}

beforeSignOut(clearDocumentsForSignOut);
