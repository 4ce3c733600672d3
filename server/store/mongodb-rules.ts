// The MongoDB adapter's rules data: each import fills a fresh versioned collection and flips one pointer document, so
// readers never see a mix and no multi-document transaction is needed (FerretDB has none).
import { randomBytes } from 'node:crypto';
import { MongoServerError, type Collection } from 'mongodb';
import { Query } from 'mingo';
import { MASTER_VERSION } from '../../core/resources.ts';
import { checkImportDoc, deepFreeze } from './documents.ts';
import { hasFieldElemMatch, relaxElemMatch, unwrapNestedArrays, wrapNestedArrays } from './ferretdb-compat.ts';
import { checkFilter, checkPaging, checkResourceName, checkSort } from './filter.ts';
import { isDuplicateKey, isUnavailable, messageOf, type MongoConnection } from './mongodb-connection.ts';
import { StoreUnavailableError, type DataVersion, type Doc, type Filter, type FindOptions, type RulesStore } from './port.ts';

export interface MongoRulesOptions {
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

/** Stored rules documents carry their import position as `_id`: order without an extra field, stripped on read. */
type StoredDoc = Doc & { _id: number };

const POINTERS = 'store.pointers';
const MASTER = 'store.master';
/** `rules.<resource>.v<generation>.<creation time, base 36>-<random>` */
const VERSIONED = /^rules\.([A-Za-z][A-Za-z0-9_-]*)\.v(\d+)\.([0-9a-z]+)-([0-9a-f]+)$/;
/** Natural keys looked up by the server; indexed in each versioned collection that has them. */
const NATURAL_KEYS = ['name', 'chapterName', 'level'] as const;
/** Server errors meaning the collection went away under a read (replaced and dropped): re-resolve and retry. */
const GONE_CODES = new Set([26 /* NamespaceNotFound */, 43 /* CursorNotFound */, 175 /* QueryPlanKilled */, 237 /* CursorKilled */]);
/** Large first batches: a whole collection arrives in one reply, so a read never spans a replace. */
const READ_BATCH = 100_000;
/** Answers up to this many documents are taken to have arrived in one batch (no re-check against replaces). */
const SINGLE_BATCH_SAFE = 100;

export class MongoRules implements RulesStore {
  private readonly pointerCache = new Map<string, { pointer: Pointer | null; at: number }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pointerTtlMs: number;
  private readonly retireGraceMs: number;
  private readonly orphanGraceMs: number;
  private readonly importBatchSize: number;

  constructor(
    private readonly connection: MongoConnection,
    options: MongoRulesOptions,
  ) {
    this.pointerTtlMs = options.pointerTtlMs ?? 1000;
    this.retireGraceMs = options.retireGraceMs ?? 60_000;
    this.orphanGraceMs = options.orphanGraceMs ?? 600_000;
    this.importBatchSize = options.importBatchSize ?? 1000;
  }

  private get db() {
    return this.connection.db;
  }

  private get ferretDb() {
    return this.connection.ferretDb;
  }

  private guard<T>(action: string, fn: () => Promise<T>, options?: { retry?: boolean }): Promise<T> {
    return this.connection.guard(action, fn, options);
  }

  /** Drops collections left by interrupted imports (at start-up). */
  async setUp(): Promise<void> {
    await this.dropUnusedCollections();
  }

  /** Stops the scheduled clean-ups (when the store closes). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

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
      if (!this.connection.isClosed) this.dropUnusedCollections().catch(() => undefined);
    }, this.retireGraceMs + 50);
    timer.unref();
    this.timers.add(timer);
  }

  private pointers(): Collection<Pointer> {
    return this.db.collection<Pointer>(POINTERS);
  }
}

function isEmptyResult(result: unknown): boolean {
  return result === 0 || (Array.isArray(result) && result.length === 0);
}
