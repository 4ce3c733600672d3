// The MongoDB store adapter (official driver; also runs on FerretDB 1.x): one connection shared by one module per
// store port (mongodb-rules.ts, -users, -documents, -shares, -campaigns, -expiring), composed here.
import { MongoClient } from 'mongodb';
import type { ExpiringEntry, ExpiringPutOptions } from './expiring.ts';
import { within } from './deadline.ts';
import { dbNameFromUri, MongoConnection, redactUri, toStoreError } from './mongodb-connection.ts';
import { MongoCampaigns } from './mongodb-campaigns.ts';
import { MongoDocuments } from './mongodb-documents.ts';
import { MongoExpiring } from './mongodb-expiring.ts';
import { MongoRules, type MongoRulesOptions } from './mongodb-rules.ts';
import { MongoShares } from './mongodb-shares.ts';
import { MongoUsers } from './mongodb-users.ts';
import type {
  CampaignInviteRecord,
  CampaignMemberRecord,
  DataVersion,
  Doc,
  DocumentKindName,
  DocumentRecord,
  DocumentSaveRequest,
  Filter,
  FindOptions,
  ShareFilter,
  ShareRecord,
  ShareViewName,
  Store,
  UserRecord,
} from './port.ts';

export { redactUri } from './mongodb-connection.ts';

export interface MongoStoreOptions extends MongoRulesOptions {
  uri: string;
  /** Database name; default: the one in the URI's path, else "sw5e". */
  dbName?: string;
  /** How long an operation waits for a reachable server before failing with StoreUnavailableError (default 5000). */
  serverSelectionTimeoutMS?: number;
  /** How long a reply may keep an operation waiting on its connection before it fails (default 20000). */
  socketTimeoutMS?: number;
  /** How long `ping` (the readiness check of /health) waits for an answer (default 500). */
  pingTimeoutMS?: number;
  /** Told of every database command that finished, with its time (benchmarks count the round trips of a save). */
  onCommand?: (command: string, ms: number) => void;
}

/** The bounds every database call runs within (reported for checks and tests). */
export interface MongoTimeouts {
  serverSelectionMs: number;
  connectMs: number;
  socketMs: number;
  pingMs: number;
}

export class MongoStore implements Store {
  readonly backend = 'mongodb' as const;
  private readonly rules: MongoRules;
  private readonly users: MongoUsers;
  private readonly documents: MongoDocuments;
  private readonly shares: MongoShares;
  private readonly campaigns: MongoCampaigns;
  private readonly expiring: MongoExpiring;

  private constructor(
    private readonly connection: MongoConnection,
    options: MongoStoreOptions,
    readonly timeouts: MongoTimeouts,
  ) {
    this.rules = new MongoRules(connection, options);
    this.users = new MongoUsers(connection);
    this.documents = new MongoDocuments(connection);
    this.shares = new MongoShares(connection, (kind, userId, id) => this.documents.owns(kind, userId, id));
    this.campaigns = new MongoCampaigns(connection);
    this.expiring = new MongoExpiring(connection.db, (action, fn) => connection.guard(action, fn));
  }

  /** Connects, creates the fixed indexes and drops collections left by interrupted imports. */
  static async open(options: MongoStoreOptions): Promise<MongoStore> {
    const where = `MongoDB at ${redactUri(options.uri)}`;
    // Every call is bounded: finding a server, connecting to it, and each reply on the connection.
    const timeouts: MongoTimeouts = {
      serverSelectionMs: options.serverSelectionTimeoutMS ?? 5000,
      connectMs: Math.min(options.serverSelectionTimeoutMS ?? 5000, 5000),
      socketMs: options.socketTimeoutMS ?? 20_000,
      pingMs: options.pingTimeoutMS ?? 500,
    };
    const client = new MongoClient(options.uri, {
      serverSelectionTimeoutMS: timeouts.serverSelectionMs,
      connectTimeoutMS: timeouts.connectMs,
      socketTimeoutMS: timeouts.socketMs,
      // Match JSON: an undefined field is absent, as in the embedded store, not stored as null.
      ignoreUndefined: true,
      appName: 'sw5e-companion',
      monitorCommands: !!options.onCommand,
    });
    if (options.onCommand) {
      const told = options.onCommand;
      client.on('commandSucceeded', (e) => told(e.commandName, e.duration));
      client.on('commandFailed', (e) => told(e.commandName, e.duration));
    }
    try {
      await client.connect();
      const db = client.db(options.dbName ?? (dbNameFromUri(options.uri) || 'sw5e'));
      const info = await db.admin().command({ buildInfo: 1 });
      const store = new MongoStore(new MongoConnection(client, db, where, typeof info.ferretdbVersion === 'string'), options, timeouts);
      await store.setUp();
      return store;
    } catch (error) {
      await client.close().catch(() => undefined);
      throw toStoreError(error, where, 'open the store');
    }
  }

  // ---- rules data (mongodb-rules.ts) ----

  replaceResource(resource: string, versionName: string, docs: Doc[]): Promise<DataVersion> {
    return this.rules.replaceResource(resource, versionName, docs);
  }

  find(resource: string, filter?: Filter, options?: FindOptions): Promise<Doc[]> {
    return this.rules.find(resource, filter, options);
  }

  findOne(resource: string, filter: Filter): Promise<Doc | null> {
    return this.rules.findOne(resource, filter);
  }

  count(resource: string, filter?: Filter): Promise<number> {
    return this.rules.count(resource, filter);
  }

  dataVersions(): Promise<DataVersion[]> {
    return this.rules.dataVersions();
  }

  /**
   * Drops versioned collections no pointer names: a superseded one once `retireGraceMs` passed since the switch,
   * one no pointer ever named (an interrupted import) once it is `orphanGraceMs` old. Returns the dropped names.
   */
  dropUnusedCollections(now?: number): Promise<string[]> {
    return this.rules.dropUnusedCollections(now);
  }

  // ---- users (mongodb-users.ts) ----

  getUser(id: string): Promise<UserRecord | null> {
    return this.users.getUser(id);
  }

  ensureUser(id: string, defaultUsername: string): Promise<UserRecord> {
    return this.users.ensureUser(id, defaultUsername);
  }

  setUsername(id: string, username: string): Promise<UserRecord> {
    return this.users.setUsername(id, username);
  }

  // ---- documents (mongodb-documents.ts) ----

  listDocuments(kind: DocumentKindName, userId: string): Promise<DocumentRecord[]> {
    return this.documents.listDocuments(kind, userId);
  }

  getDocument(kind: DocumentKindName, userId: string, id: string): Promise<DocumentRecord | null> {
    return this.documents.getDocument(kind, userId, id);
  }

  saveDocument(kind: DocumentKindName, userId: string, request: DocumentSaveRequest, limit: number): Promise<DocumentRecord> {
    return this.documents.saveDocument(kind, userId, request, limit);
  }

  saveDocuments(kind: DocumentKindName, userId: string, requests: DocumentSaveRequest[], limit: number): Promise<DocumentRecord[]> {
    return this.documents.saveDocuments(kind, userId, requests, limit);
  }

  deleteDocument(kind: DocumentKindName, userId: string, id: string, baseRevision?: number | null): Promise<boolean> {
    return this.documents.deleteDocument(kind, userId, id, baseRevision);
  }

  // ---- share links (mongodb-shares.ts) ----

  createShare(userId: string, kind: DocumentKindName, documentId: string, view: ShareViewName): Promise<ShareRecord> {
    return this.shares.createShare(userId, kind, documentId, view);
  }

  listShares(userId: string, filter?: ShareFilter): Promise<ShareRecord[]> {
    return this.shares.listShares(userId, filter);
  }

  getShare(token: string): Promise<ShareRecord | null> {
    return this.shares.getShare(token);
  }

  revokeShare(userId: string, token: string): Promise<boolean> {
    return this.shares.revokeShare(userId, token);
  }

  // ---- campaign members and invites (mongodb-campaigns.ts) ----

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

  // ---- the expiring key-value area (mongodb-expiring.ts) ----

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

  // ---- lifecycle ----

  /** Answers within `pingTimeoutMS`: a readiness probe must learn of an outage well under a second. */
  async ping(): Promise<void> {
    await this.connection.guard('ping', () => within(this.connection.db.command({ ping: 1 }), this.timeouts.pingMs, `ping ${this.connection.where}`), { retry: false });
  }

  async close(): Promise<void> {
    this.rules.close();
    await this.connection.close();
  }

  private async setUp(): Promise<void> {
    await this.shares.setUp();
    await this.campaigns.setUp();
    await this.documents.setUp();
    await this.expiring.setUp();
    await this.rules.setUp();
  }
}

/** Connects to MongoDB (or FerretDB) and returns the store. */
export function openMongoStore(options: MongoStoreOptions): Promise<MongoStore> {
  return MongoStore.open(options);
}
