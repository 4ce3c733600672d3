// A ship in play: the order of damage (damage reduction, shields, hull), damage types against shields and hull,
// 0 hull points, the once-per-round regeneration, the crew's repair actions, recharging and refitting spending and
// restoring dice, destruction saves, conditions and system damage, power dice and limited feature uses.
import { describe, expect, it } from 'vitest';
import { assignAbility, setEquipment, setRole, setTier } from './build.ts';
import { computeStarship } from './compute.ts';
import {
  boostShields,
  destructionSave,
  patch,
  recharge,
  recoverPowerDice,
  refit,
  regenerateShields,
  regenerateShieldsAction,
  setCondition,
  setSystemDamage,
  spendPowerDie,
  StarshipPlayError,
  startShipTurn,
  takeDamage,
  useShipFeature,
} from './play.ts';
import { newStarship, type ShipState, type Starship } from './ship-document.ts';
import { applied, bundledStarshipRules, faces } from './test-support/rules.ts';

const rules = bundledStarshipRules();

/** The tier 0 Falcon: 33 hull points (5d8, Constitution +1), fortress shields of 57 regenerating 5, DR 3. */
function falcon(state: Partial<ShipState> = {}, shield: string | null = 'Fortress shield'): Starship {
  let ship = applied(setRole(newStarship({ size: 'Medium' }), rules, 'Freighter'));
  const scores = { Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 13, Wisdom: 10, Charisma: 8 } as const;
  for (const [a, s] of Object.entries(scores)) ship = applied(assignAbility(ship, rules, a as keyof typeof scores, s));
  ship = applied(setEquipment(ship, rules, 'shield', shield));
  return { ...ship, state: { ...ship.state, ...state } };
}
const current = (ship: Starship) => computeStarship(ship, rules).current;

describe('damage: damage reduction, then shields, then hull', () => {
  it('an attack roll loses the armor damage reduction first, then the shields take it', () => {
    const report = takeDamage(falcon(), rules, { amount: 10, type: 'energy', fromAttackRoll: true });
    expect(report.lines).toEqual(['Damage reduction 3 (Deflection armor): 10 -> 7', 'Shields take 7 (7 energy damage: 7 taken)']);
    expect(current(report.ship)).toMatchObject({ shieldPoints: 50, hullPoints: 33 });
  });

  it('what the shields cannot hold passes to the hull', () => {
    const report = takeDamage(falcon({ shieldPointsLost: 52 }), rules, { amount: 12, type: 'kinetic', fromAttackRoll: true });
    // 12 - 3 = 9; the shields hold 5; 4 reach the hull.
    expect(report).toMatchObject({ afterReduction: 9, shieldsLost: 5, hullLost: 4 });
    expect(current(report.ship)).toMatchObject({ shieldPoints: 0, hullPoints: 29 });
  });

  it('damage reduction never takes an attack below 1, and does nothing against saves and effects', () => {
    expect(takeDamage(falcon(), rules, { amount: 2, type: 'energy', fromAttackRoll: true }).afterReduction).toBe(1);
    expect(takeDamage(falcon(), rules, { amount: 2, type: 'energy' }).afterReduction).toBe(2);
  });

  it('shields halve fire, so half the fire they hold uses twice the damage; the hull takes the rest in full', () => {
    const report = takeDamage(falcon({ shieldPointsLost: 54 }), rules, { amount: 20, type: 'fire' });
    // Against shields 20 fire counts 10; their 3 points hold 6 of the 20; 14 fire reaches the hull.
    expect(report.lines).toEqual(['Shields take 3 (20 fire damage, resisted: 10 taken); 14 passes to the hull', 'Hull takes 14 (14 fire damage: 14 taken)']);
    expect(current(report.ship).hullPoints).toBe(19);
  });

  it('the hull halves ion damage; poison does nothing; sonic only inside an atmosphere', () => {
    expect(takeDamage(falcon({}, null), rules, { amount: 20, type: 'Ion' }).hullLost).toBe(10);
    expect(takeDamage(falcon({}, null), rules, { amount: 20, type: 'poison' }).hullLost).toBe(0);
    expect(takeDamage(falcon({}, null), rules, { amount: 8, type: 'sonic' }).hullLost).toBe(0);
    expect(takeDamage(falcon({}, null), rules, { amount: 8, type: 'sonic', inAtmosphere: true }).hullLost).toBe(8);
  });

  it('temporary shield points go first; a pinpoint strike bypasses the shields', () => {
    let report = takeDamage(falcon({ temporaryShieldPoints: 4 }), rules, { amount: 6, type: 'energy' });
    expect(report).toMatchObject({ temporaryShieldsLost: 4, shieldsLost: 2 });
    report = takeDamage(falcon(), rules, { amount: 6, type: 'energy', bypassShields: true });
    expect(report).toMatchObject({ shieldsLost: 0, hullLost: 6 });
  });

  it('at 0 hull points the ship is disabled with a level of system damage; damage as large as its maximum beyond that destroys it', () => {
    let report = takeDamage(falcon({}, null), rules, { amount: 40, type: 'kinetic' });
    expect(report).toMatchObject({ disabled: true, destroyed: false, systemDamageAdded: 1 });
    expect(current(report.ship)).toMatchObject({ hullPoints: 0, disabled: true, systemDamage: 1, conditions: ['Disabled'] });
    // Damage at 0: one level, two on a critical hit; as large as the maximum: destroyed.
    expect(takeDamage(report.ship, rules, { amount: 5, type: 'kinetic' }).systemDamageAdded).toBe(1);
    expect(takeDamage(report.ship, rules, { amount: 5, type: 'kinetic', critical: true }).systemDamageAdded).toBe(2);
    expect(takeDamage(report.ship, rules, { amount: 33, type: 'kinetic' }).destroyed).toBe(true);
    // 33 to reach 0 and 33 more beyond it.
    report = takeDamage(falcon({}, null), rules, { amount: 66, type: 'kinetic' });
    expect(report.destroyed).toBe(true);
    expect(computeStarship(report.ship, rules).current.destroyed).toBe(true);
  });

  it('ion damage only disables, and leaves the ship stable', () => {
    const report = takeDamage(falcon({}, null), rules, { amount: 200, type: 'ion' });
    expect(report).toMatchObject({ destroyed: false, disabled: true });
    expect(report.ship.state.stable).toBe(true);
  });

  it('refuses damage it cannot read, changing nothing', () => {
    expect(() => takeDamage(falcon(), rules, { amount: 5, type: 'plasma' })).toThrow(new StarshipPlayError('Unknown damage type "plasma"'));
    expect(() => takeDamage(falcon(), rules, { amount: -1 })).toThrow(StarshipPlayError);
  });
});

describe('shield regeneration, once per round on the ship turn', () => {
  it('regains the rate, expending a shield die, up to the capacity', () => {
    let report = regenerateShields(falcon({ shieldPointsLost: 10 }), rules);
    expect(report).toMatchObject({ regained: 5 });
    expect(report.ship.state).toMatchObject({ shieldPointsLost: 5, shieldDiceUsed: 1 });
    report = regenerateShields(falcon({ shieldPointsLost: 2 }), rules);
    expect(report.regained).toBe(2);
    expect(regenerateShields(falcon(), rules)).toMatchObject({ regained: 0, refused: 'Shields are full' });
  });

  it('shields at 0 do not regenerate by themselves, nor without shield dice; the action restores them', () => {
    expect(regenerateShields(falcon({ shieldPointsLost: 57 }), rules).refused).toBe('Shields are down: they come back only with the Regenerate Shields action, a recharge or a refit');
    expect(regenerateShields(falcon({ shieldPointsLost: 9, shieldDiceUsed: 5 }), rules).refused).toBe('No shield dice left to regenerate with');
    // A failed Strength (Boost) check: the die twice, the lower kept.
    const action = regenerateShieldsAction(falcon({ shieldPointsLost: 57 }), rules, faces(6, 3), { success: false });
    expect(action).toMatchObject({ regained: 3, lines: ['Regenerate Shields: d8 twice, lower kept (6, 3), shields regain 3'] });
    expect(action.ship.state.shieldDiceUsed).toBe(1);
  });

  it('boosted shields give temporary points that end at the start of the ship turn, which also regenerates', () => {
    let ship = boostShields(falcon({ shieldPointsLost: 10 }), rules, faces(7)).ship;
    expect(current(ship).temporaryShieldPoints).toBe(7);
    ship = applied(setEquipment(ship, rules, 'reactor', 'Fuel cell reactor'));
    const turn = startShipTurn(ship, rules, faces());
    expect(turn.lines).toEqual(['Temporary shield points end', 'Shields regenerate 5 (rate 5), expending a shield die', 'Every power die is already available: the reactor recovers none']);
    expect(current(turn.ship)).toMatchObject({ temporaryShieldPoints: 0, shieldPoints: 52 });
  });
});

describe('repairs: patching, recharging and refitting', () => {
  it('the Patch action spends a hull die and adds the Constitution modifier', () => {
    const report = patch(falcon({ hullPointsLost: 20 }), rules, faces(5), { success: true });
    expect(report).toMatchObject({ regained: 6, lines: ['Patch: d8 (5) + Constitution 1, hull regains 6'] });
    expect(report.ship.state).toMatchObject({ hullPointsLost: 14, hullDiceUsed: 1 });
    expect(patch(falcon({ hullDiceUsed: 5 }), rules, faces(), { success: true }).refused).toBe('No hull dice left');
  });

  it('recharging spends hull dice by the check, restores every shield point and half the shield dice', () => {
    const ship = falcon({ hullPointsLost: 30, shieldPointsLost: 40, shieldDiceUsed: 4 });
    // Check 8 (10 or less): each die twice, the lower kept.
    let report = recharge(ship, rules, faces(6, 2, 4, 5), { hullDice: 2, check: 8 });
    expect(report.lines).toEqual([
      'Hull die: d8 twice, lower kept (6, 2) + Constitution 1, hull regains 3',
      'Hull die: d8 twice, lower kept (4, 5) + Constitution 1, hull regains 5',
      'Shields restored; 2 shield dice regained (half of 5)',
    ]);
    expect(report.ship.state).toMatchObject({ hullPointsLost: 22, hullDiceUsed: 2, shieldPointsLost: 0, shieldDiceUsed: 2 });
    // Check 22 (21 or more): the higher kept; 15: rolled once.
    report = recharge(ship, rules, faces(2, 7), { hullDice: 1, check: 22 });
    expect(report.regained).toBe(8);
    report = recharge(ship, rules, faces(2), { hullDice: 1, check: 15 });
    expect(report.regained).toBe(3);
  });

  it('refitting restores everything, lowers system damage by one and costs 100 cr per missing hull die times the size multiplier', () => {
    const report = refit(falcon({ hullPointsLost: 30, shieldPointsLost: 57, hullDiceUsed: 3, shieldDiceUsed: 5, systemDamage: 2 }), rules);
    expect(report.ship.state).toMatchObject({ hullPointsLost: 0, shieldPointsLost: 0, hullDiceUsed: 0, shieldDiceUsed: 0, systemDamage: 1 });
    // 3 dice x 100 cr x 2 (Medium).
    expect(report.cost).toBe(600);
  });

  it('feature uses come back at the downtime they name', () => {
    let ship = applied(setTier(falcon(), 1));
    // Evasive Maneuvers: 2 x tier uses, regained when refitted.
    ship = useShipFeature(ship, rules, 'Evasive Maneuvers').ship;
    ship = useShipFeature(ship, rules, 'Evasive Maneuvers').ship;
    expect(useShipFeature(ship, rules, 'Evasive Maneuvers').refused).toBe('Evasive Maneuvers has no uses left (they come back when the ship is refitted)');
    expect(recharge(ship, rules, faces(), { hullDice: 0, check: 10 }).ship.state.featureUses).toEqual({ 'Evasive Maneuvers': 2 });
    expect(refit(ship, rules).ship.state.featureUses).toEqual({});
    expect(computeStarship(ship, rules).features.find((f) => f.name === 'Evasive Maneuvers')).toMatchObject({ die: 'd4', uses: { max: 2, used: 2, left: 0, recovery: 'refit' } });
  });
});

describe('destruction saves, conditions and system damage', () => {
  const dying = () => takeDamage(falcon({}, null), rules, { amount: 33, type: 'kinetic' }).ship;

  it('three successes stabilize; a 1 counts twice; a 20 brings back a hull point', () => {
    let ship = dying();
    ship = destructionSave(ship, rules, 12).ship;
    ship = destructionSave(ship, rules, 10).ship;
    const third = destructionSave(ship, rules, 15);
    expect(third.outcome).toBe('stable');
    expect(third.ship.state.stable).toBe(true);
    const one = destructionSave(dying(), rules, 1);
    expect(one.ship.state).toMatchObject({ destructionSaves: { successes: 0, failures: 2 }, systemDamage: 3 });
    expect(current(destructionSave(dying(), rules, 20).ship).hullPoints).toBe(1);
    expect(destructionSave(falcon(), rules, 5).outcome).toBe('not needed');
  });

  it('system damage 4 halves the hull and shield maximums and the regeneration rate; 2 adds a slowed level', () => {
    const sheet = computeStarship(setSystemDamage(falcon(), 4), rules);
    expect(sheet).toMatchObject({ hullPoints: 16, shieldCapacity: 28, shieldRegeneration: 2 });
    expect(sheet.current.slowedLevels).toBe(1);
    expect(sheet.speed.flying).toBe(150);
    expect(sheet.skills[0]!.disadvantage).toBe(true);
    // Each roll names what gives it disadvantage: checks from level 1, attacks and saves from level 3.
    expect(sheet.skills[0]!.disadvantageFrom).toEqual(['System damage 4']);
    expect(sheet.savingThrows[0]!.disadvantageFrom).toEqual(['System damage 4']);
    const ionized = computeStarship(setCondition(falcon(), rules, 'Ionized', true), rules);
    expect(ionized.skills[0]!.disadvantageFrom).toEqual(['Ionized']);
    expect(ionized.savingThrows[0]!.disadvantageFrom).toEqual([]);
  });

  it('a stunned ship has 4 slowed levels (speed 0) and fails Strength and Dexterity saves', () => {
    const sheet = computeStarship(setCondition(falcon(), rules, 'stunned', true), rules);
    expect(sheet.current).toMatchObject({ conditions: ['Stunned'], slowedLevels: 4 });
    expect(sheet.speed.flying).toBe(0);
    expect(sheet.savingThrows.filter((s) => s.autoFail).map((s) => s.ability)).toEqual(['Strength', 'Dexterity']);
    expect(() => setCondition(falcon(), rules, 'Grappled', true)).toThrow(/Grappled is not a starship condition/);
  });
});

describe('power dice', () => {
  it('a direct coupling stores 4 centrally; the die follows the tier; the reactor recovers them', () => {
    let ship = applied(setEquipment(falcon(), rules, 'powerCoupling', 'Direct power coupling'));
    ship = applied(setEquipment(ship, rules, 'reactor', 'Ionization reactor'));
    let sheet = computeStarship(ship, rules);
    expect(sheet.powerDice).toMatchObject({ die: '1', recovery: '1d2-1', capacity: 4, available: 4 });
    expect(computeStarship(applied(setTier(ship, 3)), rules).powerDice.die).toBe('d8');
    ship = spendPowerDie(ship, rules, 'central').ship;
    ship = spendPowerDie(ship, rules, 'central').ship;
    expect(spendPowerDie(ship, rules, 'weapons').refused).toBe('The power coupling stores no power dice in weapons');
    // 1d2-1: a 2 recovers one die.
    const recovered = recoverPowerDice(ship, rules, faces(2));
    expect(recovered).toMatchObject({ regained: 1, lines: ['The reactor recovers 1 power die (1d2-1)'] });
    ship = recovered.ship;
    sheet = computeStarship(ship, rules);
    expect(sheet.powerDice.available).toBe(3);
  });

  it('with every power die available, the reactor is not said to recover one', () => {
    const ship = applied(setEquipment(applied(setEquipment(falcon(), rules, 'powerCoupling', 'Direct power coupling')), rules, 'reactor', 'Ionization reactor'));
    expect(recoverPowerDice(ship, rules, faces(2))).toMatchObject({ regained: 0, lines: ['Every power die is already available: the reactor recovers none'] });
    const one = spendPowerDie(ship, rules, 'central').ship;
    expect(recoverPowerDice(one, rules, faces(2)).lines).toEqual(['The reactor recovers 1 power die (1d2-1)']);
    expect(recoverPowerDice(one, rules, faces(1))).toMatchObject({ regained: 0, lines: ['The reactor recovers no power die this turn (1d2-1 came to 0)'] });
  });

  it('a distributed coupling stores 2 in each of the five systems', () => {
    const ship = applied(setEquipment(falcon(), rules, 'powerCoupling', 'Distributed power coupling'));
    expect(computeStarship(ship, rules).powerDice.stores.map((s) => `${s.location} ${s.capacity}`)).toEqual(['communications 2', 'engines 2', 'shields 2', 'sensors 2', 'weapons 2']);
  });
});
