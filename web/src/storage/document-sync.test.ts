// The storage policy on its own: each event against a state, checking the next state and the effects asked for
// (no database, no server, no timers). The runner that performs these effects is tested in document-store.test.ts.
import { describe, expect, it } from 'vitest';
import { createCharacter, MAX_CHARACTER_JSON_BYTES, type RawCharacter } from '../../../core/engine/index.ts';
import { newEncounter } from '../../../core/engine/encounters/document.ts';
import { newStarship } from '../../../core/engine/starships/index.ts';
import { MAX_BATCH_BODY_BYTES } from './document-cloud.ts';
import { DOCUMENT_KIND_SPECS } from './document-kinds.ts';
import {
  initialSyncState,
  reduceSync,
  SAVE_DEBOUNCE_MS,
  SAVE_THROTTLE_MS,
  SYNC_TIMER,
  throttleTimer,
  uploadTimer,
  type SyncEffect,
  type SyncEnv,
  type SyncEvent,
  type SyncState as AnySyncState,
} from './document-sync.ts';

const CHARACTER = DOCUMENT_KIND_SPECS.character;
type SyncState = AnySyncState<RawCharacter>;

let ids = 0;
const env = (now = 10_000): SyncEnv => ({ now, newLocalId: () => `temp-new${String(++ids).padStart(5, '0')}`, debounceMs: SAVE_DEBOUNCE_MS, throttleMs: SAVE_THROTTLE_MS, retryBaseMs: 2000, retryMaxMs: 60_000 });


/** About `kb` KB of a character's own words, each text within its limit (a single text that long would be refused). */
const bulkFeatures = (kb: number) => Array.from({ length: Math.ceil((kb * 1024) / 5000) }, (_, i) => ({ name: `Feature ${i}`, content: 'y'.repeat(5000) }));
const draft = (name: string, patch: Partial<RawCharacter> = {}): RawCharacter => ({ ...createCharacter(1_000), name, ...patch });

/** Runs events one after the other; returns the last state and the effects of the last event. */
function run(state: SyncState, ...events: SyncEvent<RawCharacter>[]): { state: SyncState; effects: SyncEffect<RawCharacter>[] } {
  let effects: SyncEffect<RawCharacter>[] = [];
  for (const event of events) ({ state, effects } = reduceSync(state, event, env()));
  return { state, effects };
}

const types = (effects: SyncEffect<RawCharacter>[]) => effects.map((effect) => effect.type);
const of = <T extends SyncEffect['type']>(effects: SyncEffect<RawCharacter>[], type: T) => effects.filter((effect): effect is Extract<SyncEffect<RawCharacter>, { type: T }> => effect.type === type);

/** A state with this browser's copies read. */
function loaded(signedIn: boolean, characters: RawCharacter[] = []): SyncState {
  const records = characters.map((character) => ({ document: character, pendingUpload: !character.id }));
  let state = initialSyncState(CHARACTER, signedIn);
  state = reduceSync(state, { type: 'load' }, env()).state;
  state = reduceSync(state, { type: 'localRead', records }, env()).state;
  // Signed in, the read starts a list fetch: the server holds the characters that have a cloud id.
  const server = characters.filter((c) => c.id).map((c) => ({ id: c.id!, userId: c.userId ?? 'u', jsonData: JSON.stringify(c), revision: 1, changedAt: 'r1' }));
  if (signedIn) state = reduceSync(state, { type: 'listed', records: server }, env()).state;
  return state;
}

describe('save', () => {
  it('signed out: stamped, written to this browser, never uploaded, unsaved', () => {
    const character = draft('Kira');
    const { state, effects } = run(loaded(false), { type: 'save', document: character });
    const entry = state.entries.get(character.localId!)!;
    expect(entry.document).toMatchObject({ name: 'Kira', changedAt: 10_000 });
    expect(entry).toMatchObject({ pendingUpload: true, status: { state: 'local' }, unsaved: true });
    expect(types(effects)).toEqual(['writeLocal']);
  });

  it('signed in, debounced: written, marked pending, an upload timer of 1000 ms', () => {
    const character = draft('Kira');
    const { state, effects } = run(loaded(true), { type: 'save', document: character });
    expect(state.entries.get(character.localId!)?.status).toEqual({ state: 'pending' });
    expect(types(effects)).toEqual(['writeLocal', 'startTimer']);
    expect(of(effects, 'startTimer')[0]).toEqual({ type: 'startTimer', timer: uploadTimer(character.localId!), delayMs: SAVE_DEBOUNCE_MS });
  });

  it('signed in, now: uploaded at once; a character without a localId gets one', () => {
    const character = draft('Kira');
    delete character.localId;
    const transition = reduceSync(loaded(true), { type: 'save', document: character, mode: 'now' }, env());
    const key = transition.saved!.localId!;
    expect(key).toMatch(/^temp-new/);
    const upload = of(transition.effects, 'upload')[0];
    expect(upload).toMatchObject({ key, revision: 1, input: { id: null } });
    expect(JSON.parse(upload.input.jsonData)).toMatchObject({ name: 'Kira' });
    expect(transition.state.entries.get(key)).toMatchObject({ uploading: true, status: { state: 'saving' } });
  });

  it('page edits: builder edits are held (unsaved, no timer); sheet edits go after the debounce', () => {
    const character = draft('Kira');
    const builder = run(loaded(true), { type: 'save', document: character, mode: 'held' });
    expect(builder.state.entries.get(character.localId!)).toMatchObject({ held: true, unsaved: true, status: { state: 'pending' } });
    expect(types(builder.effects)).toEqual(['cancelTimer', 'writeLocal']);
    const sheet = run(builder.state, { type: 'save', document: character, mode: 'debounce' });
    expect(sheet.state.entries.get(character.localId!)).toMatchObject({ held: false, unsaved: false });
    expect(types(sheet.effects)).toEqual(['writeLocal', 'startTimer']);
  });

  it('keeps the cloud id learned since the caller took its copy', () => {
    const character = draft('Kira', { id: 'cloud-1', userId: 'u' });
    const state = loaded(true, [character]);
    const stale = { ...character };
    delete stale.id;
    const { state: next } = run(state, { type: 'save', document: stale });
    expect(next.entries.get(character.localId!)?.document).toMatchObject({ id: 'cloud-1', userId: 'u' });
  });

  it('add: a new character, never over an existing localId and never with a foreign cloud id', () => {
    const original = draft('Kira');
    const transition = reduceSync(loaded(false, [original]), { type: 'add', document: { ...original, id: 'theirs', userId: 'them' } }, env());
    expect(transition.saved!.localId).not.toBe(original.localId);
    expect(transition.saved).not.toHaveProperty('id');
    expect(transition.state.entries.size).toBe(2);
  });

  it('a character too large for the server is refused, not sent, and the refusal is written with it', () => {
    const character = draft('Chatty', { notes: 'x'.repeat(MAX_CHARACTER_JSON_BYTES) });
    const { state, effects } = run(loaded(true), { type: 'save', document: character, mode: 'now' });
    const entry = state.entries.get(character.localId!)!;
    expect(entry.status).toMatchObject({ state: 'error', kind: 'too-large' });
    expect(entry.refused).toMatch(/more than the 512 KB/);
    expect(of(effects, 'upload')).toEqual([]);
    expect(of(effects, 'writeLocal').at(-1)?.record.uploadRefused).toBe(entry.refused);
  });

  it('a character with a text past its limit (a long name kept from before limits) is kept here, not sent to be refused with its batch', () => {
    const character = draft('N'.repeat(364));
    const { state, effects } = run(loaded(true), { type: 'save', document: character, mode: 'now' });
    const entry = state.entries.get(character.localId!)!;
    expect(entry.status).toMatchObject({ state: 'error', kind: 'too-large' });
    expect(entry.refused).toMatch(/^In this character, name is 364 characters long; at most 60 are allowed\. It is kept in this browser only/);
    expect(of(effects, 'upload')).toEqual([]);
    const fixed = run(state, { type: 'save', document: { ...entry.document, name: 'Nem' }, mode: 'now' });
    expect(of(fixed.effects, 'upload')).toHaveLength(1);
  });
});

/**
 * The reducer under a virtual clock, its timers and a server that answers each upload after `answerMs`: what a page
 * and the store would do together, replayed without either.
 */
function replay(state: SyncState, answerMs: number) {
  let now = 10_000;
  let serverRevision = 0;
  const timers = new Map<string, number>();
  const answers: { at: number; event: SyncEvent<RawCharacter> }[] = [];
  const uploads: { at: number; revision: number; notes: unknown }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const dispatch = (event: SyncEvent<RawCharacter>) => {
    const transition = reduceSync(state, event, env(now));
    state = transition.state;
    for (const effect of transition.effects) {
      if (effect.type === 'startTimer') timers.set(effect.timer, now + effect.delayMs);
      else if (effect.type === 'cancelTimer') timers.delete(effect.timer);
      else if (effect.type === 'cancelAllTimers') timers.clear();
      else if (effect.type === 'upload') {
        const sent = JSON.parse(effect.input.jsonData) as RawCharacter;
        uploads.push({ at: now, revision: effect.revision, notes: sent.notes });
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        const record = { id: 'cloud-1', userId: 'u', jsonData: JSON.stringify({ ...sent, id: 'cloud-1' }), revision: ++serverRevision, changedAt: `r${serverRevision}` };
        answers.push({ at: now + answerMs, event: { type: 'uploaded', key: effect.key, revision: effect.revision, record } });
      }
    }
  };
  /** Moves the clock on, firing the timers and answers due meanwhile, in time order. */
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const timer = [...timers].sort((a, b) => a[1] - b[1])[0];
      const answer = [...answers].sort((a, b) => a.at - b.at)[0];
      const next = Math.min(timer?.[1] ?? Infinity, answer?.at ?? Infinity);
      if (next > until) break;
      now = next;
      if (answer && answer.at === next) {
        answers.splice(answers.indexOf(answer), 1);
        inFlight--;
        dispatch(answer.event);
      } else if (timer) {
        timers.delete(timer[0]);
        dispatch({ type: 'timerFired', timer: timer[0] });
      }
    }
    now = until;
  };
  return { dispatch, advance, uploads, now: () => now, state: () => state, mostInFlight: () => mostInFlight };
}

describe('throttled edits (the running combat tracker)', () => {
  const character = draft('Kira', { id: 'cloud-1', userId: 'u' });
  const key = character.localId!;
  const edit = (notes: string): SyncEvent<RawCharacter> => ({ type: 'save', document: { ...character, notes }, mode: 'throttle' });

  it('sends a lone change at once, and the changes of a burst once at the end of the interval', () => {
    const fight = replay(loaded(true, [character]), 50);
    const start = fight.now();
    fight.dispatch(edit('round 1'));
    expect(fight.uploads).toEqual([{ at: start, revision: 1, notes: 'round 1' }]);
    expect(fight.state().entries.get(key)).toMatchObject({ unsaved: false, status: { state: 'saving' } });
    fight.advance(100);
    fight.dispatch(edit('round 1, hit'));
    fight.advance(100);
    fight.dispatch(edit('round 1, hit twice'));
    expect(fight.uploads).toHaveLength(1);
    fight.advance(SAVE_THROTTLE_MS - 200);
    expect(fight.uploads.map(({ at, notes }) => ({ at, notes }))).toEqual([
      { at: start, notes: 'round 1' },
      { at: start + SAVE_THROTTLE_MS, notes: 'round 1, hit twice' },
    ]);
    // Quiet for an interval: the next change goes at once again, and everything sent reached the server.
    fight.advance(SAVE_THROTTLE_MS * 3);
    expect(fight.uploads).toHaveLength(2);
    expect(fight.state().entries.get(key)).toMatchObject({ pendingUpload: false, status: { state: 'synced' } });
    fight.dispatch(edit('round 2'));
    expect(fight.uploads.at(-1)).toMatchObject({ at: fight.now(), notes: 'round 2' });
  });

  it('never sends more than once an interval: a change every 50 ms for a minute costs at most 76 uploads (the server allows 120), the last change included', () => {
    const fight = replay(loaded(true, [character]), 120);
    const start = fight.now();
    let lastChangeAt = 0;
    for (let n = 0; fight.now() - start < 60_000; n++) {
      fight.dispatch(edit(`change ${n}`));
      lastChangeAt = fight.now();
      fight.advance(50);
    }
    const lastNotes = fight.state().entries.get(key)!.document.notes;
    fight.advance(SAVE_THROTTLE_MS * 2);
    const sends = fight.uploads.length;
    expect(sends).toBeLessThanOrEqual(60_000 / SAVE_THROTTLE_MS + 1);
    expect(sends).toBeLessThanOrEqual(76);
    expect(sends).toBeGreaterThanOrEqual(60_000 / SAVE_THROTTLE_MS);
    const last = fight.uploads.at(-1)!;
    expect(last.notes).toBe(lastNotes);
    expect(last.at).toBeGreaterThanOrEqual(lastChangeAt);
    expect(last.at - lastChangeAt).toBeLessThanOrEqual(SAVE_THROTTLE_MS);
    // One upload at a time, and the server ends with the last change.
    expect(fight.mostInFlight()).toBe(1);
    expect(fight.state().entries.get(key)).toMatchObject({ pendingUpload: false, status: { state: 'synced' } });
  });

  it('sends what waits when the page is left, and nothing when nothing waits', () => {
    const fight = replay(loaded(true, [character]), 50);
    fight.dispatch(edit('one'));
    fight.dispatch(edit('two'));
    expect(fight.uploads).toHaveLength(1);
    fight.advance(60);
    fight.dispatch({ type: 'flush', key });
    expect(fight.uploads.map(({ notes }) => notes)).toEqual(['one', 'two']);
    fight.advance(60);
    fight.dispatch({ type: 'flush', key });
    expect(fight.uploads).toHaveLength(2);
    fight.advance(SAVE_THROTTLE_MS * 2);
    expect(fight.uploads).toHaveLength(2);
  });

  it('holds throttled edits while signed out, and forgets the interval at sign-out', () => {
    const signedOut = run(loaded(false), { type: 'save', document: draft('Kira'), mode: 'throttle' });
    expect(types(signedOut.effects)).toEqual(['writeLocal']);
    expect([...signedOut.state.entries.values()][0]).toMatchObject({ held: true, unsaved: true, status: { state: 'local' } });
    const open = run(loaded(true, [character]), edit('one'));
    expect(open.effects).toContainEqual({ type: 'startTimer', timer: throttleTimer(key), delayMs: SAVE_THROTTLE_MS });
    const out = run(open.state, { type: 'signOut' });
    expect(out.state.entries.get(key)).not.toHaveProperty('throttle');
  });
});

describe('upload answers', () => {
  const character = draft('Kira');
  const key = character.localId!;
  const sending = () => run(loaded(true), { type: 'save', document: character, mode: 'now' }).state;
  const record = (patch: Record<string, unknown> = {}) => ({ id: 'cloud-1', userId: 'user-1', jsonData: JSON.stringify({ ...character, ...patch, id: 'cloud-1' }), revision: 1, changedAt: 'r1' });

  it('ok: the returned copy replaces the local one, synced, written', () => {
    const { state, effects } = run(sending(), { type: 'uploaded', key, revision: 1, record: record() });
    expect(state.entries.get(key)).toMatchObject({ pendingUpload: false, uploading: false, status: { state: 'synced' }, document: { id: 'cloud-1', userId: 'user-1', localId: key } });
    expect(of(effects, 'writeLocal')[0].record.pendingUpload).toBe(false);
  });

  it('ok after another edit: the id is learned, the newer text kept and sent again after the debounce', () => {
    const edited = run(sending(), { type: 'save', document: { ...character, notes: 'newer' } }).state;
    expect(edited.entries.get(key)?.status).toEqual({ state: 'saving' });
    const { state, effects } = run(edited, { type: 'uploaded', key, revision: 1, record: record() });
    expect(state.entries.get(key)).toMatchObject({ pendingUpload: true, status: { state: 'pending' }, document: { id: 'cloud-1', notes: 'newer' } });
    expect(of(effects, 'startTimer')).toEqual([{ type: 'startTimer', timer: uploadTimer(key), delayMs: SAVE_DEBOUNCE_MS }]);
  });

  it('a flush while an upload runs sends the newest copy as soon as it answers', () => {
    const asked = run(sending(), { type: 'save', document: { ...character, notes: 'newer' }, mode: 'held' }, { type: 'flush', key }).state;
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
    const changed = run(refused.state, { type: 'save', document: { ...character, notes: 'short' }, mode: 'now' });
    expect(changed.state.entries.get(key)?.refused).toBeUndefined();
    expect(of(changed.effects, 'upload')).toHaveLength(1);
  });

  it('not found (deleted on the server meanwhile): the cloud id goes and the character is stored again as new', () => {
    const synced = run(sending(), { type: 'uploaded', key, revision: 1, record: record() }).state;
    const resend = run(synced, { type: 'save', document: { ...synced.entries.get(key)!.document, notes: 'still here' }, mode: 'now' }).state;
    const { state, effects } = run(resend, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: { kind: 'not-found', message: 'Gone.' } });
    expect(state.entries.get(key)?.document).not.toHaveProperty('id');
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
    const reading = run(initialSyncState(CHARACTER, false), { type: 'signIn' });
    expect(types(reading.effects)).toEqual(['readLocal']);
    const read = run(reading.state, { type: 'localRead', records: [{ document: local, pendingUpload: true }] });
    expect(types(read.effects)).toEqual(['cancelTimer', 'fetchList']);
    const server = { id: 'cloud-9', userId: 'u', jsonData: JSON.stringify({ ...createCharacter(1), name: 'Elsewhere', localId: 'temp-elsewhere' }), revision: 1, changedAt: 'r1' };
    const listed = run(read.state, { type: 'listed', records: [server] });
    expect(listed.state.cloudSettled).toBe(true);
    expect(listed.state.entries.get('temp-elsewhere')).toMatchObject({ status: { state: 'synced' }, document: { id: 'cloud-9', name: 'Elsewhere' } });
    const groups = of(listed.effects, 'uploadGroup');
    expect(groups).toHaveLength(1);
    expect(groups[0].inputs.map((input) => JSON.parse(input.jsonData).name)).toEqual(['Draft']);
    const saved = run(listed.state, { type: 'groupSaved', group: 0, records: [{ id: 'cloud-10', userId: 'u', jsonData: JSON.stringify(local), revision: 1, changedAt: 'r1' }] });
    expect(saved.state.entries.get(local.localId!)).toMatchObject({ pendingUpload: false, status: { state: 'synced' }, document: { id: 'cloud-10' } });
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
    const customFeatures = bulkFeatures(300);
    const drafts = Array.from({ length: 6 }, (_, i) => draft(`Part ${i}`, { customFeatures }));
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
    const customFeatures = bulkFeatures(300);
    const drafts = Array.from({ length: 6 }, (_, i) => draft(`Part ${i}`, { customFeatures }));
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
    const pending = run(loaded(true), { type: 'save', document: character }).state;
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
    const withSynced = run(state, { type: 'otherTab', message: { type: 'changed', key: synced.localId!, record: { document: { ...synced, changedAt: 99_999 }, pendingUpload: false } } }).state;
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
    // Sent with the revision this browser last had, so a copy saved meanwhile elsewhere is not deleted unseen.
    expect(of(asked.effects, 'deleteCloud')).toEqual([{ type: 'deleteCloud', key, id: 'cloud-1', baseRevision: 1 }]);
    expect(asked.state.entries.has(key)).toBe(true);
    expect(run(asked.state, { type: 'cloudDeleteFailed', key, failure: { kind: 'offline', message: 'x' } }).state.entries.has(key)).toBe(true);
    expect(run(asked.state, { type: 'cloudDeleteFailed', key, failure: { kind: 'not-found', message: 'x' } }).state.entries.has(key)).toBe(false);
    const deleted = run(asked.state, { type: 'cloudDeleted', key });
    expect(deleted.state.entries.has(key)).toBe(false);
    expect(types(deleted.effects)).toContain('removeLocal');
  });

  it('saved meanwhile elsewhere: the delete is refused, the character stays and takes in the server copy as after a stale save', () => {
    const character = draft('Kira', { id: 'cloud-1', userId: 'u' });
    const state = loaded(true, [character]);
    const key = character.localId!;
    const asked = run(state, { type: 'remove', key });
    const theirs = { ...character, notes: 'written on the phone' };
    const current = { id: 'cloud-1', userId: 'u', jsonData: JSON.stringify(theirs), revision: 2, changedAt: 'r2' };
    const refused = run(asked.state, { type: 'cloudDeleteFailed', key, failure: { kind: 'conflict', message: 'x', conflicts: [{ id: 'cloud-1', current }] } });
    const entry = refused.state.entries.get(key)!;
    expect(entry.document).toMatchObject({ id: 'cloud-1', notes: 'written on the phone' });
    expect(entry.base?.revision).toBe(2);
    expect(types(refused.effects)).toContain('writeLocal');
    expect(types(refused.effects)).not.toContain('removeLocal');
  });
});

describe('other tabs', () => {
  it('a newer copy from another tab replaces this one without uploading here; an older one only lends its cloud id', () => {
    const character = draft('Kira');
    const key = character.localId!;
    const mine = run(loaded(true), { type: 'save', document: character }).state;
    const newer = run(mine, { type: 'otherTab', message: { type: 'changed', key, record: { document: { ...character, notes: 'theirs', changedAt: 20_000 }, pendingUpload: true } } });
    expect(newer.state.entries.get(key)?.document.notes).toBe('theirs');
    expect(types(newer.effects)).toEqual(['cancelTimer']);
    const older = run(newer.state, { type: 'otherTab', message: { type: 'changed', key, record: { document: { ...character, id: 'cloud-5', userId: 'u', notes: 'old', changedAt: 1 }, pendingUpload: false } } });
    expect(older.state.entries.get(key)?.document).toMatchObject({ notes: 'theirs', id: 'cloud-5' });
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
    const failed = run(loaded(false), { type: 'save', document: character }, { type: 'writeFailed', key: character.localId!, message: 'QuotaExceededError' }).state;
    expect(failed.localError).toBe('This browser could not keep the change (QuotaExceededError); export the character to keep it safe.');
    const record = { document: character, pendingUpload: true };
    const { state, effects } = run(failed, { type: 'written', key: character.localId!, record });
    expect(state.localError).toBeUndefined();
    expect(effects).toEqual([{ type: 'broadcast', message: { type: 'changed', key: character.localId, record } }]);
  });

  it('markClean: an exported character is no longer unsaved', () => {
    const character = draft('Kira');
    const state = run(loaded(false), { type: 'save', document: character }, { type: 'markClean', key: character.localId! }).state;
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
    run(before, { type: 'save', document: { ...character, notes: 'x' } }, { type: 'signOut' }, { type: 'clearUploaded' });
    reduceSync(before, { type: 'remove', key: character.localId! }, env());
    expect(JSON.stringify([...before.entries])).toBe(frozen);
  });
});

describe('nothing lost between devices', () => {
  const stored = draft('Kira', { id: 'cloud-1', userId: 'u', credits: 10 });
  const key = stored.localId!;
  /** The server's copy at a revision: the stored character with these changes (as another device saved it). */
  const serverCopy = (revision: number, patch: Partial<RawCharacter> = {}) => ({ revision, jsonData: JSON.stringify({ ...stored, ...patch, changedAt: 77_000 + revision }), changedAt: `r${revision}` });
  const synced = () => loaded(true, [stored]);
  /** This browser's edit, sent at once from revision 1. */
  const sentFrom1 = (patch: Partial<RawCharacter>) => run(synced(), { type: 'save', document: { ...synced().entries.get(key)!.document, ...patch }, mode: 'now' });
  const conflict = (revision: number, patch: Partial<RawCharacter>) => ({ kind: 'conflict' as const, message: 'Saved elsewhere.', conflicts: [{ id: 'cloud-1', current: serverCopy(revision, patch) }] });

  it('a save names the revision it was made from', () => {
    expect(synced().entries.get(key)?.base).toMatchObject({ revision: 1 });
    const upload = of(sentFrom1({ credits: 50 }).effects, 'upload')[0];
    expect(upload.input).toMatchObject({ id: 'cloud-1', baseRevision: 1 });
  });

  it('a conflict on different fields merges both (credits here, hit points there) and saves again from the server revision, silently', () => {
    const sent = sentFrom1({ credits: 50 }).state;
    const hurt = { currentStats: { ...stored.currentStats, hitPointsLost: 7 } };
    const { state, effects } = run(sent, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: conflict(2, hurt) });
    const entry = state.entries.get(key)!;
    expect(entry.document).toMatchObject({ credits: 50, currentStats: { hitPointsLost: 7 }, id: 'cloud-1', localId: key });
    expect(entry).toMatchObject({ base: { revision: 2 }, status: { state: 'saving' }, pendingUpload: true });
    expect(entry.conflict).toBeUndefined();
    const upload = of(effects, 'upload')[0];
    expect(upload.input.baseRevision).toBe(2);
    expect(JSON.parse(upload.input.jsonData)).toMatchObject({ credits: 50, currentStats: { hitPointsLost: 7 } });
    expect(of(effects, 'writeLocal').at(-1)?.record).toMatchObject({ base: { revision: 2 }, pendingUpload: true });
  });

  it('the same change on both sides is simply synced, with nothing sent', () => {
    const sent = sentFrom1({ credits: 50 }).state;
    const { state, effects } = run(sent, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: conflict(2, { credits: 50 }) });
    expect(state.entries.get(key)).toMatchObject({ pendingUpload: false, status: { state: 'synced' }, base: { revision: 2 } });
    expect(of(effects, 'upload')).toEqual([]);
  });

  it('the same field changed differently asks the player: kept here, marked, never sent until decided', () => {
    const sent = sentFrom1({ name: 'Kira Vel' }).state;
    const { state, effects } = run(sent, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: conflict(2, { name: 'Kira Dawn', credits: 99 }) });
    const entry = state.entries.get(key)!;
    expect(entry.status).toEqual({ state: 'conflict' });
    expect(entry.document.name).toBe('Kira Vel');
    expect(entry.conflict?.fields).toEqual([{ path: ['name'], base: 'Kira', mine: 'Kira Vel', theirs: 'Kira Dawn' }]);
    expect(entry.base?.revision).toBe(1);
    expect(of(effects, 'upload')).toEqual([]);
    expect(of(effects, 'writeLocal').at(-1)?.record).toMatchObject({ pendingUpload: true, base: { revision: 1 }, conflictWith: { revision: 2 } });
    // Nothing sends it meanwhile: a flush, reconnecting, the debounce or the list's batch.
    const later = run(state, { type: 'flush', key }, { type: 'online' }, { type: 'timerFired', timer: uploadTimer(key) });
    expect(of(later.effects, 'upload')).toEqual([]);
    const listed = run(state, { type: 'sync' }, { type: 'listed', records: [{ id: 'cloud-1', userId: 'u', ...serverCopy(2, { name: 'Kira Dawn', credits: 99 }) }] });
    expect(of(listed.effects, 'uploadGroup')).toEqual([]);
    expect(listed.state.entries.get(key)?.status).toEqual({ state: 'conflict' });
  });

  it('decided: each field as chosen, the other side\'s clean changes kept, saved at once from the server revision', () => {
    const asked = run(sentFrom1({ name: 'Kira Vel', notes: 'mine' }).state, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: conflict(2, { name: 'Kira Dawn', credits: 99 }) }).state;
    const theirs = run(asked, { type: 'resolve', key, choices: { '["name"]': 'theirs' } });
    const entry = theirs.state.entries.get(key)!;
    expect(entry.document).toMatchObject({ name: 'Kira Dawn', notes: 'mine', credits: 99, id: 'cloud-1' });
    expect(entry.conflict).toBeUndefined();
    expect(entry.base?.revision).toBe(2);
    const upload = of(theirs.effects, 'upload')[0];
    expect(upload.input.baseRevision).toBe(2);
    expect(JSON.parse(upload.input.jsonData)).toMatchObject({ name: 'Kira Dawn', notes: 'mine', credits: 99 });
    const mine = run(asked, { type: 'resolve', key, choices: { '["name"]': 'mine' } }).state.entries.get(key)!;
    expect(mine.document).toMatchObject({ name: 'Kira Vel', notes: 'mine', credits: 99 });
  });

  it('a reload keeps the question: the stored server copy brings the same fields back', () => {
    const asked = run(sentFrom1({ name: 'Kira Vel' }).state, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: conflict(2, { name: 'Kira Dawn' }) });
    const record = of(asked.effects, 'writeLocal').at(-1)!.record;
    const reread = run(initialSyncState(CHARACTER, false), { type: 'load' }, { type: 'localRead', records: [record] }).state;
    expect(reread.entries.get(key)).toMatchObject({ status: { state: 'conflict' }, conflict: { fields: [{ path: ['name'], mine: 'Kira Vel', theirs: 'Kira Dawn' }] } });
  });

  it('an edit that makes the field agree settles the question and goes on as a normal save', () => {
    const asked = run(sentFrom1({ name: 'Kira Vel' }).state, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: conflict(2, { name: 'Kira Dawn', credits: 99 }) }).state;
    const still = run(asked, { type: 'save', document: { ...asked.entries.get(key)!.document, notes: 'more' } }).state;
    expect(still.entries.get(key)?.status).toEqual({ state: 'conflict' });
    const { state, effects } = run(still, { type: 'save', document: { ...still.entries.get(key)!.document, name: 'Kira Dawn' } });
    expect(state.entries.get(key)).toMatchObject({ status: { state: 'pending' }, base: { revision: 2 }, document: { name: 'Kira Dawn', notes: 'more', credits: 99 } });
    expect(state.entries.get(key)?.conflict).toBeUndefined();
    expect(of(effects, 'startTimer')).toEqual([{ type: 'startTimer', timer: uploadTimer(key), delayMs: SAVE_DEBOUNCE_MS }]);
  });

  it('a fresh list with a newer revision merges an unsent edit made from the older one, and the batch sends it from the new base', () => {
    const edited = run(synced(), { type: 'save', document: { ...synced().entries.get(key)!.document, credits: 50 }, mode: 'held' }).state;
    const newer = { id: 'cloud-1', userId: 'u', ...serverCopy(3, { notes: 'from the phone' }) };
    const { state, effects } = run(edited, { type: 'sync' }, { type: 'listed', records: [newer] });
    expect(state.entries.get(key)?.document).toMatchObject({ credits: 50, notes: 'from the phone' });
    const group = of(effects, 'uploadGroup')[0];
    expect(group.inputs[0]).toMatchObject({ id: 'cloud-1', baseRevision: 3 });
    expect(JSON.parse(group.inputs[0]!.jsonData)).toMatchObject({ credits: 50, notes: 'from the phone' });
  });

  it('a fresh list whose same field differs from an unsent edit asks, and leaves it out of the batch', () => {
    const edited = run(synced(), { type: 'save', document: { ...synced().entries.get(key)!.document, credits: 50 }, mode: 'held' }).state;
    const { state, effects } = run(edited, { type: 'sync' }, { type: 'listed', records: [{ id: 'cloud-1', userId: 'u', ...serverCopy(3, { credits: 5 }) }] });
    expect(state.entries.get(key)).toMatchObject({ status: { state: 'conflict' }, document: { credits: 50 }, conflict: { fields: [{ path: ['credits'], base: 10, mine: 50, theirs: 5 }] } });
    expect(of(effects, 'uploadGroup')).toEqual([]);
  });

  it('a fresh list at the revision an unsent edit was made from leaves it alone; one with nothing unsent is replaced', () => {
    const edited = run(synced(), { type: 'save', document: { ...synced().entries.get(key)!.document, credits: 50 }, mode: 'held' }).state;
    const same = run(edited, { type: 'sync' }, { type: 'listed', records: [{ id: 'cloud-1', userId: 'u', ...serverCopy(1) }] });
    expect(same.state.entries.get(key)?.document.credits).toBe(50);
    expect(of(same.effects, 'uploadGroup')[0]?.inputs[0]?.baseRevision).toBe(1);
    const replaced = run(synced(), { type: 'sync' }, { type: 'listed', records: [{ id: 'cloud-1', userId: 'u', ...serverCopy(4, { credits: 1 }) }] }).state;
    expect(replaced.entries.get(key)).toMatchObject({ document: { credits: 1 }, base: { revision: 4 }, status: { state: 'synced' } });
  });

  it('a batch refused for a conflict merges that document and sends the group again, the others unchanged', () => {
    // Edited while signed out (from revision 1), beside a draft; both go in the sign-in batch.
    const other = draft('Other');
    const edited = run(synced(), { type: 'signOut' }, { type: 'save', document: { ...synced().entries.get(key)!.document, credits: 50 } }, { type: 'save', document: other }, { type: 'signIn' }).state;
    const listing = run(edited, { type: 'listed', records: [{ id: 'cloud-1', userId: 'u', ...serverCopy(1) }] });
    expect(of(listing.effects, 'uploadGroup')[0]?.inputs).toHaveLength(2);
    const failed = run(listing.state, { type: 'groupFailed', group: 0, failure: conflict(2, { notes: 'phone' }) });
    const again = of(failed.effects, 'uploadGroup')[0];
    expect(again.group).toBe(0);
    expect(again.inputs.map((input) => [input.id, input.baseRevision])).toEqual([
      ['cloud-1', 2],
      [null, null],
    ]);
    expect(JSON.parse(again.inputs[0]!.jsonData)).toMatchObject({ credits: 50, notes: 'phone' });
    expect(failed.state.listError).toBeUndefined();
  });

  it('the stamp (change time, builder version) and the identities are never a conflict', () => {
    const sent = sentFrom1({ credits: 50 }).state;
    const elsewhere = { ...serverCopy(2), jsonData: JSON.stringify({ ...stored, builderVersion: '0.0.1', changedAt: 1, localId: 'temp-phonephon' }) };
    const { state } = run(sent, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: { kind: 'conflict', message: 'x', conflicts: [{ id: 'cloud-1', current: elsewhere }] } });
    expect(state.entries.get(key)?.conflict).toBeUndefined();
    expect(state.entries.get(key)?.document).toMatchObject({ credits: 50, localId: key });
  });

  it('an unsent edit kept from before revisions (no base) is sent unconditionally, as it was before revisions', () => {
    const legacy = run(loaded(false, [stored]), { type: 'save', document: { ...stored, credits: 50, name: 'Kira Vel' } }, { type: 'signIn' }).state;
    expect(legacy.entries.get(key)?.base).toBeUndefined();
    const { state, effects } = run(legacy, { type: 'listed', records: [{ id: 'cloud-1', userId: 'u', ...serverCopy(3, { name: 'Kira Vel' }) }] });
    expect(state.entries.get(key)?.conflict).toBeUndefined();
    expect(of(effects, 'uploadGroup')[0]?.inputs[0]).toMatchObject({ id: 'cloud-1', baseRevision: null });
  });

  it('a conflict answer without the server copy fetches the list instead of guessing', () => {
    const sent = sentFrom1({ credits: 50 }).state;
    const { effects } = run(sent, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: { kind: 'conflict', message: 'x' } });
    expect(types(effects)).toContain('fetchList');
    expect(of(effects, 'upload')).toEqual([]);
  });

  it('another tab\'s question shows here too, without writing it again (no echo between tabs)', () => {
    const asked = run(sentFrom1({ name: 'Kira Vel' }).state, { type: 'uploadFailed', key, sentId: 'cloud-1', failure: conflict(2, { name: 'Kira Dawn' }) });
    const record = of(asked.effects, 'writeLocal').at(-1)!.record;
    const here = run(synced(), { type: 'otherTab', message: { type: 'changed', key, record } });
    expect(here.state.entries.get(key)).toMatchObject({ status: { state: 'conflict' }, conflict: { fields: [{ path: ['name'] }] } });
    expect(of(here.effects, 'writeLocal')).toEqual([]);
  });
});

describe('another device\'s save over the live socket (remoteChanged)', () => {
  const stored = draft('Kira', { id: 'cloud-1', userId: 'u', credits: 10 });
  const key = stored.localId!;
  const serverCopy = (revision: number, patch: Partial<RawCharacter> = {}) => ({ revision, jsonData: JSON.stringify({ ...stored, ...patch, changedAt: 88_000 + revision }), changedAt: `r${revision}` });
  const synced = () => loaded(true, [stored]);
  const remote = (revision: number, patch: Partial<RawCharacter> = {}): SyncEvent<RawCharacter> => ({ type: 'remoteChanged', id: 'cloud-1', copy: serverCopy(revision, patch) });
  const edit = (state: SyncState, patch: Partial<RawCharacter>, mode: 'debounce' | 'held' | 'now' = 'debounce') =>
    run(state, { type: 'save', document: { ...state.entries.get(key)!.document, ...patch }, mode });

  it('with nothing unsent here: the newer copy is shown at once, synced, written (and so told to the other tabs), nothing sent', () => {
    const { state, effects } = run(synced(), remote(2, { credits: 99 }));
    expect(state.entries.get(key)).toMatchObject({ document: { credits: 99, id: 'cloud-1', userId: 'u', localId: key }, base: { revision: 2 }, status: { state: 'synced' }, pendingUpload: false });
    expect(types(effects)).toEqual(['writeLocal']);
  });

  it('a revision this browser already holds (its own save coming back, a resubscription) changes nothing', () => {
    const before = synced();
    const { state, effects } = run(before, remote(1, { credits: 99 }));
    expect(state).toBe(before);
    expect(effects).toEqual([]);
  });

  it('an unsent edit on another field is merged with it, and goes after its debounce from the new revision', () => {
    const edited = edit(synced(), { notes: 'typed here' }).state;
    const { state, effects } = run(edited, remote(2, { credits: 99 }));
    expect(state.entries.get(key)).toMatchObject({ document: { notes: 'typed here', credits: 99 }, base: { revision: 2 }, pendingUpload: true, status: { state: 'pending' } });
    expect(of(effects, 'upload')).toEqual([]);
    const sent = run(state, { type: 'timerFired', timer: uploadTimer(key) });
    const upload = of(sent.effects, 'upload')[0];
    expect(upload.input.baseRevision).toBe(2);
    expect(JSON.parse(upload.input.jsonData)).toMatchObject({ notes: 'typed here', credits: 99 });
  });

  it('an unsent edit of the same field asks the player, as after a refused save; a newer copy then replaces the one asked about', () => {
    const edited = edit(synced(), { credits: 50 }).state;
    const asked = run(edited, remote(2, { credits: 5 }));
    expect(asked.state.entries.get(key)).toMatchObject({ status: { state: 'conflict' }, document: { credits: 50 }, conflict: { theirs: { revision: 2 }, fields: [{ path: ['credits'], base: 10, mine: 50, theirs: 5 }] } });
    expect(of(asked.effects, 'upload')).toEqual([]);
    const again = run(asked.state, remote(3, { credits: 7 })).state;
    expect(again.entries.get(key)?.conflict).toMatchObject({ theirs: { revision: 3 }, fields: [{ path: ['credits'], theirs: 7 }] });
  });

  it('during an upload it waits for the answer: its own save coming back is nothing; a later save from the other device is then merged', () => {
    const sending = edit(synced(), { notes: 'typed here' }, 'now').state;
    const waiting = run(sending, remote(3, { notes: 'typed here', credits: 99 })).state;
    expect(waiting.entries.get(key)).toMatchObject({ uploading: true, document: { credits: 10 }, newer: { revision: 3 } });
    // The upload stored revision 2; revision 3 (the phone's, after it) is then taken in.
    const saved = { id: 'cloud-1', userId: 'u', ...serverCopy(2, { notes: 'typed here' }) };
    const { state } = run(waiting, { type: 'uploaded', key, revision: waiting.entries.get(key)!.revision, record: saved });
    expect(state.entries.get(key)).toMatchObject({ document: { notes: 'typed here', credits: 99 }, base: { revision: 3 }, status: { state: 'synced' } });
    expect(state.entries.get(key)?.newer).toBeUndefined();
    // Its own save announced before the answer came: nothing more after the answer.
    const echo = run(sending, remote(2, { notes: 'typed here' }), { type: 'uploaded', key, revision: sending.entries.get(key)!.revision, record: saved }).state;
    expect(echo.entries.get(key)).toMatchObject({ base: { revision: 2 }, status: { state: 'synced' }, document: { notes: 'typed here' } });
  });

  it('is ignored signed out and for a document this browser does not hold', () => {
    const out = run(synced(), { type: 'signOut' }).state;
    expect(run(out, remote(2, { credits: 99 })).state).toBe(out);
    const here = synced();
    expect(run(here, { type: 'remoteChanged', id: 'someone-else', copy: serverCopy(5) }).state).toBe(here);
  });

  it('works the same for every kind: a starship saved elsewhere replaces the copy shown', () => {
    const STARSHIP = DOCUMENT_KIND_SPECS.starship;
    type Starship = (typeof STARSHIP)['fromJson'] extends (json: string) => infer D ? D : never;
    const ship = { ...newStarship({ name: 'Dart', size: 'Small' }), localId: 'temp-dartdart0' };
    let state = initialSyncState(STARSHIP, true);
    for (const event of [{ type: 'load' }, { type: 'localRead', records: [] }, { type: 'listed', records: [{ id: 's1', userId: 'u', jsonData: JSON.stringify(ship), revision: 1 }] }, { type: 'remoteChanged', id: 's1', copy: { revision: 2, jsonData: JSON.stringify({ ...ship, name: 'Dart II' }) } }] as SyncEvent<Starship>[]) {
      state = reduceSync(state, event, env()).state;
    }
    expect(state.entries.get('temp-dartdart0')).toMatchObject({ document: { name: 'Dart II', id: 's1' }, base: { revision: 2 }, status: { state: 'synced' } });
  });
});

describe('over kinds', () => {
  const ENCOUNTER = DOCUMENT_KIND_SPECS.encounter;
  type Encounter = (typeof ENCOUNTER)['fromJson'] extends (json: string) => infer D ? D : never;
  const runEncounter = (state: AnySyncState<Encounter>, ...events: SyncEvent<Encounter>[]) => {
    let effects: SyncEffect<Encounter>[] = [];
    for (const event of events) ({ state, effects } = reduceSync(state, event, env()));
    return { state, effects };
  };
  type Starship = (typeof DOCUMENT_KIND_SPECS.starship)['fromJson'] extends (json: string) => infer D ? D : never;
  const runStarship = (state: AnySyncState<Starship>, ...events: SyncEvent<Starship>[]) => {
    let effects: SyncEffect<Starship>[] = [];
    for (const event of events) ({ state, effects } = reduceSync(state, event, env()));
    return { state, effects };
  };

  it('an encounter is stamped with its change time, uploaded, and named as an encounter in messages', () => {
    const start = runEncounter(initialSyncState(ENCOUNTER, true), { type: 'load' }, { type: 'localRead', records: [] }).state;
    const ambush = { ...newEncounter('Ambush'), monsters: [{ name: 'Blurrg', count: 3, locked: false }] };
    const saved = runEncounter(start, { type: 'save', document: { ...ambush, localId: 'temp-ambush000' }, mode: 'now' });
    const upload = of(saved.effects as SyncEffect<RawCharacter>[], 'upload')[0];
    expect(JSON.parse(upload.input.jsonData)).toEqual({ ...ambush, localId: 'temp-ambush000', changedAt: 10_000 });
    const failed = runEncounter(start, { type: 'sync' }, { type: 'listFailed', failure: { kind: 'offline', message: 'No connection.' } });
    expect(failed.state.listError).toBe('Could not fetch your encounters from the cloud: No connection.');
  });

  it('a starship over its kind\'s size limit (not the character\'s) is refused, not sent', () => {
    const start = runStarship(initialSyncState(DOCUMENT_KIND_SPECS.starship, true), { type: 'load' }, { type: 'localRead', records: [] }).state;
    const big = { ...newStarship({ name: 'Big', size: 'Medium' }), localId: 'temp-bigbigbig', notes: 'x'.repeat(300 * 1024) };
    const { state } = runStarship(start, { type: 'save', document: big, mode: 'now' });
    expect(state.entries.get('temp-bigbigbig')?.refused).toMatch(/^This starship is \d+ KB, more than the 256 KB the cloud stores per starship\./);
  });

  it('merges an encounter edited on two devices field by field', () => {
    const start = runEncounter(initialSyncState(ENCOUNTER, true), { type: 'load' }, { type: 'localRead', records: [] });
    const base = { ...newEncounter('Ambush'), localId: 'temp-ambush000' };
    const listed = runEncounter(start.state, { type: 'listed', records: [{ id: 'e1', userId: 'u', jsonData: JSON.stringify(base), revision: 1, changedAt: 'r1' }] }).state;
    const monsters = [{ name: 'Blurrg', count: 2, locked: false }];
    const sent = runEncounter(listed, { type: 'save', document: { ...listed.entries.get('temp-ambush000')!.document, monsters }, mode: 'now' }).state;
    const { state, effects } = runEncounter(sent, {
      type: 'uploadFailed',
      key: 'temp-ambush000',
      sentId: 'e1',
      failure: { kind: 'conflict', message: 'x', conflicts: [{ id: 'e1', current: { revision: 2, jsonData: JSON.stringify({ ...base, notes: 'GM notes' }) } }] },
    });
    expect(state.entries.get('temp-ambush000')?.document).toMatchObject({ monsters, notes: 'GM notes', id: 'e1' });
    expect(of(effects as SyncEffect<RawCharacter>[], 'upload')[0]?.input.baseRevision).toBe(2);
  });
});
