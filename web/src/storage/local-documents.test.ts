// The IndexedDB document records (fake-indexeddb in jsdom): write, read back from a fresh handle, delete, clear; one
// database per kind, and the character records written before kinds still read.
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createCharacter, type RawCharacter } from '../../../core/engine/index.ts';
import { DOCUMENT_KIND } from '../../../core/documents/kinds.ts';
import { createIndexedDbDocuments, localDocumentDb, removeUploadedDocuments } from './local-documents.ts';

const createIndexedDbCharacters = (store: ReturnType<typeof createStore>) => createIndexedDbDocuments<RawCharacter>(DOCUMENT_KIND.character, store);
const localCharacterDb = () => localDocumentDb<RawCharacter>(DOCUMENT_KIND.character);

describe('IndexedDB documents', () => {
  it('survive a new handle on the same database (a reload), one record per character', async () => {
    const first = createIndexedDbCharacters(createStore('test-reload', 'characters'));
    const a = { ...createCharacter(1), name: 'A' };
    const b = { ...createCharacter(2), name: 'B' };
    await first.put(a.localId!, { document: a, pendingUpload: true });
    await first.put(b.localId!, { document: b, pendingUpload: false });
    await first.put(a.localId!, { document: { ...a, notes: 'edited' }, pendingUpload: true });

    const reopened = createIndexedDbCharacters(createStore('test-reload', 'characters'));
    const records = await reopened.readAll();
    expect(records.map((r) => [r.document.name, r.document.notes, r.pendingUpload]).sort()).toEqual([
      ['A', 'edited', true],
      ['B', '', false],
    ]);
    await reopened.remove(a.localId!);
    expect((await first.readAll()).map((r) => r.document.name)).toEqual(['B']);
    await reopened.clear();
    expect(await first.readAll()).toEqual([]);
  });

  it('skips records that are not characters instead of failing the whole list', async () => {
    const idb = createStore('test-bad', 'characters');
    const db = createIndexedDbCharacters(idb);
    const { set } = await import('idb-keyval');
    await set('junk', 'not a record', idb);
    await db.put('temp-okokokoko', { document: { ...createCharacter(1), name: 'Fine' }, pendingUpload: true });
    expect((await db.readAll()).map((r) => r.document.name)).toEqual(['Fine']);
  });

  it('keep why the server refused a copy (too large) across a reload', async () => {
    const db = createIndexedDbCharacters(createStore('test-refused', 'characters'));
    const huge = { ...createCharacter(1), name: 'Huge' };
    await db.put(huge.localId!, { document: huge, pendingUpload: true, uploadRefused: 'Too large for the cloud.' });
    const reopened = createIndexedDbCharacters(createStore('test-refused', 'characters'));
    expect(await reopened.readAll()).toEqual([{ document: huge, pendingUpload: true, uploadRefused: 'Too large for the cloud.' }]);
  });

  it('removeUploadedDocuments removes what the cloud holds and keeps what it never received', async () => {
    const db = localCharacterDb();
    const unsent = { ...createCharacter(1), name: 'Unsent' };
    const uploaded = { ...createCharacter(2), name: 'Uploaded', id: 'cloud-1' };
    await db.put(unsent.localId!, { document: unsent, pendingUpload: true });
    await db.put(uploaded.localId!, { document: uploaded, pendingUpload: false });
    await removeUploadedDocuments(db);
    expect((await db.readAll()).map((record) => record.document.name)).toEqual(['Unsent']);
  });

  it('reads the character records written before kinds (the character under "character") from the same database', async () => {
    const { set } = await import('idb-keyval');
    const idb = createStore('sw5e-characters', 'characters');
    const old = { ...createCharacter(1), name: 'From last year' };
    await set(old.localId!, { character: old, pendingUpload: false }, idb);
    const records = await localCharacterDb().readAll();
    expect(records.find((record) => record.document.localId === old.localId)).toEqual({ document: old, pendingUpload: false });
  });

  it('keeps the base revision and a conflict\'s server copy across a reload', async () => {
    const db = createIndexedDbCharacters(createStore('test-base', 'characters'));
    const kira = { ...createCharacter(1), name: 'Kira' };
    const record = { document: kira, pendingUpload: true, base: { revision: 2, jsonData: '{}', changedAt: 'r2' }, conflictWith: { revision: 3, jsonData: '{"name":"X"}' } };
    await db.put(kira.localId!, record);
    expect(await createIndexedDbCharacters(createStore('test-base', 'characters')).readAll()).toEqual([record]);
  });

  it('gives each kind its own database, the characters keeping theirs', () => {
    expect(DOCUMENT_KIND.character.label.plural).toBe('characters');
    const names = (['character', 'encounter', 'starship'] as const).map((kind) => localDocumentDb(DOCUMENT_KIND[kind]));
    expect(new Set(names).size).toBe(3);
  });
});
