// Live subscriptions over real sockets (graphql-ws in Node against the real server with the sign-in layer): the
// owner's second device hears a save, a PLAYERS link's subscriber gets the projection without monster numbers, a
// revoked link and a deleted document end their subscriptions with an error, a bad or expired token and another
// user's document are refused, a client that missed saves catches up from the revision it holds, and the limits
// (origin, subscriptions per socket, sockets per user, message size, document aliases, output cost) hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTrackerReducer,
  indexEncounterRules,
  monsterCombatant,
  newEncounter,
  newTracker,
  readMonster,
  type EncounterRuleInput,
  type MonsterSource,
} from '../../core/engine/encounters/index.ts';
import { MONSTER_FIELDS, RULE_FIELDS } from '../support/encounter-fixture.ts';
import { liveClient, subscribe, type LiveClient } from '../support/live-client.ts';
import { characterJson, defaultClaims, startAuthServer, startTestIdp, type AuthServer, type TestIdp } from './auth-support.ts';

let idp: TestIdp;
let server: AuthServer;
const clients: LiveClient[] = [];
const owner = () => idp.token(defaultClaims('owner-1'));
const open = (options: Parameters<typeof liveClient>[1] = {}) => {
  const client = liveClient(server.url, options);
  clients.push(client);
  return client;
};

const SAVE_CHARACTER = 'mutation ($input: CharacterInput!) { saveCharacter(input: $input) { id revision } }';
const DOCUMENT_CHANGED = 'subscription ($id: ID!, $since: Int) { documentChanged(kind: CHARACTER, id: $id, sinceRevision: $since) { kind id jsonData revision } }';
const SHARED_CHANGED = 'subscription ($token: String!, $since: Int) { sharedDocumentChanged(token: $token, sinceRevision: $since) { kind view jsonData revision } }';

async function saveCharacter(name: string, id?: string, baseRevision?: number, token = owner()) {
  const answer = await server.graphql(SAVE_CHARACTER, { input: { jsonData: characterJson(name), ...(id ? { id, baseRevision } : {}) } }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.saveCharacter as { id: string; revision: number };
}

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp, { LIVE_SUBSCRIPTIONS_PER_CONNECTION: '3', LIVE_CONNECTIONS_PER_USER: '4', LIVE_MAX_MESSAGE_BYTES: '4096', CORS_ORIGINS: 'https://friend.example' });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await server?.stop();
  await idp?.close();
});

describe('documentChanged', () => {
  it("reaches the owner's second device when the first saves", async () => {
    const created = await saveCharacter('Kira');
    const laptop = open({ token: owner() });
    // Holding revision 0, the laptop is sent the stored document at once: then it surely listens.
    const feed = subscribe(laptop, DOCUMENT_CHANGED, { id: created.id, since: 0 });
    expect((await feed.next()).data!.documentChanged.revision).toBe(created.revision);
    // The phone saves over HTTP; the open laptop hears it.
    const saved = await saveCharacter('Kira of Tatooine', created.id, created.revision);
    const event = await feed.next();
    expect(event.errors).toBeUndefined();
    expect(event.data!.documentChanged).toMatchObject({ kind: 'CHARACTER', id: created.id, revision: saved.revision });
    expect(JSON.parse(event.data!.documentChanged.jsonData).name).toBe('Kira of Tatooine');
    feed.stop();
  });

  it('catches up from the revision a reconnecting client holds: the current document at once, then later saves', async () => {
    const created = await saveCharacter('Tarn');
    const second = await saveCharacter('Tarn II', created.id, created.revision);
    const third = await saveCharacter('Tarn III', second.id, second.revision);
    const client = open({ token: owner() });
    const feed = subscribe(client, DOCUMENT_CHANGED, { id: created.id, since: created.revision });
    const first = await feed.next();
    expect(first.data!.documentChanged).toMatchObject({ revision: third.revision });
    expect(JSON.parse(first.data!.documentChanged.jsonData).name).toBe('Tarn III');
    // Holding the newest revision: nothing at once, the next save arrives.
    const upToDate = subscribe(client, DOCUMENT_CHANGED, { id: created.id, since: third.revision });
    const fourth = await saveCharacter('Tarn IV', created.id, third.revision);
    expect((await upToDate.next()).data!.documentChanged.revision).toBe(fourth.revision);
    expect((await feed.next()).data!.documentChanged.revision).toBe(fourth.revision);
    expect(upToDate.events).toHaveLength(1);
    feed.stop();
    upToDate.stop();
  });

  it("refuses another user's document, as an unknown one", async () => {
    const created = await saveCharacter('Private');
    const stranger = open({ token: idp.token(defaultClaims('stranger-2')) });
    const feed = subscribe(stranger, DOCUMENT_CHANGED, { id: created.id });
    const outcome = await endOf(feed);
    expect(outcome.code).toBe('NOT_FOUND');
    expect(outcome.message).toMatch(/not one of yours/);
    expect(feed.events.filter((e) => e.data?.documentChanged)).toEqual([]);
  });

  it('refuses an anonymous socket the owner subscription', async () => {
    const created = await saveCharacter('Nobody sees');
    const anonymous = open();
    const outcome = await endOf(subscribe(anonymous, DOCUMENT_CHANGED, { id: created.id }));
    expect(outcome.code).toBe('UNAUTHENTICATED');
  });

  it('ends with an error when the document is deleted', async () => {
    const created = await saveCharacter('Doomed');
    const client = open({ token: owner() });
    const feed = subscribe(client, DOCUMENT_CHANGED, { id: created.id, since: 0 });
    await feed.next();
    const deleted = await server.graphql('mutation ($id: ID!) { deleteCharacter(id: $id) }', { id: created.id }, owner());
    expect(deleted.errors).toBeUndefined();
    const outcome = await endOf(feed);
    expect(outcome).toMatchObject({ code: 'NOT_FOUND', message: 'This character was deleted.' });
  });
});

describe('sharedDocumentChanged', () => {
  it('gives a PLAYERS link the projection, with no monster numbers, on every save', async () => {
    // A running tracker with a monster read from the served records, as the game master's browser builds it.
    const rules = indexEncounterRules((await server.graphql(`{ encounterRules { ${RULE_FIELDS} } }`)).data.encounterRules as EncounterRuleInput[]);
    const nexu = readMonster(rules, (await server.graphql(`query { monster(name: "Nexu") { ${MONSTER_FIELDS} } }`)).data.monster as MonsterSource)!;
    const reduce = createTrackerReducer(rules);
    let tracker = reduce(newTracker(), { type: 'add', combatants: [{ ...monsterCombatant(nexu), initiative: 17 }] });
    tracker = reduce(tracker, { type: 'start' });
    const monsterId = tracker.combatants[0]!.id;
    const encounter = (damage: number) =>
      JSON.stringify({ ...newEncounter('Canyon'), notes: 'secret plan', tracker: damage ? reduce(tracker, { type: 'damage', id: monsterId, amount: damage }) : tracker });
    const saveEncounter = 'mutation ($input: EncounterInput!) { saveEncounter(input: $input) { id revision } }';
    const firstSave = await server.graphql(saveEncounter, { input: { jsonData: encounter(0) } }, owner());
    expect(firstSave.errors).toBeUndefined();
    const created = firstSave.data.saveEncounter;
    const share = await server.graphql('mutation ($id: ID!) { createShare(kind: ENCOUNTER, documentId: $id, view: PLAYERS) { token } }', { id: created.id }, owner());
    expect(share.errors).toBeUndefined();
    const token = share.data.createShare.token as string;
    // A viewer without sign-in, on another site's page allowed by CORS_ORIGINS.
    const viewer = open({ origin: 'https://friend.example' });
    const feed = subscribe(viewer, SHARED_CHANGED, { token, since: 0 });
    const first = await feed.next();
    expect(first.data!.sharedDocumentChanged).toMatchObject({ kind: 'ENCOUNTER', view: 'PLAYERS', revision: 1 });
    const saved = (await server.graphql(saveEncounter, { input: { id: created.id, baseRevision: 1, jsonData: encounter(40) } }, owner())).data.saveEncounter;
    const second = await feed.next();
    expect(second.data!.sharedDocumentChanged.revision).toBe(saved.revision);
    const text = second.data!.sharedDocumentChanged.jsonData as string;
    expect(JSON.parse(text).combatants[0]).toMatchObject({ name: 'Nexu', state: 'bloodied' });
    for (const secret of ['armorClass', 'initiative', 'hitPoints', 'secret plan', 'Bite']) expect(text).not.toContain(secret);
    // Nothing but the round is a number.
    expect([...text.matchAll(/:(-?\d+)/g)].map((m) => Number(m[1]))).toEqual([1]);
    feed.stop();
  });

  it('ends with an error when the owner revokes the link', async () => {
    const created = await saveCharacter('Shared');
    const token = (await server.graphql('mutation ($id: ID!) { createShare(kind: CHARACTER, documentId: $id) { token } }', { id: created.id }, owner())).data.createShare.token;
    const viewer = open();
    const feed = subscribe(viewer, SHARED_CHANGED, { token, since: 0 });
    expect((await feed.next()).data!.sharedDocumentChanged.revision).toBe(1);
    const revoked = await server.graphql('mutation ($token: ID!) { revokeShare(token: $token) }', { token }, owner());
    expect(revoked.data.revokeShare).toBe(true);
    expect(await endOf(feed)).toMatchObject({ code: 'NOT_FOUND', message: 'This share link was revoked by its owner.' });
    // A new subscription to the dead link is refused at once.
    expect(await endOf(subscribe(viewer, SHARED_CHANGED, { token }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the socket', () => {
  it('refuses a bad token and an expired one with a close that says why', async () => {
    const forged = open({ token: idp.tokenFromOtherKey(defaultClaims('owner-1')) });
    await expect(forged.connected()).rejects.toMatchObject({ code: 4403 });
    const now = Math.floor(Date.now() / 1000);
    const expired = open({ token: idp.token(defaultClaims('owner-1', { iat: now - 900, nbf: now - 900, exp: now - 600 })) });
    await expect(expired.connected()).rejects.toMatchObject({ code: 4403, reason: expect.stringMatching(/expired/) });
  });

  it('closes when the token expires', async () => {
    const now = Math.floor(Date.now() / 1000);
    const client = open({ token: idp.token(defaultClaims('owner-1', { exp: now + 2 })) });
    await client.connected();
    await expect.poll(() => client.closes.at(-1), { timeout: 10_000 }).toMatchObject({ code: 4403, reason: expect.stringMatching(/expired/) });
  });

  it('refuses an Origin that CORS would refuse', async () => {
    const evil = open({ origin: 'https://evil.example' });
    await expect(evil.connected()).rejects.toMatchObject({ reason: expect.stringMatching(/403/) });
  });

  it('limits subscriptions per socket and sockets per user', async () => {
    const created = await saveCharacter('Busy');
    const client = open({ token: idp.token(defaultClaims('busy-3')) });
    const own = await server.graphql(SAVE_CHARACTER, { input: { jsonData: characterJson('Busy') } }, idp.token(defaultClaims('busy-3')));
    const feeds = [1, 2, 3].map(() => subscribe(client, DOCUMENT_CHANGED, { id: own.data.saveCharacter.id, since: 0 }));
    await Promise.all(feeds.map((f) => f.next()));
    expect(await endOf(subscribe(client, DOCUMENT_CHANGED, { id: created.id }))).toMatchObject({ code: 'RATE_LIMITED' });
    feeds.forEach((f) => f.stop());
    const sockets = [1, 2, 3].map(() => open({ token: idp.token(defaultClaims('busy-3')) }));
    await Promise.all(sockets.map((s) => s.connected()));
    const fifth = open({ token: idp.token(defaultClaims('busy-3')) });
    await expect(fifth.connected()).rejects.toMatchObject({ code: 4029 });
  });

  it('refuses a message over the size limit, a document over the alias limit and a query', async () => {
    const client = open();
    await client.connected();
    const huge = subscribe(client, SHARED_CHANGED, { token: 'x'.repeat(5000) });
    await huge.ended;
    await expect.poll(() => client.closes.at(-1)?.code).toBe(1009);
    const other = open();
    // graphql-armor's rules, as Apollo applies them: 31 aliases is one over the limit.
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: kind`).join(' ');
    const tooMany = await endOf(subscribe(other, `subscription { sharedDocumentChanged(token: "x") { ${aliases} } }`, {}));
    expect(tooMany).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', message: expect.stringMatching(/alias/i) });
    const query = await endOf(subscribe(other, '{ __typename }', {}));
    expect(query.message).toMatch(/Only subscriptions/);
  });

  it('weighs a subscription document as HTTP weighs a query: too many shared documents at once is refused, never run', async () => {
    const client = open();
    // The document's text counts the largest size a document may have, once per alias: 29 of them is over the limit.
    const many = Array.from({ length: 29 }, (_, i) => `j${i}: jsonData`).join(' ');
    const refused = await endOf(subscribe(client, `subscription { sharedDocumentChanged(token: "t") { ${many} } }`, {}));
    expect(refused).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', message: expect.stringMatching(/GRAPHQL_MAX_COST/) });
  });

  it('/health counts the open sockets', async () => {
    const before = (await server.rest('GET', '/health')).body.sockets as number;
    const client = open();
    await client.connected();
    expect((await server.rest('GET', '/health')).body.sockets).toBe(before + 1);
  });
});

/** The error a subscription ended with: an error event, or an event carrying errors before completion. */
async function endOf(feed: ReturnType<typeof subscribe>): Promise<{ code?: unknown; message?: string }> {
  const outcome = await feed.ended;
  const errors = (Array.isArray(outcome.error) ? outcome.error : undefined) ?? feed.events.at(-1)?.errors;
  if (!errors?.length) throw new Error(`The subscription ended without an error: ${JSON.stringify(outcome)} after ${JSON.stringify(feed.events)}`);
  return { code: errors[0]!.extensions?.code, message: errors[0]!.message };
}
