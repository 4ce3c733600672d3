// The embedded store's campaign members and invite links (see CampaignStore in port.ts): two SQLite tables beside the
// documents. A member row is keyed by its character, so a character is in one campaign at a time by the primary key;
// the member limit is counted inside the same IMMEDIATE transaction as the insert.
import type Database from 'better-sqlite3';
import { CampaignMembershipError, type CampaignInviteRecord, type CampaignMemberRecord, type CampaignStore } from './port.ts';
import { checkCampaignInvite, checkCampaignMember, checkUserId, newShareToken } from './records.ts';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS campaign_members (
    characterId TEXT PRIMARY KEY,          -- a character plays in one campaign at a time
    campaignId TEXT NOT NULL,
    gameMasterId TEXT NOT NULL,
    userId TEXT NOT NULL,                  -- the character's owner
    joinedAt TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS campaign_members_by_campaign ON campaign_members (campaignId);
  CREATE INDEX IF NOT EXISTS campaign_members_by_player ON campaign_members (userId);
  CREATE TABLE IF NOT EXISTS campaign_invites (
    token TEXT PRIMARY KEY,
    campaignId TEXT NOT NULL,
    gameMasterId TEXT NOT NULL,
    createdAt TEXT NOT NULL,
    expiresAt TEXT                         -- NULL: until revoked
  );
  CREATE INDEX IF NOT EXISTS campaign_invites_by_campaign ON campaign_invites (campaignId);
`;

const MEMBER_COLUMNS = 'characterId, campaignId, gameMasterId, userId, joinedAt';
const INVITE_COLUMNS = 'token, campaignId, gameMasterId, createdAt, expiresAt';

export class EmbeddedCampaigns implements CampaignStore {
  private readonly stmt;

  constructor(
    private readonly db: Database.Database,
    /** The store's guard: a closed store or a locked file becomes a clear error. */
    private readonly run: <T>(fn: () => T) => T,
  ) {
    db.exec(SCHEMA);
    const p = <A extends unknown[], R = unknown>(sql: string) => db.prepare<A, R>(sql);
    this.stmt = {
      member: p<[string], CampaignMemberRecord>(`SELECT ${MEMBER_COLUMNS} FROM campaign_members WHERE characterId = ?`),
      countMembers: p<[string], { n: number }>('SELECT count(*) AS n FROM campaign_members WHERE campaignId = ?'),
      insertMember: p<[string, string, string, string, string]>(`INSERT INTO campaign_members (${MEMBER_COLUMNS}) VALUES (?, ?, ?, ?, ?)`),
      removeMember: p<[string, string]>('DELETE FROM campaign_members WHERE campaignId = ? AND characterId = ?'),
      membersOf: p<[string], CampaignMemberRecord>(`SELECT ${MEMBER_COLUMNS} FROM campaign_members WHERE campaignId = ? ORDER BY joinedAt, rowid`),
      membershipsOf: p<[string], CampaignMemberRecord>(`SELECT ${MEMBER_COLUMNS} FROM campaign_members WHERE userId = ? ORDER BY joinedAt, rowid`),
      countInvites: p<[string], { n: number }>('SELECT count(*) AS n FROM campaign_invites WHERE campaignId = ?'),
      insertInvite: p<[string, string, string, string, string | null]>(`INSERT INTO campaign_invites (${INVITE_COLUMNS}) VALUES (?, ?, ?, ?, ?)`),
      invite: p<[string], CampaignInviteRecord>(`SELECT ${INVITE_COLUMNS} FROM campaign_invites WHERE token = ?`),
      invitesOf: p<[string], CampaignInviteRecord>(`SELECT ${INVITE_COLUMNS} FROM campaign_invites WHERE campaignId = ? ORDER BY createdAt, rowid`),
      revokeInvite: p<[string, string]>('DELETE FROM campaign_invites WHERE token = ? AND gameMasterId = ?'),
      forgetCharacter: p<[string]>('DELETE FROM campaign_members WHERE characterId = ?'),
      forgetCampaignMembers: p<[string]>('DELETE FROM campaign_members WHERE campaignId = ?'),
      forgetCampaignInvites: p<[string]>('DELETE FROM campaign_invites WHERE campaignId = ?'),
    };
  }

  async addCampaignMember(member: CampaignMemberRecord, limit: number): Promise<CampaignMemberRecord> {
    checkCampaignMember(member);
    const add = this.db.transaction((): CampaignMemberRecord => {
      const existing = this.stmt.member.get(member.characterId);
      if (existing) throw new CampaignMembershipError('in-campaign', `Character "${member.characterId}" is in a campaign already.`);
      if (this.stmt.countMembers.get(member.campaignId)!.n >= limit) throw new CampaignMembershipError('full', `The campaign has ${limit} members, as many as it may.`);
      this.stmt.insertMember.run(member.characterId, member.campaignId, member.gameMasterId, member.userId, member.joinedAt);
      return { ...member };
    });
    return this.run(() => add.immediate());
  }

  async removeCampaignMember(campaignId: string, characterId: string): Promise<boolean> {
    return this.run(() => this.stmt.removeMember.run(String(campaignId), String(characterId)).changes > 0);
  }

  async listCampaignMembers(campaignId: string): Promise<CampaignMemberRecord[]> {
    return this.run(() => this.stmt.membersOf.all(String(campaignId)));
  }

  async getCampaignMembership(characterId: string): Promise<CampaignMemberRecord | null> {
    return this.run(() => this.stmt.member.get(String(characterId)) ?? null);
  }

  async listPlayerMemberships(userId: string): Promise<CampaignMemberRecord[]> {
    checkUserId(userId);
    return this.run(() => this.stmt.membershipsOf.all(userId));
  }

  async createCampaignInvite(invite: Omit<CampaignInviteRecord, 'token'>, limit: number): Promise<CampaignInviteRecord> {
    checkCampaignInvite(invite);
    const create = this.db.transaction((): CampaignInviteRecord => {
      if (this.stmt.countInvites.get(invite.campaignId)!.n >= limit) throw new CampaignMembershipError('full', `The campaign has ${limit} open invite links, as many as it may.`);
      const record = { token: newShareToken(), ...invite };
      this.stmt.insertInvite.run(record.token, record.campaignId, record.gameMasterId, record.createdAt, record.expiresAt);
      return record;
    });
    return this.run(() => create.immediate());
  }

  async getCampaignInvite(token: string): Promise<CampaignInviteRecord | null> {
    if (typeof token !== 'string' || token === '') return null;
    return this.run(() => this.stmt.invite.get(token) ?? null);
  }

  async listCampaignInvites(campaignId: string): Promise<CampaignInviteRecord[]> {
    return this.run(() => this.stmt.invitesOf.all(String(campaignId)));
  }

  async revokeCampaignInvite(gameMasterId: string, token: string): Promise<boolean> {
    checkUserId(gameMasterId);
    if (typeof token !== 'string') return false;
    return this.run(() => this.stmt.revokeInvite.run(token, gameMasterId).changes > 0);
  }

  /**
   * Inside the store's delete transaction: a deleted character leaves its campaign, a deleted campaign takes its
   * members' list and invites with it.
   */
  forgetDocument(kind: string, id: string): void {
    if (kind === 'character') this.stmt.forgetCharacter.run(id);
    if (kind === 'campaign') {
      this.stmt.forgetCampaignMembers.run(id);
      this.stmt.forgetCampaignInvites.run(id);
    }
  }
}
