// The character store: every save lands in this browser first, then (signed in) reaches the server, debounced.
// A failed upload keeps the local copy marked pending and is retried with backoff and on reconnect, so nothing
// typed is lost; the status of each character says where its latest change is (spec section 4, issue 7).
import {
  findCharacterById,
  makeLocalId,
  normalizeCharacter,
  parseCharacterJson,
  stampForSave,
  type RawCharacter,
} from '../../../core/engine/index.ts';
import { classifyCloudError, splitBatch, tooLargeForCloud, type CharacterCloud, type CloudCharacterError, type CloudCharacterRecord, type CloudErrorKind } from './cloud-characters.ts';
import type { LocalCharacterDb, StoredCharacter } from './local-characters.ts';

/** Signed-in saves wait this long for further edits before going to the server (spec section 9). */
export const SAVE_DEBOUNCE_MS = 1000;
export const RETRY_BASE_MS = 2000;
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
 * debounced: uploaded SAVE_DEBOUNCE_MS after the last edit; now: uploaded at once (create, import, Save Character);
 * deferred: kept pending until flush() (builder edits, which the spec saves locally only).
 */
export type UploadMode = 'debounced' | 'now' | 'deferred';

export interface CharacterStoreSnapshot {
  characters: readonly RawCharacter[];
  /** The copies kept in this browser have been read. */
  isLocalLoaded: boolean;
  /** Signed in: the first server list fetch is over (fetched or failed). */
  isCloudSettled: boolean;
  isSignedIn: boolean;
  /** Per character, keyed by localId. */
  status: Readonly<Record<string, SyncStatus>>;
  /** The last failure of the list sync (fetch or batch upload), shown on the list page. */
  listError?: string;
  /** This browser refused to store a change (quota, private mode): the change lives only in memory. */
  localError?: string;
}

/** What one tab tells the others after changing the characters they share in this browser. */
export type CharacterTabMessage =
  | { type: 'changed'; key: string; record: StoredCharacter }
  | { type: 'removed'; key: string };

/** The link between the tabs of this browser (a BroadcastChannel in the app, an in-memory hub in tests). */
export interface CharacterTabChannel {
  post(message: CharacterTabMessage): void;
  listen(listener: (message: CharacterTabMessage) => void): () => void;
}

export interface CharacterStoreOptions {
  local: LocalCharacterDb;
  cloud: CharacterCloud;
  /** Other tabs of this browser: their changes show here at once, so a stale copy never overwrites them. */
  tabs?: CharacterTabChannel;
  isSignedIn?: boolean;
  debounceMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => number;
  random?: () => number;
}

interface Entry {
  character: RawCharacter;
  pendingUpload: boolean;
  /** Bumped on every local change; an upload's answer replaces the local copy only if nothing changed meanwhile. */
  revision: number;
  deferred: boolean;
  /** The server cannot take this copy (too large): why, said once and kept until the character changes. */
  refused?: string;
}

type Timer = ReturnType<typeof setTimeout>;

export class CharacterStore {
  private readonly local: LocalCharacterDb;
  private readonly cloud: CharacterCloud;
  private readonly debounceMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly now: () => number;
  private readonly random: () => number;

  private readonly entries = new Map<string, Entry>();
  private readonly status = new Map<string, SyncStatus>();
  private readonly timers = new Map<string, Timer>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly attempts = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  private signedIn: boolean;
  private localLoaded = false;
  private cloudSettled = false;
  private listError: string | undefined;
  private localError: string | undefined;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  private syncAgain = false;
  private syncAttempts = 0;
  private syncTimer: Timer | undefined;
  private snapshot: CharacterStoreSnapshot;
  private readonly tabs: CharacterTabChannel | undefined;
  private readonly stopListening: () => void;

  constructor(options: CharacterStoreOptions) {
    this.local = options.local;
    this.cloud = options.cloud;
    this.signedIn = options.isSignedIn ?? false;
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
    this.retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS;
    this.retryMaxMs = options.retryMaxMs ?? RETRY_MAX_MS;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.snapshot = this.buildSnapshot();
    this.tabs = options.tabs;
    this.stopListening = this.tabs?.listen((message) => this.fromOtherTab(message)) ?? (() => undefined);
  }

  // ---- reading ----

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CharacterStoreSnapshot => this.snapshot;

  /** By cloud id first, then by localId. */
  find(id: string): RawCharacter | undefined {
    return findCharacterById(this.snapshot.characters, id);
  }

  statusOf(character: Pick<RawCharacter, 'localId'> | undefined): SyncStatus | undefined {
    return character?.localId ? this.status.get(character.localId) : undefined;
  }

  /** Reads the copies kept in this browser once; signed in, then syncs with the server. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      let records: StoredCharacter[] = [];
      try {
        records = await this.local.readAll();
      } catch (error) {
        this.localError = `This browser could not read its saved characters: ${(error as Error).message}`;
      }
      for (const record of records) {
        const character = this.withLocalId(record.character);
        const key = character.localId!;
        if (this.entries.has(key)) continue;
        const pendingUpload = record.pendingUpload || !character.id;
        const refused = pendingUpload ? record.uploadRefused : undefined;
        this.entries.set(key, { character, pendingUpload, revision: 0, deferred: false, ...(refused ? { refused } : {}) });
        this.status.set(key, this.restingStatus(pendingUpload, refused));
      }
      this.localLoaded = true;
      this.emit();
    })();
    const loaded = this.loading;
    return loaded.then(() => (this.signedIn ? this.syncWithCloud() : undefined));
  }

  // ---- sign-in state ----

  /** Signing in fetches the server list and uploads local drafts in one batch; signing out stops uploads. */
  setSignedIn(signedIn: boolean): Promise<void> {
    if (signedIn === this.signedIn) return Promise.resolve();
    this.signedIn = signedIn;
    if (!signedIn) {
      this.cancelTimers();
      this.cloudSettled = false;
      this.listError = undefined;
      for (const key of this.entries.keys()) this.status.set(key, { state: 'local' });
      this.emit();
      return Promise.resolve();
    }
    this.emit();
    return this.loading ? this.loading.then(() => this.syncWithCloud()) : this.load();
  }

  // ---- writing ----

  /**
   * Stamps the character (builder version, changedAt), keeps it in this browser, and when signed in schedules the
   * upload. Resolves with the stored copy once the local write is done.
   */
  async save(character: RawCharacter, mode: UploadMode = 'debounced'): Promise<RawCharacter> {
    const stamped = stampForSave(this.withLocalId(character), this.now());
    const key = stamped.localId!;
    const previous = this.entries.get(key);
    // The caller may hold a copy from before an upload answered: keep the cloud id learned since.
    if (previous?.character.id && !stamped.id) Object.assign(stamped, { id: previous.character.id, userId: previous.character.userId });
    const entry: Entry = {
      character: stamped,
      pendingUpload: true,
      revision: (previous?.revision ?? 0) + 1,
      deferred: mode === 'deferred',
    };
    if (mode === 'deferred') this.clearTimer(key);
    this.entries.set(key, entry);
    if (!this.signedIn) this.status.set(key, { state: 'local' });
    else if (!this.inFlight.has(key)) this.status.set(key, { state: 'pending' });
    this.emit();
    await this.persist(key);
    if (this.signedIn && mode !== 'deferred') {
      if (mode === 'now') void this.upload(key);
      else this.schedule(key, this.debounceMs);
    }
    return stamped;
  }

  /**
   * A created or imported character joins the list as a new one: a cloud id from another account or an earlier
   * copy is dropped, and a localId already in use is replaced, so importing an export never overwrites the original.
   */
  async add(character: RawCharacter): Promise<RawCharacter> {
    const fresh: RawCharacter = { ...character };
    delete fresh.id;
    delete fresh.userId;
    if (!fresh.localId || this.entries.has(fresh.localId)) fresh.localId = makeLocalId(this.random);
    return this.save(fresh, 'now');
  }

  /** Uploads now what is pending (one character, or all): Save Character, leaving the builder, reconnecting. */
  async flush(id?: string): Promise<void> {
    if (!this.signedIn) return;
    const keys = id === undefined ? [...this.entries.keys()] : [this.keyFor(id)].filter((key): key is string => !!key);
    await Promise.all(keys.filter((key) => this.entries.get(key)?.pendingUpload).map((key) => this.upload(key)));
  }

  /** Signed in, the server copy is deleted first (a failure throws and keeps the character); then the local one. */
  async remove(id: string): Promise<void> {
    const key = this.keyFor(id);
    if (!key) return;
    await this.inFlight.get(key)?.catch(() => undefined);
    this.clearTimer(key);
    const cloudId = this.entries.get(key)?.character.id;
    if (this.signedIn && cloudId) {
      try {
        await this.cloud.delete(cloudId);
      } catch (error) {
        const failure = classifyCloudError(error);
        if (failure.kind !== 'not-found') throw failure;
      }
    }
    this.entries.delete(key);
    this.status.delete(key);
    this.attempts.delete(key);
    this.emit();
    this.tabs?.post({ type: 'removed', key });
    try {
      await this.local.remove(key);
    } catch (error) {
      this.localError = `This browser could not delete its copy: ${(error as Error).message}`;
      this.emit();
    }
  }

  /**
   * Characters whose latest change has not reached the server (drafts, unsent edits, copies too large to send),
   * once this browser's copies are read (a page that never listed the characters has not read them yet).
   */
  async unsentCharacters(): Promise<RawCharacter[]> {
    if (!this.loading) void this.load();
    await this.loading;
    return [...this.entries.values()].filter((entry) => entry.pendingUpload).map((entry) => entry.character);
  }

  /**
   * Sign-out: removes from memory and this browser every character the server holds as it is here. A character
   * whose latest change has not reached the server is never deleted: it stays, as a local character, and is
   * returned so the user can be told.
   */
  async clearUploaded(): Promise<RawCharacter[]> {
    this.cancelTimers();
    const gone = [...this.entries].filter(([, entry]) => !entry.pendingUpload).map(([key]) => key);
    for (const key of gone) {
      this.entries.delete(key);
      this.status.delete(key);
      this.attempts.delete(key);
    }
    this.listError = undefined;
    this.emit();
    for (const key of gone) this.tabs?.post({ type: 'removed', key });
    await Promise.all(gone.map((key) => this.local.remove(key)));
    return [...this.entries.values()].map((entry) => entry.character);
  }


  /** Retries every failed upload and a failed list sync at once (the browser came back online). */
  retryNow(): void {
    if (!this.signedIn) return;
    if (this.listError || !this.cloudSettled) void this.syncWithCloud();
    for (const [key, status] of this.status) {
      if (status.state === 'error' && (status.kind === 'offline' || status.kind === 'transient')) void this.upload(key);
    }
  }

  /** Listens for the browser's online event; returns the undo. */
  connect(target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window): () => void {
    if (!target) return () => undefined;
    const onOnline = () => this.retryNow();
    target.addEventListener('online', onOnline);
    return () => target.removeEventListener('online', onOnline);
  }

  dispose(): void {
    this.cancelTimers();
    this.listeners.clear();
    this.stopListening();
  }

  // ---- other tabs ----

  /**
   * Another tab of this browser changed a character (it already wrote the shared database). The newer copy wins in
   * memory here; the tab that made the change is the one that uploads it, so nothing is sent twice. A cloud id
   * learned there is always kept, so a draft is never created twice on the server.
   */
  private fromOtherTab(message: CharacterTabMessage): void {
    const { key } = message;
    if (message.type === 'removed') {
      this.clearTimer(key);
      this.entries.delete(key);
      this.status.delete(key);
      this.attempts.delete(key);
      this.emit();
      return;
    }
    const theirs = message.record.character;
    const entry = this.entries.get(key);
    const newer = !entry || (theirs.changedAt ?? 0) >= (entry.character.changedAt ?? 0);
    if (newer) {
      this.clearTimer(key);
      const refused = message.record.uploadRefused;
      this.entries.set(key, { character: theirs, pendingUpload: message.record.pendingUpload, revision: (entry?.revision ?? 0) + 1, deferred: false, ...(refused ? { refused } : {}) });
      if (!this.inFlight.has(key)) this.status.set(key, this.restingStatus(message.record.pendingUpload, refused));
    } else if (theirs.id && !entry.character.id) {
      entry.character = { ...entry.character, id: theirs.id, userId: theirs.userId };
    } else {
      return;
    }
    this.emit();
  }

  // ---- cloud sync ----

  /** Fetches the server list and merges it, then uploads every pending character in one batch. */
  syncWithCloud(): Promise<void> {
    if (!this.signedIn) return Promise.resolve();
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = undefined;
    this.syncing = (async () => {
      do {
        this.syncAgain = false;
        await this.syncOnce();
      } while (this.syncAgain && this.signedIn);
    })().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    let records: CloudCharacterRecord[];
    try {
      records = await this.cloud.list();
    } catch (error) {
      const failure = classifyCloudError(error);
      this.listError = `Could not fetch your characters from the cloud: ${failure.message}`;
      this.cloudSettled = true;
      if (failure.isRetryable) this.syncTimer = setTimeout(() => void this.syncWithCloud(), this.backoff(++this.syncAttempts, failure));
      this.emit();
      return;
    }
    if (!this.signedIn) return;
    this.syncAttempts = 0;
    this.listError = undefined;
    await this.mergeServerList(records);
    this.cloudSettled = true;
    this.emit();
    await this.uploadBatch();
  }

  /** The server list replaces the characters with a cloud id; drafts (and unsent changes) are kept. */
  private async mergeServerList(records: CloudCharacterRecord[]): Promise<void> {
    const byId = new Map(records.map((record) => [record.id, record]));
    const claimed = new Set<string>();
    const changed = new Set<string>();
    const removed: string[] = [];
    for (const [key, entry] of this.entries) {
      const id = entry.character.id;
      if (!id) {
        // A draft whose upload reached the server but whose answer was lost: adopt that id rather than duplicate.
        const stored = records.find((record) => !claimed.has(record.id) && !this.hasId(record.id) && this.recordLocalId(record) === key);
        if (stored) {
          claimed.add(stored.id);
          entry.character = { ...entry.character, id: stored.id, userId: stored.userId };
          changed.add(key);
        }
        continue;
      }
      const record = byId.get(id);
      if (record) {
        claimed.add(id);
        if (entry.pendingUpload || this.inFlight.has(key)) continue;
        const character = this.fromRecord(record, key);
        if (character) {
          entry.character = character;
          this.status.set(key, { state: 'synced' });
          changed.add(key);
        }
      } else if (entry.pendingUpload) {
        // Deleted on the server (another device) while this browser held unsent changes: store it again.
        const rest = { ...entry.character };
        delete rest.id;
        delete rest.userId;
        entry.character = rest;
        changed.add(key);
      } else {
        removed.push(key);
      }
    }
    for (const key of removed) {
      this.entries.delete(key);
      this.status.delete(key);
    }
    for (const record of records) {
      if (claimed.has(record.id)) continue;
      const wanted = this.recordLocalId(record);
      const key = wanted && !this.entries.has(wanted) ? wanted : makeLocalId(this.random);
      const character = this.fromRecord(record, key);
      if (!character) continue;
      this.entries.set(key, { character, pendingUpload: false, revision: 0, deferred: false });
      this.status.set(key, { state: 'synced' });
      changed.add(key);
    }
    this.emit();
    await Promise.all([...changed].map((key) => this.persist(key)));
    await Promise.all(removed.map((key) => this.local.remove(key).catch(() => undefined)));
  }

  /** Every pending character not already on its way, in as few saveCharacters calls as the body limit allows. */
  private async uploadBatch(): Promise<void> {
    const keys = [...this.entries]
      .filter(([key, entry]) => entry.pendingUpload && !entry.refused && !this.inFlight.has(key))
      .map(([key]) => key)
      .filter((key) => !this.refuseIfTooLarge(key));
    if (keys.length === 0) return;
    const sent = keys.map((key) => ({ key, revision: this.entries.get(key)!.revision, character: this.entries.get(key)!.character }));
    for (const key of keys) {
      this.clearTimer(key);
      this.status.set(key, { state: 'saving' });
    }
    this.emit();
    const batch = (async () => {
      // Several requests when the characters together would pass the server's body limit; each group's
      // results apply as they come, so a later failure never makes an already saved character go again as new.
      const groups = splitBatch(sent.map((item) => ({ ...item, id: item.character.id ?? null, jsonData: JSON.stringify(item.character) })));
      for (const [index, group] of groups.entries()) {
        try {
          const saved = await this.cloud.saveMany(group.map(({ id, jsonData }) => ({ id, jsonData })));
          await Promise.all(group.map(({ key, revision }, at) => (saved[at] ? this.applySaved(key, saved[at], revision) : undefined)));
        } catch (error) {
          const failure = classifyCloudError(error);
          this.listError = `Could not save your local characters to the cloud: ${failure.message}`;
          // Refused data concerns this group only; a connection or sign-in failure stops the rest as well.
          const refused = failure.kind === 'limit' || failure.kind === 'rejected' || failure.kind === 'too-large';
          for (const { key } of refused ? group : groups.slice(index).flat()) this.failed(key, failure);
          if (!refused) return;
        }
      }
    })();
    const settled = batch.finally(() => {
      for (const key of keys) if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
    });
    for (const key of keys) this.inFlight.set(key, settled);
    await settled;
    this.emit();
  }

  /** One character's upload; at most one per character at a time (a second waits, then sends the newest copy). */
  private upload(key: string): Promise<void> {
    const running = this.inFlight.get(key);
    if (running) {
      return running.then(() => (this.entries.get(key)?.pendingUpload && !this.inFlight.has(key) ? this.upload(key) : undefined));
    }
    const entry = this.entries.get(key);
    if (!entry || !entry.pendingUpload || !this.signedIn || entry.refused) return Promise.resolve();
    if (this.refuseIfTooLarge(key)) return Promise.resolve();
    this.clearTimer(key);
    entry.deferred = false;
    const { revision, character } = entry;
    this.status.set(key, { state: 'saving' });
    this.emit();
    let storeAgain = false;
    const attempt = (async () => {
      try {
        const record = await this.cloud.save({ id: character.id ?? null, jsonData: JSON.stringify(character) });
        await this.applySaved(key, record, revision);
      } catch (error) {
        const failure = classifyCloudError(error);
        const current = this.entries.get(key);
        if (failure.kind === 'not-found' && character.id && current?.character.id === character.id) {
          // The server no longer has it (deleted elsewhere): store it again as a new character.
          const rest = { ...current.character };
          delete rest.id;
          delete rest.userId;
          current.character = rest;
          current.revision++;
          await this.persist(key);
          storeAgain = true;
          return;
        }
        this.failed(key, failure);
      }
    })();
    const settled: Promise<void> = attempt.finally(() => {
      if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
      this.emit();
    });
    this.inFlight.set(key, settled);
    // A character the server lost is stored again as new, right after this attempt lets go of the slot.
    return settled.then(() => (storeAgain ? this.upload(key) : undefined));
  }

  private async applySaved(key: string, record: CloudCharacterRecord, revision: number): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.attempts.delete(key);
    if (entry.revision === revision) {
      // The returned copy (with id and userId) replaces the local one.
      entry.character = this.fromRecord(record, key) ?? { ...entry.character, id: record.id, userId: record.userId };
      entry.pendingUpload = false;
      this.status.set(key, { state: 'synced' });
    } else {
      // Edited while the upload ran: keep the newer text, learn the id, and send again.
      entry.character = { ...entry.character, id: record.id, userId: record.userId };
      this.status.set(key, { state: 'pending' });
      if (!entry.deferred) this.schedule(key, this.debounceMs);
    }
    this.emit();
    await this.persist(key);
  }

  private failed(key: string, failure: CloudCharacterError): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (failure.kind === 'too-large') {
      // Said once and remembered with the copy: no retry, now or on the next visit, until the character changes.
      entry.refused = failure.message;
      this.status.set(key, { state: 'error', kind: failure.kind, message: failure.message });
      this.emit();
      void this.persist(key);
      return;
    }
    const attempts = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempts);
    if (failure.isRetryable && this.signedIn) {
      const delay = this.backoff(attempts, failure);
      this.status.set(key, { state: 'error', kind: failure.kind, message: failure.message, retryAt: this.now() + delay });
      this.schedule(key, delay, false);
    } else {
      this.status.set(key, { state: 'error', kind: failure.kind, message: failure.message });
    }
    this.emit();
  }

  /** A copy too large for the server is never sent: it is marked refused (with what to do) instead. */
  private refuseIfTooLarge(key: string): boolean {
    const entry = this.entries.get(key);
    const problem = entry ? tooLargeForCloud(entry.character) : undefined;
    if (!problem) return false;
    this.clearTimer(key);
    this.failed(key, problem);
    return true;
  }

  private backoff(attempts: number, failure: CloudCharacterError): number {
    return Math.min(this.retryMaxMs, failure.retryAfterMs ?? this.retryBaseMs * 2 ** (attempts - 1));
  }

  // ---- helpers ----

  private schedule(key: string, delay: number, markPending = true): void {
    this.clearTimer(key);
    if (markPending && !this.inFlight.has(key)) this.status.set(key, { state: 'pending' });
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.upload(key);
      }, delay),
    );
  }

  private clearTimer(key: string): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }

  private cancelTimers(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = undefined;
  }

  private async persist(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    try {
      const record: StoredCharacter = { character: entry.character, pendingUpload: entry.pendingUpload, ...(entry.refused ? { uploadRefused: entry.refused } : {}) };
      await this.local.put(key, record);
      this.tabs?.post({ type: 'changed', key, record });
      if (this.localError) {
        this.localError = undefined;
        this.emit();
      }
    } catch (error) {
      this.localError = `This browser could not keep the change (${(error as Error).message}); export the character to keep it safe.`;
      this.emit();
    }
  }

  private keyFor(id: string): string | undefined {
    return this.find(id)?.localId;
  }

  private hasId(id: string): boolean {
    for (const entry of this.entries.values()) if (entry.character.id === id) return true;
    return false;
  }

  private withLocalId(character: RawCharacter): RawCharacter {
    return character.localId ? character : { ...character, localId: makeLocalId(this.random) };
  }

  private recordLocalId(record: CloudCharacterRecord): string | undefined {
    try {
      const localId = parseCharacterJson(record.jsonData).localId;
      return typeof localId === 'string' && localId ? localId : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's copy as a character: its JSON, the record's id and owner, and this browser's key. */
  private fromRecord(record: CloudCharacterRecord, key: string): RawCharacter | undefined {
    try {
      return { ...normalizeCharacter(parseCharacterJson(record.jsonData)), id: record.id, userId: record.userId, localId: key };
    } catch (error) {
      console.warn(`Skipping cloud character ${record.id}: ${(error as Error).message}`);
      return undefined;
    }
  }

  private restingStatus(pending: boolean, refused?: string): SyncStatus {
    if (!this.signedIn) return { state: 'local' };
    if (pending && refused) return { state: 'error', kind: 'too-large', message: refused };
    return pending ? { state: 'pending' } : { state: 'synced' };
  }

  private buildSnapshot(): CharacterStoreSnapshot {
    return {
      characters: [...this.entries.values()].map((entry) => entry.character),
      isLocalLoaded: this.localLoaded,
      isCloudSettled: this.cloudSettled,
      isSignedIn: this.signedIn,
      status: Object.fromEntries(this.status),
      ...(this.listError ? { listError: this.listError } : {}),
      ...(this.localError ? { localError: this.localError } : {}),
    };
  }

  private emit(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }
}
