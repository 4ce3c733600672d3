// The ship document: a new ship's template, parsing with every problem named by its path, ids unique, and a
// document from a newer format refused rather than half-read.
import { describe, expect, it } from 'vitest';
import { computeStarship } from './compute.ts';
import { newStarship, parseStarship, parseStarshipJson, StarshipParseError, STARSHIP_SCHEMA_VERSION } from './ship-document.ts';
import { bundledStarshipRules } from './test-support/rules.ts';

describe('the starship document', () => {
  it('a new ship is a tier 0 Medium ship with nothing chosen, and says what is still to choose', () => {
    const ship = newStarship();
    expect(ship).toMatchObject({ kind: 'starship', schemaVersion: STARSHIP_SCHEMA_VERSION, size: 'Medium', tier: 0, role: null, modifications: [], weapons: [], crew: [] });
    expect(ship.state).toMatchObject({ hullPointsLost: 0, shieldPointsLost: 0, systemDamage: 0, conditions: [] });
    const todo = computeStarship(ship, bundledStarshipRules()).todo.map((t) => t.step);
    expect(todo).toEqual(expect.arrayContaining(['role', 'abilities', 'equipment', 'saves', 'crew', 'modifications']));
  });

  it('round-trips through JSON unchanged', () => {
    const ship = { ...newStarship({ size: 'Large', name: 'Tantive' }), tier: 3, crew: [{ id: 'crew-1', name: 'Leia', characterId: null, proficiencyBonus: 4, piloting: 'none' as const, deployment: 'Coordinator' as const, rank: 2, otherRanks: [], ventures: [], gunningStyles: [], options: [], featureUses: {} }] };
    expect(parseStarshipJson(JSON.stringify(ship))).toEqual(ship);
  });

  it('names every problem by its path', () => {
    const bad = { ...newStarship(), size: 'Colossal', tier: 7, crew: [{ id: 'c', name: 'X', rank: 9 }], extra: true };
    let error: StarshipParseError | undefined;
    try {
      parseStarship(bad);
    } catch (e) {
      error = e as StarshipParseError;
    }
    expect(error).toBeInstanceOf(StarshipParseError);
    expect(error!.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^size: Invalid option: expected one of "Tiny"\|"Small"\|"Medium"\|"Large"\|"Huge"\|"Gargantuan"/),
        'tier: Too big: expected number to be <=5',
        'crew.0.rank: Too big: expected number to be <=5',
        expect.stringMatching(/^ship: Unrecognized key: "extra"/),
      ]),
    );
  });

  it('refuses ids used twice, a newer format and text that is not JSON', () => {
    const mod = { id: 'a', name: 'Hardpoint' };
    expect(() => parseStarship({ ...newStarship(), modifications: [mod], weapons: [{ id: 'a', name: 'Light laser cannon' }] })).toThrow('weapons.0.id: "a" is already the id of modifications.0.id');
    expect(() => parseStarship({ ...newStarship(), schemaVersion: 2 })).toThrow('schemaVersion: the ship was saved by a newer version of the site (format 2); this one reads format 1');
    expect(() => parseStarshipJson('{ nope')).toThrow(/^Not a valid starship: not JSON: /);
  });
});
