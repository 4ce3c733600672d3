// The character store's policy as a pure reducer: an event comes in (a save, an upload's answer, sign-in, another
// tab's change, a timer, ...), the new state and a list of effects go out (write IndexedDB, upload, broadcast to the
// other tabs, start a timer, ...). Nothing here touches IndexedDB, the network, timers or the clock: the runner in
// character-store.ts performs the effects and feeds their results back in as events. Time and fresh localIds come in
// through the environment, so every decision can be replayed in a unit test.
import { normalizeCharacter, parseCharacterJson, stampForSave, validateCharacter, type RawCharacter } from '../../../core/engine/index.ts';
import { splitBatch, tooLargeForCloud, type CloudCharacterRecord, type CloudErrorKind, type CloudSaveInput } from './cloud-characters.ts';
import type { StoredCharacter } from './local-characters.ts';

/** Signed-in saves wait this long for further edits before going to the server. */
export const SAVE_DEBOUNCE_MS = 1000;
/** The first retry of a failed upload or list fetch waits this long; each further failure doubles it. */
export const RETRY_BASE_MS = 2000;
/** No retry waits longer than this. */
export const RETRY_MAX_MS = 60_000;

export type SyncStatus =
  /** Kept only in this browser (signed out). */
  | { state: 'local' }
  /** The server holds the latest change. */
  | { state: 'synced' }
  /** Waiting to be sent: the debounce, or builder edits held until Save Character / leaving the builder. */
  | { state: 'pending' }
  | { state: 'saving' }
  /** The last upload failed; the change is kept here. retryAt is set when a retry is scheduled. */
  | { state: 'error'; kind: CloudErrorKind; message: string; retryAt?: number };

/**
 * debounced: uploaded SAVE_DEBOUNCE_MS after the last edit; now: uploaded at once (create, import);
 * deferred: kept pending until a flush (builder edits are kept in this browser while the builder is open).
 */
export type UploadMode = 'debounced' | 'now' | 'deferred';

/**
 * Where an edit on the character page came from. Builder edits (and every edit while signed out) are held in this
 * browser and mark the character unsaved; signed-in sheet edits go to the server after the debounce.
 */
export type EditSource = 'builder' | 'sheet';

/** What one tab tells the others after changing the characters they share in this browser. */
export type CharacterTabMessage = { type: 'changed'; key: string; record: StoredCharacter } | { type: 'removed'; key: string };

/** A failed server call, as data: what kind of failure, what to tell the user, and the server's wait hint. */
export interface CloudFailure {
  kind: CloudErrorKind;
  message: string;
  retryAfterMs?: number;
}

/** One character as the store holds it, keyed by its localId. */
export interface Entry {
  readonly character: RawCharacter;
  /** The latest change has not reached the server (always true for drafts kept while signed out). */
  readonly pendingUpload: boolean;
  /** Bumped on every local change; an upload's answer replaces the local copy only if nothing changed meanwhile. */
  readonly revision: number;
  /** Builder edits: kept pending until a flush instead of going after the debounce. */
  readonly deferred: boolean;
  /** The server cannot take this copy (too large): why, said once and kept until the character changes. */
  readonly refused?: string;
  readonly status: SyncStatus;
  /** An upload of this character (alone or in a batch) is under way; at most one at a time. */
  readonly uploading: boolean;
  /** Asked to upload while one was under way: the newest copy goes as soon as that one answers. */
  readonly again: boolean;
  /** Failed uploads in a row, for the backoff. */
  readonly attempts: number;
  /** Changes the user has not saved (builder edits, anything while signed out) and not exported since. */
  readonly unsaved: boolean;
}

interface BatchItem {
  key: string;
  revision: number;
  id: string | null;
  jsonData: string;
}

export interface SyncState {
  readonly signedIn: boolean;
  /** The copies kept in this browser: not asked for yet, being read, or read. */
  readonly local: 'unread' | 'reading' | 'read';
  /** Signed in: the first server list fetch is over (fetched or failed). */
  readonly cloudSettled: boolean;
  /** The last failure of the list sync (fetch or batch upload), shown on the list page. */
  readonly listError?: string;
  /** This browser refused to store a change (quota, private mode): the change lives only in memory. */
  readonly localError?: string;
  readonly entries: ReadonlyMap<string, Entry>;
  /**
   * The list sync: idle, fetching the server list, or uploading the pending characters in groups under the body
   * limit. again: asked to sync while one ran, so one more round follows. attempts: failed fetches in a row.
   */
  readonly sync: { readonly phase: 'idle' | 'listing' | 'uploading'; readonly again: boolean; readonly attempts: number };
  /** The groups of the sign-in batch, sent one after the other. */
  readonly batch?: readonly (readonly BatchItem[])[];
}

export type SyncEvent =
  /** A page wants the characters: read this browser's copies once; signed in, sync with the server each time. */
  | { type: 'load' }
  | { type: 'localRead'; records: readonly StoredCharacter[] }
  | { type: 'localReadFailed'; message: string }
  | { type: 'signIn' }
  | { type: 'signOut' }
  /** An edit (stamped here). The mode says when it goes to the server; source (page edits) lets the store choose. */
  | { type: 'save'; character: RawCharacter; mode?: UploadMode; source?: EditSource }
  /** A created or imported character: always a new one, uploaded at once. */
  | { type: 'add'; character: RawCharacter }
  /** Upload what is pending now: one character (Save Character, leaving the builder) or all (sign-out). */
  | { type: 'flush'; key?: string }
  /** The user kept a copy (export to file, copy text): the character no longer counts as unsaved. */
  | { type: 'markClean'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'cloudDeleted'; key: string }
  | { type: 'cloudDeleteFailed'; key: string; failure: CloudFailure }
  /** Sign-out: forget every character the server holds as it is here; keep the others. */
  | { type: 'clearUploaded' }
  /** The browser came back online: retry what failed for want of a connection. */
  | { type: 'online' }
  | { type: 'sync' }
  | { type: 'timerFired'; timer: string }
  | { type: 'listed'; records: readonly CloudCharacterRecord[] }
  | { type: 'listFailed'; failure: CloudFailure }
  | { type: 'uploaded'; key: string; revision: number; record: CloudCharacterRecord }
  | { type: 'uploadFailed'; key: string; sentId: string | null; failure: CloudFailure }
  | { type: 'groupSaved'; group: number; records: readonly CloudCharacterRecord[] }
  | { type: 'groupFailed'; group: number; failure: CloudFailure }
  | { type: 'written'; key: string; record: StoredCharacter }
  | { type: 'writeFailed'; key: string; message: string }
  | { type: 'removeFailed'; key: string; message: string }
  | { type: 'otherTab'; message: CharacterTabMessage };

export type SyncEffect =
  | { type: 'readLocal' }
  | { type: 'writeLocal'; key: string; record: StoredCharacter }
  /** report: a failure is told to the user (a delete they asked for); else it is ignored (a stale copy). */
  | { type: 'removeLocal'; key: string; report: boolean }
  | { type: 'broadcast'; message: CharacterTabMessage }
  | { type: 'fetchList' }
  | { type: 'upload'; key: string; revision: number; input: CloudSaveInput }
  | { type: 'uploadGroup'; group: number; inputs: CloudSaveInput[] }
  | { type: 'deleteCloud'; key: string; id: string }
  | { type: 'startTimer'; timer: string; delayMs: number }
  | { type: 'cancelTimer'; timer: string }
  | { type: 'cancelAllTimers' }
  | { type: 'warn'; message: string };

export interface SyncEnv {
  now: number;
  newLocalId(): string;
  debounceMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface Transition {
  state: SyncState;
  effects: SyncEffect[];
  /** save and add: the stored copy (stamped, with its localId and any cloud id already known). */
  saved?: RawCharacter;
}

export const SYNC_TIMER = 'sync';
export const uploadTimer = (key: string) => `upload:${key}`;

export function initialSyncState(signedIn: boolean): SyncState {
  return { signedIn, local: 'unread', cloudSettled: false, entries: new Map(), sync: { phase: 'idle', again: false, attempts: 0 } };
}

/** The failures that say "try again later"; the others (refused data, sign-in, gone) would only fail again. */
export const isRetryable = (failure: CloudFailure) => failure.kind === 'offline' || failure.kind === 'transient';

/** The character without its server identity: stored again as a new one (the server lost it, or it is a copy). */
export function withoutCloudId(character: RawCharacter): RawCharacter {
  const rest = { ...character };
  delete rest.id;
  delete rest.userId;
  return rest;
}

/** What a tab keeps in the shared database for one character. */
export function storedRecord(entry: Entry): StoredCharacter {
  return { character: entry.character, pendingUpload: entry.pendingUpload, ...(entry.refused ? { uploadRefused: entry.refused } : {}) };
}

function recordLocalId(record: CloudCharacterRecord): string | undefined {
  try {
    const localId = parseCharacterJson(record.jsonData).localId;
    return typeof localId === 'string' && localId ? localId : undefined;
  } catch {
    return undefined;
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One event's work: a copy of the state that the policy below changes, and the effects it asks for. */
class Step {
  readonly s: Mutable<SyncState>;
  readonly entries: Map<string, Entry>;
  readonly effects: SyncEffect[] = [];
  saved: RawCharacter | undefined;

  constructor(
    readonly before: SyncState,
    readonly env: SyncEnv,
  ) {
    this.entries = new Map(before.entries);
    this.s = { ...before, entries: this.entries };
  }

  /** The new state, or the same object when nothing changed (so readers of the snapshot are not woken for nothing). */
  result(): Transition {
    const { before, s, entries } = this;
    const sameEntries = entries.size === before.entries.size && [...entries].every(([key, entry]) => before.entries.get(key) === entry);
    const same = sameEntries && (Object.keys(s) as (keyof SyncState)[]).every((key) => key === 'entries' || s[key] === before[key]) && Object.keys(before).length === Object.keys(s).length;
    return { state: same ? before : s, effects: this.effects, ...(this.saved ? { saved: this.saved } : {}) };
  }

  emit(effect: SyncEffect): void {
    this.effects.push(effect);
  }

  patch(key: string, patch: Partial<Entry>): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const next = { ...entry, ...patch };
    this.entries.set(key, next);
    return next;
  }

  drop(key: string): void {
    this.entries.delete(key);
    this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
  }

  write(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.emit({ type: 'writeLocal', key, record: storedRecord(entry) });
  }

  restingStatus(pending: boolean, refused?: string): SyncStatus {
    if (!this.s.signedIn) return { state: 'local' };
    if (pending && refused) return { state: 'error', kind: 'too-large', message: refused };
    return pending ? { state: 'pending' } : { state: 'synced' };
  }

  fromRecord(record: CloudCharacterRecord, key: string): RawCharacter | undefined {
    try {
      return { ...normalizeCharacter(parseCharacterJson(record.jsonData)), id: record.id, userId: record.userId, localId: key };
    } catch (error) {
      this.emit({ type: 'warn', message: `Skipping cloud character ${record.id}: ${(error as Error).message}` });
      return undefined;
    }
  }

  backoff(attempts: number, failure: CloudFailure): number {
    return Math.min(this.env.retryMaxMs, failure.retryAfterMs ?? this.env.retryBaseMs * 2 ** (attempts - 1));
  }

  schedule(key: string, delayMs: number, markPending = true): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (markPending && !entry.uploading) this.patch(key, { status: { state: 'pending' } });
    this.emit({ type: 'startTimer', timer: uploadTimer(key), delayMs });
  }

  // ---- saving ----

  save(character: RawCharacter, mode: UploadMode, unsaved: boolean): void {
    const withKey = character.localId ? character : { ...character, localId: this.env.newLocalId() };
    const stamped = stampForSave(withKey, this.env.now);
    const key = stamped.localId!;
    const previous = this.entries.get(key);
    // The caller may hold a copy from before an upload answered: keep the cloud id learned since.
    if (previous?.character.id && !stamped.id) Object.assign(stamped, { id: previous.character.id, userId: previous.character.userId });
    const uploading = previous?.uploading ?? false;
    const status: SyncStatus = !this.s.signedIn ? { state: 'local' } : uploading ? previous!.status : { state: 'pending' };
    this.entries.set(key, {
      character: stamped,
      pendingUpload: true,
      revision: (previous?.revision ?? 0) + 1,
      deferred: mode === 'deferred',
      status,
      uploading,
      again: previous?.again ?? false,
      attempts: previous?.attempts ?? 0,
      unsaved,
    });
    if (mode === 'deferred') this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    this.write(key);
    if (this.s.signedIn && mode === 'now') this.upload(key);
    else if (this.s.signedIn && mode === 'debounced') this.schedule(key, this.env.debounceMs);
    this.saved = stamped;
  }

  /** One character's upload; while one is under way, the newest copy goes when it answers. */
  upload(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.uploading) {
      this.patch(key, { again: true });
      return;
    }
    if (!entry.pendingUpload || !this.s.signedIn || entry.refused) return;
    if (this.refuseIfTooLarge(key)) return;
    this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    this.patch(key, { deferred: false, again: false, uploading: true, status: { state: 'saving' } });
    this.emit({ type: 'upload', key, revision: entry.revision, input: { id: entry.character.id ?? null, jsonData: JSON.stringify(entry.character) } });
  }

  /** A copy too large for the server is never sent: it is marked refused (with what to do) instead. */
  refuseIfTooLarge(key: string): boolean {
    const entry = this.entries.get(key);
    const problem = entry ? tooLargeForCloud(entry.character) : undefined;
    if (!problem) return false;
    this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    this.failed(key, { kind: problem.kind, message: problem.message });
    return true;
  }

  applySaved(key: string, record: CloudCharacterRecord, revision: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.revision === revision) {
      // The returned copy (with id and userId) replaces the local one.
      const character = this.fromRecord(record, key) ?? { ...entry.character, id: record.id, userId: record.userId };
      this.patch(key, { character, pendingUpload: false, attempts: 0, status: { state: 'synced' } });
    } else {
      // Edited while the upload ran: keep the newer text, learn the id, and send again.
      this.patch(key, { character: { ...entry.character, id: record.id, userId: record.userId }, attempts: 0, status: { state: 'pending' } });
      if (!entry.deferred) this.schedule(key, this.env.debounceMs);
    }
    this.write(key);
  }

  failed(key: string, failure: CloudFailure): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (failure.kind === 'too-large') {
      // Said once and remembered with the copy: no retry, now or on the next visit, until the character changes.
      this.patch(key, { refused: failure.message, status: { state: 'error', kind: failure.kind, message: failure.message } });
      this.write(key);
      return;
    }
    const attempts = entry.attempts + 1;
    if (isRetryable(failure) && this.s.signedIn) {
      const delayMs = this.backoff(attempts, failure);
      this.patch(key, { attempts, status: { state: 'error', kind: failure.kind, message: failure.message, retryAt: this.env.now + delayMs } });
      this.schedule(key, delayMs, false);
    } else {
      this.patch(key, { attempts, status: { state: 'error', kind: failure.kind, message: failure.message } });
    }
  }

  /** An upload answered: whoever asked meanwhile gets the newest copy sent now. */
  uploadSettled(key: string): void {
    const entry = this.patch(key, { uploading: false });
    if (entry?.again) {
      this.patch(key, { again: false });
      if (entry.pendingUpload) this.upload(key);
    }
  }

  // ---- the list sync ----

  startSync(): void {
    if (!this.s.signedIn) return;
    if (this.s.sync.phase !== 'idle') {
      this.s.sync = { ...this.s.sync, again: true };
      return;
    }
    this.emit({ type: 'cancelTimer', timer: SYNC_TIMER });
    this.s.sync = { ...this.s.sync, phase: 'listing', again: false };
    this.emit({ type: 'fetchList' });
  }

  /** The round is over: one more if it was asked for meanwhile (and still signed in). */
  endSyncRound(): void {
    const again = this.s.sync.again && this.s.signedIn;
    this.s.sync = { ...this.s.sync, phase: 'idle', again: false };
    this.s.batch = undefined;
    if (again) this.startSync();
  }

  /** The server list replaces the characters with a cloud id; drafts (and unsent changes) are kept. */
  mergeServerList(records: readonly CloudCharacterRecord[]): void {
    const byId = new Map(records.map((record) => [record.id, record]));
    const ids = new Set([...this.entries.values()].map((entry) => entry.character.id).filter(Boolean));
    const claimed = new Set<string>();
    const changed = new Set<string>();
    for (const [key, entry] of [...this.entries]) {
      const id = entry.character.id;
      if (!id) {
        // A draft whose upload reached the server but whose answer was lost: adopt that id rather than duplicate.
        const stored = records.find((record) => !claimed.has(record.id) && !ids.has(record.id) && recordLocalId(record) === key);
        if (stored) {
          claimed.add(stored.id);
          this.patch(key, { character: { ...entry.character, id: stored.id, userId: stored.userId } });
          changed.add(key);
        }
        continue;
      }
      const record = byId.get(id);
      if (record) {
        claimed.add(id);
        if (entry.pendingUpload || entry.uploading) continue;
        const character = this.fromRecord(record, key);
        if (character) {
          this.patch(key, { character, status: { state: 'synced' } });
          changed.add(key);
        }
      } else if (entry.pendingUpload) {
        // Deleted on the server (another device) while this browser held unsent changes: store it again.
        this.patch(key, { character: withoutCloudId(entry.character) });
        changed.add(key);
      } else {
        this.drop(key);
        this.emit({ type: 'removeLocal', key, report: false });
      }
    }
    for (const record of records) {
      if (claimed.has(record.id)) continue;
      const wanted = recordLocalId(record);
      const key = wanted && !this.entries.has(wanted) ? wanted : this.env.newLocalId();
      const character = this.fromRecord(record, key);
      if (!character) continue;
      this.entries.set(key, { character, pendingUpload: false, revision: 0, deferred: false, status: { state: 'synced' }, uploading: false, again: false, attempts: 0, unsaved: false });
      changed.add(key);
    }
    for (const key of changed) this.write(key);
  }

  /** Every pending character not already on its way, in as few groups as the body limit allows. */
  startBatch(): boolean {
    const keys = [...this.entries]
      .filter(([, entry]) => entry.pendingUpload && !entry.refused && !entry.uploading)
      .map(([key]) => key)
      .filter((key) => !this.refuseIfTooLarge(key));
    if (keys.length === 0) return false;
    const items = keys.map((key) => {
      const entry = this.entries.get(key)!;
      this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
      this.patch(key, { uploading: true, status: { state: 'saving' } });
      return { key, revision: entry.revision, id: entry.character.id ?? null, jsonData: JSON.stringify(entry.character) };
    });
    this.s.batch = splitBatch(items);
    this.s.sync = { ...this.s.sync, phase: 'uploading' };
    this.sendGroup(0);
    return true;
  }

  sendGroup(group: number): void {
    const items = this.s.batch?.[group];
    if (!items) {
      this.endSyncRound();
      return;
    }
    this.emit({ type: 'uploadGroup', group, inputs: items.map(({ id, jsonData }) => ({ id, jsonData })) });
  }

  // ---- removing ----

  /** Gone from memory and this browser, and the other tabs are told. */
  forget(key: string, report: boolean): void {
    this.drop(key);
    this.emit({ type: 'broadcast', message: { type: 'removed', key } });
    this.emit({ type: 'removeLocal', key, report });
  }
}

/** The store's whole policy: the next state and the effects to perform, for one event. */
export function reduceSync(state: SyncState, event: SyncEvent, env: SyncEnv): Transition {
  const step = new Step(state, env);
  const { s, entries } = step;
  switch (event.type) {
    case 'load':
      if (s.local === 'unread') {
        s.local = 'reading';
        step.emit({ type: 'readLocal' });
      } else if (s.local === 'read') {
        step.startSync();
      }
      break;

    case 'localRead':
    case 'localReadFailed': {
      if (event.type === 'localReadFailed') s.localError = `This browser could not read its saved characters: ${event.message}`;
      for (const record of event.type === 'localRead' ? event.records : []) {
        const character = record.character.localId ? record.character : { ...record.character, localId: env.newLocalId() };
        const key = character.localId!;
        // Another tab's change may have arrived first: it is at least as new as the database.
        if (entries.has(key)) continue;
        const pendingUpload = record.pendingUpload || !character.id;
        const refused = pendingUpload ? record.uploadRefused : undefined;
        entries.set(key, {
          character,
          pendingUpload,
          revision: 0,
          deferred: false,
          ...(refused ? { refused } : {}),
          status: step.restingStatus(pendingUpload, refused),
          uploading: false,
          again: false,
          attempts: 0,
          unsaved: !s.signedIn,
        });
      }
      s.local = 'read';
      step.startSync();
      break;
    }

    case 'signIn':
      if (s.signedIn) break;
      s.signedIn = true;
      // Everything held here now goes to the server with the sign-in batch: nothing counts as unsaved any more, and
      // each status says where the character stands for this session until the list sync tells more.
      for (const [key, entry] of [...entries]) {
        step.patch(key, { unsaved: false, ...(entry.uploading ? {} : { status: step.restingStatus(entry.pendingUpload, entry.refused) }) });
      }
      if (s.local === 'unread') {
        s.local = 'reading';
        step.emit({ type: 'readLocal' });
      } else if (s.local === 'read') {
        step.startSync();
      }
      break;

    case 'signOut':
      if (!s.signedIn) break;
      s.signedIn = false;
      s.cloudSettled = false;
      s.listError = undefined;
      s.sync = { ...s.sync, again: false };
      step.emit({ type: 'cancelAllTimers' });
      // Kept only here from now on: unsaved until exported.
      for (const key of entries.keys()) step.patch(key, { status: { state: 'local' }, unsaved: true });
      break;

    case 'save': {
      const mode: UploadMode = event.source ? (event.source === 'builder' || !s.signedIn ? 'deferred' : 'debounced') : (event.mode ?? 'debounced');
      const previous = event.character.localId ? entries.get(event.character.localId) : undefined;
      const unsaved = !s.signedIn || mode === 'deferred' || (mode === 'now' && (previous?.unsaved ?? false));
      step.save(event.character, mode, unsaved);
      break;
    }

    case 'add': {
      // A new character: a cloud id from another account or an earlier copy is dropped, and a localId already in use
      // is replaced, so importing an export never overwrites the original.
      const fresh = withoutCloudId(event.character);
      if (!fresh.localId || entries.has(fresh.localId)) fresh.localId = env.newLocalId();
      // It opens in the builder when incomplete: those changes count as unsaved until saved or exported.
      step.save(fresh, 'now', !s.signedIn || validateCharacter(fresh).code > 0);
      break;
    }

    case 'flush': {
      if (!s.signedIn) break;
      const keys = event.key === undefined ? [...entries.keys()] : [event.key];
      for (const key of keys) {
        const entry = step.patch(key, { unsaved: false });
        if (entry?.pendingUpload) step.upload(key);
      }
      break;
    }

    case 'markClean':
      step.patch(event.key, { unsaved: false });
      break;

    case 'remove': {
      const entry = entries.get(event.key);
      if (!entry) break;
      step.emit({ type: 'cancelTimer', timer: uploadTimer(event.key) });
      // Signed in, the server copy goes first: if that fails, the character stays.
      if (s.signedIn && entry.character.id) step.emit({ type: 'deleteCloud', key: event.key, id: entry.character.id });
      else step.forget(event.key, true);
      break;
    }

    case 'cloudDeleted':
      if (entries.has(event.key)) step.forget(event.key, true);
      break;

    case 'cloudDeleteFailed':
      // Already gone from the server (another device): as good as deleted. Any other failure keeps the character.
      if (event.failure.kind === 'not-found' && entries.has(event.key)) step.forget(event.key, true);
      break;

    case 'clearUploaded': {
      step.emit({ type: 'cancelAllTimers' });
      s.listError = undefined;
      for (const [key, entry] of [...entries]) if (!entry.pendingUpload) step.forget(key, false);
      break;
    }

    case 'online':
      if (!s.signedIn) break;
      if (s.listError || !s.cloudSettled) step.startSync();
      for (const [key, entry] of [...entries]) {
        if (entry.status.state === 'error' && isRetryable(entry.status)) step.upload(key);
      }
      break;

    case 'sync':
      step.startSync();
      break;

    case 'timerFired':
      if (event.timer === SYNC_TIMER) step.startSync();
      else if (event.timer.startsWith('upload:')) step.upload(event.timer.slice('upload:'.length));
      break;

    case 'listed':
      if (s.sync.phase !== 'listing') break;
      if (!s.signedIn) {
        step.endSyncRound();
        break;
      }
      s.sync = { ...s.sync, attempts: 0 };
      s.listError = undefined;
      step.mergeServerList(event.records);
      s.cloudSettled = true;
      if (!step.startBatch()) step.endSyncRound();
      break;

    case 'listFailed': {
      if (s.sync.phase !== 'listing') break;
      s.listError = `Could not fetch your characters from the cloud: ${event.failure.message}`;
      s.cloudSettled = true;
      const attempts = s.sync.attempts + 1;
      s.sync = { ...s.sync, attempts };
      if (isRetryable(event.failure) && s.signedIn) step.emit({ type: 'startTimer', timer: SYNC_TIMER, delayMs: step.backoff(attempts, event.failure) });
      step.endSyncRound();
      break;
    }

    case 'uploaded':
      step.patch(event.key, { uploading: false });
      step.applySaved(event.key, event.record, event.revision);
      step.uploadSettled(event.key);
      break;

    case 'uploadFailed': {
      step.patch(event.key, { uploading: false });
      const current = entries.get(event.key);
      if (event.failure.kind === 'not-found' && event.sentId && current?.character.id === event.sentId) {
        // The server no longer has it (deleted elsewhere): store it again as a new character, right away.
        step.patch(event.key, { character: withoutCloudId(current.character), revision: current.revision + 1, again: false });
        step.write(event.key);
        step.upload(event.key);
        break;
      }
      step.failed(event.key, event.failure);
      step.uploadSettled(event.key);
      break;
    }

    case 'groupSaved': {
      const items = s.batch?.[event.group] ?? [];
      items.forEach(({ key, revision }, at) => {
        step.patch(key, { uploading: false });
        const record = event.records[at];
        if (record) step.applySaved(key, record, revision);
        step.uploadSettled(key);
      });
      step.sendGroup(event.group + 1);
      break;
    }

    case 'groupFailed': {
      const groups = s.batch ?? [];
      s.listError = `Could not save your local characters to the cloud: ${event.failure.message}`;
      // Refused data concerns this group only; a connection or sign-in failure stops the rest as well, and each
      // failed character then retries on its own.
      const refused = event.failure.kind === 'limit' || event.failure.kind === 'rejected' || event.failure.kind === 'too-large';
      const failedGroups = refused ? [groups[event.group] ?? []] : groups.slice(event.group);
      for (const { key } of failedGroups.flat()) {
        step.patch(key, { uploading: false });
        step.failed(key, event.failure);
        step.uploadSettled(key);
      }
      if (refused) step.sendGroup(event.group + 1);
      else step.endSyncRound();
      break;
    }

    case 'written':
      if (s.localError) s.localError = undefined;
      step.emit({ type: 'broadcast', message: { type: 'changed', key: event.key, record: event.record } });
      break;

    case 'writeFailed':
      s.localError = `This browser could not keep the change (${event.message}); export the character to keep it safe.`;
      break;

    case 'removeFailed':
      s.localError = `This browser could not delete its copy: ${event.message}`;
      break;

    case 'otherTab': {
      // Another tab of this browser changed a character (it already wrote the shared database). The newer copy wins
      // in memory here; the tab that made the change is the one that uploads it, so nothing is sent twice. A cloud id
      // learned there is always kept, so a draft is never created twice on the server.
      const { message } = event;
      const { key } = message;
      if (message.type === 'removed') {
        step.drop(key);
        break;
      }
      const theirs = message.record.character;
      const entry = entries.get(key);
      if (!entry || (theirs.changedAt ?? 0) >= (entry.character.changedAt ?? 0)) {
        step.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
        const refused = message.record.uploadRefused;
        const uploading = entry?.uploading ?? false;
        entries.set(key, {
          character: theirs,
          pendingUpload: message.record.pendingUpload,
          revision: (entry?.revision ?? 0) + 1,
          deferred: false,
          ...(refused ? { refused } : {}),
          status: uploading ? entry!.status : step.restingStatus(message.record.pendingUpload, refused),
          uploading,
          again: entry?.again ?? false,
          attempts: entry?.attempts ?? 0,
          unsaved: entry?.unsaved ?? !s.signedIn,
        });
      } else if (theirs.id && !entry.character.id) {
        step.patch(key, { character: { ...entry.character, id: theirs.id, userId: theirs.userId } });
      }
      break;
    }
  }
  return step.result();
}
