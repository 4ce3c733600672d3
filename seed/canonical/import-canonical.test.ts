// The canonical importer against the real embedded store and the real schemas: the real samples import, and every
// kind of bad checkout is named precisely (file, member path, schema rule) while the previous data stays served.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../server/store/index.ts';
import type { Store } from '../../server/store/port.ts';
import { CANONICAL_SCHEMAS, hasCanonicalMaterial, makeCheckout, sampleDocuments, type CanonicalDocument } from '../../tests/support/canonical-checkout.ts';
import { formatIssue, type ImportReport } from '../importer.ts';
import { CONTENT_TYPES } from './content-types.ts';
import { importCanonical, isCanonicalCheckout } from './import-canonical.ts';
import { schemaMemberPaths } from './schema-validation.ts';

let root: string;
let store: Store;
const NOW = () => new Date('2026-02-03T04:05:06.000Z');

const errors = (report: ImportReport) => report.resources.flatMap((r) => r.errors.map(formatIssue));
const samples = () => sampleDocuments();
const sample = (type: string, key: string) => structuredClone(samples().get(type)!.find((d) => d.key === key)!);

/** A checkout of the given types only (real schemas). */
function checkout(types: Record<string, CanonicalDocument[]>): string {
  return makeCheckout(mkdtempSync(join(root, 'checkout-')), new Map(Object.entries(types)));
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'sw5e-canonical-'));
  store = await openEmbeddedStore({ dataDir: join(root, 'data') });
});

afterEach(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

describe.runIf(hasCanonicalMaterial('canonical importer'))('canonical importer', () => {
  it('recognises a checkout by its content/ and schemas/ folders', async () => {
    expect(await isCanonicalCheckout(makeCheckout(join(root, 'c')))).toBe(true);
    mkdirSync(join(root, 'only-content', 'content'), { recursive: true });
    expect(await isCanonicalCheckout(join(root, 'only-content'))).toBe(false);
    const report = await importCanonical(store, join(root, 'only-content'));
    expect(report.ok).toBe(false);
    expect(report.unknown.map(formatIssue)).toEqual([`${join(root, 'only-content')}: is not a checkout of the canonical content repository (it needs both content/ and schemas/ folders)`]);
  });

  it('imports all 43 real samples into the resources mapping.md names, one record per document (two for a weapon of two groups)', async () => {
    const report = await importCanonical(store, makeCheckout(join(root, 'c')), { now: NOW });
    expect(errors(report)).toEqual([]);
    expect(report.ok).toBe(true);
    const counts = Object.fromEntries(report.resources.filter((r) => r.version).map((r) => [r.resource, r.count]));
    expect(counts).toMatchObject({
      species: 2, class: 1, archetype: 2, background: 1, feat: 2, feature: 3, power: 3, maneuvers: 1, multiclassImprovement: 1, fightingStyle: 1,
      lightsaberForm: 1, weaponFocus: 1, weaponProperty: 1, referenceTable: 1, monster: 2, enhancedItem: 3, starshipBaseSize: 1,
      StarshipDeployment: 1, starshipEquipment: 3, starshipModification: 2, starshipVenture: 2, StarshipRule: 1, WretchedHivesRule: 1, VariantRule: 1, source: 1,
      // 4 documents, the bo-rifle in two proficiency groups; the advancement table read from the reference table.
      equipment: 5, characterAdvancement: 20,
    });
    const bo = (await store.find('equipment')).filter((e) => e.name === 'Bo-rifle');
    expect(bo.map((e) => [e.weaponClassification, e.rowKey])).toEqual([['ExoticBlaster', 'Bo-rifle_ExoticBlaster'], ['ExoticVibroweapon', 'Bo-rifle_ExoticVibroweapon']]);
    // Records carry the legacy keys the folder import gives: stamps of this import.
    expect((await store.find('power'))[0]).toMatchObject({ partitionKey: 'Core', timestamp: '2026-02-03T04:05:06.000Z', eTag: `W/"datetime'2026-02-03T04%3A05%3A06.000Z'"` });
  });

  it('names a malformed document and keeps the previous version of its resource served', async () => {
    await importCanonical(store, checkout({ power: [sample('power', 'alarm'), sample('power', 'burst')] }));
    const before = await store.dataVersions();
    const dir = checkout({ power: [sample('power', 'alarm')] });
    writeFileSync(join(dir, 'content/power/choke.json'), '{"key": "choke", "name": ');
    const report = await importCanonical(store, dir);
    expect(report.ok).toBe(false);
    expect(errors(report)).toEqual([expect.stringMatching(/^content\/power\/choke\.json: malformed JSON: /)]);
    expect((await store.find('power')).map((p) => p.name)).toEqual(['Alarm', 'Burst']);
    expect(await store.dataVersions()).toEqual(before);
  });

  it('names a schema violation by file, member path and schema rule, and stores nothing of that resource', async () => {
    await importCanonical(store, checkout({ power: [sample('power', 'alarm')] }));
    const choke = sample('power', 'choke');
    choke.level = 12;
    (choke.castingTime as Record<string, unknown>).period = 'fortnight';
    const report = await importCanonical(store, checkout({ power: [sample('power', 'burst'), choke] }));
    expect(errors(report).sort()).toEqual([
      'content/power/choke.json.castingTime.period: must be one of "none", "action", "bonusAction", "reaction", "minute", "hour" (rule "enum" at schemas/power/v1.json#/properties/castingTime/properties/period/enum)',
      'content/power/choke.json.level: must be <= 9 (rule "maximum" at schemas/power/v1.json#/properties/level/maximum)',
    ]);
    expect((await store.find('power')).map((p) => p.name)).toEqual(['Alarm']);
  });

  it('names a member the schema does not allow and a missing required one', async () => {
    const feat = sample('feat', 'durable');
    delete feat.description;
    const report = await importCanonical(store, checkout({ feat: [{ ...feat, flavour: 'extra' }] }));
    expect(errors(report).sort()).toEqual([
      'content/feat/durable.json.description: is required but missing (rule "required" at schemas/feat/v1.json#/required)',
      'content/feat/durable.json.flavour: is not a member the schema allows (rule "additionalProperties" at schemas/feat/v1.json#/additionalProperties)',
    ]);
  });

  it('reports an unknown content type without failing, and imports the rest', async () => {
    const dir = checkout({ power: [sample('power', 'alarm')], 'holocron-entry': [{ key: 'one', text: 'x' }] });
    const report = await importCanonical(store, dir);
    expect(report.ok).toBe(true);
    expect(report.notices!.map(formatIssue)).toEqual([expect.stringMatching(/^content\/holocron-entry\/: unknown content type \(1 document\): this importer has no mapping for it, so it was not imported/)]);
    expect((await store.find('power')).map((p) => p.name)).toEqual(['Alarm']);
  });

  it('sets the site-only types aside, saying why', async () => {
    const report = await importCanonical(store, checkout({ channel: [{ key: 'discord' }] }));
    expect(report.ok).toBe(true);
    expect(report.ignored).toEqual([{ file: 'content/channel/', why: expect.stringContaining('front page') }]);
  });

  it('refuses a duplicate key, naming both files, and keeps the previous version served', async () => {
    await importCanonical(store, checkout({ feat: [sample('feat', 'durable')] }));
    const dir = checkout({ feat: [sample('feat', 'durable'), sample('feat', 'improved-force-sensitive')] });
    // A second document claiming the key "durable", in a file of another name (read first: files go in name order).
    writeFileSync(join(dir, 'content/feat/durable-copy.json'), JSON.stringify({ ...sample('feat', 'durable'), name: 'Durable Again' }));
    const report = await importCanonical(store, dir);
    expect(errors(report)).toEqual([
      'content/feat/durable-copy.json.key: "durable" does not match the file name: a document lives in <key>.json',
      'content/feat/durable.json.key: duplicate key: "durable" is already the key of content/feat/durable-copy.json',
    ]);
    expect((await store.find('feat')).map((f) => f.name)).toEqual(['Durable']);
  });

  it('refuses two documents that would be the same record of the site (one name), naming both', async () => {
    const twin = { ...sample('power', 'alarm'), key: 'alarm-twin' };
    const report = await importCanonical(store, checkout({ power: [sample('power', 'alarm'), twin] }));
    // Files are read in name order, so the twin comes first; records are keyed by their legacy row key (the name).
    expect(errors(report)).toEqual(['content/power/alarm.json.rowKey: duplicate: "Alarm" is already the record of content/power/alarm-twin.json of power']);
    expect(await store.find('power')).toEqual([]);
  });

  it('imports documents of a newer schema version than it knows, reporting the members it does not know', async () => {
    const dir = checkout({ feat: [{ ...sample('feat', 'durable'), tags: ['hardy'] }] });
    const v1 = JSON.parse(readFileSync(join(CANONICAL_SCHEMAS, 'feat/v1.json'), 'utf8'));
    const v2 = { ...v1, $id: v1.$id.replace('v1.json', 'v2.json'), properties: { ...v1.properties, tags: { type: 'array', items: { type: 'string' } } } };
    writeFileSync(join(dir, 'schemas/feat/v2.json'), JSON.stringify(v2));
    const report = await importCanonical(store, dir);
    expect(report.ok).toBe(true);
    expect(report.notices!.map(formatIssue)).toEqual([
      'content/feat/: documents follow schemas/feat/v2.json, newer than the v1 this importer maps; they were imported with what it knows; members it does not read: tags (in 1 document)',
    ]);
    expect((await store.find('feat')).map((f) => f.name)).toEqual(['Durable']);
  });

  it('validates against the newest schema the checkout has, and lists what it added and removed when the old one is there too', async () => {
    const dir = checkout({ feat: [sample('feat', 'durable')] });
    const v1 = JSON.parse(readFileSync(join(CANONICAL_SCHEMAS, 'feat/v1.json'), 'utf8'));
    const { prerequisite: _dropped, ...kept } = v1.properties;
    writeFileSync(join(dir, 'schemas/feat/v2.json'), JSON.stringify({ ...v1, $id: v1.$id.replace('v1.json', 'v2.json'), properties: { ...kept, rarity: { type: 'string' } }, required: [...v1.required, 'rarity'] }));
    const report = await importCanonical(store, dir);
    expect(errors(report)).toEqual(['content/feat/durable.json.rarity: is required but missing (rule "required" at schemas/feat/v2.json#/required)']);
    expect(report.notices!.map(formatIssue)).toEqual([expect.stringContaining('members v2 adds: rarity; members v2 no longer has: prerequisite')]);
  });

  it('names a type whose schema the checkout lacks', async () => {
    const dir = checkout({ feat: [sample('feat', 'durable')] });
    rmSync(join(dir, 'schemas/feat'), { recursive: true });
    const report = await importCanonical(store, dir);
    expect(errors(report)).toEqual(['schemas/feat/: no schema for content type "feat": the checkout brings the schemas its documents are validated by']);
  });

  it('names a valid document the site cannot show (a chapter of a book it has no place for)', async () => {
    const rule = { ...sample('rule', 'wh-changelog'), key: 'xx-changelog', sourceKey: 'xx' };
    const report = await importCanonical(store, checkout({ rule: [rule] }));
    expect(errors(report)).toContain('content/rule/xx-changelog.json.sourceKey: cannot be shown on this site: no rulebook of this site holds chapters of source "xx" (known: phb, wh, snv, ec)');
  });

  it('keeps the derived lookups when the type they are read from fails', async () => {
    const table = sample('reference-table', 'xp-and-pb-by-level');
    await importCanonical(store, checkout({ 'reference-table': [table] }));
    expect(await store.count('characterAdvancement')).toBe(20);
    const broken = { ...table, body: 12 };
    const report = await importCanonical(store, checkout({ 'reference-table': [broken as unknown as CanonicalDocument] }));
    const advancement = report.resources.find((r) => r.resource === 'characterAdvancement')!;
    expect(advancement.errors.map(formatIssue)).toEqual([expect.stringMatching(/^content\/reference-table\/xp-and-pb-by-level\.json\.body: must be string/)]);
    expect(await store.count('characterAdvancement')).toBe(20);
  });

  it('leaves a resource nothing in the checkout becomes as it is: a book without chapters, a lookup without its source', async () => {
    await importCanonical(store, checkout({ 'reference-table': [sample('reference-table', 'xp-and-pb-by-level')], rule: [sample('rule', 'aging')] }));
    const other = { ...sample('reference-table', 'xp-and-pb-by-level'), key: 'other-table', name: 'Other Table' };
    const report = await importCanonical(store, checkout({ 'reference-table': [other], rule: [sample('rule', 'wh-changelog')] }));
    expect(report.ok).toBe(true);
    expect(report.notices!.map(formatIssue)).toContain(
      'content/reference-table/: "characterAdvancement" was not imported: it is read from the experience table (reference-table xp-and-pb-by-level), which the checkout does not have',
    );
    expect(report.ignored).toContainEqual({ file: 'content/rule/', why: 'no document becomes a record of "VariantRule": it was left as it is' });
    expect(await store.count('characterAdvancement')).toBe(20);
    expect((await store.find('VariantRule')).map((c) => c.chapterName)).toEqual(['Aging']);
    expect((await store.find('WretchedHivesRule')).map((c) => c.chapterName)).toEqual(['Changelog']);
  });

  it('refuses an empty type folder that would empty a stored resource', async () => {
    await importCanonical(store, checkout({ feat: [sample('feat', 'durable')] }));
    const report = await importCanonical(store, checkout({ feat: [] }));
    expect(errors(report)).toEqual(['content/feat/: holds no records: importing it would empty "feat", so it was refused (use --allow-empty to empty it on purpose)']);
    expect(await store.count('feat')).toBe(1);
  });

  it("knows the top-level members of every type's real schema, no more and no fewer", () => {
    for (const def of CONTENT_TYPES) {
      const schema = JSON.parse(readFileSync(join(CANONICAL_SCHEMAS, def.type, `v${def.schemaVersion}.json`), 'utf8'));
      const top = [...schemaMemberPaths(schema)].filter((p) => !p.includes('.') && !p.includes('['));
      expect([...def.members].sort(), def.type).toEqual(top.sort());
    }
  });
});
