// The IndexedDB character records (fake-indexeddb in jsdom): write, read back from a fresh handle, delete, clear.
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../../core/engine/index.ts';
import { createIndexedDbCharacters, localCharacterDb, removeUploadedCharacters } from './local-characters.ts';

describe('IndexedDB characters', () => {
  it('survive a new handle on the same database (a reload), one record per character', async () => {
    const first = createIndexedDbCharacters(createStore('test-reload', 'characters'));
    const a = { ...createCharacter(1), name: 'A' };
    const b = { ...createCharacter(2), name: 'B' };
    await first.put(a.localId!, { character: a, pendingUpload: true });
    await first.put(b.localId!, { character: b, pendingUpload: false });
    await first.put(a.localId!, { character: { ...a, notes: 'edited' }, pendingUpload: true });

    const reopened = createIndexedDbCharacters(createStore('test-reload', 'characters'));
    const records = await reopened.readAll();
    expect(records.map((r) => [r.character.name, r.character.notes, r.pendingUpload]).sort()).toEqual([
      ['A', 'edited', true],
      ['B', '', false],
    ]);
    await reopened.remove(a.localId!);
    expect((await first.readAll()).map((r) => r.character.name)).toEqual(['B']);
    await reopened.clear();
    expect(await first.readAll()).toEqual([]);
  });

  it('skips records that are not characters instead of failing the whole list', async () => {
    const idb = createStore('test-bad', 'characters');
    const db = createIndexedDbCharacters(idb);
    const { set } = await import('idb-keyval');
    await set('junk', 'not a record', idb);
    await db.put('temp-okokokoko', { character: { ...createCharacter(1), name: 'Fine' }, pendingUpload: true });
    expect((await db.readAll()).map((r) => r.character.name)).toEqual(['Fine']);
  });

  it('keep why the server refused a copy (too large) across a reload', async () => {
    const db = createIndexedDbCharacters(createStore('test-refused', 'characters'));
    const huge = { ...createCharacter(1), name: 'Huge' };
    await db.put(huge.localId!, { character: huge, pendingUpload: true, uploadRefused: 'Too large for the cloud.' });
    const reopened = createIndexedDbCharacters(createStore('test-refused', 'characters'));
    expect(await reopened.readAll()).toEqual([{ character: huge, pendingUpload: true, uploadRefused: 'Too large for the cloud.' }]);
  });

  it('removeUploadedCharacters removes what the cloud holds and keeps what it never received', async () => {
    const db = localCharacterDb();
    const unsent = { ...createCharacter(1), name: 'Unsent' };
    const uploaded = { ...createCharacter(2), name: 'Uploaded', id: 'cloud-1' };
    await db.put(unsent.localId!, { character: unsent, pendingUpload: true });
    await db.put(uploaded.localId!, { character: uploaded, pendingUpload: false });
    await removeUploadedCharacters();
    expect((await db.readAll()).map((record) => record.character.name)).toEqual(['Unsent']);
  });
});
