// The embedded default store: SQLite (better-sqlite3, WAL, synchronous=FULL) under a data directory, filters by mingo.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Query } from 'mingo';
import { MASTER_VERSION } from '../../core/resources.ts';
import { checkImportDoc, deepFreeze } from './documents.ts';
import { EmbeddedCampaigns } from './embedded-campaigns.ts';
import { EmbeddedExpiring } from './embedded-expiring.ts';
import type { ExpiringEntry, ExpiringPutOptions } from './expiring.ts';
import { checkFilter, checkPaging, checkResourceName, checkSort } from './filter.ts';
import {
  DocumentLimitError,
  NotFoundError,
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
  type CampaignInviteRecord,
  type CampaignMemberRecord,
  type ShareFilter,
  type ShareRecord,
  type ShareViewName,
  type Store,
  type UserRecord,
} from './port.ts';
import { checkBaseRevision, checkDocumentArgs, checkKind, checkLimit, checkShareArgs, checkUserId, newShareToken } from './records.ts';

export interface EmbeddedStoreOptions {
  /** The directory holding the database file; created when missing. */
  dataDir: string;
  /** How long a write waits for another process holding the write lock, in ms (default 5000). */
  busyTimeoutMs?: number;
}

/** The SQLite file inside the data directory. */
export const EMBEDDED_FILE_NAME = 'store.sqlite';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS collections (
    name TEXT PRIMARY KEY,               -- the resource name, case-sensitive
    tableId INTEGER NOT NULL UNIQUE,     -- documents live in table docs_<tableId> (SQLite table names ignore case)
    generation INTEGER NOT NULL          -- bumped by every replace; keys the in-memory cache of parsed documents
  );
  CREATE TABLE IF NOT EXISTS data_versions (
    name TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    lastUpdated TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS users (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    createdAt TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS documents (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, -- creation order, for listing
    kind TEXT NOT NULL,                    -- core/documents/kinds.ts: character, encounter, starship
    id TEXT NOT NULL UNIQUE,
    userId TEXT NOT NULL,
    jsonData TEXT NOT NULL,
    revision INTEGER NOT NULL,             -- 1 when created, +1 per save; saves compare it inside their transaction
    changedAt TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS documents_by_owner ON documents (userId, kind, seq);
  CREATE TABLE IF NOT EXISTS shares (
    token TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    documentId TEXT NOT NULL,
    userId TEXT NOT NULL,
    view TEXT NOT NULL,
    createdAt TEXT NOT NULL,
    UNIQUE (documentId, view)              -- one link per document and view: asking again returns it
  );
  CREATE INDEX IF NOT EXISTS shares_by_owner ON shares (userId);
`;

/** Before there were kinds, characters had a table of their own: moved into documents (revision 1) on open. */
const LEGACY_CHARACTERS = `
  INSERT INTO documents (kind, id, userId, jsonData, revision, changedAt)
    SELECT 'character', id, userId, jsonData, 1, ? FROM characters ORDER BY seq;
`;

const DOCUMENT_COLUMNS = 'kind, id, userId, jsonData, revision, changedAt';
const SHARE_COLUMNS = 'token, kind, documentId, userId, view, createdAt';

interface CollectionRow {
  tableId: number;
  generation: number;
}

/** Parsed, frozen documents of one collection at one generation, with lazily built equality indexes. */
interface CachedCollection {
  generation: number;
  docs: readonly Doc[];
  byField: Map<string, Map<string, Doc[]>>;
}

const MINGO_OPTIONS = { scriptEnabled: false } as const;

export class EmbeddedStore implements Store {
  readonly backend = 'embedded' as const;
  readonly file: string;
  private readonly db: Database.Database;
  private readonly cache = new Map<string, CachedCollection>();
  private readonly expiring: EmbeddedExpiring;
  private readonly campaigns: EmbeddedCampaigns;
  private closed = false;

  private readonly stmt: {
    collection: Database.Statement<[string], CollectionRow>;
    addCollection: Database.Statement<[string], CollectionRow>;
    bumpGeneration: Database.Statement<[string]>;
    bumpVersion: Database.Statement<[string, string], DataVersion>;
    dataVersions: Database.Statement<[], DataVersion>;
    getUser: Database.Statement<[string], UserRecord>;
    insertUser: Database.Statement<[string, string, string]>;
    setUsername: Database.Statement<[string, string], UserRecord>;
    listDocuments: Database.Statement<[string, string], DocumentRecord>;
    getDocument: Database.Statement<[string, string, string], DocumentRecord>;
    countDocuments: Database.Statement<[string, string], { n: number }>;
    insertDocument: Database.Statement<[string, string, string, string, string], DocumentRecord>;
    updateDocument: Database.Statement<[string, string, string, string, string], DocumentRecord>;
    deleteDocument: Database.Statement<[string, string, string]>;
    deleteSharesOf: Database.Statement<[string]>;
    getShare: Database.Statement<[string], ShareRecord>;
    shareOf: Database.Statement<[string, string], ShareRecord>;
    insertShare: Database.Statement<[string, string, string, string, string, string], ShareRecord>;
    revokeShare: Database.Statement<[string, string]>;
  };

  constructor(options: EmbeddedStoreOptions) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    this.file = join(dir, EMBEDDED_FILE_NAME);
    try {
      this.db = new Database(this.file);
      this.db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
      // WAL: readers keep a consistent snapshot while an import commits; FULL: a commit survives power loss.
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.db.exec(SCHEMA);
      this.migrateLegacyCharacters();
    } catch (error) {
      throw new StoreUnavailableError(`Cannot open the embedded store at ${this.file}: ${messageOf(error)}`, {
        cause: error,
      });
    }
    const p = <A extends unknown[], R = unknown>(sql: string) => this.db.prepare<A, R>(sql);
    this.stmt = {
      collection: p('SELECT tableId, generation FROM collections WHERE name = ?'),
      addCollection: p(
        `INSERT INTO collections (name, tableId, generation)
         VALUES (?, (SELECT coalesce(max(tableId), 0) + 1 FROM collections), 0) RETURNING tableId, generation`,
      ),
      bumpGeneration: p('UPDATE collections SET generation = generation + 1 WHERE name = ?'),
      bumpVersion: p(
        `INSERT INTO data_versions (name, version, lastUpdated) VALUES (?, 1, ?)
         ON CONFLICT (name) DO UPDATE SET version = version + 1, lastUpdated = excluded.lastUpdated
         RETURNING name, version, lastUpdated`,
      ),
      dataVersions: p('SELECT name, version, lastUpdated FROM data_versions ORDER BY name'),
      getUser: p('SELECT id, username, createdAt FROM users WHERE id = ?'),
      insertUser: p('INSERT INTO users (id, username, createdAt) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING'),
      setUsername: p('UPDATE users SET username = ? WHERE id = ? RETURNING id, username, createdAt'),
      listDocuments: p(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE kind = ? AND userId = ? ORDER BY seq`),
      getDocument: p(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE kind = ? AND userId = ? AND id = ?`),
      countDocuments: p('SELECT count(*) AS n FROM documents WHERE kind = ? AND userId = ?'),
      insertDocument: p(
        `INSERT INTO documents (${DOCUMENT_COLUMNS}) VALUES (?, ?, ?, ?, 1, ?) RETURNING ${DOCUMENT_COLUMNS}`,
      ),
      updateDocument: p(
        `UPDATE documents SET jsonData = ?, revision = revision + 1, changedAt = ?
         WHERE kind = ? AND userId = ? AND id = ? RETURNING ${DOCUMENT_COLUMNS}`,
      ),
      deleteDocument: p('DELETE FROM documents WHERE kind = ? AND userId = ? AND id = ?'),
      deleteSharesOf: p('DELETE FROM shares WHERE documentId = ?'),
      getShare: p(`SELECT ${SHARE_COLUMNS} FROM shares WHERE token = ?`),
      shareOf: p(`SELECT ${SHARE_COLUMNS} FROM shares WHERE documentId = ? AND view = ?`),
      insertShare: p(`INSERT INTO shares (${SHARE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${SHARE_COLUMNS}`),
      revokeShare: p('DELETE FROM shares WHERE token = ? AND userId = ?'),
    };
    this.expiring = new EmbeddedExpiring(this.db, (fn) => this.run(fn));
    this.campaigns = new EmbeddedCampaigns(this.db, (fn) => this.run(fn));
  }

  // ---- the expiring key-value area (embedded-expiring.ts) ----

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

  // ---- rules data ----

  async replaceResource(resource: string, versionName: string, docs: Doc[]): Promise<DataVersion> {
    checkResourceName(resource);
    if (typeof versionName !== 'string' || versionName === '') {
      throw new Error(`replaceResource("${resource}") needs a non-empty version name.`);
    }
    if (!Array.isArray(docs)) throw new Error(`replaceResource("${resource}") needs an array of documents.`);
    const now = new Date().toISOString();
    // One IMMEDIATE transaction: delete, insert, bump versions. A throw anywhere (a rejected document, a
    // killed process) rolls everything back, so readers keep the previous set.
    const replace = this.db.transaction((): DataVersion => {
      const row = this.stmt.collection.get(resource) ?? this.createCollection(resource);
      const table = tableName(row.tableId);
      this.db.prepare(`DELETE FROM ${table}`).run();
      const insert = this.db.prepare<[number, string]>(`INSERT INTO ${table} (seq, doc) VALUES (?, ?)`);
      docs.forEach((doc, i) => {
        checkImportDoc(doc, resource, i);
        insert.run(i, toJson(doc, resource, i));
      });
      this.stmt.bumpGeneration.run(resource);
      const version = this.stmt.bumpVersion.get(versionName, now)!;
      this.stmt.bumpVersion.get(MASTER_VERSION, now);
      return version;
    });
    const version = this.run(() => replace.immediate());
    this.cache.delete(resource);
    return { ...version };
  }

  async find(resource: string, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    const where = `find("${resource}")`;
    checkResourceName(resource);
    checkFilter(filter, where);
    checkSort(options.sort, where);
    checkPaging(options.skip, options.limit, where);
    if (options.limit === 0) return [];
    const cached = this.load(resource);
    let docs = this.prefiltered(cached, filter);
    const hasSort = options.sort !== undefined && Object.keys(options.sort).length > 0;
    if (docs.length === 0 || (isEmptyFilter(filter) && !hasSort) || docs !== cached.docs) {
      // Whole collection, or an equality look-up already answered by an index: only paging (and sorting) left.
      if (hasSort) docs = new Query({}, MINGO_OPTIONS).find<Doc>(docs).sort(options.sort!).all();
      return page(docs, options.skip, options.limit);
    }
    let cursor = new Query(filter, MINGO_OPTIONS).find<Doc>(docs);
    if (hasSort) cursor = cursor.sort(options.sort!);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return cursor.all();
  }

  async findOne(resource: string, filter: Filter): Promise<Doc | null> {
    const [doc] = await this.find(resource, filter, { limit: 1 });
    return doc ?? null;
  }

  async count(resource: string, filter: Filter = {}): Promise<number> {
    checkResourceName(resource);
    checkFilter(filter, `count("${resource}")`);
    const cached = this.load(resource);
    const docs = this.prefiltered(cached, filter);
    if (docs !== cached.docs || isEmptyFilter(filter)) return docs.length;
    const query = new Query(filter, MINGO_OPTIONS);
    let n = 0;
    for (const doc of docs) if (query.test(doc)) n++;
    return n;
  }

  async dataVersions(): Promise<DataVersion[]> {
    return this.run(() => this.stmt.dataVersions.all().map((v) => ({ ...v })));
  }

  // ---- users ----

  async getUser(id: string): Promise<UserRecord | null> {
    checkUserId(id);
    return this.run(() => this.stmt.getUser.get(id) ?? null);
  }

  async ensureUser(id: string, defaultUsername: string): Promise<UserRecord> {
    checkUserId(id);
    if (typeof defaultUsername !== 'string') throw new Error(`ensureUser("${id}") needs a username string.`);
    return this.run(() => {
      this.stmt.insertUser.run(id, defaultUsername, new Date().toISOString());
      return this.stmt.getUser.get(id)!;
    });
  }

  async setUsername(id: string, username: string): Promise<UserRecord> {
    checkUserId(id);
    if (typeof username !== 'string') throw new Error(`setUsername("${id}") needs a username string.`);
    const user = this.run(() => this.stmt.setUsername.get(username, id));
    if (!user) throw new NotFoundError(`No user with id "${id}".`);
    return user;
  }

  // ---- documents ----

  async listDocuments(kind: DocumentKindName, userId: string): Promise<DocumentRecord[]> {
    checkKind(kind);
    checkUserId(userId);
    return this.run(() => this.stmt.listDocuments.all(kind, userId));
  }

  async getDocument(kind: DocumentKindName, userId: string, id: string): Promise<DocumentRecord | null> {
    checkKind(kind);
    checkUserId(userId);
    if (typeof id !== 'string') return null;
    return this.run(() => this.stmt.getDocument.get(kind, userId, id) ?? null);
  }

  async saveDocument(kind: DocumentKindName, userId: string, request: DocumentSaveRequest, limit: number): Promise<DocumentRecord> {
    const [saved] = await this.saveDocuments(kind, userId, [request], limit);
    return saved!;
  }

  async saveDocuments(kind: DocumentKindName, userId: string, requests: DocumentSaveRequest[], limit: number): Promise<DocumentRecord[]> {
    checkDocumentArgs(kind, userId, requests);
    checkLimit(limit);
    // The whole batch is one IMMEDIATE transaction: the ownership, revision and limit checks and the writes cannot
    // interleave with another writer (another request, or another process on the same directory), so comparing the
    // revision here is a compare-and-set.
    const save = this.db.transaction((): DocumentRecord[] => {
      const conflicts: RevisionConflict[] = [];
      for (const r of requests) {
        if (r.id == null) continue;
        const current = this.stmt.getDocument.get(kind, userId, r.id);
        if (!current) throw new NotFoundError(`No ${kind} "${r.id}" for this user.`);
        if (r.baseRevision != null && r.baseRevision !== current.revision) conflicts.push({ id: r.id, current });
      }
      if (conflicts.length > 0) throw new RevisionConflictError(kind, conflicts);
      const creates = requests.filter((r) => r.id == null).length;
      if (creates > 0 && this.stmt.countDocuments.get(kind, userId)!.n + creates > limit) {
        throw new DocumentLimitError(kind, limit);
      }
      const now = new Date().toISOString();
      return requests.map((r) =>
        r.id == null
          ? this.stmt.insertDocument.get(kind, randomUUID(), userId, r.jsonData, now)!
          : this.stmt.updateDocument.get(r.jsonData, now, kind, userId, r.id)!,
      );
    });
    return this.run(() => save.immediate());
  }

  async deleteDocument(kind: DocumentKindName, userId: string, id: string, baseRevision?: number | null): Promise<boolean> {
    checkKind(kind);
    checkUserId(userId);
    checkBaseRevision(baseRevision);
    if (typeof id !== 'string') return false;
    // One IMMEDIATE transaction: the revision check and the delete cannot interleave with a save.
    const remove = this.db.transaction((): boolean => {
      if (baseRevision != null) {
        const current = this.stmt.getDocument.get(kind, userId, id);
        if (!current) return false;
        if (current.revision !== baseRevision) throw new RevisionConflictError(kind, [{ id, current }]);
      }
      if (this.stmt.deleteDocument.run(kind, userId, id).changes === 0) return false;
      this.stmt.deleteSharesOf.run(id);
      this.campaigns.forgetDocument(kind, id);
      return true;
    });
    return this.run(() => remove.immediate());
  }

  // ---- share links ----

  async createShare(userId: string, kind: DocumentKindName, documentId: string, view: ShareViewName): Promise<ShareRecord> {
    checkShareArgs(userId, kind, documentId, view);
    const create = this.db.transaction((): ShareRecord => {
      if (!this.stmt.getDocument.get(kind, userId, documentId)) throw new NotFoundError(`No ${kind} "${documentId}" for this user.`);
      return (
        this.stmt.shareOf.get(documentId, view) ??
        this.stmt.insertShare.get(newShareToken(), kind, documentId, userId, view, new Date().toISOString())!
      );
    });
    return this.run(() => create.immediate());
  }

  async listShares(userId: string, filter: ShareFilter = {}): Promise<ShareRecord[]> {
    checkUserId(userId);
    if (filter.kind !== undefined) checkKind(filter.kind);
    const where = ['userId = ?'];
    const args: string[] = [userId];
    if (filter.kind !== undefined) {
      where.push('kind = ?');
      args.push(filter.kind);
    }
    if (filter.documentId !== undefined) {
      where.push('documentId = ?');
      args.push(filter.documentId);
    }
    return this.run(() =>
      this.db.prepare<string[], ShareRecord>(`SELECT ${SHARE_COLUMNS} FROM shares WHERE ${where.join(' AND ')} ORDER BY createdAt, rowid`).all(...args),
    );
  }

  async getShare(token: string): Promise<ShareRecord | null> {
    if (typeof token !== 'string' || token === '') return null;
    return this.run(() => this.stmt.getShare.get(token) ?? null);
  }

  async revokeShare(userId: string, token: string): Promise<boolean> {
    checkUserId(userId);
    if (typeof token !== 'string') return false;
    return this.run(() => this.stmt.revokeShare.run(token, userId).changes > 0);
  }

  // ---- campaign members and invites (embedded-campaigns.ts) ----

  addCampaignMember(member: CampaignMemberRecord, limit: number): Promise<CampaignMemberRecord> {
    return this.campaigns.addCampaignMember(member, limit);
  }

  removeCampaignMember(campaignId: string, characterId: string): Promise<boolean> {
    return this.campaigns.removeCampaignMember(campaignId, characterId);
  }

  listCampaignMembers(campaignId: string): Promise<CampaignMemberRecord[]> {
    return this.campaigns.listCampaignMembers(campaignId);
  }

  getCampaignMembership(characterId: string): Promise<CampaignMemberRecord | null> {
    return this.campaigns.getCampaignMembership(characterId);
  }

  listPlayerMemberships(userId: string): Promise<CampaignMemberRecord[]> {
    return this.campaigns.listPlayerMemberships(userId);
  }

  createCampaignInvite(invite: Omit<CampaignInviteRecord, 'token'>, limit: number): Promise<CampaignInviteRecord> {
    return this.campaigns.createCampaignInvite(invite, limit);
  }

  getCampaignInvite(token: string): Promise<CampaignInviteRecord | null> {
    return this.campaigns.getCampaignInvite(token);
  }

  listCampaignInvites(campaignId: string): Promise<CampaignInviteRecord[]> {
    return this.campaigns.listCampaignInvites(campaignId);
  }

  revokeCampaignInvite(gameMasterId: string, token: string): Promise<boolean> {
    return this.campaigns.revokeCampaignInvite(gameMasterId, token);
  }

  // ---- lifecycle ----

  async ping(): Promise<void> {
    this.run(() => this.db.prepare('SELECT 1').get());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.cache.clear();
    this.db.close();
  }

  // ---- internals ----

  /**
   * Moves the characters of a store made before document kinds into the documents table (revision 1, changed now)
   * and drops the old table, in one IMMEDIATE transaction: a sibling process opening the same directory at the same
   * time waits, then finds nothing left to move.
   */
  private migrateLegacyCharacters(): void {
    const migrate = this.db.transaction(() => {
      const legacy = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'characters'").get();
      if (!legacy) return;
      this.db.prepare(LEGACY_CHARACTERS).run(new Date().toISOString());
      this.db.exec('DROP TABLE characters');
    });
    migrate.immediate();
  }

  private createCollection(resource: string): CollectionRow {
    const row = this.stmt.addCollection.get(resource)!;
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${tableName(row.tableId)} (seq INTEGER PRIMARY KEY, doc TEXT NOT NULL)`);
    return row;
  }

  /**
   * The collection's parsed documents, reparsed only when its generation changed (here or in another process
   * sharing the directory). The generation and the rows are read in one transaction: one consistent snapshot.
   */
  private load(resource: string): CachedCollection {
    const read = this.db.transaction((): CachedCollection => {
      const row = this.stmt.collection.get(resource);
      if (!row) return { generation: -1, docs: [], byField: new Map() };
      const cached = this.cache.get(resource);
      if (cached && cached.generation === row.generation) return cached;
      const rows = this.db.prepare<[], { doc: string }>(`SELECT doc FROM ${tableName(row.tableId)} ORDER BY seq`).all();
      const fresh: CachedCollection = {
        generation: row.generation,
        docs: Object.freeze(rows.map((r) => deepFreeze(JSON.parse(r.doc) as Doc))),
        byField: new Map(),
      };
      this.cache.set(resource, fresh);
      return fresh;
    });
    return this.run(() => read());
  }

  /**
   * For a single top-level equality on a string (`{name: 'Force Push'}`, the hot path of look-ups by natural
   * key), the matching documents from a per-field index built on first use; otherwise the whole collection.
   * The index follows MongoDB equality: a string field equal to the value, or an array field containing it.
   */
  private prefiltered(cached: CachedCollection, filter: Filter): readonly Doc[] {
    const keys = Object.keys(filter);
    if (keys.length !== 1) return cached.docs;
    const field = keys[0]!;
    const value = filter[field];
    if (field.startsWith('$') || field.includes('.') || typeof value !== 'string') return cached.docs;
    let index = cached.byField.get(field);
    if (!index) {
      index = new Map();
      const add = (key: string, doc: Doc) => {
        const list = index!.get(key);
        if (!list) index!.set(key, [doc]);
        else if (list[list.length - 1] !== doc) list.push(doc);
      };
      for (const doc of cached.docs) {
        const v = doc[field];
        if (typeof v === 'string') add(v, doc);
        else if (Array.isArray(v)) for (const item of v) if (typeof item === 'string') add(item, doc);
      }
      cached.byField.set(field, index);
    }
    return index.get(value) ?? EMPTY;
  }

  /** Runs a database call, turning lock time-outs and a closed store into clear errors. */
  private run<T>(fn: () => T): T {
    if (this.closed) throw new StoreUnavailableError(`The embedded store at ${this.file} is closed.`);
    try {
      return fn();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
        throw new StoreUnavailableError(
          `The embedded store at ${this.file} stayed locked by another process: ${messageOf(error)}`,
          { cause: error },
        );
      }
      if (typeof code === 'string' && /^SQLITE_(IOERR|CANTOPEN|FULL|READONLY|CORRUPT|NOTADB)/.test(code)) {
        throw new StoreUnavailableError(`The embedded store at ${this.file} failed: ${messageOf(error)}`, {
          cause: error,
        });
      }
      throw error;
    }
  }
}

const EMPTY: readonly Doc[] = Object.freeze([]);

/** Opens (creating when needed) the embedded store under `dataDir`. */
export function openEmbeddedStore(options: EmbeddedStoreOptions): EmbeddedStore {
  return new EmbeddedStore(options);
}

function tableName(tableId: number): string {
  return `"docs_${tableId}"`;
}

function toJson(doc: Doc, resource: string, index: number): string {
  try {
    return JSON.stringify(doc);
  } catch (error) {
    throw new Error(`Document ${index} of "${resource}" cannot be stored as JSON: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

function isEmptyFilter(filter: Filter): boolean {
  for (const _ in filter) return false;
  return true;
}

function page(docs: readonly Doc[], skip = 0, limit?: number): Doc[] {
  return docs.slice(skip, limit === undefined ? undefined : skip + limit);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
