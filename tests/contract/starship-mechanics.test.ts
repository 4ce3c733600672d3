// The starship rules catalogue over GraphQL, as the starship tools' engine reads it: every bundled entry with its
// rules exactly as stored (the StarshipRules scalar passes them through), narrowed by kind and by record name, and the
// bundled catalogue served to a server seeded from a folder without one. Queried over HTTP against the real server.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StarshipMechanicsRecord } from '../../core/schemas/index.ts';
import { indexStarshipRules } from '../../core/engine/starships/rules.ts';
import { computeStarship } from '../../core/engine/starships/compute.ts';
import { newStarship } from '../../core/engine/starships/ship-document.ts';
import { SEED_DIR, seedRecords } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

type Served = { kind: string; name: string; note: string | null; rules: unknown };
const asServed = (entry: StarshipMechanicsRecord): Served => ({ kind: entry.kind, name: entry.name, note: entry.note ?? null, rules: entry.rules });

describe('starshipMechanics over GraphQL', () => {
  it('serves every bundled entry with its rules exactly as stored', async () => {
    const res = await server.graphql<{ starshipMechanics: Served[] }>('{ starshipMechanics { kind name note rules } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.starshipMechanics).toEqual(seedRecords<StarshipMechanicsRecord>('starshipMechanics').map(asServed));
  });

  it('narrows by kind and by name (any case)', async () => {
    const res = await server.graphql<{ starshipMechanics: Served[] }>('{ starshipMechanics(kind: equipment, name: "fortress SHIELD") { kind name note rules } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.starshipMechanics).toEqual([
      expect.objectContaining({ kind: 'equipment', name: 'Fortress shield', rules: { type: 'Shield', cost: 4650, capacity: [3, 2], regeneration: [2, 3] } }),
    ]);
    const sizes = await server.graphql<{ starshipMechanics: { name: string }[] }>('{ starshipMechanics(kind: size) { name } }');
    expect(sizes.body.data!.starshipMechanics.map((s) => s.name)).toEqual(['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan']);
  });

  it('what GraphQL serves is enough for the engine: the Falcon computes from the served rules', async () => {
    const res = await server.graphql<{
      starshipMechanics: StarshipMechanicsRecord[];
      starshipBaseSizes: { name: string }[];
    }>('{ starshipMechanics { kind name note rules } starshipBaseSizes { name } }');
    const rules = indexStarshipRules({ sizes: res.body.data!.starshipBaseSizes as never, equipment: [], modifications: [], deployments: [], ventures: [], mechanics: res.body.data!.starshipMechanics });
    const ship = {
      ...newStarship({ size: 'Medium' }),
      role: 'Freighter',
      abilityScores: { method: 'standardArray' as const, assigned: { Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 13, Wisdom: 10, Charisma: 8 } },
      equipment: { armor: 'Deflection armor', shield: 'Fortress shield', reactor: null, powerCoupling: null, hyperdrive: null },
    };
    expect(computeStarship(ship, rules)).toMatchObject({ hullPoints: 33, baseShieldPoints: 38, shieldCapacity: 57, shieldRegeneration: 5, armorClass: { value: 12 } });
  });

  it('refuses a kind that is not one, naming it', async () => {
    const res = await server.graphql('{ starshipMechanics(kind: hyperspace) { name } }');
    expect(res.body.errors?.[0]?.message).toMatch(/hyperspace/);
  });
});

describe('a server seeded from a rules folder without the starship catalogue (as the original API exports)', () => {
  it('serves the bundled catalogue, keyed to that folder’s records by name', async () => {
    const rules = mkdtempSync(join(tmpdir(), 'sw5e-rules-'));
    copyFileSync(join(SEED_DIR, 'starshipBaseSize.json'), join(rules, 'starshipBaseSize.json'));
    const other = await startTestServer({ SEED_DIR: rules });
    try {
      const res = await other.graphql<{ starshipMechanics: { name: string }[]; starshipBaseSizes: { name: string }[] }>('{ starshipMechanics { name } starshipBaseSizes { name } }');
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.starshipBaseSizes.length).toBe(6);
      expect(res.body.data!.starshipMechanics.length).toBe(seedRecords('starshipMechanics').length);
    } finally {
      await other.stop();
      rmSync(rules, { recursive: true, force: true });
    }
  }, 60_000);
});
