// The MongoDB adapter's one connection, shared by its modules (rules, users, documents, shares, expiring): the client
// and database, the guard that turns driver failures into the port's errors, and the driver helpers they all use.
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
  type OptionalUnlessRequiredId,
} from 'mongodb';
import { PartialSaveError, StoreUnavailableError } from './port.ts';

export class MongoConnection {
  private lastSeq = 0;
  private closed = false;

  constructor(
    readonly client: MongoClient,
    readonly db: Db,
    /** The server named in messages, without credentials. */
    readonly where: string,
    /**
     * FerretDB 1.x differs where it matters here: `$elemMatch` with field conditions matches nothing (such
     * filters run in this process instead), and arrays directly inside arrays are refused (they are wrapped).
     */
    readonly ferretDb: boolean,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  /** A creation order for listing: time-based, increasing within a process. */
  nextSeq(): number {
    this.lastSeq = Math.max(Date.now() * 1024, this.lastSeq + 1);
    return this.lastSeq;
  }

  /**
   * Runs driver calls, turning connection failures into StoreUnavailableError naming the server. With `retry`, an
   * operation the server refused as busy (nothing written) is tried again: only for idempotent `fn`s.
   */
  async guard<T>(action: string, fn: () => Promise<T>, { retry = true }: { retry?: boolean } = {}): Promise<T> {
    if (this.closed) throw new StoreUnavailableError(`The store (${this.where}) is closed; cannot ${action}.`);
    try {
      return await (retry ? retryBusy(fn) : fn());
    } catch (error) {
      throw toStoreError(error, this.where, action);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.close();
  }
}

export const DUPLICATE_KEY = 11000;


/** Socket-level failures seen when the server goes away mid-operation (the driver does not always wrap them). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function isUnavailable(error: unknown, depth = 0): boolean {
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

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Tries an idempotent operation again (up to 6 times, backing off from 10 ms) while the server says it is busy. */
export async function retryBusy<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!isBusy(error) || attempt >= 5) throw error;
      await sleep(10 * 2 ** attempt + Math.random() * 10);
    }
  }
}

export function toStoreError(error: unknown, where: string, action: string): unknown {
  if (error instanceof PartialSaveError) return error;
  if (isBusy(error)) return new StoreUnavailableError(`Cannot ${action}: ${where} is busy; nothing was written (${messageOf(error)}).`, { cause: error });
  if (error instanceof StoreUnavailableError || !isUnavailable(error)) return error;
  return new StoreUnavailableError(`Cannot ${action}: ${where} is unreachable (${messageOf(error)}).`, { cause: error });
}

export function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

/** Inserts a document keyed by something unique; false when the key is taken (by a concurrent writer, usually). */
export function insertUnlessTaken<T extends { _id: string }>(collection: Collection<T>, doc: OptionalUnlessRequiredId<T>): Promise<boolean> {
  return retryBusy(() => collection.insertOne(doc))
    .then(() => true)
    .catch((error: unknown) => (isDuplicateKey(error) ? false : Promise.reject(error)));
}

/** The URI without credentials, for messages. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

export function dbNameFromUri(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(uri);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
