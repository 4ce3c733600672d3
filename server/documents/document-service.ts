// The users' own documents of every kind (characters, encounters, starships), shared by GraphQL and REST: each user
// sees and changes only their own, within the kind's limit and size, and a save from a stale revision is refused.
import { DOCUMENT_ADAPTERS, jsonDataProblem, type JsonObject } from '../../core/documents/adapters.ts';
import { capitalized, DOCUMENT_KIND, limitErrorCode, type DocumentKindName } from '../../core/documents/kinds.ts';
import type { AuthenticatedUser } from '../auth/caller.ts';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import { badInput, documentNotFound, RequestError } from '../auth/request-errors.ts';
import type { WriteLimiter } from '../auth/write-limiter.ts';
import {
  DocumentLimitError,
  NotFoundError,
  PartialSaveError,
  RevisionConflictError,
  type DocumentRecord,
  type DocumentSaveRequest,
  type DocumentStore,
} from '../store/port.ts';
import type { UserService } from '../users/user-service.ts';
import type { DocumentEvents } from '../live/document-events.ts';
import type { ContentCheck } from './homebrew-check.ts';

/** Stored ids are UUIDs; anything much longer cannot name a document. */
export const MAX_ID_LENGTH = 128;

/** What a conflict shows of the stored document: enough for the client to merge or ask, nothing of other users. */
export interface ConflictCurrent {
  id: string;
  jsonData: string;
  revision: number;
  changedAt: string;
}

const currentOf = (record: DocumentRecord): ConflictCurrent => ({
  id: record.id,
  jsonData: record.jsonData,
  revision: record.revision,
  changedAt: record.changedAt,
});

/**
 * Checks one save request as sent by a client; `where` prefixes messages in a batch ("Encounter 3: ..."). The
 * original client sends no id (or an empty one) for a document the server has not seen yet, and no revision.
 */
export function parseSaveRequest(kind: DocumentKindName, input: unknown, where = ''): DocumentSaveRequest {
  const { label } = DOCUMENT_KIND[kind];
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badInput(`${where}a ${label.singular} save must be an object {jsonData, id, baseRevision}.`, 'jsonData');
  }
  const { jsonData, id, baseRevision } = input as { jsonData?: unknown; id?: unknown; baseRevision?: unknown };
  const problem = jsonDataProblem(kind, jsonData);
  if (problem) throw badInput(`${where}${problem}`, 'jsonData');
  const base = parseBaseRevision(baseRevision, where);
  if (id === undefined || id === null || id === '') {
    if (base !== null) throw badInput(`${where}baseRevision needs the id of the ${label.singular} it was made from; a new ${label.singular} has none.`, 'baseRevision');
    return { id: null, jsonData: jsonData as string };
  }
  if (typeof id !== 'string' || id.length > MAX_ID_LENGTH) throw badInput(`${where}id must be a ${label.singular} id string.`, 'id');
  return { id, jsonData: jsonData as string, baseRevision: base };
}

/** A revision a save or delete was made from: null when absent (unconditional), else a whole number of 1 or more. */
function parseBaseRevision(baseRevision: unknown, where = ''): number | null {
  if (baseRevision === undefined || baseRevision === null) return null;
  if (typeof baseRevision === 'number' && Number.isInteger(baseRevision) && baseRevision >= 1) return baseRevision;
  throw badInput(`${where}baseRevision must be the whole number of the revision the change was made from (1 or more).`, 'baseRevision');
}

/** The store's refusals as the caller's errors; `single` says whether one document was changed (not a batch). */
function translate(kind: DocumentKindName, single: boolean, change: 'save' | 'delete' = 'save') {
  const def = DOCUMENT_KIND[kind];
  return (error: unknown): never => {
    if (error instanceof NotFoundError) throw documentNotFound(def.label.singular);
    if (error instanceof RevisionConflictError) {
      const conflicts = error.conflicts.map((c) => ({ id: c.id, current: currentOf(c.current) }));
      const which = single ? `this ${def.label.singular}` : `${conflicts.length} of these ${def.label.plural}`;
      const message =
        change === 'delete'
          ? `Saved meanwhile from another device or tab: ${which} changed since the revision this delete was made from, so it was kept. Look at the stored version before deleting it.`
          : `Saved meanwhile from another device or tab: ${which} changed since the revision this save was made from, so nothing was saved. Merge with the stored version and save again.`;
      throw new RequestError(
        'CONFLICT',
        message,
        { ...(single ? { current: conflicts[0]!.current } : {}), conflicts },
      );
    }
    // The database went away mid-batch and could not take back every save: say exactly which were kept.
    if (error instanceof PartialSaveError) {
      throw new RequestError('SERVICE_UNAVAILABLE', error.message, { savedIds: error.saved.map((c) => c.id) });
    }
    if (error instanceof DocumentLimitError) {
      throw new RequestError(
        limitErrorCode(def),
        `${capitalized(def.label.singular)} limit reached: you can store at most ${error.limit} ${def.label.plural}. Delete one before adding another.`,
        { kind: def.graphql.enumValue, limit: error.limit },
      );
    }
    throw error;
  };
}

export class DocumentService {
  constructor(
    private readonly store: DocumentStore,
    private readonly users: UserService,
    private readonly writes: WriteLimiter,
    /** Told of every save and delete, for the live subscriptions (server/live/). */
    private readonly events?: Pick<DocumentEvents, 'publish'>,
    /** Checks of a kind's documents that need more than the adapter has (a homebrew pack against the official names). */
    private readonly contentChecks: Partial<Record<DocumentKindName, ContentCheck>> = {},
  ) {}

  /** Runs the kind's content check on every request before anything is stored; the first problem refuses them all. */
  private async checkContent(kind: DocumentKindName, requests: readonly DocumentSaveRequest[], where: (i: number) => string): Promise<void> {
    const check = this.contentChecks[kind];
    if (!check) return;
    for (const [i, request] of requests.entries()) {
      const problem = await check(request.jsonData);
      if (problem) throw badInput(`${where(i)}${problem}`, 'jsonData');
    }
  }

  /** Tells the subscribers of the stored documents (never waits for them, never fails the write). */
  private saved(records: DocumentRecord[]): void {
    for (const r of records) void this.events?.publish({ kind: r.kind, userId: r.userId, documentId: r.id, change: 'saved', revision: r.revision });
  }

  async list(kind: DocumentKindName, caller: AuthenticatedUser | null): Promise<DocumentRecord[]> {
    const user = requireUser(caller, SCOPES.read);
    await this.users.ensureStored(user);
    return this.store.listDocuments(kind, user.id);
  }

  /** The caller's document, or null: another user's id reads exactly like an unknown one. */
  async get(kind: DocumentKindName, caller: AuthenticatedUser | null, id: unknown): Promise<DocumentRecord | null> {
    const user = requireUser(caller, SCOPES.read);
    if (typeof id !== 'string' || id.length > MAX_ID_LENGTH) return null;
    return this.store.getDocument(kind, user.id, id);
  }

  /** Creates (no id) or updates one document atomically; returns it as stored. */
  async save(kind: DocumentKindName, caller: AuthenticatedUser | null, input: unknown): Promise<DocumentRecord> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const request = parseSaveRequest(kind, input);
    await this.checkContent(kind, [request], () => '');
    await this.users.ensureStored(user);
    const record = await this.store.saveDocument(kind, user.id, request, DOCUMENT_KIND[kind].limit).catch(translate(kind, true));
    this.saved([record]);
    return record;
  }

  /** Saves several, all or nothing (a list page's first sync). */
  async saveMany(kind: DocumentKindName, caller: AuthenticatedUser | null, inputs: unknown, field = 'inputs'): Promise<DocumentRecord[]> {
    const user = requireUser(caller, SCOPES.write);
    const { label, limit } = DOCUMENT_KIND[kind];
    // Each document of a batch is one write; an oversized batch is refused below, so count at most one past the cap.
    await this.writes.consume(user.id, Array.isArray(inputs) ? Math.max(1, Math.min(inputs.length, limit + 1)) : 1);
    if (!Array.isArray(inputs)) throw badInput(`${field} must be a list of {jsonData, id, baseRevision}.`, field);
    if (inputs.length > limit) throw badInput(`A batch holds at most ${limit} ${label.plural} (got ${inputs.length}).`, field);
    const requests = inputs.map((input, i) => parseSaveRequest(kind, input, inputs.length > 1 ? `${capitalized(label.singular)} ${i + 1}: ` : ''));
    const ids = requests.map((r) => r.id).filter((id): id is string => id != null);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated) throw badInput(`${capitalized(label.singular)} "${repeated}" appears twice in one batch; send it once.`, 'id');
    if (requests.length === 0) return [];
    await this.checkContent(kind, requests, (i) => (inputs.length > 1 ? `${capitalized(label.singular)} ${i + 1}: ` : ''));
    await this.users.ensureStored(user);
    const records = await this.store.saveDocuments(kind, user.id, requests, limit).catch(translate(kind, false));
    this.saved(records);
    return records;
  }

  /**
   * A change the server makes to a document on its owner's behalf (a campaign's award into a member's character): the
   * stored document is read, changed by `change` and saved from the revision read, as a new revision, so a stale
   * save from the owner's open sheet is refused with CONFLICT and merged, never silently overwriting it. Saved
   * meanwhile, it is read and changed again (at most `attempts` times). `change` returns null to change nothing;
   * the answer is then null too, as it is for a document that is gone. The caller has checked who may make the change.
   */
  async update(kind: DocumentKindName, ownerId: string, id: string, change: (document: JsonObject) => JsonObject | null, attempts = 5): Promise<DocumentRecord | null> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.store.getDocument(kind, ownerId, id);
      if (!current) return null;
      const parsed = DOCUMENT_ADAPTERS[kind].parse(current.jsonData);
      if (!parsed.ok) throw new RequestError('CONFLICT', `The stored ${DOCUMENT_KIND[kind].label.singular} "${id}" cannot be read, so it was not changed: ${parsed.problem}`);
      const changed = change(structuredClone(parsed.value));
      if (!changed) return null;
      // Only the change time is stamped: the kind's own stamp (a character's builder version) is the owner's to give.
      const jsonData = JSON.stringify({ ...changed, changedAt: Date.now() });
      const problem = jsonDataProblem(kind, jsonData);
      if (problem) throw badInput(`The change would leave ${DOCUMENT_KIND[kind].label.singular} "${id}" unsaveable: ${problem}`, 'jsonData');
      try {
        const record = await this.store.saveDocument(kind, ownerId, { id, jsonData, baseRevision: current.revision }, DOCUMENT_KIND[kind].limit);
        this.saved([record]);
        return record;
      } catch (error) {
        if (error instanceof RevisionConflictError && attempt < attempts) continue;
        if (error instanceof NotFoundError) return null;
        return translate(kind, true)(error);
      }
    }
  }

  /**
   * Deletes the caller's document and every share link of it. With `baseRevision` (the revision the caller last saw)
   * a document saved meanwhile elsewhere is kept and the answer is a conflict with it, as for a stale save; without
   * one the delete is unconditional, as the original API's tools expect.
   */
  async delete(kind: DocumentKindName, caller: AuthenticatedUser | null, id: unknown, baseRevision?: unknown): Promise<void> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const base = parseBaseRevision(baseRevision);
    const deleted =
      typeof id === 'string' &&
      id.length <= MAX_ID_LENGTH &&
      (await this.store.deleteDocument(kind, user.id, id, base).catch(translate(kind, true, 'delete')));
    if (!deleted) throw documentNotFound(DOCUMENT_KIND[kind].label.singular);
    void this.events?.publish({ kind, userId: user.id, documentId: id, change: 'deleted' });
  }
}
