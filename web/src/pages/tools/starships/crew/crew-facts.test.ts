// A crewmember who is one of My Characters brings the character's current figures: proficiency bonus, Piloting (from
// background or class skills), class levels and the highest power levels cast; the ship's weapons and helm use them.
import { describe, expect, it } from 'vitest';
import { computeCharacter } from '../../../../../../core/engine/index.ts';
import { fixtureCharacter, fixtureRules } from '../../../../../../core/engine/test-support/fixture-rules.ts';
import { addCrewMember, computeStarship, indexStarshipRules, installModification, mountWeapon, newStarship } from '../../../../../../core/engine/starships/index.ts';
import { loadStarshipRulesDir } from '../../../../../../core/engine/node/load-starship-rules.ts';
import { BUNDLED_RULES_DIR } from '../../../../../../core/engine/node/load-rules.ts';
import { crewFactsOf } from './crew-facts.ts';

const rules = fixtureRules();

describe('crew facts', () => {
  it('reads proficiency, Piloting, class levels and casting from the computed character', () => {
    const base = fixtureCharacter([{ name: 'Fighter', levels: 5 }]);
    const pilot = { ...base, background: { ...base.background!, skills: ['Piloting'] } };
    const facts = crewFactsOf(pilot, computeCharacter(pilot, rules));
    expect(facts).toEqual({ proficiencyBonus: 3, piloting: 'proficient', classLevels: { Fighter: 5 }, casting: { force: 0, tech: 0 } });
    const novice = fixtureCharacter([{ name: 'Fighter', levels: 1 }]);
    expect(crewFactsOf(novice, computeCharacter(novice, rules))).toMatchObject({ proficiencyBonus: 2, piloting: 'none' });
  });

  it('the character’s proficiency, not the stored one, goes on the gunner’s weapon', () => {
    const shipRules = indexStarshipRules(loadStarshipRulesDir(BUNDLED_RULES_DIR));
    let ship = newStarship({ size: 'Medium' });
    for (const step of [
      (s: typeof ship) => installModification(s, shipRules, 'Hardpoint'),
      (s: typeof ship) => mountWeapon(s, shipRules, 'Twin laser cannon', { hardpoint: s.modifications[0]!.id }),
      (s: typeof ship) => addCrewMember(s, { name: 'Fixture Hero', characterId: 'temp-fixture01', deployment: 'Gunner', rank: 1, proficiencyBonus: 2 }),
    ]) {
      const result = step(ship);
      if (!result.ok) throw new Error(result.reasons.join('; '));
      ship = result.ship;
    }
    const veteran = fixtureCharacter([{ name: 'Fighter', levels: 9 }]);
    const facts = { [ship.crew[0]!.id]: crewFactsOf(veteran, computeCharacter(veteran, rules)) };
    const withFacts = computeStarship(ship, shipRules, { crewFacts: facts }).weapons[0]!;
    const stored = computeStarship(ship, shipRules).weapons[0]!;
    expect(withFacts.attackBonus! - stored.attackBonus!).toBe(2);
  });
});
