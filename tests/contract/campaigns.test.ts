// Campaigns over HTTP with real tokens, on the embedded store and on FerretDB (one server per backend): joining by
// invite (and not by a revoked or expired one), who may read and write what, awards EACH and SPLIT written into the
// members' characters as new revisions (a stale save from a player's sheet then gets CONFLICT and the merge keeps
// both) and undone, leaving and deleting a character ending the membership at once, and the dashboard's numbers
// being the rules engine's for real characters.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threeWayMerge, type JsonValue } from '../../core/documents/three-way-merge.ts';
import { summarizeCharacter } from '../../core/engine/campaigns/member-summary.ts';
import { normalizeCharacter } from '../../core/engine/character/import-character.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../../core/engine/node/load-rules.ts';
import { indexRules } from '../../core/engine/rules/index-rules.ts';
import { openEmbeddedStore } from '../../server/store/embedded.ts';
import { openMongoStore } from '../../server/store/mongodb.ts';
import type { Store } from '../../server/store/port.ts';
import { findFerretDbBinary, startFerretDb, type FerretDb } from '../support/ferretdb.ts';
import { hasRealData, REALDATA_CHARACTERS } from '../support/realdata.ts';
import { liveClient, subscribe } from '../support/live-client.ts';
import { characterJson, defaultClaims, startAuthServer, startTestIdp, type AuthServer, type GraphQLAnswer, type TestIdp } from './auth-support.ts';

const SUMMARY = `summary { name species classText level armorClass hitPoints { current max temporary } passivePerception passiveInsight
  passiveInvestigation speed saveDCs { kind dc } languages conditions forcePoints { current max } techPoints { current max }
  hitDice { current max } experiencePoints credits levelUpAvailable }`;
const CAMPAIGN_FIELDS = `id userId name isGameMaster jsonData revision members { characterId userId playerName problem ${SUMMARY} }
  invites { token expiresAt } log { id split experience credits shares { characterId experience credits } undistributed { experience credits } undoneAt }`;

const CREATE = `mutation ($name: String!) { createCampaign(name: $name) { id name isGameMaster } }`;
const GET = `query ($id: ID!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;
const MINE = `{ myCampaigns { id name isGameMaster } }`;
const INVITE = `mutation ($campaignId: ID!, $days: Int) { createCampaignInvite(campaignId: $campaignId, expiresInDays: $days) { token campaignId expiresAt } }`;
const REVOKE_INVITE = `mutation ($invite: ID!) { revokeCampaignInvite(invite: $invite) }`;
const PREVIEW = `query ($invite: ID!) { campaignInvite(invite: $invite) { campaignId campaignName } }`;
const JOIN = `mutation ($invite: String!, $characterId: ID!) { joinCampaign(invite: $invite, characterId: $characterId) { id name isGameMaster jsonData } }`;
const LEAVE = `mutation ($characterId: ID!) { leaveCampaign(characterId: $characterId) }`;
const REMOVE = `mutation ($campaignId: ID!, $characterId: ID!) { removeCampaignMember(campaignId: $campaignId, characterId: $characterId) }`;
const AWARD = `mutation ($campaignId: ID!, $experience: Int, $credits: Int, $split: AwardSplit!, $characterIds: [ID!]) {
  awardCampaign(campaignId: $campaignId, experience: $experience, credits: $credits, split: $split, characterIds: $characterIds) {
    id split experience credits shares { characterId experience credits } undistributed { experience credits } undoneAt } }`;
const UNDO = `mutation ($campaignId: ID!, $awardId: ID!) { undoCampaignAward(campaignId: $campaignId, awardId: $awardId) { id undoneAt } }`;
const SAVE_CHARACTER = `mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id jsonData revision } }`;
const GET_CHARACTER = `query ($id: ID!) { character(id: $id) { id jsonData revision } }`;
const DELETE_CHARACTER = `mutation ($id: ID!) { deleteCharacter(id: $id) }`;

const MEMBER_SHEET = `query ($campaignId: ID!, $characterId: ID!) { campaignMemberSheet(campaignId: $campaignId, characterId: $characterId) { characterId jsonData revision } }`;
const CHANGED = `subscription ($id: ID!) { campaignChanged(id: $id) { id name members { characterId summary { name hitPoints { current max } experiencePoints } } } }`;

/** The code a subscription ended with: its error message, or the errors of its last event before completing. */
async function endCode(feed: ReturnType<typeof subscribe>): Promise<unknown> {
  const outcome = await feed.ended;
  const errors = (Array.isArray(outcome.error) ? outcome.error : undefined) ?? feed.events.at(-1)?.errors;
  return errors?.[0]?.extensions?.code;
}

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;

interface Backend {
  name: string;
  /** Starts what the backend needs and returns the server's environment and a second store on the same data. */
  start(): Promise<{ env: Record<string, string>; sibling: () => Promise<Store>; stop: () => Promise<void> }>;
}

const BACKENDS: Backend[] = [
  {
    name: 'embedded',
    async start() {
      const { mkdtempSync, rmSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const dir = mkdtempSync(join(tmpdir(), 'sw5e-campaigns-'));
      return { env: { DATA_DIR: dir }, sibling: async () => openEmbeddedStore({ dataDir: dir }), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  ...(findFerretDbBinary() || process.env.REQUIRE_FERRETDB === '1'
    ? [
        {
          name: 'ferretdb',
          async start() {
            const ferret: FerretDb = await startFerretDb();
            return {
              env: { MONGODB_URI: ferret.uri, MONGODB_DB: 'campaigns' },
              sibling: () => openMongoStore({ uri: ferret.uri, dbName: 'campaigns', serverSelectionTimeoutMS: 3000 }),
              stop: () => ferret.stop(),
            };
          },
        } satisfies Backend,
      ]
    : []),
];

describe.each(BACKENDS.map((backend) => ({ backend, name: backend.name })))('campaigns on the $name store', ({ backend }) => {
  let idp: TestIdp;
  let server: AuthServer;
  let stopBackend: () => Promise<void>;
  let sibling: () => Promise<Store>;
  const token = (sub: string) => idp.token(defaultClaims(sub));
  const gm = () => token('campaign-gm');
  const ana = () => token('campaign-player-ana');
  const bo = () => token('campaign-player-bo');
  const stranger = () => token('campaign-stranger');

  const ok = async (query: string, variables: Record<string, unknown>, t: string) => {
    const answer = await server.graphql(query, variables, t);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data as Record<string, any>;
  };
  const newCharacter = async (t: string, name: string, extra: Record<string, unknown> = {}) =>
    (await ok(SAVE_CHARACTER, { input: { jsonData: characterJson(name, { experiencePoints: 0, credits: 0, ...extra }) } }, t)).saveCharacter as { id: string; jsonData: string; revision: number };
  const stored = async (t: string, id: string) => {
    const character = (await ok(GET_CHARACTER, { id }, t)).character as { jsonData: string; revision: number };
    return { ...character, doc: JSON.parse(character.jsonData) as Record<string, unknown> };
  };
  /** A campaign with a fresh invite, and a character of each player joined by it. */
  const table = async (name: string) => {
    const campaign = (await ok(CREATE, { name }, gm())).createCampaign as { id: string };
    const invite = (await ok(INVITE, { campaignId: campaign.id }, gm())).createCampaignInvite as { token: string };
    const a = await newCharacter(ana(), `${name} Ana`);
    const b = await newCharacter(bo(), `${name} Bo`);
    await ok(JOIN, { invite: invite.token, characterId: a.id }, ana());
    await ok(JOIN, { invite: invite.token, characterId: b.id }, bo());
    return { campaign, invite, a, b };
  };

  beforeAll(async () => {
    idp = await startTestIdp();
    const started = await backend.start();
    stopBackend = started.stop;
    sibling = started.sibling;
    server = await startAuthServer(idp, started.env);
  });

  afterAll(async () => {
    await server?.stop();
    await stopBackend?.();
    await idp?.close();
  });

  it('joins by invite: members read the campaign (not its document), anyone else reads null', async () => {
    const campaign = (await ok(CREATE, { name: '  Outer Rim  ' }, gm())).createCampaign;
    expect(campaign).toMatchObject({ name: 'Outer Rim', isGameMaster: true });
    const invite = (await ok(INVITE, { campaignId: campaign.id }, gm())).createCampaignInvite;
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect((await ok(PREVIEW, { invite: invite.token }, ana())).campaignInvite).toEqual({ campaignId: campaign.id, campaignName: 'Outer Rim' });

    const kira = await newCharacter(ana(), 'Kira');
    expect(codeOf(await server.graphql(GET, { id: campaign.id }, ana()))).toBeUndefined();
    expect((await ok(GET, { id: campaign.id }, ana())).campaign).toBeNull();
    const joined = (await ok(JOIN, { invite: invite.token, characterId: kira.id }, ana())).joinCampaign;
    expect(joined).toMatchObject({ id: campaign.id, name: 'Outer Rim', isGameMaster: false, jsonData: null });

    const seen = (await ok(GET, { id: campaign.id }, ana())).campaign;
    expect(seen).toMatchObject({ isGameMaster: false, jsonData: null, invites: [] });
    expect(seen.members).toEqual([expect.objectContaining({ characterId: kira.id, userId: 'campaign-player-ana' })]);
    expect((await ok(MINE, {}, ana())).myCampaigns).toEqual([{ id: campaign.id, name: 'Outer Rim', isGameMaster: false }]);
    const gmView = (await ok(GET, { id: campaign.id }, gm())).campaign;
    expect(gmView.isGameMaster).toBe(true);
    expect(JSON.parse(gmView.jsonData)).toMatchObject({ name: 'Outer Rim', awards: [] });
    expect(gmView.invites.map((i: { token: string }) => i.token)).toEqual([invite.token]);
    expect(gmView.members.map((m: { characterId: string }) => m.characterId)).toEqual([kira.id]);
    // Joining never wrote the game master's document.
    expect(gmView.revision).toBe(1);

    expect((await ok(GET, { id: campaign.id }, stranger())).campaign).toBeNull();
    expect((await ok(MINE, {}, stranger())).myCampaigns).toEqual([]);
    expect(codeOf(await server.graphql(GET, { id: campaign.id }))).toBe('UNAUTHENTICATED');

    // A character plays in one campaign at a time; a player may join several with different characters.
    const other = (await ok(CREATE, { name: 'Core Worlds' }, gm())).createCampaign;
    const otherInvite = (await ok(INVITE, { campaignId: other.id, days: 0 }, gm())).createCampaignInvite;
    expect(otherInvite.expiresAt).toBeNull();
    const again = await server.graphql(JOIN, { invite: otherInvite.token, characterId: kira.id }, ana());
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toContain('one campaign at a time');
    const second = await newCharacter(ana(), 'Second');
    await ok(JOIN, { invite: otherInvite.token, characterId: second.id }, ana());
    expect((await ok(MINE, {}, ana())).myCampaigns.map((c: { id: string }) => c.id)).toEqual([campaign.id, other.id]);
    // Another player's character cannot be joined by someone holding the invite.
    expect(codeOf(await server.graphql(JOIN, { invite: otherInvite.token, characterId: (await newCharacter(bo(), 'Bo')).id }, ana()))).toBe('NOT_FOUND');
  });

  it('a revoked or expired invite joins no one', async () => {
    const campaign = (await ok(CREATE, { name: 'Closed Doors' }, gm())).createCampaign;
    const invite = (await ok(INVITE, { campaignId: campaign.id }, gm())).createCampaignInvite;
    expect((await ok(REVOKE_INVITE, { invite: invite.token }, ana())).revokeCampaignInvite).toBe(false);
    expect((await ok(REVOKE_INVITE, { invite: invite.token }, gm())).revokeCampaignInvite).toBe(true);
    const character = await newCharacter(ana(), 'Latecomer');
    const revoked = await server.graphql(JOIN, { invite: invite.token, characterId: character.id }, ana());
    expect(codeOf(revoked)).toBe('NOT_FOUND');
    expect(revoked.errors?.[0]?.message).toContain('unknown, revoked or expired');
    expect((await ok(PREVIEW, { invite: invite.token }, ana())).campaignInvite).toBeNull();

    // An invite whose time is up, written beside the server by a second store on the same data.
    const store = await sibling();
    let expired: string;
    try {
      expired = (await store.createCampaignInvite({ campaignId: campaign.id, gameMasterId: 'campaign-gm', createdAt: new Date(Date.now() - 2000).toISOString(), expiresAt: new Date(Date.now() - 1000).toISOString() }, 10)).token;
    } finally {
      await store.close();
    }
    expect(codeOf(await server.graphql(JOIN, { invite: expired, characterId: character.id }, ana()))).toBe('NOT_FOUND');
    expect(codeOf(await server.graphql(INVITE, { campaignId: campaign.id, days: 31 }, gm()))).toBe('BAD_USER_INPUT');
    expect((await ok(GET, { id: campaign.id }, gm())).campaign.members).toEqual([]);
  });

  it('a member or a stranger cannot write the campaign or another member’s character', async () => {
    const { campaign, a, b } = await table('Guarded');
    for (const t of [ana(), stranger()]) {
      expect(codeOf(await server.graphql(AWARD, { campaignId: campaign.id, experience: 100, split: 'EACH' }, t))).toBe('NOT_FOUND');
      expect(codeOf(await server.graphql(INVITE, { campaignId: campaign.id }, t))).toBe('NOT_FOUND');
      expect(codeOf(await server.graphql(REMOVE, { campaignId: campaign.id, characterId: b.id }, t))).toBe('NOT_FOUND');
      expect(codeOf(await server.graphql(SAVE_CHARACTER, { input: { id: b.id, jsonData: characterJson('Defaced') } }, t))).toBe('NOT_FOUND');
      expect(codeOf(await server.graphql(`mutation ($id: ID!) { deleteCampaign(id: $id) }`, { id: campaign.id }, t))).toBe('NOT_FOUND');
    }
    // A player leaves with their own character only.
    expect((await ok(LEAVE, { characterId: b.id }, ana())).leaveCampaign).toBe(false);
    // The game master's write is an award into members only, and touches nothing but experience and credits.
    const outsider = await newCharacter(stranger(), 'Outsider');
    expect(codeOf(await server.graphql(AWARD, { campaignId: campaign.id, experience: 10, split: 'EACH', characterIds: [outsider.id] }, gm()))).toBe('BAD_USER_INPUT');
    expect((await stored(stranger(), outsider.id)).revision).toBe(1);
    const before = await stored(ana(), a.id);
    await ok(AWARD, { campaignId: campaign.id, experience: 10, split: 'EACH', characterIds: [a.id] }, gm());
    const after = await stored(ana(), a.id);
    expect([before.doc.experiencePoints, before.doc.credits, after.doc.experiencePoints, after.doc.credits]).toEqual([0, 0, 10, 0]);
    // Nothing else of the character changed but its change time.
    const untouched = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([key]) => !['experiencePoints', 'credits', 'changedAt'].includes(key)));
    expect(untouched(after.doc)).toEqual(untouched(before.doc));
    expect(codeOf(await server.graphql(AWARD, { campaignId: campaign.id, experience: -5, split: 'EACH' }, gm()))).toBe('BAD_USER_INPUT');
    expect(codeOf(await server.graphql(AWARD, { campaignId: campaign.id, split: 'SPLIT' }, gm()))).toBe('BAD_USER_INPUT');
  });

  it('awards EACH and SPLIT (the remainder undistributed), to chosen members, and undoes them', async () => {
    const { campaign, a, b } = await table('Awards');
    const each = (await ok(AWARD, { campaignId: campaign.id, experience: 300, credits: 50, split: 'EACH' }, gm())).awardCampaign;
    expect(each).toMatchObject({ split: 'EACH', undistributed: { experience: 0, credits: 0 }, undoneAt: null });
    expect(each.shares).toEqual([
      { characterId: a.id, experience: 300, credits: 50 },
      { characterId: b.id, experience: 300, credits: 50 },
    ]);
    const split = (await ok(AWARD, { campaignId: campaign.id, experience: 1001, credits: 101, split: 'SPLIT' }, gm())).awardCampaign;
    expect(split.shares.map((s: { experience: number; credits: number }) => [s.experience, s.credits])).toEqual([[500, 50], [500, 50]]);
    expect(split.undistributed).toEqual({ experience: 1, credits: 1 });
    const chosen = (await ok(AWARD, { campaignId: campaign.id, credits: 7, split: 'SPLIT', characterIds: [b.id] }, gm())).awardCampaign;
    expect(chosen.shares).toEqual([{ characterId: b.id, experience: 0, credits: 7 }]);

    const fields = async (t: string, id: string) => {
      const { doc } = await stored(t, id);
      return [doc.experiencePoints, doc.credits];
    };
    expect(await fields(ana(), a.id)).toEqual([800, 100]);
    expect(await fields(bo(), b.id)).toEqual([800, 107]);
    const log = (await ok(GET, { id: campaign.id }, ana())).campaign.log;
    expect(log.map((entry: { id: string }) => entry.id)).toEqual([chosen.id, split.id, each.id]);

    // The split cannot be undone while a later award touched Bo's credits; once that one is undone, it can, and
    // both characters lose exactly what it gave.
    const blocked = await server.graphql(UNDO, { campaignId: campaign.id, awardId: split.id }, gm());
    expect(codeOf(blocked)).toBe('CONFLICT');
    expect(await fields(ana(), a.id)).toEqual([800, 100]);
    await ok(UNDO, { campaignId: campaign.id, awardId: chosen.id }, gm());
    expect(await fields(bo(), b.id)).toEqual([800, 100]);
    expect((await ok(UNDO, { campaignId: campaign.id, awardId: split.id }, gm())).undoCampaignAward.undoneAt).toEqual(expect.any(String));
    expect(await fields(ana(), a.id)).toEqual([300, 50]);
    expect(await fields(bo(), b.id)).toEqual([300, 50]);
    expect(codeOf(await server.graphql(UNDO, { campaignId: campaign.id, awardId: split.id }, gm()))).toBe('CONFLICT');
    expect(codeOf(await server.graphql(UNDO, { campaignId: campaign.id, awardId: each.id }, ana()))).toBe('NOT_FOUND');

    // Once a player changed those fields, the award stays, and nothing of it is undone.
    const bStored = await stored(bo(), b.id);
    await ok(SAVE_CHARACTER, { input: { id: b.id, jsonData: JSON.stringify({ ...bStored.doc, credits: 20 }), baseRevision: bStored.revision } }, bo());
    const refused = await server.graphql(UNDO, { campaignId: campaign.id, awardId: each.id }, gm());
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('credits changed after the award');
    expect(await fields(ana(), a.id)).toEqual([300, 50]);
    const undone = (await ok(GET, { id: campaign.id }, gm())).campaign.log.find((entry: { id: string }) => entry.id === split.id);
    expect(undone.undoneAt).toEqual(expect.any(String));
  });

  it('a stale save from the player’s sheet after an award gets CONFLICT, and the merge keeps both', async () => {
    const { campaign, a } = await table('Stale');
    const opened = await stored(ana(), a.id);
    await ok(AWARD, { campaignId: campaign.id, experience: 900, credits: 25, split: 'EACH', characterIds: [a.id] }, gm());
    const mine = { ...opened.doc, notes: 'Bought a speeder' };
    const stale = await server.graphql(SAVE_CHARACTER, { input: { id: a.id, jsonData: JSON.stringify(mine), baseRevision: opened.revision } }, ana());
    expect(codeOf(stale)).toBe('CONFLICT');
    const current = stale.errors?.[0]?.extensions?.current as { jsonData: string; revision: number };
    expect(current.revision).toBe(opened.revision + 1);
    const merged = threeWayMerge(opened.doc as JsonValue, mine as JsonValue, JSON.parse(current.jsonData) as JsonValue);
    expect(merged.conflicts).toEqual([]);
    await ok(SAVE_CHARACTER, { input: { id: a.id, jsonData: JSON.stringify(merged.merged), baseRevision: current.revision } }, ana());
    const { doc } = await stored(ana(), a.id);
    expect([doc.notes, doc.experiencePoints, doc.credits]).toEqual(['Bought a speeder', 900, 25]);
  });

  it('leaving removes read access at once; removing and deleting a character end its membership', async () => {
    const { campaign, invite, a, b } = await table('Partings');
    expect((await ok(LEAVE, { characterId: b.id }, bo())).leaveCampaign).toBe(true);
    expect((await ok(GET, { id: campaign.id }, bo())).campaign).toBeNull();
    expect(codeOf(await server.graphql(AWARD, { campaignId: campaign.id, experience: 5, split: 'EACH', characterIds: [b.id] }, gm()))).toBe('BAD_USER_INPUT');
    // Back in, then removed by the game master.
    await ok(JOIN, { invite: invite.token, characterId: b.id }, bo());
    expect((await ok(REMOVE, { campaignId: campaign.id, characterId: b.id }, gm())).removeCampaignMember).toBe(true);
    expect((await ok(GET, { id: campaign.id }, bo())).campaign).toBeNull();
    // Deleting a character takes it out of its campaign, and the campaign out of its player's list.
    await ok(DELETE_CHARACTER, { id: a.id }, ana());
    expect((await ok(GET, { id: campaign.id }, gm())).campaign.members).toEqual([]);
    expect((await ok(MINE, {}, ana())).myCampaigns.map((c: { id: string }) => c.id)).not.toContain(campaign.id);
    // Deleting the campaign takes its invites: the link opens nothing.
    await ok(`mutation ($id: ID!) { deleteCampaign(id: $id) }`, { id: campaign.id }, gm());
    expect((await ok(PREVIEW, { invite: invite.token }, bo())).campaignInvite).toBeNull();
  });

  it('keeps a session journal: game-master-only entries hidden from players, each player changing only their own', async () => {
    const { campaign } = await table('Journal');
    const ADD = `mutation ($campaignId: ID!, $markdown: String!, $visibility: JournalVisibility) {
      addCampaignJournalEntry(campaignId: $campaignId, markdown: $markdown, visibility: $visibility) { id authorId visibility markdown } }`;
    const EDIT = `mutation ($campaignId: ID!, $entryId: ID!, $markdown: String) { editCampaignJournalEntry(campaignId: $campaignId, entryId: $entryId, markdown: $markdown) { id markdown editedAt } }`;
    const DELETE = `mutation ($campaignId: ID!, $entryId: ID!) { deleteCampaignJournalEntry(campaignId: $campaignId, entryId: $entryId) }`;
    const JOURNAL = `query ($id: ID!) { campaign(id: $id) { journal { id authorId visibility markdown } } }`;
    const open = (await ok(ADD, { campaignId: campaign.id, markdown: '# Session 1\nWe met on **Tatooine**.' }, gm())).addCampaignJournalEntry;
    const secret = (await ok(ADD, { campaignId: campaign.id, markdown: 'The contact is a spy.', visibility: 'GAME_MASTER' }, gm())).addCampaignJournalEntry;
    const anas = (await ok(ADD, { campaignId: campaign.id, markdown: 'Ana’s notes' }, ana())).addCampaignJournalEntry;
    expect(anas).toMatchObject({ authorId: 'campaign-player-ana', visibility: 'ALL' });
    const ids = async (t: string) => ((await ok(JOURNAL, { id: campaign.id }, t)).campaign.journal as { id: string }[]).map((e) => e.id);
    expect(await ids(gm())).toEqual([anas.id, secret.id, open.id]);
    expect(await ids(bo())).toEqual([anas.id, open.id]);
    // A player changes their own entries only; the game master any; a stranger none.
    expect(codeOf(await server.graphql(EDIT, { campaignId: campaign.id, entryId: open.id, markdown: 'Defaced' }, ana()))).toBe('NOT_FOUND');
    expect(codeOf(await server.graphql(DELETE, { campaignId: campaign.id, entryId: anas.id }, bo()))).toBe('NOT_FOUND');
    expect(codeOf(await server.graphql(ADD, { campaignId: campaign.id, markdown: 'Hi' }, stranger()))).toBe('NOT_FOUND');
    expect(codeOf(await server.graphql(ADD, { campaignId: campaign.id, markdown: '   ' }, ana()))).toBe('BAD_USER_INPUT');
    expect((await ok(EDIT, { campaignId: campaign.id, entryId: anas.id, markdown: 'Ana’s notes, revised' }, ana())).editCampaignJournalEntry).toMatchObject({ markdown: 'Ana’s notes, revised', editedAt: expect.any(String) });
    expect((await ok(DELETE, { campaignId: campaign.id, entryId: anas.id }, gm())).deleteCampaignJournalEntry).toBe(true);
    expect(await ids(ana())).toEqual([open.id]);
    expect(((await ok(JOURNAL, { id: campaign.id }, gm())).campaign.journal as { markdown: string }[]).map((e) => e.markdown)).toEqual(['The contact is a spy.', '# Session 1\nWe met on **Tatooine**.']);
  });

  it('opens a member\'s whole character to the game master only, and only while it is a member', async () => {
    const { campaign, a } = await table('Sheets');
    const read = async (t: string, characterId = a.id, campaignId = campaign.id) => (await ok(MEMBER_SHEET, { campaignId, characterId }, t)).campaignMemberSheet;
    expect(await read(gm())).toMatchObject({ characterId: a.id, jsonData: expect.stringContaining('Sheets Ana'), revision: a.revision });
    // The player, another member and a stranger read nothing; nor does an unknown campaign id.
    for (const t of [ana(), bo(), stranger()]) expect(await read(t)).toBeNull();
    expect(await read(gm(), a.id, 'no-such-campaign')).toBeNull();
    // A character in another campaign of the same game master is not this one's member.
    const other = (await ok(CREATE, { name: 'Sheets Two' }, gm())).createCampaign as { id: string };
    expect(await read(gm(), a.id, other.id)).toBeNull();
    await ok(LEAVE, { characterId: a.id }, ana());
    expect(await read(gm())).toBeNull();
  });

  it('follows the dashboard live: a member\'s save, a join, and the end once the member leaves', async () => {
    const campaign = (await ok(CREATE, { name: 'Live' }, gm())).createCampaign as { id: string };
    const firstInvite = (await ok(INVITE, { campaignId: campaign.id }, gm())).createCampaignInvite as { token: string };
    // A whole character (the browser tests' fixture), so its summary has hit points to follow.
    const tessa = readFileSync(join(import.meta.dirname, '../e2e/tools/fixtures/tessa-varn.json'), 'utf8');
    const a = (await ok(SAVE_CHARACTER, { input: { jsonData: tessa } }, ana())).saveCharacter as { id: string; jsonData: string; revision: number };
    const b = await newCharacter(bo(), 'Live Bo');
    await ok(JOIN, { invite: firstInvite.token, characterId: a.id }, ana());
    await ok(JOIN, { invite: firstInvite.token, characterId: b.id }, bo());
    const gmSocket = liveClient(server.url, { token: gm() });
    const boSocket = liveClient(server.url, { token: bo() });
    try {
      const strangerSocket = liveClient(server.url, { token: stranger() });
      const refused = subscribe(strangerSocket, CHANGED, { id: campaign.id });
      expect(await endCode(refused)).toBe('NOT_FOUND');
      strangerSocket.dispose();

      const watch = subscribe(gmSocket, CHANGED, { id: campaign.id });
      const first = await watch.next();
      expect(first.data.campaignChanged.members.map((m: { characterId: string }) => m.characterId)).toEqual([a.id, b.id]);
      const player = subscribe(boSocket, CHANGED, { id: campaign.id });
      await player.next();

      // Ana's sheet takes damage: both dashboards get the new hit points.
      const doc = JSON.parse(a.jsonData) as Record<string, any>;
      doc.currentStats = { ...(doc.currentStats ?? {}), hitPointsLost: 3 };
      await ok(SAVE_CHARACTER, { input: { id: a.id, jsonData: JSON.stringify(doc), baseRevision: a.revision } }, ana());
      for (const sub of [watch, player]) {
        const event = await sub.next();
        const member = event.data.campaignChanged.members.find((m: { characterId: string }) => m.characterId === a.id);
        expect(member.summary.hitPoints.current).toBe(member.summary.hitPoints.max - 3);
      }

      // A new member joins: the game master's dashboard lists it, and hears its saves from then on.
      const invite = (await ok(INVITE, { campaignId: campaign.id }, gm())).createCampaignInvite as { token: string };
      await watch.next();
      const c = await newCharacter(stranger(), 'Live Cy');
      await ok(JOIN, { invite: invite.token, characterId: c.id }, stranger());
      expect((await watch.next()).data.campaignChanged.members).toHaveLength(3);
      await ok(SAVE_CHARACTER, { input: { id: c.id, jsonData: characterJson('Live Cy', { experiencePoints: 300, credits: 0, builderVersion: '0.7.7' }), baseRevision: c.revision } }, stranger());
      // An incomplete character has no summary; the event itself says the save was heard.
      const saved = await watch.next();
      expect(saved.data.campaignChanged.members).toHaveLength(3);

      // Bo leaves: the game master hears it, and Bo's own subscription ends (no longer a member).
      await ok(LEAVE, { characterId: b.id }, bo());
      expect((await watch.next()).data.campaignChanged.members).toHaveLength(2);
      expect(await endCode(player)).toBe('NOT_FOUND');
      watch.stop();
    } finally {
      gmSocket.dispose();
      boSocket.dispose();
    }
  });

  it.runIf(hasRealData('campaign dashboards of real characters'))('gives each member the numbers the rules engine computes from the stored real character', async () => {
    const files = ['site-diskar.json', 'beyond-consularSentinel.json', 'beyond-jalenOrso.json'];
    const rules = indexRules(loadRulesDir(BUNDLED_RULES_DIR));
    const campaign = (await ok(CREATE, { name: 'Real Table' }, gm())).createCampaign;
    const invite = (await ok(INVITE, { campaignId: campaign.id }, gm())).createCampaignInvite;
    const expected = new Map<string, unknown>();
    for (const file of files) {
      const text = readFileSync(join(REALDATA_CHARACTERS, file), 'utf8');
      const saved = (await ok(SAVE_CHARACTER, { input: { jsonData: text } }, token('campaign-real-player'))).saveCharacter;
      await ok(JOIN, { invite: invite.token, characterId: saved.id }, token('campaign-real-player'));
      const read = summarizeCharacter(normalizeCharacter(JSON.parse(saved.jsonData)), rules);
      expect('summary' in read, file).toBe(true);
      expected.set(saved.id, 'summary' in read ? read.summary : null);
    }
    const members = (await ok(GET, { id: campaign.id }, gm())).campaign.members as { characterId: string; summary: unknown; problem: string | null }[];
    expect(members).toHaveLength(files.length);
    for (const member of members) {
      expect(member.problem).toBeNull();
      expect(member.summary).toEqual(expected.get(member.characterId));
    }
  });
});
