// Read-only share links: the owner of a document makes and revokes them; anyone holding a link's token reads that one
// document, as the link's view shows it, and nothing else. A link never authorises a write.
import { projectForView } from '../../core/documents/adapters.ts';
import { capitalized, DOCUMENT_KIND, offersView, type DocumentKindName, type ShareViewName } from '../../core/documents/kinds.ts';
import type { Store as CounterStore } from 'express-rate-limit';
import type { AuthenticatedUser } from '../auth/caller.ts';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import { badInput, documentNotFound, RequestError } from '../auth/request-errors.ts';
import { secondsUntil, type WriteLimiter } from '../auth/write-limiter.ts';
import { CacheBudget, stringBytes, type CacheArea } from '../cache-budget.ts';
import { NotFoundError, type DocumentStore, type ShareFilter, type ShareRecord, type ShareStore } from '../store/port.ts';
import { MAX_ID_LENGTH } from './document-service.ts';
import type { DocumentEvents } from '../live/document-events.ts';

/** Tokens are 43 characters; anything much longer is not one and is not looked up. */
const MAX_TOKEN_LENGTH = 128;

/** A shared document as a link shows it. */
export interface SharedDocumentModel {
  token: string;
  kind: DocumentKindName;
  view: ShareViewName;
  /** The document as the view shows it (the stored text itself for FULL). */
  jsonData: string;
  revision: number;
  changedAt: string;
}

/** Who reads a link: the signed-in user, else the client's address (the rate limit counts each apart). */
export interface ShareReader {
  user: AuthenticatedUser | null;
  address: string | undefined;
}

/** How share reads are counted: a fixed-window counter store and the reads each reader may make per window. */
export interface ShareReadLimit {
  counter: CounterStore;
  perWindow: number;
  windowMs: number;
}

export class ShareService {
  /**
   * Projected views by document and revision: a players' view polled every second by every player at the table is
   * parsed and projected once per save, not once per poll. Within the cache budget, least recently used out.
   */
  private readonly views: CacheArea<string>;

  constructor(
    private readonly store: DocumentStore & ShareStore,
    private readonly writes: WriteLimiter,
    budget: CacheBudget = new CacheBudget(16 * 1024 * 1024),
    private readonly reads?: ShareReadLimit,
    /** Told of every revocation, so the link's live subscribers end (server/live/). */
    private readonly events?: Pick<DocumentEvents, 'publish'>,
  ) {
    this.views = budget.area('shared-views');
  }

  /** The caller's links, optionally of one kind or one document. */
  async mine(caller: AuthenticatedUser | null, filter: ShareFilter = {}): Promise<ShareRecord[]> {
    const user = requireUser(caller, SCOPES.read);
    if (filter.documentId !== undefined && (typeof filter.documentId !== 'string' || filter.documentId.length > MAX_ID_LENGTH)) return [];
    return this.store.listShares(user.id, filter);
  }

  /**
   * The document a token shows, for anyone (no sign-in): null when the token is unknown or revoked, or its document
   * is gone. Reads the store every time: a viewer polling the link sees each save.
   */
  async shared(token: unknown, reader: ShareReader = { user: null, address: undefined }): Promise<SharedDocumentModel | null> {
    await this.countRead(reader);
    if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return null;
    const share = await this.store.getShare(token);
    if (!share) return null;
    // The owner's document of the link's kind and id, and only that one.
    const document = await this.store.getDocument(share.kind, share.userId, share.documentId);
    if (!document) return null;
    return {
      token: share.token,
      kind: share.kind,
      view: share.view,
      jsonData: this.project(share, document),
      revision: document.revision,
      changedAt: document.changedAt,
    };
  }

  /** The view of one revision of a document, projected once and kept (FULL is the stored text: nothing to keep). */
  private project(share: ShareRecord, document: { id: string; jsonData: string; revision: number; changedAt: string }): string {
    if (share.view === 'FULL') return document.jsonData;
    const key = `${share.kind}\n${share.userId}\n${document.id}\n${document.revision}\n${document.changedAt}\n${share.view}`;
    const kept = this.views.get(key);
    if (kept !== undefined) return kept;
    const projected = projectForView(share.kind, share.view, document.jsonData);
    this.views.set(key, projected, stringBytes(projected) + stringBytes(key));
    return projected;
  }

  /** Counts one read of a link for its reader; RATE_LIMITED once the reader is over the window's allowance. */
  private async countRead({ user, address }: ShareReader): Promise<void> {
    if (!this.reads) return;
    const { counter, perWindow, windowMs } = this.reads;
    const info = await counter.increment(user ? `user:${user.id}` : `address:${address ?? ''}`);
    if (info.totalHits <= perWindow) return;
    const retryAfterSeconds = secondsUntil(info.resetTime, windowMs);
    throw new RequestError('RATE_LIMITED', `Too many reads of shared links (at most ${perWindow} a minute, SHARE_READ_LIMIT_PER_MINUTE); try again in ${retryAfterSeconds} s.`, {
      retryAfterSeconds,
    });
  }

  /** The link a token names (whose document it shows), for the live subscriptions; null when unknown or revoked. */
  async link(token: unknown): Promise<ShareRecord | null> {
    if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return null;
    return this.store.getShare(token);
  }

  /** The caller's link to their document for the view: the existing one, else a new one. */
  async create(caller: AuthenticatedUser | null, kind: DocumentKindName, documentId: unknown, view: ShareViewName): Promise<ShareRecord> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const def = DOCUMENT_KIND[kind];
    if (!offersView(def, view)) {
      throw badInput(`${capitalized(def.label.plural)} have no ${view} view: share a ${def.label.singular} with ${def.views.join(' or ')}.`, 'view');
    }
    if (typeof documentId !== 'string' || documentId === '' || documentId.length > MAX_ID_LENGTH) throw documentNotFound(def.label.singular);
    try {
      return await this.store.createShare(user.id, kind, documentId, view);
    } catch (error) {
      if (error instanceof NotFoundError) throw documentNotFound(def.label.singular);
      throw error;
    }
  }

  /** Ends the caller's link; false when the token is unknown or another user's. */
  async revoke(caller: AuthenticatedUser | null, token: unknown): Promise<boolean> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return false;
    const share = await this.store.getShare(token);
    const revoked = await this.store.revokeShare(user.id, token);
    if (revoked && share) void this.events?.publish({ kind: share.kind, userId: share.userId, documentId: share.documentId, change: 'share-revoked' });
    return revoked;
  }
}
