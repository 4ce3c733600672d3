// The document store of one kind: every save lands in this browser first, then (signed in) reaches the server as
// its upload mode says (debounced, throttled, held until a flush, or at once). A failed upload keeps the local copy marked pending and is retried with backoff and on reconnect, so
// nothing typed is lost; the status of each document says where its latest change is. Every decision is made by the
// reducer in document-sync.ts; this class only performs the effects it asks for (IndexedDB, the server, the other
// tabs, timers), feeds their results back in, and lets React read the state.
import { findDocument } from '../../../core/documents/list-rules.ts';
import type { ConflictChoice, MergeConflict } from '../../../core/documents/three-way-merge.ts';
import { classifyCloudError, type DocumentCloud, type ServerCopy } from './document-cloud.ts';
import type { DocumentFields, DocumentKindSpec } from './document-kinds.ts';
import {
  initialSyncState,
  newLocalId,
  reduceSync,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  SAVE_DEBOUNCE_MS,
  SAVE_THROTTLE_MS,
  type CloudFailure,
  type DocumentTabMessage,
  type SyncEffect,
  type SyncEvent,
  type SyncState,
  type SyncStatus,
  type UploadMode,
} from './document-sync.ts';
import type { LocalDocumentDb } from './local-documents.ts';

export { RETRY_BASE_MS, RETRY_MAX_MS, SAVE_DEBOUNCE_MS, SAVE_THROTTLE_MS, type DocumentTabMessage, type SyncStatus, type UploadMode };

/** A document waiting for the player: the fields both sides changed, and the server's copy it is measured against. */
export interface DocumentConflict<D extends DocumentFields = DocumentFields> {
  key: string;
  document: D;
  fields: readonly MergeConflict[];
  theirs: ServerCopy;
}

export interface DocumentStoreSnapshot<D extends DocumentFields = DocumentFields> {
  documents: readonly D[];
  /** The copies kept in this browser have been read. */
  isLocalLoaded: boolean;
  /** The store follows a signed-in session and its first server list fetch is over (fetched or failed). */
  isCloudSettled: boolean;
  /** Per document, keyed by localId. */
  status: Readonly<Record<string, SyncStatus>>;
  /** Per document, keyed by localId: changes the user has not saved (held builder edits, signed out) nor exported. */
  unsaved: Readonly<Record<string, boolean>>;
  /** The documents waiting for the player to choose between this browser's values and the server's. */
  conflicts: readonly DocumentConflict<D>[];
  /** The last failure of the list sync (fetch or batch upload), shown on the list page. */
  listError?: string;
  /** This browser refused to store a change (quota, private mode): the change lives only in memory. */
  localError?: string;
}

/** The link between the tabs of this browser (a BroadcastChannel in the app, an in-memory hub in tests). */
export interface DocumentTabChannel<D extends DocumentFields = DocumentFields> {
  post(message: DocumentTabMessage<D>): void;
  listen(listener: (message: DocumentTabMessage<D>) => void): () => void;
}

export interface DocumentStoreOptions<D extends DocumentFields> {
  kind: DocumentKindSpec<D>;
  local: LocalDocumentDb<D>;
  cloud: DocumentCloud;
  /** Other tabs of this browser: their changes show here at once, so a stale copy never overwrites them. */
  tabs?: DocumentTabChannel<D>;
  /** The session at creation; later changes come through setSignedIn. */
  isSignedIn?: boolean;
  debounceMs?: number;
  throttleMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => number;
  random?: () => number;
}

type Timer = ReturnType<typeof setTimeout>;

export class DocumentStore<D extends DocumentFields = DocumentFields> {
  private state: SyncState<D>;
  private snapshot: DocumentStoreSnapshot<D>;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<string, Timer>();
  /** Effects under way other than single uploads (database reads and writes, list fetch, batch groups, deletes). */
  private readonly running = new Set<Promise<unknown>>();
  /** The single upload under way per document. */
  private readonly uploads = new Map<string, Promise<void>>();
  private readonly stopListening: () => void;
  /** The documents followed over the live socket, by cloud id: how many pages show each, and the undo. */
  private readonly followed = new Map<string, { count: number; stop: () => void }>();
  private readonly timing: { debounceMs: number; throttleMs: number; retryBaseMs: number; retryMaxMs: number };
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: DocumentStoreOptions<D>) {
    this.state = initialSyncState(options.kind, options.isSignedIn ?? false);
    this.timing = {
      debounceMs: options.debounceMs ?? SAVE_DEBOUNCE_MS,
      throttleMs: options.throttleMs ?? SAVE_THROTTLE_MS,
      retryBaseMs: options.retryBaseMs ?? RETRY_BASE_MS,
      retryMaxMs: options.retryMaxMs ?? RETRY_MAX_MS,
    };
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.snapshot = this.buildSnapshot();
    this.stopListening = options.tabs?.listen((message) => void this.dispatch({ type: 'otherTab', message })) ?? (() => undefined);
  }

  // ---- reading ----

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): DocumentStoreSnapshot<D> => this.snapshot;

  get kind(): DocumentKindSpec<D> {
    return this.options.kind;
  }

  /** By cloud id first, then by localId. */
  find(id: string): D | undefined {
    return findDocument(this.snapshot.documents, id);
  }

  statusOf(document: Pick<D, 'localId'> | undefined): SyncStatus | undefined {
    return document?.localId ? this.state.entries.get(document.localId)?.status : undefined;
  }

  // ---- events in ----

  /** Reads the copies kept in this browser once; signed in, then syncs with the server. */
  async load(): Promise<void> {
    await this.dispatch({ type: 'load' });
    await this.settled();
  }

  /** Signing in fetches the server list and uploads local drafts in one batch; signing out stops uploads. */
  async setSignedIn(signedIn: boolean): Promise<void> {
    await this.dispatch({ type: signedIn ? 'signIn' : 'signOut' });
    if (signedIn) await this.settled();
  }

  /** Fetches the server list and merges it, then uploads every pending document in one batch. */
  async syncWithCloud(): Promise<void> {
    await this.dispatch({ type: 'sync' });
    await this.settled();
  }

  /**
   * Stamps the document (its kind's version, changedAt), keeps it in this browser, and when signed in sends it as the
   * mode says (debounced, throttled, held until a flush, or at once); pages state the mode of their edits. Resolves
   * with the stored copy once the local write is done.
   */
  async save(document: D, mode: UploadMode = 'debounce'): Promise<D> {
    return this.saving({ type: 'save', document, mode });
  }

  /** A created or imported document joins the list as a new one (never over an existing one) and goes at once. */
  async add(document: D): Promise<D> {
    return this.saving({ type: 'add', document });
  }

  /**
   * The player settled a conflict: per field (keyed by pathKey) this browser's value or the server's. The result is
   * made from the server's revision and saved at once (kept here when signed out).
   */
  async resolve(id: string, choices: Readonly<Record<string, ConflictChoice>>): Promise<void> {
    const key = this.keyFor(id);
    if (!key) return;
    await this.dispatch({ type: 'resolve', key, choices });
    await this.uploadsDone([key]);
  }

  /** Uploads now what is pending (one document, or all): Save Character, leaving the builder, reconnecting. */
  async flush(id?: string): Promise<void> {
    const key = id === undefined ? undefined : this.keyFor(id);
    if (id !== undefined && !key) return;
    await this.dispatch({ type: 'flush', ...(key ? { key } : {}) });
    await this.uploadsDone(key ? [key] : [...this.state.entries.keys()]);
  }

  /** The user kept a copy of the document (export, copy): it no longer counts as unsaved. */
  markClean(id: string): void {
    const key = this.keyFor(id);
    if (key) void this.dispatch({ type: 'markClean', key });
  }

  /** Signed in, the server copy is deleted first (a failure throws and keeps the document); then the local one. */
  async remove(id: string): Promise<void> {
    const key = this.keyFor(id);
    if (!key) return;
    // An upload under way may still bring the cloud id to delete.
    await this.uploadsDone([key]);
    await this.dispatch({ type: 'remove', key });
  }

  /**
   * Documents whose latest change has not reached the server (drafts, unsent edits, copies too large to send, ones
   * waiting for the player), once this browser's copies are read (a page that never listed them has not read them).
   */
  async unsentDocuments(): Promise<D[]> {
    if (this.state.local === 'unread') void this.dispatch({ type: 'load' });
    await this.settled();
    return [...this.state.entries.values()].filter((entry) => entry.pendingUpload).map((entry) => entry.document);
  }

  /**
   * Sign-out: removes from memory and this browser every document the server holds as it is here. A document
   * whose latest change has not reached the server is never deleted: it stays, as a local document, and is
   * returned so the user can be told.
   */
  async clearUploaded(): Promise<D[]> {
    await this.dispatch({ type: 'clearUploaded' });
    return [...this.state.entries.values()].map((entry) => entry.document);
  }

  /**
   * Follows the document with this cloud id over the live socket while a page shows it (signed in): another device's
   * save comes in as the reducer's `remoteChanged` (taken in, or merged with what this browser holds unsent); the
   * server ending it (deleted there) syncs the list. Pages that show the same document share one subscription.
   * Returns the undo. Without a socket the document is current on the next sync, as before.
   */
  follow(id: string): () => void {
    const { cloud } = this.options;
    if (!cloud.follow || !this.state.signedIn) return () => undefined;
    let followed = this.followed.get(id);
    if (!followed) {
      const held = [...this.state.entries.values()].find((entry) => entry.document.id === id)?.base?.revision ?? null;
      const stop = cloud.follow(id, held, {
        changed: (copy) => void this.dispatch({ type: 'remoteChanged', id, copy }),
        ended: () => {
          if (this.followed.get(id) === followed) this.followed.delete(id);
          void this.dispatch({ type: 'sync' });
        },
      });
      followed = { count: 0, stop };
      this.followed.set(id, followed);
    }
    const mine = followed;
    mine.count++;
    let undone = false;
    return () => {
      if (undone) return;
      undone = true;
      if (--mine.count > 0 || this.followed.get(id) !== mine) return;
      this.followed.delete(id);
      mine.stop();
    };
  }

  /** Retries every failed upload and a failed list sync at once (the browser came back online). */
  retryNow(): void {
    void this.dispatch({ type: 'online' });
  }

  /** Listens for the browser's online event; returns the undo. */
  connect(target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window): () => void {
    if (!target) return () => undefined;
    const onOnline = () => this.retryNow();
    target.addEventListener('online', onOnline);
    return () => target.removeEventListener('online', onOnline);
  }

  dispose(): void {
    for (const followed of this.followed.values()) followed.stop();
    this.followed.clear();
    this.cancelAllTimers();
    this.listeners.clear();
    this.stopListening();
  }

  // ---- the runner ----

  /** A thrown error as the reducer reads it (with a conflict's server copies). */
  private asFailure(error: unknown): CloudFailure {
    const failure = classifyCloudError(error, this.options.kind.def);
    return {
      kind: failure.kind,
      message: failure.message,
      ...(failure.retryAfterMs !== undefined ? { retryAfterMs: failure.retryAfterMs } : {}),
      ...(failure.conflicts.length > 0 ? { conflicts: failure.conflicts } : {}),
    };
  }

  /**
   * Applies one event and starts the effects it asks for. Resolves when those effects (and the effects of the
   * events their results feed back) are done, except single uploads, which run on their own (see uploadsDone).
   */
  private dispatch(event: SyncEvent<D>): Promise<void> {
    return this.apply(event).done;
  }

  private apply(event: SyncEvent<D>): { done: Promise<void>; saved?: D } {
    const env = { ...this.timing, now: this.now(), newLocalId: () => newLocalId(this.random) };
    const { state, effects, saved } = reduceSync(this.state, event, env);
    if (state !== this.state) {
      this.state = state;
      this.snapshot = this.buildSnapshot();
      for (const listener of this.listeners) listener();
    }
    const done = Promise.all(effects.map((effect) => this.perform(effect))).then(() => undefined);
    return { done, ...(saved ? { saved } : {}) };
  }

  private async saving(event: SyncEvent<D>): Promise<D> {
    const { done, saved } = this.apply(event);
    await done;
    return saved!;
  }

  private perform(effect: SyncEffect<D>): Promise<void> {
    switch (effect.type) {
      case 'startTimer': {
        this.cancelTimer(effect.timer);
        const timer = setTimeout(() => {
          this.timers.delete(effect.timer);
          void this.dispatch({ type: 'timerFired', timer: effect.timer });
        }, effect.delayMs);
        this.timers.set(effect.timer, timer);
        return Promise.resolve();
      }
      case 'cancelTimer':
        this.cancelTimer(effect.timer);
        return Promise.resolve();
      case 'cancelAllTimers':
        this.cancelAllTimers();
        return Promise.resolve();
      case 'broadcast':
        this.options.tabs?.post(effect.message);
        return Promise.resolve();
      case 'warn':
        console.warn(effect.message);
        return Promise.resolve();
      case 'upload':
        return this.startUpload(effect);
      default:
        return this.track(this.performAsync(effect));
    }
  }

  private async performAsync(effect: Exclude<SyncEffect<D>, { type: 'startTimer' | 'cancelTimer' | 'cancelAllTimers' | 'broadcast' | 'warn' | 'upload' }>): Promise<void> {
    const { local, cloud } = this.options;
    switch (effect.type) {
      case 'readLocal': {
        let records;
        try {
          records = await local.readAll();
        } catch (error) {
          return this.dispatch({ type: 'localReadFailed', message: (error as Error).message });
        }
        return this.dispatch({ type: 'localRead', records });
      }
      case 'writeLocal':
        try {
          await local.put(effect.key, effect.record);
        } catch (error) {
          return this.dispatch({ type: 'writeFailed', key: effect.key, message: (error as Error).message });
        }
        return this.dispatch({ type: 'written', key: effect.key, record: effect.record });
      case 'removeLocal':
        try {
          await local.remove(effect.key);
        } catch (error) {
          if (effect.report) return this.dispatch({ type: 'removeFailed', key: effect.key, message: (error as Error).message });
        }
        return;
      case 'fetchList': {
        let records;
        try {
          records = await cloud.list();
        } catch (error) {
          return this.dispatch({ type: 'listFailed', failure: this.asFailure(error) });
        }
        return this.dispatch({ type: 'listed', records });
      }
      case 'uploadGroup': {
        let records;
        try {
          records = await cloud.saveMany(effect.inputs);
        } catch (error) {
          return this.dispatch({ type: 'groupFailed', group: effect.group, failure: this.asFailure(error) });
        }
        return this.dispatch({ type: 'groupSaved', group: effect.group, records });
      }
      case 'deleteCloud': {
        try {
          await cloud.delete(effect.id, effect.baseRevision);
        } catch (error) {
          const failure = classifyCloudError(error);
          await this.dispatch({ type: 'cloudDeleteFailed', key: effect.key, failure: this.asFailure(failure) });
          // The reducer keeps the document when the failure means it may still be on the server: the caller is told.
          if (this.state.entries.has(effect.key)) throw failure;
          return;
        }
        return this.dispatch({ type: 'cloudDeleted', key: effect.key });
      }
    }
  }

  /** A single upload runs on its own: save() does not wait for it; flush() and remove() do (uploadsDone). */
  private startUpload(effect: Extract<SyncEffect<D>, { type: 'upload' }>): Promise<void> {
    const { key, revision, input } = effect;
    const attempt: Promise<void> = (async () => {
      try {
        const record = await this.options.cloud.save(input);
        await this.dispatch({ type: 'uploaded', key, revision, record });
      } catch (error) {
        await this.dispatch({ type: 'uploadFailed', key, sentId: input.id ?? null, failure: this.asFailure(error) });
      }
    })().finally(() => {
      if (this.uploads.get(key) === attempt) this.uploads.delete(key);
    });
    this.uploads.set(key, attempt);
    return Promise.resolve();
  }

  private track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    void work.catch(() => undefined).finally(() => this.running.delete(work));
    return work;
  }

  /**
   * Waits until no effect is under way but single uploads: a read, list sync or batch started by an earlier call
   * (which this call joined rather than repeated) is over too.
   */
  private async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Waits until no upload of these documents is under way (one may follow another: a lost copy stored again). */
  private async uploadsDone(keys: readonly string[]): Promise<void> {
    for (;;) {
      const under = keys.map((key) => this.uploads.get(key)).filter((upload): upload is Promise<void> => !!upload);
      const batch = keys.some((key) => this.state.entries.get(key)?.uploading) && this.running.size > 0;
      if (under.length === 0 && !batch) return;
      await Promise.allSettled([...under, ...(batch ? this.running : [])]);
    }
  }

  private cancelTimer(timer: string): void {
    const handle = this.timers.get(timer);
    if (handle !== undefined) clearTimeout(handle);
    this.timers.delete(timer);
  }

  private cancelAllTimers(): void {
    for (const handle of this.timers.values()) clearTimeout(handle);
    this.timers.clear();
  }

  private keyFor(id: string): string | undefined {
    return this.find(id)?.localId;
  }

  private buildSnapshot(): DocumentStoreSnapshot<D> {
    const entries = [...this.state.entries];
    return {
      documents: entries.map(([, entry]) => entry.document),
      isLocalLoaded: this.state.local === 'read',
      isCloudSettled: this.state.signedIn && this.state.cloudSettled,
      status: Object.fromEntries(entries.map(([key, entry]) => [key, entry.status])),
      unsaved: Object.fromEntries(entries.map(([key, entry]) => [key, entry.unsaved])),
      conflicts: entries.flatMap(([key, entry]) => (entry.conflict ? [{ key, document: entry.document, fields: entry.conflict.fields, theirs: entry.conflict.theirs }] : [])),
      ...(this.state.listError ? { listError: this.state.listError } : {}),
      ...(this.state.localError ? { localError: this.state.localError } : {}),
    };
  }
}
