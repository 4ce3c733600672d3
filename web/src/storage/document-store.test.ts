// The character store against an in-memory database and a fake server: local saves, debounced uploads, retries,
// the sign-in batch, the server list merge, deletes and lookups.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILDER_VERSION, createCharacter, MAX_CHARACTER_JSON_BYTES, type RawCharacter } from '../../../core/engine/index.ts';
import { DocumentStore, RETRY_MAX_MS, SAVE_DEBOUNCE_MS, type DocumentTabChannel, type DocumentTabMessage } from './document-store.ts';
import { ServerError } from '@apollo/client/errors';
import { classifyCloudError, CloudDocumentError, MAX_BATCH_BODY_BYTES } from './document-cloud.ts';
import { DOCUMENT_KIND_SPECS } from './document-kinds.ts';
import { createMemoryDocuments } from './local-documents.ts';
import { FakeCloud } from './test-support/fake-cloud.ts';

const CHARACTER = DOCUMENT_KIND_SPECS.character;

let seq = 0;
const random = () => ((seq = (seq * 7 + 3) % 36) + 0.5) / 36;


/** About `kb` KB of a character's own words, each text within its limit (a single text that long would be refused). */
const bulkFeatures = (kb: number) => Array.from({ length: Math.ceil((kb * 1024) / 5000) }, (_, i) => ({ name: `Feature ${i}`, content: 'y'.repeat(5000) }));
function draft(name: string, patch: Partial<RawCharacter> = {}): RawCharacter {
  return { ...createCharacter(1_000), name, ...patch };
}

function setup(options: { signedIn?: boolean; initial?: RawCharacter[] } = {}) {
  const db = createMemoryDocuments<RawCharacter>((options.initial ?? []).map((character) => ({ document: character, pendingUpload: !character.id })));
  const cloud = new FakeCloud();
  const store = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, isSignedIn: options.signedIn ?? false, random });
  return { db, cloud, store };
}

const statusOf = (store: DocumentStore<RawCharacter>, character: RawCharacter) => store.getSnapshot().status[character.localId!];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(50_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signed out', () => {
  it('keeps characters only in this browser, stamped, and reads them back in a new store', async () => {
    const { db, cloud, store } = setup();
    await store.load();
    const saved = await store.save(draft('Kira'));
    expect(saved.builderVersion).toBe(BUILDER_VERSION);
    expect(saved.changedAt).toBe(50_000);
    expect(statusOf(store, saved)).toEqual({ state: 'local' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cloud.calls).toEqual([]);
    expect(db.records.get(saved.localId!)).toMatchObject({ document: { name: 'Kira' }, pendingUpload: true });

    const reopened = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, random });
    await reopened.load();
    expect(reopened.getSnapshot().documents.map((c) => c.name)).toEqual(['Kira']);
  });

  it('finds by cloud id first, then by localId', async () => {
    const a = draft('A', { id: 'x1', localId: 'temp-aaaaaaaaa' });
    const b = draft('B', { localId: 'x1' });
    const { store } = setup({ initial: [b, a] });
    await store.load();
    expect(store.find('x1')?.name).toBe('A');
    expect(store.find('temp-aaaaaaaaa')?.name).toBe('A');
    expect(store.find('missing')).toBeUndefined();
  });

  it('adds created and imported characters as new ones: never over an existing localId or a foreign cloud id', async () => {
    const { store } = setup();
    const original = await store.save(draft('Kira', { notes: 'original' }));
    const copy = await store.add({ ...original, id: 'someone-elses', userId: 'other-user' });
    expect(copy.localId).not.toBe(original.localId);
    expect(copy.id).toBeUndefined();
    expect(copy.userId).toBeUndefined();
    expect(store.getSnapshot().documents.map((c) => c.notes)).toEqual(['original', 'original']);
  });

  it('deletes without calling the server', async () => {
    const { db, cloud, store } = setup();
    const saved = await store.save(draft('Gone'));
    await store.remove(saved.localId!);
    expect(store.getSnapshot().documents).toEqual([]);
    expect(db.records.size).toBe(0);
    expect(cloud.calls).toEqual([]);
  });
});

describe('signed in: saving', () => {
  it('debounces uploads by 1000 ms and the returned copy (id, userId) replaces the local one', async () => {
    const { db, cloud, store } = setup({ signedIn: true });
    await store.load();
    let character = await store.save(draft('Kira'));
    await vi.advanceTimersByTimeAsync(600);
    character = await store.save({ ...character, notes: 'second edit' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(cloud.count('save')).toBe(0);
    expect(statusOf(store, character)).toEqual({ state: 'pending' });
    await vi.advanceTimersByTimeAsync(1);
    expect(cloud.count('save')).toBe(1);
    const stored = store.find(character.localId!)!;
    expect(stored).toMatchObject({ id: 'cloud-1', userId: 'user-1', notes: 'second edit' });
    expect(store.find('cloud-1')).toBe(stored);
    expect(statusOf(store, stored)).toEqual({ state: 'synced' });
    expect(db.records.get(character.localId!)).toMatchObject({ pendingUpload: false, document: { id: 'cloud-1' } });
    expect(cloud.stored('cloud-1')).toMatchObject({ name: 'Kira', notes: 'second edit' });
  });

  it('a failed save keeps the edit dirty, says so, retries with backoff and succeeds', async () => {
    const { db, cloud, store } = setup({ signedIn: true });
    await store.load();
    const character = await store.save(draft('Kira'));
    cloud.failNext('offline', 2, 'No connection to the server.');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(cloud.count('save')).toBe(1);
    expect(statusOf(store, character)).toMatchObject({ state: 'error', kind: 'offline', message: 'No connection to the server.', retryAt: 50_000 + 1000 + 2000 });
    expect(db.records.get(character.localId!)).toMatchObject({ pendingUpload: true, document: { name: 'Kira' } });

    // The user keeps typing while offline: nothing is lost, the retry sends the newest text.
    await store.save({ ...character, notes: 'typed offline' });
    expect(db.records.get(character.localId!)?.document.notes).toBe('typed offline');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(cloud.count('save')).toBe(2);
    expect(statusOf(store, character)).toMatchObject({ state: 'error', kind: 'offline' });
    await vi.advanceTimersByTimeAsync(3_999);
    expect(cloud.count('save')).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(cloud.count('save')).toBe(3);
    expect(statusOf(store, character)).toEqual({ state: 'synced' });
    expect(cloud.stored('cloud-1')).toMatchObject({ notes: 'typed offline' });
    expect(db.records.get(character.localId!)?.pendingUpload).toBe(false);
  });

  it('retries at once when the browser comes back online', async () => {
    const { cloud, store } = setup({ signedIn: true });
    const events = new EventTarget();
    store.connect(events as unknown as Window);
    const character = await store.save(draft('Kira'));
    cloud.failNext('offline');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(statusOf(store, character)).toMatchObject({ state: 'error' });
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(cloud.count('save')).toBe(2);
    expect(statusOf(store, character)).toEqual({ state: 'synced' });
  });

  it('does not retry what the server refused (limit), but keeps it and retries on the next edit', async () => {
    const { cloud, store } = setup({ signedIn: true });
    const character = await store.save(draft('Kira'));
    cloud.failNext('limit', 1, 'Character limit reached: you can store at most 20 characters.');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(statusOf(store, character)).toEqual({ state: 'error', kind: 'limit', message: 'Character limit reached: you can store at most 20 characters.' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(cloud.count('save')).toBe(1);
    expect(store.find(character.localId!)?.name).toBe('Kira');
    await store.save({ ...character, name: 'Kira 2' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(cloud.count('save')).toBe(2);
    expect(statusOf(store, character)).toEqual({ state: 'synced' });
  });

  it('an edit made while an upload runs is kept and sent as an update of the same cloud character', async () => {
    const { cloud, store } = setup({ signedIn: true });
    const character = await store.save(draft('Kira'), 'now');
    const release = cloud.hold();
    await vi.advanceTimersByTimeAsync(0);
    await store.save({ ...character, notes: 'during upload' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    const afterFirst = store.find(character.localId!)!;
    expect(afterFirst).toMatchObject({ id: 'cloud-1', notes: 'during upload' });
    expect(statusOf(store, character)).toEqual({ state: 'pending' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(cloud.records.size).toBe(1);
    expect(cloud.calls.filter((c) => c.method === 'save').map((c) => c.inputs![0].id ?? null)).toEqual([null, 'cloud-1']);
    expect(cloud.stored('cloud-1')).toMatchObject({ notes: 'during upload' });
    expect(statusOf(store, character)).toEqual({ state: 'synced' });
  });

  it('held (builder) edits stay pending until flushed', async () => {
    const { cloud, store } = setup({ signedIn: true });
    const character = await store.save(draft('Kira'), 'held');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cloud.count('save')).toBe(0);
    expect(statusOf(store, character)).toEqual({ state: 'pending' });
    await store.flush(character.localId);
    expect(cloud.count('save')).toBe(1);
    expect(statusOf(store, character)).toEqual({ state: 'synced' });
  });

  it('a character deleted on the server meanwhile is stored again instead of failing forever', async () => {
    const { cloud, store } = setup({ signedIn: true });
    const character = await store.save(draft('Kira'), 'now');
    await vi.advanceTimersByTimeAsync(0);
    cloud.records.clear();
    await store.save({ ...store.find(character.localId!)!, notes: 'still here' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    const stored = store.find(character.localId!)!;
    expect(stored.id).toBe('cloud-2');
    expect(cloud.stored('cloud-2')).toMatchObject({ notes: 'still here' });
    expect(statusOf(store, character)).toEqual({ state: 'synced' });
  });
});

describe('signed in: deleting', () => {
  it('removes on the server first; a failure keeps the character', async () => {
    const { db, cloud, store } = setup({ signedIn: true });
    const character = await store.save(draft('Kira'), 'now');
    await vi.advanceTimersByTimeAsync(0);
    cloud.failNext('offline');
    await expect(store.remove('cloud-1')).rejects.toThrow('fake offline failure');
    expect(store.find('cloud-1')).toBeDefined();
    expect(cloud.records.has('cloud-1')).toBe(true);
    await store.remove('cloud-1');
    expect(cloud.calls.filter((c) => c.method === 'delete').map((c) => c.id)).toEqual(['cloud-1', 'cloud-1']);
    expect(store.find(character.localId!)).toBeUndefined();
    expect(cloud.records.size).toBe(0);
    expect(db.records.size).toBe(0);
  });
});

describe('signing in', () => {
  it('uploads local drafts in one batch, and the server list replaces characters with a server id', async () => {
    const { db, cloud, store } = setup();
    await store.load();
    const a = await store.save(draft('Draft A'));
    const b = await store.save(draft('Draft B'));
    cloud.seed({ name: 'From another device', localId: 'temp-zzzzzzzzz' });
    await store.setSignedIn(true);
    expect(cloud.calls.map((c) => c.method)).toEqual(['list', 'saveMany']);
    expect(cloud.calls[1].inputs!.map((input) => JSON.parse(input.jsonData).name)).toEqual(['Draft A', 'Draft B']);
    const names = store.getSnapshot().documents.map((c) => `${c.name}:${c.id}`).sort();
    expect(names).toEqual(['Draft A:cloud-2', 'Draft B:cloud-3', 'From another device:cloud-1']);
    expect(store.find('temp-zzzzzzzzz')?.id).toBe('cloud-1');
    expect(statusOf(store, a)).toEqual({ state: 'synced' });
    expect(statusOf(store, b)).toEqual({ state: 'synced' });
    expect([...db.records.values()].every((record) => record.pendingUpload === false)).toBe(true);
    expect(store.getSnapshot().isCloudSettled).toBe(true);
  });

  it('server copies win over unchanged local ones; stale ones go; unsent edits stay and are sent', async () => {
    const cloudOnly = draft('Old name', { id: 'cloud-1', userId: 'user-1', localId: 'temp-111111111' });
    const gone = draft('Deleted elsewhere', { id: 'cloud-9', userId: 'user-1', localId: 'temp-999999999' });
    const edited = draft('Edited offline', { id: 'cloud-2', userId: 'user-1', localId: 'temp-222222222' });
    const db = createMemoryDocuments<RawCharacter>([
      { document: cloudOnly, pendingUpload: false },
      { document: gone, pendingUpload: false },
      { document: edited, pendingUpload: true },
    ]);
    const cloud = new FakeCloud();
    cloud.seed({ name: 'New name', localId: 'temp-111111111' });
    cloud.seed({ name: 'Server version', localId: 'temp-222222222' });
    const store = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, isSignedIn: true, random });
    await store.load();
    const byKey = (key: string) => store.find(key);
    expect(byKey('temp-111111111')).toMatchObject({ name: 'New name', id: 'cloud-1' });
    expect(byKey('temp-999999999')).toBeUndefined();
    expect(db.records.has('temp-999999999')).toBe(false);
    expect(byKey('temp-222222222')).toMatchObject({ name: 'Edited offline', id: 'cloud-2' });
    expect(cloud.stored('cloud-2')).toMatchObject({ name: 'Edited offline' });
    expect(cloud.calls.map((c) => c.method)).toEqual(['list', 'saveMany']);
    expect(cloud.calls[1].inputs).toHaveLength(1);
  });

  it('adopts the id of a draft whose earlier upload answer was lost, instead of storing it twice', async () => {
    const lost = draft('Lost answer', { localId: 'temp-lostlostl' });
    const { cloud, store } = setup({ initial: [lost] });
    cloud.seed({ ...lost });
    await store.load();
    await store.setSignedIn(true);
    expect(cloud.records.size).toBe(1);
    expect(store.getSnapshot().documents).toHaveLength(1);
    expect(store.find('temp-lostlostl')?.id).toBe('cloud-1');
  });

  it('a failed list fetch keeps local characters, reports it and retries', async () => {
    const { cloud, store } = setup({ initial: [draft('Local')] });
    cloud.failNext('offline', 1, 'No connection to the server.');
    await store.load();
    await store.setSignedIn(true);
    expect(store.getSnapshot().listError).toBe('Could not fetch your characters from the cloud: No connection to the server.');
    expect(store.getSnapshot().documents.map((c) => c.name)).toEqual(['Local']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.getSnapshot().listError).toBeUndefined();
    expect(cloud.count('saveMany')).toBe(1);
    expect(store.getSnapshot().documents[0].id).toBe('cloud-1');
  });

  it('drafts over the server limit stay local with the limit message', async () => {
    const { cloud, store } = setup({ initial: [draft('One'), draft('Two')] });
    for (let i = 0; i < 19; i++) cloud.seed({ name: `Server ${i}` });
    await store.load();
    await store.setSignedIn(true);
    const snapshot = store.getSnapshot();
    expect(snapshot.listError).toMatch(/Character limit reached/);
    const drafts = snapshot.documents.filter((c) => !c.id);
    expect(drafts.map((c) => c.name).sort()).toEqual(['One', 'Two']);
    for (const character of drafts) expect(snapshot.status[character.localId!]).toMatchObject({ state: 'error', kind: 'limit' });
  });

  it('splits the sign-in batch so no request body passes the server limit, keeping the order', async () => {
    // 20 drafts of about 150 KB each: 3 MB together, three times the server's default 1 MB body limit.
    const customFeatures = bulkFeatures(150);
    const drafts = Array.from({ length: 20 }, (_, i) => draft(`Big ${i}`, { customFeatures }));
    const { cloud, store } = setup({ initial: drafts });
    await store.load();
    await store.setSignedIn(true);
    const batches = cloud.calls.filter((c) => c.method === 'saveMany');
    expect(batches.length).toBeGreaterThan(3);
    for (const batch of batches) {
      const body = new TextEncoder().encode(JSON.stringify({ inputs: batch.inputs })).length;
      expect(body).toBeLessThanOrEqual(MAX_BATCH_BODY_BYTES);
    }
    expect(batches.flatMap((c) => c.inputs!.map((input) => JSON.parse(input.jsonData).name))).toEqual(drafts.map((d) => d.name));
    expect(cloud.records.size).toBe(20);
    expect(store.getSnapshot().documents.every((c) => c.id)).toBe(true);
  });

  it('when a later group of the sign-in batch fails, the saved groups keep their ids and only the rest retry', async () => {
    const customFeatures = bulkFeatures(300);
    const drafts = Array.from({ length: 6 }, (_, i) => draft(`Part ${i}`, { customFeatures }));
    const { cloud, store } = setup({ initial: drafts });
    await store.load();
    // The list call succeeds, the first group succeeds, the second fails for want of a connection.
    const original = cloud.saveMany.bind(cloud);
    let groups = 0;
    cloud.saveMany = async (inputs) => {
      groups++;
      if (groups === 2) {
        cloud.calls.push({ method: 'saveMany', inputs });
        throw new CloudDocumentError('offline', 'No connection to the server.');
      }
      return original(inputs);
    };
    await store.setSignedIn(true);
    const firstGroup = cloud.calls.filter((c) => c.method === 'saveMany')[0].inputs!.length;
    expect(firstGroup).toBeGreaterThan(0);
    expect(firstGroup).toBeLessThan(6);
    const saved = store.getSnapshot().documents.filter((c) => c.id);
    expect(saved).toHaveLength(firstGroup);
    for (const character of store.getSnapshot().documents.filter((c) => !c.id)) {
      expect(statusOf(store, character)).toMatchObject({ state: 'error', kind: 'offline' });
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cloud.records.size).toBe(6);
    const resent = cloud.calls.slice(1 + 2).flatMap((c) => c.inputs ?? []);
    expect(resent.every((input) => !input.id)).toBe(true);
    expect(resent.map((input) => JSON.parse(input.jsonData).name).sort()).toEqual(drafts.slice(firstGroup).map((d) => d.name).sort());
  });

  it('a character too large for the server is never sent: said once with what to do, not retried on the next visit, sent once it fits', async () => {
    const { db, cloud, store } = setup({ signedIn: true });
    await store.load();
    const huge = await store.save(draft('Chatty', { notes: 'x'.repeat(MAX_CHARACTER_JSON_BYTES) }), 'now');
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(cloud.count('save') + cloud.count('saveMany')).toBe(0);
    expect(statusOf(store, huge)).toMatchObject({ state: 'error', kind: 'too-large' });
    expect(statusOf(store, huge)).not.toHaveProperty('retryAt');
    const message = (statusOf(store, huge) as { message: string }).message;
    expect(message).toMatch(/^This character is \d[\d,]* KB, more than the 512 KB the cloud stores per character\. It is kept in this browser only: shorten its notes/);
    expect(message).toMatch(/export it to a file/);
    // The next visit (a new store over the same database) neither sends it nor forgets why.
    const again = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, isSignedIn: true, random });
    await again.load();
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(cloud.count('save') + cloud.count('saveMany')).toBe(0);
    expect(again.getSnapshot().status[huge.localId!]).toEqual({ state: 'error', kind: 'too-large', message });
    // Shortened: it goes.
    await again.save({ ...again.find(huge.localId!)!, notes: 'short' }, 'now');
    await vi.advanceTimersByTimeAsync(0);
    expect(again.getSnapshot().status[huge.localId!]).toEqual({ state: 'synced' });
    expect(cloud.count('save')).toBe(1);
  });

  it('a 413 from the server is a too-large refusal, not a failure to retry', () => {
    const failure = classifyCloudError(new ServerError('Payload Too Large', { response: new Response('', { status: 413 }), bodyText: 'Bad Request' }));
    expect(failure.kind).toBe('too-large');
    expect(failure.isRetryable).toBe(false);
    expect(failure.message).toMatch(/too large.*kept in this browser/);
  });

  it('sign-out removes what the server holds and keeps (and names) every character that never reached it', async () => {
    const { db, cloud, store } = setup({ signedIn: true });
    await store.load();
    const synced = await store.save(draft('Synced'), 'now');
    await vi.advanceTimersByTimeAsync(0);
    expect(statusOf(store, synced)).toEqual({ state: 'synced' });
    cloud.failNext('offline', 10);
    const unsent = await store.save(draft('Unsent'), 'now');
    const huge = await store.save(draft('Huge', { notes: 'x'.repeat(MAX_CHARACTER_JSON_BYTES) }), 'now');
    await vi.advanceTimersByTimeAsync(0);
    expect((await store.unsentDocuments()).map((c) => c.name).sort()).toEqual(['Huge', 'Unsent']);
    const kept = await store.clearUploaded();
    expect(kept.map((c) => c.name).sort()).toEqual(['Huge', 'Unsent']);
    expect(store.getSnapshot().documents.map((c) => c.name).sort()).toEqual(['Huge', 'Unsent']);
    expect((await db.readAll()).map((record) => record.document.name).sort()).toEqual(['Huge', 'Unsent']);
    expect(store.find(huge.localId!)).toBeDefined();
    expect(store.find(unsent.localId!)).toBeDefined();
    expect(store.find(synced.localId!)).toBeUndefined();
  });

  it('signing out stops uploads and marks everything local', async () => {
    const { cloud, store } = setup({ signedIn: true });
    const character = await store.save(draft('Kira'));
    await store.setSignedIn(false);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 3);
    expect(cloud.count('save')).toBe(0);
    expect(statusOf(store, character)).toEqual({ state: 'local' });
  });
});

/** Tabs of one browser: one database, and a hub that delivers each message to the other tabs, later (as a BroadcastChannel does). */
function browserWithTabs(count: number, signedIn = false) {
  const db = createMemoryDocuments<RawCharacter>();
  const cloud = new FakeCloud();
  const listeners = new Map<number, (message: DocumentTabMessage<RawCharacter>) => void>();
  const channel = (tab: number): DocumentTabChannel<RawCharacter> => ({
    post: (message) => {
      const copy = structuredClone(message);
      for (const [other, listener] of listeners) if (other !== tab) setTimeout(() => listener(copy), 0);
    },
    listen: (listener) => {
      listeners.set(tab, listener);
      return () => listeners.delete(tab);
    },
  });
  const tabs = Array.from({ length: count }, (_, tab) => new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, isSignedIn: signedIn, random, tabs: channel(tab) }));
  return { db, cloud, tabs };
}

describe('several tabs of one browser', () => {
  it("an edit in one tab shows in the other at once, and the other tab's next edit builds on it", async () => {
    const { db, tabs } = browserWithTabs(2);
    const [a, b] = tabs;
    await Promise.all([a.load(), b.load()]);
    const created = await a.save(draft('Kira'));
    await vi.advanceTimersByTimeAsync(0);
    expect(b.find(created.localId!)?.name).toBe('Kira');
    vi.setSystemTime(51_000);
    await a.save({ ...a.find(created.localId!)!, notes: 'Owes Jabba' });
    await vi.advanceTimersByTimeAsync(0);
    const inB = b.find(created.localId!)!;
    expect(inB.notes).toBe('Owes Jabba');
    vi.setSystemTime(52_000);
    await b.save({ ...inB, credits: 500 });
    await vi.advanceTimersByTimeAsync(0);
    expect(db.records.get(created.localId!)?.document).toMatchObject({ notes: 'Owes Jabba', credits: 500 });
    expect(a.find(created.localId!)).toMatchObject({ notes: 'Owes Jabba', credits: 500 });
  });

  it('an older copy from another tab does not replace a newer one here', async () => {
    const { tabs } = browserWithTabs(2);
    const [a, b] = tabs;
    const created = await a.save(draft('Kira'));
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(60_000);
    await b.save({ ...b.find(created.localId!)!, notes: 'newer' });
    vi.setSystemTime(55_000);
    await a.save({ ...created, notes: 'older' });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.find(created.localId!)?.notes).toBe('newer');
    expect(a.find(created.localId!)?.notes).toBe('newer');
  });

  it('signed in: only the tab that made a change uploads it, and the cloud id reaches every tab (no duplicate)', async () => {
    const { cloud, tabs } = browserWithTabs(2, true);
    const [a, b] = tabs;
    await Promise.all([a.load(), b.load()]);
    const created = await a.add(draft('Vex'));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 3);
    expect(cloud.records.size).toBe(1);
    expect(cloud.count('save')).toBe(1);
    const id = [...cloud.records.keys()][0];
    expect(b.find(created.localId!)?.id).toBe(id);
    expect(b.statusOf(created)).toEqual({ state: 'synced' });
    vi.setSystemTime(70_000);
    await b.save({ ...b.find(created.localId!)!, notes: 'from tab b' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 3);
    expect(cloud.records.size).toBe(1);
    expect(cloud.stored(id)).toMatchObject({ notes: 'from tab b' });
    expect(cloud.count('save')).toBe(2);
  });

  it('a delete or a sign-out clear in one tab empties the other of the same characters', async () => {
    const { tabs } = browserWithTabs(2, true);
    const [a, b] = tabs;
    await Promise.all([a.load(), b.load()]);
    const one = await a.save(draft('One'), 'now');
    await a.save(draft('Two'), 'now');
    await vi.advanceTimersByTimeAsync(0);
    expect(b.getSnapshot().documents).toHaveLength(2);
    await a.remove(one.localId!);
    await vi.advanceTimersByTimeAsync(0);
    expect(b.getSnapshot().documents.map((c) => c.name)).toEqual(['Two']);
    // Two reached the server: the sign-out clear removes it here and in the other tab.
    expect(await a.clearUploaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(b.getSnapshot().documents).toEqual([]);
  });
});

/** Two devices of one user: each its own database and store, one server. */
async function twoDevices() {
  const cloud = new FakeCloud();
  const seeded = cloud.seed({ ...draft('Kira', { localId: 'temp-kirakira1' }), credits: 10 });
  const device = () => {
    const db = createMemoryDocuments<RawCharacter>();
    return { db, store: new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, isSignedIn: true, random }) };
  };
  const phone = device();
  const laptop = device();
  await Promise.all([phone.store.load(), laptop.store.load()]);
  return { cloud, id: seeded.id, phone, laptop };
}

describe('two devices editing one character', () => {
  it('different fields (hit points on one, credits on the other): both kept on the server and on the later device', async () => {
    const { cloud, id, phone, laptop } = await twoDevices();
    const onPhone = phone.store.find(id)!;
    await phone.store.save({ ...onPhone, currentStats: { ...onPhone.currentStats, hitPointsLost: 7 } });
    await phone.store.flush(id);
    expect(cloud.records.get(id)?.revision).toBe(2);
    const onLaptop = laptop.store.find(id)!;
    await laptop.store.save({ ...onLaptop, credits: 250 });
    await laptop.store.flush(id);
    expect(cloud.stored(id)).toMatchObject({ credits: 250, currentStats: { hitPointsLost: 7 } });
    expect(cloud.records.get(id)?.revision).toBe(3);
    expect(laptop.store.find(id)).toMatchObject({ credits: 250, currentStats: { hitPointsLost: 7 } });
    expect(laptop.store.statusOf(onLaptop)).toEqual({ state: 'synced' });
    expect(laptop.db.records.get('temp-kirakira1')).toMatchObject({ pendingUpload: false, base: { revision: 3 } });
    // The phone learns the merge on its next sync, as a plain server change.
    await phone.store.syncWithCloud();
    expect(phone.store.find(id)).toMatchObject({ credits: 250, currentStats: { hitPointsLost: 7 } });
  });

  it('the same field (the name): the later device is asked, keeps its edit meanwhile (also across a reload), and the choice is stored', async () => {
    const { cloud, id, phone, laptop } = await twoDevices();
    await phone.store.save({ ...phone.store.find(id)!, name: 'Kira Dawn' });
    await phone.store.flush(id);
    await laptop.store.save({ ...laptop.store.find(id)!, name: 'Kira Vel', notes: 'laptop notes' });
    await laptop.store.flush(id);
    expect(cloud.stored(id)).toMatchObject({ name: 'Kira Dawn' });
    const [conflict] = laptop.store.getSnapshot().conflicts;
    expect(conflict).toMatchObject({ key: 'temp-kirakira1', fields: [{ path: ['name'], base: 'Kira', mine: 'Kira Vel', theirs: 'Kira Dawn' }], theirs: { revision: 2 } });
    expect(laptop.store.find(id)).toMatchObject({ name: 'Kira Vel', notes: 'laptop notes' });
    expect(laptop.store.statusOf(laptop.store.find(id))).toEqual({ state: 'conflict' });
    // A reload on the laptop: the edit and the question are still there.
    const reloaded = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: laptop.db, cloud, isSignedIn: true, random });
    await reloaded.load();
    expect(reloaded.getSnapshot().conflicts.map((c) => c.fields.map((f) => f.path))).toEqual([[['name']]]);
    expect(reloaded.find(id)).toMatchObject({ name: 'Kira Vel', notes: 'laptop notes' });
    const saves = cloud.count('save');
    await reloaded.resolve(id, { '["name"]': 'theirs' });
    expect(cloud.count('save')).toBe(saves + 1);
    expect(cloud.stored(id)).toMatchObject({ name: 'Kira Dawn', notes: 'laptop notes' });
    expect(cloud.records.get(id)?.revision).toBe(3);
    expect(reloaded.getSnapshot().conflicts).toEqual([]);
    expect(reloaded.statusOf(reloaded.find(id))).toEqual({ state: 'synced' });
  });

  it('keeping mine on every field stores this device\'s values over the other\'s', async () => {
    const { cloud, id, phone, laptop } = await twoDevices();
    await phone.store.save({ ...phone.store.find(id)!, name: 'Kira Dawn', credits: 1 });
    await phone.store.flush(id);
    await laptop.store.save({ ...laptop.store.find(id)!, name: 'Kira Vel', credits: 2 });
    await laptop.store.flush(id);
    const [conflict] = laptop.store.getSnapshot().conflicts;
    expect(conflict!.fields).toHaveLength(2);
    await laptop.store.resolve(id, Object.fromEntries(conflict!.fields.map((field) => [JSON.stringify(field.path), 'mine' as const])));
    expect(cloud.stored(id)).toMatchObject({ name: 'Kira Vel', credits: 2 });
  });

  it('a conflict found by one tab is asked in the other tabs too; settled in one, it is settled in all', async () => {
    const { cloud, tabs } = browserWithTabs(2, true);
    const [a, b] = tabs;
    const seeded = cloud.seed(draft('Kira', { localId: 'temp-kirakira1' }));
    await Promise.all([a.load(), b.load()]);
    cloud.saveElsewhere(seeded.id, { ...JSON.parse(seeded.jsonData), name: 'From the phone' });
    await a.save({ ...a.find(seeded.id)!, name: 'From tab a' });
    await a.flush(seeded.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.getSnapshot().conflicts).toHaveLength(1);
    expect(b.getSnapshot().conflicts.map((c) => c.fields[0]?.theirs)).toEqual(['From the phone']);
    await b.resolve(seeded.id, { '["name"]': 'mine' });
    await vi.advanceTimersByTimeAsync(0);
    expect(cloud.stored(seeded.id)).toMatchObject({ name: 'From tab a' });
    expect(a.getSnapshot().conflicts).toEqual([]);
    expect(a.find(seeded.id)?.name).toBe('From tab a');
  });

  it('a batch (the sign-in upload) with one stale document merges it and sends the batch again', async () => {
    const cloud = new FakeCloud();
    const db = createMemoryDocuments<RawCharacter>();
    const store = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, isSignedIn: true, random });
    const seeded = cloud.seed(draft('Kira', { localId: 'temp-kirakira1' }));
    await store.load();
    await store.setSignedIn(false);
    await store.save({ ...store.find(seeded.id)!, credits: 40 });
    await store.save(draft('New one'));
    cloud.saveElsewhere(seeded.id, { ...JSON.parse(seeded.jsonData), notes: 'phone' });
    // The list (fetched first) already shows the phone's save: merged before the batch, sent from revision 2.
    await store.setSignedIn(true);
    expect(cloud.stored(seeded.id)).toMatchObject({ credits: 40, notes: 'phone' });
    expect(cloud.records.size).toBe(2);
    expect(store.getSnapshot().listError).toBeUndefined();
  });

  it('a batch refused whole because another device saved between the list and the batch: merged, and the batch goes again', async () => {
    const cloud = new FakeCloud();
    const db = createMemoryDocuments<RawCharacter>();
    const store = new DocumentStore<RawCharacter>({ kind: CHARACTER, local: db, cloud, isSignedIn: true, random });
    const seeded = cloud.seed(draft('Kira', { localId: 'temp-kirakira1' }));
    await store.load();
    await store.setSignedIn(false);
    await store.save({ ...store.find(seeded.id)!, credits: 40 });
    await store.save(draft('New one'));
    let saved = false;
    cloud.onCall = (method) => {
      if (method === 'saveMany' && !saved) {
        saved = true;
        cloud.saveElsewhere(seeded.id, { ...JSON.parse(seeded.jsonData), notes: 'phone' });
      }
    };
    await store.setSignedIn(true);
    expect(cloud.count('saveMany')).toBe(2);
    expect(cloud.calls.filter((call) => call.method === 'saveMany').map((call) => call.inputs!.map((input) => input.baseRevision ?? null))).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(cloud.stored(seeded.id)).toMatchObject({ credits: 40, notes: 'phone' });
    expect(cloud.records.size).toBe(2);
    expect(store.getSnapshot().documents.every((document) => store.statusOf(document)?.state === 'synced')).toBe(true);
  });
});

describe('following a document over the live socket', () => {
  it('another device\'s save shows at once, merged with what is typed here; pages share one subscription; a deletion elsewhere ends it', async () => {
    const { cloud, id, phone, laptop } = await twoDevices();
    const stopSheet = laptop.store.follow(id);
    const stopPrint = laptop.store.follow(id);
    expect(cloud.followers.get(id)?.size).toBe(1);
    // Typed on the laptop, not yet sent (the debounce runs) while the phone saves another field.
    await laptop.store.save({ ...laptop.store.find(id)!, notes: 'typed on the laptop' });
    await phone.store.save({ ...phone.store.find(id)!, credits: 99 });
    await phone.store.flush(id);
    await vi.advanceTimersByTimeAsync(0);
    expect(laptop.store.find(id)).toMatchObject({ credits: 99, notes: 'typed on the laptop' });
    expect(cloud.count('list')).toBe(2);
    // The debounce sends the merge from the phone's revision: no conflict, nothing lost.
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await laptop.store.flush(id);
    expect(cloud.stored(id)).toMatchObject({ credits: 99, notes: 'typed on the laptop' });
    expect(cloud.records.get(id)?.revision).toBe(3);
    expect(laptop.store.statusOf(laptop.store.find(id))).toEqual({ state: 'synced' });
    stopSheet();
    expect(cloud.followers.get(id)?.size).toBe(1);
    stopPrint();
    expect(cloud.followers.get(id)?.size).toBe(0);

    laptop.store.follow(id);
    cloud.deleteElsewhere(id);
    await vi.advanceTimersByTimeAsync(0);
    await laptop.store.syncWithCloud();
    expect(laptop.store.find(id)).toBeUndefined();
  });

  it('catches up from the revision it holds when it starts, and follows nothing signed out', async () => {
    const { cloud, id, laptop } = await twoDevices();
    cloud.saveElsewhere(id, { ...laptop.store.find(id)!, credits: 5 });
    laptop.store.follow(id);
    await vi.advanceTimersByTimeAsync(0);
    expect(laptop.store.find(id)).toMatchObject({ credits: 5 });
    const out = setup({ signedIn: false });
    await out.store.load();
    out.store.follow('cloud-1');
    expect(out.cloud.followers.size).toBe(0);
  });
});
