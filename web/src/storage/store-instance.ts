// The one character store of the running app: bound to the Apollo client, following the sign-in state (the auth
// store is its only source), retrying on reconnect, and at sign-out (after a last attempt to upload) emptied of what
// the server holds; characters that never reached the server stay in this browser.
import type { ApolloClient } from '@apollo/client';
import { authStore, beforeSignOut } from '../auth/auth-state.ts';
import { CharacterStore, type CharacterTabChannel, type CharacterTabMessage } from './character-store.ts';
import { createApolloCharacterCloud } from './cloud-characters.ts';
import { localCharacterDb, removeUploadedCharacters } from './local-characters.ts';

/** How long sign-out waits for unsent changes to reach the server before the local copies are cleared. */
export const SIGN_OUT_FLUSH_MS = 3000;

let current: { client: ApolloClient; store: CharacterStore; disconnect: () => void } | undefined;

/** The tabs of this browser share one character database; a BroadcastChannel tells each what the others changed. */
function browserTabs(): (CharacterTabChannel & { close(): void }) | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel('sw5e-characters');
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent<CharacterTabMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

export function characterStoreFor(client: ApolloClient): CharacterStore {
  if (current?.client === client) return current.store;
  current?.disconnect();
  const tabs = browserTabs();
  const store = new CharacterStore({ local: localCharacterDb(), cloud: createApolloCharacterCloud(client), isSignedIn: authStore.get().isLoggedIn, tabs });
  const unsubscribeAuth = authStore.subscribe(() => void store.setSignedIn(authStore.get().isLoggedIn));
  const disconnectOnline = store.connect();
  current = {
    client,
    store,
    disconnect: () => {
      unsubscribeAuth();
      disconnectOnline();
      store.dispose();
      tabs?.close();
    },
  };
  return store;
}

/**
 * Sign-out, while the token still works: unsent changes get a last upload (for at most SIGN_OUT_FLUSH_MS), then what
 * the server holds leaves memory and this browser. Without a live store, only the database is cleared.
 */
export async function clearCharactersForSignOut(): Promise<void> {
  const store = current?.store;
  if (!store) return removeUploadedCharacters();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([store.flush().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_FLUSH_MS)))]);
  clearTimeout(timer);
  await store.clearUploaded();
}

beforeSignOut(clearCharactersForSignOut);
