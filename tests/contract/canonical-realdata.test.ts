// At real scale: the legacy real data (../shared/realdata/api) converted into the canonical format by the test
// converter, proven to speak the format (every document valid against the real schemas, the real samples' structure
// and values), then imported beside the legacy data itself: both stores serve the same answers over REST and GraphQL
// for every resource (each difference explained by a listed deliberate one), and the 16 real characters compute the
// same sheet on both. Converted once, imported into two embedded stores, compared in-process through the services,
// with a small sample over real HTTP.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCharacter, importCharacter, indexRules } from '../../core/engine/index.ts';
import { BUNDLED_RULES_DIR, RULES_FILES } from '../../core/engine/node/load-rules.ts';
import type { RulesData } from '../../core/engine/rules/types.ts';
import { RESOURCES, type ResourceDef, type ResourceKey } from '../../core/resources.ts';
import { importCanonical } from '../../seed/canonical/import-canonical.ts';
import { CheckoutSchemas } from '../../seed/canonical/schema-validation.ts';
import { formatIssue, importDirectory } from '../../seed/importer.ts';
import { createApolloServer } from '../../server/graphql/apollo.ts';
import { createContext } from '../../server/graphql/context.ts';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { loadConfig } from '../../server/config.ts';
import { createServices, type Services } from '../../server/services.ts';
import { openEmbeddedStore } from '../../server/store/index.ts';
import type { Store } from '../../server/store/port.ts';
import { CANONICAL_SAMPLES, hasCanonicalMaterial, makeCheckout, sampleDocuments } from '../support/canonical-checkout.ts';
import { convertLegacy, type Converted } from '../support/canonical-converter.ts';
import { diffDocuments, type Difference } from '../support/document-diff.ts';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../support/realdata.ts';
import { compareServed, compareValues, DELIBERATE, describeDifferences, unexplainedNested, type Comparison, type Served } from '../support/served-comparison.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * Where a real sample and the converted document of the same key differ, and why. The samples are today's canonical
 * corpus; the legacy data is older, and the converter can only say what the legacy data says.
 */
const SAMPLE_DIFFERENCES: Record<string, { path: RegExp; why: string }[]> = {
  'feature/archetype-adept-specialist-whirling-weapons-7': [{ path: /^description$/, why: "text edited since the legacy dump: the feature now ends with the archetype's forcecasting table" }],
  'monster/b1-series-b1-a': [{ path: /^flavorText$/, why: 'text edited since the legacy dump: double spaces between sentences removed' }],
  'reference-table/xp-and-pb-by-level': [{ path: /^subject$/, why: 'subject is new in the canonical format; the legacy data has no such field to convert' }],
  'rule/wh-changelog': [{ path: /^body$/, why: "text edited since the legacy dump: this chapter's leading '# Changelog' heading was removed" }],
  'source/phb': [
    { path: /^(publisher|publishedAt|blurb|accent|licenseNote)$/, why: 'the legacy data has no source documents: the converter writes minimal ones (title, abbreviation, order)' },
    { path: /^attribution$/, why: "the converter's source documents carry an attribution of their own, for the test corpus" },
  ],
  'species/half-human': [{ path: /^halfHumanTraits\[\d+\]\.speciesName$/, why: "species names in the half-human table corrected since the legacy dump (Advozse, Dowutin, Young, Ho'din, Kalleran, Ssi-Ruu, Sith Pureblood)" }],
  'starship-equipment/fortress-shield': [{ path: /^shield\.(capacityMultiplier|regenerationRateCoefficient)$/, why: "the legacy export shifted this shield's two columns by one; the canonical corpus has them in place" }],
  'starship-equipment/proton-torpedo': [
    { path: /^(damage|damageForLargerShips|weightInPounds|weightInPoundsForLargerShips|range|properties|firedBy)$/, why: "the legacy record holds only the ammunition's name and price; the canonical corpus rebuilt the rest from the rules text" },
  ],
  'starship-venture/precision-gunner': [{ path: /^name$/, why: 'the legacy name read "Precision GUNNER"; corrected in the canonical corpus' }],
};

const realdata = hasRealData('canonical import at real scale') && hasCanonicalMaterial('canonical import at real scale');

interface Side {
  dir: string;
  store: Store;
  services: Services;
}

describe.runIf(realdata)('the canonical import at real scale, against the legacy import of the same data', () => {
  let root: string;
  let converted: Converted;
  let legacy: Side;
  let canonical: Side;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), DATA_VERSION_CHECK_MS: '0', GRAPHQL_MAX_COST: '100000000', GRAPHQL_MAX_DEPTH: '20' });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sw5e-canonical-real-'));
    converted = convertLegacy(REALDATA_API);
    makeCheckout(join(root, 'checkout'), converted.types);
    const open = async (name: string): Promise<Side> => {
      const dir = join(root, name);
      const store = await openEmbeddedStore({ dataDir: dir });
      return { dir, store, services: createServices(store, config) };
    };
    legacy = await open('legacy');
    canonical = await open('canonical');
    const fromLegacy = await importDirectory(legacy.store, REALDATA_API);
    const fromCanonical = await importCanonical(canonical.store, join(root, 'checkout'));
    expect(fromLegacy.ok).toBe(true);
    expect(fromCanonical.resources.flatMap((r) => r.errors.map(formatIssue))).toEqual([]);
    expect(fromCanonical.ok).toBe(true);
    // The feature mechanics are the site's own catalogue, attached to either source (as the server does at start).
    for (const side of [legacy, canonical]) expect((await importDirectory(side.store, BUNDLED_RULES_DIR, { only: ['featureMechanics'] })).ok).toBe(true);
  }, 300_000);

  afterAll(async () => {
    await legacy?.store.close();
    await canonical?.store.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('converts the legacy data into the canonical counts mapping.md gives (and says what it set aside)', () => {
    const counts = Object.fromEntries([...converted.types].map(([t, d]) => [t, d.length]));
    expect(counts).toMatchObject({
      species: 141, class: 10, archetype: 137, background: 61, feat: 118, power: 465, maneuver: 119, 'class-improvement': 30, 'fighting-style': 32,
      'fighting-mastery': 32, 'lightsaber-form': 20, 'weapon-focus': 8, 'weapon-supremacy': 8, equipment: 505, 'enhanced-item': 1918, 'weapon-property': 46,
      'armor-property': 30, 'reference-table': 30, rule: 75, 'starship-rule': 13, 'starship-base-size': 6, 'starship-deployment': 6, 'starship-equipment': 104,
      'starship-modification': 257, 'starship-venture': 67, source: 5,
    });
    // One fewer monster than the legacy 271: its challenge rating reads "CR", which the format refuses.
    expect(counts.monster).toBe(270);
    expect(converted.skipped.map((s) => s.what).sort()).toEqual([
      'feat/fighting-styles-and-masteries',
      'monster/b-omarr-brain-walker',
      'reference-table/starship-size-cargo-capacity',
      'reference-table/starship-size-equipment-cost',
      'reference-table/starship-size-equipment-workforce',
      'rule/phb-preface',
    ]);
  });

  it('writes only documents the real JSON Schemas accept', async () => {
    const schemas = new CheckoutSchemas(join(root, 'checkout'));
    const failures: string[] = [];
    let checked = 0;
    for (const [type, docs] of converted.types) {
      for (const doc of docs) {
        checked++;
        for (const issue of await schemas.validate(type, 1, doc)) failures.push(`${type}/${doc.key}: ${issue.path} ${issue.reason}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(7000);
  });

  it("gives each real sample's counterpart the sample's structure and values, differing only where listed (with why)", () => {
    const unlisted: string[] = [];
    const used = new Set<string>();
    let compared = 0;
    for (const [type, samples] of sampleDocuments()) {
      for (const sample of samples) {
        const id = `${type}/${sample.key}`;
        const mine = converted.types.get(type)?.find((d) => d.key === sample.key);
        expect(mine, `${id}: no converted document of this key`).toBeDefined();
        compared++;
        for (const d of diffDocuments(sample, mine) as Difference[]) {
          const listed = SAMPLE_DIFFERENCES[id]?.find((x) => x.path.test(d.path));
          if (listed) used.add(`${id} ${listed.path}`);
          else unlisted.push(`${id} ${d.kind} ${d.path}: ${JSON.stringify(d.expected)?.slice(0, 80)} -> ${JSON.stringify(d.actual)?.slice(0, 80)}`);
        }
      }
    }
    expect(compared).toBe(readdirSync(CANONICAL_SAMPLES).reduce((n, t) => n + readdirSync(join(CANONICAL_SAMPLES, t)).length, 0));
    expect(unlisted).toEqual([]);
    // Every listed difference still occurs: the list is the truth, not a blanket.
    const listed = Object.entries(SAMPLE_DIFFERENCES).flatMap(([id, list]) => list.map((x) => `${id} ${x.path}`));
    expect(listed.filter((x) => !used.has(x))).toEqual([]);
  });

  it('serves the same records over REST for every resource, each difference a listed deliberate one', async () => {
    const result: Comparison = { unexplained: [], explained: new Map(), matched: 0 };
    for (const def of RESOURCES) {
      const key = def.key as ResourceKey;
      const read = async (side: Side) => {
        const body = JSON.parse((await side.services.rules.serialized(key)).body.toString('utf8')) as Served[] | string;
        return typeof body === 'string' ? [{ name: 'Credits', contentMarkdown: body }] : body;
      };
      compareServed(key, await read(legacy), await read(canonical), false, result);
    }
    expect(describeDifferences(result.unexplained)).toBe('');
    expect(result.matched).toBeGreaterThan(7000);
    // Every listed difference explains something: none is there just in case.
    expect(DELIBERATE.filter((d) => !result.explained.has(d.id)).map((d) => d.id)).toEqual([]);
  }, 120_000);

  it('answers the same over GraphQL for every resource (all fields of each record), each difference a listed deliberate one', async () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const recordTypes = new Set(RESOURCES.flatMap((r: ResourceDef) => (r.graphql ? [r.graphql.type] : [])));
    /** Every field of a type without required arguments; other records' types (relations) are left out. */
    const select = (type: GraphQLObjectType, depth: number): string =>
      Object.values(type.getFields())
        .filter((f) => f.args.every((a) => a.type.toString().slice(-1) !== '!'))
        .flatMap((f) => {
          const inner = getNamedType(f.type);
          if (!isObjectType(inner)) return [f.name];
          if (recordTypes.has(inner.name) || depth > 2) return [];
          return [`${f.name} { ${select(inner, depth + 1)} }`];
        })
        .join(' ');
    const apollo = (side: Side) => {
      const server = createApolloServer(config);
      return { server, run: async (query: string) => server.executeOperation({ query }, { contextValue: createContext(side.services, null) }) };
    };
    const sides = [apollo(legacy), apollo(canonical)] as const;
    await Promise.all(sides.map((s) => s.server.start()));
    try {
      const result: Comparison = { unexplained: [], explained: new Map(), matched: 0 };
      for (const def of RESOURCES) {
        const g = def.graphql;
        if (!g) continue;
        const query =
          def.kind === 'text'
            ? `{ ${g.list} }`
            : def.kind === 'chapters'
              ? `{ chapters(book: ${def.book}) { ${select(schema.getType('Chapter') as GraphQLObjectType, 1)} } }`
              : `{ ${g.list} { ${select(schema.getType(g.type) as GraphQLObjectType, 1)} } }`;
        const [a, b] = await Promise.all(sides.map((s) => s.run(query)));
        for (const answer of [a, b]) {
          const single = answer!.body.kind === 'single' ? answer!.body.singleResult : undefined;
          expect(single?.errors, `${def.key}: ${query.slice(0, 200)}`).toBeUndefined();
        }
        const rows = (answer: Awaited<ReturnType<(typeof sides)[0]['run']>>) => {
          const data = (answer.body.kind === 'single' ? answer.body.singleResult.data : undefined) as Record<string, unknown>;
          const value = data[def.kind === 'chapters' ? 'chapters' : g.list];
          return (typeof value === 'string' ? [{ name: 'Credits', contentMarkdown: value }] : value) as Served[];
        };
        compareServed(def.key, rows(a!), rows(b!), true, result);
      }
      expect(describeDifferences(result.unexplained)).toBe('');
      expect(result.matched).toBeGreaterThan(7000);
    } finally {
      await Promise.all(sides.map((s) => s.server.stop()));
    }
  }, 180_000);

  it('computes the same sheet for each of the 16 real characters over rules loaded from either store', async () => {
    const rulesOf = async (side: Side) =>
      indexRules(Object.fromEntries(await Promise.all(Object.entries(RULES_FILES).map(async ([part, resource]) => [part, await side.store.find(resource)]))) as unknown as RulesData);
    const [fromLegacy, fromCanonical] = await Promise.all([rulesOf(legacy), rulesOf(canonical)]);
    const files = readdirSync(REALDATA_CHARACTERS).filter((f) => f.endsWith('.json') && f !== 'INDEX.json').sort();
    expect(files).toHaveLength(16);
    let explained = 0;
    for (const file of files) {
      const text = readFileSync(join(REALDATA_CHARACTERS, file), 'utf8');
      const a = computeCharacter(importCharacter(text), fromLegacy);
      const b = computeCharacter(importCharacter(text), fromCanonical);
      // Features are listed in the table's order, partition first: the format corrects the partition of 22 features
      // (feature-partition), so a sheet may list the same features in another order. Compared as sets.
      const byFeature = (f: { name: string; level?: number | null }, g: { name: string; level?: number | null }) => f.name.localeCompare(g.name) || (f.level ?? 0) - (g.level ?? 0);
      a.combatFeatures.sort(byFeature);
      b.combatFeatures.sort(byFeature);
      // The sheets hold the rules records they used: those differ as the served records do (listed), nothing else.
      const differences = compareValues(file, a, b);
      expect(describeDifferences(unexplainedNested(differences)), file).toBe('');
      explained += differences.length;
    }
    expect(explained).toBeGreaterThan(0);
  });

  describe('over real HTTP', () => {
    let servers: TestServer[] = [];

    beforeAll(async () => {
      // The servers open the same folders: the stores above are closed first.
      await legacy.store.close();
      await canonical.store.close();
      servers = [await startTestServer({ DATA_DIR: legacy.dir }), await startTestServer({ DATA_DIR: canonical.dir })];
    }, 120_000);
    afterAll(async () => {
      for (const s of servers) await s.stop();
      // Reopened so the suite's own afterAll can close them.
      legacy.store = await openEmbeddedStore({ dataDir: legacy.dir });
      canonical.store = await openEmbeddedStore({ dataDir: canonical.dir });
    });

    it.each(['power', 'species', 'class', 'monster', 'starshipEquipment', 'PlayerHandbookRule'] as const)('GET /api/%s: the same answer from both', async (resource) => {
      const [a, b] = await Promise.all(servers.map((s) => s.getJson<Served[]>(`/api/${resource}`)));
      expect([a!.status, b!.status]).toEqual([200, 200]);
      const result = compareServed(resource, a!.body, b!.body, false);
      expect(describeDifferences(result.unexplained)).toBe('');
      expect(result.matched).toBe(b!.body.length);
    });

    it('a chapter by its legacy path, and a search: the same answers from both', async () => {
      const chapter = await Promise.all(servers.map((s) => s.getJson<Served>(`/api/PlayerHandbookRule/${encodeURIComponent('Using Ability Scores')}.json`)));
      expect(describeDifferences(compareServed('PlayerHandbookRule', [chapter[0]!.body], [chapter[1]!.body], false).unexplained)).toBe('');
      const [a, b] = await Promise.all(servers.map((s) => s.getJson<{ fullName: string; path: string }[]>('/api/search?searchText=wookie*')));
      expect(a!.body.some((r) => r.fullName === 'Wookiee' && r.path === '/characters/species/Wookiee')).toBe(true);
      expect(b!.body.map((r) => `${r.fullName} ${r.path}`).sort()).toEqual(a!.body.map((r) => `${r.fullName} ${r.path}`).sort());
    });

    it('a GraphQL query of several resources: the same answer from both', async () => {
      const query = '{ classes { name hitDiceDieType levelChanges savingThrows } feats { name text attributesIncreased prerequisite } powers(level: [3]) { name castingPeriod forceAlignment description } }';
      const [a, b] = await Promise.all(servers.map((s) => s.graphql<Record<string, Served[]>>(query)));
      for (const [key, resource] of [['classes', 'class'], ['feats', 'feat'], ['powers', 'power']] as const) {
        const result = compareServed(resource, a!.body.data![key]!, b!.body.data![key]!, true);
        expect(describeDifferences(result.unexplained), key).toBe('');
        expect(result.matched).toBeGreaterThan(0);
      }
    });
  });
});
