// The MongoDB adapter's expiring key-value area (see expiring.ts): one collection, entries keyed by area and key.
// MongoDB drops expired entries itself (a TTL index); FerretDB 1.x keeps them, so reads skip them and writes sweep them
// out from time to time either way.
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { checkExpiringArgs, EXPIRED_SWEEP_MS, type ExpiringEntry, type ExpiringPutOptions, type ExpiringStore } from './expiring.ts';

interface ExpiringDoc {
  _id: string;
  area: string;
  key: string;
  value: string;
  /** null: never expires. */
  expiresAt: Date | null;
  tags: string[];
}

const COLLECTION = 'store.expiring';
const DUPLICATE_KEY = 11000;
const idOf = (area: string, key: string) => `${area}\n${key}`;
const live = (now: Date) => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });

export class MongoExpiring implements ExpiringStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    /** The store's guard: connection failures become StoreUnavailableError naming the server. */
    private readonly guard: <T>(action: string, fn: () => Promise<T>) => Promise<T>,
  ) {}

  /** Creates the indexes (at start-up). */
  async setUp(): Promise<void> {
    await this.collection().createIndex({ area: 1, tags: 1 });
    // FerretDB 1.x may refuse or ignore a TTL index: reads skip expired entries and writes sweep them either way.
    await this.collection()
      .createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 })
      .catch(() => this.collection().createIndex({ expiresAt: 1 }));
  }

  async putExpiring(area: string, key: string, value: string, options: ExpiringPutOptions = {}): Promise<void> {
    checkExpiringArgs(area, key, options);
    if (typeof value !== 'string') throw new Error('An expiring entry holds a string value.');
    await this.guard('store an expiring entry', async () => {
      await this.sweep();
      await this.collection().replaceOne({ _id: idOf(area, key) }, this.doc(area, key, value, options), { upsert: true });
    });
  }

  async addExpiring(area: string, key: string, value: string, options: ExpiringPutOptions = {}): Promise<string> {
    checkExpiringArgs(area, key, options);
    if (typeof value !== 'string') throw new Error('An expiring entry holds a string value.');
    return this.guard('add an expiring entry', async () => {
      const _id = idOf(area, key);
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          // A unique key is atomic on MongoDB and FerretDB alike: one instance's insert wins.
          await this.collection().insertOne(this.doc(area, key, value, options));
          return value;
        } catch (error) {
          if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
        }
        const existing = await this.collection().findOne({ _id, ...live(new Date()) });
        if (existing) return existing.value;
        // Only an expired entry is in the way: take it out (unless it was renewed meanwhile) and try again.
        await this.collection().deleteOne({ _id, expiresAt: { $lte: new Date() } });
      }
      throw new Error(`Cannot add the expiring entry "${key}" of "${area}": it keeps changing under this write.`);
    });
  }

  async getExpiring(area: string, key: string): Promise<string | null> {
    checkExpiringArgs(area, key);
    return this.guard('read an expiring entry', async () => (await this.collection().findOne({ _id: idOf(area, key), ...live(new Date()) }))?.value ?? null);
  }

  async findExpiringByTag(area: string, tag: string): Promise<ExpiringEntry[]> {
    checkExpiringArgs(area, tag);
    return this.guard('find expiring entries', async () =>
      (await this.collection().find({ area, tags: tag, ...live(new Date()) }, { sort: { key: 1 } }).toArray()).map((d) => ({ key: d.key, value: d.value })),
    );
  }

  async deleteExpiring(area: string, key: string): Promise<void> {
    checkExpiringArgs(area, key);
    await this.guard('delete an expiring entry', () => this.collection().deleteOne({ _id: idOf(area, key) }));
  }

  async deleteExpiringByTag(area: string, tag: string): Promise<number> {
    checkExpiringArgs(area, tag);
    return this.guard('delete expiring entries', async () => {
      const entries = await this.collection().find({ area, tags: tag, ...live(new Date()) }, { projection: { _id: 1 } }).toArray();
      if (entries.length) await this.collection().deleteMany({ _id: { $in: entries.map((e) => e._id) } });
      return entries.length;
    });
  }

  private doc(area: string, key: string, value: string, options: ExpiringPutOptions): ExpiringDoc {
    return { _id: idOf(area, key), area, key, value, expiresAt: options.ttlMs === undefined ? null : new Date(Date.now() + options.ttlMs), tags: [...(options.tags ?? [])] };
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < EXPIRED_SWEEP_MS) return;
    this.lastSweep = Date.now();
    await this.collection().deleteMany({ expiresAt: { $lte: new Date() } });
  }

  private collection(): Collection<ExpiringDoc> {
    return this.db.collection<ExpiringDoc>(COLLECTION);
  }
}
