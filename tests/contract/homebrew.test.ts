// Homebrew packs over HTTP with real tokens (embedded store): a pack with a species, an archetype, a half-feat, a
// power, an enhanced weapon, a monster and a ship modification authored through the API and used by the engine (a
// character's sheet, an encounter's XP, a ship's modification); read by its owner and a link holder, by no
// stranger; exported and re-imported equal; every invalid entry refused with its member path, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharacter } from '../../core/engine/character/default-character.ts';
import { computeCharacter } from '../../core/engine/compute/compute-character.ts';
import { evaluateEncounter } from '../../core/engine/encounters/difficulty.ts';
import { readChallengeRating } from '../../core/engine/encounters/monster-reading.ts';
import { loadEncounterData } from '../../core/engine/node/load-encounter-data.ts';
import { loadHomebrewFolder, withHomebrew } from '../../core/engine/node/load-homebrew.ts';
import { BUNDLED_RULES_DIR, loadRulesDir, RULES_FILES } from '../../core/engine/node/load-rules.ts';
import { loadStarshipRulesDir, STARSHIP_RULES_FILES } from '../../core/engine/node/load-starship-rules.ts';
import { indexRules } from '../../core/engine/rules/index-rules.ts';
import { computeStarship } from '../../core/engine/starships/compute.ts';
import { indexStarshipRules } from '../../core/engine/starships/rules.ts';
import { newStarship, parseStarship } from '../../core/engine/starships/ship-document.ts';
import { packFromZip, sortedEntries } from '../../core/homebrew/pack-files.ts';
import type { HomebrewPack } from '../../core/homebrew/pack.ts';
import type { MonsterRecord } from '../../core/schemas/index.ts';
import { defaultClaims, startAuthServer, startTestIdp, type AuthServer, type GraphQLAnswer, type TestIdp } from './auth-support.ts';

let idp: TestIdp;
let server: AuthServer;
const token = (sub: string) => idp.token(defaultClaims(sub));
const PACK_FOLDER = new URL('../../seed/homebrew/dune-sea-drifters', import.meta.url).pathname;

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startAuthServer(idp);
});

afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

const FIELDS = 'id userId jsonData revision changedAt';
const SAVE = `mutation ($input: HomebrewPackInput!) { saveHomebrewPack(input: $input) { ${FIELDS} } }`;
const ITEM = `query ($id: ID!) { homebrewPack(id: $id) { ${FIELDS} } }`;
const LIST = `{ homebrewPacks { ${FIELDS} } }`;
const EXPORT = `query ($id: ID!) { homebrewPackExport(id: $id) { fileName zipBase64 } }`;
const IMPORT = `mutation ($zip: String!) { importHomebrewPack(zipBase64: $zip) { ${FIELDS} } }`;
const SHARE = `mutation ($id: ID!) { createShare(kind: HOMEBREW, documentId: $id) { token kind view } }`;
const SHARED = `query ($token: ID!) { sharedDocument(token: $token) { kind view jsonData } }`;

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;
/** The pack as a user writes it in the site: the example folder's pack with its entries in the order written. */
const authored = (): HomebrewPack => loadHomebrewFolder(PACK_FOLDER);

describe('homebrew packs', () => {
  const owner = () => token('brewer');
  let stored: { id: string; jsonData: string };

  it('are authored through the API and used by a character, an encounter and a ship', async () => {
    const made = await server.graphql(SAVE, { input: { jsonData: JSON.stringify(authored()) } }, owner());
    expect(made.errors).toBeUndefined();
    stored = made.data.saveHomebrewPack;
    expect(stored).toMatchObject({ revision: 1, userId: 'brewer' });

    // The engine reads the pack as the API gives it back.
    const pack = JSON.parse(stored.jsonData) as HomebrewPack;
    const rules = indexRules(withHomebrew(loadRulesDir(BUNDLED_RULES_DIR), RULES_FILES, [pack]));
    const sheet = computeCharacter(
      {
        ...createCharacter(),
        name: 'Sera Vos',
        species: { name: 'Kessari', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
        background: { name: 'Agent', feature: '' },
        baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 8, Wisdom: 12, Charisma: 10 },
        classes: [{ name: 'Berserker', levels: 4, hitPoints: [7, 7, 7], abilityScoreImprovements: [{ type: 'Feat', name: 'Dune Runner' }], archetype: { name: 'Dune Stalker Approach' } }],
        equipment: [{ name: "Drifter's Long Rifle", quantity: 1, equipped: true, category: 'EnhancedItem' }],
        customForcePowers: ['Sand Lash'],
      } as unknown as Parameters<typeof computeCharacter>[0],
      rules,
    );
    // By hand: Dexterity 14 + 2 (species) + 1 (the feat's half increase) = 17; walking speed 35 from the species'
    // Speed trait; fire resistance from its mechanics entry; 12 + 3 x 7 + 4 x 1 = 37 hit points.
    expect(sheet.abilityScores.Dexterity).toMatchObject({ value: 17, modifier: 3 });
    expect(sheet.speed.base).toBe(35);
    expect(sheet.features).toMatchObject({ resistances: ['Fire'] });
    expect(sheet.hitPoints.maximum).toBe(37);
    expect(sheet.forceCasting && sheet.forceCasting.powersKnown.map((p) => p.name)).toContain('Sand Lash');
    expect(sheet.equipment[0]).toMatchObject({ isFound: true, category: 'EnhancedItem' });
    expect(sheet.warnings).toEqual([]);

    // The monster's XP follows its challenge rating: CR 2 is 450 XP, three of them 1350 x 2 = 2700 adjusted.
    const encounter = loadEncounterData(BUNDLED_RULES_DIR);
    const { monsters } = withHomebrew({ monsters: encounter.monsters }, { monsters: 'monster' }, [pack]);
    const lurker = monsters.find((m) => m.name === 'Dune Lurker') as MonsterRecord;
    const rating = readChallengeRating(encounter.rules, lurker).rating!;
    const evaluation = evaluateEncounter(encounter.rules, [3, 3, 3, 3], [{ name: lurker.name, challengeRating: rating, count: 3 }]);
    expect(evaluation).toMatchObject({ totalXp: 1350, multiplier: 2, adjustedXp: 2700, difficulty: 'deadly' });

    // The ship fits the pack's modification as one of the catalogue's.
    const shipRules = indexStarshipRules(withHomebrew(loadStarshipRulesDir(BUNDLED_RULES_DIR), STARSHIP_RULES_FILES, [pack]));
    const ship = parseStarship({ ...newStarship(), name: 'Sandskipper', modifications: [{ id: 'm1', name: 'Dust Baffles' }] });
    expect(computeStarship(ship, shipRules).modifications).toEqual([expect.objectContaining({ name: 'Dust Baffles', found: true, problems: [] })]);
  });

  it('are private to their owner: a stranger reads nothing and writes nothing, a link holder reads only', async () => {
    const stranger = token('stranger');
    expect((await server.graphql(ITEM, { id: stored.id }, stranger)).data.homebrewPack).toBeNull();
    expect((await server.graphql(EXPORT, { id: stored.id }, stranger)).data.homebrewPackExport).toBeNull();
    expect((await server.graphql(LIST, {}, stranger)).data.homebrewPacks).toEqual([]);
    const overwrite = await server.graphql(SAVE, { input: { id: stored.id, jsonData: JSON.stringify({ ...authored(), name: 'Stolen' }) } }, stranger);
    expect(codeOf(overwrite)).toBe('NOT_FOUND');
    expect(codeOf(await server.graphql(ITEM, { id: stored.id }))).toBe('UNAUTHENTICATED');

    const share = (await server.graphql(SHARE, { id: stored.id }, owner())).data.createShare;
    expect(share).toMatchObject({ kind: 'HOMEBREW', view: 'FULL' });
    const read = await server.graphql(SHARED, { token: share.token });
    expect(read.data.sharedDocument).toEqual({ kind: 'HOMEBREW', view: 'FULL', jsonData: stored.jsonData });
    // The link is no bearer token: holding it authorises no save.
    expect(codeOf(await server.graphql(SAVE, { input: { id: stored.id, jsonData: stored.jsonData } }, share.token))).toBe('UNAUTHENTICATED');
    expect((await server.graphql(ITEM, { id: stored.id }, owner())).data.homebrewPack.revision).toBe(1);
  });

  it('export as a zip and import back equal, as a new pack of the importer', async () => {
    const exported = (await server.graphql(EXPORT, { id: stored.id }, owner())).data.homebrewPackExport;
    expect(exported.fileName).toBe('dune-sea-drifters.zip');
    const original = JSON.parse(stored.jsonData) as HomebrewPack;
    const fromZip = packFromZip(new Uint8Array(Buffer.from(exported.zipBase64, 'base64')));
    expect(fromZip).toEqual({ ok: true, pack: { ...original, entries: sortedEntries(original.entries) } });

    const imported = await server.graphql(IMPORT, { zip: exported.zipBase64 }, token('friend'));
    expect(imported.errors).toBeUndefined();
    expect(imported.data.importHomebrewPack).toMatchObject({ userId: 'friend', revision: 1 });
    expect(JSON.parse(imported.data.importHomebrewPack.jsonData)).toEqual({ ...original, entries: sortedEntries(original.entries) });
  });

  it('refuse an invalid entry, an unknown effect, an official name and a bad zip with their paths, storing nothing', async () => {
    const t = token('careless');
    const pack = authored();
    const withEntry = (i: number, change: (entry: HomebrewPack['entries'][number]) => object) =>
      JSON.stringify({ ...pack, entries: pack.entries.map((e, j) => (j === i ? change(e) : e)) });

    const badPower = await server.graphql(SAVE, { input: { jsonData: withEntry(3, (e) => ({ ...e, record: { ...e.record, level: 12 } })) } }, t);
    expect(codeOf(badPower)).toBe('BAD_USER_INPUT');
    expect(badPower.errors?.[0]?.message).toMatch(/^jsonData is not a homebrew pack: entries\[3\]\.record\.level: /);

    const badEffect = await server.graphql(SAVE, { input: { jsonData: withEntry(2, (e) => ({ ...e, mechanics: [{ name: 'Dune Runner', effects: [{ kind: 'teleport' }] }] })) } }, t);
    expect(badEffect.errors?.[0]?.message).toContain('entries[2].mechanics[0].effects[0].kind: unknown mechanics effect');

    const official = await server.graphql(SAVE, { input: { jsonData: withEntry(0, (e) => ({ type: e.type, record: { ...e.record, name: 'wookiee' } })) } }, t);
    expect(official.errors?.[0]?.message).toBe('jsonData is not a homebrew pack: entries[0].record.name: "wookiee" is the name of an official species: give the homebrew one its own name');

    const twice = await server.graphql(SAVE, { input: { jsonData: JSON.stringify({ ...pack, entries: [...pack.entries, pack.entries[2]] }) } }, t);
    expect(twice.errors?.[0]?.message).toContain(`entries[${pack.entries.length}].record.name: "Dune Runner" collides with entries[2]`);

    const badZip = await server.graphql(IMPORT, { zip: Buffer.from('not a zip').toString('base64') }, t);
    expect(badZip.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', issues: [{ file: '(the zip)' }] });

    // A zip whose species file breaks its schema: the file and the member are named.
    const { zipSync, strToU8, unzipSync } = await import('fflate');
    const exported = (await server.graphql(EXPORT, { id: stored.id }, owner())).data.homebrewPackExport;
    const files = unzipSync(new Uint8Array(Buffer.from(exported.zipBase64, 'base64')));
    const species = JSON.parse(Buffer.from(files['content/species/kessari.json']!).toString('utf8'));
    files['content/species/kessari.json'] = strToU8(JSON.stringify({ ...species, traits: [{ description: 'no name' }] }));
    const broken = await server.graphql(IMPORT, { zip: Buffer.from(zipSync(files)).toString('base64') }, t);
    expect(broken.errors?.[0]?.extensions?.issues).toEqual([{ file: 'content/species/kessari.json', field: 'traits[0].name', reason: expect.any(String) }]);

    expect((await server.graphql(LIST, {}, t)).data.homebrewPacks).toEqual([]);
  });
});
