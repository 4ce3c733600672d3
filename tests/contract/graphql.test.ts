// Every GraphQL list and item query against the bundled seed data, over HTTP on the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecords, seedText } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

type Rec = Record<string, unknown>;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

async function query<T = Record<string, unknown>>(q: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await server.graphql<T>(q, variables);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!;
}

const names = (list: Rec[]) => list.map((r) => r.name);

/** [list query, item query or null, seed file, fields selected] */
const RESOURCES: [string, string | null, string, string][] = [
  ['speciesList', 'species', 'species', 'name size imageUrls abilitiesIncreased { abilities amount } traits { name description } halfHumanTableEntries features { name }'],
  ['classes', 'class', 'class', 'name hitDiceDieType levelChanges levelChangeHeaders savingThrows archetypes { name } features { name }'],
  ['archetypes', 'archetype', 'archetype', 'name className casterType leveledTable class { name }'],
  ['backgrounds', 'background', 'background', 'name featOptions { roll name feat { name } } personalityTraitOptions { roll description }'],
  ['feats', 'feat', 'feat', 'name text attributesIncreased prerequisite'],
  ['features', null, 'feature', 'name level source sourceName'],
  ['powers', 'power', 'power', 'name level powerType forceAlignment concentration prerequisitePower { name }'],
  ['maneuvers', 'maneuver', 'maneuvers', 'name type prerequisite description'],
  ['classImprovements', null, 'classImprovement', 'name prerequisite description'],
  ['multiclassImprovements', null, 'multiclassImprovement', 'name description'],
  ['splashclassImprovements', null, 'splashclassImprovement', 'name description'],
  ['weaponFocuses', null, 'weaponFocus', 'name description'],
  ['weaponSupremacies', null, 'weaponSupremacy', 'name description'],
  ['fightingStyles', null, 'fightingStyle', 'name description'],
  ['fightingMasteries', null, 'fightingMastery', 'name text'],
  ['lightsaberForms', null, 'lightsaberForm', 'name description'],
  ['equipmentList', 'equipment', 'equipment', 'name cost weight equipmentCategory weaponClassification armorClassification properties propertiesMap modes { name }'],
  ['weaponProperties', null, 'weaponProperty', 'name content'],
  ['armorProperties', null, 'armorProperty', 'name content'],
  ['enhancedItems', 'enhancedItem', 'enhancedItem', 'name type rarityOptions requiresAttunement'],
  ['referenceTables', 'referenceTable', 'referenceTable', 'name content'],
  ['starshipDeployments', 'starshipDeployment', 'StarshipDeployment', 'name description flavorText featureText'],
  ['starshipBaseSizes', 'starshipBaseSize', 'starshipBaseSize', 'name hitDiceDieType savingThrowOptions strength dexterity constitution fullText'],
  ['starshipModifications', 'starshipModification', 'starshipModification', 'name type grade prerequisites'],
  ['starshipEquipmentList', 'starshipEquipment', 'starshipEquipment', 'name type cost weaponCategory damageDieModifier'],
  ['starshipVentures', 'starshipVenture', 'starshipVenture', 'name prerequisites content'],
  ['monsters', 'monster', 'monster', 'name size types challengeRating behaviors { name monsterBehaviorType attackType }'],
  ['conditions', null, 'conditions', 'name description'],
];

describe('GraphQL rules queries over the seed', () => {
  it.each(RESOURCES)('%s lists every record of the seed in order, and %s finds one by name', async (list, item, file, fields) => {
    const seed = seedRecords(file);
    expect(seed.length).toBeGreaterThan(0);
    const data = await query<Record<string, Rec[]>>(`{ ${list} { ${fields} } }`);
    expect(names(data[list]!)).toEqual(names(seed));
    if (item) {
      const target = seed[seed.length - 1]!;
      const one = await query<Record<string, Rec | null>>(`query($n: String!) { ${item}(name: $n) { name } }`, {
        n: String(target.name).toUpperCase(),
      });
      expect(one[item]?.name).toBe(target.name);
      const none = await query<Record<string, Rec | null>>(`{ ${item}(name: "No such thing at all") { name } }`);
      expect(none[item]).toBeNull();
    }
  });

  it('lists advancements and skills, and the level table headers', async () => {
    const data = await query<{ characterAdvancements: Rec[]; skills: Rec[]; classes: { name: string; levelChangeHeaders: string[]; levelChanges: Record<string, Record<string, string>> }[] }>(
      '{ characterAdvancements { level experiencePoints } skills { name baseAttribute } classes { name levelChangeHeaders levelChanges } }',
    );
    expect(data.characterAdvancements.map((a) => a.level)).toEqual(seedRecords('characterAdvancement').map((a) => a.level));
    expect(data.skills.map((s) => s.name)).toEqual(seedRecords('skills').map((s) => s.name));
    for (const c of data.classes) expect(c.levelChangeHeaders).toEqual(Object.keys(c.levelChanges['1']!));
  });

  it('filters powers by type, level, alignment and concentration', async () => {
    const seed = seedRecords('power');
    const data = await query<{ powers: Rec[] }>('{ powers(powerType: Force, level: [1, 2], forceAlignment: [Light, Universal], concentration: true) { name } }');
    const expected = seed.filter((p) => p.powerType === 'Force' && [1, 2].includes(p.level as number) && ['Light', 'Universal'].includes(p.forceAlignment as string) && p.concentration === true);
    expect(names(data.powers)).toEqual(names(expected));
    const prereq = seed.find((p) => p.prerequisite && seed.some((q) => q.name === p.prerequisite));
    if (prereq) {
      const one = await query<{ power: { prerequisitePower: Rec | null } }>(`query($n:String!){ power(name:$n){ prerequisitePower { name } } }`, { n: prereq.name });
      expect(one.power.prerequisitePower?.name).toBe(prereq.prerequisite);
    }
  });

  it('filters archetypes by class, and relates classes and archetypes both ways', async () => {
    const seed = seedRecords('archetype');
    const className = String(seed[0]!.className);
    const data = await query<{ archetypes: Rec[]; class: { archetypes: Rec[] } }>(
      `query($c:String!){ archetypes(className: $c) { name class { name } } class(name: $c) { archetypes { name } } }`,
      { c: className.toLowerCase() },
    );
    const expected = seed.filter((a) => a.className === className);
    expect(names(data.archetypes)).toEqual(names(expected));
    expect(data.archetypes.every((a) => (a.class as Rec).name === className)).toBe(true);
    expect(names(data.class.archetypes)).toEqual(names(expected));
  });

  it('filters by content source and by several values of a field', async () => {
    const seed = seedRecords('feat');
    const data = await query<{ feats: Rec[] }>('{ feats(contentSource: [EC]) { name contentSource } }');
    expect(names(data.feats)).toEqual(names(seed.filter((f) => f.contentSource === 'EC')));
    const eq = seedRecords('equipment');
    const weapons = await query<{ equipmentList: Rec[] }>('{ equipmentList(equipmentCategory: ["Weapon"], weaponClassification: ["SimpleBlaster", "MartialVibroweapon"]) { name } }');
    expect(names(weapons.equipmentList)).toEqual(names(eq.filter((e) => e.equipmentCategory === 'Weapon' && ['SimpleBlaster', 'MartialVibroweapon'].includes(e.weaponClassification as string))));
  });

  it('filters monsters by size, type and challenge rating', async () => {
    const seed = seedRecords('monster');
    const m = seed[0]!;
    const data = await query<{ monsters: Rec[] }>(`query($s:[String!],$t:[String!],$c:[String!]){ monsters(size:$s, type:$t, challengeRating:$c) { name } }`, {
      s: [String(m.size).toLowerCase()],
      t: [(m.types as string[])[0]!.toUpperCase()],
      c: [m.challengeRating],
    });
    const lower = (s: unknown) => String(s).toLowerCase();
    const expected = seed.filter((x) => lower(x.size) === lower(m.size) && (x.types as string[]).some((t) => lower(t) === lower((m.types as string[])[0])) && x.challengeRating === m.challengeRating);
    expect(names(data.monsters)).toEqual(names(expected));
  });

  it('serves chapters by book in chapter order, one by name, and the credits', async () => {
    const seed = seedRecords('PlayerHandbookRule');
    const data = await query<{ chapters: Rec[]; chapter: Rec | null; credits: string }>(
      '{ chapters(book: PHB) { chapterName chapterNumber } chapter(book: PHB, name: "appendix a: conditions") { chapterName contentMarkdown book } credits }',
    );
    const order = [...seed].sort((a, b) => (a.chapterNumber as number) - (b.chapterNumber as number) || String(a.chapterName).localeCompare(String(b.chapterName)));
    expect(data.chapters.map((c) => c.chapterName)).toEqual(order.map((c) => c.chapterName));
    expect(data.chapter).toMatchObject({ chapterName: 'Appendix A: Conditions', book: 'PHB' });
    expect(data.credits).toBe(seedText('Credit'));
    for (const book of ['SOTG', 'WH', 'SNV', 'VARIANT_RULES', 'EXPANDED_CONTENT']) {
      const chapters = await query<{ chapters: Rec[] }>(`{ chapters(book: ${book}) { chapterName } }`);
      expect(chapters.chapters.length, book).toBeGreaterThan(0);
    }
  });

  it('lists data versions with a master version', async () => {
    const data = await query<{ dataVersions: { name: string; version: number }[] }>('{ dataVersions { name version lastUpdated } }');
    expect(data.dataVersions.map((v) => v.name)).toEqual(expect.arrayContaining(['MASTERVERSION', 'powers', 'classes', 'player-handbook-rules']));
  });

  it('searches, with type filters', async () => {
    const power = seedRecords('power').find((p) => p.powerType === 'Tech')!;
    const data = await query<{ search: Rec[] }>('query($t:String!){ search(text: $t, types: [TechPower]) { fullName path rowKey globalSearchTermType } }', { t: String(power.name) });
    expect(data.search[0]).toEqual({
      fullName: power.name,
      path: `/characters/techPowers?search=${encodeURIComponent(String(power.name))}&row=${encodeURIComponent(String(power.name))}`,
      rowKey: power.name,
      globalSearchTermType: 'TechPower',
    });
  });

  it('answers user and character operations with UNAUTHENTICATED when no one is signed in', async () => {
    for (const op of ['{ me { username } }', '{ characters { id } }', 'mutation { deleteCharacter(id: "x") }']) {
      const res = await server.graphql(op);
      expect(res.body.errors?.[0]?.extensions?.code, op).toBe('UNAUTHENTICATED');
      expect(res.status).toBe(401);
    }
  });

  it('masks internal errors and never sends stack traces', async () => {
    const res = await server.graphql('{ nope }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at .*\.ts:/);
  });

  it('refuses a GET mutation and a simple cross-site POST (CSRF prevention)', async () => {
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ skills { name } }"}' });
    expect(res.status).toBe(400);
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('mutation { deleteCharacter(id: "x") }')}`, { headers: { 'apollo-require-preflight': '1' } });
    expect(get.status).toBe(405);
  });

  it('rejects queries nested deeper than the limit before running them', async () => {
    const deep = '{ archetypes { class { archetypes { class { archetypes { class { archetypes { class { archetypes { class { name } } } } } } } } } } }';
    const res = await server.graphql(deep);
    expect(res.body.errors?.[0]?.message).toMatch(/depth/i);
    expect(res.body.data).toBeUndefined();
  });
});
