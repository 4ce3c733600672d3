// The MongoDB store adapter (official driver; also runs on FerretDB 1.x): versioned collections behind a pointer.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  MongoClient,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Collection,
  type Db,
} from 'mongodb';
import { Query } from 'mingo';
import { MASTER_VERSION } from '../../core/resources.ts';
import { checkImportDoc, deepFreeze } from './documents.ts';
import type { ExpiringEntry, ExpiringPutOptions } from './expiring.ts';
import { MongoExpiring } from './mongodb-expiring.ts';
import { hasFieldElemMatch, relaxElemMatch, unwrapNestedArrays, wrapNestedArrays } from './ferretdb-compat.ts';
import { checkFilter, checkPaging, checkResourceName, checkSort } from './filter.ts';
import {
  CharacterLimitError,
  NotFoundError,
  PartialSaveError,
  StoreUnavailableError,
  type CharacterRecord,
  type CharacterSaveRequest,
  type DataVersion,
  type Doc,
  type Filter,
  type FindOptions,
  type Store,
  type UserRecord,
} from './port.ts';
import { checkCharacterArgs, checkLimit, checkUserId } from './records.ts';

export interface MongoStoreOptions {
  uri: string;
  /** Database name; default: the one in the URI's path, else "sw5e". */
  dbName?: string;
  /** How long an operation waits for a reachable server before failing with StoreUnavailableError (default 5000). */
  serverSelectionTimeoutMS?: number;
  /** How long a resolved resource pointer is reused before asking the database again (default 1000). */
  pointerTtlMs?: number;
  /** How long a superseded collection is kept for readers still holding the old pointer (default 60000). */
  retireGraceMs?: number;
  /**
   * How old a collection no pointer ever named (left by an interrupted import) must be before it is dropped;
   * a younger one may be an import still running in another process (default 600000).
   */
  orphanGraceMs?: number;
  /** Documents per insert batch during an import (default 1000). */
  importBatchSize?: number;
}

/** The pointer from a resource to the collection currently serving it, with that resource's data version. */
interface Pointer {
  _id: string;
  collection: string;
  generation: number;
  versionName: string;
  version: number;
  lastUpdated: string;
  previous?: { collection: string; retiredAt: number };
}

interface MasterDoc {
  _id: string;
  version: number;
  lastUpdated: string;
}

interface UserDoc {
  _id: string;
  username: string;
  createdAt: string;
}

interface CharacterDoc {
  _id: string;
  userId: string;
  jsonData: string;
  /**
   * Which of the user's `limit` places the character takes; (userId, slot) is unique. Claiming a free slot
   * with an insert is what holds the limit under concurrent creates: a unique key is atomic on MongoDB and
   * FerretDB alike, where FerretDB 1.x applies conditional updates and $inc without isolation.
   */
  slot: number;
  /** Creation order for listing (time-based, increasing within a process). */
  seq: number;
}

/** Stored rules documents carry their import position as `_id`: order without an extra field, stripped on read. */
type StoredDoc = Doc & { _id: number };

const POINTERS = 'store.pointers';
const MASTER = 'store.master';
const USERS = 'users';
const CHARACTERS = 'characters';
/** `rules.<resource>.v<generation>.<creation time, base 36>-<random>` */
const VERSIONED = /^rules\.([A-Za-z][A-Za-z0-9_-]*)\.v(\d+)\.([0-9a-z]+)-([0-9a-f]+)$/;
/** Natural keys looked up by the server; indexed in each versioned collection that has them. */
const NATURAL_KEYS = ['name', 'chapterName', 'level'] as const;
/** Server errors meaning the collection went away under a read (replaced and dropped): re-resolve and retry. */
const GONE_CODES = new Set([26 /* NamespaceNotFound */, 43 /* CursorNotFound */, 175 /* QueryPlanKilled */, 237 /* CursorKilled */]);
const DUPLICATE_KEY = 11000;
/** Large first batches: a whole collection arrives in one reply, so a read never spans a replace. */
const READ_BATCH = 100_000;
/** Answers up to this many documents are taken to have arrived in one batch (no re-check against replaces). */
const SINGLE_BATCH_SAFE = 100;

export class MongoStore implements Store {
  readonly backend = 'mongodb' as const;
  private readonly pointerCache = new Map<string, { pointer: Pointer | null; at: number }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pointerTtlMs: number;
  private readonly retireGraceMs: number;
  private readonly orphanGraceMs: number;
  private readonly importBatchSize: number;
  private lastSeq = 0;
  private closed = false;
  private readonly expiring: MongoExpiring;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly where: string,
    /**
     * FerretDB 1.x differs where it matters here: `$elemMatch` with field conditions matches nothing (such
     * filters run in this process instead), and arrays directly inside arrays are refused (they are wrapped).
     */
    private readonly ferretDb: boolean,
    options: MongoStoreOptions,
  ) {
    this.pointerTtlMs = options.pointerTtlMs ?? 1000;
    this.retireGraceMs = options.retireGraceMs ?? 60_000;
    this.orphanGraceMs = options.orphanGraceMs ?? 600_000;
    this.importBatchSize = options.importBatchSize ?? 1000;
    this.expiring = new MongoExpiring(db, (action, fn) => this.guard(action, fn));
  }

  // ---- the expiring key-value area (mongodb-expiring.ts) ----

  putExpiring(area: string, key: string, value: string, options?: ExpiringPutOptions): Promise<void> {
    return this.expiring.putExpiring(area, key, value, options);
  }

  addExpiring(area: string, key: string, value: string, options?: ExpiringPutOptions): Promise<string> {
    return this.expiring.addExpiring(area, key, value, options);
  }

  getExpiring(area: string, key: string): Promise<string | null> {
    return this.expiring.getExpiring(area, key);
  }

  findExpiringByTag(area: string, tag: string): Promise<ExpiringEntry[]> {
    return this.expiring.findExpiringByTag(area, tag);
  }

  deleteExpiring(area: string, key: string): Promise<void> {
    return this.expiring.deleteExpiring(area, key);
  }

  deleteExpiringByTag(area: string, tag: string): Promise<number> {
    return this.expiring.deleteExpiringByTag(area, tag);
  }

  /** Connects, creates the fixed indexes and drops collections left by interrupted imports. */
  static async open(options: MongoStoreOptions): Promise<MongoStore> {
    const where = `MongoDB at ${redactUri(options.uri)}`;
    const client = new MongoClient(options.uri, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5000,
      // Match JSON: an undefined field is absent, as in the embedded store, not stored as null.
      ignoreUndefined: true,
      appName: 'sw5e-companion',
    });
    try {
      await client.connect();
      const db = client.db(options.dbName ?? (dbNameFromUri(options.uri) || 'sw5e'));
      const info = await db.admin().command({ buildInfo: 1 });
      const store = new MongoStore(client, db, where, typeof info.ferretdbVersion === 'string', options);
      await store.setUp();
      return store;
    } catch (error) {
      await client.close().catch(() => undefined);
      throw toStoreError(error, where, 'open the store');
    }
  }

  // ---- rules data ----

  async replaceResource(resource: string, versionName: string, docs: Doc[]): Promise<DataVersion> {
    checkResourceName(resource);
    if (typeof versionName !== 'string' || versionName === '') {
      throw new Error(`replaceResource("${resource}") needs a non-empty version name.`);
    }
    if (!Array.isArray(docs)) throw new Error(`replaceResource("${resource}") needs an array of documents.`);
    docs.forEach((doc, i) => checkImportDoc(doc, resource, i));
    return this.guard(`replace "${resource}"`, async () => {
      const current = await this.readPointer(resource);
      const generation = (current?.generation ?? 0) + 1;
      const name = `rules.${resource}.v${generation}.${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
      // 1. Fill a fresh collection nobody reads yet.
      try {
        await this.fillCollection(name, resource, docs);
      } catch (error) {
        await this.db.dropCollection(name).catch(() => undefined);
        throw error;
      }
      // 2. Switch the pointer in one single-document update, conditional on nobody else having switched it.
      //    (FerretDB 1.x does not isolate that condition: two racing imports of one resource may both "win";
      //    the last switch stands and readers still see one whole version.)
      const lastUpdated = new Date().toISOString();
      const next: Pointer = {
        _id: resource,
        collection: name,
        generation,
        versionName,
        version: (current?.version ?? 0) + 1,
        lastUpdated,
        ...(current ? { previous: { collection: current.collection, retiredAt: Date.now() } } : {}),
      };
      const switched = current
        ? (await this.pointers().replaceOne({ _id: resource, generation: current.generation }, next)).modifiedCount === 1
        : await this.pointers()
            .insertOne(next)
            .then(() => true)
            .catch((error: unknown) => (isDuplicateKey(error) ? false : Promise.reject(error)));
      if (!switched) {
        this.pointerCache.delete(resource);
        await this.db.dropCollection(name).catch(() => undefined);
        throw new Error(`Another import of "${resource}" finished first; nothing was replaced by this one. Retry it.`);
      }
      this.pointerCache.set(resource, { pointer: next, at: Date.now() });
      // 3. MASTERVERSION after the switch, so a client seeing it bumped finds the new data. Without transactions
      //    a crash right here leaves it one import behind until the next import bumps it.
      await this.db
        .collection<MasterDoc>(MASTER)
        .updateOne({ _id: MASTER_VERSION }, { $inc: { version: 1 }, $set: { lastUpdated } }, { upsert: true });
      // 4. The previous collection goes once readers holding the old pointer are done with it.
      this.scheduleCleanup();
      return { name: versionName, version: next.version, lastUpdated };
    }, { retry: false });
  }

  async find(resource: string, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    const where = `find("${resource}")`;
    checkResourceName(resource);
    checkFilter(filter, where);
    checkSort(options.sort, where);
    checkPaging(options.skip, options.limit, where);
    if (options.limit === 0) return [];
    // Ties keep import order: `_id` is the import position.
    const sort = { ...options.sort, _id: 1 } as const;
    const inProcess = this.ferretDb && hasFieldElemMatch(filter);
    const docs = await this.readResource(
      resource,
      where,
      async (collection) => {
        if (!inProcess) {
          return collection
            .find(filter, { projection: { _id: 0 }, sort, skip: options.skip, limit: options.limit, batchSize: READ_BATCH })
            .toArray();
        }
        const candidates = await collection
          .find(relaxElemMatch(filter), { projection: { _id: 0 }, sort, batchSize: READ_BATCH })
          .toArray();
        const query = new Query(filter, { scriptEnabled: false });
        const matching = candidates.filter((doc) => query.test(unwrapNestedArrays(doc) as Doc));
        const skip = options.skip ?? 0;
        return matching.slice(skip, options.limit === undefined ? undefined : skip + options.limit);
      },
      // Empty answers, and answers large enough to span several cursor batches (a batch is also cut at 16 MB),
      // are checked against a concurrent replace; small answers come in one batch, read at one moment.
      (result) => result.length === 0 || result.length > SINGLE_BATCH_SAFE,
      [],
    );
    return docs.map((doc) => deepFreeze(this.ferretDb ? (unwrapNestedArrays(doc) as Doc) : (doc as Doc)));
  }

  async findOne(resource: string, filter: Filter): Promise<Doc | null> {
    const [doc] = await this.find(resource, filter, { limit: 1 });
    return doc ?? null;
  }

  async count(resource: string, filter: Filter = {}): Promise<number> {
    const where = `count("${resource}")`;
    checkResourceName(resource);
    checkFilter(filter, where);
    if (this.ferretDb && hasFieldElemMatch(filter)) return (await this.find(resource, filter)).length;
    return this.readResource(
      resource,
      where,
      (collection) => collection.countDocuments(filter),
      (n) => n === 0,
      0,
    );
  }

  async dataVersions(): Promise<DataVersion[]> {
    return this.guard('read data versions', async () => {
      const [pointers, master] = await Promise.all([
        this.pointers().find({}).toArray(),
        this.db.collection<MasterDoc>(MASTER).findOne({ _id: MASTER_VERSION }),
      ]);
      const byName = new Map<string, DataVersion>();
      for (const p of pointers) {
        const seen = byName.get(p.versionName);
        if (!seen || seen.version < p.version) {
          byName.set(p.versionName, { name: p.versionName, version: p.version, lastUpdated: p.lastUpdated });
        }
      }
      if (master) byName.set(MASTER_VERSION, { name: MASTER_VERSION, version: master.version, lastUpdated: master.lastUpdated });
      return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    });
  }

  // ---- users ----

  async getUser(id: string): Promise<UserRecord | null> {
    checkUserId(id);
    return this.guard('read a user', async () => toUser(await this.users().findOne({ _id: id })));
  }

  async ensureUser(id: string, defaultUsername: string): Promise<UserRecord> {
    checkUserId(id);
    if (typeof defaultUsername !== 'string') throw new Error(`ensureUser("${id}") needs a username string.`);
    return this.guard('create a user', async () => {
      try {
        const doc = await this.users().findOneAndUpdate(
          { _id: id },
          { $setOnInsert: { username: defaultUsername, createdAt: new Date().toISOString() } },
          { upsert: true, returnDocument: 'after' },
        );
        return toUser(doc)!;
      } catch (error) {
        // Two first logins at once: one upsert inserts, the other hits the key; the user exists either way.
        if (!isDuplicateKey(error)) throw error;
        return toUser(await this.users().findOne({ _id: id }))!;
      }
    });
  }

  async setUsername(id: string, username: string): Promise<UserRecord> {
    checkUserId(id);
    if (typeof username !== 'string') throw new Error(`setUsername("${id}") needs a username string.`);
    const user = await this.guard('rename a user', async () =>
      toUser(await this.users().findOneAndUpdate({ _id: id }, { $set: { username } }, { returnDocument: 'after' })),
    );
    if (!user) throw new NotFoundError(`No user with id "${id}".`);
    return user;
  }

  // ---- characters ----

  async listCharacters(userId: string): Promise<CharacterRecord[]> {
    checkUserId(userId);
    return this.guard('list characters', async () =>
      (await this.characters().find({ userId }, { sort: { seq: 1, _id: 1 } }).toArray()).map(toCharacter),
    );
  }

  async getCharacter(userId: string, id: string): Promise<CharacterRecord | null> {
    checkUserId(userId);
    if (typeof id !== 'string') return null;
    return this.guard('read a character', async () => {
      const doc = await this.characters().findOne({ _id: id, userId });
      return doc ? toCharacter(doc) : null;
    });
  }

  async saveCharacter(userId: string, request: CharacterSaveRequest, limit: number): Promise<CharacterRecord> {
    const [saved] = await this.saveCharacters(userId, [request], limit);
    return saved!;
  }

  async saveCharacters(userId: string, requests: CharacterSaveRequest[], limit: number): Promise<CharacterRecord[]> {
    checkCharacterArgs(userId, requests);
    checkLimit(limit);
    return this.guard(
      'save characters',
      async () => {
        // Checked up front: updates name the user's own characters, and the creates fit under the limit.
        const ids = requests.flatMap((r) => (r.id == null ? [] : [r.id]));
        const creates = requests.length - ids.length;
        const owned = await retryBusy(() => this.characters().find({ userId }, { projection: { _id: 1, slot: 1 } }).toArray());
        const ownedIds = new Set(owned.map((d) => d._id));
        const missing = ids.find((id) => !ownedIds.has(id));
        if (missing !== undefined) throw new NotFoundError(`No character "${missing}" for this user.`);
        if (creates > 0 && owned.length + creates > limit) throw new CharacterLimitError(limit);
        const taken = new Set(owned.map((d) => d.slot));
        // Without multi-document transactions (FerretDB has none) a batch is made all-or-nothing by undoing:
        // each write remembers how to take it back.
        const saved: CharacterRecord[] = [];
        const undo: (() => Promise<unknown>)[] = [];
        try {
          for (const request of requests) {
            if (request.id == null) {
              const created = await retryBusy(() => this.createCharacter(userId, request.jsonData, limit, taken));
              undo.push(() => this.characters().deleteOne({ _id: created.id, userId }));
              saved.push(created);
            } else {
              const id = request.id;
              const before = await retryBusy(() =>
                this.characters().findOneAndUpdate({ _id: id, userId }, { $set: { jsonData: request.jsonData } }, { returnDocument: 'before' }),
              );
              if (!before) throw new NotFoundError(`No character "${request.id}" for this user (deleted meanwhile).`);
              // Only if nobody saved it since: a later save must not be overwritten by the undo.
              undo.push(() => this.characters().updateOne({ _id: id, userId, jsonData: request.jsonData }, { $set: { jsonData: before.jsonData } }));
              saved.push({ id, userId, jsonData: request.jsonData });
            }
          }
        } catch (error) {
          const kept: CharacterRecord[] = [];
          for (let i = undo.length - 1; i >= 0; i--) {
            await retryBusy(undo[i]!).catch(() => kept.unshift(saved[i]!));
          }
          if (kept.length) {
            const which = kept.map((c) => `"${c.id}" (batch entry ${saved.indexOf(c) + 1})`).join(', ');
            throw new PartialSaveError(
              `The batch failed part-way (${messageOf(error)}) and ${kept.length} of its ${requests.length} saves could not be undone: ${which} stayed saved; the rest were not saved.`,
              kept,
              { cause: error },
            );
          }
          throw error;
        }
        return saved;
      },
      // A batch is not repeated as a whole (its creates would repeat); each call above retries on its own.
      { retry: false },
    );
  }

  async deleteCharacter(userId: string, id: string): Promise<boolean> {
    checkUserId(userId);
    if (typeof id !== 'string') return false;
    return this.guard('delete a character', async () => {
      const { deletedCount } = await this.characters().deleteOne({ _id: id, userId });
      return deletedCount > 0;
    });
  }

  // ---- lifecycle ----

  async ping(): Promise<void> {
    await this.guard('ping', () => this.db.command({ ping: 1 }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.client.close();
  }

  /**
   * Drops versioned collections no pointer names: a superseded one once `retireGraceMs` passed since the switch,
   * one no pointer ever named (an interrupted import) once it is `orphanGraceMs` old. Returns the dropped names.
   */
  async dropUnusedCollections(now = Date.now()): Promise<string[]> {
    return this.guard('clean up collections', async () => {
      const [collections, pointers] = await Promise.all([
        this.db.listCollections({}, { nameOnly: true }).toArray(),
        this.pointers().find({}).toArray(),
      ]);
      const current = new Set(pointers.map((p) => p.collection));
      const retiredAt = new Map(pointers.flatMap((p) => (p.previous ? [[p.previous.collection, p.previous.retiredAt]] : [])));
      const dropped: string[] = [];
      for (const { name } of collections) {
        const match = VERSIONED.exec(name);
        if (!match || current.has(name)) continue;
        const retired = retiredAt.get(name);
        const age = retired !== undefined ? now - retired : now - parseInt(match[3]!, 36);
        if (age < (retired !== undefined ? this.retireGraceMs : this.orphanGraceMs)) continue;
        await this.db.dropCollection(name).catch(() => undefined);
        dropped.push(name);
      }
      return dropped;
    });
  }

  // ---- internals ----

  private async setUp(): Promise<void> {
    await this.characters().createIndex({ userId: 1, slot: 1 }, { unique: true });
    await this.characters().createIndex({ userId: 1, seq: 1 });
    await this.expiring.setUp();
    await this.dropUnusedCollections();
  }

  private pointers(): Collection<Pointer> {
    return this.db.collection<Pointer>(POINTERS);
  }

  private users(): Collection<UserDoc> {
    return this.db.collection<UserDoc>(USERS);
  }

  private characters(): Collection<CharacterDoc> {
    return this.db.collection<CharacterDoc>(CHARACTERS);
  }

  private async fillCollection(name: string, resource: string, docs: Doc[]): Promise<void> {
    await this.db.createCollection(name);
    const collection = this.db.collection<StoredDoc>(name);
    for (let start = 0; start < docs.length; start += this.importBatchSize) {
      const batch = docs
        .slice(start, start + this.importBatchSize)
        .map((doc, i) => ({ _id: start + i, ...(this.ferretDb ? wrapNestedArrays(doc, resource, start + i) : doc) }));
      try {
        await collection.insertMany(batch, { ordered: true });
      } catch (error) {
        if (isUnavailable(error)) throw error;
        throw new Error(
          `Documents ${start}-${start + batch.length - 1} of "${resource}" were refused by the database: ${messageOf(error)}; nothing was replaced.`,
          { cause: error },
        );
      }
    }
    for (const key of NATURAL_KEYS) {
      if (docs.some((doc) => key in doc)) await collection.createIndex({ [key]: 1 });
    }
    // A collection dropped under us (by a clean-up elsewhere) would be recreated partly by later inserts.
    const stored = await collection.countDocuments({});
    if (stored !== docs.length) {
      throw new Error(`Import of "${resource}" stored ${stored} of ${docs.length} documents; nothing was replaced.`);
    }
  }

  /**
   * Inserts a character into the first free slot below `limit`; a slot taken meanwhile by a concurrent create
   * (duplicate key) moves on to the next. `taken` holds the slots known to be used and is updated.
   */
  private async createCharacter(userId: string, jsonData: string, limit: number, taken: Set<number>): Promise<CharacterRecord> {
    for (let slot = 0; slot < limit; slot++) {
      if (taken.has(slot)) continue;
      const seq = (this.lastSeq = Math.max(Date.now() * 1024, this.lastSeq + 1));
      const doc: CharacterDoc = { _id: randomUUID(), userId, jsonData, slot, seq };
      try {
        await this.characters().insertOne(doc);
        taken.add(slot);
        return toCharacter(doc);
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        taken.add(slot);
      }
    }
    throw new CharacterLimitError(limit);
  }

  private async readPointer(resource: string): Promise<Pointer | null> {
    const pointer = await this.pointers().findOne({ _id: resource });
    this.pointerCache.set(resource, { pointer, at: Date.now() });
    return pointer;
  }

  private async pointer(resource: string): Promise<Pointer | null> {
    const cached = this.pointerCache.get(resource);
    if (cached && Date.now() - cached.at < this.pointerTtlMs) return cached.pointer;
    return this.readPointer(resource);
  }

  /**
   * Runs a read on the collection serving `resource`. When the result looks suspicious (empty, or large enough to
   * have needed several batches) or the collection vanished mid-read, the pointer is read again: if a replace moved
   * it meanwhile and the collection read is gone (dropped, possibly while the cursor was still reading it: FerretDB
   * then ends the cursor early instead of failing) or the result was empty, the read runs on the new collection.
   */
  private async readResource<T>(
    resource: string,
    where: string,
    read: (collection: Collection<StoredDoc>) => Promise<T>,
    suspicious: (result: T) => boolean,
    empty: T,
  ): Promise<T> {
    return this.guard(where, async () => {
      for (let attempt = 0; ; attempt++) {
        const pointer = attempt === 0 ? await this.pointer(resource) : await this.readPointer(resource);
        if (!pointer) return empty;
        let result: T | undefined;
        let failure: unknown;
        try {
          result = await read(this.db.collection<StoredDoc>(pointer.collection));
          if (!suspicious(result)) return result;
        } catch (error) {
          if (!(error instanceof MongoServerError && GONE_CODES.has(Number(error.code)))) throw error;
          failure = error;
        }
        const fresh = await this.readPointer(resource);
        const moved = fresh !== null && fresh.collection !== pointer.collection;
        if (!moved) {
          if (failure !== undefined) throw failure;
          return result as T;
        }
        const gone = failure !== undefined || !(await this.db.listCollections({ name: pointer.collection }, { nameOnly: true }).hasNext());
        const wasEmpty = failure === undefined && suspicious(result as T) && isEmptyResult(result);
        if (!gone && !wasEmpty) return result as T;
        // Several replaces in a row could move the pointer again while we re-read; give up after a few rounds.
        if (attempt >= 3) throw failure ?? new StoreUnavailableError(`Cannot ${where}: the data changed during every read attempt.`);
      }
    });
  }

  private scheduleCleanup(): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) this.dropUnusedCollections().catch(() => undefined);
    }, this.retireGraceMs + 50);
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Runs driver calls, turning connection failures into StoreUnavailableError naming the server. With `retry`, an
   * operation the server refused as busy (nothing written) is tried again: only for idempotent `fn`s.
   */
  private async guard<T>(action: string, fn: () => Promise<T>, { retry = true }: { retry?: boolean } = {}): Promise<T> {
    if (this.closed) throw new StoreUnavailableError(`The store (${this.where}) is closed; cannot ${action}.`);
    try {
      return await (retry ? retryBusy(fn) : fn());
    } catch (error) {
      throw toStoreError(error, this.where, action);
    }
  }
}

/** Connects to MongoDB (or FerretDB) and returns the store. */
export function openMongoStore(options: MongoStoreOptions): Promise<MongoStore> {
  return MongoStore.open(options);
}

/** Socket-level failures seen when the server goes away mid-operation (the driver does not always wrap them). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function isUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 4) return false;
  if (
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoServerClosedError
  ) {
    return true;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return isUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * A write the server refused because it was busy, so nothing was written: FerretDB's SQLite backend answers
 * "database is locked (SQLITE_BUSY)" under many concurrent writers; MongoDB answers WriteConflict (112).
 */
function isBusy(error: unknown): boolean {
  return error instanceof MongoServerError && (/database is locked|SQLITE_BUSY/i.test(error.message) || error.code === 112);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Tries an idempotent operation again (up to 6 times, backing off from 10 ms) while the server says it is busy. */
async function retryBusy<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!isBusy(error) || attempt >= 5) throw error;
      await sleep(10 * 2 ** attempt + Math.random() * 10);
    }
  }
}

function toStoreError(error: unknown, where: string, action: string): unknown {
  if (error instanceof PartialSaveError) return error;
  if (isBusy(error)) return new StoreUnavailableError(`Cannot ${action}: ${where} is busy; nothing was written (${messageOf(error)}).`, { cause: error });
  if (error instanceof StoreUnavailableError || !isUnavailable(error)) return error;
  return new StoreUnavailableError(`Cannot ${action}: ${where} is unreachable (${messageOf(error)}).`, { cause: error });
}

function isEmptyResult(result: unknown): boolean {
  return result === 0 || (Array.isArray(result) && result.length === 0);
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

function toUser(doc: UserDoc | null): UserRecord | null {
  return doc ? { id: doc._id, username: doc.username, createdAt: doc.createdAt } : null;
}

function toCharacter(doc: CharacterDoc): CharacterRecord {
  return { id: doc._id, userId: doc.userId, jsonData: doc.jsonData };
}

/** The URI without credentials, for messages. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

function dbNameFromUri(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(uri);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

