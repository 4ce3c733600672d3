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
  DocumentLimitError,
  NotFoundError,
  PartialSaveError,
  RevisionConflictError,
  StoreUnavailableError,
  type DataVersion,
  type Doc,
  type DocumentKindName,
  type DocumentRecord,
  type DocumentSaveRequest,
  type Filter,
  type FindOptions,
  type RevisionConflict,
  type ShareFilter,
  type ShareRecord,
  type ShareViewName,
  type Store,
  type UserRecord,
} from './port.ts';
import { checkDocumentArgs, checkKind, checkLimit, checkShareArgs, checkUserId, newShareToken } from './records.ts';

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

/*
 * User documents. Two constraints shape them. FerretDB 1.x applies conditional updates, findAndModify and $inc without
 * isolation (two compare-and-set updates racing on one document may both match and both write), so every decision
 * that must be atomic is an insert under a unique key. And its SQLite handler pushes only a bare `{_id}` filter down
 * to SQLite (any other filter reads and parses the whole collection), so the paths taken on every request (a share
 * link polled each second, a read, a save) look documents up by `_id` alone and check the other fields here.
 */

/** A user's document: its owner, kind, place under the limit and current text, one revision at a time. */
interface HeadDoc {
  _id: string;
  kind: DocumentKindName;
  userId: string;
  /** Which of the user's places of the kind it takes (its slot claim, below, holds the place). */
  slot: number;
  /** Creation order for listing (time-based, increasing within a process). */
  seq: number;
  jsonData: string;
  revision: number;
  changedAt: string;
}

/**
 * One of a user's `limit` places for a kind, keyed `<kind>:<userId>:<slot>`. Claiming a free one with an insert is
 * what holds the limit under concurrent creates; the small slot documents are also what a listing reads first.
 */
interface SlotDoc {
  _id: string;
  kind: DocumentKindName;
  userId: string;
  slot: number;
  documentId: string;
  /** ms; a claim whose document never appeared (a process killed mid-create) is freed once it is old. */
  claimedAt: number;
}

/**
 * The right to write revision N of a document, keyed `<document id>:<N>`: a save from revision N-1 inserts it first,
 * so of two saves from the same revision exactly one gets it (the other is a conflict). It is removed once the head
 * holds revision N; a claim left by a killed process is taken over once it is old.
 */
interface ClaimDoc {
  _id: string;
  claimedAt: number;
}

/** A share link, keyed by its token; (documentId, view) is unique, so asking twice gives the same link. */
interface ShareDoc {
  _id: string;
  kind: DocumentKindName;
  documentId: string;
  userId: string;
  view: ShareViewName;
  createdAt: string;
  /** Creation order for listing (time-based, increasing within a process; createdAt alone ties within a ms). */
  seq: number;
}

/** Characters as stored before document kinds: moved into heads and revisions when the store opens. */
interface LegacyCharacterDoc {
  _id: string;
  userId: string;
  jsonData: string;
  slot: number;
  seq: number;
}

/** Stored rules documents carry their import position as `_id`: order without an extra field, stripped on read. */
type StoredDoc = Doc & { _id: number };

const POINTERS = 'store.pointers';
const MASTER = 'store.master';
const USERS = 'users';
const DOCUMENTS = 'documents';
const SLOTS = 'document_slots';
const CLAIMS = 'document_claims';
const SHARES = 'document_shares';
const LEGACY_CHARACTERS = 'characters';
/**
 * How old a slot or revision claim must be before it counts as left behind by a killed process: far longer than a
 * save takes (milliseconds), so a live save is never overtaken.
 */
const STALE_CLAIM_MS = 30_000;
/** How long a save waits for another save holding the next revision to finish, before answering "busy". */
const CLAIM_WAIT_MS = 3_000;
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

  // ---- documents ----

  async listDocuments(kind: DocumentKindName, userId: string): Promise<DocumentRecord[]> {
    checkKind(kind);
    checkUserId(userId);
    return this.guard(`list ${kind} documents`, async () => {
      const slots = await this.slots().find({ userId, kind }, { projection: { documentId: 1 } }).toArray();
      const heads = await Promise.all(slots.map((slot) => this.ownedHead(kind, userId, slot.documentId)));
      return heads
        .filter((head): head is HeadDoc => head !== null)
        .sort((a, b) => a.seq - b.seq || (a._id < b._id ? -1 : 1))
        .map(toRecord);
    });
  }

  async getDocument(kind: DocumentKindName, userId: string, id: string): Promise<DocumentRecord | null> {
    checkKind(kind);
    checkUserId(userId);
    if (typeof id !== 'string') return null;
    return this.guard(`read a ${kind}`, async () => {
      const head = await this.ownedHead(kind, userId, id);
      return head ? toRecord(head) : null;
    });
  }

  async saveDocument(kind: DocumentKindName, userId: string, request: DocumentSaveRequest, limit: number): Promise<DocumentRecord> {
    const [saved] = await this.saveDocuments(kind, userId, [request], limit);
    return saved!;
  }

  async saveDocuments(kind: DocumentKindName, userId: string, requests: DocumentSaveRequest[], limit: number): Promise<DocumentRecord[]> {
    checkDocumentArgs(kind, userId, requests);
    checkLimit(limit);
    return this.guard(
      `save ${kind} documents`,
      async () => {
        // Checked up front: updates name the user's own documents of the kind, made from their stored revisions
        // (every conflict is named at once). Each write below checks its revision again, atomically, and the creates
        // claim their places one by one: no free place is the limit.
        const heads = new Map<string, HeadDoc>();
        const conflicts: RevisionConflict[] = [];
        for (const r of requests) {
          if (r.id == null) continue;
          const head = await this.ownedHead(kind, userId, r.id);
          if (!head) throw new NotFoundError(`No ${kind} "${r.id}" for this user.`);
          heads.set(r.id, head);
          if (r.baseRevision != null && r.baseRevision !== head.revision) conflicts.push({ id: r.id, current: toRecord(head) });
        }
        if (conflicts.length > 0) throw new RevisionConflictError(kind, conflicts);
        const creates = requests.length - heads.size;
        const taken = new Set<number>();
        if (creates > 0) {
          const slots = await retryBusy(() => this.slots().find({ userId, kind }, { projection: { slot: 1 } }).toArray());
          if (slots.length + creates > limit) throw new DocumentLimitError(kind, limit);
          for (const { slot } of slots) taken.add(slot);
        }
        const changedAt = new Date().toISOString();
        // Without multi-document transactions (FerretDB has none) a batch is made all-or-nothing by undoing:
        // each write remembers how to take it back.
        const saved: DocumentRecord[] = [];
        const undo: (() => Promise<unknown>)[] = [];
        try {
          for (const request of requests) {
            if (request.id == null) {
              const created = await this.createDocument(kind, userId, request.jsonData, changedAt, limit, taken);
              undo.push(() => this.removeDocument(created));
              saved.push(toRecord(created));
            } else {
              const before = heads.get(request.id)!;
              const written = await this.writeNextRevision(before, request.jsonData, request.baseRevision ?? null, changedAt);
              undo.push(() => this.restoreRevision(written, before));
              saved.push(toRecord(written));
            }
          }
        } catch (error) {
          const kept: DocumentRecord[] = [];
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

  async deleteDocument(kind: DocumentKindName, userId: string, id: string): Promise<boolean> {
    checkKind(kind);
    checkUserId(userId);
    if (typeof id !== 'string') return false;
    return this.guard(`delete a ${kind}`, async () => {
      const head = await this.ownedHead(kind, userId, id);
      return head ? this.removeDocument(head) : false;
    });
  }

  // ---- share links ----

  async createShare(userId: string, kind: DocumentKindName, documentId: string, view: ShareViewName): Promise<ShareRecord> {
    checkShareArgs(userId, kind, documentId, view);
    return this.guard(`share a ${kind}`, async () => {
      const owned = async () => (await this.ownedHead(kind, userId, documentId)) !== null;
      if (!(await owned())) throw new NotFoundError(`No ${kind} "${documentId}" for this user.`);
      const existing = await this.shares().findOne({ documentId, view });
      if (existing) return toShare(existing);
      const seq = (this.lastSeq = Math.max(Date.now() * 1024, this.lastSeq + 1));
      const doc: ShareDoc = { _id: newShareToken(), kind, documentId, userId, view, createdAt: new Date().toISOString(), seq };
      try {
        await this.shares().insertOne(doc);
      } catch (error) {
        // Asked twice at once: the other request made the link; both answer with it.
        if (!isDuplicateKey(error)) throw error;
        const made = await this.shares().findOne({ documentId, view });
        if (made) return toShare(made);
        throw error;
      }
      // Deleted meanwhile: the delete may have missed this new link, so take it back.
      if (!(await owned())) {
        await this.shares().deleteOne({ _id: doc._id });
        throw new NotFoundError(`No ${kind} "${documentId}" for this user (deleted meanwhile).`);
      }
      return toShare(doc);
    });
  }

  async listShares(userId: string, filter: ShareFilter = {}): Promise<ShareRecord[]> {
    checkUserId(userId);
    if (filter.kind !== undefined) checkKind(filter.kind);
    return this.guard('list share links', async () =>
      (
        await this.shares()
          .find({
            userId,
            ...(filter.kind !== undefined ? { kind: filter.kind } : {}),
            ...(filter.documentId !== undefined ? { documentId: filter.documentId } : {}),
          }, { sort: { seq: 1, _id: 1 } })
          .toArray()
      ).map(toShare),
    );
  }

  async getShare(token: string): Promise<ShareRecord | null> {
    if (typeof token !== 'string' || token === '') return null;
    return this.guard('read a share link', async () => {
      const doc = await this.shares().findOne({ _id: token });
      return doc ? toShare(doc) : null;
    });
  }

  async revokeShare(userId: string, token: string): Promise<boolean> {
    checkUserId(userId);
    if (typeof token !== 'string') return false;
    return this.guard('revoke a share link', async () => (await this.shares().deleteOne({ _id: token, userId })).deletedCount > 0);
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
    await this.slots().createIndex({ userId: 1, kind: 1 });
    await this.shares().createIndex({ documentId: 1, view: 1 }, { unique: true });
    await this.shares().createIndex({ userId: 1, seq: 1 });
    await this.migrateLegacyCharacters();
    await this.expiring.setUp();
    await this.dropUnusedCollections();
  }

  /**
   * Moves characters stored before document kinds (one collection, a slot per user) into slot claims and heads at
   * revision 1. Each step is an insert that a repeat finds done (duplicate key), and the old document goes last, so
   * an open interrupted part-way, or two instances opening at once, finish the move without losing or doubling one.
   */
  private async migrateLegacyCharacters(): Promise<void> {
    const legacy = this.db.collection<LegacyCharacterDoc>(LEGACY_CHARACTERS);
    if (!(await this.db.listCollections({ name: LEGACY_CHARACTERS }, { nameOnly: true }).hasNext())) return;
    const changedAt = new Date().toISOString();
    for await (const old of legacy.find({}, { sort: { seq: 1, _id: 1 } })) {
      // The slot it held, unless an earlier interrupted move gave it another (its claim then names it already).
      let slot = (await this.slots().findOne({ documentId: old._id }))?.slot;
      for (let candidate = old.slot; slot === undefined; candidate++) {
        const claim: SlotDoc = { _id: slotKey('character', old.userId, candidate), kind: 'character', userId: old.userId, slot: candidate, documentId: old._id, claimedAt: Date.now() };
        if (await insertUnlessTaken(this.slots(), claim)) slot = candidate;
      }
      const head: HeadDoc = { _id: old._id, kind: 'character', userId: old.userId, slot, seq: old.seq, jsonData: old.jsonData, revision: 1, changedAt };
      await insertUnlessTaken(this.heads(), head);
      await legacy.deleteOne({ _id: old._id });
    }
    if ((await legacy.countDocuments({})) === 0) await this.db.dropCollection(LEGACY_CHARACTERS).catch(() => undefined);
  }

  private pointers(): Collection<Pointer> {
    return this.db.collection<Pointer>(POINTERS);
  }

  private users(): Collection<UserDoc> {
    return this.db.collection<UserDoc>(USERS);
  }

  private heads(): Collection<HeadDoc> {
    return this.db.collection<HeadDoc>(DOCUMENTS);
  }

  private slots(): Collection<SlotDoc> {
    return this.db.collection<SlotDoc>(SLOTS);
  }

  private claims(): Collection<ClaimDoc> {
    return this.db.collection<ClaimDoc>(CLAIMS);
  }

  private shares(): Collection<ShareDoc> {
    return this.db.collection<ShareDoc>(SHARES);
  }

  /** The document with this id when it is the user's and of the kind, else null (looked up by `_id` alone). */
  private async ownedHead(kind: DocumentKindName, userId: string, id: string): Promise<HeadDoc | null> {
    const head = await retryBusy(() => this.heads().findOne({ _id: id }));
    return head && head.userId === userId && head.kind === kind ? head : null;
  }

  /**
   * Stores the next revision of an existing document. With a base revision, holding the claim on base+1 and finding
   * the head still at base is the compare-and-set; anything else is a conflict naming what is stored now. Without one
   * the save is unconditional: it takes the revision after the stored one, trying again when another save took it.
   * Another save holding the claim is waited for (it lands in milliseconds); a claim left by a killed process is
   * taken over once it is old.
   */
  private async writeNextRevision(head: HeadDoc, jsonData: string, baseRevision: number | null, changedAt: string): Promise<HeadDoc> {
    const { kind, userId, _id: id } = head;
    const gone = () => new NotFoundError(`No ${kind} "${id}" for this user (deleted meanwhile).`);
    const conflict = (current: HeadDoc) => new RevisionConflictError(kind, [{ id, current: toRecord(current) }]);
    let current: HeadDoc | null = head;
    for (let waited = 0, pause = 5; ; ) {
      if (!current) throw gone();
      if (baseRevision !== null && current.revision !== baseRevision) throw conflict(current);
      const base = current.revision;
      const claim: ClaimDoc = { _id: revisionClaimKey(id, base + 1), claimedAt: Date.now() };
      if (await insertUnlessTaken(this.claims(), claim)) {
        try {
          // Holding the claim: the head must still be at base. A save that read its base long ago may hold a claim
          // freed since; the head has then moved on, and so does this save (conflict, or again from the new one).
          current = await this.ownedHead(kind, userId, id);
          if (current && current.revision === base) {
            const next: HeadDoc = { ...current, jsonData, revision: base + 1, changedAt };
            await retryBusy(() => this.heads().replaceOne({ _id: id }, next));
            return next;
          }
        } finally {
          await retryBusy(() => this.claims().deleteOne({ _id: claim._id })).catch(() => undefined);
        }
        continue;
      }
      const holder = await retryBusy(() => this.claims().findOne({ _id: claim._id }));
      if (holder && Date.now() - holder.claimedAt > STALE_CLAIM_MS) {
        await retryBusy(() => this.claims().deleteOne({ _id: holder._id })).catch(() => undefined);
      } else {
        if (waited >= CLAIM_WAIT_MS) {
          throw new StoreUnavailableError(`Cannot save ${kind} "${id}": another save of it did not finish within ${CLAIM_WAIT_MS} ms; nothing was written.`);
        }
        await sleep(pause);
        waited += pause;
        pause = Math.min(pause * 2, 200);
      }
      current = await this.ownedHead(kind, userId, id);
    }
  }

  /**
   * Takes back a save of a failed batch: the head returns to what it was, revision and all, unless another save came
   * after this one (that save stands). Holding the claim on the revision after ours keeps a concurrent save out.
   */
  private async restoreRevision(written: HeadDoc, before: HeadDoc): Promise<void> {
    const claim: ClaimDoc = { _id: revisionClaimKey(written._id, written.revision + 1), claimedAt: Date.now() };
    if (!(await insertUnlessTaken(this.claims(), claim))) return;
    try {
      const current = await this.heads().findOne({ _id: written._id });
      if (current?.revision === written.revision) await this.heads().replaceOne({ _id: written._id }, before);
    } finally {
      await this.claims().deleteOne({ _id: claim._id });
    }
  }

  /**
   * Creates a document in the first free place below `limit`: the place is claimed (a concurrent create taking it
   * first moves this one on), then the document is written. `taken` holds the places known to be used and is updated.
   * No free place: places claimed long ago by creates that never finished are freed once, then the limit is reached.
   */
  private async createDocument(kind: DocumentKindName, userId: string, jsonData: string, changedAt: string, limit: number, taken: Set<number>): Promise<HeadDoc> {
    const id = randomUUID();
    for (let round = 0; round < 2; round++) {
      for (let slot = 0; slot < limit; slot++) {
        if (taken.has(slot)) continue;
        taken.add(slot);
        const claim: SlotDoc = { _id: slotKey(kind, userId, slot), kind, userId, slot, documentId: id, claimedAt: Date.now() };
        if (!(await insertUnlessTaken(this.slots(), claim))) continue;
        const seq = (this.lastSeq = Math.max(Date.now() * 1024, this.lastSeq + 1));
        const head: HeadDoc = { _id: id, kind, userId, slot, seq, jsonData, revision: 1, changedAt };
        try {
          await retryBusy(() => this.heads().insertOne(head));
        } catch (error) {
          await this.slots().deleteOne({ _id: claim._id }).catch(() => undefined);
          throw error;
        }
        return head;
      }
      if (round === 0 && !(await this.freeAbandonedSlots(kind, userId, taken))) break;
    }
    throw new DocumentLimitError(kind, limit);
  }

  /** Frees the user's places whose document never appeared or is gone, claimed long ago; true when one was freed. */
  private async freeAbandonedSlots(kind: DocumentKindName, userId: string, taken: Set<number>): Promise<boolean> {
    const slots = await retryBusy(() => this.slots().find({ userId, kind }).toArray());
    let freed = false;
    for (const slot of slots) {
      if (Date.now() - slot.claimedAt <= STALE_CLAIM_MS) continue;
      if (await this.heads().findOne({ _id: slot.documentId })) continue;
      if ((await this.slots().deleteOne({ _id: slot._id, documentId: slot.documentId })).deletedCount > 0) {
        taken.delete(slot.slot);
        freed = true;
      }
    }
    return freed;
  }

  /** Deletes a document, then its links and its place; false when it was gone already. */
  private async removeDocument(head: HeadDoc): Promise<boolean> {
    // The head first: once it is gone the document is gone for every reader, and its links answer nothing.
    const { deletedCount } = await retryBusy(() => this.heads().deleteOne({ _id: head._id }));
    if (deletedCount === 0) return false;
    await retryBusy(() => this.shares().deleteMany({ documentId: head._id }));
    await retryBusy(() => this.slots().deleteOne({ _id: slotKey(head.kind, head.userId, head.slot), documentId: head._id }));
    return true;
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

function slotKey(kind: DocumentKindName, userId: string, slot: number): string {
  return `${kind}:${userId}:${slot}`;
}

function revisionClaimKey(documentId: string, revision: number): string {
  return `${documentId}:${revision}`;
}

/** Inserts a document keyed by something unique; false when the key is taken (by a concurrent writer, usually). */
function insertUnlessTaken<T extends { _id: string }>(collection: Collection<T>, doc: T): Promise<boolean> {
  return retryBusy(() => collection.insertOne(doc as never))
    .then(() => true)
    .catch((error: unknown) => (isDuplicateKey(error) ? false : Promise.reject(error)));
}

function toRecord(head: HeadDoc): DocumentRecord {
  return { kind: head.kind, id: head._id, userId: head.userId, jsonData: head.jsonData, revision: head.revision, changedAt: head.changedAt };
}

function toShare(doc: ShareDoc): ShareRecord {
  return { token: doc._id, kind: doc.kind, documentId: doc.documentId, userId: doc.userId, view: doc.view, createdAt: doc.createdAt };
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

