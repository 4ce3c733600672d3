// The encounter rules catalogue as a resource: the bundled file validates record by record and as a whole, imports
// into the real store, indexes for the engine, and a bad catalogue is refused naming what is wrong, losing nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueImport, schemaFailures } from '../tests/support/catalogue-import.ts';
import { formatIssue, importDirectory } from './importer.ts';
import { encounterRuleSchema, encounterRulesProblems, type EncounterRule } from '../core/schemas/encounter-rules.ts';
import { indexEncounterRules } from '../core/engine/encounters/rules.ts';

const BUNDLED = join(import.meta.dirname, 'data', 'encounterRules.json');
const bundled = () => JSON.parse(readFileSync(BUNDLED, 'utf8')) as EncounterRule[];

const catalogue = catalogueImport('encounterRules.json');
const { folderWith } = catalogue;

describe('encounter rules resource', () => {
  it('every row of the bundled catalogue satisfies the schema, and the whole is complete', () => {
    const rows = bundled();
    const failures = schemaFailures(encounterRuleSchema, rows);
    expect(failures).toEqual([]);
    expect(encounterRulesProblems(rows)).toEqual([]);
    const rules = indexEncounterRules(rows);
    expect(rules.challengeRatings.map((r) => r.rating)).toEqual(['0', '1/8', '1/4', '1/2', ...Array.from({ length: 30 }, (_, i) => String(i + 1))]);
    expect(rules.levels.map((r) => r.level)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(rules.multipliers.map((m) => m.multiplier)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
  });

  it('the bundled catalogue imports into the store without a problem, each row by its name', async () => {
    const report = await importDirectory(catalogue.store, folderWith(bundled()));
    expect(report.resources.flatMap((r) => r.errors.map(formatIssue))).toEqual([]);
    expect(report.ok).toBe(true);
    const docs = await catalogue.store.find('encounterRules');
    expect(docs.length).toBe(bundled().length);
    // What the store holds indexes as the file does (the importer adds table keys and *Json companions only).
    expect(indexEncounterRules(docs as never)).toEqual(indexEncounterRules(bundled()));
  });

  it('refuses a bad row naming it, and a catalogue missing rows naming each one, keeping the stored version', async () => {
    await importDirectory(catalogue.store, folderWith(bundled()));
    const rows = bundled();
    const bad = rows.map((row) => (row.name === 'Level 3' ? { ...row, hard: 10 } : row.name === 'CR 1/8' ? { ...row, rating: 'one eighth' } : row));
    const report = await importDirectory(catalogue.store, folderWith(bad));
    expect(report.ok).toBe(false);
    const lines = report.resources.flatMap((r) => r.errors.map(formatIssue));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^encounterRules\.json\[1\]\.rating: must be 0, 1\/8, 1\/4, 1\/2 or a whole number \(record "CR 1\/8"\)$/),
        expect.stringMatching(/^encounterRules\.json\[36\]\.deadly: thresholds must rise from easy to medium, hard and deadly \(record "Level 3"\)$/),
      ]),
    );

    const incomplete = rows.filter((row) => row.name !== 'CR 7' && row.name !== 'Level 20' && row.name !== 'Multiplier x2.5' && row.name !== 'Recharge die');
    const second = await importDirectory(catalogue.store, folderWith(incomplete));
    expect(second.ok).toBe(false);
    expect(second.resources.flatMap((r) => r.errors.map((e) => e.reason))).toEqual([
      'challenge rating 7 is missing',
      'character level 20 is missing',
      'monster count 7 to 10 is not covered',
      'constant "Recharge die" is missing',
    ]);
    expect((await catalogue.store.find('encounterRules')).length).toBe(rows.length);
  });

  it('refuses an unknown kind, naming the kinds it knows', () => {
    const parsed = encounterRuleSchema.safeParse({ kind: 'Treasure', name: 'Hoard' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/ChallengeRating/);
  });
});
