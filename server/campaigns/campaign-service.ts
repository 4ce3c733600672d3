// Campaigns: the game master's stored campaign document (through the document service, like every kind) with its
// members and invite links kept beside it in the store. Who may do what is decided here, once, for every door:
// - the game master and the players whose characters are members read the campaign; anyone else gets null;
// - only the game master invites, removes members and awards; a player joins and leaves with their own character;
// - the game master's only write into a character is an award (experience and credits), and only while it is a member.
import { randomUUID } from 'node:crypto';
import type { JsonObject } from '../../core/documents/adapters.ts';
import {
  DEFAULT_INVITE_DAYS,
  MAX_AWARD_AMOUNT,
  MAX_CAMPAIGN_INVITES,
  MAX_CAMPAIGN_LOG,
  MAX_CAMPAIGN_MEMBERS,
  MAX_CAMPAIGN_NAME_LENGTH,
  MAX_INVITE_DAYS,
  MAX_JOURNAL_ENTRIES,
  MAX_JOURNAL_ENTRY_LENGTH,
  readCampaignContent,
  shareAward,
  storedAmount,
  undoProblem,
  type AwardEntry,
  type AwardShare,
  type AwardSplit,
  type CampaignContent,
  type JournalEntry,
  type JournalVisibility,
} from '../../core/documents/campaigns.ts';
import type { AuthenticatedUser } from '../auth/caller.ts';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import { badInput, RequestError } from '../auth/request-errors.ts';
import type { WriteLimiter } from '../auth/write-limiter.ts';
import { MAX_ID_LENGTH, type DocumentService } from '../documents/document-service.ts';
import { CampaignMembershipError, type CampaignInviteRecord, type CampaignMemberRecord, type CampaignStore, type DocumentRecord, type DocumentStore } from '../store/port.ts';
import type { DocumentEvents } from '../live/document-events.ts';
import type { UserService } from '../users/user-service.ts';

/** Tokens are 43 characters; anything much longer is not one and is not looked up. */
const MAX_TOKEN_LENGTH = 128;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A campaign as one caller sees it: the stored document, and whether the caller is its game master. */
export interface CampaignView {
  record: DocumentRecord;
  content: CampaignContent;
  isGameMaster: boolean;
  /** The caller (the journal shows them their own entries). */
  viewerId: string;
}

/** What a Campaign field resolves from: the service's view, or the caller's own document (the kind's generic fields). */
export type CampaignParent = CampaignView | DocumentRecord;

/** An award as the API answers it. */
export type AwardView = AwardEntry & { campaignId: string };

const notFound = () => new RequestError('NOT_FOUND', 'Campaign not found.');
const inviteNotFound = () => new RequestError('NOT_FOUND', 'This invite link is unknown, revoked or expired: ask the game master for a new one.');
const characterNotFound = () => new RequestError('NOT_FOUND', 'Character not found among yours.');

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH;

/** The campaign's content from its stored text (a stored campaign always parsed when it was saved). */
export function contentOf(record: DocumentRecord): CampaignContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record.jsonData);
  } catch {
    parsed = {};
  }
  const read = readCampaignContent(typeof parsed === 'object' && parsed !== null ? (parsed as JsonObject) : {});
  return read.ok ? read.value : { name: '', awards: [], journal: [] };
}

export class CampaignService {
  constructor(
    private readonly store: CampaignStore & DocumentStore,
    private readonly documents: DocumentService,
    private readonly users: UserService,
    private readonly writes: WriteLimiter,
    /** Told when members or invites change, so live dashboards read the campaign again. */
    private readonly events?: DocumentEvents,
  ) {}

  /** Wakes the campaign's live dashboards (its document is unchanged: only what is kept beside it). */
  private async membersChanged(gameMasterId: string, campaignId: string): Promise<void> {
    await this.events?.publish({ kind: 'campaign', userId: gameMasterId, documentId: campaignId, change: 'members-changed' });
  }

  private view(record: DocumentRecord, isGameMaster: boolean, viewerId = record.userId): CampaignView {
    return { record, content: contentOf(record), isGameMaster, viewerId };
  }

  /** The caller's own campaign (as game master), or null. */
  private async own(userId: string, campaignId: unknown): Promise<DocumentRecord | null> {
    return isId(campaignId) ? this.store.getDocument('campaign', userId, campaignId) : null;
  }

  /** The caller's own campaign, or NOT_FOUND (another's reads like an unknown one). */
  private async requireOwn(userId: string, campaignId: unknown): Promise<DocumentRecord> {
    const record = await this.own(userId, campaignId);
    if (!record) throw notFound();
    return record;
  }

  async create(caller: AuthenticatedUser | null, name: unknown): Promise<CampaignView> {
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (!trimmed) throw badInput('A campaign needs a name.', 'name');
    if (trimmed.length > MAX_CAMPAIGN_NAME_LENGTH) throw badInput(`A campaign's name is at most ${MAX_CAMPAIGN_NAME_LENGTH} characters (got ${trimmed.length}).`, 'name');
    const content: CampaignContent = { name: trimmed, awards: [], journal: [] };
    const record = await this.documents.save('campaign', caller, { jsonData: JSON.stringify({ ...content, createdAt: Date.now() }) });
    return this.view(record, true);
  }

  /** The campaign for its game master or a member; null for anyone else. */
  async get(caller: AuthenticatedUser | null, campaignId: unknown): Promise<CampaignView | null> {
    const user = requireUser(caller, SCOPES.read);
    if (!isId(campaignId)) return null;
    const own = await this.own(user.id, campaignId);
    if (own) return this.view(own, true);
    const membership = (await this.store.listPlayerMemberships(user.id)).find((m) => m.campaignId === campaignId);
    if (!membership) return null;
    const record = await this.store.getDocument('campaign', membership.gameMasterId, campaignId);
    return record ? this.view(record, false, user.id) : null;
  }

  /** The caller's campaigns: their own first (oldest first), then those their characters play in. */
  async mine(caller: AuthenticatedUser | null): Promise<CampaignView[]> {
    const user = requireUser(caller, SCOPES.read);
    const [own, memberships] = await Promise.all([this.store.listDocuments('campaign', user.id), this.store.listPlayerMemberships(user.id)]);
    const views = own.map((record) => this.view(record, true));
    const seen = new Set(own.map((r) => r.id));
    for (const m of memberships) {
      if (seen.has(m.campaignId)) continue;
      seen.add(m.campaignId);
      const record = await this.store.getDocument('campaign', m.gameMasterId, m.campaignId);
      if (record) views.push(this.view(record, false, user.id));
    }
    return views;
  }

  members(campaignId: string): Promise<CampaignMemberRecord[]> {
    return this.store.listCampaignMembers(campaignId);
  }

  invites(campaignId: string): Promise<CampaignInviteRecord[]> {
    return this.store.listCampaignInvites(campaignId);
  }

  async createInvite(caller: AuthenticatedUser | null, campaignId: unknown, expiresInDays: unknown = DEFAULT_INVITE_DAYS): Promise<CampaignInviteRecord> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const days = expiresInDays ?? DEFAULT_INVITE_DAYS;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_INVITE_DAYS) {
      throw badInput(`expiresInDays must be a whole number of days from 1 to ${MAX_INVITE_DAYS}, or 0 for a link that works until revoked.`, 'expiresInDays');
    }
    const campaign = await this.requireOwn(user.id, campaignId);
    const now = Date.now();
    try {
      const invite = await this.store.createCampaignInvite(
        { campaignId: campaign.id, gameMasterId: user.id, createdAt: new Date(now).toISOString(), expiresAt: days === 0 ? null : new Date(now + days * DAY_MS).toISOString() },
        MAX_CAMPAIGN_INVITES,
      );
      await this.membersChanged(user.id, campaign.id);
      return invite;
    } catch (error) {
      if (error instanceof CampaignMembershipError) throw badInput(`A campaign keeps at most ${MAX_CAMPAIGN_INVITES} open invite links: revoke one first.`, 'campaignId');
      throw error;
    }
  }

  async revokeInvite(caller: AuthenticatedUser | null, token: unknown): Promise<boolean> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return false;
    const invite = await this.store.getCampaignInvite(token);
    const revoked = await this.store.revokeCampaignInvite(user.id, token);
    if (revoked && invite) await this.membersChanged(user.id, invite.campaignId);
    return revoked;
  }

  /** The invite a token names while it works (known, not revoked, not expired, its campaign there), or null. */
  async openInvite(token: unknown): Promise<{ invite: CampaignInviteRecord; campaign: DocumentRecord } | null> {
    if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return null;
    const invite = await this.store.getCampaignInvite(token);
    if (!invite || (invite.expiresAt !== null && Date.parse(invite.expiresAt) <= Date.now())) return null;
    const campaign = await this.store.getDocument('campaign', invite.gameMasterId, invite.campaignId);
    return campaign ? { invite, campaign } : null;
  }

  /** What an invite opens, for a signed-in user about to join. */
  async preview(caller: AuthenticatedUser | null, token: unknown): Promise<{ campaignId: string; campaignName: string; expiresAt: string | null } | null> {
    requireUser(caller, SCOPES.read);
    const open = await this.openInvite(token);
    return open ? { campaignId: open.campaign.id, campaignName: contentOf(open.campaign).name, expiresAt: open.invite.expiresAt } : null;
  }

  async join(caller: AuthenticatedUser | null, token: unknown, characterId: unknown): Promise<CampaignView> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const open = await this.openInvite(token);
    if (!open) throw inviteNotFound();
    if (!isId(characterId) || !(await this.store.getDocument('character', user.id, characterId))) throw characterNotFound();
    await this.users.ensureStored(user);
    try {
      await this.store.addCampaignMember(
        { characterId, campaignId: open.campaign.id, gameMasterId: open.invite.gameMasterId, userId: user.id, joinedAt: new Date().toISOString() },
        MAX_CAMPAIGN_MEMBERS,
      );
    } catch (error) {
      if (!(error instanceof CampaignMembershipError)) throw error;
      if (error.reason === 'full') throw badInput(`The campaign is full: it has ${MAX_CAMPAIGN_MEMBERS} members, as many as a campaign may.`, 'invite');
      const current = await this.store.getCampaignMembership(characterId);
      const where = current?.campaignId === open.campaign.id ? 'this campaign already' : 'another campaign';
      throw new RequestError('CONFLICT', `This character plays in ${where}; a character is in one campaign at a time. Leave it first, or pick another character.`, { campaignId: current?.campaignId ?? null });
    }
    // Deleted meanwhile: the delete may have missed the new membership, so take it back.
    if (!(await this.store.getDocument('character', user.id, characterId))) {
      await this.store.removeCampaignMember(open.campaign.id, characterId);
      throw characterNotFound();
    }
    await this.membersChanged(open.invite.gameMasterId, open.campaign.id);
    return this.view(open.campaign, open.invite.gameMasterId === user.id, user.id);
  }

  /** A member's stored character for the campaign's game master (to read its sheet); null for anyone else. */
  async memberSheet(caller: AuthenticatedUser | null, campaignId: unknown, characterId: unknown): Promise<{ characterId: string; jsonData: string; revision: number; changedAt: string } | null> {
    const user = requireUser(caller, SCOPES.read);
    if (!isId(characterId) || !(await this.own(user.id, campaignId))) return null;
    const membership = await this.store.getCampaignMembership(characterId);
    if (!membership || membership.campaignId !== campaignId) return null;
    const stored = await this.store.getDocument('character', membership.userId, characterId);
    return stored ? { characterId, jsonData: stored.jsonData, revision: stored.revision, changedAt: stored.changedAt } : null;
  }

  /** Takes the caller's character out of its campaign; false when it is in none (or is not the caller's). */
  async leave(caller: AuthenticatedUser | null, characterId: unknown): Promise<boolean> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    if (!isId(characterId)) return false;
    const membership = await this.store.getCampaignMembership(characterId);
    if (!membership || membership.userId !== user.id) return false;
    const removed = await this.store.removeCampaignMember(membership.campaignId, characterId);
    if (removed) await this.membersChanged(membership.gameMasterId, membership.campaignId);
    return removed;
  }

  async removeMember(caller: AuthenticatedUser | null, campaignId: unknown, characterId: unknown): Promise<boolean> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const campaign = await this.requireOwn(user.id, campaignId);
    const removed = isId(characterId) ? await this.store.removeCampaignMember(campaign.id, characterId) : false;
    if (removed) await this.membersChanged(user.id, campaign.id);
    return removed;
  }

  /**
   * Awards experience and credits to the chosen members (all when none are named), each as a new revision of the
   * character, then logs the award in the campaign. Should a character's write fail, those already written are
   * taken back and nothing is logged.
   */
  async award(
    caller: AuthenticatedUser | null,
    args: { campaignId: unknown; experience?: unknown; credits?: unknown; split: unknown; characterIds?: unknown },
  ): Promise<AwardView> {
    const user = requireUser(caller, SCOPES.write);
    const split = parseSplit(args.split);
    const experience = parseAmount(args.experience, 'experience');
    const credits = parseAmount(args.credits, 'credits');
    if (experience === 0 && credits === 0) throw badInput('An award needs some experience or credits (both were 0).', 'experience');
    const campaign = await this.requireOwn(user.id, args.campaignId);
    const members = await this.store.listCampaignMembers(campaign.id);
    const targets = chooseMembers(members, args.characterIds);
    await this.writes.consume(user.id, targets.length + 1);
    const xp = shareAward(split, experience, targets.length);
    const cr = shareAward(split, credits, targets.length);
    const shares: AwardShare[] = [];
    try {
      for (const member of targets) {
        const share = await this.writeIntoMember(campaign.id, member, (doc) => {
          const before = { experiencePoints: storedAmount(doc.experiencePoints), credits: storedAmount(doc.credits) };
          return { before, after: { experiencePoints: before.experiencePoints + xp.each, credits: before.credits + cr.each } };
        });
        shares.push({ characterId: member.characterId, experience: xp.each, credits: cr.each, ...share });
      }
    } catch (error) {
      // Best effort: a share that cannot be taken back (changed meanwhile) stays, and the first error is the answer.
      await this.takeBack(campaign.id, targets, shares).catch(() => undefined);
      throw error;
    }
    const entry: AwardEntry = {
      id: randomUUID(),
      at: new Date().toISOString(),
      by: user.id,
      split,
      experience,
      credits,
      shares,
      undistributed: { experience: xp.undistributed, credits: cr.undistributed },
    };
    await this.documents.update('campaign', user.id, campaign.id, (doc) => ({ ...doc, awards: [...((doc.awards as AwardEntry[]) ?? []), entry].slice(-MAX_CAMPAIGN_LOG) }));
    return { ...entry, campaignId: campaign.id };
  }

  /** Takes an award back, for every character or none: refused when a later change touched a character's fields. */
  async undo(caller: AuthenticatedUser | null, campaignId: unknown, awardId: unknown): Promise<AwardView> {
    const user = requireUser(caller, SCOPES.write);
    const campaign = await this.requireOwn(user.id, campaignId);
    const entry = contentOf(campaign).awards.find((a) => a.id === awardId);
    if (!entry) throw new RequestError('NOT_FOUND', 'Award not found in this campaign’s log.');
    if (entry.undoneAt) throw new RequestError('CONFLICT', `This award was undone already (${entry.undoneAt}).`);
    await this.writes.consume(user.id, entry.shares.length + 1);
    const members = new Map((await this.store.listCampaignMembers(campaign.id)).map((m) => [m.characterId, m]));
    // Every character is checked before any is changed, so an undo that cannot be whole changes nothing.
    const problems: string[] = [];
    for (const share of entry.shares) {
      const member = members.get(share.characterId);
      const stored = member && (await this.store.getDocument('character', member.userId, share.characterId));
      if (!member || !stored) problems.push(`character "${share.characterId}" is no longer in the campaign`);
      else {
        const problem = undoProblem(share, parseObject(stored.jsonData));
        if (problem) problems.push(`${nameOf(stored)}: ${problem}`);
      }
    }
    if (problems.length) throw new RequestError('CONFLICT', `The award cannot be undone, nothing was changed: ${problems.join('; ')}.`, { problems });
    await this.takeBack(campaign.id, [...members.values()], entry.shares);
    const undoneAt = new Date().toISOString();
    await this.documents.update('campaign', user.id, campaign.id, (doc) => ({
      ...doc,
      awards: ((doc.awards as AwardEntry[]) ?? []).map((a) => (a.id === entry.id ? { ...a, undoneAt } : a)),
    }));
    return { ...entry, undoneAt, campaignId: campaign.id };
  }

  /** Adds a journal entry by the game master or a member's player (written into the campaign as a new revision). */
  async addJournalEntry(caller: AuthenticatedUser | null, campaignId: unknown, markdown: unknown, visibility: unknown): Promise<JournalEntry> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const text = parseMarkdown(markdown);
    const seen = parseVisibility(visibility);
    const campaign = await this.get(user, campaignId);
    if (!campaign) throw notFound();
    const entry: JournalEntry = { id: randomUUID(), authorId: user.id, at: new Date().toISOString(), visibility: seen, markdown: text };
    let full = false;
    await this.documents.update('campaign', campaign.record.userId, campaign.record.id, (doc) => {
      const journal = (doc.journal as JournalEntry[] | undefined) ?? [];
      if (journal.length >= MAX_JOURNAL_ENTRIES) return (full = true) && null;
      return { ...doc, journal: [...journal, entry] };
    });
    if (full) throw badInput(`A campaign's journal holds at most ${MAX_JOURNAL_ENTRIES} entries: delete old ones first.`, 'campaignId');
    return entry;
  }

  /**
   * Changes (`markdown`, `visibility`) or deletes (`remove`) a journal entry: the game master any, a player their own.
   * Another's entry reads like an unknown one.
   */
  async changeJournalEntry(
    caller: AuthenticatedUser | null,
    campaignId: unknown,
    entryId: unknown,
    change: { markdown?: unknown; visibility?: unknown; remove?: boolean },
  ): Promise<JournalEntry | null> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const text = change.remove || change.markdown === undefined || change.markdown === null ? undefined : parseMarkdown(change.markdown);
    const seen = change.remove || change.visibility === undefined || change.visibility === null ? undefined : parseVisibility(change.visibility);
    const campaign = await this.get(user, campaignId);
    if (!campaign) throw notFound();
    let result: JournalEntry | null = null;
    await this.documents.update('campaign', campaign.record.userId, campaign.record.id, (doc) => {
      const journal = (doc.journal as JournalEntry[] | undefined) ?? [];
      const entry = journal.find((e) => e.id === entryId);
      if (!entry || (!campaign.isGameMaster && entry.authorId !== user.id)) return null;
      if (change.remove) {
        result = entry;
        return { ...doc, journal: journal.filter((e) => e !== entry) };
      }
      result = { ...entry, ...(text !== undefined ? { markdown: text } : {}), ...(seen ? { visibility: seen } : {}), editedAt: new Date().toISOString() };
      return { ...doc, journal: journal.map((e) => (e === entry ? result! : e)) };
    });
    if (!result) throw new RequestError('NOT_FOUND', 'Journal entry not found among those you may change.');
    return result;
  }

  /**
   * The game master's one write into a character: its experience and credits, as `amounts` says from what is stored,
   * and only while the character is a member of this campaign (checked again just before the write).
   */
  private async writeIntoMember(
    campaignId: string,
    member: CampaignMemberRecord,
    amounts: (doc: JsonObject) => Pick<AwardShare, 'before' | 'after'> | null,
  ): Promise<Pick<AwardShare, 'before' | 'after'>> {
    const current = await this.store.getCampaignMembership(member.characterId);
    if (!current || current.campaignId !== campaignId) throw new RequestError('CONFLICT', `Character "${member.characterId}" left the campaign meanwhile; nothing was awarded.`);
    let result: Pick<AwardShare, 'before' | 'after'> | null = null;
    const saved = await this.documents.update('character', member.userId, member.characterId, (doc) => {
      result = amounts(doc);
      return result ? { ...doc, experiencePoints: result.after.experiencePoints, credits: result.after.credits } : null;
    });
    if (!saved || !result) throw new RequestError('CONFLICT', `Character "${member.characterId}" changed or went away meanwhile; nothing was awarded.`);
    return result;
  }

  /** Undoes shares written (a failed award, or an undo): each character's fields back by what the share gave. */
  private async takeBack(campaignId: string, members: readonly CampaignMemberRecord[], shares: readonly AwardShare[]): Promise<void> {
    let failure: unknown;
    for (const share of shares) {
      const member = members.find((m) => m.characterId === share.characterId);
      if (!member) continue;
      // Each character on its own: one that cannot be taken back does not keep the others as they are.
      await this.writeIntoMember(campaignId, member, (doc) => {
        if (undoProblem(share, doc)) return null;
        return { before: share.after, after: share.before };
      }).catch((error: unknown) => (failure ??= error));
    }
    if (failure) throw failure;
  }
}

function parseMarkdown(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput('A journal entry needs its text (Markdown).', 'markdown');
  if (value.length > MAX_JOURNAL_ENTRY_LENGTH) throw badInput(`A journal entry is at most ${MAX_JOURNAL_ENTRY_LENGTH} characters (got ${value.length}).`, 'markdown');
  return value;
}

function parseVisibility(value: unknown): JournalVisibility {
  if (value === undefined || value === null || value === 'ALL') return 'ALL';
  if (value === 'GAME_MASTER') return 'GAME_MASTER';
  throw badInput('visibility must be ALL (every member) or GAME_MASTER (the game master only).', 'visibility');
}

function parseSplit(value: unknown): AwardSplit {
  if (value === 'EACH' || value === 'SPLIT') return value;
  throw badInput('split must be EACH (everyone gets the amounts) or SPLIT (the amounts are divided equally).', 'split');
}

function parseAmount(value: unknown, field: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_AWARD_AMOUNT) {
    throw badInput(`${field} must be a whole number from 0 to ${MAX_AWARD_AMOUNT}.`, field);
  }
  return value;
}

/** The members an award goes to: those named (each must be a member), or every member. */
function chooseMembers(members: readonly CampaignMemberRecord[], characterIds: unknown): CampaignMemberRecord[] {
  if (characterIds === undefined || characterIds === null) {
    if (members.length === 0) throw badInput('The campaign has no members to award.', 'characterIds');
    return [...members];
  }
  if (!Array.isArray(characterIds) || characterIds.length === 0) throw badInput('characterIds must name at least one member (or be left out for all).', 'characterIds');
  const chosen: CampaignMemberRecord[] = [];
  for (const id of characterIds) {
    const member = members.find((m) => m.characterId === id);
    if (!member) throw badInput(`Character "${String(id).slice(0, MAX_ID_LENGTH)}" is not a member of this campaign.`, 'characterIds');
    if (!chosen.includes(member)) chosen.push(member);
  }
  return chosen;
}

function parseObject(jsonData: string): JsonObject {
  try {
    const parsed: unknown = JSON.parse(jsonData);
    return typeof parsed === 'object' && parsed !== null ? (parsed as JsonObject) : {};
  } catch {
    return {};
  }
}

function nameOf(record: DocumentRecord): string {
  const name = parseObject(record.jsonData).name;
  return typeof name === 'string' && name.trim() ? name : `character "${record.id}"`;
}
