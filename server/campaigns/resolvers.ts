// GraphQL resolvers of campaigns (schema/campaigns.graphql): thin calls into the campaign service, and the members'
// summaries computed by the rules engine from each stored character, batched per request (one rules index and one
// read per character, however many campaigns or aliases ask).
import DataLoader from 'dataloader';
import { MAX_CAMPAIGN_LOG, readsJournalEntry } from '../../core/documents/campaigns.ts';
import { normalizeCharacter } from '../../core/engine/character/import-character.ts';
import { summarizeCharacter, type MemberSummary } from '../../core/engine/campaigns/member-summary.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers, SubscriptionResolvers } from '../graphql/generated/resolvers-types.ts';
import type { Delivery } from '../live/live-feed.ts';
import { openCampaignFeed } from './campaign-feed.ts';
import type { CampaignMemberRecord } from '../store/port.ts';
import { contentOf, type CampaignParent, type CampaignView } from './campaign-service.ts';

/** What a member's summary comes to: the summary, or why there is none. */
interface MemberReading {
  summary: MemberSummary | null;
  problem: string | null;
}

interface CampaignLoaders {
  readings: DataLoader<CampaignMemberRecord, MemberReading, string>;
  playerNames: DataLoader<string, string>;
}

/** One set of loaders per request (the context object), dropped with it. */
const LOADERS = new WeakMap<GraphQLContext, CampaignLoaders>();

function loadersOf(ctx: GraphQLContext): CampaignLoaders {
  let loaders = LOADERS.get(ctx);
  if (!loaders) {
    loaders = {
      readings: new DataLoader(async (members) => {
        const rules = await ctx.engineRules.indexed();
        return Promise.all(
          members.map(async (member): Promise<MemberReading> => {
            const stored = await ctx.store.getDocument('character', member.userId, member.characterId);
            if (!stored) return { summary: null, problem: 'The character is gone.' };
            try {
              const read = summarizeCharacter(normalizeCharacter(JSON.parse(stored.jsonData) as Record<string, unknown>), rules);
              return 'summary' in read ? { summary: read.summary, problem: null } : { summary: null, problem: read.problem };
            } catch (error) {
              return { summary: null, problem: `The character cannot be read: ${(error as Error).message}` };
            }
          }),
        );
      }, { cacheKeyFn: (member) => `${member.userId}\n${member.characterId}` }),
      playerNames: new DataLoader(async (ids) => Promise.all(ids.map(async (id) => (await ctx.store.getUser(id))?.username ?? 'Unknown player'))),
    };
    LOADERS.set(ctx, loaders);
  }
  return loaders;
}

/** Each live delivery reads the members anew: the loaders of the subscription's context would keep the first reading. */
function forgetReadings(ctx: GraphQLContext): void {
  LOADERS.delete(ctx);
}

const viewOf = (parent: CampaignParent): CampaignView =>
  'record' in parent ? parent : { record: parent, content: contentOf(parent), isGameMaster: true, viewerId: parent.userId };

export const campaignResolvers = {
  Query: {
    myCampaigns: (_p, _a, ctx) => ctx.campaigns.mine(ctx.user),
    campaign: (_p, { id }, ctx) => ctx.campaigns.get(ctx.user, id),
    campaignInvite: (_p, { invite }, ctx) => ctx.campaigns.preview(ctx.user, invite),
    campaignMemberSheet: (_p, { campaignId, characterId }, ctx) => ctx.campaigns.memberSheet(ctx.user, campaignId, characterId),
  },
  Mutation: {
    createCampaign: (_p, { name }, ctx) => ctx.campaigns.create(ctx.user, name),
    createCampaignInvite: (_p, { campaignId, expiresInDays }, ctx) => ctx.campaigns.createInvite(ctx.user, campaignId, expiresInDays),
    revokeCampaignInvite: (_p, { invite }, ctx) => ctx.campaigns.revokeInvite(ctx.user, invite),
    joinCampaign: (_p, { invite, characterId }, ctx) => ctx.campaigns.join(ctx.user, invite, characterId),
    leaveCampaign: (_p, { characterId }, ctx) => ctx.campaigns.leave(ctx.user, characterId),
    removeCampaignMember: (_p, { campaignId, characterId }, ctx) => ctx.campaigns.removeMember(ctx.user, campaignId, characterId),
    awardCampaign: (_p, args, ctx) => ctx.campaigns.award(ctx.user, args),
    undoCampaignAward: (_p, { campaignId, awardId }, ctx) => ctx.campaigns.undo(ctx.user, campaignId, awardId),
    addCampaignJournalEntry: (_p, { campaignId, markdown, visibility }, ctx) => ctx.campaigns.addJournalEntry(ctx.user, campaignId, markdown, visibility),
    // The service answers NOT_FOUND rather than null for an entry the caller may not change.
    editCampaignJournalEntry: async (_p, { campaignId, entryId, markdown, visibility }, ctx) =>
      (await ctx.campaigns.changeJournalEntry(ctx.user, campaignId, entryId, { markdown, visibility }))!,
    deleteCampaignJournalEntry: async (_p, { campaignId, entryId }, ctx) => {
      await ctx.campaigns.changeJournalEntry(ctx.user, campaignId, entryId, { remove: true });
      return true;
    },
  },
  Subscription: {
    campaignChanged: {
      subscribe: async (_p: unknown, { id }: { id: string }, ctx: GraphQLContext) => openCampaignFeed({ campaigns: ctx.campaigns, events: ctx.events, user: ctx.user }, id),
      resolve: (payload: Delivery<CampaignView>, _a: unknown, ctx: GraphQLContext) => {
        if (payload.end) throw payload.end;
        forgetReadings(ctx);
        return payload.document;
      },
    },
  } as unknown as SubscriptionResolvers<GraphQLContext>,
  Campaign: {
    id: (parent) => viewOf(parent).record.id,
    userId: (parent) => viewOf(parent).record.userId,
    // The document itself is the game master's; a member reads the fields below.
    jsonData: (parent) => (viewOf(parent).isGameMaster ? viewOf(parent).record.jsonData : null),
    revision: (parent) => viewOf(parent).record.revision,
    changedAt: (parent) => viewOf(parent).record.changedAt,
    name: (parent) => viewOf(parent).content.name,
    isGameMaster: (parent) => viewOf(parent).isGameMaster,
    members: (parent, _a, ctx) => ctx.campaigns.members(viewOf(parent).record.id),
    invites: (parent, _a, ctx) => (viewOf(parent).isGameMaster ? ctx.campaigns.invites(viewOf(parent).record.id) : []),
    log: (parent) => {
      const { record, content } = viewOf(parent);
      return content.awards.slice(-MAX_CAMPAIGN_LOG).reverse().map((award) => ({ ...award, campaignId: record.id }));
    },
    // Newest first; a player reads the entries for everyone and their own.
    journal: (parent) => {
      const view = viewOf(parent);
      return view.content.journal.filter((entry) => readsJournalEntry(entry, { id: view.viewerId, isGameMaster: view.isGameMaster })).reverse();
    },
  },
  CampaignJournalEntry: {
    editedAt: (entry) => entry.editedAt ?? null,
  },
  CampaignMember: {
    playerName: (member, _a, ctx) => loadersOf(ctx).playerNames.load(member.userId),
    summary: async (member, _a, ctx) => (await loadersOf(ctx).readings.load(member)).summary,
    problem: async (member, _a, ctx) => (await loadersOf(ctx).readings.load(member)).problem,
  },
  CampaignAward: {
    undoneAt: (award) => award.undoneAt ?? null,
  },
} satisfies Resolvers<GraphQLContext>;
