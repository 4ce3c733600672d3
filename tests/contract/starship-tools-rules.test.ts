// The starship pages' rules query asks the server for everything the starship engine reads: a ship with armor,
// shields, weapons on hardpoints, modifications and a deployed crew computes the same from the query's answer (over
// HTTP, converted as the page converts it) as from the seed files read directly.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStarshipRulesDir } from '../../core/engine/node/load-starship-rules.ts';
import { addCrewMember, computeStarship, indexStarshipRules, installModification, mountWeapon, newStarship, setRole, type Starship, type StarshipRules } from '../../core/engine/starships/index.ts';
import { StarshipRulesDocument, type StarshipRulesQuery } from '../../web/src/gql/graphql.ts';
import { toStarshipRulesData } from '../../web/src/pages/tools/starships/rules/starship-rules-data.ts';
import { SEED_DIR } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

function build(rules: StarshipRules): Starship {
  const steps: ((ship: Starship) => { ok: boolean; ship: Starship; reasons?: string[] })[] = [
    (ship) => setRole(ship, rules, 'Freighter'),
    (ship) => installModification(ship, rules, 'Hardpoint'),
    (ship) => mountWeapon(ship, rules, 'Twin laser cannon', { hardpoint: ship.modifications[0]!.id }),
    (ship) => installModification(ship, rules, 'Armory'),
    (ship) => installModification(ship, rules, 'Combat Thrusters, Mk I'),
    (ship) => addCrewMember(ship, { name: 'Wedge', deployment: 'Gunner', rank: 2, proficiencyBonus: 3 }),
  ];
  let ship: Starship = {
    ...newStarship({ size: 'Medium', name: 'Query Check' }),
    abilityScores: { method: 'standardArray', assigned: { Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 13, Wisdom: 10, Charisma: 8 } },
  };
  for (const step of steps) {
    const result = step(ship);
    if (!result.ok) throw new Error(result.reasons?.join('; '));
    ship = result.ship;
  }
  return { ...ship, equipment: { ...ship.equipment, armor: 'Deflection armor', shield: 'Fortress shield' } };
}

describe('the starship pages’ rules query', () => {
  it('brings everything the engine reads: the same ship computes the same from the answer as from the files', async () => {
    const res = await server.graphql<StarshipRulesQuery>(print(StarshipRulesDocument));
    expect(res.body.errors).toBeUndefined();
    const fromQuery = indexStarshipRules(toStarshipRulesData(res.body.data!));
    const fromFiles = indexStarshipRules(loadStarshipRulesDir(SEED_DIR));
    const ship = build(fromFiles);
    const computed = computeStarship(ship, fromQuery);
    expect(computed).toEqual(computeStarship(ship, fromFiles));
    // The parts that need the query's extra fields: the weapon's table (weaponSize) and the gunner's deployment features.
    expect(computed.weapons[0]).toMatchObject({ name: 'Twin laser cannon', weaponSize: 'Small', problems: [] });
    expect(computed.crew[0]!.deployments[0]!.features.length).toBeGreaterThan(0);
    expect(computed.problems).toEqual([]);
  });
});
