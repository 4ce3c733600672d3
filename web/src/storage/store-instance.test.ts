// The app's document stores follow the one sign-in state (the auth store's token) and take part in sign-out through
// the step they register with auth: for every kind, what the server holds leaves this browser, what it never received
// stays and is named first.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createCharacter } from '../../../core/engine/index.ts';
import { runSignOutSteps, setAccessToken } from '../auth/auth-state.ts';
import { DOCUMENT_KIND } from '../../../core/documents/kinds.ts';
import { localDocumentDb } from './local-documents.ts';
import { characterStoreFor, unsentDocuments } from './store-instance.ts';

const client = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

async function seedDatabase() {
  const db = localDocumentDb(DOCUMENT_KIND.character);
  await db.clear();
  const unsent = { ...createCharacter(1), name: 'Unsent' };
  const uploaded = { ...createCharacter(2), name: 'Uploaded', id: 'cloud-1', userId: 'user-1' };
  await db.put(unsent.localId!, { document: unsent, pendingUpload: true });
  await db.put(uploaded.localId!, { document: uploaded, pendingUpload: false });
  return db;
}

afterEach(() => setAccessToken(null));

describe('the app character store', () => {
  it('the sign-out step clears what the server holds from the live store and the database, and keeps the rest', async () => {
    const db = await seedDatabase();
    const store = characterStoreFor(client());
    await store.load();
    expect(store.getSnapshot().documents.map((c) => c.name).sort()).toEqual(['Unsent', 'Uploaded']);
    await runSignOutSteps();
    expect(store.getSnapshot().documents.map((c) => c.name)).toEqual(['Unsent']);
    expect((await db.readAll()).map((record) => record.document.name)).toEqual(['Unsent']);
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

  it('sign-out covers every kind: one no page opened is cleared in its own database, and the unsent are named per kind', async () => {
    await seedDatabase();
    const encounters = localDocumentDb(DOCUMENT_KIND.encounter);
    await encounters.clear();
    await encounters.put('temp-ambush000', { document: { name: 'Ambush', localId: 'temp-ambush000' }, pendingUpload: true });
    await encounters.put('temp-stored000', { document: { name: 'Stored', localId: 'temp-stored000', id: 'e1' }, pendingUpload: false });
    const store = characterStoreFor(client());
    await store.load();
    expect((await unsentDocuments()).map(({ kind, documents }) => [kind, documents.map((document) => document.name)])).toEqual([
      ['character', ['Unsent']],
      ['encounter', ['Ambush']],
    ]);
    await runSignOutSteps();
    expect((await encounters.readAll()).map((record) => record.document.name)).toEqual(['Ambush']);
    expect(store.getSnapshot().documents.map((c) => c.name)).toEqual(['Unsent']);
  });
});
