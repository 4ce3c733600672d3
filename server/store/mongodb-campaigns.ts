// The MongoDB adapter's campaign members and invite links (see CampaignStore in port.ts). As everywhere on FerretDB
// 1.x, the atomic decision is an insert under a unique key: a member is keyed by its character (`_id`), so of two
// joins of one character one wins, and an invite by its token. The member and invite limits are checked after the
// insert (the newcomer counts itself and withdraws when over), so a race can refuse both but never overfill.
import type { Collection } from 'mongodb';
import { isDuplicateKey, retryBusy, type MongoConnection } from './mongodb-connection.ts';
import { CampaignMembershipError, type CampaignInviteRecord, type CampaignMemberRecord, type CampaignStore } from './port.ts';
import { checkCampaignInvite, checkCampaignMember, checkUserId, newShareToken } from './records.ts';

export const CAMPAIGN_MEMBERS = 'campaign_members';
export const CAMPAIGN_INVITES = 'campaign_invites';

interface MemberDoc {
  /** The character: one campaign at a time. */
  _id: string;
  campaignId: string;
  gameMasterId: string;
  userId: string;
  joinedAt: string;
  /** Join order (joinedAt alone ties within a ms). */
  seq: number;
}

interface InviteDoc {
  /** The token. */
  _id: string;
  campaignId: string;
  gameMasterId: string;
  createdAt: string;
  expiresAt: string | null;
  seq: number;
}

export class MongoCampaigns implements CampaignStore {
  constructor(private readonly connection: MongoConnection) {}

  private guard<T>(action: string, fn: () => Promise<T>, retry = true): Promise<T> {
    return this.connection.guard(action, fn, { retry });
  }

  async setUp(): Promise<void> {
    await this.members().createIndex({ campaignId: 1, seq: 1 });
    await this.members().createIndex({ userId: 1, seq: 1 });
    await this.invites().createIndex({ campaignId: 1, seq: 1 });
  }

  async addCampaignMember(member: CampaignMemberRecord, limit: number): Promise<CampaignMemberRecord> {
    checkCampaignMember(member);
    const doc: MemberDoc = { _id: member.characterId, campaignId: member.campaignId, gameMasterId: member.gameMasterId, userId: member.userId, joinedAt: member.joinedAt, seq: this.connection.nextSeq() };
    return this.guard(
      'join a campaign',
      async () => {
        try {
          await retryBusy(() => this.members().insertOne(doc));
        } catch (error) {
          if (isDuplicateKey(error)) throw new CampaignMembershipError('in-campaign', `Character "${member.characterId}" is in a campaign already.`);
          throw error;
        }
        const members = await retryBusy(() => this.members().find({ campaignId: member.campaignId }, { projection: { seq: 1 } }).toArray());
        // Over the limit: the newest arrivals withdraw, so the earliest `limit` stay whoever counts first.
        const kept = members.sort((a, b) => a.seq - b.seq || (a._id < b._id ? -1 : 1)).slice(0, limit);
        if (!kept.some((m) => m._id === doc._id)) {
          await retryBusy(() => this.members().deleteOne({ _id: doc._id, campaignId: doc.campaignId }));
          throw new CampaignMembershipError('full', `The campaign has ${limit} members, as many as it may.`);
        }
        return { ...member };
      },
      // The insert is the decision: never repeated as a whole (a repeat would find its own record and refuse).
      false,
    );
  }

  async removeCampaignMember(campaignId: string, characterId: string): Promise<boolean> {
    return this.guard('leave a campaign', async () => (await this.members().deleteOne({ _id: String(characterId), campaignId: String(campaignId) })).deletedCount > 0);
  }

  async listCampaignMembers(campaignId: string): Promise<CampaignMemberRecord[]> {
    return this.guard('list a campaign’s members', async () => (await this.members().find({ campaignId: String(campaignId) }, { sort: { seq: 1, _id: 1 } }).toArray()).map(toMember));
  }

  async getCampaignMembership(characterId: string): Promise<CampaignMemberRecord | null> {
    return this.guard('read a campaign membership', async () => {
      const doc = await this.members().findOne({ _id: String(characterId) });
      return doc ? toMember(doc) : null;
    });
  }

  async listPlayerMemberships(userId: string): Promise<CampaignMemberRecord[]> {
    checkUserId(userId);
    return this.guard('list a player’s campaigns', async () => (await this.members().find({ userId }, { sort: { seq: 1, _id: 1 } }).toArray()).map(toMember));
  }

  async createCampaignInvite(invite: Omit<CampaignInviteRecord, 'token'>, limit: number): Promise<CampaignInviteRecord> {
    checkCampaignInvite(invite);
    const doc: InviteDoc = { _id: newShareToken(), ...invite, seq: this.connection.nextSeq() };
    return this.guard(
      'create a campaign invite',
      async () => {
        await retryBusy(() => this.invites().insertOne(doc));
        const open = await retryBusy(() => this.invites().find({ campaignId: invite.campaignId }, { projection: { seq: 1 } }).toArray());
        const kept = open.sort((a, b) => a.seq - b.seq || (a._id < b._id ? -1 : 1)).slice(0, limit);
        if (!kept.some((i) => i._id === doc._id)) {
          await retryBusy(() => this.invites().deleteOne({ _id: doc._id }));
          throw new CampaignMembershipError('full', `The campaign has ${limit} open invite links, as many as it may.`);
        }
        return toInvite(doc);
      },
      false,
    );
  }

  async getCampaignInvite(token: string): Promise<CampaignInviteRecord | null> {
    if (typeof token !== 'string' || token === '') return null;
    return this.guard('read a campaign invite', async () => {
      const doc = await this.invites().findOne({ _id: token });
      return doc ? toInvite(doc) : null;
    });
  }

  async listCampaignInvites(campaignId: string): Promise<CampaignInviteRecord[]> {
    return this.guard('list a campaign’s invites', async () => (await this.invites().find({ campaignId: String(campaignId) }, { sort: { seq: 1, _id: 1 } }).toArray()).map(toInvite));
  }

  async revokeCampaignInvite(gameMasterId: string, token: string): Promise<boolean> {
    checkUserId(gameMasterId);
    if (typeof token !== 'string') return false;
    return this.guard('revoke a campaign invite', async () => (await this.invites().deleteOne({ _id: token, gameMasterId })).deletedCount > 0);
  }

  private members(): Collection<MemberDoc> {
    return this.connection.db.collection<MemberDoc>(CAMPAIGN_MEMBERS);
  }

  private invites(): Collection<InviteDoc> {
    return this.connection.db.collection<InviteDoc>(CAMPAIGN_INVITES);
  }
}

/**
 * What deleting a document removes beside it (called by the documents module once the head is gone): a character
 * leaves its campaign (by `_id`), a campaign takes its members' list and invites with it.
 */
export async function forgetCampaignRecords(connection: MongoConnection, kind: string, id: string): Promise<void> {
  const db = connection.db;
  if (kind === 'character') await retryBusy(() => db.collection<MemberDoc>(CAMPAIGN_MEMBERS).deleteOne({ _id: id }));
  if (kind === 'campaign') {
    await retryBusy(() => db.collection<MemberDoc>(CAMPAIGN_MEMBERS).deleteMany({ campaignId: id }));
    await retryBusy(() => db.collection<InviteDoc>(CAMPAIGN_INVITES).deleteMany({ campaignId: id }));
  }
}

function toMember(doc: MemberDoc): CampaignMemberRecord {
  return { characterId: doc._id, campaignId: doc.campaignId, gameMasterId: doc.gameMasterId, userId: doc.userId, joinedAt: doc.joinedAt };
}

function toInvite(doc: InviteDoc): CampaignInviteRecord {
  return { token: doc._id, campaignId: doc.campaignId, gameMasterId: doc.gameMasterId, createdAt: doc.createdAt, expiresAt: doc.expiresAt };
}
