// The starship rules catalogue as a resource: the bundled file validates, holds an entry for every size and every
// armor, shield, reactor and coupling the roles name, imports keyed by kind and name (a modification and an
// equipment item may share a name), and bad entries are named precisely, losing nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueImport, schemaFailures } from '../tests/support/catalogue-import.ts';
import { formatIssue, importDirectory } from './importer.ts';
import { STARSHIP_SIZES, starshipMechanicsSchema, type StarshipMechanics } from '../core/schemas/starship-mechanics.ts';

const BUNDLED = join(import.meta.dirname, 'data', 'starshipMechanics.json');
const bundled = () => JSON.parse(readFileSync(BUNDLED, 'utf8')) as unknown[];

const catalogue = catalogueImport('starshipMechanics.json');
const { folderWith } = catalogue;

describe('starship rules catalogue resource', () => {
  it('every entry of the bundled catalogue satisfies the schema', () => {
    const failures = schemaFailures(starshipMechanicsSchema, bundled());
    expect(failures).toEqual([]);
  });

  it('has the general entry, every size, and every piece of equipment the roles name', () => {
    const entries = bundled().map((e) => starshipMechanicsSchema.parse(e));
    expect(entries.filter((e) => e.kind === 'general').map((e) => e.name)).toEqual(['Starships of the Galaxy']);
    expect(entries.filter((e) => e.kind === 'size').map((e) => e.name)).toEqual([...STARSHIP_SIZES]);
    const equipment = new Set(entries.filter((e) => e.kind === 'equipment').map((e) => e.name));
    for (const size of entries.filter((e): e is Extract<StarshipMechanics, { kind: 'size' }> => e.kind === 'size')) {
      for (const role of size.rules.roles) for (const name of [role.armor, role.shield, role.reactor, role.powerCoupling]) if (name) expect(equipment, `${size.name} ${role.name}`).toContain(name);
    }
    // Every disagreement with the original data is explained.
    const fortress = entries.find((e) => e.name === 'Fortress shield')!;
    expect(fortress.note).toMatch(/regeneration column holds 'x 3\/2', which is the capacity multiplier/);
    expect(entries.find((e) => e.name === 'Medium')!.note).toMatch(/numeric columns .* are all 0/);
  });

  it('the bundled catalogue imports without a problem, keyed by kind and name', async () => {
    const report = await importDirectory(catalogue.store, folderWith(bundled()));
    expect(report.resources.flatMap((r) => r.errors.map(formatIssue))).toEqual([]);
    expect(report.ok).toBe(true);
    const docs = await catalogue.store.find('starshipMechanics');
    expect(docs.length).toBe(bundled().length);
    expect(docs.find((d) => d.name === 'Medium')?.rowKey).toBe('size|medium');
  });

  it('a name may repeat across kinds but not within one; a bad entry is named and nothing is written', async () => {
    const general = bundled()[0];
    await importDirectory(catalogue.store, folderWith([general]));
    const shield = { kind: 'equipment', name: 'Mirror', rules: { type: 'Shield', cost: 100, capacity: [1, 1], regeneration: [1, 1] } };
    const report = await importDirectory(
      catalogue.store,
      folderWith([
        general,
        shield,
        { kind: 'modification', name: 'Mirror', rules: { effects: [] } },
        shield,
        { kind: 'equipment', name: 'Bent', rules: { type: 'Shield', cost: 100, capacity: [0, 2], regeneration: [1, 1] } },
        { kind: 'size', name: 'Colossal', rules: {} },
      ]),
    );
    expect(report.ok).toBe(false);
    const lines = report.resources.flatMap((r) => r.errors.map(formatIssue));
    expect(lines).toEqual(
      expect.arrayContaining([
        'starshipMechanics.json[3].name: duplicate: "Mirror" is already record [1] of starshipMechanics',
        'starshipMechanics.json[4].rules.capacity.0: Too small: expected number to be >0 (record "Bent")',
        expect.stringMatching(/^starshipMechanics\.json\[5\]\.name: Invalid option: expected one of "Tiny"\|.* \(record "Colossal"\)$/),
        'starshipMechanics.json[5].rules.hullDie: Invalid input: expected number, received undefined (record "Colossal")',
      ]),
    );
    // The modification named like the shield is no duplicate: its kind differs.
    expect(lines.filter((line) => !/^starshipMechanics\.json\[(3|4|5)\]/.test(line))).toEqual([]);
    expect((await catalogue.store.find('starshipMechanics')).map((d) => d.name)).toEqual(['Starships of the Galaxy']);
  });
});
