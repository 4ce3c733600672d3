// The feature mechanics over GraphQL, as the character tools' engine reads them: every bundled entry with its
// effects exactly as stored (the FeatureEffect scalar passes them through), narrowed by source and source name.
// Queried over HTTP against the real server on the bundled data.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureMechanicsRecord } from '../../core/schemas/index.ts';
import { SEED_DIR, seedRecords } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

const FIELDS = 'source sourceName level name effects manual descriptive reason';
type Served = Record<string, unknown>;

/** A stored entry as GraphQL answers it: the optional fields the SDL names come back null when absent. */
const asServed = (entry: FeatureMechanicsRecord): Served => ({
  source: entry.source,
  sourceName: entry.sourceName,
  level: entry.level ?? null,
  name: entry.name,
  effects: entry.effects ?? [],
  manual: entry.manual ?? null,
  descriptive: entry.descriptive ?? null,
  reason: entry.reason ?? null,
});

describe('featureMechanics over GraphQL', () => {
  it('serves every bundled entry with its effects exactly as stored', async () => {
    const res = await server.graphql<{ featureMechanics: Served[] }>(`{ featureMechanics { ${FIELDS} } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.featureMechanics).toEqual(seedRecords<FeatureMechanicsRecord>('featureMechanics').map(asServed));
  });

  it('narrows by source and source name (any case), as the catalogue says', async () => {
    const res = await server.graphql<{ featureMechanics: Served[] }>(`{ featureMechanics(source: Class, sourceName: "berserker") { ${FIELDS} } }`);
    expect(res.body.errors).toBeUndefined();
    const expected = seedRecords<FeatureMechanicsRecord>('featureMechanics').filter((entry) => entry.source === 'Class' && entry.sourceName === 'Berserker');
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.data!.featureMechanics).toEqual(expected.map(asServed));
    const rage = res.body.data!.featureMechanics.find((entry) => entry.name === 'Rage');
    expect(rage?.effects).toContainEqual(expect.objectContaining({ kind: 'resource', recovery: 'long' }));
  });

  it('refuses a source that is not a kind of feature source, naming it', async () => {
    const res = await server.graphql(`{ featureMechanics(source: Spaceship) { name } }`);
    expect(res.body.errors?.[0]?.message).toMatch(/Spaceship/);
  });
});

describe('a server seeded from a rules folder without feature mechanics (as the original API exports)', () => {
  it('serves the bundled catalogue, so the browser automates over those rules too', async () => {
    const rules = mkdtempSync(join(tmpdir(), 'sw5e-rules-'));
    copyFileSync(join(SEED_DIR, 'class.json'), join(rules, 'class.json'));
    const other = await startTestServer({ SEED_DIR: rules });
    try {
      const res = await other.graphql<{ featureMechanics: { name: string }[]; classes: { name: string }[] }>('{ featureMechanics { name } classes { name } }');
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.classes.length).toBe(seedRecords('class').length);
      expect(res.body.data!.featureMechanics.length).toBe(seedRecords('featureMechanics').length);
    } finally {
      await other.stop();
      rmSync(rules, { recursive: true, force: true });
    }
  }, 60_000);
});
