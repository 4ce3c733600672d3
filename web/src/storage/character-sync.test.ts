// The storage policy on its own: each event against a state, checking the next state and the effects asked for
// (no database, no server, no timers). The runner that performs these effects is tested in character-store.test.ts.
import { describe, expect, it } from 'vitest';
import { createCharacter, MAX_CHARACTER_JSON_BYTES, type RawCharacter } from '../../../core/engine/index.ts';
import { MAX_BATCH_BODY_BYTES } from './cloud-characters.ts';
import {
  initialSyncState,
  reduceSync,
  SAVE_DEBOUNCE_MS,
  SYNC_TIMER,
  uploadTimer,
  type SyncEffect,
  type SyncEnv,
  type SyncEvent,
  type SyncState,
} from './character-sync.ts';

let ids = 0;
const env = (now = 10_000): SyncEnv => ({ now, newLocalId: () => `temp-new${String(++ids).padStart(5, '0')}`, debounceMs: SAVE_DEBOUNCE_MS, retryBaseMs: 2000, retryMaxMs: 60_000 });

const draft = (name: string, patch: Partial<RawCharacter> = {}): RawCharacter => ({ ...createCharacter(1_000), name, ...patch });

/** Runs events one after the other; returns the last state and the effects of the last event. */
function run(state: SyncState, ...events: SyncEvent[]): { state: SyncState; effects: SyncEffect[] } {
  let effects: SyncEffect[] = [];
  for (const event of events) ({ state, effects } = reduceSync(state, event, env()));
  return { state, effects };
}

const types = (effects: SyncEffect[]) => effects.map((effect) => effect.type);
const of = <T extends SyncEffect['type']>(effects: SyncEffect[], type: T) => effects.filter((effect): effect is Extract<SyncEffect, { type: T }> => effect.type === type);

/** A state with this browser's copies read. */
function loaded(signedIn: boolean, characters: RawCharacter[] = []): SyncState {
  const records = characters.map((character) => ({ character, pendingUpload: !character.id }));
  let state = initialSyncState(signedIn);
  state = reduceSync(state, { type: 'load' }, env()).state;
  state = reduceSync(state, { type: 'localRead', records }, env()).state;
  // Signed in, the read starts a list fetch: the server holds the characters that have a cloud id.
  const server = characters.filter((c) => c.id).map((c) => ({ id: c.id!, userId: c.userId ?? 'u', jsonData: JSON.stringify(c) }));
  if (signedIn) state = reduceSync(state, { type: 'listed', records: server }, env()).state;
  return state;
}

describe('save', () => {
  it('signed out: stamped, written to this browser, never uploaded, unsaved', () => {
    const character = draft('Kira');
    const { state, effects } = run(loaded(false), { type: 'save', character });
    const entry = state.entries.get(character.localId!)!;
    expect(entry.character).toMatchObject({ name: 'Kira', changedAt: 10_000 });
    expect(entry).toMatchObject({ pendingUpload: true, status: { state: 'local' }, unsaved: true });
    expect(types(effects)).toEqual(['writeLocal']);
  });

  it('signed in, debounced: written, marked pending, an upload timer of 1000 ms', () => {
    const character = draft('Kira');
    const { state, effects } = run(loaded(true), { type: 'save', character });
    expect(state.entries.get(character.localId!)?.status).toEqual({ state: 'pending' });
    expect(types(effects)).toEqual(['writeLocal', 'startTimer']);
    expect(of(effects, 'startTimer')[0]).toEqual({ type: 'startTimer', timer: uploadTimer(character.localId!), delayMs: SAVE_DEBOUNCE_MS });
  });

  it('signed in, now: uploaded at once; a character without a localId gets one', () => {
    const character = draft('Kira');
    delete character.localId;
    const transition = reduceSync(loaded(true), { type: 'save', character, mode: 'now' }, env());
    const key = transition.saved!.localId!;
    expect(key).toMatch(/^temp-new/);
    const upload = of(transition.effects, 'upload')[0];
    expect(upload).toMatchObject({ key, revision: 1, input: { id: null } });
    expect(JSON.parse(upload.input.jsonData)).toMatchObject({ name: 'Kira' });
    expect(transition.state.entries.get(key)).toMatchObject({ uploading: true, status: { state: 'saving' } });
  });

  it('page edits: builder edits are held (unsaved, no timer); sheet edits go after the debounce', () => {
    const character = draft('Kira');
    const builder = run(loaded(true), { type: 'save', character, source: 'builder' });
    expect(builder.state.entries.get(character.localId!)).toMatchObject({ deferred: true, unsaved: true, status: { state: 'pending' } });
    expect(types(builder.effects)).toEqual(['cancelTimer', 'writeLocal']);
    const sheet = run(builder.state, { type: 'save', character, source: 'sheet' });
    expect(sheet.state.entries.get(character.localId!)).toMatchObject({ deferred: false, unsaved: false });
    expect(types(sheet.effects)).toEqual(['writeLocal', 'startTimer']);
  });

  it('keeps the cloud id learned since the caller took its copy', () => {
    const character = draft('Kira', { id: 'cloud-1', userId: 'u' });
    const state = loaded(true, [character]);
    const stale = { ...character };
    delete stale.id;
    const { state: next } = run(state, { type: 'save', character: stale });
    expect(next.entries.get(character.localId!)?.character).toMatchObject({ id: 'cloud-1', userId: 'u' });
  });

  it('add: a new character, never over an existing localId and never with a foreign cloud id', () => {
    const original = draft('Kira');
    const transition = reduceSync(loaded(false, [original]), { type: 'add', character: { ...original, id: 'theirs', userId: 'them' } }, env());
    expect(transition.saved!.localId).not.toBe(original.localId);
    expect(transition.saved).not.toHaveProperty('id');
    expect(transition.state.entries.size).toBe(2);
  });

  it('a character too large for the server is refused, not sent, and the refusal is written with it', () => {
    const character = draft('Chatty', { notes: 'x'.repeat(MAX_CHARACTER_JSON_BYTES) });
    const { state, effects } = run(loaded(true), { type: 'save', character, mode: 'now' });
    const entry = state.entries.get(character.localId!)!;
    expect(entry.status).toMatchObject({ state: 'error', kind: 'too-large' });
    expect(entry.refused).toMatch(/more than the 512 KB/);
    expect(of(effects, 'upload')).toEqual([]);
    expect(of(effects, 'writeLocal').at(-1)?.record.uploadRefused).toBe(entry.refused);
  });
});

describe('upload answers', () => {
  const character = draft('Kira');
  const key = character.localId!;
  const sending = () => run(loaded(true), { type: 'save', character, mode: 'now' }).state;
  const record = (patch: Record<string, unknown> = {}) => ({ id: 'cloud-1', userId: 'user-1', jsonData: JSON.stringify({ ...character, ...patch, id: 'cloud-1' }) });

  it('ok: the returned copy replaces the local one, synced, written', () => {
    const { state, effects } = run(sending(), { type: 'uploaded', key, revision: 1, record: record() });
    expect(state.entries.get(key)).toMatchObject({ pendingUpload: false, uploading: false, status: { state: 'synced' }, character: { id: 'cloud-1', userId: 'user-1', localId: key } });
    expect(of(effects, 'writeLocal')[0].record.pendingUpload).toBe(false);
  });

  it('ok after another edit: the id is learned, the newer text kept and sent again after the debounce', () => {
    const edited = run(sending(), { type: 'save', character: { ...character, notes: 'newer' } }).state;
    expect(edited.entries.get(key)?.status).toEqual({ state: 'saving' });
    const { state, effects } = run(edited, { type: 'uploaded', key, revision: 1, record: record() });
    expect(state.entries.get(key)).toMatchObject({ pendingUpload: true, status: { state: 'pending' }, character: { id: 'cloud-1', notes: 'newer' } });
    expect(of(effects, 'startTimer')).toEqual([{ type: 'startTimer', timer: uploadTimer(key), delayMs: SAVE_DEBOUNCE_MS }]);
  });

  it('a flush while an upload runs sends the newest copy as soon as it answers', () => {
    const asked = run(sending(), { type: 'save', character: { ...character, notes: 'newer' }, mode: 'deferred' }, { type: 'flush', key }).state;
    expect(asked.entries.get(key)?.again).toBe(true);
    const { effects } = run(asked, { type: 'uploaded', key, revision: 1, record: record() });
    expect(of(effects, 'upload')[0]).toMatchObject({ key, revision: 2, input: { id: 'cloud-1' } });
  });

  it('failed for want of a connection: kept pending, says so, retry timer with backoff (2 s, then 4 s)', () => {
    const first = run(sending(), { type: 'uploadFailed', key, sentId: null, failure: { kind: 'offline', message: 'No connection.' } });
    expect(first.state.entries.get(key)).toMatchObject({ pendingUpload: true, attempts: 1, status: { state: 'error', kind: 'offline', message: 'No connection.', retryAt: 12_000 } });
    expect(of(first.effects, 'startTimer')).toEqual([{ type: 'startTimer', timer: uploadTimer(key), delayMs: 2000 }]);
    const retried = run(first.state, { type: 'timerFired', timer: uploadTimer(key) });
    expect(types(retried.effects)).toContain('upload');
    const second = run(retried.state, { type: 'uploadFailed', key, sentId: null, failure: { kind: 'transient', message: 'Busy.', retryAfterMs: undefined } });
    expect(of(second.effects, 'startTimer')[0].delayMs).toBe(4000);
  });

  it('refused by the server (limit): an error without retry', () => {
    const { state, effects } = run(sending(), { type: 'uploadFailed', key, sentId: null, failure: { kind: 'limit', message: 'At most 20.' } });
    expect(state.entries.get(key)?.status).toEqual({ state: 'error', kind: 'limit', message: 'At most 20.' });
    expect(of(effects, 'startTimer')).toEqual([]);
  });

  it('413 (too large): refused, remembered with the copy, never retried until the character changes', () => {
    const refused = run(sending(), { type: 'uploadFailed', key, sentId: null, failure: { kind: 'too-large', message: 'Too large.' } });
    expect(refused.state.entries.get(key)).toMatchObject({ refused: 'Too large.', status: { state: 'error', kind: 'too-large', message: 'Too large.' } });
    expect(of(refused.effects, 'writeLocal')[0].record.uploadRefused).toBe('Too large.');
    expect(of(refused.effects, 'startTimer')).toEqual([]);
    expect(of(run(refused.state, { type: 'flush', key }, { type: 'online' }).effects, 'upload')).toEqual([]);
    const changed = run(refused.state, { type: 'save', character: { ...character, notes: 'short' }, mode: 'now' });
    expect(changed.state.entries.get(key)?.refused).toBeUndefined();
    expect(of(changed.effects, 'upload')).toHaveLength(1);
  });

  it('not found (deleted on the server meanwhile): the cloud id goes and the character is stored again as new', () => {
    const synced = run(sending(), { type: 'uploaded', key, revision: 1, record: record() }).state;
    const resend = run(synced, { type: 'save', character: { ...synced.entries.get(key)!.character, notes: 'still here' }, mode: 'now' }).state;
    const { state, effects } = run(resend, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: { kind: 'not-found', message: 'Gone.' } });
    expect(state.entries.get(key)?.character).not.toHaveProperty('id');
    expect(of(effects, 'upload')[0].input.id).toBeNull();
  });

  it('back online: every upload that failed for want of a connection goes at once', () => {
    const failed = run(sending(), { type: 'uploadFailed', key, sentId: null, failure: { kind: 'offline', message: 'No connection.' } }).state;
    expect(of(run(failed, { type: 'online' }).effects, 'upload')).toHaveLength(1);
  });
});

describe('sign in and sign out', () => {
  it('sign in before the read: reads, then fetches the list; the list merges and the drafts go in one batch', () => {
    const local = draft('Draft');
    const reading = run(initialSyncState(false), { type: 'signIn' });
    expect(types(reading.effects)).toEqual(['readLocal']);
    const read = run(reading.state, { type: 'localRead', records: [{ character: local, pendingUpload: true }] });
    expect(types(read.effects)).toEqual(['cancelTimer', 'fetchList']);
    const server = { id: 'cloud-9', userId: 'u', jsonData: JSON.stringify({ ...createCharacter(1), name: 'Elsewhere', localId: 'temp-elsewhere' }) };
    const listed = run(read.state, { type: 'listed', records: [server] });
    expect(listed.state.cloudSettled).toBe(true);
    expect(listed.state.entries.get('temp-elsewhere')).toMatchObject({ status: { state: 'synced' }, character: { id: 'cloud-9', name: 'Elsewhere' } });
    const groups = of(listed.effects, 'uploadGroup');
    expect(groups).toHaveLength(1);
    expect(groups[0].inputs.map((input) => JSON.parse(input.jsonData).name)).toEqual(['Draft']);
    const saved = run(listed.state, { type: 'groupSaved', group: 0, records: [{ id: 'cloud-10', userId: 'u', jsonData: JSON.stringify(local) }] });
    expect(saved.state.entries.get(local.localId!)).toMatchObject({ pendingUpload: false, status: { state: 'synced' }, character: { id: 'cloud-10' } });
    expect(saved.state.sync.phase).toBe('idle');
  });

  it('sign in after the read: every character leaves "local" (pending or synced) and nothing counts as unsaved', () => {
    const unsent = draft('Unsent');
    const synced = draft('Synced', { id: 'cloud-1', userId: 'u' });
    const state = run(loaded(false, [unsent, synced]), { type: 'signIn' }).state;
    expect(state.entries.get(unsent.localId!)).toMatchObject({ status: { state: 'pending' }, unsaved: false });
    expect(state.entries.get(synced.localId!)).toMatchObject({ status: { state: 'synced' }, unsaved: false });
  });

  it('the sign-in batch is split under the body limit; a failed group for want of a connection stops the rest', () => {
    const notes = 'y'.repeat(300 * 1024);
    const drafts = Array.from({ length: 6 }, (_, i) => draft(`Part ${i}`, { notes }));
    const listed = run(loaded(false, drafts), { type: 'signIn' }, { type: 'listed', records: [] });
    const first = of(listed.effects, 'uploadGroup')[0];
    expect(new TextEncoder().encode(JSON.stringify({ inputs: first.inputs })).length).toBeLessThanOrEqual(MAX_BATCH_BODY_BYTES);
    expect(listed.state.batch!.length).toBeGreaterThan(1);
    const failed = run(listed.state, { type: 'groupFailed', group: 0, failure: { kind: 'offline', message: 'No connection.' } });
    expect(failed.state.listError).toBe('Could not save your local characters to the cloud: No connection.');
    expect(of(failed.effects, 'uploadGroup')).toEqual([]);
    for (const character of drafts) expect(failed.state.entries.get(character.localId!)?.status).toMatchObject({ state: 'error', kind: 'offline' });
    expect(of(failed.effects, 'startTimer')).toHaveLength(6);
  });

  it('a refused group (limit) fails alone and the next group still goes', () => {
    const notes = 'y'.repeat(300 * 1024);
    const drafts = Array.from({ length: 6 }, (_, i) => draft(`Part ${i}`, { notes }));
    const listed = run(loaded(false, drafts), { type: 'signIn' }, { type: 'listed', records: [] });
    const failed = run(listed.state, { type: 'groupFailed', group: 0, failure: { kind: 'limit', message: 'At most 20.' } });
    expect(of(failed.effects, 'uploadGroup')[0]?.group).toBe(1);
  });

  it('a failed list fetch is reported and retried after the backoff', () => {
    const listing = run(loaded(false), { type: 'signIn' }).state;
    const { state, effects } = run(listing, { type: 'listFailed', failure: { kind: 'offline', message: 'No connection.' } });
    expect(state.listError).toBe('Could not fetch your characters from the cloud: No connection.');
    expect(state.cloudSettled).toBe(true);
    expect(of(effects, 'startTimer')).toEqual([{ type: 'startTimer', timer: SYNC_TIMER, delayMs: 2000 }]);
    expect(types(run(state, { type: 'timerFired', timer: SYNC_TIMER }).effects)).toContain('fetchList');
  });

  it('sign out: timers stop, every character is local and unsaved, the list state is forgotten', () => {
    const character = draft('Kira');
    const pending = run(loaded(true), { type: 'save', character }).state;
    const { state, effects } = run(pending, { type: 'signOut' });
    expect(types(effects)).toEqual(['cancelAllTimers']);
    expect(state).toMatchObject({ signedIn: false, cloudSettled: false });
    expect(state.entries.get(character.localId!)).toMatchObject({ status: { state: 'local' }, unsaved: true });
    expect(run(state, { type: 'flush' }).effects).toEqual([]);
  });

  it('the sign-out clear forgets what the server holds and keeps every character it never received', () => {
    const synced = draft('Synced', { id: 'cloud-1', userId: 'u' });
    const unsent = draft('Unsent');
    const state = loaded(false, [synced, unsent]);
    const withSynced = run(state, { type: 'otherTab', message: { type: 'changed', key: synced.localId!, record: { character: { ...synced, changedAt: 99_999 }, pendingUpload: false } } }).state;
    const { state: cleared, effects } = run(withSynced, { type: 'clearUploaded' });
    expect([...cleared.entries.keys()]).toEqual([unsent.localId]);
    expect(of(effects, 'removeLocal')).toEqual([{ type: 'removeLocal', key: synced.localId, report: false }]);
    expect(of(effects, 'broadcast')).toEqual([{ type: 'broadcast', message: { type: 'removed', key: synced.localId } }]);
  });
});

describe('delete', () => {
  it('signed out: removed here, in the database and in the other tabs, without the server', () => {
    const character = draft('Gone');
    const { state, effects } = run(loaded(false, [character]), { type: 'remove', key: character.localId! });
    expect(state.entries.size).toBe(0);
    expect(types(effects)).toEqual(['cancelTimer', 'cancelTimer', 'broadcast', 'removeLocal']);
  });

  it('signed in: the server copy first; a failure keeps the character, not-found counts as deleted', () => {
    const character = draft('Kira', { id: 'cloud-1', userId: 'u' });
    const state = loaded(true, [character]);
    const key = character.localId!;
    const asked = run(state, { type: 'remove', key });
    expect(of(asked.effects, 'deleteCloud')).toEqual([{ type: 'deleteCloud', key, id: 'cloud-1' }]);
    expect(asked.state.entries.has(key)).toBe(true);
    expect(run(asked.state, { type: 'cloudDeleteFailed', key, failure: { kind: 'offline', message: 'x' } }).state.entries.has(key)).toBe(true);
    expect(run(asked.state, { type: 'cloudDeleteFailed', key, failure: { kind: 'not-found', message: 'x' } }).state.entries.has(key)).toBe(false);
    const deleted = run(asked.state, { type: 'cloudDeleted', key });
    expect(deleted.state.entries.has(key)).toBe(false);
    expect(types(deleted.effects)).toContain('removeLocal');
  });
});

describe('other tabs', () => {
  it('a newer copy from another tab replaces this one without uploading here; an older one only lends its cloud id', () => {
    const character = draft('Kira');
    const key = character.localId!;
    const mine = run(loaded(true), { type: 'save', character }).state;
    const newer = run(mine, { type: 'otherTab', message: { type: 'changed', key, record: { character: { ...character, notes: 'theirs', changedAt: 20_000 }, pendingUpload: true } } });
    expect(newer.state.entries.get(key)?.character.notes).toBe('theirs');
    expect(types(newer.effects)).toEqual(['cancelTimer']);
    const older = run(newer.state, { type: 'otherTab', message: { type: 'changed', key, record: { character: { ...character, id: 'cloud-5', userId: 'u', notes: 'old', changedAt: 1 }, pendingUpload: false } } });
    expect(older.state.entries.get(key)?.character).toMatchObject({ notes: 'theirs', id: 'cloud-5' });
  });

  it('a character removed in another tab goes here too', () => {
    const character = draft('Kira');
    const { state } = run(loaded(false, [character]), { type: 'otherTab', message: { type: 'removed', key: character.localId! } });
    expect(state.entries.size).toBe(0);
  });
});

describe('this browser', () => {
  it('a write this browser refused is said (export to keep it); the next write that works clears it and tells the other tabs', () => {
    const character = draft('Kira');
    const failed = run(loaded(false), { type: 'save', character }, { type: 'writeFailed', key: character.localId!, message: 'QuotaExceededError' }).state;
    expect(failed.localError).toBe('This browser could not keep the change (QuotaExceededError); export the character to keep it safe.');
    const record = { character, pendingUpload: true };
    const { state, effects } = run(failed, { type: 'written', key: character.localId!, record });
    expect(state.localError).toBeUndefined();
    expect(effects).toEqual([{ type: 'broadcast', message: { type: 'changed', key: character.localId, record } }]);
  });

  it('markClean: an exported character is no longer unsaved', () => {
    const character = draft('Kira');
    const state = run(loaded(false), { type: 'save', character }, { type: 'markClean', key: character.localId! }).state;
    expect(state.entries.get(character.localId!)?.unsaved).toBe(false);
  });

  it('an event that changes nothing returns the same state object (nobody is woken for nothing)', () => {
    const state = loaded(false, [draft('Kira')]);
    expect(reduceSync(state, { type: 'flush' }, env()).state).toBe(state);
    expect(reduceSync(state, { type: 'timerFired', timer: uploadTimer('temp-unknown00') }, env()).state).toBe(state);
    expect(reduceSync(state, { type: 'markClean', key: 'temp-unknown00' }, env()).state).toBe(state);
  });

  it('the reducer never changes the state it was given', () => {
    const character = draft('Kira');
    const before = loaded(true, [character]);
    const frozen = JSON.stringify([...before.entries]);
    run(before, { type: 'save', character: { ...character, notes: 'x' } }, { type: 'signOut' }, { type: 'clearUploaded' });
    reduceSync(before, { type: 'remove', key: character.localId! }, env());
    expect(JSON.stringify([...before.entries])).toBe(frozen);
  });
});
