// The feature-mechanics catalogue as a resource: the bundled file validates, the importer stores it keyed by
// feature address (several classes share "Extra Attack"), and bad entries are named precisely, losing nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueImport, schemaFailures } from '../tests/support/catalogue-import.ts';
import { formatIssue, importDirectory } from './importer.ts';
import { featureMechanicsSchema } from '../core/schemas/feature-mechanics.ts';

const BUNDLED = join(import.meta.dirname, 'data', 'featureMechanics.json');

const catalogue = catalogueImport('featureMechanics.json');
const { folderWith } = catalogue;

const extraAttack = (sourceName: string) => ({ source: 'Class', sourceName, name: 'Extra Attack', effects: [{ kind: 'extraAttack', attacks: 2 }] });

describe('feature mechanics resource', () => {
  it('every entry of the bundled catalogue satisfies the schema', () => {
    const entries = JSON.parse(readFileSync(BUNDLED, 'utf8')) as unknown[];
    expect(entries.length).toBeGreaterThan(200);
    const failures = schemaFailures(featureMechanicsSchema, entries);
    expect(failures).toEqual([]);
  });

  it('the bundled catalogue imports without a problem (no two entries share an address)', async () => {
    const report = await importDirectory(catalogue.store, folderWith(JSON.parse(readFileSync(BUNDLED, 'utf8'))));
    expect(report.resources.flatMap((r) => r.errors.map(formatIssue))).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('imports entries sharing a feature name under distinct addresses, with generated row keys', async () => {
    const report = await importDirectory(catalogue.store, folderWith([extraAttack('Fighter'), extraAttack('Monk')]));
    expect(report.ok).toBe(true);
    const docs = await catalogue.store.find('featureMechanics');
    expect(docs.map((d) => d.rowKey)).toEqual(['class|fighter|*|extra attack', 'class|monk|*|extra attack']);
  });

  it('rejects a duplicate address, an unknown effect, a resource without a maximum and a manual entry without a reason', async () => {
    await importDirectory(catalogue.store, folderWith([extraAttack('Fighter')]));
    const report = await importDirectory(
      catalogue.store,
      folderWith([
        extraAttack('Monk'),
        extraAttack('Monk'),
        { source: 'Class', sourceName: 'Monk', name: 'Flying Kick', effects: [{ kind: 'teleport' }] },
        { source: 'Class', sourceName: 'Monk', name: 'Focus', effects: [{ kind: 'resource', recovery: 'short' }] },
        { source: 'Species', sourceName: '*', name: 'Age', manual: true },
      ]),
    );
    expect(report.ok).toBe(false);
    const lines = report.resources.flatMap((r) => r.errors.map(formatIssue));
    expect(lines).toEqual(
      expect.arrayContaining([
        'featureMechanics.json[1].name: duplicate: "Extra Attack" is already record [0] of featureMechanics',
        expect.stringMatching(/^featureMechanics\.json\[2\]\.effects\.0\.kind: Invalid discriminator value\. Expected .*'builtIn'.*\(record "Flying Kick"\)$/),
        'featureMechanics.json[3].effects.0.max: Invalid input: expected object, received undefined (record "Focus")',
        'featureMechanics.json[4].reason: a manual or descriptive entry must say why (reason) (record "Age")',
      ]),
    );
    // Nothing of the bad import was written: the earlier version stays served.
    expect((await catalogue.store.find('featureMechanics')).map((d) => d.sourceName)).toEqual(['Fighter']);
  });
});
