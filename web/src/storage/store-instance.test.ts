// The app's character store follows the one sign-in state (the auth store's token) and takes part in sign-out
// through the step it registers with auth: what the server holds leaves this browser, what it never received stays.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createCharacter } from '../../../core/engine/index.ts';
import { runSignOutSteps, setAccessToken } from '../auth/auth-state.ts';
import { localCharacterDb } from './local-characters.ts';
import { characterStoreFor } from './store-instance.ts';

const client = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

async function seedDatabase() {
  const db = localCharacterDb();
  await db.clear();
  const unsent = { ...createCharacter(1), name: 'Unsent' };
  const uploaded = { ...createCharacter(2), name: 'Uploaded', id: 'cloud-1', userId: 'user-1' };
  await db.put(unsent.localId!, { character: unsent, pendingUpload: true });
  await db.put(uploaded.localId!, { character: uploaded, pendingUpload: false });
  return db;
}

afterEach(() => setAccessToken(null));

describe('the app character store', () => {
  it('the sign-out step clears what the server holds from the live store and the database, and keeps the rest', async () => {
    const db = await seedDatabase();
    const store = characterStoreFor(client());
    await store.load();
    expect(store.getSnapshot().characters.map((c) => c.name).sort()).toEqual(['Unsent', 'Uploaded']);
    await runSignOutSteps();
    expect(store.getSnapshot().characters.map((c) => c.name)).toEqual(['Unsent']);
    expect((await db.readAll()).map((record) => record.character.name)).toEqual(['Unsent']);
  });

  it('follows the auth store: a token means signed in, none means signed out', async () => {
    await seedDatabase();
    const store = characterStoreFor(client());
    await store.load();
    expect(Object.values(store.getSnapshot().status).every((status) => status.state === 'local')).toBe(true);
    // Signed in (the link answers nothing, so the list fetch fails and is reported): the store has left 'local'.
    setAccessToken('header.payload.signature');
    await store.syncWithCloud();
    expect(Object.values(store.getSnapshot().status).every((status) => status.state !== 'local')).toBe(true);
    setAccessToken(null);
    expect(Object.values(store.getSnapshot().status).every((status) => status.state === 'local')).toBe(true);
  });
});
