// Every kind of user document over HTTP with real tokens: owned by the token's subject, refused as CONFLICT when saved
// from a stale revision (GraphQL and REST), limited per kind; and read-only share links that reach one document only,
// write nothing, die with the document or their revocation, and are never answered from a cache.
import { createHash } from 'node:crypto';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPERIENCE, textLimit } from '../../core/documents/input-limits.ts';
import { DOCUMENT_KINDS, type DocumentKindDef } from '../../core/documents/kinds.ts';
import { newEncounter } from '../../core/engine/encounters/document.ts';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { characterJson, defaultClaims, startAuthServer, startTestIdp, type AuthServer, type GraphQLAnswer, type TestIdp } from './auth-support.ts';

let idp: TestIdp;
let server: AuthServer;
const token = (sub: string) => idp.token(defaultClaims(sub));

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp);
});

afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

const FIELDS = 'id userId jsonData revision changedAt';

/** The typed operations of one kind, named by its entry in the kinds table. */
function operations(def: DocumentKindDef) {
  const { type, input, list, item, save, saveMany, delete: remove } = def.graphql;
  return {
    list: `{ ${list} { ${FIELDS} } }`,
    item: `query ($id: ID!) { ${item}(id: $id) { ${FIELDS} } }`,
    save: `mutation ($input: ${input}!) { ${save}(input: $input) { ${FIELDS} } }`,
    saveMany: `mutation ($inputs: [${input}!]!) { ${saveMany}(inputs: $inputs) { ${FIELDS} } }`,
    remove: `mutation ($id: ID!) { ${remove}(id: $id) }`,
    removeFrom: `mutation ($id: ID!, $baseRevision: Int) { ${remove}(id: $id, baseRevision: $baseRevision) }`,
    type,
  };
}

interface Stored {
  id: string;
  userId: string;
  jsonData: string;
  revision: number;
  changedAt: string;
}

const SHARED = `query ($token: ID!) { sharedDocument(token: $token) { token kind view jsonData revision changedAt } }`;
const CREATE_SHARE = `mutation ($kind: DocumentKind!, $documentId: ID!, $view: ShareView) {
  createShare(kind: $kind, documentId: $documentId, view: $view) { token kind documentId view createdAt } }`;
const MY_SHARES = `query ($kind: DocumentKind, $documentId: ID) { myShares(kind: $kind, documentId: $documentId) { token kind documentId view createdAt } }`;
const REVOKE = `mutation ($token: ID!) { revokeShare(token: $token) }`;
const SAVE_CHARACTER = operations(DOCUMENT_KINDS[0]).save;

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;

/**
 * A document of the kind as JSON text: characters take any object; a starship and an encounter must be ones their
 * engines read, so a starship's fields go onto a new ship, and an encounter's (its own format has no credits) onto a
 * new encounter, `name` as its name and the rest written into its notes (a homebrew pack's into its description). `credits` and `notes` stand for edits.
 */
function doc(def: DocumentKindDef, fields: Record<string, unknown>): string {
  if (def.kind === 'starship') return JSON.stringify({ kind: 'starship', schemaVersion: 1, size: 'Medium', tier: 0, ...fields });
  if (def.kind === 'encounter') {
    const { name, ...edits } = fields;
    const notes = Object.entries(edits).map(([key, value]) => `${key}: ${String(value)}`).join('; ');
    return JSON.stringify({ ...newEncounter(typeof name === 'string' ? name : 'Encounter'), notes });
  }
  if (def.kind === 'homebrew') {
    // A pack is strict too: the edits are written into its description.
    const { name, ...edits } = fields;
    const description = Object.entries(edits).map(([key, value]) => `${key}: ${String(value)}`).join('; ');
    return JSON.stringify({ formatVersion: 1, name: typeof name === 'string' ? name : 'Pack', author: 'Tester', licence: 'CC0', description, entries: [] });
  }
  return JSON.stringify(fields);
}

describe.each(DOCUMENT_KINDS.map((def) => ({ def, name: def.kind })))('$name documents are owned by the token’s subject', ({ def }) => {
  const ops = operations(def);
  const { save, saveMany, list, item, delete: remove } = def.graphql;
  const owner = () => token(`${def.kind}-owner`);
  const intruder = () => token(`${def.kind}-intruder`);
  let secret: Stored;
  const json = (fields: Record<string, unknown>) => doc(def, fields);

  beforeAll(async () => {
    const made = await server.graphql(ops.save, { input: { jsonData: json({ name: `Secret ${def.kind}`, notes: 'owner only' }) } }, owner());
    expect(made.errors).toBeUndefined();
    secret = made.data[save];
    expect(secret).toMatchObject({ userId: `${def.kind}-owner`, revision: 1 });
  });

  it('another user gets nothing: an empty list, null by id, NOT_FOUND for overwrite, batch and delete', async () => {
    const t = intruder();
    expect((await server.graphql(ops.list, {}, t)).data[list]).toEqual([]);
    const read = await server.graphql(ops.item, { id: secret.id }, t);
    expect(read.errors).toBeUndefined();
    expect(read.data[item]).toBeNull();
    const write = await server.graphql(ops.save, { input: { id: secret.id, jsonData: json({ name: 'Stolen' }), baseRevision: 1 } }, t);
    expect(codeOf(write)).toBe('NOT_FOUND');
    expect(write.errors?.[0]?.message).toBe(`${def.label.singular[0]!.toUpperCase()}${def.label.singular.slice(1)} not found.`);
    const many = await server.graphql(ops.saveMany, { inputs: [{ jsonData: json({ name: 'Mine' }) }, { id: secret.id, jsonData: json({}) }] }, t);
    expect(codeOf(many)).toBe('NOT_FOUND');
    expect(codeOf(await server.graphql(ops.remove, { id: secret.id }, t))).toBe('NOT_FOUND');
    // The refused batch saved nothing, not even its valid first entry.
    expect((await server.graphql(ops.list, {}, t)).data[list]).toEqual([]);
    expect(JSON.stringify([read, write, many])).not.toContain('owner only');
    expect((await server.graphql(ops.item, { id: secret.id }, owner())).data[item]).toEqual(secret);
  });

  it('an anonymous caller is told to sign in, for reads and writes', async () => {
    for (const [query, variables] of [
      [ops.list, {}],
      [ops.item, { id: secret.id }],
      [ops.save, { input: { jsonData: json({}) } }],
      [ops.saveMany, { inputs: [{ jsonData: json({}) }] }],
      [ops.remove, { id: secret.id }],
    ] as const) {
      const answer = await server.graphql(query, variables);
      expect(codeOf(answer), query).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(answer)).not.toContain('owner only');
    }
  });

  it('a delete from a stale revision is refused as CONFLICT with the stored document, which stays; from its revision or none it deletes', async () => {
    const t = token(`${def.kind}-delete-devices`);
    const made: Stored = (await server.graphql(ops.save, { input: { jsonData: json({ name: 'Kept', credits: 1 }) } }, t)).data[save];
    // The laptop saves; the phone, still at revision 1, asks to delete.
    const laptop: Stored = (await server.graphql(ops.save, { input: { id: made.id, jsonData: json({ name: 'Kept', credits: 2 }), baseRevision: 1 } }, t)).data[save];
    const stale = await server.graphql(ops.removeFrom, { id: made.id, baseRevision: 1 }, t);
    expect(stale.data).toBeNull();
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: made.id, jsonData: laptop.jsonData, revision: 2, changedAt: laptop.changedAt },
    });
    expect(stale.errors?.[0]?.message).toMatch(/changed since the revision this delete was made from, so it was kept/);
    expect((await server.graphql(ops.item, { id: made.id }, t)).data[item]).toEqual(laptop);
    expect(codeOf(await server.graphql(ops.removeFrom, { id: made.id, baseRevision: 0 }, t))).toBe('BAD_USER_INPUT');
    // From the stored revision it deletes; so does a delete without one (the original API's tools).
    expect((await server.graphql(ops.removeFrom, { id: made.id, baseRevision: 2 }, t)).data[remove]).toBe(true);
    expect((await server.graphql(ops.item, { id: made.id }, t)).data[item]).toBeNull();
    const other: Stored = (await server.graphql(ops.save, { input: { jsonData: json({ name: 'Blind' }) } }, t)).data[save];
    await server.graphql(ops.save, { input: { id: other.id, jsonData: json({ name: 'Blind', credits: 3 }) } }, t);
    expect((await server.graphql(ops.remove, { id: other.id }, t)).data[remove]).toBe(true);
    expect((await server.graphql(ops.list, {}, t)).data[list]).toEqual([]);
  });

  it('a save from a stale revision is refused as CONFLICT with the stored document; one without a revision still saves', async () => {
    const t = token(`${def.kind}-devices`);
    const doc: Stored = (await server.graphql(ops.save, { input: { jsonData: json({ name: 'Two devices', credits: 10 }) } }, t)).data[save];
    const laptop = await server.graphql(ops.save, { input: { id: doc.id, jsonData: json({ name: 'Two devices', credits: 7 }), baseRevision: 1 } }, t);
    expect(laptop.data[save]).toMatchObject({ id: doc.id, revision: 2 });
    const phone = await server.graphql(ops.save, { input: { id: doc.id, jsonData: json({ name: 'Two devices', notes: 'from the phone' }), baseRevision: 1 } }, t);
    expect(phone.data).toBeNull();
    expect(phone.errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      current: { id: doc.id, jsonData: json({ name: 'Two devices', credits: 7 }), revision: 2, changedAt: laptop.data[save].changedAt },
      conflicts: [{ id: doc.id, current: { id: doc.id, jsonData: json({ name: 'Two devices', credits: 7 }), revision: 2, changedAt: laptop.data[save].changedAt } }],
    });
    expect(phone.errors?.[0]?.message).toMatch(/Saved meanwhile from another device or tab/);

    // A batch with one stale entry saves none of its entries and lists every conflict.
    const other: Stored = (await server.graphql(ops.save, { input: { jsonData: json({ name: 'Other' }) } }, t)).data[save];
    const batch = await server.graphql(
      ops.saveMany,
      {
        inputs: [
          { id: other.id, jsonData: json({ name: 'Other, changed' }), baseRevision: 1 },
          { id: doc.id, jsonData: json({ name: 'stale' }), baseRevision: 1 },
          { jsonData: json({ name: 'New in a refused batch' }) },
        ],
      },
      t,
    );
    expect(codeOf(batch)).toBe('CONFLICT');
    expect(batch.errors?.[0]?.extensions?.current).toBeUndefined();
    expect(batch.errors?.[0]?.extensions?.conflicts).toEqual([{ id: doc.id, current: expect.objectContaining({ revision: 2, jsonData: json({ name: 'Two devices', credits: 7 }) }) }]);
    const after = (await server.graphql(ops.list, {}, t)).data[list] as Stored[];
    expect(after.map((d) => [d.jsonData, d.revision])).toEqual([
      [json({ name: 'Two devices', credits: 7 }), 2],
      [json({ name: 'Other' }), 1],
    ]);

    // Merged by the client and sent from the current revision: stored.
    const merged = await server.graphql(ops.save, { input: { id: doc.id, jsonData: json({ name: 'Two devices', credits: 7, notes: 'from the phone' }), baseRevision: 2 } }, t);
    expect(merged.data[save]).toMatchObject({ revision: 3, jsonData: json({ name: 'Two devices', credits: 7, notes: 'from the phone' }) });
    // An old tool without revisions: the last save wins.
    const blind = await server.graphql(ops.save, { input: { id: doc.id, jsonData: json({ name: 'Blind' }) } }, t);
    expect(blind.data[save]).toMatchObject({ revision: 4, jsonData: json({ name: 'Blind' }) });
    // A revision on a new document is a mistake, named as such.
    const confused = await server.graphql(ops.save, { input: { jsonData: json({}), baseRevision: 3 } }, t);
    expect(confused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'baseRevision' });
  });

  it(`the limit (${def.limit}) and the size (${def.maxJsonBytes / 1024} KB) name the kind`, async () => {
    const t = token(`${def.kind}-collector`);
    const full = await server.graphql(ops.saveMany, { inputs: Array.from({ length: def.limit }, (_, i) => ({ jsonData: json({ name: `n${i}` }) })) }, t);
    expect(full.errors).toBeUndefined();
    expect(full.data[saveMany]).toHaveLength(def.limit);
    const over = await server.graphql(ops.save, { input: { jsonData: json({ name: 'one too many' }) } }, t);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: `${def.graphql.enumValue}_LIMIT`, kind: def.graphql.enumValue, limit: def.limit });
    const Label = `${def.label.singular[0]!.toUpperCase()}${def.label.singular.slice(1)}`;
    expect(over.errors?.[0]?.message).toBe(`${Label} limit reached: you can store at most ${def.limit} ${def.label.plural}. Delete one before adding another.`);

    const big = JSON.stringify({ name: 'Big', notes: 'x'.repeat(def.maxJsonBytes) });
    const tooBig = await server.graphql(ops.save, { input: { id: full.data[saveMany][0].id, jsonData: big } }, t);
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsonData' });
    expect(tooBig.errors?.[0]?.message).toContain(`at most ${def.maxJsonBytes} bytes (${def.maxJsonBytes / 1024} KB) are allowed for a`);
    expect(tooBig.errors?.[0]?.message).toContain(def.label.singular);
    for (const garbage of ['[1, 2]', '"text"', '{"name": 5}', '{"name": "unclosed"']) {
      const answer = await server.graphql(ops.save, { input: { id: full.data[saveMany][0].id, jsonData: garbage } }, t);
      expect(codeOf(answer), garbage).toBe('BAD_USER_INPUT');
    }
    if (def.kind === 'encounter') {
      // Not in the encounter engine's format: refused, naming the field, and the stored copy is unchanged.
      const before = (await server.graphql(ops.item, { id: full.data[saveMany][0].id }, t)).data[item] as Stored;
      const wrong = JSON.stringify({ ...newEncounter('Wrong'), party: { groups: [{ level: 21, count: 4 }], characters: [] } });
      const answer = await server.graphql(ops.save, { input: { id: before.id, jsonData: wrong, baseRevision: before.revision } }, t);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsonData' });
      expect(answer.errors?.[0]?.message).toContain('party.groups[0].level: must be a level from 1 to 20');
      expect((await server.graphql(ops.item, { id: before.id }, t)).data[item]).toEqual(before);
    }
  });

  it('a name past its limit is refused naming the field, and the stored copy is kept as it was', async () => {
    const t = token(`${def.kind}-long-name`);
    const created = await server.graphql(ops.save, { input: { jsonData: json({ name: 'Short' }) } }, t);
    expect(created.errors).toBeUndefined();
    const stored = created.data[save] as Stored;
    const max = textLimit(def.kind, 'name');
    const long = await server.graphql(ops.save, { input: { id: stored.id, baseRevision: stored.revision, jsonData: json({ name: 'N'.repeat(100) }) } }, t);
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsonData' });
    expect(long.errors?.[0]?.message).toContain(`name is 100 characters long; at most ${max} are allowed`);
    expect(long.errors?.[0]?.message).toContain(def.label.singular);
    expect((await server.graphql(ops.item, { id: stored.id }, t)).data[item]).toEqual(stored);
    const longest = await server.graphql(ops.save, { input: { id: stored.id, baseRevision: stored.revision, jsonData: json({ name: 'N'.repeat(max) }) } }, t);
    expect(longest.errors).toBeUndefined();
  });
});

describe('a character’s texts and numbers are bounded on the server', () => {
  it('a tweak past ±999, experience past the limit and a long custom item are refused, each named by its path, over GraphQL and REST', async () => {
    const t = token('character-bounds');
    const bad = characterJson('Bounded', {
      experiencePoints: MAX_EXPERIENCE + 1,
      tweaks: { abilityScores: { Dexterity: { skills: { Stealth: { bonus: 999_999_999_999 } } } } },
      customEquipment: [{ name: 'x'.repeat(101), quantity: 1, equipmentCategory: 'Gear', cost: 0, weight: 0 }],
    });
    const answer = await server.graphql(SAVE_CHARACTER, { input: { jsonData: bad } }, t);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsonData' });
    const message = answer.errors?.[0]?.message ?? '';
    expect(message).toContain('tweaks.abilityScores.Dexterity.skills.Stealth.bonus is 999999999999; a tweak is at most 999 either way');
    expect(message).toContain(`experiencePoints is ${MAX_EXPERIENCE + 1}; it must be from 0 to 1,000,000`);
    expect(message).toContain('customEquipment[0].name is 101 characters long; at most 100 are allowed');
    const viaRest = await server.rest('POST', '/api/character', t, { jsonData: bad });
    expect(viaRest.status).toBe(400);
    expect(JSON.stringify(viaRest.body)).toContain('a tweak is at most 999 either way');
    expect((await server.graphql(operations(DOCUMENT_KINDS[0]).list, {}, t)).data.characters).toEqual([]);
    const fine = characterJson('Bounded', { experiencePoints: 355_000, tweaks: { abilityScores: { Dexterity: { skills: { Stealth: { bonus: -999 } } } } } });
    expect((await server.graphql(SAVE_CHARACTER, { input: { jsonData: fine } }, t)).errors).toBeUndefined();
  });
});

describe('a starship is read by the starship engine on the server', () => {
  it('refuses one the engine cannot read, naming the problem by its path, and stores one it can', async () => {
    const ops = operations(DOCUMENT_KINDS[2]!);
    const t = token('starship-builder');
    const refused = await server.graphql(ops.save, { input: { jsonData: JSON.stringify({ name: 'Not a ship', classes: [] }) } }, t);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsonData' });
    expect(refused.errors?.[0]?.message).toMatch(/^jsonData is not a starship: kind: .*size: /);
    const newer = await server.graphql(ops.save, { input: { jsonData: doc(DOCUMENT_KINDS[2]!, { schemaVersion: 2 }) } }, t);
    expect(newer.errors?.[0]?.message).toMatch(/saved by a newer version of the site/);
    const stored = await server.graphql(ops.save, { input: { jsonData: doc(DOCUMENT_KINDS[2]!, { name: 'Ebon Hawk', localId: 'temp-ebonhawk1', changedAt: 3 }) } }, t);
    expect(stored.errors).toBeUndefined();
    expect(JSON.parse(stored.data.saveStarship.jsonData)).toMatchObject({ name: 'Ebon Hawk', size: 'Medium', localId: 'temp-ebonhawk1' });
  });
});

describe('read-only share links', () => {
  const owner = () => token('sharer');
  let shared: Stored;
  let hidden: Stored;
  let link: { token: string; kind: string; documentId: string; view: string; createdAt: string };

  beforeAll(async () => {
    shared = (await server.graphql(SAVE_CHARACTER, { input: { jsonData: characterJson('Shown Pilot') } }, owner())).data.saveCharacter;
    hidden = (await server.graphql(SAVE_CHARACTER, { input: { jsonData: characterJson('Hidden Spy', { notes: 'never through the link' }) } }, owner())).data.saveCharacter;
    const made = await server.graphql(CREATE_SHARE, { kind: 'CHARACTER', documentId: shared.id }, owner());
    expect(made.errors).toBeUndefined();
    link = made.data.createShare;
  });

  it('the owner creates a link (asking again gives the same one) and lists it', async () => {
    expect(link).toMatchObject({ kind: 'CHARACTER', documentId: shared.id, view: 'FULL' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await server.graphql(CREATE_SHARE, { kind: 'CHARACTER', documentId: shared.id, view: 'FULL' }, owner());
    expect(again.data.createShare).toEqual(link);
    expect((await server.graphql(MY_SHARES, {}, owner())).data.myShares).toEqual([link]);
    expect((await server.graphql(MY_SHARES, { kind: 'CHARACTER', documentId: shared.id }, owner())).data.myShares).toEqual([link]);
    expect((await server.graphql(MY_SHARES, { kind: 'ENCOUNTER' }, owner())).data.myShares).toEqual([]);
    expect((await server.graphql(MY_SHARES, {}, token('someone-else'))).data.myShares).toEqual([]);
    expect(codeOf(await server.graphql(MY_SHARES, {}))).toBe('UNAUTHENTICATED');
  });

  it('anyone holding the token reads that one document, signed in or not', async () => {
    const expected = { token: link.token, kind: 'CHARACTER', view: 'FULL', jsonData: shared.jsonData, revision: 1, changedAt: shared.changedAt };
    const anonymous = await server.graphql(SHARED, { token: link.token });
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data.sharedDocument).toEqual(expected);
    expect((await server.graphql(SHARED, { token: link.token }, token('a-game-master'))).data.sharedDocument).toEqual(expected);
    // Nothing else of the owner comes through it.
    expect(JSON.stringify(anonymous)).not.toContain('Hidden Spy');
    for (const guess of [`${link.token}x`, link.token.slice(0, -1), shared.id, hidden.id, '']) {
      expect((await server.graphql(SHARED, { token: guess })).data.sharedDocument, guess).toBeNull();
    }
  });

  it('a link cannot write: no mutation takes it as authority', async () => {
    // As a bearer token it is no token at all.
    const asBearer = await server.graphql(SAVE_CHARACTER, { input: { id: shared.id, jsonData: characterJson('Defaced') } }, link.token);
    expect(codeOf(asBearer)).toBe('UNAUTHENTICATED');
    const rest = await server.rest('POST', '/api/character', link.token, { id: shared.id, jsonData: characterJson('Defaced') });
    expect(rest.status).toBe(401);
    // Anonymous writes to the shared document, and revoking the link without being its owner.
    expect(codeOf(await server.graphql(SAVE_CHARACTER, { input: { id: shared.id, jsonData: characterJson('Defaced') } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.graphql(REVOKE, { token: link.token }))).toBe('UNAUTHENTICATED');
    expect((await server.graphql(REVOKE, { token: link.token }, token('a-game-master'))).data.revokeShare).toBe(false);
    expect(codeOf(await server.graphql(CREATE_SHARE, { kind: 'CHARACTER', documentId: hidden.id }, token('a-game-master')))).toBe('NOT_FOUND');
    // No mutation of the schema takes a share token, except revokeShare, which needs the link's owner.
    const mutations = buildSchema(loadTypeDefs().join('\n')).getMutationType()!.getFields();
    expect(Object.values(mutations).filter((f) => f.args.some((a) => /token/i.test(a.name))).map((f) => f.name)).toEqual(['revokeShare']);
    const still = (await server.graphql(SHARED, { token: link.token })).data.sharedDocument;
    expect(still).toMatchObject({ jsonData: shared.jsonData, revision: 1 });
  });

  it('a view the kind does not offer is refused; an encounter’s PLAYERS view shows only what the projection keeps', async () => {
    const refused = await server.graphql(CREATE_SHARE, { kind: 'CHARACTER', documentId: shared.id, view: 'PLAYERS' }, owner());
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'view' });
    expect(refused.errors?.[0]?.message).toBe('Characters have no PLAYERS view: share a character with FULL.');
    const ambush = JSON.stringify({
      ...newEncounter('Ambush'),
      monsters: [{ name: 'Blurrg', count: 2, locked: false }],
      customMonsters: [{ id: 'c1', name: 'Gate Droid', challengeRating: '2', armorClass: 17, hitPoints: 52, initiativeBonus: 1, count: 1, locked: false }],
    });
    const encounter = (
      await server.graphql(operations(DOCUMENT_KINDS[1]).save, { input: { jsonData: ambush } }, owner())
    ).data.saveEncounter;
    const players = (await server.graphql(CREATE_SHARE, { kind: 'ENCOUNTER', documentId: encounter.id, view: 'PLAYERS' }, owner())).data.createShare;
    const full = (await server.graphql(CREATE_SHARE, { kind: 'ENCOUNTER', documentId: encounter.id }, owner())).data.createShare;
    expect(players.token).not.toBe(full.token);
    const view = (await server.graphql(SHARED, { token: players.token })).data.sharedDocument;
    expect(view).toMatchObject({ kind: 'ENCOUNTER', view: 'PLAYERS', revision: 1 });
    expect(JSON.parse(view.jsonData).name).toBe('Ambush');
    for (const secret of ['Blurrg', 'Gate Droid', '17', '52']) expect(view.jsonData).not.toContain(secret);
    expect(JSON.parse((await server.graphql(SHARED, { token: full.token })).data.sharedDocument.jsonData)).toEqual(JSON.parse(ambush));
  });

  it('is never answered from a cache: each save is visible on the next request, over POST and over GET', async () => {
    const t = owner();
    const doc: Stored = (await server.graphql(SAVE_CHARACTER, { input: { jsonData: characterJson('Live', { hp: 10 }) } }, t)).data.saveCharacter;
    const live = (await server.graphql(CREATE_SHARE, { kind: 'CHARACTER', documentId: doc.id }, t)).data.createShare;
    const query = 'query Shared($token: ID!) { sharedDocument(token: $token) { jsonData revision } }';
    const hash = createHash('sha256').update(query).digest('hex');
    const headers = { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' };
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    // The browser's way: an automatic persisted query over GET, registered once by POST.
    const registered = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: { token: live.token }, extensions }) });
    expect(registered.headers.get('cache-control')).toBe('no-store');
    const url = `${server.url}/graphql?${new URLSearchParams({ operationName: 'Shared', variables: JSON.stringify({ token: live.token }), extensions: JSON.stringify(extensions) })}`;
    const viaGet = async () => {
      const res = await fetch(url, { headers });
      return { status: res.status, cacheControl: res.headers.get('cache-control'), etag: res.headers.get('etag'), body: (await res.json()) as GraphQLAnswer };
    };
    const viaPost = async () => (await server.graphql(query, { token: live.token })).data.sharedDocument;

    for (let revision = 1; revision <= 3; revision++) {
      const get = await viaGet();
      expect(get.status).toBe(200);
      expect(get.cacheControl).toBe('no-store');
      expect(get.etag).toBeNull();
      expect(get.body.data.sharedDocument.revision).toBe(revision);
      expect(JSON.parse(get.body.data.sharedDocument.jsonData).hp).toBe(revision * 10);
      expect(await viaPost()).toMatchObject({ revision });
      // The same answer asked for twice in a row (what a response cache would then serve next) is still current.
      expect((await viaGet()).body.data.sharedDocument.revision).toBe(revision);
      const saved = await server.graphql(SAVE_CHARACTER, { input: { id: doc.id, jsonData: characterJson('Live', { hp: (revision + 1) * 10 }), baseRevision: revision } }, t);
      expect(saved.errors).toBeUndefined();
    }
  });

  it('a revoked link answers null, and so does the link of a deleted document', async () => {
    const t = owner();
    const revoked = await server.graphql(REVOKE, { token: link.token }, t);
    expect(revoked.data.revokeShare).toBe(true);
    expect((await server.graphql(SHARED, { token: link.token })).data.sharedDocument).toBeNull();
    expect((await server.graphql(REVOKE, { token: link.token }, t)).data.revokeShare).toBe(false);

    const relinked = (await server.graphql(CREATE_SHARE, { kind: 'CHARACTER', documentId: hidden.id }, t)).data.createShare;
    expect((await server.graphql(SHARED, { token: relinked.token })).data.sharedDocument).toMatchObject({ revision: 1 });
    expect((await server.rest('DELETE', `/api/character/${hidden.id}`, t)).status).toBe(204);
    expect((await server.graphql(SHARED, { token: relinked.token })).data.sharedDocument).toBeNull();
    expect(((await server.graphql(MY_SHARES, { documentId: hidden.id }, t)).data.myShares as unknown[]).length).toBe(0);
    expect(codeOf(await server.graphql(CREATE_SHARE, { kind: 'CHARACTER', documentId: hidden.id }, t))).toBe('NOT_FOUND');
  });
});

describe('REST character paths honour revisions', () => {
  const t = () => token('rest-revisions');

  it('a single character carries its revision as a strong ETag; If-None-Match answers 304', async () => {
    const created = await server.rest('POST', '/api/character', t(), { jsonData: characterJson('Etag') });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ revision: 1, changedAt: expect.any(String) });
    expect(created.headers.get('etag')).toBe('"1"');
    const read = await server.rest('GET', `/api/character/${created.body.id}`, t());
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body).toEqual(created.body);
    const unchanged = await fetch(`${server.url}/api/character/${created.body.id}`, { headers: { authorization: `Bearer ${t()}`, 'if-none-match': '"1"' } });
    expect(unchanged.status).toBe(304);
    // A proxy that compressed the answer sends the tag back weak: the same copy (GET compares weakly), also in a list.
    for (const header of ['W/"1"', '"7", W/"1"']) {
      const weak = await fetch(`${server.url}/api/character/${created.body.id}`, { headers: { authorization: `Bearer ${t()}`, 'if-none-match': header } });
      expect(weak.status, header).toBe(304);
    }
    const other = await fetch(`${server.url}/api/character/${created.body.id}`, { headers: { authorization: `Bearer ${t()}`, 'if-none-match': 'W/"2"' } });
    expect(other.status).toBe(200);
    expect((await server.rest('GET', `/api/character/${created.body.id}`, token('rest-other'))).status).toBe(404);
  });

  it('takes the largest character even when its escaping doubles it in the request (the default BODY_LIMIT fits it)', async () => {
    const max = DOCUMENT_KINDS[0].maxJsonBytes;
    const empty = JSON.stringify({ name: 'Quotes', backstory: '' });
    // Every quote is two bytes in the document and four in the request's JSON.
    const jsonData = JSON.stringify({ name: 'Quotes', backstory: '"'.repeat(Math.floor((max - empty.length) / 2)) });
    expect(Buffer.byteLength(jsonData)).toBeGreaterThan(max - 2);
    expect(Buffer.byteLength(jsonData)).toBeLessThanOrEqual(max);
    const viaRest = await server.rest('POST', '/api/character', t(), { jsonData });
    expect(viaRest.status, JSON.stringify(viaRest.body).slice(0, 300)).toBe(200);
    const viaGraphql = await server.graphql(SAVE_CHARACTER, { input: { id: viaRest.body.id, baseRevision: 1, jsonData } }, t());
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.saveCharacter.jsonData).toBe(jsonData);
  });

  it('a delete with If-Match from an older revision answers 409 and keeps the character; from its revision or without one it deletes', async () => {
    const created = (await server.rest('POST', '/api/character', t(), { jsonData: characterJson('Delete match') })).body;
    await server.rest('PUT', `/api/character/${created.id}`, t(), { jsonData: characterJson('Delete match', { hp: 9 }) });
    const remove = async (id: string, ifMatch?: string) => {
      const res = await fetch(`${server.url}/api/character/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${t()}`, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    };
    const stale = await remove(created.id, '"1"');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'CONFLICT', current: { id: created.id, jsonData: characterJson('Delete match', { hp: 9 }), revision: 2 } });
    expect((await server.rest('GET', `/api/character/${created.id}`, t())).status).toBe(200);
    expect((await remove(created.id, 'W/"2"')).status).toBe(400);
    expect((await remove(created.id, '"2"')).status).toBe(204);
    expect((await server.rest('GET', `/api/character/${created.id}`, t())).status).toBe(404);
    const blind = (await server.rest('POST', '/api/character', t(), { jsonData: characterJson('Delete blind') })).body;
    await server.rest('PUT', `/api/character/${blind.id}`, t(), { jsonData: characterJson('Delete blind', { hp: 1 }) });
    expect((await remove(blind.id)).status).toBe(204);
    expect((await remove(blind.id)).status).toBe(404);
  });

  it('a save with If-Match from an older revision answers 409 with the stored character; the current one saves', async () => {
    const created = (await server.rest('POST', '/api/character', t(), { jsonData: characterJson('Match') })).body;
    const put = async (ifMatch: string | undefined, body: unknown, method = 'PUT', path = `/api/character/${created.id}`) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${t()}`, 'content-type': 'application/json', ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, etag: res.headers.get('etag'), body: await res.json() };
    };
    const first = await put('"1"', { jsonData: characterJson('Match', { hp: 5 }) });
    expect(first).toMatchObject({ status: 200, etag: '"2"', body: { id: created.id, revision: 2 } });
    const stale = await put('"1"', { jsonData: characterJson('Match', { credits: 3 }) }, 'POST', '/api/character');
    expect(stale.status).toBe(400); // POST /api/character without an id in the body creates: If-Match has nothing to match
    const staleUpdate = await put('"1"', { id: created.id, jsonData: characterJson('Match', { credits: 3 }) }, 'POST', '/api/character');
    expect(staleUpdate.status).toBe(409);
    expect(staleUpdate.body).toMatchObject({
      error: 'Conflict',
      code: 'CONFLICT',
      current: { id: created.id, jsonData: characterJson('Match', { hp: 5 }), revision: 2 },
    });
    const stalePut = await put('"1"', { jsonData: characterJson('Match', { credits: 3 }) });
    expect(stalePut.status).toBe(409);
    // A body's baseRevision works the same; If-Match and a disagreeing baseRevision are refused.
    expect((await put(undefined, { jsonData: '{}', baseRevision: 1 })).status).toBe(409);
    expect((await put('"2"', { jsonData: '{}', baseRevision: 1 })).status).toBe(400);
    expect((await put('W/"2"', { jsonData: '{}' })).status).toBe(400);
    // Without If-Match or a revision: unconditional, as the original API's tools expect.
    const blind = await put(undefined, { jsonData: characterJson('Blind') }, 'POST', '/api/character');
    expect(blind.status).toBe(200); // (a create: no id in the body)
    const blindUpdate = await put(undefined, { id: created.id, jsonData: characterJson('Blind update') }, 'POST', '/api/character');
    expect(blindUpdate).toMatchObject({ status: 200, etag: '"3"' });
    const star = await put('*', { jsonData: characterJson('Star') });
    expect(star).toMatchObject({ status: 200, etag: '"4"' });
    // The batch path takes each entry's baseRevision.
    const batch = await server.rest('POST', '/api/character/multiple', t(), { characterRequests: [{ id: created.id, jsonData: '{}', baseRevision: 3 }] });
    expect(batch.status).toBe(409);
    expect(batch.body.conflicts).toEqual([{ id: created.id, current: expect.objectContaining({ revision: 4 }) }]);
  });
});
