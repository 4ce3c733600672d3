// The encounter rules over GraphQL, as the encounter pages read them: every bundled row with the fields of its kind,
// narrowed by kind and name, indexed by the engine exactly as the bundled file is; and a server seeded from a rules
// folder without the catalogue (the original API's export) serves the bundled one. Over HTTP against the real server.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexEncounterRules, type EncounterRuleInput } from '../../core/engine/encounters/index.ts';
import type { EncounterRuleRecord } from '../../core/schemas/index.ts';
import { SEED_DIR, seedRecords } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

const FIELDS = 'kind name description rating ratingValue xp level easy medium hard deadly adventuringDay multiplier minMonsters maxMonsters minCharacters maxCharacters multiplierShift implies maxLevel value';
type Served = Record<string, unknown>;

/** A stored row as GraphQL answers it: every field of the type, null where the row's kind has none. */
const asServed = (row: EncounterRuleRecord): Served => Object.fromEntries(FIELDS.split(' ').map((field) => [field, (row as Record<string, unknown>)[field] ?? null]));

describe('encounterRules over GraphQL', () => {
  it('serves every bundled row, and the engine indexes the answer as it indexes the file', async () => {
    const res = await server.graphql<{ encounterRules: Served[] }>(`{ encounterRules { ${FIELDS} } }`);
    expect(res.body.errors).toBeUndefined();
    const bundled = seedRecords<EncounterRuleRecord>('encounterRules');
    expect(res.body.data!.encounterRules).toEqual(bundled.map(asServed));
    expect(indexEncounterRules(res.body.data!.encounterRules as EncounterRuleInput[])).toEqual(indexEncounterRules(bundled));
  });

  it('narrows by kind and by name', async () => {
    const res = await server.graphql<{ levels: Served[]; one: Served[] }>('{ levels: encounterRules(kind: CharacterLevel) { level deadly } one: encounterRules(name: "cr 1/4") { rating xp } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.levels).toHaveLength(20);
    expect(res.body.data!.levels.find((row) => row.level === 5)).toEqual({ level: 5, deadly: 1100 });
    expect(res.body.data!.one).toEqual([{ rating: '1/4', xp: 50 }]);
  });

  it('refuses a kind the catalogue does not have, naming it', async () => {
    const res = await server.graphql('{ encounterRules(kind: Treasure) { name } }');
    expect(res.body.errors?.[0]?.message).toMatch(/Treasure/);
  });
});

describe('a server seeded from a rules folder without the encounter rules (as the original API exports)', () => {
  it('serves the bundled catalogue, so the encounter tools work over those rules too', async () => {
    const rules = mkdtempSync(join(tmpdir(), 'sw5e-rules-'));
    copyFileSync(join(SEED_DIR, 'monster.json'), join(rules, 'monster.json'));
    const other = await startTestServer({ SEED_DIR: rules });
    try {
      const res = await other.graphql<{ encounterRules: { name: string }[]; featureMechanics: { name: string }[]; multiclassPrerequisites: { className: string }[]; monsters: { name: string }[] }>('{ encounterRules { name } featureMechanics { name } multiclassPrerequisites { className } monsters { name } }');
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.monsters.length).toBe(seedRecords('monster').length);
      expect(res.body.data!.encounterRules.length).toBe(seedRecords('encounterRules').length);
      expect(res.body.data!.featureMechanics.length).toBe(seedRecords('featureMechanics').length);
      expect(res.body.data!.multiclassPrerequisites.length).toBe(seedRecords('multiclassPrerequisites').length);
    } finally {
      await other.stop();
      rmSync(rules, { recursive: true, force: true });
    }
  }, 60_000);
});
