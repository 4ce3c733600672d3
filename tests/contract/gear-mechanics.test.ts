// The gear mechanics over GraphQL, as the character tools' engine reads them: every bundled entry with its effects and
// prerequisite exactly as stored (the GearEffect and GearPrerequisite scalars pass them through), narrowed by name.
// Queried over HTTP against the real server on the bundled data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GearMechanicsRecord } from '../../core/schemas/index.ts';
import { seedRecords } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

const FIELDS = 'name effects requires manual';
type Served = Record<string, unknown>;

/** A stored entry as GraphQL answers it: the optional fields come back null when absent. */
const asServed = (entry: GearMechanicsRecord): Served => ({ name: entry.name, effects: entry.effects ?? [], requires: entry.requires ?? null, manual: entry.manual ?? null });

describe('gearMechanics over GraphQL', () => {
  it('serves every bundled entry as stored, in name order, and narrows by name in any case', async () => {
    const res = await server.graphql<{ gearMechanics: Served[] }>(`{ gearMechanics { ${FIELDS} } }`);
    expect(res.body.errors).toBeUndefined();
    const bundled = seedRecords<GearMechanicsRecord>('gearMechanics').map(asServed);
    expect(new Map(res.body.data!.gearMechanics.map((e) => [e.name, e]))).toEqual(new Map(bundled.map((e) => [e.name, e])));
    const one = await server.graphql<{ gearMechanics: Served[] }>(`{ gearMechanics(name: "armor (fine)") { ${FIELDS} } }`);
    expect(one.body.data!.gearMechanics).toEqual([{ name: 'Armor (Fine)', effects: [{ kind: 'acBonus', value: 1 }], requires: null, manual: null }]);
  });
});
