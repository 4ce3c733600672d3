// The one character store of the running app: bound to the Apollo client, following the sign-in state, retrying on
// reconnect, and emptied (after a last attempt to upload) when sign-out clears the local characters.
import type { ApolloClient } from '@apollo/client';
import { authStore } from '../auth/auth-state.ts';
import { CharacterStore } from './character-store.ts';
import { createApolloCharacterCloud } from './cloud-characters.ts';
import { localCharacterDb, onLocalCharactersCleared } from './local-characters.ts';

/** How long sign-out waits for unsent changes to reach the server before the local copies are cleared. */
export const SIGN_OUT_FLUSH_MS = 3000;

let current: { client: ApolloClient; store: CharacterStore; disconnect: () => void } | undefined;

export function characterStoreFor(client: ApolloClient): CharacterStore {
  if (current?.client === client) return current.store;
  current?.disconnect();
  const store = new CharacterStore({ local: localCharacterDb(), cloud: createApolloCharacterCloud(client), isSignedIn: authStore.get().isLoggedIn });
  const follow = () => {
    const { isLoggedIn } = authStore.get();
    void store.setSignedIn(isLoggedIn);
  };
  const unsubscribeAuth = authStore.subscribe(follow);
  const disconnectOnline = store.connect();
  const unsubscribeClear = onLocalCharactersCleared(async () => {
    await Promise.race([store.flush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SIGN_OUT_FLUSH_MS))]);
    await store.clear();
  });
  current = {
    client,
    store,
    disconnect: () => {
      unsubscribeAuth();
      disconnectOnline();
      unsubscribeClear();
      store.dispose();
    },
  };
  return store;
}
