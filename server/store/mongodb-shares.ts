// The MongoDB adapter's share links: one document per link, keyed by its token (a look-up by `_id`, the path a polled
// link takes); (documentId, view) is unique, so asking twice gives the same link.
import type { Collection } from 'mongodb';
import { isDuplicateKey, type MongoConnection } from './mongodb-connection.ts';
import { NotFoundError, type DocumentKindName, type ShareFilter, type ShareRecord, type ShareStore, type ShareViewName } from './port.ts';
import { checkKind, checkShareArgs, checkUserId, newShareToken } from './records.ts';

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

export const SHARES = 'document_shares';

/** Whether the document with this id is the user's, of the kind (the documents module answers). */
export type OwnsDocument = (kind: DocumentKindName, userId: string, id: string) => Promise<boolean>;

export class MongoShares implements ShareStore {
  constructor(
    private readonly connection: MongoConnection,
    private readonly owns: OwnsDocument,
  ) {}

  private guard<T>(action: string, fn: () => Promise<T>): Promise<T> {
    return this.connection.guard(action, fn);
  }

  /** Creates the indexes (at start-up). */
  async setUp(): Promise<void> {
    await this.shares().createIndex({ documentId: 1, view: 1 }, { unique: true });
    await this.shares().createIndex({ userId: 1, seq: 1 });
  }

  async createShare(userId: string, kind: DocumentKindName, documentId: string, view: ShareViewName): Promise<ShareRecord> {
    checkShareArgs(userId, kind, documentId, view);
    return this.guard(`share a ${kind}`, async () => {
      const owned = () => this.owns(kind, userId, documentId);
      if (!(await owned())) throw new NotFoundError(`No ${kind} "${documentId}" for this user.`);
      const existing = await this.shares().findOne({ documentId, view });
      if (existing) return toShare(existing);
      const seq = this.connection.nextSeq();
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

  private shares(): Collection<ShareDoc> {
    return this.connection.db.collection<ShareDoc>(SHARES);
  }
}

function toShare(doc: ShareDoc): ShareRecord {
  return { token: doc._id, kind: doc.kind, documentId: doc.documentId, userId: doc.userId, view: doc.view, createdAt: doc.createdAt };
}
