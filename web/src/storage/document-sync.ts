// The document store's policy as a pure reducer, one for every kind of stored document (characters, encounters,
// starships): an event comes in (a save, an upload's answer, sign-in, another tab's change, a timer, ...), the new
// state and a list of effects go out (write IndexedDB, upload, broadcast to the other tabs, start a timer, ...).
// Nothing here touches IndexedDB, the network, timers or the clock: the runner in document-store.ts performs the
// effects and feeds their results back in as events. Time and fresh localIds come in through the environment, and
// the kind (its limits, labels and adapter) with the state, so every decision can be replayed in a unit test.
//
// Nothing is lost between devices: each document keeps the server revision it was edited from (its base) and every
// save names it. When the server holds a newer revision (a conflict answer, or a fresh list), the two edits are
// merged field by field against the base; merged cleanly, the result is saved again from the server's revision;
// where both changed the same field differently, the document waits, kept here, for the player's decision.
import { makeLocalId } from '../../../core/engine/index.ts';
import { resolveMerge, threeWayMerge, type ConflictChoice, type JsonValue, type MergeConflict } from '../../../core/documents/three-way-merge.ts';
import { splitBatch, tooLargeForCloud, type CloudConflict, type CloudErrorKind, type CloudRecord, type CloudSaveInput, type ServerCopy } from './document-cloud.ts';
import type { DocumentFields, DocumentKindSpec } from './document-kinds.ts';
import type { StoredDocument } from './local-documents.ts';

/** Signed-in saves wait this long for further edits before going to the server. */
export const SAVE_DEBOUNCE_MS = 1000;
/**
 * A throttled document (the running combat tracker) is sent at most once per this interval: the first change after a
 * quiet spell at once (the players' view shows it within a poll), the changes of a burst together at the end of the
 * interval. A game master clicking through a round so never spends more than 75 of the per-user writes a minute (the
 * server allows 120), and no change waits longer than 0.8 s: with the players' view asking every second, the table
 * sees it within two.
 */
export const SAVE_THROTTLE_MS = 800;
/** The first retry of a failed upload or list fetch waits this long; each further failure doubles it. */
export const RETRY_BASE_MS = 2000;
/** No retry waits longer than this. */
export const RETRY_MAX_MS = 60_000;

export type SyncStatus =
  /** Kept only in this browser (signed out). */
  | { state: 'local' }
  /** The server holds the latest change. */
  | { state: 'synced' }
  /** Waiting to be sent: the debounce or the throttle, or held edits (the builder's) until a flush. */
  | { state: 'pending' }
  | { state: 'saving' }
  /** Changed elsewhere too, on the same fields: kept here, not sent, until the player chooses what to keep. */
  | { state: 'conflict' }
  /** The last upload failed; the change is kept here. retryAt is set when a retry is scheduled. */
  | { state: 'error'; kind: CloudErrorKind; message: string; retryAt?: number };

/**
 * When an edit goes to the server, as the page that made it states (the store never guesses from where it came):
 * - `debounce`: SAVE_DEBOUNCE_MS after the last edit (the sheets, the encounter builder);
 * - `throttle`: at most once per SAVE_THROTTLE_MS, the first change of a spell at once (the running combat tracker);
 * - `held`: kept in this browser, counted unsaved, until a flush (the builders: Save Character, leaving the page);
 * - `now`: at once (a created or imported document, a settled conflict).
 * Signed out nothing is sent: every edit but `now` is held (and `now` waits for the sign-in batch).
 */
export type UploadMode = 'debounce' | 'throttle' | 'held' | 'now';

/** What one tab tells the others after changing the documents they share in this browser. */
export type DocumentTabMessage<D extends DocumentFields = DocumentFields> = { type: 'changed'; key: string; record: StoredDocument<D> } | { type: 'removed'; key: string };

/** A failed server call, as data: what kind of failure, what to tell the user, the server's wait hint, and for a conflict the server's copies. */
export interface CloudFailure {
  kind: CloudErrorKind;
  message: string;
  retryAfterMs?: number;
  conflicts?: readonly CloudConflict[];
}

/** A document changed both here and on the server since its base: the server's copy and the fields in question. */
export interface PendingConflict {
  readonly theirs: ServerCopy;
  /** The fields both sides changed differently (never empty: a clean merge is applied at once). */
  readonly fields: readonly MergeConflict[];
}

/** One document as the store holds it, keyed by its localId. */
export interface Entry<D extends DocumentFields = DocumentFields> {
  readonly document: D;
  /** The latest change has not reached the server (always true for drafts kept while signed out). */
  readonly pendingUpload: boolean;
  /** Bumped on every local change; an upload's answer replaces the local copy only if nothing changed meanwhile. */
  readonly revision: number;
  /** The server revision this copy was edited from (absent: never stored, or kept from before bases were recorded). */
  readonly base?: ServerCopy;
  /** Waiting for the player to settle the fields both sides changed; nothing is sent meanwhile. */
  readonly conflict?: PendingConflict;
  /** Held edits (the `held` mode): kept pending until a flush instead of going by themselves. */
  readonly held: boolean;
  /**
   * The `throttle` mode's interval after an upload: `open` while it runs, `waiting` when a change came meanwhile (it
   * goes when the interval ends); absent when no interval runs, so the next change goes at once.
   */
  readonly throttle?: 'open' | 'waiting';
  /** The server cannot take this copy (too large): why, said once and kept until the document changes. */
  readonly refused?: string;
  readonly status: SyncStatus;
  /** An upload of this document (alone or in a batch) is under way; at most one at a time. */
  readonly uploading: boolean;
  /** Asked to upload while one was under way: the newest copy goes as soon as that one answers. */
  readonly again: boolean;
  /** Failed uploads in a row, for the backoff. */
  readonly attempts: number;
  /** Changes the user has not saved (builder edits, anything while signed out) and not exported since. */
  readonly unsaved: boolean;
  /**
   * A newer server copy the live socket announced while an upload was under way: taken in once that upload answers
   * (it may be our own save coming back, or another device's save after it, which the answer would not carry).
   */
  readonly newer?: ServerCopy;
}

interface BatchItem {
  key: string;
  revision: number;
  id: string | null;
  jsonData: string;
  baseRevision: number | null;
}

export interface SyncState<D extends DocumentFields = DocumentFields> {
  readonly kind: DocumentKindSpec<D>;
  readonly signedIn: boolean;
  /** The copies kept in this browser: not asked for yet, being read, or read. */
  readonly local: 'unread' | 'reading' | 'read';
  /** Signed in: the first server list fetch is over (fetched or failed). */
  readonly cloudSettled: boolean;
  /** The last failure of the list sync (fetch or batch upload), shown on the list page. */
  readonly listError?: string;
  /** This browser refused to store a change (quota, private mode): the change lives only in memory. */
  readonly localError?: string;
  readonly entries: ReadonlyMap<string, Entry<D>>;
  /**
   * The list sync: idle, fetching the server list, or uploading the pending documents in groups under the body
   * limit. again: asked to sync while one ran, so one more round follows. attempts: failed fetches in a row.
   */
  readonly sync: { readonly phase: 'idle' | 'listing' | 'uploading'; readonly again: boolean; readonly attempts: number };
  /** The groups of the sign-in batch, sent one after the other. */
  readonly batch?: readonly (readonly BatchItem[])[];
}

export type SyncEvent<D extends DocumentFields = DocumentFields> =
  /** A page wants the documents: read this browser's copies once; signed in, sync with the server each time. */
  | { type: 'load' }
  | { type: 'localRead'; records: readonly StoredDocument<D>[] }
  | { type: 'localReadFailed'; message: string }
  | { type: 'signIn' }
  | { type: 'signOut' }
  /** An edit (stamped here). The mode says when it goes to the server (`debounce` when not given). */
  | { type: 'save'; document: D; mode?: UploadMode }
  /** A created or imported document: always a new one, uploaded at once. */
  | { type: 'add'; document: D }
  /** Upload what is pending now: one document (Save Character, leaving the builder) or all (sign-out). */
  | { type: 'flush'; key?: string }
  /** The user kept a copy (export to file, copy text): the document no longer counts as unsaved. */
  | { type: 'markClean'; key: string }
  /** The player settled a conflict: per field (by pathKey) which side to keep; the result is saved at once. */
  | { type: 'resolve'; key: string; choices: Readonly<Record<string, ConflictChoice>> }
  | { type: 'remove'; key: string }
  | { type: 'cloudDeleted'; key: string }
  | { type: 'cloudDeleteFailed'; key: string; failure: CloudFailure }
  /** Sign-out: forget every document the server holds as it is here; keep the others. */
  | { type: 'clearUploaded' }
  /** The browser came back online: retry what failed for want of a connection. */
  | { type: 'online' }
  | { type: 'sync' }
  | { type: 'timerFired'; timer: string }
  | { type: 'listed'; records: readonly CloudRecord[] }
  | { type: 'listFailed'; failure: CloudFailure }
  | { type: 'uploaded'; key: string; revision: number; record: CloudRecord }
  | { type: 'uploadFailed'; key: string; sentId: string | null; failure: CloudFailure }
  | { type: 'groupSaved'; group: number; records: readonly CloudRecord[] }
  | { type: 'groupFailed'; group: number; failure: CloudFailure }
  | { type: 'written'; key: string; record: StoredDocument<D> }
  | { type: 'writeFailed'; key: string; message: string }
  | { type: 'removeFailed'; key: string; message: string }
  | { type: 'otherTab'; message: DocumentTabMessage<D> }
  /** The live socket: the server stored a new revision of the document with this cloud id (another device's save). */
  | { type: 'remoteChanged'; id: string; copy: ServerCopy };

export type SyncEffect<D extends DocumentFields = DocumentFields> =
  | { type: 'readLocal' }
  | { type: 'writeLocal'; key: string; record: StoredDocument<D> }
  /** report: a failure is told to the user (a delete they asked for); else it is ignored (a stale copy). */
  | { type: 'removeLocal'; key: string; report: boolean }
  | { type: 'broadcast'; message: DocumentTabMessage<D> }
  | { type: 'fetchList' }
  | { type: 'upload'; key: string; revision: number; input: CloudSaveInput }
  | { type: 'uploadGroup'; group: number; inputs: CloudSaveInput[] }
  /** baseRevision: the server revision this browser last had (none: unconditional). */
  | { type: 'deleteCloud'; key: string; id: string; baseRevision: number | null }
  | { type: 'startTimer'; timer: string; delayMs: number }
  | { type: 'cancelTimer'; timer: string }
  | { type: 'cancelAllTimers' }
  | { type: 'warn'; message: string };

export interface SyncEnv {
  now: number;
  newLocalId(): string;
  debounceMs: number;
  throttleMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface Transition<D extends DocumentFields = DocumentFields> {
  state: SyncState<D>;
  effects: SyncEffect<D>[];
  /** save and add: the stored copy (stamped, with its localId and any cloud id already known). */
  saved?: D;
}

export const SYNC_TIMER = 'sync';
export const uploadTimer = (key: string) => `upload:${key}`;
/** The timer ending a throttled document's interval. */
export const throttleTimer = (key: string) => `throttle:${key}`;

export function initialSyncState<D extends DocumentFields>(kind: DocumentKindSpec<D>, signedIn: boolean): SyncState<D> {
  return { kind, signedIn, local: 'unread', cloudSettled: false, entries: new Map(), sync: { phase: 'idle', again: false, attempts: 0 } };
}

/** A fresh localId, as the store makes them. */
export const newLocalId = (random: () => number) => makeLocalId(random);

/** The failures that say "try again later"; the others (refused data, sign-in, gone) would only fail again. */
export const isRetryable = (failure: { kind: CloudErrorKind }) => failure.kind === 'offline' || failure.kind === 'transient';

/** The document without its server identity: stored again as a new one (the server lost it, or it is a copy). */
export function withoutCloudId<D extends DocumentFields>(document: D): D {
  const rest = { ...document };
  delete rest.id;
  delete rest.userId;
  return rest;
}

/** What a tab keeps in the shared database for one document. */
export function storedRecord<D extends DocumentFields>(entry: Entry<D>): StoredDocument<D> {
  return {
    document: entry.document,
    pendingUpload: entry.pendingUpload,
    ...(entry.refused ? { uploadRefused: entry.refused } : {}),
    ...(entry.base ? { base: entry.base } : {}),
    ...(entry.conflict ? { conflictWith: entry.conflict.theirs } : {}),
  };
}

function recordLocalId(record: CloudRecord): string | undefined {
  try {
    const parsed = JSON.parse(record.jsonData) as { localId?: unknown };
    return typeof parsed.localId === 'string' && parsed.localId ? parsed.localId : undefined;
  } catch {
    return undefined;
  }
}

/** The copy as a server revision (what becomes a document's base). */
const copyOf = ({ revision, jsonData, changedAt }: ServerCopy): ServerCopy => ({ revision, jsonData, ...(changedAt ? { changedAt } : {}) });

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One event's work: a copy of the state that the policy below changes, and the effects it asks for. */
class Step<D extends DocumentFields> {
  readonly s: Mutable<SyncState<D>>;
  readonly entries: Map<string, Entry<D>>;
  readonly effects: SyncEffect<D>[] = [];
  readonly kind: DocumentKindSpec<D>;
  /** The fields the storage and the stamp manage (ids, change time, version): never merged, never a conflict. */
  private readonly managed: ReadonlySet<string>;
  saved: D | undefined;

  constructor(
    readonly before: SyncState<D>,
    readonly env: SyncEnv,
  ) {
    this.entries = new Map(before.entries);
    this.s = { ...before, entries: this.entries };
    this.kind = before.kind;
    this.managed = new Set(['id', 'userId', 'localId', 'changedAt', ...Object.keys(this.kind.stamp({} as D, 0))]);
  }

  /** The new state, or the same object when nothing changed (so readers of the snapshot are not woken for nothing). */
  result(): Transition<D> {
    const { before, s, entries } = this;
    const sameEntries = entries.size === before.entries.size && [...entries].every(([key, entry]) => before.entries.get(key) === entry);
    const same = sameEntries && (Object.keys(s) as (keyof SyncState<D>)[]).every((key) => key === 'entries' || s[key] === before[key]) && Object.keys(before).length === Object.keys(s).length;
    return { state: same ? before : s, effects: this.effects, ...(this.saved ? { saved: this.saved } : {}) };
  }

  get plural(): string {
    return this.kind.def.label.plural;
  }

  emit(effect: SyncEffect<D>): void {
    this.effects.push(effect);
  }

  patch(key: string, patch: Partial<Entry<D>>): Entry<D> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const next = { ...entry, ...patch };
    // A patch may clear an optional field by giving it as undefined: it is then absent, as if never set.
    for (const field of ['base', 'conflict', 'refused', 'throttle', 'newer'] as const) if (field in patch && patch[field] === undefined) delete next[field];
    this.entries.set(key, next);
    return next;
  }

  drop(key: string): void {
    const throttled = this.entries.get(key)?.throttle;
    this.entries.delete(key);
    this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    if (throttled) this.emit({ type: 'cancelTimer', timer: throttleTimer(key) });
  }

  write(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.emit({ type: 'writeLocal', key, record: storedRecord(entry) });
  }

  restingStatus(pending: boolean, refused?: string, conflict?: PendingConflict): SyncStatus {
    if (conflict) return { state: 'conflict' };
    if (!this.s.signedIn) return { state: 'local' };
    if (pending && refused) return { state: 'error', kind: 'too-large', message: refused };
    return pending ? { state: 'pending' } : { state: 'synced' };
  }

  /** A server copy as the document this browser keeps, under this browser's key; undefined (and a warning) when unreadable. */
  fromRecord(record: Pick<CloudRecord, 'id' | 'jsonData'> & { userId?: string }, key: string): D | undefined {
    try {
      return { ...this.kind.fromJson(record.jsonData), id: record.id, ...(record.userId ? { userId: record.userId } : {}), localId: key };
    } catch (error) {
      this.emit({ type: 'warn', message: `Skipping cloud ${this.kind.def.label.singular} ${record.id}: ${(error as Error).message}` });
      return undefined;
    }
  }

  backoff(attempts: number, failure: CloudFailure): number {
    return Math.min(this.env.retryMaxMs, failure.retryAfterMs ?? this.env.retryBaseMs * 2 ** (attempts - 1));
  }

  schedule(key: string, delayMs: number, markPending = true): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (markPending && !entry.uploading && !entry.conflict) this.patch(key, { status: { state: 'pending' } });
    this.emit({ type: 'startTimer', timer: uploadTimer(key), delayMs });
  }

  // ---- merging with the server's copy ----

  /** A document's content for merging: JSON, without the fields the storage and the stamp manage. */
  content(document: unknown): JsonValue {
    const json = JSON.parse(JSON.stringify(document ?? null)) as JsonValue;
    if (json && typeof json === 'object' && !Array.isArray(json)) for (const key of this.managed) delete json[key];
    return json;
  }

  /** A server copy's content (read the way the pages read it, so defaults filled in do not count as edits). */
  serverContent(copy: ServerCopy): JsonValue | undefined {
    try {
      return this.content(this.kind.fromJson(copy.jsonData));
    } catch {
      return undefined;
    }
  }

  /** The three-way merge of this entry's copy with `theirs`, from the entry's base. */
  mergeWith(entry: Entry<D>, theirs: ServerCopy) {
    const base = entry.base ? this.serverContent(entry.base) : undefined;
    return threeWayMerge(base, this.content(entry.document), this.serverContent(theirs));
  }

  /** A merged (or resolved) content as this entry's document again: its identities kept, theirs' id where it has none. */
  asDocument(entry: Entry<D>, content: JsonValue | undefined, id: string | undefined): D {
    const { document } = entry;
    return {
      ...(content as object),
      ...(id ?? document.id ? { id: id ?? document.id } : {}),
      ...(document.userId ? { userId: document.userId } : {}),
      ...(document.localId ? { localId: document.localId } : {}),
      ...(document.changedAt !== undefined ? { changedAt: document.changedAt } : {}),
    } as D;
  }

  /**
   * The server holds `theirs`, newer than this entry's base, while this entry holds a change of its own. Merged
   * without conflict: the result is kept (pending, from theirs as its new base) and sent again when `send` says so;
   * equal to theirs: simply synced. With conflicts: kept as it is here and marked, for the player to settle.
   * persist: false when the database already holds the outcome (another tab worked it out and wrote it).
   */
  reconcile(key: string, theirs: ServerCopy, id: string | undefined, send: boolean, persist = true): void {
    const announced = this.entries.get(key)?.newer;
    if (announced && announced.revision <= theirs.revision) this.patch(key, { newer: undefined });
    const entry = this.entries.get(key);
    if (!entry) return;
    const theirsContent = this.serverContent(theirs);
    if (theirsContent === undefined) {
      this.failed(key, { kind: 'rejected', message: `The server's copy of this ${this.kind.def.label.singular} could not be read; yours is kept in this browser.` });
      return;
    }
    const { merged, conflicts } = this.mergeWith(entry, theirs);
    if (conflicts.length > 0) {
      this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
      this.patch(key, { conflict: { theirs: copyOf(theirs), fields: conflicts }, status: { state: 'conflict' }, ...(id && !entry.document.id ? { document: { ...entry.document, id } } : {}) });
      if (persist) this.write(key);
      return;
    }
    const document = this.asDocument(entry, merged, id);
    const same = JSON.stringify(this.content(document)) === JSON.stringify(theirsContent);
    if (same) {
      const fromServer = this.fromRecord({ id: id ?? entry.document.id ?? '', jsonData: theirs.jsonData, ...(entry.document.userId ? { userId: entry.document.userId } : {}) }, key);
      this.patch(key, { document: fromServer ?? document, base: copyOf(theirs), conflict: undefined, pendingUpload: false, refused: undefined, attempts: 0, status: this.restingStatus(false) });
      if (persist) this.write(key);
      return;
    }
    this.patch(key, { document, base: copyOf(theirs), conflict: undefined, pendingUpload: true, revision: entry.revision + 1, status: this.restingStatus(true) });
    if (persist) this.write(key);
    if (send) this.upload(key);
  }

  /** After a local change to a document in conflict: the fields in question again (settled ones drop out). */
  refreshConflict(key: string): void {
    const entry = this.entries.get(key);
    if (!entry?.conflict) return;
    this.reconcile(key, entry.conflict.theirs, undefined, false);
  }

  /** The server refused a save as a conflict: merge with its copy, or ask; without its copy, fetch the list. */
  conflicted(key: string, conflict: CloudConflict | undefined, send: boolean): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (!conflict) {
      // The answer did not carry the server's copy: the list brings it.
      this.patch(key, { status: this.restingStatus(entry.pendingUpload, entry.refused) });
      this.startSync();
      return;
    }
    if (entry.base && conflict.current.revision <= entry.base.revision) {
      // A server that calls our own base newer is not to be argued with in a loop: stop and say so.
      this.failed(key, { kind: 'rejected', message: `The server refused the save as a conflict with revision ${conflict.current.revision}, which this browser already had.` });
      return;
    }
    this.reconcile(key, conflict.current, conflict.id, send);
  }

  // ---- saving ----

  save(document: D, mode: UploadMode, unsaved: boolean): void {
    const withKey = document.localId ? document : { ...document, localId: this.env.newLocalId() };
    const stamped = this.kind.stamp(withKey, this.env.now);
    const key = stamped.localId!;
    const previous = this.entries.get(key);
    // The caller may hold a copy from before an upload answered: keep the cloud id learned since.
    if (previous?.document.id && !stamped.id) Object.assign(stamped, { id: previous.document.id, userId: previous.document.userId });
    const uploading = previous?.uploading ?? false;
    const status: SyncStatus = previous?.conflict ? { state: 'conflict' } : !this.s.signedIn ? { state: 'local' } : uploading ? previous!.status : { state: 'pending' };
    this.entries.set(key, {
      document: stamped,
      pendingUpload: true,
      revision: (previous?.revision ?? 0) + 1,
      ...(previous?.base ? { base: previous.base } : {}),
      ...(previous?.conflict ? { conflict: previous.conflict } : {}),
      held: mode === 'held',
      ...(previous?.throttle ? { throttle: previous.throttle } : {}),
      status,
      uploading,
      again: previous?.again ?? false,
      attempts: previous?.attempts ?? 0,
      unsaved,
    });
    this.saved = stamped;
    if (previous?.conflict) {
      // Still waiting for the player: the fields in question may have changed (or been settled by this edit).
      this.refreshConflict(key);
      if (this.entries.get(key)?.conflict) return;
    }
    if (mode === 'held' && this.s.signedIn) this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    this.write(key);
    if (!this.s.signedIn) return;
    if (mode === 'now') this.upload(key);
    else if (mode === 'debounce') this.schedule(key, this.env.debounceMs);
    else if (mode === 'throttle') this.throttled(key);
  }

  /** A throttled change: sent now and an interval opened, or (an interval running) sent when it ends. */
  throttled(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.throttle) {
      this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
      this.patch(key, { throttle: 'waiting', ...(entry.uploading || entry.conflict ? {} : { status: { state: 'pending' } }) });
      return;
    }
    this.upload(key);
    this.patch(key, { throttle: 'open' });
    this.emit({ type: 'startTimer', timer: throttleTimer(key), delayMs: this.env.throttleMs });
  }

  /** A throttled document's interval ended: what waited goes now, opening the next interval. */
  throttleEnded(key: string): void {
    const entry = this.entries.get(key);
    if (!entry?.throttle) return;
    const waiting = entry.throttle === 'waiting' && entry.pendingUpload;
    this.patch(key, { throttle: undefined });
    if (waiting) this.throttled(key);
  }

  inputOf(entry: Entry<D>): CloudSaveInput {
    return { id: entry.document.id ?? null, jsonData: JSON.stringify(entry.document), baseRevision: entry.document.id && entry.base ? entry.base.revision : null };
  }

  /** One document's upload; while one is under way, the newest copy goes when it answers. */
  upload(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.uploading) {
      this.patch(key, { again: true });
      return;
    }
    if (!entry.pendingUpload || !this.s.signedIn || entry.refused || entry.conflict) return;
    if (this.refuseIfTooLarge(key)) return;
    this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    this.patch(key, { held: false, again: false, uploading: true, ...(entry.throttle === 'waiting' ? { throttle: 'open' as const } : {}), status: { state: 'saving' } });
    this.emit({ type: 'upload', key, revision: entry.revision, input: this.inputOf(entry) });
  }

  /** A copy too large for the server is never sent: it is marked refused (with what to do) instead. */
  refuseIfTooLarge(key: string): boolean {
    const entry = this.entries.get(key);
    const problem = entry ? tooLargeForCloud(this.kind.def, entry.document) : undefined;
    if (!problem) return false;
    this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    this.failed(key, { kind: problem.kind, message: problem.message });
    return true;
  }

  applySaved(key: string, record: CloudRecord, revision: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const base = copyOf(record);
    if (entry.revision === revision) {
      // The returned copy (with id and userId) replaces the local one.
      const document = this.fromRecord(record, key) ?? { ...entry.document, id: record.id, userId: record.userId };
      this.patch(key, { document, base, pendingUpload: false, attempts: 0, status: { state: 'synced' } });
    } else {
      // Edited while the upload ran: keep the newer text (made from what was just stored), learn the id, send again.
      this.patch(key, { document: { ...entry.document, id: record.id, userId: record.userId }, base, attempts: 0, status: entry.conflict ? { state: 'conflict' } : { state: 'pending' } });
      // Held edits wait for their flush, throttled ones for their interval (or the upload asked again meanwhile).
      if (!entry.held && !entry.throttle) this.schedule(key, this.env.debounceMs);
    }
    this.write(key);
  }

  failed(key: string, failure: CloudFailure): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (failure.kind === 'too-large') {
      // Said once and remembered with the copy: no retry, now or on the next visit, until the document changes.
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

  /** An upload answered: a newer server copy announced meanwhile is taken in; whoever asked meanwhile gets the newest copy sent now. */
  uploadSettled(key: string): void {
    const newer = this.entries.get(key)?.newer;
    if (newer) {
      this.patch(key, { newer: undefined });
      this.takeNewer(key, newer);
    }
    const entry = this.patch(key, { uploading: false });
    if (entry?.again) {
      this.patch(key, { again: false });
      if (entry.pendingUpload) this.upload(key);
    }
  }

  /**
   * The server holds `copy` of this document (the live socket said so), newer than what this browser knew. As when a
   * list brings it: an entry with no change of its own takes it; one with a change of its own made from an older
   * base is merged with it (the result goes when its upload mode says, from the new base) or waits for the player; one
   * waiting for the player is asked against the newer copy. An upload under way decides first (see `newer`).
   */
  takeNewer(key: string, copy: ServerCopy): void {
    const entry = this.entries.get(key);
    if (!entry || (entry.base && copy.revision <= entry.base.revision)) return;
    const id = entry.document.id;
    if (entry.uploading) {
      if (!entry.newer || copy.revision > entry.newer.revision) this.patch(key, { newer: copyOf(copy) });
      return;
    }
    if (entry.conflict) {
      if (copy.revision > entry.conflict.theirs.revision) this.reconcile(key, copy, id, false);
      return;
    }
    if (entry.pendingUpload) {
      // One kept from before revisions has no base to merge from: it is sent unconditionally, as it was then.
      if (entry.base) this.reconcile(key, copy, id, false);
      return;
    }
    const document = this.fromRecord({ id: id ?? '', jsonData: copy.jsonData, ...(entry.document.userId ? { userId: entry.document.userId } : {}) }, key);
    if (!document) return;
    this.patch(key, { document, base: copyOf(copy), status: { state: 'synced' } });
    this.write(key);
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

  /**
   * The server list replaces the documents with a cloud id that hold no change of their own; one that does, made
   * from an older revision than the server's, is merged with it (or waits for the player). Drafts are kept.
   */
  mergeServerList(records: readonly CloudRecord[]): void {
    const byId = new Map(records.map((record) => [record.id, record]));
    const ids = new Set([...this.entries.values()].map((entry) => entry.document.id).filter(Boolean));
    const claimed = new Set<string>();
    const changed = new Set<string>();
    for (const [key, entry] of [...this.entries]) {
      const id = entry.document.id;
      if (!id) {
        // A draft whose upload reached the server but whose answer was lost: adopt that id (and that revision as
        // its base: the draft was made from what it sent) rather than duplicate it.
        const stored = records.find((record) => !claimed.has(record.id) && !ids.has(record.id) && recordLocalId(record) === key);
        if (stored) {
          claimed.add(stored.id);
          this.patch(key, { document: { ...entry.document, id: stored.id, userId: stored.userId }, base: copyOf(stored) });
          changed.add(key);
        }
        continue;
      }
      const record = byId.get(id);
      if (record) {
        claimed.add(id);
        if (entry.uploading) continue;
        if (entry.conflict) {
          // Still waiting for the player; a newer server copy replaces the one shown.
          if (record.revision > entry.conflict.theirs.revision) this.reconcile(key, record, id, false);
          continue;
        }
        if (entry.pendingUpload) {
          // A change of our own: merged when the server moved past its base (the batch below sends the result). One
          // kept from before revisions has no base to merge from: it is sent unconditionally, as it was then.
          if (entry.base && record.revision > entry.base.revision) this.reconcile(key, record, id, false);
          continue;
        }
        if (entry.base?.revision === record.revision) continue;
        const document = this.fromRecord(record, key);
        if (document) {
          this.patch(key, { document, base: copyOf(record), status: { state: 'synced' } });
          changed.add(key);
        }
      } else if (entry.pendingUpload) {
        // Deleted on the server (another device) while this browser held unsent changes: store it again.
        this.patch(key, { document: withoutCloudId(entry.document), base: undefined, conflict: undefined, status: this.restingStatus(true, entry.refused) });
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
      const document = this.fromRecord(record, key);
      if (!document) continue;
      this.entries.set(key, { document, pendingUpload: false, revision: 0, base: copyOf(record), held: false, status: { state: 'synced' }, uploading: false, again: false, attempts: 0, unsaved: false });
      changed.add(key);
    }
    for (const key of changed) this.write(key);
  }

  /** The items of one batch group for these documents (marked as uploading). */
  batchItems(keys: readonly string[]): BatchItem[] {
    return keys.map((key) => {
      const entry = this.entries.get(key)!;
      this.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
      this.patch(key, { uploading: true, status: { state: 'saving' } });
      const input = this.inputOf(entry);
      return { key, revision: entry.revision, id: input.id ?? null, jsonData: input.jsonData, baseRevision: input.baseRevision ?? null };
    });
  }

  /** Whether a document may go in a batch now: pending, sendable, not already on its way. */
  sendable(key: string): boolean {
    const entry = this.entries.get(key);
    return !!entry && entry.pendingUpload && !entry.refused && !entry.uploading && !entry.conflict && !this.refuseIfTooLarge(key);
  }

  /** Every pending document not already on its way, in as few groups as the body limit allows. */
  startBatch(): boolean {
    const keys = [...this.entries.keys()].filter((key) => this.sendable(key));
    if (keys.length === 0) return false;
    this.s.batch = splitBatch(this.batchItems(keys));
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
    this.emit({ type: 'uploadGroup', group, inputs: items.map(({ id, jsonData, baseRevision }) => ({ id, jsonData, baseRevision })) });
  }

  // ---- removing ----

  /** Gone from memory and this browser, and the other tabs are told. */
  forget(key: string, report: boolean): void {
    this.drop(key);
    this.emit({ type: 'broadcast', message: { type: 'removed', key } });
    this.emit({ type: 'removeLocal', key, report });
  }
}

// ---- the events ----

/** One event's handler: it changes the step's copy of the state and asks for effects through it. */
type Handler<T extends SyncEvent['type']> = <D extends DocumentFields>(step: Step<D>, event: Extract<SyncEvent<D>, { type: T }>) => void;

/** A page wants the documents: this browser's copies are read once; after that, signed in, each load syncs. */
const onLoad: Handler<'load'> = (step) => {
  if (step.s.local === 'unread') {
    step.s.local = 'reading';
    step.emit({ type: 'readLocal' });
  } else if (step.s.local === 'read') {
    step.startSync();
  }
};

/** This browser's copies are read (or could not be): each becomes an entry, unless another tab's change came first. */
const onLocalRead = <D extends DocumentFields>(step: Step<D>, records: readonly StoredDocument<D>[]): void => {
  const { s, entries, env } = step;
  for (const record of records) {
    const document = record.document.localId ? record.document : { ...record.document, localId: env.newLocalId() };
    const key = document.localId!;
    // Another tab's change may have arrived first: it is at least as new as the database.
    if (entries.has(key)) continue;
    const pendingUpload = record.pendingUpload || !document.id;
    const refused = pendingUpload ? record.uploadRefused : undefined;
    entries.set(key, {
      document,
      pendingUpload,
      revision: 0,
      ...(record.base ? { base: record.base } : {}),
      held: false,
      ...(refused ? { refused } : {}),
      status: step.restingStatus(pendingUpload, refused),
      uploading: false,
      again: false,
      attempts: 0,
      unsaved: !s.signedIn,
    });
    // Kept waiting for the player across the reload: the fields in question are worked out again.
    if (record.conflictWith && pendingUpload) step.reconcile(key, record.conflictWith, undefined, false);
  }
  s.local = 'read';
  step.startSync();
};

const onSignIn: Handler<'signIn'> = (step) => {
  const { s, entries } = step;
  if (s.signedIn) return;
  s.signedIn = true;
  // Everything held here now goes to the server with the sign-in batch: nothing counts as unsaved any more, and
  // each status says where the document stands for this session until the list sync tells more.
  for (const [key, entry] of [...entries]) {
    step.patch(key, { unsaved: false, ...(entry.uploading ? {} : { status: step.restingStatus(entry.pendingUpload, entry.refused, entry.conflict) }) });
  }
  onLoad(step, { type: 'load' });
};

const onSignOut: Handler<'signOut'> = (step) => {
  const { s, entries } = step;
  if (!s.signedIn) return;
  s.signedIn = false;
  s.cloudSettled = false;
  s.listError = undefined;
  s.sync = { ...s.sync, again: false };
  step.emit({ type: 'cancelAllTimers' });
  // Kept only here from now on: unsaved until exported (one waiting for the player still waits).
  for (const [key, entry] of entries) step.patch(key, { status: entry.conflict ? { state: 'conflict' } : { state: 'local' }, unsaved: true, throttle: undefined });
};

/** An edit, sent as its mode says; signed out every mode but `now` is held (see UploadMode). */
const onSave: Handler<'save'> = (step, event) => {
  const { s, entries } = step;
  const asked = event.mode ?? 'debounce';
  const mode: UploadMode = s.signedIn || asked === 'now' ? asked : 'held';
  const previous = event.document.localId ? entries.get(event.document.localId) : undefined;
  const unsaved = !s.signedIn || mode === 'held' || (mode === 'now' && (previous?.unsaved ?? false));
  step.save(event.document, mode, unsaved);
};

const onAdd: Handler<'add'> = (step, event) => {
  const { s, entries, env } = step;
  // A new document: a cloud id from another account or an earlier copy is dropped, and a localId already in use
  // is replaced, so importing an export never overwrites the original.
  const fresh = withoutCloudId(event.document);
  if (!fresh.localId || entries.has(fresh.localId)) fresh.localId = env.newLocalId();
  // It opens in the builder when incomplete: those changes count as unsaved until saved or exported.
  step.save(fresh, 'now', !s.signedIn || !s.kind.isComplete(fresh));
};

const onFlush: Handler<'flush'> = (step, event) => {
  const { s, entries } = step;
  if (!s.signedIn) return;
  const keys = event.key === undefined ? [...entries.keys()] : [event.key];
  for (const key of keys) {
    const entry = step.patch(key, { unsaved: false });
    // A throttled document being sent with no change waiting has its newest copy on the way already.
    if (entry?.pendingUpload && !(entry.throttle === 'open' && entry.uploading)) step.upload(key);
  }
};

const onMarkClean: Handler<'markClean'> = (step, event) => {
  step.patch(event.key, { unsaved: false });
};

const onResolve: Handler<'resolve'> = (step, event) => {
  const { s, entries } = step;
  const entry = entries.get(event.key);
  if (!entry?.conflict) return;
  const { theirs } = entry.conflict;
  const resolved = resolveMerge(step.mergeWith(entry, theirs), event.choices);
  // Settled: made from the server's copy now, and saved at once (held here when signed out).
  step.patch(event.key, { base: theirs, conflict: undefined, status: step.restingStatus(true) });
  const settled = entries.get(event.key)!;
  step.save(step.asDocument(settled, resolved, undefined), 'now', !s.signedIn || settled.unsaved);
};

const onRemove: Handler<'remove'> = (step, event) => {
  const entry = step.entries.get(event.key);
  if (!entry) return;
  step.emit({ type: 'cancelTimer', timer: uploadTimer(event.key) });
  // Signed in, the server copy goes first: if that fails, the document stays.
  if (step.s.signedIn && entry.document.id) step.emit({ type: 'deleteCloud', key: event.key, id: entry.document.id, baseRevision: entry.base?.revision ?? null });
  else step.forget(event.key, true);
};

const onCloudDeleted: Handler<'cloudDeleted'> = (step, event) => {
  if (step.entries.has(event.key)) step.forget(event.key, true);
};

const onCloudDeleteFailed: Handler<'cloudDeleteFailed'> = (step, event) => {
  // Already gone from the server (another device): as good as deleted. Any other failure keeps the document.
  if (event.failure.kind === 'not-found' && step.entries.has(event.key)) step.forget(event.key, true);
  // Saved meanwhile elsewhere: kept, and the server's copy is taken in as after a stale save (merged or asked).
  else if (event.failure.kind === 'conflict' && step.entries.has(event.key)) step.conflicted(event.key, event.failure.conflicts?.[0], true);
};

const onClearUploaded: Handler<'clearUploaded'> = (step) => {
  step.emit({ type: 'cancelAllTimers' });
  step.s.listError = undefined;
  for (const [key, entry] of [...step.entries]) {
    if (!entry.pendingUpload) step.forget(key, false);
    else if (entry.throttle) step.patch(key, { throttle: undefined });
  }
};

/** The browser came back online: retry what failed for want of a connection. */
const onOnline: Handler<'online'> = (step) => {
  const { s, entries } = step;
  if (!s.signedIn) return;
  if (s.listError || !s.cloudSettled) step.startSync();
  for (const [key, entry] of [...entries]) {
    if (entry.status.state === 'error' && isRetryable(entry.status)) step.upload(key);
  }
};

const onSync: Handler<'sync'> = (step) => step.startSync();

/** The timers the reducer asked for: the list sync's retry, a document's debounce or retry, a throttle interval. */
const onTimerFired: Handler<'timerFired'> = (step, { timer }) => {
  if (timer === SYNC_TIMER) step.startSync();
  else if (timer.startsWith('upload:')) step.upload(timer.slice('upload:'.length));
  else if (timer.startsWith('throttle:')) step.throttleEnded(timer.slice('throttle:'.length));
};

const onListed: Handler<'listed'> = (step, event) => {
  const { s } = step;
  if (s.sync.phase !== 'listing') return;
  if (!s.signedIn) {
    step.endSyncRound();
    return;
  }
  s.sync = { ...s.sync, attempts: 0 };
  s.listError = undefined;
  step.mergeServerList(event.records);
  s.cloudSettled = true;
  if (!step.startBatch()) step.endSyncRound();
};

const onListFailed: Handler<'listFailed'> = (step, event) => {
  const { s } = step;
  if (s.sync.phase !== 'listing') return;
  s.listError = `Could not fetch your ${step.plural} from the cloud: ${event.failure.message}`;
  s.cloudSettled = true;
  const attempts = s.sync.attempts + 1;
  s.sync = { ...s.sync, attempts };
  if (isRetryable(event.failure) && s.signedIn) step.emit({ type: 'startTimer', timer: SYNC_TIMER, delayMs: step.backoff(attempts, event.failure) });
  step.endSyncRound();
};

const onUploaded: Handler<'uploaded'> = (step, event) => {
  step.patch(event.key, { uploading: false });
  step.applySaved(event.key, event.record, event.revision);
  step.uploadSettled(event.key);
};

const onUploadFailed: Handler<'uploadFailed'> = (step, event) => {
  step.patch(event.key, { uploading: false });
  const current = step.entries.get(event.key);
  if (event.failure.kind === 'not-found' && event.sentId && current?.document.id === event.sentId) {
    // The server no longer has it (deleted elsewhere): store it again as a new document, right away.
    step.patch(event.key, { document: withoutCloudId(current.document), base: undefined, revision: current.revision + 1, again: false });
    step.write(event.key);
    step.upload(event.key);
    return;
  }
  if (event.failure.kind === 'conflict' && current) {
    // Saved meanwhile elsewhere: merged (and sent again from the server's revision) or asked.
    step.patch(event.key, { again: false });
    step.conflicted(event.key, event.failure.conflicts?.[0], true);
    return;
  }
  step.failed(event.key, event.failure);
  step.uploadSettled(event.key);
};

const onGroupSaved: Handler<'groupSaved'> = (step, event) => {
  const items = step.s.batch?.[event.group] ?? [];
  items.forEach(({ key, revision }, at) => {
    step.patch(key, { uploading: false });
    const record = event.records[at];
    if (record) step.applySaved(key, record, revision);
    step.uploadSettled(key);
  });
  step.sendGroup(event.group + 1);
};

const onGroupFailed: Handler<'groupFailed'> = (step, event) => {
  const { s, entries } = step;
  const groups = s.batch ?? [];
  const items = groups[event.group] ?? [];
  if (event.failure.kind === 'conflict') {
    // The group was refused whole because some of it is stale: those are merged (or asked), and the group goes
    // again with what may still be sent, each from its (new) base.
    for (const { key } of items) step.patch(key, { uploading: false, status: step.restingStatus(true) });
    for (const { key, id } of items) {
      const conflict = event.failure.conflicts?.find((c) => c.id === id);
      if (conflict) step.conflicted(key, conflict, false);
    }
    if (!event.failure.conflicts?.length) {
      step.endSyncRound();
      return;
    }
    // A document that failed outright (the server's conflict named a revision we had) is not sent again now.
    const again = items.map(({ key }) => key).filter((key) => entries.get(key)?.status.state !== 'error' && step.sendable(key));
    if (again.length === 0) {
      step.sendGroup(event.group + 1);
      return;
    }
    s.batch = groups.map((group, index) => (index === event.group ? step.batchItems(again) : group));
    step.sendGroup(event.group);
    return;
  }
  s.listError = `Could not save your local ${step.plural} to the cloud: ${event.failure.message}`;
  // Refused data concerns this group only; a connection or sign-in failure stops the rest as well, and each
  // failed document then retries on its own.
  const refused = event.failure.kind === 'limit' || event.failure.kind === 'rejected' || event.failure.kind === 'too-large';
  const failedGroups = refused ? [items] : groups.slice(event.group);
  for (const { key } of failedGroups.flat()) {
    step.patch(key, { uploading: false });
    step.failed(key, event.failure);
    step.uploadSettled(key);
  }
  if (refused) step.sendGroup(event.group + 1);
  else step.endSyncRound();
};

const onWritten: Handler<'written'> = (step, event) => {
  if (step.s.localError) step.s.localError = undefined;
  step.emit({ type: 'broadcast', message: { type: 'changed', key: event.key, record: event.record } });
};

const onWriteFailed: Handler<'writeFailed'> = (step, event) => {
  step.s.localError = `This browser could not keep the change (${event.message}); export the ${step.kind.def.label.singular} to keep it safe.`;
};

const onRemoveFailed: Handler<'removeFailed'> = (step, event) => {
  step.s.localError = `This browser could not delete its copy: ${event.message}`;
};

/**
 * Another tab of this browser changed a document (it already wrote the shared database). The newer copy wins in
 * memory here; the tab that made the change is the one that uploads it, so nothing is sent twice. A cloud id learned
 * there is always kept, so a draft is never created twice on the server.
 */
const onOtherTab: Handler<'otherTab'> = (step, { message }) => {
  const { s, entries } = step;
  const { key } = message;
  if (message.type === 'removed') {
    step.drop(key);
    return;
  }
  const theirs = message.record.document;
  const entry = entries.get(key);
  if (!entry || (theirs.changedAt ?? 0) >= (entry.document.changedAt ?? 0)) {
    step.emit({ type: 'cancelTimer', timer: uploadTimer(key) });
    const refused = message.record.uploadRefused;
    const uploading = entry?.uploading ?? false;
    const { base, conflictWith } = message.record;
    entries.set(key, {
      document: theirs,
      pendingUpload: message.record.pendingUpload,
      revision: (entry?.revision ?? 0) + 1,
      ...(base ? { base } : {}),
      held: false,
      ...(refused ? { refused } : {}),
      status: uploading ? entry!.status : step.restingStatus(message.record.pendingUpload, refused),
      uploading,
      again: entry?.again ?? false,
      attempts: entry?.attempts ?? 0,
      unsaved: entry?.unsaved ?? !s.signedIn,
    });
    // The other tab found a conflict: this tab shows the same question (either may answer it).
    if (conflictWith && message.record.pendingUpload) step.reconcile(key, conflictWith, undefined, false, false);
  } else if (theirs.id && !entry.document.id) {
    step.patch(key, { document: { ...entry.document, id: theirs.id, userId: theirs.userId } });
  }
};

/** Another device saved one of our documents (the live socket): taken in as a newer server copy (Step.takeNewer). */
const onRemoteChanged: Handler<'remoteChanged'> = (step, { id, copy }) => {
  if (!step.s.signedIn) return;
  for (const [key, entry] of step.entries) {
    if (entry.document.id === id) {
      step.takeNewer(key, copy);
      return;
    }
  }
};

/** One named handler per event: a new event is a new line here (and a type in SyncEvent, which this table must cover). */
const HANDLERS: { readonly [T in SyncEvent['type']]: Handler<T> } = {
  load: onLoad,
  localRead: (step, event) => onLocalRead(step, event.records),
  localReadFailed: (step, event) => {
    step.s.localError = `This browser could not read its saved ${step.plural}: ${event.message}`;
    onLocalRead(step, []);
  },
  signIn: onSignIn,
  signOut: onSignOut,
  save: onSave,
  add: onAdd,
  flush: onFlush,
  markClean: onMarkClean,
  resolve: onResolve,
  remove: onRemove,
  cloudDeleted: onCloudDeleted,
  cloudDeleteFailed: onCloudDeleteFailed,
  clearUploaded: onClearUploaded,
  online: onOnline,
  sync: onSync,
  timerFired: onTimerFired,
  listed: onListed,
  listFailed: onListFailed,
  uploaded: onUploaded,
  uploadFailed: onUploadFailed,
  groupSaved: onGroupSaved,
  groupFailed: onGroupFailed,
  written: onWritten,
  writeFailed: onWriteFailed,
  removeFailed: onRemoveFailed,
  otherTab: onOtherTab,
  remoteChanged: onRemoteChanged,
};

/** The store's whole policy: the next state and the effects to perform, for one event. */
export function reduceSync<D extends DocumentFields>(state: SyncState<D>, event: SyncEvent<D>, env: SyncEnv): Transition<D> {
  const step = new Step(state, env);
  (HANDLERS[event.type] as (step: Step<D>, event: SyncEvent<D>) => void)(step, event);
  return step.result();
}
