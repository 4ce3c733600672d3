// One subscriber's feed of a document: woken by the document's events, it reads the document as it is now and hands
// it on when its revision is newer than the last one sent (a view made of several documents, which has no one
// revision, is handed on at every read); a document (or link) that is gone ends the feed. Several
// events that arrive while a read is under way are answered by one read of the newest state, so a burst of saves
// costs one delivery, and the subscriber always gets a whole document, never a difference it could miss.
import type { GraphQLError } from 'graphql';
import type { DocumentSignal } from './document-events.ts';

/** What a feed yields: the document now, or the error that ends the subscription. */
export type Delivery<T> = { document: T; end?: undefined } | { end: GraphQLError; document?: undefined };

export interface FeedOptions<T> {
  /** Starts listening; the feed calls what it returns when it ends. */
  listen(wake: (signal: DocumentSignal) => void): () => void;
  /** The document as the subscriber may see it now; null when it (or the link) is gone, or no longer theirs. */
  read(signal: DocumentSignal | undefined): Promise<T | null>;
  /** Why the feed ends once `read` finds nothing. */
  gone(signal: DocumentSignal | undefined): GraphQLError;
  /**
   * A read's revision, which tells news from what was sent. Absent for a view of several documents (a campaign and its
   * members' characters): the first read is sent at once and every read after a wake is news.
   */
  revisionOf?: (document: T) => number;
  /** The revision the subscriber holds: a newer stored one is sent at once. Absent: only later changes are sent. */
  sinceRevision?: number | null;
}

/**
 * Authorizes the subscription (the first read: an error or a missing document refuses it) and returns its feed. The
 * listener is attached before that read, so a save between the two is not lost.
 */
export async function openFeed<T>(options: FeedOptions<T>): Promise<AsyncIterableIterator<Delivery<T>>> {
  const feed = new LiveFeed(options);
  try {
    const current = await options.read(undefined);
    if (!current) throw options.gone(undefined);
    feed.start(current);
    return feed;
  } catch (error) {
    await feed.return();
    throw error;
  }
}

class LiveFeed<T> implements AsyncIterableIterator<Delivery<T>> {
  private pending: DocumentSignal | null = null;
  private waiter: (() => void) | null = null;
  private first: T | null = null;
  private last = 0;
  private done = false;
  private readonly stopListening: () => void;

  constructor(private readonly options: FeedOptions<T>) {
    this.stopListening = options.listen((signal) => {
      this.pending = signal;
      this.waiter?.();
    });
  }

  start(current: T) {
    const { revisionOf, sinceRevision } = this.options;
    if (!revisionOf) {
      this.first = current;
      return;
    }
    this.last = sinceRevision ?? revisionOf(current);
    if (revisionOf(current) > this.last) this.first = current;
  }

  /** Whether a read is news, noting it as sent when it is. */
  private isNews(document: T): boolean {
    const revisionOf = this.options.revisionOf;
    if (!revisionOf) return true;
    if (revisionOf(document) <= this.last) return false;
    this.last = revisionOf(document);
    return true;
  }

  async next(): Promise<IteratorResult<Delivery<T>>> {
    while (!this.done) {
      if (this.first) {
        const document = this.first;
        this.first = null;
        this.isNews(document);
        return { value: { document }, done: false };
      }
      if (!this.pending) await new Promise<void>((wake) => (this.waiter = wake));
      this.waiter = null;
      const signal = this.pending;
      this.pending = null;
      if (this.done || !signal) continue;
      const now = await this.options.read(signal);
      if (this.done) break;
      if (!now) {
        this.finish();
        return { value: { end: this.options.gone(signal) }, done: false };
      }
      if (this.isNews(now)) return { value: { document: now }, done: false };
    }
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<Delivery<T>>> {
    this.finish();
    this.waiter?.();
    return { value: undefined, done: true };
  }

  private finish() {
    if (this.done) return;
    this.done = true;
    this.stopListening();
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/**
 * Shares one read among every subscriber woken by the same signal (200 viewers of one link read it once per save):
 * the first to ask reads, the others take its promise.
 */
export function readOncePerSignal<T>() {
  const reads = new WeakMap<object, Map<string, Promise<T>>>();
  return (signal: DocumentSignal | undefined, key: string, read: () => Promise<T>): Promise<T> => {
    if (!signal) return read();
    let byKey = reads.get(signal);
    if (!byKey) reads.set(signal, (byKey = new Map()));
    let pending = byKey.get(key);
    if (!pending) byKey.set(key, (pending = read()));
    return pending;
  };
}
