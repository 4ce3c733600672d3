// The encounter rules catalogue as a resource: the bundled file validates record by record and as a whole, imports
// into the real store, indexes for the engine, and a bad catalogue is refused naming what is wrong, losing nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../server/store/index.ts';
import type { Store } from '../server/store/port.ts';
import { formatIssue, importDirectory } from './importer.ts';
import { encounterRuleSchema, encounterRulesProblems, type EncounterRule } from '../core/schemas/encounter-rules.ts';
import { indexEncounterRules } from '../core/engine/encounters/rules.ts';

const BUNDLED = join(import.meta.dirname, 'data', 'encounterRules.json');
const bundled = () => JSON.parse(readFileSync(BUNDLED, 'utf8')) as EncounterRule[];

let root: string;
let store: Store;
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'sw5e-encounter-rules-'));
  store = await openEmbeddedStore({ dataDir: join(root, 'data') });
});
afterEach(async () => {
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

function folderWith(entries: unknown): string {
  const dir = mkdtempSync(join(root, 'import-'));
  writeFileSync(join(dir, 'encounterRules.json'), JSON.stringify(entries));
  return dir;
}

describe('encounter rules resource', () => {
  it('every row of the bundled catalogue satisfies the schema, and the whole is complete', () => {
    const rows = bundled();
    const failures = rows.flatMap((row, i) => {
      const parsed = encounterRuleSchema.safeParse(row);
      return parsed.success ? [] : [`[${i}] ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`];
    });
    expect(failures).toEqual([]);
    expect(encounterRulesProblems(rows)).toEqual([]);
    const rules = indexEncounterRules(rows);
    expect(rules.challengeRatings.map((r) => r.rating)).toEqual(['0', '1/8', '1/4', '1/2', ...Array.from({ length: 30 }, (_, i) => String(i + 1))]);
    expect(rules.levels.map((r) => r.level)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(rules.multipliers.map((m) => m.multiplier)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
  });

  it('the bundled catalogue imports into the store without a problem, each row by its name', async () => {
    const report = await importDirectory(store, folderWith(bundled()));
    expect(report.resources.flatMap((r) => r.errors.map(formatIssue))).toEqual([]);
    expect(report.ok).toBe(true);
    const docs = await store.find('encounterRules');
    expect(docs.length).toBe(bundled().length);
    // What the store holds indexes as the file does (the importer adds table keys and *Json companions only).
    expect(indexEncounterRules(docs as never)).toEqual(indexEncounterRules(bundled()));
  });

  it('refuses a bad row naming it, and a catalogue missing rows naming each one, keeping the stored version', async () => {
    await importDirectory(store, folderWith(bundled()));
    const rows = bundled();
    const bad = rows.map((row) => (row.name === 'Level 3' ? { ...row, hard: 10 } : row.name === 'CR 1/8' ? { ...row, rating: 'one eighth' } : row));
    const report = await importDirectory(store, folderWith(bad));
    expect(report.ok).toBe(false);
    const lines = report.resources.flatMap((r) => r.errors.map(formatIssue));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^encounterRules\.json\[1\]\.rating: must be 0, 1\/8, 1\/4, 1\/2 or a whole number \(record "CR 1\/8"\)$/),
        expect.stringMatching(/^encounterRules\.json\[36\]\.deadly: thresholds must rise from easy to medium, hard and deadly \(record "Level 3"\)$/),
      ]),
    );

    const incomplete = rows.filter((row) => row.name !== 'CR 7' && row.name !== 'Level 20' && row.name !== 'Multiplier x2.5' && row.name !== 'Recharge die');
    const second = await importDirectory(store, folderWith(incomplete));
    expect(second.ok).toBe(false);
    expect(second.resources.flatMap((r) => r.errors.map((e) => e.reason))).toEqual([
      'challenge rating 7 is missing',
      'character level 20 is missing',
      'monster count 7 to 10 is not covered',
      'constant "Recharge die" is missing',
    ]);
    expect((await store.find('encounterRules')).length).toBe(rows.length);
  });

  it('refuses an unknown kind, naming the kinds it knows', () => {
    const parsed = encounterRuleSchema.safeParse({ kind: 'Treasure', name: 'Hoard' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/ChallengeRating/);
  });
});
