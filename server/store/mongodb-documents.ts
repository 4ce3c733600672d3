// The MongoDB adapter's users' documents of every kind: heads, slot claims for the per-user limit and revision claims
// for the compare-and-set of each save (docs/architecture.md, "Stored documents").
import { randomUUID } from 'node:crypto';
import type { Collection } from 'mongodb';
import { insertUnlessTaken, messageOf, retryBusy, sleep, type MongoConnection } from './mongodb-connection.ts';
import { forgetCampaignRecords } from './mongodb-campaigns.ts';
import { SHARES } from './mongodb-shares.ts';
import {
  DocumentLimitError,
  NotFoundError,
  PartialSaveError,
  RevisionConflictError,
  StoreUnavailableError,
  type DocumentKindName,
  type DocumentRecord,
  type DocumentSaveRequest,
  type DocumentStore,
  type RevisionConflict,
} from './port.ts';
import { checkBaseRevision, checkDocumentArgs, checkKind, checkLimit, checkUserId } from './records.ts';

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

/** Characters as stored before document kinds: moved into heads and revisions when the store opens. */
interface LegacyCharacterDoc {
  _id: string;
  userId: string;
  jsonData: string;
  slot: number;
  seq: number;
}

const DOCUMENTS = 'documents';
const SLOTS = 'document_slots';
const CLAIMS = 'document_claims';
const LEGACY_CHARACTERS = 'characters';
/**
 * How old a slot or revision claim must be before it counts as left behind by a killed process: far longer than a
 * save takes (milliseconds), so a live save is never overtaken.
 */
const STALE_CLAIM_MS = 30_000;
/** How long a save waits for another save holding the next revision to finish, before answering "busy". */
const CLAIM_WAIT_MS = 3_000;
/** How long a batch of creates waits for another one of the same user and kind (each takes up to `limit` places). */
const CREATES_WAIT_MS = 10_000;

export class MongoDocuments implements DocumentStore {
  constructor(private readonly connection: MongoConnection) {}

  private get db() {
    return this.connection.db;
  }

  private guard<T>(action: string, fn: () => Promise<T>, options?: { retry?: boolean }): Promise<T> {
    return this.connection.guard(action, fn, options);
  }

  /** Creates the index of the slot claims and moves in characters stored before kinds (at start-up). */
  async setUp(): Promise<void> {
    await this.slots().createIndex({ userId: 1, kind: 1 });
    await this.migrateLegacyCharacters();
  }

  /** Whether the document with this id is the user's, of the kind (for the share links). */
  async owns(kind: DocumentKindName, userId: string, id: string): Promise<boolean> {
    return (await this.ownedHead(kind, userId, id)) !== null;
  }

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
        // Batches creating several documents take their places one after another: interleaved, parallel batches
        // (a first sync from several devices) could each take some places and all run out. Single creates do not
        // wait (one place each: whoever gets the last one wins).
        const release = creates > 1 ? await this.holdCreates(kind, userId) : undefined;
        try {
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
        } finally {
          await release?.();
        }
      },
      // A batch is not repeated as a whole (its creates would repeat); each call above retries on its own.
      { retry: false },
    );
  }

  async deleteDocument(kind: DocumentKindName, userId: string, id: string, baseRevision?: number | null): Promise<boolean> {
    checkKind(kind);
    checkUserId(userId);
    checkBaseRevision(baseRevision);
    if (typeof id !== 'string') return false;
    return this.guard(`delete a ${kind}`, async () => {
      const head = await this.ownedHead(kind, userId, id);
      if (!head) return false;
      if (baseRevision == null) return this.removeDocument(head);
      // From a revision: deleting is changing that revision, so it holds the claim on the next one, as a save does.
      return (await this.withNextRevision(head, baseRevision, 'delete', (current) => this.removeDocument(current))) ?? false;
    });
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

  private heads(): Collection<HeadDoc> {
    return this.db.collection<HeadDoc>(DOCUMENTS);
  }

  private slots(): Collection<SlotDoc> {
    return this.db.collection<SlotDoc>(SLOTS);
  }

  private claims(): Collection<ClaimDoc> {
    return this.db.collection<ClaimDoc>(CLAIMS);
  }

  private shares(): Collection<{ _id: string; documentId: string }> {
    return this.db.collection(SHARES);
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
   */
  private async writeNextRevision(head: HeadDoc, jsonData: string, baseRevision: number | null, changedAt: string): Promise<HeadDoc> {
    const next = await this.withNextRevision(head, baseRevision, 'save', async (current) => {
      const written: HeadDoc = { ...current, jsonData, revision: current.revision + 1, changedAt };
      await retryBusy(() => this.heads().replaceOne({ _id: current._id }, written));
      return written;
    });
    if (!next) throw new NotFoundError(`No ${head.kind} "${head._id}" for this user (deleted meanwhile).`);
    return next;
  }

  /**
   * Holds the user's creates of the kind (a claim keyed `creates:<kind>:<user>`) until the returned release is called.
   * A holder is waited for by reading its claim alone; one left by a killed process is taken over once it is old.
   */
  private async holdCreates(kind: DocumentKindName, userId: string): Promise<() => Promise<void>> {
    const key = `creates:${kind}:${userId}`;
    const deadline = Date.now() + CREATES_WAIT_MS;
    for (;;) {
      if (await insertUnlessTaken(this.claims(), { _id: key, claimedAt: Date.now() })) {
        return () => retryBusy(() => this.claims().deleteOne({ _id: key })).then(() => undefined, () => undefined);
      }
      for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
        const holder = await retryBusy(() => this.claims().findOne({ _id: key }));
        if (!holder) break;
        if (Date.now() - holder.claimedAt > STALE_CLAIM_MS) {
          await retryBusy(() => this.claims().deleteOne({ _id: key })).catch(() => undefined);
          break;
        }
        if (Date.now() >= deadline) {
          throw new StoreUnavailableError(`Cannot save ${kind} documents: another batch creating them did not finish within ${CREATES_WAIT_MS} ms; nothing was written.`);
        }
        await sleep(pause);
      }
    }
  }

  /**
   * Runs `write` on the head while holding the claim on the revision after it (the right to change that revision),
   * and returns its result; null when the document is gone. With a base revision a head at another revision is a
   * conflict naming what is stored now. Another writer holding the claim is waited for by reading alone (its head
   * and its claim, both by `_id`), never by inserting again: many writers of one document otherwise queue on
   * FerretDB's one SQLite write lock with refused inserts. A claim left by a killed process is taken over once it
   * is old.
   */
  private async withNextRevision<R>(head: HeadDoc, baseRevision: number | null, action: string, write: (current: HeadDoc) => Promise<R>): Promise<R | null> {
    const { kind, userId, _id: id } = head;
    const conflict = (current: HeadDoc) => new RevisionConflictError(kind, [{ id, current: toRecord(current) }]);
    const deadline = Date.now() + CLAIM_WAIT_MS;
    let current: HeadDoc | null = head;
    for (;;) {
      if (!current) return null;
      if (baseRevision !== null && current.revision !== baseRevision) throw conflict(current);
      const base = current.revision;
      const claim: ClaimDoc = { _id: revisionClaimKey(id, base + 1), claimedAt: Date.now() };
      if (await insertUnlessTaken(this.claims(), claim)) {
        try {
          // Holding the claim: the head must still be at base. A writer that read its base long ago may hold a claim
          // freed since; the head has then moved on, and so does this one (conflict, or again from the new one).
          current = await this.ownedHead(kind, userId, id);
          if (current && current.revision === base) return await write(current);
        } finally {
          // Released without waiting: the save's answer does not depend on it (one round trip less per save). Once
          // the head has moved past base the claim decides nothing; until it is gone, a writer from base waits for it
          // by reading (awaitClaim), and one left by a failed release is taken over once old.
          void retryBusy(() => this.claims().deleteOne({ _id: claim._id })).catch(() => undefined);
        }
        continue;
      }
      current = await this.awaitClaim(kind, userId, id, base, claim._id, deadline, action);
    }
  }

  /**
   * Waits, reading only, until the head moves past `base` or the claim on its next revision is released (or is old
   * enough to take over); returns the head as then stored. Past the deadline the store answers busy.
   */
  private async awaitClaim(kind: DocumentKindName, userId: string, id: string, base: number, claimId: string, deadline: number, action: string): Promise<HeadDoc | null> {
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      const current = await this.ownedHead(kind, userId, id);
      if (!current || current.revision !== base) return current;
      const holder = await retryBusy(() => this.claims().findOne({ _id: claimId }));
      if (!holder) return current;
      if (Date.now() - holder.claimedAt > STALE_CLAIM_MS) {
        await retryBusy(() => this.claims().deleteOne({ _id: holder._id })).catch(() => undefined);
        return current;
      }
      if (Date.now() >= deadline) {
        throw new StoreUnavailableError(`Cannot ${action} ${kind} "${id}": another change of it did not finish within ${CLAIM_WAIT_MS} ms; nothing was written.`);
      }
      await sleep(pause);
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
        const seq = this.connection.nextSeq();
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
    await forgetCampaignRecords(this.connection, head.kind, head._id);
    await retryBusy(() => this.slots().deleteOne({ _id: slotKey(head.kind, head.userId, head.slot), documentId: head._id }));
    return true;
  }
}

function slotKey(kind: DocumentKindName, userId: string, slot: number): string {
  return `${kind}:${userId}:${slot}`;
}

function revisionClaimKey(documentId: string, revision: number): string {
  return `${documentId}:${revision}`;
}

function toRecord(head: HeadDoc): DocumentRecord {
  return { kind: head.kind, id: head._id, userId: head.userId, jsonData: head.jsonData, revision: head.revision, changedAt: head.changedAt };
}
