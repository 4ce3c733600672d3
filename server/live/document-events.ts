// Document change events for the live subscriptions: the document service says "this document changed" after a save
// or delete, the share service after a revocation, and every subscriber of that document on every instance hears it.
// Without REDIS_URL the events stay in this process; with it they also go through one Redis pub/sub channel, which
// every instance listens to. An event names the document and its revision only: a subscriber reads the document as
// it is now (and, for a share link, whether the link still lives), so an event is never trusted for content and a
// missed one costs nothing but a later read.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DocumentKindName } from '../../core/documents/kinds.ts';
import { redactRedisUrl } from '../auth/limit-counters.ts';

/** members-changed: a campaign's members or invites changed (its document did not: the dashboard reads it again). */
export type DocumentChangeType = 'saved' | 'deleted' | 'share-revoked' | 'members-changed';

export interface DocumentEvent {
  kind: DocumentKindName;
  userId: string;
  documentId: string;
  change: DocumentChangeType;
  /** The stored revision after a save; absent for a delete or a revocation. */
  revision?: number;
}

/**
 * What a listener hears: an event of its document, or `resync` after the Redis subscription was lost and came back
 * (events may have been missed meanwhile, so every subscriber reads its document again).
 */
export type DocumentSignal = DocumentEvent | { change: 'resync' };

export interface DocumentEvents {
  /** Tells every subscriber of the document (here and, with Redis, on every instance). Never throws, never waits long. */
  publish(event: DocumentEvent): Promise<void>;
  /** Calls `listener` for each signal of the document; returns the function that stops it. */
  listen(kind: DocumentKindName, userId: string, documentId: string, listener: (signal: DocumentSignal) => void): () => void;
  /** True when events travel between instances through Redis. */
  readonly shared: boolean;
  close(): Promise<void>;
}

/** The one Redis channel of this application's document events. */
export const DOCUMENT_EVENTS_CHANNEL = 'sw5e:live:documents';
/** A publish to Redis that takes longer is given up (the local subscribers already have the event). */
const PUBLISH_TIMEOUT_MS = 1000;
const WARN_EVERY_MS = 30_000;

const documentKey = (kind: string, userId: string, documentId: string) => JSON.stringify([kind, userId, documentId]);

/** The in-process part every variant has: listeners by document. */
function localHub() {
  const emitter = new EventEmitter();
  // One listener per open subscription: there is no fixed number to warn at.
  emitter.setMaxListeners(0);
  return {
    deliver(event: DocumentEvent) {
      emitter.emit(documentKey(event.kind, event.userId, event.documentId), event);
    },
    resyncAll() {
      for (const name of emitter.eventNames()) emitter.emit(name, { change: 'resync' });
    },
    listen(kind: DocumentKindName, userId: string, documentId: string, listener: (signal: DocumentSignal) => void) {
      const key = documentKey(kind, userId, documentId);
      emitter.on(key, listener);
      return () => void emitter.off(key, listener);
    },
  };
}

export function createDocumentEvents(redisUrl: string | undefined, log: (line: string) => void = console.warn): DocumentEvents {
  const hub = localHub();
  if (!redisUrl) {
    return {
      shared: false,
      async publish(event) {
        hub.deliver(event);
      },
      listen: hub.listen,
      close: async () => undefined,
    };
  }
  return redisDocumentEvents(redisUrl, hub, log);
}

function redisDocumentEvents(redisUrl: string, hub: ReturnType<typeof localHub>, log: (line: string) => void): DocumentEvents {
  /** Marks this instance's own messages, which it delivered locally already. */
  const origin = randomUUID();
  let lastWarning = -Infinity;
  const warn = (why: string) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    log(`Live updates: Redis at ${redactRedisUrl(redisUrl)} is unreachable (${why}); saves reach the subscribers of this instance only until it answers again.`);
  };
  const options = {
    lazyConnect: true,
    // A publish while Redis is away fails at once rather than queueing: the subscribers read the document again when
    // the subscription comes back (resync below).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(200 * attempt, 2000),
  };
  const publisher = new Redis(redisUrl, options);
  // The subscriber re-subscribes by itself after a reconnection (ioredis autoResubscribe); it needs its offline queue
  // for that first SUBSCRIBE.
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  publisher.on('error', (error: Error) => warn(error.message));
  subscriber.on('error', (error: Error) => warn(error.message));
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    // Back after an outage: whatever was published meanwhile was lost, so every subscriber reads its document again.
    if (subscribedOnce) hub.resyncAll();
  });
  subscriber.on('message', (_channel: string, text: string) => {
    let message: { origin?: string; event?: DocumentEvent };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.origin === origin || !message.event) return;
    const { kind, userId, documentId, change, revision } = message.event;
    if (typeof kind !== 'string' || typeof userId !== 'string' || typeof documentId !== 'string' || typeof change !== 'string') return;
    hub.deliver({ kind, userId, documentId, change, ...(typeof revision === 'number' ? { revision } : {}) });
  });
  void publisher.connect().catch((error: Error) => warn(error.message));
  void subscriber
    .connect()
    .then(() => subscriber.subscribe(DOCUMENT_EVENTS_CHANNEL))
    .then(() => (subscribedOnce = true))
    .catch((error: Error) => warn(error.message));

  return {
    shared: true,
    async publish(event) {
      hub.deliver(event);
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          publisher.publish(DOCUMENT_EVENTS_CHANNEL, JSON.stringify({ origin, event })),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${PUBLISH_TIMEOUT_MS} ms`)), PUBLISH_TIMEOUT_MS))),
        ]);
      } catch (error) {
        warn((error as Error).message);
      } finally {
        clearTimeout(timer);
      }
    },
    listen: hub.listen,
    async close() {
      // disconnect, not quit: quit waits for an answer a Redis that went away never sends.
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
