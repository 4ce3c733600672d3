// The multiclassing prerequisites catalogue: every row satisfies the schema, each class once, every class of the
// bundled rules (and of the real data, when present) listed; a bad file is refused naming the row and field.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../tests/support/realdata.ts';
import { multiclassPrerequisiteSchema, multiclassPrerequisitesProblems, type MulticlassPrerequisite } from '../core/schemas/multiclass-prerequisites.ts';
import { BUNDLED_PREREQUISITES_FILE, loadMulticlassPrerequisites } from '../core/engine/node/load-multiclass-prerequisites.ts';

const bundled = () => JSON.parse(readFileSync(BUNDLED_PREREQUISITES_FILE, 'utf8')) as MulticlassPrerequisite[];
const classNames = (dir: string) => (JSON.parse(readFileSync(join(dir, 'class.json'), 'utf8')) as { name: string }[]).map((c) => c.name).sort();

describe('multiclass prerequisites catalogue', () => {
  it('every row satisfies the schema and names each class of the bundled rules once', () => {
    const rows = bundled();
    expect(rows.filter((row) => !multiclassPrerequisiteSchema.safeParse(row).success)).toEqual([]);
    expect(multiclassPrerequisitesProblems(rows)).toEqual([]);
    expect(rows.map((row) => row.className).sort()).toEqual(classNames(join(import.meta.dirname, 'data')));
  });

  it.runIf(hasRealData('multiclass prerequisites real data'))('names every class of the real data', () => {
    expect(bundled().map((row) => row.className).sort()).toEqual(classNames(REALDATA_API));
  });

  it('a folder may bring its own; a bad one is refused naming the row and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'multiclass-'));
    expect(loadMulticlassPrerequisites(dir).file).toBe(BUNDLED_PREREQUISITES_FILE);
    const own = [{ className: 'Smuggler', requirements: [{ anyOf: ['Charisma'], minimum: 13 }] }];
    writeFileSync(join(dir, 'multiclassPrerequisites.json'), JSON.stringify(own));
    expect(loadMulticlassPrerequisites(dir).rows).toEqual(own);
    writeFileSync(join(dir, 'multiclassPrerequisites.json'), JSON.stringify([...own, { className: 'Pilot', requirements: [{ anyOf: ['Luck'], minimum: 13 }] }]));
    expect(() => loadMulticlassPrerequisites(dir)).toThrow(/multiclassPrerequisites\.json\[1\]\.requirements\.0\.anyOf\.0: /);
    writeFileSync(join(dir, 'multiclassPrerequisites.json'), JSON.stringify([...own, ...own]));
    expect(() => loadMulticlassPrerequisites(dir)).toThrow('class "Smuggler" is listed twice');
    writeFileSync(join(dir, 'multiclassPrerequisites.json'), '{}');
    expect(() => loadMulticlassPrerequisites(dir)).toThrow('must hold a JSON array');
  });
});
